"""st/ops elementwise functional APIs (test_absolute / angle / arccos / arcsinh / arctanh / divide / heaviside /
hypot / i0 / igamma / logicalxor / lt / func_add / eq / floor_divide / digamma / lgamma / logsigmoid / nextafter /
reciprocal / sgn / sign / zeta / nan_to_num / hardtanh / threshold / leaky_relu): every dtype, 0-d / empty /
broadcast shapes, NaN/inf, Python numbers, keywords, gradients, in a Cell (Graph mode under MODE=graph)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn, **kw):
        super().__init__()
        self.fn = fn
        self.kw = kw

    def construct(self, *a):
        return self.fn(*a, **self.kw)


def T(a, dt):
    return Tensor(np.array(a).astype(dt))


DTS = ["float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "bool", "complex64"]
X = [[-2.5, 0.0, 0.5], [1.0, 3.0, -0.75]]
XI = [[-2, 0, 1], [1, 3, 5]]
Y = [[2.0, 0.0, -3.0], [0.5, 3.0, 2.0]]
YI = [[2, 0, -3], [1, 3, 2]]
SPECIAL = [np.nan, np.inf, -np.inf, 0.0, -0.0, 1e-30]


def xv(dt):
    if dt in ("uint8",):
        return np.abs(np.array(XI))
    if dt == "bool":
        return np.array(XI) > 0
    return np.array(X if dt[0] in "fc" else XI)


def yv(dt):
    if dt in ("uint8",):
        return np.abs(np.array(YI))
    if dt == "bool":
        return np.array(YI) > 0
    return np.array(Y if dt[0] in "fc" else YI)


UN = [("absolute", ops.absolute), ("angle", ops.angle), ("arccos", ops.arccos), ("arcsinh", ops.arcsinh),
      ("arctanh", ops.arctanh), ("i0", ops.i0), ("digamma", ops.digamma), ("lgamma", ops.lgamma),
      ("logsigmoid", ops.logsigmoid), ("reciprocal", ops.reciprocal), ("sgn", ops.sgn), ("sign", ops.sign),
      ("nan_to_num", ops.nan_to_num), ("hardtanh", ops.hardtanh), ("leaky_relu", ops.leaky_relu)]
for nm, fn in UN:
    for dt in DTS:
        case(f"{nm}.{dt}", lambda: Fn(fn)(T(xv(dt), dt)))
    case(f"{nm}.0d", lambda: Fn(fn)(T(0.5, "float32")))
    case(f"{nm}.empty", lambda: Fn(fn)(T(np.zeros((0, 2)), "float32")))
    case(f"{nm}.special", lambda: Fn(fn)(T(SPECIAL, "float32")))
    case(f"{nm}.special64", lambda: Fn(fn)(T(SPECIAL, "float64")))
    case(f"{nm}.pyfloat", lambda: fn(0.5))
    case(f"{nm}.grad", lambda: ms.grad(Fn(fn))(T([-0.5, 0.0, 0.25, 2.0], "float32")))
    case(f"{nm}.grad64", lambda: ms.grad(Fn(fn))(T([-0.5, 0.0, 0.25, 2.0], "float64")))
    case(f"{nm}.grad16", lambda: ms.grad(Fn(fn))(T([-0.5, 0.0, 0.25, 2.0], "float16")))

# keyword forms
case("nan_to_num.kw", lambda: Fn(ops.nan_to_num, nan=1.0, posinf=5.0, neginf=-5.0)(T(SPECIAL, "float32")))
case("nan_to_num.kw16", lambda: Fn(ops.nan_to_num, nan=1.0, posinf=5.0, neginf=-5.0)(T(SPECIAL, "float16")))
case("nan_to_num.kw_int", lambda: Fn(ops.nan_to_num, nan=1, posinf=5, neginf=-5)(T(SPECIAL, "float32")))
case("nan_to_num.big", lambda: Fn(ops.nan_to_num, posinf=1e10)(T(SPECIAL, "float16")))
case("nan_to_num.none", lambda: Fn(ops.nan_to_num, nan=0.0, posinf=None, neginf=None)(T(SPECIAL, "float32")))
case("hardtanh.kw", lambda: Fn(ops.hardtanh, min_val=-0.5, max_val=0.7)(T(X, "float32")))
case("hardtanh.kw_int", lambda: Fn(ops.hardtanh, min_val=-1, max_val=2)(T(X, "float32")))
case("hardtanh.kw_int_x", lambda: Fn(ops.hardtanh, min_val=-1, max_val=2)(T(XI, "int32")))
case("hardtanh.bad", lambda: Fn(ops.hardtanh, min_val=2.0, max_val=-1.0)(T(X, "float32")))
case("hardtanh.grad_kw", lambda: ms.grad(Fn(ops.hardtanh, min_val=-0.5, max_val=0.5))(T([-0.5, 0.0, 0.5, 0.7], "float32")))
case("leaky_relu.alpha", lambda: Fn(ops.leaky_relu, alpha=0.5)(T(X, "float32")))
case("leaky_relu.alpha_int", lambda: Fn(ops.leaky_relu, alpha=2)(T(X, "float32")))
case("leaky_relu.alpha_neg", lambda: Fn(ops.leaky_relu, alpha=-1.5)(T(X, "float32")))
case("leaky_relu.grad_alpha", lambda: ms.grad(Fn(ops.leaky_relu, alpha=0.3))(T([-0.5, 0.0, 0.5], "float32")))
for dt in DTS:
    for thr, val in [(0.5, 9.0), (1, 7), (0.0, -1.0)]:
        case(f"threshold.{thr}.{val}.{dt}", lambda: Fn(ops.threshold, thr=thr, value=val)(T(xv(dt), dt)))
case("threshold.grad", lambda: ms.grad(Fn(ops.threshold, thr=0.5, value=9.0))(T([0.25, 0.5, 0.75], "float32")))
case("threshold.special", lambda: Fn(ops.threshold, thr=0.0, value=2.0)(T(SPECIAL, "float32")))

BIN = [("add", ops.add), ("divide", ops.divide), ("div", ops.div), ("heaviside", ops.heaviside), ("hypot", ops.hypot),
       ("igamma", ops.igamma), ("igammac", ops.igammac), ("logical_xor", ops.logical_xor), ("lt", ops.lt),
       ("eq", ops.eq), ("floor_divide", ops.floor_divide), ("nextafter", ops.nextafter), ("zeta", ops.zeta)]
for nm, fn in BIN:
    for dt in DTS:
        case(f"{nm}.{dt}", lambda: Fn(fn)(T(xv(dt), dt), T(yv(dt), dt)))
    case(f"{nm}.mixed_f16_f32", lambda: Fn(fn)(T(X, "float16"), T(Y, "float32")))
    case(f"{nm}.mixed_i32_f32", lambda: Fn(fn)(T(XI, "int32"), T(Y, "float32")))
    case(f"{nm}.mixed_bool_i8", lambda: Fn(fn)(T(np.array(XI) > 0, "bool"), T(YI, "int8")))
    case(f"{nm}.mixed_u8_i8", lambda: Fn(fn)(T(np.abs(XI), "uint8"), T(YI, "int8")))
    case(f"{nm}.pyint", lambda: Fn(fn)(T(X, "float32"), 2))
    case(f"{nm}.pyfloat_int", lambda: Fn(fn)(T(XI, "int32"), 2.5))
    case(f"{nm}.pyint_int", lambda: Fn(fn)(T(XI, "int32"), 2))
    case(f"{nm}.pybool", lambda: Fn(fn)(T(X, "float32"), True))
    case(f"{nm}.py_left", lambda: Fn(fn)(3.0, T(Y, "float32")))
    case(f"{nm}.bcast", lambda: Fn(fn)(T(X, "float32"), T([[1.0], [2.0]], "float32")))
    case(f"{nm}.0d", lambda: Fn(fn)(T(1.5, "float32"), T(Y, "float32")))
    case(f"{nm}.empty", lambda: Fn(fn)(T(np.zeros((0, 3)), "float32"), T([1.0, 2.0, 3.0], "float32")))
    case(f"{nm}.special", lambda: Fn(fn)(T(SPECIAL, "float32"), T(SPECIAL[::-1], "float32")))
    case(f"{nm}.shape_err", lambda: Fn(fn)(T([1.0, 2.0], "float32"), T([1.0, 2.0, 3.0], "float32")))
    case(f"{nm}.grad", lambda: ms.grad(Fn(fn), grad_position=(0, 1))(T([0.5, 1.0, 2.0], "float32"),
                                                                        T([1.5, 0.5, 2.0], "float32")))
    case(f"{nm}.grad_bcast", lambda: ms.grad(Fn(fn), grad_position=(0, 1))(T([[0.5, 1.0, 2.0]], "float32"),
                                                                              T([[1.5], [0.5]], "float32")))
for rm in [None, "floor", "trunc"]:
    for dt in DTS:
        case(f"div.rm{rm}.{dt}", lambda: Fn(ops.div, rounding_mode=rm)(T(xv(dt), dt), T(yv(dt), dt)))
    case(f"div.rm{rm}.pyint", lambda: Fn(ops.div, rounding_mode=rm)(T(XI, "int32"), 2))
    case(f"div.rm{rm}.pyfloat", lambda: Fn(ops.div, rounding_mode=rm)(T(XI, "int32"), -2.5))
    case(f"div.rm{rm}.special", lambda: Fn(ops.div, rounding_mode=rm)(T(SPECIAL, "float32"), T([1.0, 0.0, -2.0, 0.0, 3.0, -1.0], "float32")))
    case(f"div.rm{rm}.grad", lambda: ms.grad(Fn(ops.div, rounding_mode=rm), grad_position=(0, 1))(
        T([0.5, 1.0, 2.0], "float32"), T([1.5, 0.5, 2.0], "float32")))
case("div.rm_bad", lambda: Fn(ops.div, rounding_mode="round")(T(X, "float32"), T(Y, "float32")))
case("add.alpha", lambda: Fn(ops.add)(T(X, "float32"), T(Y, "float32")))
case("eq.scalar_first", lambda: ops.eq(2, T(XI, "int32")))
case("lt.scalars", lambda: ops.lt(T(1.0, "float32"), 2))
case("heaviside.pyscalar", lambda: Fn(ops.heaviside)(T(X, "float32"), 0.5))
case("hypot.int_float", lambda: Fn(ops.hypot)(T(XI, "int32"), T(Y, "float64")))
case("igamma.neg", lambda: Fn(ops.igamma)(T([-1.0, 0.0, 1.0, 2.0], "float32"), T([1.0, 0.0, -1.0, 0.0], "float32")))
case("zeta.neg", lambda: Fn(ops.zeta)(T([1.0, 0.5, 2.0, 3.0], "float32"), T([1.0, 1.0, -1.5, 0.0], "float32")))
case("nextafter.f16", lambda: Fn(ops.nextafter)(T([1.0, 0.0], "float16"), T([2.0, -1.0], "float16")))
