"""A Tensor hook on a PyNative view keeps hooking the view's gradient after a write to the view, to its input or to
another view of the input (st pynative hook / views tests, adapted): MindSpore 2.10's gradient goes through the hook
([0, 20, 20, 20] for a x10 hook); msgraph gave the refreshed view a new version without the hook ([0, 2, 2, 2]:
SILENT).  A write to the hooked Tensor itself keeps its hook in both.  PyNative only (graph code has no views)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit

MODES = ("pynative",)
x = Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float32))


def hk(g):
    return g * 10


def base_write(v):
    y = v * 1
    z = y[1:]
    z.register_hook(hk)
    y[0] = 0
    return (z * 2).sum()


def base_write_reshape(v):
    y = v * 1
    z = y.reshape(2, 2)
    z.register_hook(hk)
    y[0] = 5
    return (z[1] * 2).sum()


def sibling_write(v):
    y = v * 1
    z = y[2:]
    z.register_hook(hk)
    w = y[:2]
    w[0] = 7
    return (z * 3).sum() + y.sum()


def view_write(v):
    y = v * 1
    z = y[1:]
    z.register_hook(hk)
    z[0] = 0
    return (z * 2).sum()


def view_write_reshape(v):
    y = v * 1
    z = y.reshape(2, 2)
    z.register_hook(hk)
    z[0, 0] = 5
    return (z * 2).sum()


def root_write(v):
    y = v * 1
    y.register_hook(hk)
    y[0] = 0
    return (y * 2).sum()


for f in (base_write, base_write_reshape, sibling_write, view_write, view_write_reshape, root_write):
    emit(f"grad {f.__name__}", ms.grad(f)(x))
    emit(f"value_and_grad {f.__name__}", ms.value_and_grad(f)(x))
