"""Pow of uint8 Tensors past 255 (found by the adapt37tn variant sweep of st/tensor/overload/test_pow.py with
uint8 operands): MindSpore 2.10's kernel computes in double and converts through int32, a value out of int32's range
becoming its minimum, whose low byte is 0 (7 ** 253 is 0, 253 ** 254 is 0); values inside int32 keep their low byte
(3 ** 7 = 2187 -> 139).  msgraph wrapped numpy's uint8 power (7 ** 253 -> 103), as it already did right for signed
integers."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Pow(nn.Cell):
    def construct(self, x, y):
        return x ** y, x.pow(y)


x = Tensor(np.array([1, 254, 0, 7, 3, 2, 16, 255], np.uint8))
for yv in (253, 2, 7, 8, 31, 40):
    y = Tensor(np.array(yv, np.uint8))
    emit_error(f"pow_{yv}", lambda: x.pow(y))
    emit_error(f"op_{yv}", lambda: x ** y)
    emit_error(f"rpow_{yv}", lambda: y ** x)
    emit_error(f"cell_{yv}", lambda: Pow()(x, y))
yy = Tensor(np.array([0, 1, 2, 3, 8, 16, 7, 2], np.uint8))
emit_error("elementwise", lambda: ops.pow(x, yy))
emit_error("elementwise_cell", lambda: Pow()(x, yy))
