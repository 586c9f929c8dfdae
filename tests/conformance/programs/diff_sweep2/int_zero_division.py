"""Integer division by zero as MindSpore 2.10's CPU kernels (both modes): x // 0 saturates (the dtype's max for
x > 0, its min for x < 0, 0 for 0), x % 0 is the dtype's min for int32/int64 and 0 for int8/int16/uint8; a bool
divisor (False) counts as 0."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit


class ZeroDiv(nn.Cell):
    def construct(self, a, b, flag):
        return a // b, a % b, ops.floor_div(a, b), ops.floor_mod(a, b), a // 0, a % 0, a // flag, a % flag


for dt in ("int32", "int64", "int16", "int8", "uint8"):
    a = np.array([-3, -2, 0, 1, 7, 9]).astype(dt) if dt != "uint8" else np.array([253, 254, 0, 1, 7, 9], np.uint8)
    emit(f"zero_div_{dt}", ZeroDiv()(ms.Tensor(a), ms.Tensor(np.array([0, 0, 0, 0, 2, -4 if dt != "uint8" else 4]).astype(dt)),
                                     ms.Tensor(np.array([False, True, False, False, True, False]))))
