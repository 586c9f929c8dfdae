"""PyNative Tensor.register_hook on a differentiated input the gradient does not reach (unused, behind
stop_gradient, read through argmax or its shape): MindSpore 2.10 returns its zero gradient without calling the
hook; a weight (Parameter) the gradient does not reach has its hooks called on the zero gradient.  msgraph called
an input's hooks on the zeros too (a printing hook printed).  Reached inputs (through an integer cast, times zero)
call the hook in both."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, Parameter
from _conf import emit

MODES = ("pynative",)
SEEN = []


def hook(g):
    SEEN.append(g.asnumpy().tolist())


def fresh():
    return Tensor(np.array([0.7, -1.3, 1.9], np.float32)), Tensor(np.array([2.0, 0.5, -1.0], np.float32))


def unused(a, b):
    return (a * a).sum()


def behind_stop_gradient(a, b):
    return (a * ops.stop_gradient(b)).sum()


def through_argmax(a, b):
    return (a * ops.argmax(b)).sum()


def through_shape(a, b):
    return (a * b.shape[0]).sum()


def through_int_cast(a, b):
    return (a * b.astype(ms.int32).astype(ms.float32)).sum()


def times_zero(a, b):
    return (a * b * 0).sum()


for f in (unused, behind_stop_gradient, through_argmax, through_shape, through_int_cast, times_zero):
    for gp in (1, (0, 1)):
        a, b = fresh()
        b.register_hook(hook)
        del SEEN[:]
        g = ms.grad(f, gp)(a, b)
        emit(f"{f.__name__} grad_position={gp}", (g, list(SEEN)))

w = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")
v = Parameter(Tensor(np.array([3.0, 4.0], np.float32)), name="v")
w.register_hook(hook)
v.register_hook(hook)
x = Tensor(np.array([0.5, 1.5], np.float32))


def uses_w(a):
    return (a * w).sum()


def v_behind_stop_gradient(a):
    return (a * w).sum() + ops.stop_gradient(v).sum()


for f in (uses_w, v_behind_stop_gradient):
    del SEEN[:]
    g = ms.grad(f, None, [w, v])(x)
    emit(f"weights {f.__name__}", (g, list(SEEN)))
