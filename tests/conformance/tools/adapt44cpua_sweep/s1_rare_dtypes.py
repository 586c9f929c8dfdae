"""st ops/cpu test_[a-l] ops over the dtypes their st files list and earlier passes skipped: int8 / int16 / uint16 /
uint32 / uint64 / complex64 / complex128 (and bfloat16 for the float ones), (2, 3) and 0-d inputs, the functional
forms inside a Cell (compiled under MODE=graph) and the primitive forms the st files' networks use."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import case, want, bf


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


def T(a, dt):
    if dt == "bfloat16":
        return Tensor(np.array(a, np.float32), ms.bfloat16)
    return Tensor(np.array(a).astype(dt))


def G(n):
    return getattr(ops, n, None)


def _cumsum(x):
    return ops.cumsum(x, -1)


def _cumprod(x):
    return ops.cumprod(x, 0)


def _cummax(x):
    return ops.cummax(x, -1)


def _cummin(x):
    return ops.cummin(x, 0)


def _argmax(x):
    return ops.argmax(x, -1)


def _argmin(x):
    return ops.argmin(x, 0)


def _flip(x):
    return ops.flip(x, (-1,))


def _bcast(x):
    return ops.broadcast_to(x, (2, 2, 3))


def _clamp(x):
    return ops.clamp(x, 0, 2)


def _addn(x, y):
    return ops.addn([x, y, x])


def _bias_add(x):
    return ops.bias_add(x, ops.ones((x.shape[-1],), x.dtype))


def _div_floor(x, y):
    return ops.div(x, y, rounding_mode="floor")


def _div_trunc(x, y):
    return ops.div(x, y, rounding_mode="trunc")


UN = [("abs", G("abs")), ("acos", G("acos")), ("acosh", G("acosh")), ("asin", G("asin")), ("asinh", G("asinh")),
      ("atan", G("atan")), ("atanh", G("atanh")), ("ceil", G("ceil")), ("cos", G("cos")), ("cosh", G("cosh")),
      ("erf", G("erf")), ("erfc", G("erfc")), ("exp", G("exp")), ("expm1", G("expm1")), ("floor", G("floor")),
      ("isfinite", G("isfinite")), ("isnan", G("isnan")), ("isinf", G("isinf")), ("log", G("log")),
      ("log1p", G("log1p")), ("logical_not", G("logical_not")), ("invert", G("invert")), ("conj", G("conj")),
      ("imag", G("imag")), ("real", G("real")), ("angle", G("angle")), ("neg", G("neg")), ("inv", G("inv")),
      ("square", G("square")), ("sign", G("sign")), ("expand_dims", lambda x: ops.expand_dims(x, 0)),
      ("cumsum", _cumsum), ("cumprod", _cumprod), ("cummax", _cummax), ("cummin", _cummin), ("argmax", _argmax),
      ("argmin", _argmin), ("flip", _flip), ("broadcast_to", _bcast), ("clamp", _clamp), ("bias_add", _bias_add),
      ("Abs_p", ops.Abs()), ("Ceil_p", ops.Ceil()), ("Floor_p", ops.Floor()), ("Exp_p", ops.Exp()),
      ("Log_p", ops.Log()), ("Cos_p", ops.Cos()), ("Erf_p", ops.Erf()), ("Inv_p", ops.Inv()),
      ("Invert_p", ops.Invert()), ("IsNan_p", ops.IsNan()), ("IsInf_p", ops.IsInf()), ("IsFinite_p", ops.IsFinite()),
      ("L2Loss_p", ops.L2Loss()), ("HSwish_p", ops.HSwish()), ("Elu_p", ops.Elu()), ("GeLU_p", ops.GeLU()),
      ("LogSoftmax_p", ops.LogSoftmax()), ("CumSum_p", ops.CumSum()), ("Argmax_p", ops.Argmax()),
      ("Argmin_p", ops.Argmin()), ("BiasAdd_p", ops.BiasAdd())]
BIN = [("add", G("add")), ("div", G("div")), ("div.floor", _div_floor), ("div.trunc", _div_trunc),
       ("atan2", G("atan2")), ("bitwise_and", G("bitwise_and")), ("bitwise_or", G("bitwise_or")),
       ("bitwise_xor", G("bitwise_xor")), ("equal", G("equal")), ("floor_divide", G("floor_divide")),
       ("floor_mod", G("floor_mod")), ("fmod", G("fmod")), ("gcd", G("gcd")), ("lcm", G("lcm")),
       ("greater", G("greater")), ("greater_equal", G("greater_equal")), ("less", G("less")),
       ("less_equal", G("less_equal")), ("isclose", G("isclose")), ("logical_and", G("logical_and")),
       ("logical_or", G("logical_or")), ("logical_xor", G("logical_xor")), ("copysign", G("copysign")),
       ("heaviside", G("heaviside")), ("hypot", G("hypot")), ("addn", _addn), ("maximum", G("maximum")),
       ("minimum", G("minimum")), ("mul", G("mul")), ("sub", G("sub")), ("xlogy", G("xlogy")),
       ("AddN_p", ops.AddN()), ("Add_p", ops.Add()), ("Div_p", ops.Div()), ("FloorDiv_p", ops.FloorDiv()),
       ("FloorMod_p", ops.FloorMod()), ("Equal_p", ops.Equal()), ("Greater_p", ops.Greater()),
       ("LessEqual_p", ops.LessEqual()), ("LogicalAnd_p", ops.LogicalAnd()), ("BitwiseAnd_p", ops.BitwiseAnd()),
       ("Atan2_p", ops.Atan2()), ("ApproximateEqual_p", ops.ApproximateEqual(0.5))]
DTS = ["int8", "int16", "uint16", "uint32", "uint64", "complex64", "complex128", "bfloat16"]
A = {"s": [[1, -2, 3], [0, 4, -1]], "u": [[1, 2, 3], [0, 4, 1]], "c": [[0.5 + 1j, -1.5, 2j], [0.25, 3 - 0.5j, -0.75j]],
     "f": [[0.5, -1.5, 2.0], [0.0, 3.25, -0.75]]}
B = {"s": [[2, 3, -2], [5, -1, 4]], "u": [[2, 3, 2], [5, 1, 4]], "c": [[1 - 1j, 2.0, 0.5j], [1.5, -1 + 1j, 2.0]],
     "f": [[1.5, 2.0, -0.5], [0.25, -1.0, 2.5]]}


def kind(dt):
    return "u" if dt.startswith("uint") else "s" if dt.startswith("int") else "c" if dt.startswith("complex") else "f"


for nm, fn in [u for u in UN if u[1] is not None and want(u[0])]:
    for dt in DTS:
        case(f"{nm}.{dt}", lambda: bf(Fn(fn)(T(A[kind(dt)], dt))))
    for dt in ("int8", "uint16", "complex64"):
        case(f"{nm}.0d.{dt}", lambda: bf(Fn(fn)(T(A[kind(dt)][0][0], dt))))
for nm, fn in [b for b in BIN if b[1] is not None and want(b[0])]:
    for dt in DTS:
        k = kind(dt)
        case(f"{nm}.{dt}", lambda: bf(Fn(fn)(T(A[k], dt), T(B[k], dt))))
    for d1, d2 in (("int8", "int16"), ("uint16", "int32"), ("uint32", "int64"), ("int8", "float16"),
                   ("complex64", "float32"), ("complex128", "complex64"), ("uint64", "uint8")):
        case(f"{nm}.mix.{d1}.{d2}", lambda: bf(Fn(fn)(T(A[kind(d1)], d1), T(B[kind(d2)], d2))))
    case(f"{nm}.pyint.int8", lambda: bf(Fn(fn)(T(A["s"], "int8"), 2)))
    case(f"{nm}.pyfloat.uint16", lambda: bf(Fn(fn)(T(A["u"], "uint16"), 1.5)))
