"""Tensor.view(dtype) (MindSpore 2.10's docstring example, extended): the same bytes read as another dtype; with
a different element size the last dimension scales (it must divide evenly, and a 0-d Tensor cannot change
element size: ValueError).  In graph code MindSpore's ViewDtype has no type inference: a RuntimeError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_error

A = Tensor(np.array([[1, 2], [3, 4]]), dtype=ms.int64)
F = Tensor(np.array([1.0, -2.0, 3.0, 0.5], np.float32))
CASES = {
    "i64_as_i32": (A, ms.int32), "i64_as_i64": (A, ms.int64), "i64_as_f64": (A, ms.float64),
    "f32_as_i32": (F, ms.int32), "f32_as_i16": (F, ms.int16), "f32_as_f16": (F, ms.float16),
    "f32_as_u8": (F, ms.uint8), "i8_as_i32": (Tensor(np.array([1, 2, 3, 4], np.int8)), ms.int32),
    "i16_as_i32_2d": (Tensor(np.array([[1, 2], [3, -4]], np.int16)), ms.int32),
    "bool_as_u8": (Tensor(np.array([True, False])), ms.uint8),
    "f32_as_bool": (Tensor(np.array([1.5, 2], np.float32)), ms.bool_),
    "scalar_same_size": (Tensor(np.array(5, np.int32)), ms.float32),
}
for label, (t, d) in CASES.items():
    emit_error(label, t.view, d)
emit_error("view_shape_still", A.view, (4,))
emit_error("view_shape_args", A.view, 1, 4)
# the errors last: MindSpore's PyNative reports a failed ViewDtype again at the next op
emit_error("i16_odd_as_i32", Tensor(np.array([[1, 2, 3]], np.int16)).view, ms.int32)
emit_error("scalar_as_i16", Tensor(np.array(5, np.int32)).view, ms.int16)


class Net(nn.Cell):
    def construct(self, x):
        return x.view(ms.int32)


if ms.get_context("mode") == ms.GRAPH_MODE:
    emit_error("graph_view_dtype", Net(), A)
