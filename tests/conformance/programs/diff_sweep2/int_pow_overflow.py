"""An int32 / int64 power whose value leaves the dtype's range is the dtype's minimum in MindSpore 2.10 (the CPU
kernel computes in double and converts); in-range powers are exact; int8/int16 wrap as C++ integers."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit


class Pows(nn.Cell):
    def construct(self, x):
        return x ** 2, x ** 3, ops.pow(x, 2), 2 ** ops.clamp(x, 0, 40), x * x


emit("pow_int32", Pows()(ms.Tensor(np.array([-2147483648, -2000000000, -1, 0, 1, 2000000000, 2147483647, 65536, 3, -2,
                                               46340, 46341], np.int32))))
emit("pow_int64", Pows()(ms.Tensor(np.array([-2**63, -2**40, -1, 0, 1, 2**31, 2**32, 3037000499, 3, -2, 2**21, 2**22]))))
emit("pow_int16", Pows()(ms.Tensor(np.array([-32768, -200, -1, 0, 1, 200, 32767, 181, 3, -2, 182, 40], np.int16))))
emit("pow_int8", Pows()(ms.Tensor(np.array([-128, -12, -1, 0, 1, 11, 127, 16, 3, -2, 6, 5], np.int8))))
