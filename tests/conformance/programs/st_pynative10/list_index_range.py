"""An out-of-range Python list index is an IndexError (st pynative test_tensor_augassign test_tesnsor_augassign_by_list),
also in ``x[list] += v``; an index Tensor out of range is Gather's RuntimeError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

MODES = ("pynative",)
t = Tensor(np.arange(120).reshape(4, 5, 6).astype(np.float32))


def aug():
    x = Tensor(np.arange(120).reshape(4, 5, 6).astype(np.float32))
    x[[4, 2]] += 2
    return x


def aug_ok():
    x = Tensor(np.arange(24).reshape(4, 6).astype(np.float32))
    x[[3, 1]] += 2
    return x


emit_error("list", lambda: t[[4, 2]])
emit_error("two_lists", lambda: t[[1, 2], [0, 9]])
emit_error("tensor", lambda: t[Tensor(np.array([4, 2]))].asnumpy())
emit_error("augassign", aug)
emit("augassign_ok", aug_ok())
