"""A Tensor hook on a subscript view that is then written (session 43's Left, adapt43pn): MindSpore 2.10 applies the
hook once to the gradient of the view's new value -- the view's region of its input's gradient plus its uses after the
write -- and the old version's hook only to the uses before the write: `z = y[1:]; z.register_hook(x10); z[0] = 0;
(y * 2).sum()` gives [2, 0, 20, 20].  msgraph sent the view's region of y's gradient straight to y's old value
([2, 0, 2, 2]).  PyNative only (Tensor hooks on views written in place)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit_error

MODES = ("pynative",)

x = Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float32))


def h(g):
    return g * 10


def written_then_base(x):
    y = x * 1
    z = y[1:]
    z.register_hook(h)
    z[0] = 0
    return (y * 2).sum()


def written_then_both(x):
    y = x * 1
    z = y[1:]
    z.register_hook(h)
    z[0] = 0
    return (y * 2).sum() + (z * 3).sum()


def used_before_write(x):
    y = x * 1
    z = y[1:]
    z.register_hook(h)
    s = (z * 3).sum()
    z[0] = 0
    return (y * 2).sum() + s


def written_then_view(x):
    y = x * 1
    z = y[1:]
    z.register_hook(h)
    z[0] = 0
    return (z * 3).sum()


def inner_slice(x):
    y = x * 1
    z = y[1:3]
    z.register_hook(h)
    z[1] = 0
    return (y * 2).sum()


def not_written(x):
    y = x * 1
    z = y[1:]
    z.register_hook(h)
    return (y * 2).sum() + z.sum()


def base_written(x):
    y = x * 1
    z = y[1:]
    z.register_hook(h)
    y[0] = 5
    return (y * 2).sum()


def sibling_view(x):
    y = x * 1
    z = y[:2]
    z.register_hook(h)
    w = y[1:3]
    return (w * 3).sum()


for f in (written_then_base, written_then_both, used_before_write, written_then_view, inner_slice, not_written,
          base_written, sibling_view):
    emit_error(f.__name__, lambda f=f: ms.grad(f)(x))
