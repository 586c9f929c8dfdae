"""Binary ops whose operands promote as MindSpore 2.10 (not numpy): ops.atan2 / SquaredDifference of int32 and
float32 are float32; ops.xlogy takes a Python number as a float32 Tensor (float16 with 2 is float32);
DivNoNan promotes an int32 operand with a float one; the RealDiv primitive divides two integer Tensors in their
integer dtype, rounding toward zero; truncate_div / truncate_mod / fmod take numpy scalars."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit


class Promote(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sqd = ops.SquaredDifference()
        self.dnn = ops.DivNoNan()

    def construct(self, i, f, h):
        return (ops.atan2(i, f), ops.atan2(i, 2.5), self.sqd(i, f), self.sqd(i, 2.5), ops.xlogy(h, 2),
                ops.xlogy(h, 2.5), ops.xlogy(i, True), ops.xlogy(i, 2), ops.xlogy(h, h), self.dnn(i, f), self.dnn(i, 2.5))


class RealDivInt(nn.Cell):
    def __init__(self):
        super().__init__()
        self.rd = ops.RealDiv()

    def construct(self, a, b, i64, flag, f):
        return self.rd(a, b), self.rd(i64, b), self.rd(flag, b), self.rd(f, f + 1), a / b


class NpScalar(nn.Cell):
    def construct(self, i, h):
        return (ops.truncate_div(i, np.float64(2.5)), ops.truncate_mod(i, np.float64(2.5)), ops.fmod(h, np.float64(2.5)),
                ops.fmod(i, np.float64(2.5)))


i = ms.Tensor(np.array([[-3, -2, -1], [0, 1, 2]], np.int32))
f = ms.Tensor(np.array([[0.5, 1.25, 2.0], [2.75, 3.5, 4.25]], np.float32))
h = ms.Tensor(np.array([[0.5, 1.25, 2.0], [2.75, 3.5, 4.25]], np.float16))
emit("promote", Promote()(i, f, h))
a = ms.Tensor(np.array([7, -7, 7, -7, 1, -1], np.int32))
b = ms.Tensor(np.array([2, 2, -2, -2, 3, 3], np.int32))
emit("realdiv_int", RealDivInt()(a, b, ms.Tensor(np.array([9, -9, 8, -8, 2, 5], np.int64)),
                                 ms.Tensor(np.array([True, False, True, True, False, True])), ms.Tensor(np.arange(6, dtype=np.float32))))
emit("np_scalar_operands", NpScalar()(i, h))
