"""st/networks variants: test_network_main (LeNet / ResNet-50 v1.5 of networks/models, one Momentum step),
test_gradient_accumulation (MultitypeFuncGraph + HyperMap + AssignAdd into ParameterTuple.clone, DatasetHelper),
dynamic loss scaling with an overflowing step, BatchNorm train / eval toggles, Dropout in eval, Model.train with a
Callback reading cb_params.  Weights are set deterministically with set_data."""
import sys
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from mindspore.nn import TrainOneStepCell, WithLossCell, Cell
from mindspore.ops import composite as C, functional as F, operations as P
import mindspore.dataset as ds
from mindspore.train.dataset_helper import DatasetHelper
from _h import case

sys.path.insert(0, "/tmp/mst2/tests/st/networks/models")


def setw(net, scale=0.1):
    for i, p in enumerate(net.get_parameters()):
        n = p.data.size
        v = ((np.arange(n) * 0.6180339 + i * 0.1) % 1.0 - 0.5) * scale
        if "gamma" in p.name or "moving_variance" in p.name:
            v = 1.0 + v
        p.set_data(Tensor(v.reshape(p.shape).astype(np.float32)))
    return net


def first(t, k=4):
    return Tensor(t.asnumpy().ravel()[:k])


def snap(net, k=3):
    return {p.name: first(p, k) for p in net.get_parameters()}


def train_main(net, data, label, steps=2):
    opt = nn.Momentum(filter(lambda x: x.requires_grad, net.get_parameters()), 0.01, 0.9)
    tr = TrainOneStepCell(WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True)), opt)
    tr.set_train()
    return [tr(data, label) for _ in range(steps)]


def lenet():
    from lenet import LeNet
    net = setw(LeNet())
    x = Tensor((np.arange(3 * 32 * 32).reshape(1, 3, 32, 32) % 17 - 8).astype(np.float32) * 0.01)
    out = train_main(net, x, Tensor(np.ones([1]).astype(np.int32)), 3)
    return out + [first(net.fc1.weight), first(net.conv1.weight)]


def resnet(setweights):
    from resnetv1_5 import resnet50
    net = resnet50(2, 10)
    if setweights:
        setw(net, 0.2)
    x = Tensor((np.arange(2 * 3 * 32 * 32).reshape(2, 3, 32, 32) % 13 - 6).astype(np.float32) * 0.05)
    out = train_main(net, x, Tensor(np.array([1, 7]).astype(np.int32)), 2)
    net.set_train(False)
    ev = net(x)
    return out + [first(net.fc.weight), first(net.bn1.moving_mean), first(net.bn1.moving_variance),
                  first(net.layer4.conv1.weight) if hasattr(net.layer4, "conv1") else None, first(ev, 6)]


case("lenet_main", lenet)
case("resnet50_main_ones", lambda: resnet(False))
case("resnet50_main_setw", lambda: resnet(True))

# ---- gradient accumulation (test_gradient_accumulation.py) ----
_sum_op = C.MultitypeFuncGraph("grad_sum_op")
_clear_op = C.MultitypeFuncGraph("clear_op")


@_sum_op.register("Tensor", "Tensor")
def _cumulative_grad(grad_sum, grad):
    add = P.AssignAdd()
    add(grad_sum, grad)
    return grad_sum


@_clear_op.register("Tensor", "Tensor")
def _clear_grad_sum(grad_sum, zero):
    success = True
    success = F.depend(success, F.assign(grad_sum, zero))
    return success


class LeNet5(nn.Cell):
    def __init__(self, num_class=10, num_channel=1):
        super().__init__()
        self.conv1 = nn.Conv2d(num_channel, 6, 5, pad_mode='valid')
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode='valid')
        self.fc1 = nn.Dense(16 * 5 * 5, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_class)
        self.relu = nn.ReLU()
        self.max_pool2d = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()

    def construct(self, x):
        x = self.max_pool2d(self.relu(self.conv1(x)))
        x = self.max_pool2d(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)


class TrainForwardBackward(Cell):
    def __init__(self, network, optimizer, grad_sum, sens=1.0):
        super().__init__(auto_prefix=False)
        self.network = network
        self.network.set_grad()
        self.network.add_flags(defer_inline=True)
        self.weights = ParameterTuple(network.trainable_params())
        self.optimizer = optimizer
        self.grad_sum = grad_sum
        self.grad = C.GradOperation(get_by_list=True, sens_param=True)
        self.sens = sens
        self.hyper_map = C.HyperMap()

    def construct(self, *inputs):
        weights = self.weights
        loss = self.network(*inputs)
        sens = F.fill(P.DType()(loss), P.Shape()(loss), self.sens)
        grads = self.grad(self.network, weights)(*inputs, sens)
        self.hyper_map(F.partial(_sum_op), self.grad_sum, grads)
        return loss


class TrainOptim(Cell):
    def __init__(self, optimizer, grad_sum):
        super().__init__(auto_prefix=False)
        self.optimizer = optimizer
        self.grad_sum = grad_sum

    def construct(self):
        return self.optimizer(self.grad_sum)


class TrainClear(Cell):
    def __init__(self, grad_sum, zeros):
        super().__init__(auto_prefix=False)
        self.grad_sum = grad_sum
        self.zeros = zeros
        self.hyper_map = C.HyperMap()

    def construct(self):
        return self.hyper_map(F.partial(_clear_op), self.grad_sum, self.zeros)


def grad_accum(mini_steps, opt_kind, sens=1.0, epochs=1):
    net = setw(LeNet5())
    if opt_kind == "mom":
        opt = nn.Momentum(net.trainable_params(), 0.01, 0.9)
    else:
        opt = nn.Adam(net.trainable_params(), 0.001, weight_decay=0.01)
    params = opt.parameters
    grad_sum = params.clone(prefix="grad_sum", init='zeros')
    zeros = params.clone(prefix="zeros", init='zeros')
    fb = TrainForwardBackward(nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')),
                              opt, grad_sum, sens).set_train()
    to = TrainOptim(opt, grad_sum).set_train()
    tc = TrainClear(grad_sum, zeros).set_train()
    x = ((np.arange(8 * 32 * 32).reshape(8, 1, 32, 32) % 23 - 11) * 0.07).astype(np.float32)
    y = (np.arange(8) % 10).astype(np.int32)
    dset = ds.NumpySlicesDataset({"image": x, "label": y}, shuffle=False).batch(2)
    helper = DatasetHelper(dset, dataset_sink_mode=False, epoch_num=epochs)
    out = []
    for _ in range(epochs):
        for k, elem in enumerate(helper):
            loss = fb(*elem)
            out.append(float(loss.asnumpy()))
            if (k + 1) % mini_steps == 0:
                out.append(("gs", first(grad_sum[4], 3)))
                to()
                tc()
                out.append(("cleared", float(grad_sum[4].asnumpy().sum())))
        dset.reset()
    return {"trace": out, "names": [p.name for p in grad_sum][:3], "w": snap(net)}


case("accum_mom_2", lambda: grad_accum(2, "mom"))
case("accum_adam_wd_4", lambda: grad_accum(4, "adam"))
case("accum_mom_sens", lambda: grad_accum(2, "mom", sens=0.5))
case("accum_mom_2ep", lambda: grad_accum(3, "mom", epochs=2))
case("accum_clone_names", lambda: [p.name for p in nn.Momentum(setw(LeNet5()).trainable_params(), 0.1, 0.9).parameters.clone(prefix="gs", init='ones')][:4])
case("accum_clone_vals", lambda: [first(p, 2) for p in nn.Momentum(setw(LeNet5()).trainable_params(), 0.1, 0.9).parameters.clone(prefix="gs", init='same')][:3])


# ---- loss scale with an overflowing step ----
class Small(nn.Cell):
    def __init__(self, bn=False, drop=None):
        super().__init__()
        self.fc1 = nn.Dense(4, 6)
        self.bn = nn.BatchNorm1d(6, momentum=0.8) if bn else None
        self.drop = nn.Dropout(p=drop) if drop is not None else None
        self.fc2 = nn.Dense(6, 3)

    def construct(self, x):
        x = ops.relu(self.fc1(x))
        if self.bn is not None:
            x = self.bn(x)
        if self.drop is not None:
            x = self.drop(x)
        return self.fc2(x)


X = Tensor((np.arange(20).reshape(5, 4) % 7 - 3).astype(np.float32) * 0.3)
Y = Tensor(np.array([0, 1, 2, 1, 0]).astype(np.int32))


def loss_scale(kind, steps_inputs, opt="mom", scale=1024.0, window=2):
    net = setw(Small(), 0.5)
    o = nn.Momentum(net.trainable_params(), 0.1, 0.9) if opt == "mom" else nn.Adam(net.trainable_params(), 0.01)
    wl = WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean'))
    if kind == "dyn":
        upd = nn.DynamicLossScaleUpdateCell(loss_scale_value=scale, scale_factor=2, scale_window=window)
    else:
        upd = nn.FixedLossScaleUpdateCell(loss_scale_value=scale)
    tr = nn.TrainOneStepWithLossScaleCell(wl, o, scale_sense=upd)
    tr.set_train()
    out = []
    for x in steps_inputs:
        loss, cond, sc = tr(x, Y)
        out.append((float(loss.asnumpy()), bool(cond.asnumpy()), float(sc.asnumpy())))
    out.append(snap(net))
    return out


XI = Tensor(np.where(np.arange(20).reshape(5, 4) == 3, np.inf, X.asnumpy()).astype(np.float32))
XN = Tensor(np.where(np.arange(20).reshape(5, 4) == 3, np.nan, X.asnumpy()).astype(np.float32))
XB = Tensor((X.asnumpy() * 1e19).astype(np.float32))
case("ls_dyn_inf", lambda: loss_scale("dyn", [X, XI, X, X, X, X]))
case("ls_dyn_nan_adam", lambda: loss_scale("dyn", [X, X, XN, X, X], opt="adam"))
case("ls_dyn_big", lambda: loss_scale("dyn", [X, XB, X, X], scale=2.0 ** 24, window=1))
case("ls_fixed_inf", lambda: loss_scale("fixed", [X, XI, X]))
case("ls_dyn_win1", lambda: loss_scale("dyn", [X, X, X, XI, X], window=1, scale=3.0))


def ls_tensor_sens():
    net = setw(Small(), 0.5)
    wl = WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean'))
    tr = nn.TrainOneStepWithLossScaleCell(wl, nn.SGD(net.trainable_params(), 0.1), scale_sense=Tensor(8.0))
    out = [tuple(str(v) for v in tr(X, Y)), tuple(str(v) for v in tr(XI, Y))]
    tr.set_sense_scale(Tensor(2.0))
    out.append(tuple(str(v) for v in tr(X, Y)))
    out.append(snap(net))
    return out


case("ls_tensor_sens", ls_tensor_sens)


# ---- BatchNorm train / eval, Dropout eval ----
def bn_toggle():
    net = setw(Small(bn=True), 0.5)
    tr = TrainOneStepCell(WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')),
                          nn.Momentum(net.trainable_params(), 0.1, 0.9))
    tr.set_train()
    out = [tr(X, Y), tr(X, Y)]
    out += [first(net.bn.moving_mean, 6), first(net.bn.moving_variance, 6)]
    net.set_train(False)
    out += [first(net(X), 6), first(net.bn.moving_mean, 2)]
    net.set_train(True)
    out += [first(net(X), 6), first(net.bn.moving_mean, 6)]
    net.set_train(False)
    out += [WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean'))(X, Y)]
    out += [first(ms.grad(lambda x: net(x).sum())(X), 4), first(net.bn.moving_mean, 2)]
    return out


case("bn_toggle", bn_toggle)


def bn_train_grad_only():
    net = setw(Small(bn=True), 0.5)
    net.set_train()
    g = ms.grad(lambda x: net(x).sum(), grad_position=None, weights=net.trainable_params())(X)
    return [first(x, 3) for x in g] + [first(net.bn.moving_mean, 6), first(net.bn.moving_variance, 6)]


case("bn_train_grad_only", bn_train_grad_only)


def bn_vg_twice():
    net = setw(Small(bn=True), 0.5)
    net.set_train()
    fn = ms.value_and_grad(lambda x, y: ops.cross_entropy(net(x), y), None, net.trainable_params())
    a = fn(X, Y)
    b = fn(X, Y)
    return [a[0], b[0], first(net.bn.moving_mean, 6)]


case("bn_vg_twice", bn_vg_twice)


def drop_eval(p, train):
    net = setw(Small(drop=p), 0.5)
    net.set_train(train)
    out = net(X)
    g = ms.grad(lambda x: net(x).sum())(X)
    return [first(out, 6), first(g, 4)]


case("drop_eval_05", lambda: drop_eval(0.5, False))
case("drop_eval_09", lambda: drop_eval(0.9, False))
case("drop_train_0", lambda: drop_eval(0.0, True))
case("drop_eval_train_loop", lambda: (lambda net: [
    TrainOneStepCell(WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')),
                     nn.SGD(net.trainable_params(), 0.1)).set_train(False)(X, Y), first(net.fc2.weight, 4)])(
    setw(Small(drop=0.5), 0.5)))


# ---- Model.train with a recording callback ----
class Rec(ms.train.Callback):
    def __init__(self):
        super().__init__()
        self.log = []

    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        self.log.append((cb.cur_epoch_num, cb.cur_step_num, cb.batch_num, cb.epoch_num,
                         round(float(cb.net_outputs.asnumpy() if not isinstance(cb.net_outputs, (tuple, list))
                                     else cb.net_outputs[0].asnumpy()), 6)))

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        self.log.append(("epoch_end", cb.cur_epoch_num, cb.cur_step_num))


def model_train(bn=False, drop=None, ls=None, amp="O0", epochs=2, sink=False, opt="mom"):
    net = setw(Small(bn=bn, drop=drop), 0.5)
    o = nn.Momentum(net.trainable_params(), 0.1, 0.9) if opt == "mom" else \
        nn.AdamWeightDecay(net.trainable_params(), nn.CosineDecayLR(0.0, 0.05, 4), weight_decay=0.1)
    kw = {}
    if ls == "dyn":
        kw["loss_scale_manager"] = ms.DynamicLossScaleManager(2.0 ** 8, 2, 2)
    elif ls == "fixed":
        kw["loss_scale_manager"] = ms.FixedLossScaleManager(128.0, drop_overflow_update=False)
    model = ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean'), o,
                     metrics={"acc", "loss"}, amp_level=amp, **kw)
    xs = ((np.arange(40).reshape(10, 4) % 9 - 4) * 0.25).astype(np.float32)
    ys = (np.arange(10) % 3).astype(np.int32)
    dset = ds.NumpySlicesDataset({"x": xs, "y": ys}, shuffle=False).batch(4)
    rec = Rec()
    model.train(epochs, dset, callbacks=[rec], dataset_sink_mode=sink)
    ev = model.eval(ds.NumpySlicesDataset({"x": xs, "y": ys}, shuffle=False).batch(5), dataset_sink_mode=False)
    res = {"log": rec.log, "eval": {k: round(float(v), 6) for k, v in sorted(ev.items())}, "w": snap(net)}
    if bn:
        res["mm"] = first(net.bn.moving_mean, 6)
    return res


case("model_plain", lambda: model_train())
case("model_bn", lambda: model_train(bn=True))
case("model_drop_eval", lambda: model_train(drop=0.5, epochs=1) and model_train(drop=0.5, epochs=1)["eval"])
case("model_ls_dyn", lambda: model_train(ls="dyn"))
case("model_ls_fixed", lambda: model_train(ls="fixed"))
case("model_adamw_cos", lambda: model_train(opt="adamw", epochs=3))
case("model_bn_O2", lambda: model_train(bn=True, amp="O2"))
case("model_sink", lambda: model_train(sink=True))
