"""Integer Pow with negative exponents and Div of Python numbers (tests/st/compiler test_math_ops forms):
msgraph raised numpy's ValueError for ``P.Pow()(7, -2)`` (MindSpore: 0), gave 0 for ``0 ** -1`` in int32/int64
(MindSpore's kernel: the type's minimum) and Float64 for PyNative ``P.Div()(7, 2)`` (MindSpore: Float32)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit

x = Tensor(np.array([7, 1, -1, -1, 0, 2, -2, 3], np.int32))
y = Tensor(np.array([-2, -5, -3, -2, -1, -1, -1, 0], np.int32))


class TensorPow(nn.Cell):
    def construct(self, x, y):
        return ops.pow(x, y), x ** y, ops.pow(x, -1), x.astype(ms.int64) ** -2, \
            x.astype(ms.int8) ** y.astype(ms.int8), x.astype(ms.int16) ** y.astype(ms.int16)


emit("tensor_int_pow_negative", TensorPow()(x, y))


class NumberPrims(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self):
        return self.p(7, -2), self.p(1, -3), self.p(-1, -3), self.p(7, 2)


# values only: Graph mode's Int32 for two Python ints (msgraph: Int64) is in docs/differences.md
emit("pow_python_ints", [int(t.asnumpy()) for t in NumberPrims(P.Pow())()])
emit("add_python_ints_value", NumberPrims(P.Add())()[0].asnumpy().item())
emit("div_python_floats", NumberPrims(P.Div())()[0].asnumpy().item())
if ms.get_context("mode") == ms.PYNATIVE_MODE:
    emit("div_python_ints_pynative", (P.Div()(7, 2), P.Div()(True, 2), P.Div()(7, -2)))
