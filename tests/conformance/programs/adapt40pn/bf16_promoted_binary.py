"""adapt40pn: binary primitives with a bfloat16 operand beside a float16 / float32 / float64 one (MindSpore 2.10 CPU;
found adapting st/pynative/framework/test_implicit_cast.py to mixed-dtype primitives).

MindSpore's CPU backend has no bfloat16 kernel for Sub, Maximum, Minimum, Pow, SquaredDifference, LogicalAnd /
LogicalOr, NotEqual, Greater / GreaterEqual / LessEqual, Mod, FloorMod, DivNoNan, TruncateDiv, but these primitives
cast their operands to the common dtype first: beside a float16 / float32 operand the float32 kernel runs (a float32
or bool result), beside float64 the float64 one; msgraph refused them all (TypeError "Select CPU operator[Sub]").
With only bfloat16 / integer operands the kernel is still refused (TypeError), and Equal / Less refuse even beside
float32 -- unchanged.  Xlogy (the Primitive and ``ops.xlogy``) likewise: msgraph cast a bfloat16 operand to the other
one's dtype, so (bfloat16, float16) silently gave a float16 result where MindSpore's is float32, and (float32,
bfloat16) was refused.  TruncateMod and MulNoNan too (msgraph builds them from FloatFMod / Equal, which refused)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, a, b):
        return self.p(a, b)


def mk(d):
    a = np.array([[1, 2, 3], [2, 3, 1]])
    return Tensor(a.astype(np.float32), ms.bfloat16) if d == "bf16" else Tensor(a.astype(d))


NAMES = ("Sub", "Maximum", "Minimum", "Pow", "SquaredDifference", "LogicalAnd", "LogicalOr", "NotEqual", "Greater",
         "GreaterEqual", "LessEqual", "Mod", "FloorMod", "DivNoNan", "TruncateDiv")
for n in NAMES:
    for a, b in (("float32", "bf16"), ("bf16", "float16"), ("bf16", "float64")):
        emit(f"{n}_{a}_{b}", Net(getattr(P, n)())(mk(a), mk(b)))
    emit_error(f"{n}_bf16_bf16", lambda: Net(getattr(P, n)())(mk("bf16"), mk("bf16")))
    emit_error(f"{n}_bf16_int32", lambda: Net(getattr(P, n)())(mk("bf16"), mk("int32")))
for n in ("Equal", "Less"):
    emit_error(f"{n}_float32_bf16", lambda: Net(getattr(P, n)())(mk("float32"), mk("bf16")))
X, Y = mk("bf16"), mk("float32")
emit("operator_sub", X - Y)
emit("operator_rsub", Y - X)
emit("operator_pow", X ** Y)
emit("operator_mod", Y % X)
emit("operator_gt", X > Y)
emit("operator_ne", X != Y)
emit("ops_maximum", ops.maximum(X, Y))
emit("operator_sub_float16", X - mk("float16"))
emit_error("sub_python_float", lambda: Net(P.Sub())(X, 2.0))
XL = [[0, 2, 3], [1.5, 0, 4]]
YL = [[1, 3, 2], [3, 2, 5]]


def mkv(d, v):
    return Tensor(np.array(v, np.float32), ms.bfloat16) if d == "bf16" else Tensor(np.array(v).astype(d))


class XlogyF(nn.Cell):
    def construct(self, a, b):
        return ops.xlogy(a, b)


for a, b in (("float32", "bf16"), ("bf16", "float16"), ("bf16", "float64"), ("float16", "bf16")):
    emit(f"Xlogy_{a}_{b}", Net(P.Xlogy())(mkv(a, XL), mkv(b, YL)))
    emit(f"ops_xlogy_{a}_{b}", XlogyF()(mkv(a, XL), mkv(b, YL)))
for a, b in (("bf16", "int32"), ("bf16", "bf16"), ("bool", "bf16")):
    emit_error(f"Xlogy_{a}_{b}", lambda: Net(P.Xlogy())(mkv(a, XL), mkv(b, YL)))
for n in ("TruncateMod", "MulNoNan"):
    for a, b in (("float32", "bf16"), ("bf16", "float16"), ("bf16", "float64")):
        emit(f"{n}_{a}_{b}", Net(getattr(P, n)())(mkv(a, [[0, 2, -3], [1.5, 0, 4]]), mkv(b, [[1, 3, 2], [3, -2, 0.5]])))
    for a, b in (("bf16", "int32"), ("bf16", "bf16")):
        emit_error(f"{n}_{a}_{b}", lambda: Net(getattr(P, n)())(mkv(a, XL), mkv(b, YL)))
