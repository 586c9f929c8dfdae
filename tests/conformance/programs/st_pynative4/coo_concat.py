# ops.coo_concat: COOTensors joined along concat_dim (indices shifted, row-major order), default dim 0,
# and its errors (one input, shapes differing off the axis, mixed value dtypes, axis out of range).
import numpy as np
import mindspore as ms
from mindspore import Tensor, COOTensor, ops
from _conf import emit, emit_error

MODES = ("pynative",)


def coo(ind, val, shape, it=ms.int64, vt=ms.float32):
    return COOTensor(Tensor(ind, dtype=it), Tensor(val, dtype=vt), shape)


a = coo([[0, 1], [1, 2]], [1, 2], (3, 4))
b = coo([[0, 0], [1, 1]], [3, 4], (3, 4))
c = coo([[1, 1], [1, 2], [1, 3]], [5, 6, 7], (3, 6))


def parts(t):
    return t.indices, t.values, t.shape


emit("dim1", parts(ops.coo_concat((a, b), 1)))
emit("dim0_default", parts(ops.coo_concat((a, b))))
emit("three_dim1", parts(ops.coo_concat((a, c, b), 1)))
emit("int32_values", parts(ops.coo_concat((coo([[0, 1]], [1], (2, 2), vt=ms.int32),
                                           coo([[1, 0]], [2], (2, 2), vt=ms.int32)), -1)))
emit_error("one_input", lambda: ops.coo_concat((a,), 0))
emit_error("shape_mismatch", lambda: ops.coo_concat((a, coo([[0, 0]], [1], (4, 6))), 1).values.asnumpy())
emit_error("axis_out_of_range", lambda: ops.coo_concat((a, b), 2))
