"""True division of an integer Tensor by a 0-d integer Tensor of another dtype (found by the adapt37tn variant sweep
of st/tensor/overload/test_div.py with 0-d operands): MindSpore 2.10's Div converts each operand to float32 as it
is, so uint8 [1, 254, 7] / Tensor(-3, int32) is [-0.333, -84.667, -2.333] and int8 [1, -2, 7] / Tensor(253, uint8)
[0.00395, -0.0079, 0.0277].  msgraph cast the 0-d operand into the other's integer dtype first (-3 -> 253: 1.0039;
253 -> -3: -0.333), as Mul does (where MindSpore does too)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Div(nn.Cell):
    def construct(self, x, y):
        return x / y, x.div(y), ops.div(y, x)


u8 = Tensor(np.array([1, 254, 7, 0], np.uint8))
i8 = Tensor(np.array([1, -2, 7, -128], np.int8))
i32 = Tensor(np.array([100000, -7, 3, 2], np.int32))
for xn, x in (("u8", u8), ("i8", i8), ("i32", i32)):
    for yv, ydt in ((-3, np.int32), (253, np.uint8), (-3, np.int64), (300, np.int16), (-2, np.int8)):
        y = Tensor(np.array(yv, ydt))
        n = f"{xn}_{np.dtype(ydt).name}_{yv}"
        emit_error("op_" + n, lambda: x / y)
        emit_error("method_" + n, lambda: x.div(y))
        emit_error("true_divide_" + n, lambda: x.true_divide(y))
        emit_error("ops_div_" + n, lambda: ops.div(x, y))
        emit_error("ops_rdiv_" + n, lambda: ops.div(y, x))
        emit_error("prim_" + n, lambda: ops.Div()(x, y))
        emit_error("cell_" + n, lambda: Div()(x, y))
# Mul keeps its rule (the 0-d operand takes the dimensioned dtype)
emit_error("mul_u8_i64", lambda: u8 * Tensor(np.array(-3, np.int64)))
