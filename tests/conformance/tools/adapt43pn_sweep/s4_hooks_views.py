"""Tensor hooks, stop_gradient, _no_grad and Parameter.requires_grad combined with views and in-place writes under
ms.grad / value_and_grad; Cell hooks with `@ms.jit` methods and set_grad; recompute with views."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

x = Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float32))


def hk10(g):
    return g * 10


def G(name, f, *args, **kw):
    case(f"fwd {name}", lambda: f(*args))
    case(f"grad {name}", lambda: ms.grad(f, **kw)(*args))


def f1(v):
    y = v * 1
    w = y.reshape(2, 2)
    w.register_hook(hk10)
    return (w * w).sum()


def f2(v):
    y = v * 1
    y.register_hook(hk10)
    w = y[1:]
    return (w * 2).sum()


def f3(v):
    y = v * 2
    w = y[:2]
    w.register_hook(hk10)
    return (y * w.sum()).sum()


def f4(v):
    y = v * 1
    u = Tensor(y)
    u.register_hook(hk10)
    return (u * 2).sum()


def f5(v):
    y = v * 1
    w = ops.stop_gradient(y[:2])
    return (w * v[:2]).sum() + y.sum()


def f6(v):
    y = v * 1
    y[:2] = ops.stop_gradient(y[:2]) * 3
    return (y * y).sum()


def f7(v):
    y = v * 1
    with ms._no_grad():
        z = y * 5
    return (y * z).sum()


def f8(v):
    y = v * 1
    w = y.view(2, 2).transpose(1, 0)
    w.register_hook(hk10)
    return w[0].sum() + y.sum()


def f9(v):
    y = v.reshape(2, 2)
    y.register_hook(hk10)
    return y.sum()


def f10(v):
    y = v * 1
    h = y.register_hook(hk10)
    h.remove()
    return (y * 3).sum()


def f11(v):
    y = v * 1
    y.register_hook(hk10)
    y.register_hook(lambda g: g + 1)
    return (y * 3).sum()


def f12(v):
    y = v * 1
    z = y.unsqueeze(0).squeeze(0)
    z.register_hook(hk10)
    y[0] = 0
    return (z * 2).sum()


for i, f in enumerate((f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12), 1):
    G(f"f{i}", f, x)
    case(f"value_and_grad f{i}", lambda f=f: ms.value_and_grad(f)(x))


class Lin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float32)), name="w")

    def construct(self, v):
        return (self.w * v).sum()


class JitM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lin = Lin()

    @ms.jit
    def construct(self, v):
        return self.lin(v) * 2


def pre(cell, inputs):
    return (inputs[0] * 2,)


def fwd(cell, inputs, output):
    return output + 1


def bwd(cell, gin, gout):
    return (gin[0] * 10,)


for kind, h in (("pre", pre), ("fwd", fwd), ("bwd", bwd)):
    def run_outer(kind=kind, h=h):
        net = JitM()
        getattr(net, {"pre": "register_forward_pre_hook", "fwd": "register_forward_hook",
                      "bwd": "register_backward_hook"}[kind])(h)
        return net(x), ms.grad(net)(x)

    def run_inner(kind=kind, h=h):
        net = JitM()
        getattr(net.lin, {"pre": "register_forward_pre_hook", "fwd": "register_forward_hook",
                          "bwd": "register_backward_hook"}[kind])(h)
        return net(x), ms.grad(net)(x)

    def run_weights(kind=kind, h=h):
        net = JitM()
        getattr(net, {"pre": "register_forward_pre_hook", "fwd": "register_forward_hook",
                      "bwd": "register_backward_hook"}[kind])(h)
        return ms.grad(net, None, net.trainable_params())(x)

    case(f"jit construct outer hook {kind}", run_outer)
    case(f"jit construct inner hook {kind}", run_inner)
    case(f"jit construct outer hook weights {kind}", run_weights)


def set_grad_toggle():
    net = Lin()
    net.set_grad(False)
    a = ms.grad(net)(x)
    net.set_grad(True)
    b = ms.grad(net)(x)
    return a, b, net.requires_grad


def rg_toggle():
    net = Lin()
    gw = ms.grad(net, None, net.trainable_params())
    a = gw(x)
    net.w.requires_grad = False
    b = ms.grad(net, None, net.trainable_params())(x)
    net.w.requires_grad = True
    c = gw(x)
    return a, b, c


def rg_param_view():
    net = Lin()
    v = net.w[1:]
    v[0] = 10
    return net.w.value(), ms.grad(net, None, net.trainable_params())(x)


def rg_tensor_of_param():
    net = Lin()
    u = Tensor(net.w)
    u[0] = 7
    return net.w.value(), net(x)


class Rec(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lin = Lin()
        self.lin.recompute()

    def construct(self, v):
        y = v.reshape(2, 2).T.reshape(-1)
        return self.lin(y) + self.lin(v)


def rec():
    net = Rec()
    return net(x), ms.grad(net)(x), ms.grad(net, None, net.trainable_params())(x)


case("set_grad toggle", set_grad_toggle)
case("requires_grad toggle", rg_toggle)
case("param view write then grad", rg_param_view)
case("Tensor(param) write", rg_tensor_of_param)
case("recompute with views", rec)
