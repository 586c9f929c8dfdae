"""st/ops/ascend elementwise ops (test_asin / log_op / reciprocal / sigmoid / erfinv / celu / logit / polar /
leftshift_rightshift / is_finite / maximum_op / equal_op / tbe greater / less / less_equal / logical_* / maximum /
minimum / mul / realdiv / sqrt / square / sub / tanh / tanhshrink / relu / fast_gelu / select / tensor_clip):
dtypes, 0-d / empty / broadcast, NaN/inf, Python numbers, gradients."""
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


class G(nn.Cell):
    """gradient of sum(fn(x...)) wrt all inputs"""
    def __init__(self, fn):
        super().__init__()
        self.fn = fn
        self.g = ops.GradOperation(get_all=True)

    def construct(self, *a):
        return self.g(self.fn)(*a)


def T(a, dt):
    return Tensor(np.array(a).astype(dt))


FDT = ["float16", "float32", "float64"]
IDT = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "bool"]
XV = [[-0.9, -0.5, 0.0], [0.3, 0.99, 0.5]]
SPECIAL = [np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0]
UN = [("asin", P.Asin()), ("log", P.Log()), ("reciprocal", P.Reciprocal()), ("sigmoid", P.Sigmoid()),
      ("erfinv", P.Erfinv()), ("celu", P.CeLU()), ("celu2", P.CeLU(2.0)), ("logit", P.Logit()),
      ("logit_eps", P.Logit(0.1)), ("isfinite", P.IsFinite()), ("sqrt", P.Sqrt()), ("square", P.Square()),
      ("tanh", P.Tanh()), ("tanhshrink", nn.Tanhshrink()), ("relu", P.ReLU()), ("fast_gelu", P.FastGeLU()),
      ("logical_not", P.LogicalNot()), ("f_logit", lambda x: ops.logit(x, eps=0.2)), ("f_celu", ops.celu),
      ("f_erfinv", ops.erfinv), ("f_tanhshrink", ops.tanhshrink) if hasattr(ops, "tanhshrink") else ("x", ops.abs)]
for dt in FDT + IDT:
    for nm, fn in UN:
        case(f"{nm}.{dt}", lambda: Fn(fn)(T(XV, dt)))
        case(f"{nm}.0d.{dt}", lambda: Fn(fn)(T(0.5, dt)))
        case(f"{nm}.empty.{dt}", lambda: Fn(fn)(T(np.zeros((0, 2)), dt)))
for dt in FDT:
    for nm, fn in UN:
        case(f"{nm}.special.{dt}", lambda: Fn(fn)(T(SPECIAL, dt)))
        case(f"{nm}.grad.{dt}", lambda: G(fn)(T([[-0.7, -0.2, 0.1], [0.3, 0.6, 0.5]], dt)))
        case(f"{nm}.gradspecial.{dt}", lambda: G(fn)(T(SPECIAL, dt)))
case("celu.alpha0", lambda: Fn(P.CeLU(0.0))(T(XV, "float32")))
case("celu.alpha_int", lambda: Fn(P.CeLU(2))(T(XV, "float32")))
case("logit.eps_neg", lambda: Fn(P.Logit(-1.0))(T([-0.1, 0.0, 1.0, 1.2], "float32")))
case("logit.eps_half", lambda: Fn(P.Logit(0.5))(T([0.1, 0.6], "float32")))
case("logit.eps_big", lambda: Fn(P.Logit(0.7))(T([0.1, 0.6], "float32")))
case("erfinv.edges", lambda: Fn(P.Erfinv())(T([-1.0, 1.0, 1.5, -2.0], "float32")))
case("asin.out", lambda: Fn(P.Asin())(T([-1.0, 1.0, 1.5, -2.0], "float32")))
case("log.neg", lambda: Fn(P.Log())(T([-1.0, 0.0, -0.0], "float32")))
case("reciprocal.zero", lambda: Fn(P.Reciprocal())(T([0, -0.0, 2], "float32")))
case("reciprocal.int0", lambda: Fn(P.Reciprocal())(T([0, 2, 3], "int32")))
case("sqrt.neg", lambda: Fn(P.Sqrt())(T([-1.0, 4.0], "float32")))

BIN = [("maximum", P.Maximum()), ("minimum", P.Minimum()), ("equal", P.Equal()), ("greater", P.Greater()),
       ("less", P.Less()), ("less_equal", P.LessEqual()), ("logical_and", P.LogicalAnd()),
       ("logical_or", P.LogicalOr()), ("mul", P.Mul()), ("realdiv", P.RealDiv()), ("sub", P.Sub()),
       ("leftshift", P.LeftShift()), ("rightshift", P.RightShift()), ("polar", P.Polar()),
       ("f_maximum", ops.maximum), ("f_minimum", ops.minimum), ("f_polar", ops.polar)]
A = [[3, 0, 7], [100, 1, 2]]
B = [[2, 0, 3], [7, 1, 9]]
for dt in FDT + IDT:
    for nm, fn in BIN:
        case(f"{nm}.{dt}", lambda: Fn(fn)(T(A, dt), T(B, dt)))
        case(f"{nm}.bcast.{dt}", lambda: Fn(fn)(T(A, dt), T([1, 2, 0], dt)))
        case(f"{nm}.0d.{dt}", lambda: Fn(fn)(T(5, dt), T(B, dt)))
        case(f"{nm}.pyint.{dt}", lambda: Fn(fn)(T(A, dt), 2))
        case(f"{nm}.pyfloat.{dt}", lambda: Fn(fn)(T(A, dt), 2.5))
        case(f"{nm}.pybool.{dt}", lambda: Fn(fn)(T(A, dt), True))
        case(f"{nm}.empty.{dt}", lambda: Fn(fn)(T(np.zeros((0, 3)), dt), T([1, 2, 3], dt)))
for dt in FDT:
    for nm, fn in BIN:
        case(f"{nm}.nan.{dt}", lambda: Fn(fn)(T([np.nan, 1, np.inf, -np.inf, np.nan], dt),
                                             T([1, np.nan, np.inf, 1, np.nan], dt)))
        case(f"{nm}.grad.{dt}", lambda: G(fn)(T([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], dt), T([[1.0, 3.0, 3.0]], dt)))
        case(f"{nm}.gradtie.{dt}", lambda: G(fn)(T([1.0, 2.0, -0.0], dt), T([1.0, 1.0, 0.0], dt)))
for a, b in [("int32", "float16"), ("int8", "uint8"), ("bool", "int32"), ("float16", "float32"),
             ("float64", "int64"), ("uint16", "int16"), ("bool", "float32"), ("int64", "uint64")]:
    for nm, fn in BIN:
        case(f"{nm}.mix.{a}.{b}", lambda: Fn(fn)(T(A, a), T(B, b)))
case("shift.neg", lambda: Fn(P.LeftShift())(T([1, 2, 3], "int32"), T([-1, 32, 33], "int32")))
case("rshift.neg", lambda: Fn(P.RightShift())(T([-8, 8, 3], "int32"), T([-1, 31, 33], "int32")))
case("shift.int8_big", lambda: Fn(P.LeftShift())(T([1, 64, -1], "int8"), T([7, 1, 8], "int8")))
case("rshift.uint8", lambda: Fn(P.RightShift())(T([255, 128, 3], "uint8"), T([7, 8, 9], "uint8")))
case("select.basic", lambda: Fn(P.Select())(T([True, False], "bool"), T([1, 2], "float32"), T([3, 4], "float32")))
case("select.int", lambda: Fn(P.Select())(T([True, False], "bool"), T([1, 2], "int32"), T([3, 4], "int32")))
case("select.bcast", lambda: Fn(P.Select())(T([[True], [False]], "bool"), T([1, 2], "float32"), T([3, 4], "float32")))
case("select.mixdt", lambda: Fn(P.Select())(T([True, False], "bool"), T([1, 2], "float32"), T([3, 4], "int32")))
case("select.intcond", lambda: Fn(P.Select())(T([1, 0], "int32"), T([1, 2], "float32"), T([3, 4], "float32")))
case("select.f_scalar", lambda: Fn(ops.select)(T([True, False], "bool"), T([1, 2], "float32"), 2.5))
case("select.f_scalar_int", lambda: Fn(ops.select)(T([True, False], "bool"), T([1, 2], "int32"), 2))
case("select.f_scalar_l", lambda: Fn(ops.select)(T([True, False], "bool"), 3, T([1, 2], "float32")))
case("select.grad", lambda: G(lambda c, x, y: P.Select()(c, x, y))(T([True, False], "bool"), T([1., 2.], "float32"),
                                                                     T([3., 4.], "float32")))
for dt in FDT + ["int32", "int8", "uint8", "int64"]:
    case(f"clip.{dt}", lambda: Fn(ops.clip_by_value)(T(A, dt), T(1, dt), T(5, dt)))
    case(f"clamp.py.{dt}", lambda: Fn(ops.clamp)(T(A, dt), 1, 5))
    case(f"clamp.pyf.{dt}", lambda: Fn(ops.clamp)(T(A, dt), 1.5, 5.5))
    case(f"clamp.none_min.{dt}", lambda: Fn(ops.clamp)(T(A, dt), None, 5))
    case(f"clamp.inv.{dt}", lambda: Fn(ops.clamp)(T(A, dt), 5, 1))
    case(f"clip.tensor.{dt}", lambda: Fn(lambda x: x.clip(1, 5))(T(A, dt)))
    case(f"clamp.tmin.{dt}", lambda: Fn(ops.clamp)(T(A, dt), T([1, 2, 3], dt), T([4, 0, 5], dt)))
case("clamp.nonenone", lambda: Fn(ops.clamp)(T(A, "float32"), None, None))
case("clamp.nan", lambda: Fn(ops.clamp)(T([np.nan, 1, 9], "float32"), 2, 5))
case("clamp.grad", lambda: G(lambda x: ops.clamp(x, 1.0, 5.0))(T([0.5, 1.0, 3.0, 5.0, 6.0], "float32")))
case("clip_by_value.grad", lambda: G(lambda x: ops.clip_by_value(x, 1.0, 5.0))(T([0.5, 1.0, 3.0, 5.0, 6.0], "float32")))
case("clip_by_value.list", lambda: Fn(lambda a, b: ops.clip_by_value([a, b], 1.0, 2.0))(T([0.5, 3.0], "float32"), T([1.5], "float32")))
