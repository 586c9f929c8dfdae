"""grad wrapper Cells and training steps with non-default arguments: ForwardValueAndGrad (get_all + get_by_list,
sens_param with tuple outputs), TrainOneStepCell with sens, TrainOneStepWithLossScaleCell (fixed / dynamic scale,
overflow), GradOperation inside construct over filtered weights, ms.grad(return_ids) with weights inside construct,
requires_grad toggled between calls, a float16 network's gradients (to_float, cast inside construct)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from _h import case

X = Tensor(np.array([[1.0, -2.0, 0.5], [0.25, 3.0, -1.0]], np.float32))
Y = Tensor(np.array([[0.5], [-1.0]], np.float32))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(3, 1, weight_init="ones", bias_init="zeros")
        self.w2 = Parameter(Tensor(np.array([0.5], np.float32)), name="w2")

    def construct(self, x):
        return self.d(x) * self.w2


class TwoOut(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = Net()

    def construct(self, x):
        o = self.net(x)
        return o.sum(), o * 2


class Loss(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = Net()

    def construct(self, x, y):
        return ((self.net(x) - y) ** 2).mean()


def fvag(**kw):
    n = TwoOut() if kw.pop("two", False) else Net()
    w = n.trainable_params() if kw.get("get_by_list") else None
    return nn.ForwardValueAndGrad(n, weights=w, **kw), n


case("fvag all+list", lambda: fvag(get_all=True, get_by_list=True)[0](X))
case("fvag list", lambda: fvag(get_by_list=True)[0](X))
case("fvag two sens", lambda: fvag(two=True, sens_param=True, get_all=True)[0](
    X, (Tensor(np.array(2.0, np.float32)), Tensor(np.ones((2, 1), np.float32)))))
case("fvag two sens list", lambda: fvag(two=True, sens_param=True, get_by_list=True)[0](
    X, (Tensor(np.array(1.0, np.float32)), Tensor(np.array([[1.0], [0.0]], np.float32)))))
case("fvag two nosens", lambda: fvag(two=True)[0](X))


def train_fvag(steps=3):
    n = Loss()
    f = nn.ForwardValueAndGrad(n, weights=n.trainable_params(), get_by_list=True)
    opt = nn.Momentum(n.trainable_params(), 0.05, 0.9)
    out = []
    for _ in range(steps):
        loss, g = f(X, Y)
        opt(g)
        out.append(loss)
    return out, [p.value() for p in n.trainable_params()]


case("fvag train", train_fvag)


def tos(sens, steps=2):
    n = Loss()
    t = nn.TrainOneStepCell(n, nn.SGD(n.trainable_params(), 0.1), sens=sens)
    return [t(X, Y) for _ in range(steps)], [p.value() for p in n.trainable_params()]


for s in (1.0, 2.0, 0.5):
    case("TrainOneStep sens=%s" % s, lambda s=s: tos(s))


def tosls(kind, x=X, steps=2):
    n = Loss()
    opt = nn.Momentum(n.trainable_params(), 0.05, 0.9)
    if kind == "fixed":
        mgr = nn.FixedLossScaleUpdateCell(128.0)
    else:
        mgr = nn.DynamicLossScaleUpdateCell(loss_scale_value=2 ** 12, scale_factor=2, scale_window=2)
    t = nn.TrainOneStepWithLossScaleCell(n, opt, scale_sense=mgr)
    out = [t(x, Y) for _ in range(steps)]
    return out, [p.value() for p in n.trainable_params()]


XI = Tensor(np.array([[1.0, np.inf, 0.5], [0.25, 3.0, -1.0]], np.float32))
case("LossScale fixed", lambda: tosls("fixed"))
case("LossScale dynamic", lambda: tosls("dyn", steps=3))
case("LossScale fixed overflow", lambda: tosls("fixed", XI))
case("LossScale dynamic overflow", lambda: tosls("dyn", XI))
case("LossScale tensor sense", lambda: (lambda n: nn.TrainOneStepWithLossScaleCell(
    n, nn.SGD(n.trainable_params(), 0.1), scale_sense=Tensor(np.array(64.0, np.float32)))(X, Y))(Loss()))


class FilterStep(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n = Loss()
        self.ws = ParameterTuple([p for p in self.n.trainable_params() if "bias" not in p.name])
        self.g = ops.GradOperation(get_by_list=True)

    def construct(self, x, y):
        return self.g(self.n, self.ws)(x, y)


class IdsStep(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n = Loss()
        self.ws = self.n.trainable_params()

    def construct(self, x, y):
        return ms.grad(self.n, 0, self.ws, return_ids=True)(x, y)


class AuxStep(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n = Net()
        self.ws = ParameterTuple(self.n.trainable_params())

    def fwd(self, x, y):
        p = self.n(x)
        return ((p - y) ** 2).mean(), ops.argmax(p, 0), p > 0

    def construct(self, x, y):
        return ms.value_and_grad(self.fwd, None, self.ws, has_aux=True)(x, y)


case("filter step", lambda: FilterStep()(X, Y))
case("ids step", lambda: IdsStep()(X, Y))
case("aux int/bool step", lambda: AuxStep()(X, Y))


def toggle():
    n = Loss()
    g = ops.GradOperation(get_by_list=True)
    ws = ParameterTuple(n.get_parameters())
    r1 = g(n, ws)(X, Y)
    n.net.w2.requires_grad = False
    r2 = g(n, ws)(X, Y)
    r3 = g(n, ParameterTuple(n.trainable_params()))(X, Y)
    return r1, r2, r3


case("requires_grad toggle", toggle)


class Half(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(3, 2, weight_init="ones", bias_init="zeros").to_float(ms.float16)
        self.p = Parameter(Tensor(np.array([1.5, -0.5], np.float32)), name="p")

    def construct(self, x):
        h = self.d(x)
        return (ops.cast(h, ms.float32) * self.p).sum() + ops.cast(h * ops.cast(self.p, ms.float16), ms.float32).sum()


hn = Half()
case("half grads", lambda: ops.GradOperation(get_all=True, get_by_list=True)(hn, hn.trainable_params())(X))
case("half grads f16 input", lambda: ops.GradOperation(get_all=True, get_by_list=True)(hn, hn.trainable_params())(X.astype(ms.float16)))
case("half grads f64 input", lambda: ops.GradOperation(get_all=True)(hn)(X.astype(ms.float64)))


class AmpNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
        self.bn = nn.BatchNorm1d(2)

    def construct(self, x):
        return self.bn(self.d(x)).sum()


for lvl in ("O1", "O2", "O3"):
    def amp(lvl=lvl):
        n = ms.amp.auto_mixed_precision(AmpNet(), lvl)
        return ops.GradOperation(get_all=True, get_by_list=True)(n, n.trainable_params())(X)
    case("amp %s grads" % lvl, amp)
