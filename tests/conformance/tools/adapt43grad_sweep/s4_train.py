"""custom-bprop Cells inside jit functions and control flow; Parameters of nested Cells with requires_grad=False;
GradOperation(get_by_list) over trainable_params() / get_parameters() / ParameterTuple filters; value_and_grad(has_aux)
in a training step with an optimizer, the Parameters after 3 steps."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from _h import case

X = Tensor(np.array([[1.0, -2.0, 0.5], [0.25, 3.0, -1.0]], np.float32))
Y = Tensor(np.array([[0.5], [-1.0]], np.float32))


class Bp(nn.Cell):
    def construct(self, a, b):
        return a * b

    def bprop(self, a, b, out, dout):
        return dout * 10, dout * a


class UseBp(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bp = Bp()

    def construct(self, a, b):
        s = a
        for _ in range(2):
            if s.sum() > 0:
                s = self.bp(s, b)
            else:
                s = s - b
        return s.sum()


class WhileBp(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bp = Bp()

    def construct(self, a, b):
        s = a
        i = 0
        while i < 3:
            s = self.bp(s, b)
            i += 1
        return s.sum()


bp = Bp()


@ms.jit
def j_bp(a, b):
    return bp(a, b) + bp(b, a)


@ms.jit
def j_bp_if(a, b):
    if a.sum() > b.sum():
        r = bp(a, b)
    else:
        r = bp(b, a) * 2
    return r


@ms.jit
def j_grad_bp(a, b):
    return ms.grad(lambda u, v: bp(u, v).sum(), grad_position=(0, 1))(a, b)


a = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
b = Tensor(np.array([0.5, -1.0, 2.0], np.float32))
case("usebp get_all", lambda: ops.GradOperation(get_all=True)(UseBp())(a, b))
case("usebp neg", lambda: ops.GradOperation(get_all=True)(UseBp())(-a, b))
case("whilebp get_all", lambda: ops.GradOperation(get_all=True)(WhileBp())(a, b))
case("grad j_bp", lambda: ms.grad(j_bp, grad_position=(0, 1))(a, b))
case("grad j_bp_if", lambda: ms.grad(j_bp_if, grad_position=(0, 1))(a, b))
case("grad j_bp_if else", lambda: ms.grad(j_bp_if, grad_position=(0, 1))(b, a))
case("j_grad_bp", lambda: j_grad_bp(a, b))
case("grad of grad bp", lambda: ms.grad(lambda u, v: ms.grad(lambda p, q: bp(p, q).sum() * p.sum())(u, v).sum())(a, b))


class Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d1 = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
        self.d2 = nn.Dense(2, 1, weight_init="ones", bias_init="ones")
        self.d1.bias.requires_grad = False

    def construct(self, x):
        return self.d2(ops.relu(self.d1(x)))


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Inner()
        self.scale = Parameter(Tensor(np.array([2.0], np.float32)), name="scale", requires_grad=False)
        self.shift = Parameter(Tensor(np.array([0.5], np.float32)), name="shift")

    def construct(self, x):
        return (self.inner(x) * self.scale + self.shift).sum()


net = Outer()
case("trainable names", lambda: [p.name for p in net.trainable_params()])
case("all names", lambda: [p.name for p in net.get_parameters()])
case("byList trainable", lambda: ops.GradOperation(get_by_list=True)(net, ParameterTuple(net.trainable_params()))(X))
case("byList trainable list", lambda: ops.GradOperation(get_by_list=True)(net, net.trainable_params())(X))
case("byList get_parameters PT", lambda: ops.GradOperation(get_by_list=True)(net, ParameterTuple(net.get_parameters()))(X))
case("byList get_parameters gen", lambda: ops.GradOperation(get_by_list=True)(net, net.get_parameters())(X))
case("byList filter", lambda: ops.GradOperation(get_by_list=True)(net, ParameterTuple(
    [p for p in net.trainable_params() if "weight" in p.name]))(X))
case("byList inner", lambda: ops.GradOperation(get_by_list=True)(net, ParameterTuple(net.inner.trainable_params()))(X))
case("byList all+list", lambda: ops.GradOperation(get_all=True, get_by_list=True)(net, ParameterTuple(net.trainable_params()))(X))
case("ms.grad weights trainable", lambda: ms.grad(net, None, net.trainable_params())(X))
case("ms.grad weights all PT", lambda: ms.grad(net, None, ParameterTuple(net.get_parameters()))(X))
case("ms.grad weights inner d2", lambda: ms.grad(net, 0, net.inner.d2.trainable_params())(X))
case("vg weights untrainable_params", lambda: ms.value_and_grad(net, None, net.untrainable_params())(X))


class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(3, 1, weight_init="ones", bias_init="zeros")
        self.frozen = nn.Dense(3, 3, weight_init="ones", bias_init="zeros")
        for p in self.frozen.get_parameters():
            p.requires_grad = False

    def construct(self, x):
        return self.d(self.frozen(x) * 0.1 + x)


def run_train(opt_name, jit, steps=3, aux_kind="tuple"):
    m = Model()
    params = m.trainable_params()
    opt = {"sgd": lambda: nn.SGD(params, 0.1), "mom": lambda: nn.Momentum(params, 0.1, 0.9),
           "adam": lambda: nn.Adam(params, 0.01), "adamw": lambda: nn.AdamWeightDecay(params, 0.01, weight_decay=0.1),
           "rms": lambda: nn.RMSProp(params, 0.01)}[opt_name]()

    def fwd(x, y):
        p = m(x)
        loss = ((p - y) ** 2).mean()
        if aux_kind == "tuple":
            return loss, (p, loss * 2)
        return loss, p

    gf = ms.value_and_grad(fwd, None, opt.parameters, has_aux=True)

    def step(x, y):
        (loss, aux), grads = gf(x, y)
        opt(grads)
        return loss, aux

    if jit:
        step = ms.jit(step)
    out = []
    for _ in range(steps):
        out.append(step(X, Y))
    return out[-1], [p.value() for p in m.get_parameters()]


for o in ("sgd", "mom", "adam", "adamw", "rms"):
    for jit in (False, True):
        case("train %s jit=%s" % (o, jit), lambda o=o, jit=jit: run_train(o, jit))
case("train sgd aux tensor", lambda: run_train("sgd", False, aux_kind="t"))
case("train sgd aux tensor jit", lambda: run_train("sgd", True, aux_kind="t"))


class TrainCell(nn.Cell):
    def __init__(self, net, opt):
        super().__init__()
        self.net = net
        self.opt = opt
        self.weights = opt.parameters
        self.grad = ops.GradOperation(get_by_list=True)

    def construct(self, x, y):
        loss = self.net(x, y)
        g = self.grad(self.net, self.weights)(x, y)
        if loss > 0.5:
            g = ops.clip_by_global_norm(g, 1.0)
        self.opt(g)
        return loss


class LossNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.m = Model()

    def construct(self, x, y):
        return ((self.m(x) - y) ** 2).mean()


def run_cell():
    ln = LossNet()
    tc = TrainCell(ln, nn.Momentum(ln.trainable_params(), 0.1, 0.9))
    ls = [tc(X, Y) for _ in range(3)]
    return ls, [p.value() for p in ln.get_parameters()]


case("train cell clip", run_cell)
