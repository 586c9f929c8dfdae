"""``ops.div`` / ``Tensor.div`` / ``mint.div`` with ``rounding_mode="trunc"`` outside graph code, of a Tensor and a
0-d Tensor of the same category (integer with integer, float with float): MindSpore 2.10's PyNative DivMod keeps the
higher-rank operand's dtype (uint8 by an int8 0-d Tensor is UInt8, int32 by an int64 0-d Int32, an int64 0-d by an
int32 Tensor Int32, float16 by a float32 0-d Float16); msgraph had promoted them (Int16 / Int64 / Float32: silent).
Operands of two categories, or both 0-d, promote as before; graph code (a ``@jit`` function) promotes there too."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, mint, jit
from _conf import emit


def T(v, d):
    return Tensor(np.array(v, d))


CASES = {
    "u8_by_i8_0d": (T([3, 5, 200], np.uint8), T(2, np.int8)),
    "i8_0d_by_u8": (T(7, np.int8), T([3, 2], np.uint8)),
    "i32_by_i64_0d": (T([3, -5], np.int32), T(2, np.int64)),
    "i64_0d_by_i32": (T(-7, np.int64), T([3, 2], np.int32)),
    "f16_by_f32_0d": (T([3.5, -5.0], np.float16), T(2.0, np.float32)),
    "i32_by_f32_0d": (T([3, 5], np.int32), T(2.0, np.float32)),
    "both_0d": (T(7, np.int8), T(2, np.int32)),
}


@jit
def jit_trunc(x, y):
    return ops.div(x, y, rounding_mode="trunc")


for name, (x, y) in CASES.items():
    emit("ops_" + name, ops.div(x, y, rounding_mode="trunc"))
    emit("method_" + name, x.div(y, rounding_mode="trunc"))
    emit("mint_" + name, mint.div(x, y, rounding_mode="trunc"))
emit("jit_u8_by_i8_0d", jit_trunc(*CASES["u8_by_i8_0d"]))
emit("jit_i32_by_i64_0d", jit_trunc(*CASES["i32_by_i64_0d"]))
