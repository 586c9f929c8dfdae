"""Dtype and shape checks of Inv, SquaredDifference, Ger / ops.addr and ApproximateEqual as MindSpore 2.10 makes them
(found by the adapt34a variant sweep of st ops/cpu test_inv_grad_op.py, test_ger_op.py, test_addr_op.py,
test_approximate_equal_op.py): Inv computes int16 (1 / x truncated; 0 gives 0, int32's minimum truncated);
SquaredDifference refuses bool / int8 / uint8 / int16 (TypeError) and computes int32; Ger and ops.ger refuse integer
operands and two float dtypes (TypeError) while ops.addr computes integers; ApproximateEqual (primitive and
ops.approximate_equal) refuses integer operands after the implicit promotion (int32 with float32 computes) and
operands of two shapes (RuntimeError, no broadcasting)."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return self.f(*a)


def T(v, dt):
    return Tensor(np.array(v).astype(dt))


emit("inv_int16", Net(ops.Inv())(T([-3, -2, -1, 0, 1, 2], np.int16)))
emit("inv_int16_0d", Net(ops.Inv())(T(0, np.int16)))
emit("inv_int32", Net(ops.Inv())(T([-1, 0, 1, 5], np.int32)))
emit_error("inv_int8", Net(ops.Inv()), T([1, 2], np.int8))
for dt in (np.bool_, np.int8, np.uint8, np.int16):
    emit_error(f"sqdiff_{np.dtype(dt).name}", Net(ops.SquaredDifference()), T([1, 0, 1], dt), T([0, 0, 1], dt))
emit_error("sqdiff_int8_uint8", Net(ops.SquaredDifference()), T([1, 2], np.int8), T([3, 4], np.uint8))
emit("sqdiff_int32", Net(ops.SquaredDifference())(T([1, -5, 7], np.int32), T([4, 2, 7], np.int32)))
emit("sqdiff_int8_f32", Net(ops.SquaredDifference())(T([1, -5, 7], np.int8), T([4, 2, 7], np.float32)))
for dt in (np.int32, np.int64, np.int8, np.uint8):
    emit_error(f"ger_{np.dtype(dt).name}", Net(ops.Ger()), T([1, 2], dt), T([3, 4, 5], dt))
    emit_error(f"ger_f_{np.dtype(dt).name}", Net(ops.ger), T([1, 2], dt), T([3, 4, 5], dt))
emit_error("ger_mixed", Net(ops.Ger()), T([1, 2], np.float32), T([3, 4, 5], np.float16))
emit("ger_f16", Net(ops.Ger())(T([1, 2], np.float16), T([3, 4, 5], np.float16)))
emit_error("ger_2d", Net(ops.Ger()), T([[1, 2]], np.float32), T([3, 4, 5], np.float32))
for dt in (np.int32, np.int64, np.int16):
    emit(f"addr_{np.dtype(dt).name}", ops.addr(T(np.arange(6).reshape(2, 3), dt), T([1, -2], dt), T([3, 4, 5], dt), beta=2, alpha=3))
for dt in (np.int32, np.int8, np.bool_):
    emit_error(f"approx_{np.dtype(dt).name}", Net(ops.ApproximateEqual(0.5)), T([1, 2], dt), T([1, 3], dt))
emit_error("approx_int8_uint8", Net(ops.ApproximateEqual(0.5)), T([1, 2], np.int8), T([1, 3], np.uint8))
emit("approx_int32_f32", Net(ops.ApproximateEqual(0.5))(T([1, 2], np.int32), T([1.25, 3], np.float32)))
emit("approx_bool_f16", Net(ops.ApproximateEqual(0.5))(T([True, False], np.bool_), T([1.25, 3], np.float16)))
emit_error("approx_bcast", Net(ops.ApproximateEqual(0.5)), T([[1.0, 2.0]], np.float32), T([1.0], np.float32))
emit_error("approx_0d", Net(ops.ApproximateEqual(0.5)), T(1.0, np.float32), T([1.0, 2.0], np.float32))
emit_error("approx_f_bcast", Net(ops.approximate_equal), T([[1.0, 2.0], [3.0, 4.0]], np.float32), T([1.0, 2.0], np.float32))
emit_error("approx_int_bcast", Net(ops.ApproximateEqual(0.5)), T([[1, 2]], np.int32), T([1], np.int32))
emit("approx_f32", Net(ops.ApproximateEqual(0.5))(T([1.0, 2.0, np.nan], np.float32), T([1.25, 3.0, np.nan], np.float32)))
