"""s1_elementwise's second half (s1's cases in one MindSpore Graph-mode process ran past run.sh's 600 s):
broadcasting, mixed dtypes, shape errors, Python-number operands, gradients, SquareSumAll / L2Loss / Softmax2d /
Tanhshrink details and integer division by 0."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


def T(a, dt):
    return Tensor(np.array(a).astype(dt))


DTS = ["float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
       "bool", "complex64", "complex128"]
A = [[3, -5, 7], [-8, 1, 0]]
B = [[2, 3, -4], [3, -1, 2]]
AF = [[3.5, -5.25, 7.0], [-8.75, 0.5, 0.0]]
UN = [("abs", P.Abs()), ("square", P.Square()), ("trunc", P.Trunc()), ("oneslike", P.OnesLike()),
      ("zeroslike", P.ZerosLike()), ("erfinv", P.Erfinv()), ("fast_gelu", P.FastGeLU()), ("l2loss", P.L2Loss()),
      ("tanhshrink", nn.Tanhshrink()), ("f.abs", ops.abs), ("f.square", ops.square), ("f.trunc", ops.trunc),
      ("f.erfinv", ops.erfinv), ("f.fast_gelu", ops.fast_gelu), ("f.ones_like", ops.ones_like),
      ("f.zeros_like", ops.zeros_like)]
BIN = [("div", P.Div()), ("divnonan", P.DivNoNan()), ("equal", P.Equal()), ("gt", P.Greater()), ("less", P.Less()),
       ("maximum", P.Maximum()), ("minimum", P.Minimum()), ("notequal", P.NotEqual()), ("realdiv", P.RealDiv()),
       ("truncdiv", P.TruncateDiv()), ("truncmod", P.TruncateMod()), ("fmax", ops.fmax), ("f.div", ops.div),
       ("f.div_nonan", ops.div_no_nan if hasattr(ops, "div_no_nan") else P.DivNoNan())]
for nm, fn in BIN:
    case(f"{nm}.bcast", lambda: Fn(fn)(T([[1.5], [-2.5]], "float32"), T([1, 2, -3], "float32")))
    case(f"{nm}.mixed_i32_f16", lambda: Fn(fn)(T([1, 2, -3], "int32"), T([1.5, 0, 2], "float16")))
    case(f"{nm}.mixed_bool_i8", lambda: Fn(fn)(T([True, False, True], "bool"), T([1, 0, 2], "int8")))
    case(f"{nm}.shape_err", lambda: Fn(fn)(T([1, 2], "float32"), T([1, 2, 3], "float32")))
    case(f"{nm}.py_py", lambda: Fn(fn)(3, 2))
    case(f"{nm}.py_pyf", lambda: Fn(fn)(3.0, 2))
# gradients
for nm, fn in BIN:
    for dt in ["float32", "float64", "float16"]:
        case(f"grad.{nm}.{dt}", lambda: ms.grad(Fn(fn), (0, 1))(T([[1.5, -2.0, 3.0]], dt),
                                                                T([[2.0], [-0.5]], dt)))
    case(f"grad.{nm}.eq", lambda: ms.grad(Fn(fn), (0, 1))(T([1.0, 2.0, 3.0], "float32"), T([1.0, 0.0, 4.0], "float32")))
for nm, fn in UN:
    for dt in ["float32", "float64", "float16"]:
        case(f"grad.{nm}.{dt}", lambda: ms.grad(Fn(fn))(T([[0.5, -0.25, 0.0]], dt)))
# l2loss / square_sum_all / softmax2d
for dt in DTS:
    case(f"ssa.{dt}", lambda: Fn(P.SquareSumAll())(T(A, dt), T(B, dt)))
case("ssa.dtype_diff", lambda: Fn(P.SquareSumAll())(T(A, "float32"), T(B, "float16")))
case("ssa.shape_diff", lambda: Fn(P.SquareSumAll())(T(A, "float32"), T([1, 2], "float32")))
case("ssa.0d", lambda: Fn(P.SquareSumAll())(T(2.0, "float32"), T(3.0, "float32")))
case("ssa.empty", lambda: Fn(P.SquareSumAll())(T(np.zeros((0, 2)), "float32"), T(np.zeros((0, 2)), "float32")))
case("ssa.grad", lambda: ms.grad(Fn(P.SquareSumAll()), (0, 1))(T(AF, "float32"), T(B, "float32")))
case("l2loss.0d3", lambda: Fn(P.L2Loss())(T(3.0, "float32")))
case("l2loss.empty", lambda: Fn(P.L2Loss())(T(np.zeros((0,)), "float32")))
for dt in ["float16", "float32", "float64", "int32"]:
    x = np.arange(24).reshape(1, 2, 3, 4) / 7.0
    case(f"softmax2d.{dt}", lambda: Fn(nn.Softmax2d())(T(x, dt)))
    case(f"softmax2d.3d.{dt}", lambda: Fn(nn.Softmax2d())(T(x[0], dt)))
case("softmax2d.2d", lambda: Fn(nn.Softmax2d())(T(np.ones((2, 3)), "float32")))
case("softmax2d.5d", lambda: Fn(nn.Softmax2d())(T(np.ones((1, 1, 2, 3, 1)), "float32")))
case("softmax2d.grad", lambda: ms.grad(Fn(nn.Softmax2d()))(T(np.arange(12).reshape(1, 3, 2, 2) / 5.0, "float32")))
case("tanhshrink.int", lambda: Fn(nn.Tanhshrink())(T([1, 2], "int32")))
case("tanhshrink.list", lambda: Fn(nn.Tanhshrink())([1.0, 2.0]))
case("tanhshrink.grad", lambda: ms.grad(Fn(nn.Tanhshrink()))(T([0.5, -2.0, 0.0], "float32")))
case("abs.tensor_method", lambda: T([-1, 2], "int8").abs())
case("abs.uint8_neg_wrap", lambda: Fn(P.Abs())(T([255, 0, 128], "uint8")))
case("abs.int8_min", lambda: Fn(P.Abs())(T([-128, 127], "int8")))
case("square.int8_ovf", lambda: Fn(P.Square())(T([100, -12], "int8")))
case("truncmod.neg", lambda: Fn(P.TruncateMod())(T([-7, 7, -7, 7], "int32"), T([3, -3, -3, 3], "int32")))
case("truncmod.negf", lambda: Fn(P.TruncateMod())(T([-7.5, 7.5, -7.5], "float32"), T([2, -2, -2], "float32")))
case("truncdiv.neg", lambda: Fn(P.TruncateDiv())(T([-7, 7, -7, 7], "int32"), T([3, -3, -3, 3], "int32")))
case("truncdiv.negf", lambda: Fn(P.TruncateDiv())(T([-7.5, 7.5, -7.5], "float32"), T([2, -2, -2], "float32")))
case("fmax.nan_both", lambda: Fn(ops.fmax)(T([np.nan, np.nan, 1], "float32"), T([np.nan, 2, np.nan], "float32")))
case("maximum.nan", lambda: Fn(P.Maximum())(T([np.nan, 2, 1], "float32"), T([1, np.nan, np.nan], "float32")))
case("minimum.nan", lambda: Fn(P.Minimum())(T([np.nan, 2, 1], "float32"), T([1, np.nan, np.nan], "float32")))
case("div.int_by0", lambda: Fn(P.Div())(T([5, -5, 0], "int32"), T([0, 0, 0], "int32")))
case("realdiv.int_by0", lambda: Fn(P.RealDiv())(T([5, -5, 0], "int32"), T([0, 0, 0], "int32")))
case("truncdiv.int_by0", lambda: Fn(P.TruncateDiv())(T([5, -5, 0], "int32"), T([0, 0, 0], "int32")))
case("truncmod.int_by0", lambda: Fn(P.TruncateMod())(T([5, -5, 0], "int32"), T([0, 0, 0], "int32")))
