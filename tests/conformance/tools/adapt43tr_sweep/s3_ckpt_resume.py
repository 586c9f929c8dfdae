"""Checkpoints as a resumed train.py uses them: save after 2 optimizer steps (per optimizer, group lr), load into a
fresh net + optimizer (load_checkpoint with filter_prefix / choice_func / specify_prefix, load_param_into_net with
strict_load, dtype and shape mismatches, the return lists) and continue 1 step: the values vs an uninterrupted run;
Model.eval with eval_network / metrics dicts and Model.predict on the resumed network."""
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops
from mindspore.train import Model
import mindspore.dataset as ds
from _h import case


def w(shape, k=5, s=0.0):
    return Tensor(((np.arange(int(np.prod(shape))).reshape(shape) % k) / 10.0 - 0.2 + s).astype(np.float32))


class Net(nn.Cell):
    def __init__(self, dt=ms.float32):
        super().__init__()
        self.d1 = nn.Dense(4, 3, weight_init=w((3, 4)), bias_init="zeros", dtype=dt) if dt != ms.float32 else \
            nn.Dense(4, 3, weight_init=w((3, 4)), bias_init="zeros")
        self.d2 = nn.Dense(3, 2, weight_init=w((2, 3), 3, 0.1), bias_init="ones")

    def construct(self, x):
        return self.d2(ops.tanh(self.d1(x)))


X = Tensor(((np.arange(12).reshape(3, 4) % 7) / 7.0 - 0.3).astype(np.float32))
Y = Tensor(np.array([[0.1, -0.2], [0.3, 0.0], [-0.1, 0.2]], np.float32))

OPTS = {
    "mom": lambda p: nn.Momentum(p, 0.1, 0.9),
    "adam": lambda p: nn.Adam(p, 0.01),
    "awd": lambda p: nn.AdamWeightDecay(p, 0.01, weight_decay=0.1),
    "rms": lambda p: nn.RMSProp(p, 0.01, centered=True, momentum=0.5),
    "sgd": lambda p: nn.SGD(p, 0.1, momentum=0.9),
    "mom_dyn": lambda p: nn.Momentum(p, [0.1, 0.05, 0.02], 0.9),
    "adam_grp": lambda p: nn.Adam([{"params": p[:2], "lr": 0.05}, {"params": p[2:]}], 0.01),
}


def step_of(net, opt):
    return nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)


def rnd(net):
    return [p.asnumpy().round(5).tolist() for p in net.trainable_params()][0]


def resume(name, load_opt=True, **lk):
    net = Net()
    opt = OPTS[name](net.trainable_params())
    st = step_of(net, opt)
    for _ in range(2):
        st(X, Y)
    d = tempfile.mkdtemp()
    f = os.path.join(d, "a.ckpt")
    ms.save_checkpoint(st, f)
    keys = sorted(ms.load_checkpoint(f).keys())
    st(X, Y)
    ref = rnd(net)
    net2 = Net()
    opt2 = OPTS[name](net2.trainable_params())
    st2 = step_of(net2, opt2)
    pd = ms.load_checkpoint(f, **lk)
    nl = ms.load_param_into_net(st2 if load_opt else net2, pd)
    st2(X, Y)
    return [keys, sorted(pd.keys()), [sorted(x) for x in nl], ref == rnd(net2), rnd(net2),
            int(opt2.global_step.asnumpy()[0])]


for name in OPTS:
    case(f"res.{name}", lambda name=name: resume(name))
    case(f"res.{name}.net_only", lambda name=name: resume(name, load_opt=False))
    case(f"res.{name}.filter_moments", lambda name=name: resume(name, filter_prefix=["moment", "moments"]))
case("res.adam.choice", lambda: resume("adam", choice_func=lambda k: k.startswith("d1")))
case("res.adam.choice_none", lambda: resume("adam", choice_func=lambda k: False))
case("res.mom.specify", lambda: resume("mom", specify_prefix="d2"))
case("res.mom.specify_tuple", lambda: resume("mom", specify_prefix=("d1", "learning_rate")))
case("res.mom.specify_and_filter", lambda: resume("mom", specify_prefix="d", filter_prefix="d1"))
case("res.mom.filter_tuple", lambda: resume("mom", filter_prefix=("d1.bias", "global_step")))
case("res.mom.filter_int", lambda: resume("mom", filter_prefix=1))
case("res.mom.filter_empty", lambda: resume("mom", filter_prefix=""))
case("res.mom.choice_bad", lambda: resume("mom", choice_func=1))


def mismatch(kind, strict):
    net = Net()
    d = tempfile.mkdtemp()
    f = os.path.join(d, "a.ckpt")
    ms.save_checkpoint(net, f)
    pd = ms.load_checkpoint(f)
    if kind == "dtype16":
        pd["d1.weight"] = ms.Parameter(Tensor(pd["d1.weight"].asnumpy().astype(np.float16)), name="d1.weight")
    elif kind == "dtype64":
        pd["d1.weight"] = ms.Parameter(Tensor(pd["d1.weight"].asnumpy().astype(np.float64)), name="d1.weight")
    elif kind == "int":
        pd["d1.bias"] = ms.Parameter(Tensor(np.array([1, 2, 3], np.int32)), name="d1.bias")
    elif kind == "shape":
        pd["d1.bias"] = ms.Parameter(Tensor(np.zeros(4, np.float32)), name="d1.bias")
    elif kind == "missing":
        del pd["d2.bias"]
    elif kind == "extra":
        pd["zz"] = ms.Parameter(Tensor(np.zeros(2, np.float32)), name="zz")
    elif kind == "tensor_val":
        pd["d2.bias"] = Tensor(np.array([5.0, 6.0], np.float32))
    net2 = Net()
    for p in net2.trainable_params():
        p.set_data(ops.zeros_like(p))
    r = ms.load_param_into_net(net2, pd, strict_load=strict)
    return [[sorted(x) for x in r], [(p.name, str(p.dtype), p.asnumpy().round(4).tolist()) for p in net2.trainable_params()][::2]]


for kind in ("dtype16", "dtype64", "int", "shape", "missing", "extra", "tensor_val"):
    for strict in (False, True):
        case(f"mm.{kind}.{strict}", lambda kind=kind, strict=strict: mismatch(kind, strict))


def evald():
    return ds.NumpySlicesDataset({"x": np.tile(X.asnumpy(), (2, 1)), "y": np.array([0, 1, 1, 0, 1, 0], np.int32)},
                                 shuffle=False).batch(3)


class EvalNet(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")

    def construct(self, x, y):
        o = self.net(x)
        return self.loss(o, y), o, y


def model_eval(kind):
    net = Net()
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    if kind == "evalnet":
        m = Model(net, loss, metrics={"acc": nn.Accuracy(), "loss": nn.Loss()}, eval_network=EvalNet(net),
                  eval_indexes=[0, 1, 2])
    elif kind == "evalnet_top":
        m = Model(net, loss, metrics={"top1": nn.Top1CategoricalAccuracy(), "f1": nn.F1(), "prec": nn.Precision()},
                  eval_network=EvalNet(net), eval_indexes=[0, 1, 2])
    elif kind == "str_metrics":
        m = Model(net, loss, metrics={"accuracy", "loss"})
    elif kind == "mae":
        m = Model(net, loss, metrics={"mae": nn.MAE(), "mse": nn.MSE()})
    elif kind == "no_loss":
        m = Model(net, metrics={"acc": nn.Accuracy()})
    elif kind == "recall_multi":
        m = Model(net, loss, metrics={"recall": nn.Recall(eval_type="multilabel")})
    r = m.eval(evald(), dataset_sink_mode=False)
    return {k: (np.round(np.asarray(v, np.float64), 5).tolist()) for k, v in sorted(r.items())}


for kind in ("evalnet", "evalnet_top", "str_metrics", "mae", "no_loss", "recall_multi"):
    case(f"ev.{kind}", lambda kind=kind: model_eval(kind))
case("pred.one", lambda: Model(Net()).predict(X))
case("pred.batch0", lambda: Model(Net()).predict(Tensor(np.zeros((0, 4), np.float32))))
case("pred.f16_in", lambda: Model(Net()).predict(Tensor(X.asnumpy().astype(np.float16))))
case("pred.two_args", lambda: Model(Net()).predict(X, X))
case("pred.amp_o2", lambda: Model(Net(), nn.MSELoss(), nn.Momentum(Net().trainable_params(), 0.1, 0.9), amp_level="O2").predict(X))
case("pred.amp_o3", lambda: Model(Net(), nn.MSELoss(), nn.Momentum(Net().trainable_params(), 0.1, 0.9), amp_level="O3").predict(X))
