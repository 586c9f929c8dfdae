"""Median's attributes are checked when the primitive is made (TypeError for a non-bool keep_dims / global_median,
a non-int axis; msgraph ran keep_dims='False' as True), an axis out of range is ValueError when it runs; Slice of a
0-d Tensor is ValueError (msgraph returned the scalar).  Inside a bytecode-captured Cell too (st pi_jit
operation/test_median abnormal cases, operation/test_slice 0-d cases)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn, ops
import mindspore.common.dtype as mstype
from mindspore.ops.operations.math_ops import Median
from _conf import emit, emit_error


class MedianNet(nn.Cell):
    def __init__(self, axis, keep_dims):
        super().__init__()
        self.median = Median(False, axis, keep_dims)

    @jit(capture_mode="bytecode")
    def construct(self, x):
        return self.median(x)


class SliceNet(nn.Cell):
    @jit(capture_mode="bytecode")
    def construct(self, x):
        return ops.Slice()(x, (), ())


x = Tensor(np.array([[3.0, 1.0, 2.0, 5.0], [4.0, 8.0, 6.0, 7.0]], np.float32))
emit("median_ok", Median(False, 1, True)(x))
emit_error("median_axis_float", Median, False, 1.2, True)
emit_error("median_axis_bool", Median, False, True, False)
emit_error("median_keep_dims_str", Median, False, -1, "False")
emit_error("median_keep_dims_int", Median, False, 0, 1)
emit_error("median_global_int", Median, 1, 0, False)
emit_error("median_global_str", Median, "a", 0, False)
emit_error("median_axis_right_oob", Median(False, 2, False), x)
emit_error("median_axis_left_oob", Median(False, -3, False), x)
emit_error("median_net_axis_oob", MedianNet(-3, False), x)
emit("median_net_ok", MedianNet(-1, False)(x))

emit_error("slice_0d_float64", ops.Slice(), Tensor(np.float64(1.5)), (), ())
emit_error("slice_0d_complex64", ops.Slice(), Tensor(1 + 2j, mstype.complex64), (), ())
emit_error("slice_0d_functional", ops.slice, Tensor(np.float32(1.5)), (), ())
emit_error("slice_0d_int32_bytecode_cell", SliceNet(), Tensor(np.int32(3)))
emit("slice_1d", ops.Slice()(Tensor(np.arange(5, dtype=np.float32)), (1,), (3,)))
