"""MindSpore 2.10's scalar-operand primitives (session 33, debt33): ``x * number`` / ``number * x`` and
``x / number`` (the operators, ``Tensor.mul`` / ``Tensor.div``) run Muls / Divs, not Mul / Div.  Their bprops are
their own: Muls differentiates a complex Tensor (Mul's bprop refuses complex: "gradient not support for complex
type"), and in graph code an ``ms.mutable`` number beside them gets no gradient (fix32b/mutable_number_grad).
msgraph had run ``x * 2.0`` on Mul and refused its complex gradient in both modes."""
import numpy as np

import mindspore as ms
from mindspore import nn, ops
from _conf import emit_error

xc = ms.Tensor(np.array([1 + 2j, 3 - 1j, -0.5 + 0.25j], np.complex64))
xf = ms.Tensor(np.array([1.0, -2.0, 3.0], np.float32))


class Expr(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k

    def construct(self, x):
        k = self.k
        if k == 0:
            return x * 2.0
        if k == 1:
            return 3.0 * x
        if k == 2:
            return x / 2.0
        if k == 3:
            return x.mul(1.5)
        if k == 4:
            return x.div(4.0)
        if k == 5:
            return x * 2
        if k == 6:
            return ops.mul(x, 2.0)
        if k == 7:
            return ops.div(x, 2.0)
        return (x * 2.0) * x


CASES = ["x * 2.0", "3.0 * x", "x / 2.0", "x.mul(1.5)", "x.div(4.0)", "x * 2", "ops.mul(x, 2.0)", "ops.div(x, 2.0)",
         "(x * 2.0) * x"]

for k, text in enumerate(CASES):
    emit_error(f"value {text}", Expr(k), xc)
    emit_error(f"grad complex {text}", ms.grad(Expr(k)), xc)
    emit_error(f"grad float {text}", ms.grad(Expr(k)), xf)
