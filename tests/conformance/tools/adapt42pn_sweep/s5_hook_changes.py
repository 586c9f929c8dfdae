"""Hooks added / removed between calls of a compiled (Graph-mode or @jit construct) Cell, Tensor / Parameter hook
handles removed, hooks on Parameters with get_by_list, hook results of other dtypes / shapes."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

x = Tensor(np.array([1.0, 2.0, 3.0]), ms.float32)


class Scale(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k

    def construct(self, v):
        return v * self.k


def fwd_plus1(cell, inputs, output):
    return output + 1


def bwd_tenfold(cell, grad_input, grad_output):
    return (grad_input[0] * 10,)


class Parent(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c = Scale(2.0)

    def construct(self, v):
        return self.c(v) * 3


class JParent(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c = Scale(2.0)

    @ms.jit
    def construct(self, v):
        return self.c(v) * 3


for cls in (Parent, JParent):
    for kind, hook in [("register_forward_hook", fwd_plus1), ("register_backward_hook", bwd_tenfold)]:
        def added_later(cls=cls, kind=kind, hook=hook):
            n = cls()
            a = n(x), ms.grad(n)(x)
            h = getattr(n.c, kind)(hook)
            b = n(x), ms.grad(n)(x)
            h.remove()
            c = n(x), ms.grad(n)(x)
            return a, b, c

        case("%s_%s_add_remove" % (cls.__name__, hook.__name__), added_later)


# Tensor hook handles in PyNative code (and their removal)
def th10(g):
    return g * 10


def th_add(g):
    return g + 1


def tensor_hook_remove(remove):
    def f(v):
        y = v * 2
        h = y.register_hook(th10)
        if remove:
            h.remove()
        return (y * y).sum()
    return ms.grad(f)(x)


case("tensor_hook_kept", lambda: tensor_hook_remove(False))
case("tensor_hook_removed", lambda: tensor_hook_remove(True))


def two_tensor_hooks():
    def f(v):
        y = v * 2
        y.register_hook(th10)
        y.register_hook(th_add)
        return (y * y).sum()
    return ms.grad(f)(x)


case("tensor_two_hooks", two_tensor_hooks)


# Parameter hooks with get_by_list / weights
class PW(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0, 4.0]), ms.float32), name="w")

    def construct(self, v):
        return (v * self.w * self.w).sum()


def param_hook(remove):
    n = PW()
    h = n.w.register_hook(th10)
    g1 = ms.grad(n, grad_position=0, weights=n.trainable_params())(x)
    if remove:
        h.remove()
    g2 = ms.grad(n, grad_position=0, weights=n.trainable_params())(x)
    return g1, g2


case("param_hook_kept", lambda: param_hook(False))
case("param_hook_removed", lambda: param_hook(True))


# hook results of another dtype / shape
def th_f16(g):
    return g.astype(ms.float16)


def th_f64(g):
    return g.astype(ms.float64) * 2


def th_shape(g):
    return g.sum()


for fn in (th_f16, th_f64, th_shape):
    def run(fn=fn):
        def f(v):
            y = v * 2
            y.register_hook(fn)
            return (y * v).sum()
        return ms.grad(f)(x)

    case("tensor_hook_result_%s" % fn.__name__, run)

    def runleaf(fn=fn):
        def f(v):
            return (v * v).sum()
        a = Tensor(np.array([1.0, 2.0]), ms.float32)
        a.register_hook(fn)
        return ms.grad(f)(a)

    case("leaf_hook_result_%s" % fn.__name__, runleaf)


def bwd_f16(cell, gi, go):
    return (gi[0].astype(ms.float16),)


def bwd_shape(cell, gi, go):
    return (gi[0].sum(),)


for fn in (bwd_f16, bwd_shape):
    def runc(fn=fn):
        c = Scale(2.0)
        c.register_backward_hook(fn)
        return ms.grad(c)(x)

    case("cell_bwd_result_%s" % fn.__name__, runc)
