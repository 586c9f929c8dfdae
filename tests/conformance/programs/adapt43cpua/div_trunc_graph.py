"""ops.div(..., rounding_mode="trunc") in graph code (a Cell, an @jit function) of a float Tensor and a 0-d float
Tensor of another width, fourth pass (adapt43cpua): the 0-d one takes the dimensioned one's dtype as in Div (float16
by a 0-d float32 Tensor is Float16, float32 by a 0-d float64 Float32, a 0-d float32 by float16 Float16; msgraph's
Graph mode promoted to Float32 / Float64: silent), while integers still promote (int32 by a 0-d int64 is Int64) and
rounding_mode="floor" promotes floats too.  Also bitwise_left_shift / bitwise_right_shift of a Python float input
beside an integer Tensor are MindSpore 2.10's TypeError (msgraph shifted)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, jit
from _conf import emit, emit_error


def T(v, d):
    return Tensor(np.array(v, d))


class Trunc(nn.Cell):
    def construct(self, x, y):
        return ops.div(x, y, rounding_mode="trunc")


@jit
def jit_trunc(x, y):
    return ops.div(x, y, rounding_mode="trunc")


@jit
def jit_floor(x, y):
    return ops.div(x, y, rounding_mode="floor")


@jit
def jit_true(x, y):
    return ops.div(x, y)


CASES = {
    "f16_by_f32_0d": (T([3.5, -5.0, 7.25], np.float16), T(2.0, np.float32)),
    "f32_by_f64_0d": (T([3.5, -5.0, 7.25], np.float32), T(1.5, np.float64)),
    "f16_by_f64_0d": (T([3.5, -5.0, 7.25], np.float16), T(-2.0, np.float64)),
    "f32_0d_by_f16": (T(7.0, np.float32), T([3.5, -5.0, 2.0], np.float16)),
    "i32_by_i64_0d": (T([3, -5, 7], np.int32), T(2, np.int64)),
    "f16_by_i32_0d": (T([3.5, -5.0, 7.25], np.float16), T(2, np.int32)),
    "i32_by_f32_0d": (T([3, -5, 7], np.int32), T(2.0, np.float32)),
    "f16_by_f32_1": (T([3.5, -5.0, 7.25], np.float16), T([2.0], np.float32)),
}
for name, (x, y) in CASES.items():
    emit("cell_trunc." + name, Trunc()(x, y))
    emit("jit_trunc." + name, jit_trunc(x, y))
    emit("jit_floor." + name, jit_floor(x, y))
    emit("jit_true." + name, jit_true(x, y))
    emit("eager_trunc." + name, ops.div(x, y, rounding_mode="trunc"))
U = T([1, 2, 3], np.uint8)
I = T([1, 2, 3], np.int32)
emit_error("left_shift.py_float_input", lambda: ops.bitwise_left_shift(2.5, U))
emit_error("right_shift.py_float_input", lambda: ops.bitwise_right_shift(2.5, I))
emit_error("left_shift.py_float_other", lambda: ops.bitwise_left_shift(U, 1.5))
emit_error("left_shift.py_int_input", lambda: ops.bitwise_left_shift(2, U))
