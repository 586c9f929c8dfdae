"""`_inner_ops.CopyWithSlice()(dst, src)` with dst the output of a view op (MindSpore's st
pynative/ops/view/test_view_slice.py::test_copy_with_slice, cases 3 and 4): MindSpore 2.10 copies into the view and
its input sees the values (transpose, slice and reshape views; a copy into the viewed Tensor reaches its views);
msgraph refused it with Assign's "Not support view input for inplace op" RuntimeError."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from mindspore.ops.operations import _inner_ops
from _conf import emit, emit_error

cws = _inner_ops.CopyWithSlice()


def transposed():
    a = Tensor(np.arange(12).reshape(2, 2, 3), ms.float32)
    v = ops.transpose(a, (0, 2, 1))
    cws(v, Tensor(np.arange(12).reshape(2, 3, 2) + 100, ms.float32))
    return v, a


def both_views():
    a = Tensor(np.arange(12).reshape(2, 2, 3), ms.float32)
    b = Tensor(np.arange(12).reshape(2, 2, 3) + 50, ms.float32)
    va, vb = ops.transpose(a, (0, 2, 1)), ops.transpose(b, (0, 2, 1))
    cws(va, vb)
    return va, a, b


def sliced():
    a = Tensor(np.arange(6).reshape(2, 3), ms.float32)
    v = a[1:]
    cws(v, Tensor(np.array([[7, 8, 9]]), ms.float32))
    return v, a


def reshaped():
    a = Tensor(np.arange(6).reshape(2, 3), ms.float32)
    v = a.reshape(3, 2)
    cws(v, Tensor(np.ones((3, 2)), ms.float32))
    return v, a


def into_base():
    a = Tensor(np.arange(6).reshape(2, 3), ms.float32)
    v, w = a[1], a[0]
    cws(a, Tensor(np.full((2, 3), 4), ms.float32))
    return v, w, a


emit_error("copy into a transpose view", transposed)
emit_error("view into a transpose view", both_views)
emit_error("copy into a slice view", sliced)
emit_error("copy into a reshape view", reshaped)
emit_error("copy into a viewed Tensor", into_base)
