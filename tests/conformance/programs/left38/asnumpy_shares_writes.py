"""``Tensor.asnumpy()`` on MindSpore 2.10's CPU: the array is the Tensor's storage (not owning its memory, a new array
object each call), so writing the array writes the Tensor, and item assignment on the Tensor or Parameter afterwards
shows in the array (msgraph's item assignment gave the Tensor a new array: the old one kept the old values, silent).
A view Tensor's asnumpy (``x[1:]``, ``x[0]``, ``x[:, 1]``, ``x[:]``, ``reshape``, ``view``, ``unsqueeze``, ``split``,
``T``) is a copy there: writing it changes neither the view nor its base (msgraph's wrote both, silent); ``x[...]`` is
``x`` itself.  (PyNative ``ops.assign`` / ``assign_add`` of a Parameter after asnumpy shows in the array in some runs
of the same script and not in others there: not recorded) (left38)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter
from _conf import emit


def f32(*v):
    return Tensor(np.array(v, np.float32))


def written(make):
    t = make()
    a = t.asnumpy()
    a[0] = 99
    return t, a.flags.owndata


emit("np_write_from_numpy", written(lambda: f32(1.0, 2.0)))
emit("np_write_from_op", written(lambda: f32(1.0, 2.0) + 1))
emit("np_write_param", written(lambda: Parameter(f32(1.0, 2.0), name="p")))
emit("np_write_int32", written(lambda: Tensor(np.array([1, 2], np.int32))))
emit("np_write_float16", written(lambda: f32(1.0, 2.0).astype(ms.float16)))

t = f32(1.0, 2.0)
a, b = t.asnumpy(), t.asnumpy()
a[0] = 99
emit("two_asnumpy", (b, a is b))


def view_case(f):
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    t = f(x)
    a = t.asnumpy()
    a.reshape(-1)[0] = 99
    return t, x, a.flags.owndata


emit("view_slice", view_case(lambda x: x[1:]))
emit("view_int", view_case(lambda x: x[0]))
emit("view_column", view_case(lambda x: x[:, 1]))
emit("view_full_slice", view_case(lambda x: x[:]))
emit("view_ellipsis", view_case(lambda x: x[...]))
emit("view_reshape", view_case(lambda x: x.reshape(3, 2)))
emit("view_view", view_case(lambda x: x.view(3, 2)))
emit("view_unsqueeze", view_case(lambda x: x.unsqueeze(0)))
emit("view_split", view_case(lambda x: x.split(1)[1]))
emit("view_T", view_case(lambda x: x.T))


def setitem_after(make):
    t = make()
    a = t.asnumpy()
    t[0] = 5.0
    return a, t


emit("setitem_after_tensor", setitem_after(lambda: f32(1.0, 2.0)))
emit("setitem_after_param", setitem_after(lambda: Parameter(f32(1.0, 2.0), name="q")))
emit("setitem_slice_after", setitem_after(lambda: f32(1.0, 2.0, 3.0)))
