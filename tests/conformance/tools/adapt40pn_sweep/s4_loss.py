"""st/pynative/loss_scale/test_loss_scale.py, network/test_pynative_model.py variants: TrainOneStepWithLossScaleCell
(overflow flags, scale values, parameters), DynamicLossScaleUpdateCell / FixedLossScaleUpdateCell, Model with a
loss-scale manager, GradWrap + Momentum training, printed losses."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from mindspore.ops import operations as P
from mindspore.common import dtype as mstype
from mindspore.nn.wrap.cell_wrapper import WithLossCell
from mindspore.nn.wrap.loss_scale import TrainOneStepWithLossScaleCell
from mindspore.train import Model
from mindspore.train.loss_scale_manager import DynamicLossScaleManager, FixedLossScaleManager
from _h import case, MODE

FMAX = np.finfo(np.float32).max


class NetFP16(nn.Cell):
    def __init__(self, i, o, k=1.0):
        super().__init__()
        self.weight = Parameter(Tensor((np.ones([o, i]) * k).astype(np.float32)), name="weight")
        self.bias = Parameter(Tensor(np.ones([o]).astype(np.float32)), name="bias")
        self.matmul = P.MatMul()
        self.add = P.Add()
        self.cast = P.Cast()

    def construct(self, x):
        return self.cast(self.add(self.matmul(self.cast(x, mstype.float16), self.cast(self.weight, mstype.float16)),
                                  self.cast(self.bias, mstype.float16)), mstype.float32)


class NetFP32(nn.Cell):
    def __init__(self, i, o, k=1.0):
        super().__init__()
        self.weight = Parameter(Tensor((np.arange(o * i).reshape(o, i) % 5 * k / 10).astype(np.float32)), name="weight")
        self.bias = Parameter(Tensor(np.zeros([o]).astype(np.float32)), name="bias")

    def construct(self, x):
        return ops.matmul(x, self.weight) + self.bias


class MSELoss(nn.Cell):
    def __init__(self):
        super().__init__()
        self.square = P.Square()
        self.reduce_mean = P.ReduceMean()

    def construct(self, data, label):
        diff = data - label
        return self.reduce_mean(self.square(diff), tuple(range(len(diff.shape))))


def opt_of(name, params, lr):
    if name == "mom":
        return nn.Momentum(params, learning_rate=lr, momentum=0.9)
    if name == "rms":
        return nn.RMSProp(params, learning_rate=0.1)
    if name == "lamb":
        return nn.Lamb(params, learning_rate=0.01)
    if name == "sgd":
        return nn.SGD(params, learning_rate=0.1)
    return nn.Adam(params, learning_rate=0.01)


def ls_run(netcls, optn, scale, steps=3, update_cell=False, k=1.0, x_k=1.0):
    x = Tensor((np.ones([4, 4]) * x_k).astype(np.float32))
    y = Tensor(np.zeros([4, 4]).astype(np.float32))
    net = netcls(4, 4, k)
    net.set_train()
    opt = opt_of(optn, net.trainable_params(), Tensor(np.ones([1], np.float32) * 0.1) if optn == "mom" else 0.1)
    wl = WithLossCell(net, MSELoss())
    if update_cell == "dyn":
        ss = nn.DynamicLossScaleUpdateCell(loss_scale_value=scale, scale_factor=2, scale_window=2)
    elif update_cell == "fix":
        ss = nn.FixedLossScaleUpdateCell(loss_scale_value=scale)
    else:
        ss = Tensor(np.full((1), scale), dtype=mstype.float32)
    tn = TrainOneStepWithLossScaleCell(wl, opt, scale_sense=ss)
    outs = []
    for _ in range(steps):
        outs.append(tn(x, y))
    return outs, [p.value() for p in net.trainable_params()]


for netn, netc in (("fp16", NetFP16), ("fp32", NetFP32)):
    for optn in ("mom", "rms", "lamb", "sgd", "adam"):
        case(f"ls_{netn}_{optn}_max", lambda: ls_run(netc, optn, FMAX, 2))
        case(f"ls_{netn}_{optn}_1024", lambda: ls_run(netc, optn, 1024.0))
    for upd in ("dyn", "fix"):
        case(f"ls_{netn}_{upd}_max", lambda: ls_run(netc, "mom", 2.0 ** 126, 4, upd))
        case(f"ls_{netn}_{upd}_small", lambda: ls_run(netc, "mom", 8.0, 4, upd))
        case(f"ls_{netn}_{upd}_big_x", lambda: ls_run(netc, "sgd", 2.0 ** 20, 4, upd, x_k=300.0))


def set_sense():
    x = Tensor(np.ones([4, 4]).astype(np.float32))
    y = Tensor(np.zeros([4, 4]).astype(np.float32))
    net = NetFP16(4, 4)
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    tn = TrainOneStepWithLossScaleCell(WithLossCell(net, MSELoss()), opt, scale_sense=Tensor(np.full((1), FMAX), dtype=mstype.float32))
    o1 = tn(x, y)
    tn.set_sense_scale(Tensor(np.full((1), 16.0), dtype=mstype.float32))
    o2 = tn(x, y)
    return o1, o2, tn.scale_sense.value()
case("ls_set_sense_scale", set_sense)
case("ls_set_sense_bad", lambda: (lambda tn: tn.set_sense_scale(Tensor([1.0, 2.0], mstype.float32)))(
    TrainOneStepWithLossScaleCell(WithLossCell(NetFP32(2, 2), MSELoss()), nn.SGD(NetFP32(2, 2).trainable_params()),
                                  scale_sense=Tensor([4.0], mstype.float32))))
case("ls_scale_sense_0d", lambda: ls_run(NetFP32, "sgd", 4.0, 1, False) and TrainOneStepWithLossScaleCell(
    WithLossCell(NetFP32(2, 2), MSELoss()), nn.SGD(NetFP32(2, 2).trainable_params()),
    scale_sense=Tensor(4.0, mstype.float32))(Tensor(np.ones((2, 2), np.float32)), Tensor(np.zeros((2, 2), np.float32))))
case("ls_scale_sense_f16", lambda: TrainOneStepWithLossScaleCell(
    WithLossCell(NetFP32(2, 2), MSELoss()), nn.SGD(NetFP32(2, 2).trainable_params()),
    scale_sense=Tensor([4.0], mstype.float16))(Tensor(np.ones((2, 2), np.float32)), Tensor(np.zeros((2, 2), np.float32))))
case("ls_scale_sense_2elem", lambda: TrainOneStepWithLossScaleCell(
    WithLossCell(NetFP32(2, 2), MSELoss()), nn.SGD(NetFP32(2, 2).trainable_params()),
    scale_sense=Tensor([4.0, 2.0], mstype.float32)))
case("ls_scale_sense_number", lambda: TrainOneStepWithLossScaleCell(
    WithLossCell(NetFP32(2, 2), MSELoss()), nn.SGD(NetFP32(2, 2).trainable_params()), scale_sense=4.0))

# update cells on their own
def dyn_seq(window, flags, init=16.0, factor=2):
    c = nn.DynamicLossScaleUpdateCell(loss_scale_value=init, scale_factor=factor, scale_window=window)
    s = Parameter(Tensor(init, mstype.float32), name="s")
    out = []
    for f in flags:
        r = c(s, Tensor(f))
        out.append((bool(r.asnumpy()), float(s.asnumpy())))
    return out, c.get_loss_scale()
case("dyn_cell_w2", lambda: dyn_seq(2, [False, False, False, True, False, False, True, True]))
case("dyn_cell_w1", lambda: dyn_seq(1, [False, False, True, False]))
case("dyn_cell_min1", lambda: dyn_seq(3, [True, True, True, True, True, True], init=4.0))
case("dyn_cell_factor3", lambda: dyn_seq(1, [False, True, False], factor=3))
case("dyn_cell_big", lambda: dyn_seq(1, [False] * 3, init=2.0 ** 127))
case("fix_cell", lambda: (lambda c: [c(Parameter(Tensor(8.0, mstype.float32), name="s"), Tensor(f)) for f in (False, True)] + [c.get_loss_scale()])(nn.FixedLossScaleUpdateCell(8.0)))
case("dyn_cell_bad_factor", lambda: nn.DynamicLossScaleUpdateCell(16.0, 0.5, 2))
case("dyn_cell_bad_window", lambda: nn.DynamicLossScaleUpdateCell(16.0, 2, 0))
case("dyn_cell_bad_value", lambda: nn.DynamicLossScaleUpdateCell(-1.0, 2, 2))


# Model with loss-scale managers
class DS:
    def __init__(self, n, k=1.0):
        self.n, self.k, self.i = n, k, 0

    def get_dataset_size(self): return self.n
    def get_repeat_count(self): return 1
    def get_batch_size(self): return 4
    def create_tuple_iterator(self, num_epochs=-1, do_copy=True):
        self.i = 0
        return self
    def __len__(self): return self.n
    def __iter__(self): return self
    def reset(self): self.i = 0
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return (Tensor((np.ones((4, 4)) * self.k * self.i).astype(np.float32)), Tensor(np.zeros((4, 4)).astype(np.float32)))


def model_run(mgr, netc=NetFP32, epochs=2, k=1.0, opt="mom"):
    import mindspore.dataset as ds
    data = ds.GeneratorDataset(lambda: ((np.ones((4, 4), np.float32) * k * (i + 1), np.zeros((4, 4), np.float32)) for i in range(3)),
                               ["x", "y"], shuffle=False)
    net = netc(4, 4)
    o = opt_of(opt, net.trainable_params(), 0.1)
    cbs = []

    class Rec(ms.train.Callback):
        def step_end(self, run_context):
            cb = run_context.original_args()
            v = cb.net_outputs
            cbs.append(np.array(v[0].asnumpy() if isinstance(v, (tuple, list)) else v.asnumpy()).tolist())
    kw = {} if mgr is None else {"loss_scale_manager": mgr}
    model = Model(net, loss_fn=MSELoss(), optimizer=o, metrics=None, **kw)
    model.train(epochs, data, callbacks=[Rec()], dataset_sink_mode=False)
    return cbs, [p.value() for p in net.trainable_params()]
case("model_none", lambda: model_run(None))
case("model_dyn", lambda: model_run(DynamicLossScaleManager(init_loss_scale=16, scale_factor=2, scale_window=2)))
case("model_dyn_fp16", lambda: model_run(DynamicLossScaleManager(init_loss_scale=16, scale_factor=2, scale_window=2), NetFP16))
case("model_dyn_big", lambda: model_run(DynamicLossScaleManager(init_loss_scale=2 ** 24, scale_factor=2, scale_window=1), NetFP16, k=100.0))
case("model_fix", lambda: model_run(FixedLossScaleManager(128, drop_overflow_update=False)))
case("model_fix_drop", lambda: model_run(FixedLossScaleManager(128, drop_overflow_update=True)))
case("model_fix_drop_overflow", lambda: model_run(FixedLossScaleManager(2.0 ** 120, drop_overflow_update=True), NetFP16))
case("model_fix_nodrop_overflow", lambda: model_run(FixedLossScaleManager(2.0 ** 120, drop_overflow_update=False), NetFP16, opt="sgd"))
case("model_dyn_lamb", lambda: model_run(DynamicLossScaleManager(init_loss_scale=2 ** 10, scale_factor=2, scale_window=2), NetFP32, opt="lamb"))
case("mgr_get", lambda: (DynamicLossScaleManager(16, 2, 2).get_loss_scale(), DynamicLossScaleManager(16, 2, 2).get_drop_overflow_update(),
                         FixedLossScaleManager(8.0, False).get_loss_scale(), FixedLossScaleManager(8.0, False).get_drop_overflow_update(),
                         FixedLossScaleManager(8.0, False).get_update_cell()))


# GradWrap (test_pynative_model)
class GradWrap(nn.Cell):
    def __init__(self, network):
        super().__init__()
        self.network = network
        self.weights = ParameterTuple(network.get_parameters())

    def construct(self, x, label):
        return ops.GradOperation(get_by_list=True)(self.network, self.weights)(x, label)


class NWL(nn.Cell):
    def __init__(self, network):
        super().__init__()
        self.loss = nn.SoftmaxCrossEntropyWithLogits()
        self.network = network

    def construct(self, x, label):
        return self.loss(self.network(x), label)


class Lin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = Parameter(Tensor((np.arange(640).reshape(64, 10) % 3 / 10).astype(np.float32)), name="weight")
        self.bias = Parameter(Tensor(np.ones([10]).astype(np.float32)), name="bias")
        self.fc = P.MatMul()
        self.bias_add = P.BiasAdd()

    def construct(self, x):
        return self.bias_add(self.fc(x, self.weight), self.bias)


def gw_train(steps=3, sparse=False):
    net = Lin()
    tn = GradWrap(NWL(net))
    tn.set_train()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    x = Tensor((np.arange(128).reshape(2, 64) % 5 / 5).astype(np.float32))
    lab = Tensor(np.eye(10)[[1, 3]].astype(np.float32))
    losses = []
    for _ in range(steps):
        g = tn(x, lab)
        opt(g)
        losses.append(nn.SoftmaxCrossEntropyWithLogits()(net(x), lab))
    return losses, g
case("gradwrap_softmax", gw_train)
case("gradwrap_construct", lambda: GradWrap(NWL(Lin())).construct(Tensor(np.ones([1, 64]).astype(np.float32)), Tensor(np.zeros([1, 10]).astype(np.float32))))
