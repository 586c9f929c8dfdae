"""``Tensor.argmax(keepdim=True)`` / ``argmin(keepdim=True)`` with no dim (MindSpore 2.10's newer overload
``argmax(dim=None, keepdim=False)``): MindSpore computes the index into the flattened Tensor (keepdim has no effect
without a dim; Int64 for argmax, Int32 for argmin, shape ()).  msgraph's method names the deprecated overload's
arguments (axis, keepdims) and moved only a keyword given after the positionals it had: with dim left out, the
call was its TypeError "got an unexpected keyword argument 'keepdim'" (found by vd49t's keyword sweep of the
overload table).  With a dim the calls already worked; recorded beside it."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

MODES = ("pynative",)

x = Tensor(np.array([[-2.5, -1.0, 0.0], [0.3, 1.7, 3.0]], np.float32))
y = Tensor(np.array([[4, 1, 9], [9, 0, 2]], np.int32))


def show(label, fn):
    r = fn()
    emit(label, r)
    emit(label + "_dtype", str(r.dtype))
    emit(label + "_shape", tuple(r.shape))


show("argmax_keepdim", lambda: x.argmax(keepdim=True))
show("argmax_keepdim_false", lambda: x.argmax(keepdim=False))
show("argmin_keepdim", lambda: x.argmin(keepdim=True))
show("argmax_int_keepdim", lambda: y.argmax(keepdim=True))
show("argmin_int_keepdim", lambda: y.argmin(keepdim=True))
show("argmax_dim_keepdim", lambda: x.argmax(dim=1, keepdim=True))
show("argmin_dim_keepdim", lambda: y.argmin(dim=0, keepdim=True))
show("argmax_none_keepdim", lambda: x.argmax(None, keepdim=True))
