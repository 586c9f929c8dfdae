"""Mul and Div with a 0-d Tensor operand as MindSpore 2.10: a 0-d Tensor with a dimensioned Tensor of the same kind
(bool, integer, float) takes the dimensioned one's dtype (float16 (2, 3) * float32 0-d -> float16, int16 * int64 0-d
-> int16), through ``*``, ``/``, ``ops.mul``/``ops.div``, ``ops.Mul()``/``ops.Div()``, ``mint.mul``/``mint.div``
and the Tensor methods; Add, Sub and RealDiv promote as usual, and two 0-d Tensors or a (1,)-shaped one promote as
usual too.  The gradient of the 0-d scale keeps its float32 dtype."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint
from _conf import emit


class Ops(nn.Cell):
    def construct(self, x, y):
        return (x * y, y * x, x / y, y / x, x.mul(y), x.div(y), ops.mul(x, y), ops.div(x, y), ops.Mul()(x, y),
                ops.Div()(x, y), mint.mul(x, y), mint.div(x, y), x + y, x - y, ops.RealDiv()(x, y), ops.Add()(x, y))


class Scale(nn.Cell):
    def __init__(self):
        super().__init__()
        self.scale = ms.Tensor(0.125, ms.float32)

    def construct(self, x):
        return x * self.scale, x / self.scale, self.scale * x


class Loss(nn.Cell):
    def construct(self, x, s):
        return (x * s).sum() + (x / s).sum()


for a, b, sy in (("float16", "float32", ()), ("float32", "float64", ()), ("int16", "int32", ()), ("int32", "int64", ()),
                 ("float16", "int32", ()), ("int32", "float32", ()), ("int8", "bool_", ()), ("float16", "float32", (1,)),
                 ("float16", "float32", (2, 3))):
    x = ms.Tensor((np.arange(6).reshape(2, 3) - 2).astype(a))
    y = ms.Tensor(np.full(sy, 3).astype(b))
    emit(f"ops_{a}_{b}_{len(sy)}d", Ops()(x, y), rtol=2e-3, atol=2e-3)
    emit(f"ops_swapped_{a}_{b}_{len(sy)}d", Ops()(y, x), rtol=2e-3, atol=2e-3)
emit("both_0d", Ops()(ms.Tensor(np.float16(2.0)), ms.Tensor(np.float32(3.0))))
xh = ms.Tensor((np.arange(6).reshape(2, 3) * 0.5 - 1).astype(np.float16))
emit("scale_attr", Scale()(xh), rtol=2e-3, atol=2e-3)
emit("scale_grad", ms.grad(Loss(), (0, 1))(xh, ms.Tensor(np.float32(0.5))), rtol=3e-3, atol=3e-3)
