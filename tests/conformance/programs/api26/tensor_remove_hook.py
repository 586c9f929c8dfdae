"""Tensor.remove_hook(handle.id): the static form of a hook handle's remove() (handle.id, handle.tensor_weakref);
an unknown id does nothing, a non-int id is MindSpore's TypeError (PyNative backward hooks)."""
import mindspore as ms
from mindspore import ops
from _conf import emit
from _api26_util import call

MODES = ("pynative",)
x = ms.Tensor([1., 2.])
info = []


def with_hook(a):
    y = a * 3
    y.register_hook(lambda g: g * 10)
    return (y * y).sum()


def removed(a):
    y = a * 3
    h = y.register_hook(lambda g: g * 10)
    info.extend([ms.Tensor.remove_hook(h.id), type(h.id).__name__, h.tensor_weakref() is y])
    return (y * y).sum()


def one_of_two(a):
    y = a * 3
    h1 = y.register_hook(lambda g: g * 10)
    y.register_hook(lambda g: g + 1)
    ms.Tensor.remove_hook(h1.id)
    h1.remove()
    ms.Tensor.remove_hook(h1.id)
    return (y * y).sum()


emit("with_hook", ops.grad(with_hook)(x))
emit("removed", ops.grad(removed)(x))
emit("removed_info", info)
emit("one_of_two", ops.grad(one_of_two)(x))
emit("unknown_id", ms.Tensor.remove_hook(123456))
call("str_id", ms.Tensor.remove_hook, "a")
