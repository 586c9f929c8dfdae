"""A jit function that returns a Tensor argument unchanged, called under a PyNative gradient (MindSpore 2.10,
measured): the result is a new Tensor (``f(y) is y`` is False there; outside a gradient it is the argument itself),
and it takes the graph's gradient, so a hook the graph registered on the argument applies.  msgraph returned the
argument object, whose own tape node bypassed the graph: the hook was lost (SILENT 3 vs 6; st compiler/tensor_hook
test_hook_in_jit, found by rr46sta)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit

MODES = ("pynative",)


def hook(g):
    return g * 2


@ms.jit
def ident_hooked(x):
    x.register_hook(hook)
    return x


@ms.jit
def scaled_hooked(x):
    x.register_hook(hook)
    return x * 1


@ms.jit
def several(x, z):
    x.register_hook(hook)
    return x, z * 2, x


@ms.jit
def ident(x):
    return x


def net_ident_hooked(x):
    return ident_hooked(x * 3)


def net_scaled_hooked(x):
    return scaled_hooked(x * 3)


def net_several(x):
    a, b, c = several(x * 3, x)
    return a + b + c


def net_is(x):
    y = x * 3
    r = ident(y)
    return r * (r is y)


def net_ident_sq(x):
    y = ident(x * x)
    return y * y


x = Tensor(np.array([1.0, 2.0], np.float32))
emit("identity with hook", ms.grad(net_ident_hooked)(x))
emit("times one with hook", ms.grad(net_scaled_hooked)(x))
emit("tuple with repeated argument", ms.grad(net_several)(x))
emit("value_and_grad tuple", ms.value_and_grad(net_several)(x))
emit("result is a new Tensor under grad", ms.grad(net_is)(x))
emit("identity then square", ms.grad(net_ident_sq)(x))
emit("outside grad: the argument itself", ident(x) is x)
