"""tests/st/compiler/syntax/simple_expression/test_math_ops.py::test_number_floordiv_number adapted: an
elementwise primitive called on Python ints in construct (``P.FloorDiv()(2, 5)``) is an Int32 Tensor in
MindSpore 2.10's Graph mode (Int64 in PyNative); msgraph gave Int64 in both modes."""
import mindspore as ms
from mindspore import nn, ops, jit
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Bin(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, x, y):
        return self.p(x, y)


@jit
def functional_add():
    return ops.add(2, 5), ops.mul(3, True), ops.sub(2.5, 1)


for name in ("FloorDiv", "Add", "Sub", "Mul", "RealDiv", "Div", "Pow", "Maximum", "Minimum", "FloorMod"):
    for a, b in ((2, 5), (7, -2), (True, 3), (2.5, 4), (3, ms.Tensor([2], ms.int32))):
        if name == "Minimum" and a == 2.5:
            continue   # MindSpore's PyNative CPU kernel rejects two Python floats
        emit_error(f"{name}_{a}_{b}", Bin(getattr(P, name)()), a, b)
emit("functional", functional_add())
