"""Integer division by zero with rounding_mode='trunc' (session 33, adapt33n): MindSpore 2.10's DivMod divides
integers in floating point and converts back, so x / 0 (and 0 / 0) is INT_MIN in int32 / int64 and 0 in int8 /
int16 / uint8, through ops.div, mint.div and Tensor.div (a Tensor or a number 0).  msgraph had given the floor
division's saturated values (INT_MAX / -INT_MAX / 0).  rounding_mode='floor' and ops.truncate_div already matched."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit_error

FOLLOW_PYNATIVE = {
    "method_num0_int8": "MindSpore's Graph mode crashes (RuntimeError: Trunc should have 1 outputs, but got 2.) folding div(0, rounding_mode='trunc')",
    "method_num0_int16": "MindSpore's Graph mode crashes (RuntimeError: Trunc should have 1 outputs, but got 2.) folding div(0, rounding_mode='trunc')",
    "method_num0_int32": "MindSpore's Graph mode crashes (RuntimeError: Trunc should have 1 outputs, but got 2.) folding div(0, rounding_mode='trunc')",
    "method_num0_int64": "MindSpore's Graph mode crashes (RuntimeError: Trunc should have 1 outputs, but got 2.) folding div(0, rounding_mode='trunc')",
    "method_num0_uint8": "MindSpore's Graph mode crashes (RuntimeError: Trunc should have 1 outputs, but got 2.) folding div(0, rounding_mode='trunc')",
}


class TruncDiv(nn.Cell):
    def construct(self, a, b):
        return ops.div(a, b, rounding_mode="trunc"), a.div(0, rounding_mode="trunc")


for dt in (np.int8, np.int16, np.int32, np.int64, np.uint8):
    n = np.dtype(dt).name
    if dt == np.uint8:
        a, b = np.array([3, 0, 200, 7, 1], dt), np.array([0, 0, 0, 2, 3], dt)
    else:
        a, b = np.array([3, -3, 0, 7, 100], dt), np.array([0, 0, 0, 2, -3], dt)
    a, b = Tensor(a), Tensor(b)
    emit_error("ops_" + n, lambda: ops.div(a, b, rounding_mode="trunc"))
    emit_error("mint_" + n, lambda: mint.div(a, b, rounding_mode="trunc"))
    emit_error("method_num0_" + n, lambda: a.div(0, rounding_mode="trunc"))
    emit_error("bcast_" + n, lambda: ops.div(a.reshape(5, 1), b[:3], rounding_mode="trunc"))
    emit_error("cell_" + n, TruncDiv(), a, b)
