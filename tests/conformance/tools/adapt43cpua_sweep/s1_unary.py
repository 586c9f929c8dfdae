"""st ops/cpu + ops/test_ops_[a-l] unary functional ops as model code calls them, inside a Cell (compiled under
MODE=graph) and differentiated by ms.grad: bool / uint8 / int32 / int64 / float16 / float32 / float64 inputs, 0-d,
empty and (2, 3) shapes, a Python-number input, negative / keyword axes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import case, want


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


def T(a, dt):
    return Tensor(np.array(a).astype(dt))



def _cumsum_m1(x):
    return ops.cumsum(x, -1)


def _cumprod_0(x):
    return ops.cumprod(x, 0)


def _cummax_m1(x):
    return ops.cummax(x, -1)


def _cummin_0(x):
    return ops.cummin(x, axis=0)


def _argmax_m1(x):
    return ops.argmax(x, -1)


def _argmin_kd(x):
    return ops.argmin(x, axis=0, keepdims=True)


def _flip_m1(x):
    return ops.flip(x, (-1,))


def _expand_dims_m1(x):
    return ops.expand_dims(x, -1)


def _l2normalize_m1(x):
    return ops.L2Normalize(axis=-1)(x)


def _lp_norm(x):
    return ops.LpNorm(axis=[0, 1])(x)


def _broadcast_to(x):
    return ops.broadcast_to(x, (2, -1, -1))


def _logsoftmax(x):
    return ops.log_softmax(x, -1)


def _gelu_tanh(x):
    return ops.gelu(x, approximate='tanh')


def _celu_a(x):
    return ops.celu(x, alpha=0.5)


def _float_power2(x):
    return ops.float_power(x, 2)


def _lerp_s(x):
    return ops.lerp(x, x * 2, 0.5)


def _clamp(x):
    return ops.clamp(x, -1, 2)


def _clip_by_value(x):
    return ops.clip_by_value(x, -1, 2)


def _isclose_self(x):
    return ops.isclose(x, x)


def _bias_add(x):
    return ops.bias_add(x, ops.ones((x.shape[1],), x.dtype))


DTS = ["bool", "uint8", "int32", "int64", "float16", "float32", "float64"]
A = [[0.5, -1.5, 2.0], [0.0, 3.25, -0.75]]
AI = [[1, -2, 3], [0, 4, -1]]
AU = [[1, 2, 3], [0, 4, 1]]
AB = [[True, False, True], [False, False, True]]
PROB = [[0.25, -0.5, 0.75], [0.0, 0.5, -0.9]]
UN = [("abs", getattr(ops, "abs", None)), ("acos", getattr(ops, "acos", None)), ("acosh", getattr(ops, "acosh", None)), ("asin", getattr(ops, "asin", None)), ("asinh", getattr(ops, "asinh", None)),
      ("atan", getattr(ops, "atan", None)), ("atanh", getattr(ops, "atanh", None)), ("ceil", getattr(ops, "ceil", None)), ("cos", getattr(ops, "cos", None)), ("cosh", getattr(ops, "cosh", None)),
      ("erf", getattr(ops, "erf", None)), ("erfc", getattr(ops, "erfc", None)), ("erfinv", getattr(ops, "erfinv", None)), ("exp", getattr(ops, "exp", None)), ("exp2", getattr(ops, "exp2", None)),
      ("expm1", getattr(ops, "expm1", None)), ("floor", getattr(ops, "floor", None)), ("frac", getattr(ops, "frac", None)), ("fix", getattr(ops, "fix", None)), ("isfinite", getattr(ops, "isfinite", None)),
      ("isnan", getattr(ops, "isnan", None)), ("isinf", getattr(ops, "isinf", None)), ("isneginf", getattr(ops, "isneginf", None)), ("isposinf", getattr(ops, "isposinf", None)),
      ("log", getattr(ops, "log", None)), ("log10", getattr(ops, "log10", None)), ("log1p", getattr(ops, "log1p", None)), ("log2", getattr(ops, "log2", None)),
      ("logical_not", getattr(ops, "logical_not", None)), ("logsigmoid", getattr(ops, "logsigmoid", None)), ("hardsigmoid", getattr(ops, "hardsigmoid", None)),
      ("hardswish", getattr(ops, "hardswish", None)), ("hardshrink", getattr(ops, "hardshrink", None)), ("gelu", getattr(ops, "gelu", None)), ("elu", getattr(ops, "elu", None)),
      ("celu", getattr(ops, "celu", None)), ("deg2rad", getattr(ops, "deg2rad", None)), ("lgamma", getattr(ops, "lgamma", None)), ("digamma", getattr(ops, "digamma", None)),
      ("inv", getattr(ops, "inv", None)), ("isreal", getattr(ops, "isreal", None)), ("is_complex", getattr(ops, "is_complex", None)), ("l2loss_p", ops.L2Loss()),
      ("flatten", getattr(ops, "flatten", None)), ("cumsum.m1", _cumsum_m1), ("cumprod.0", _cumprod_0),
      ("cummax.m1", _cummax_m1), ("cummin.0", _cummin_0),
      ("argmax.m1", _argmax_m1), ("argmin.kd", _argmin_kd),
      ("flip.m1", _flip_m1), ("expand_dims.m1", _expand_dims_m1),
      ("l2normalize.m1", _l2normalize_m1), ("lp_norm", _lp_norm),
      ("broadcast_to", _broadcast_to), ("logsoftmax", _logsoftmax),
      ("hshrink_p", ops.HShrink(lambd=0.6)), ("hsigmoid_p", ops.HSigmoid()), ("hswish_p", ops.HSwish()),
      ("elu_p", ops.Elu(alpha=1.0)), ("gelu_tanh", _gelu_tanh),
      ("celu_a", _celu_a), ("float_power2", _float_power2),
      ("lerp.s", _lerp_s), ("clamp", _clamp),
      ("clip_by_value", _clip_by_value), ("isclose.self", _isclose_self),
      ("bias_add", _bias_add)]
UN = [u for u in UN if u[1] is not None and want(u[0])]
for nm, fn in UN:
    for dt in DTS:
        a = {"bool": AB, "uint8": AU}.get(dt, A if dt.startswith("float") else AI)
        if nm in ("acos", "asin", "atanh", "erfinv") and dt.startswith("float"):
            a = PROB
        case(f"{nm}.{dt}", lambda: Fn(fn)(T(a, dt)))
    case(f"{nm}.0d.f32", lambda: Fn(fn)(T(1.5 if nm != "acos" else 0.5, "float32")))
    case(f"{nm}.0d.i64", lambda: Fn(fn)(T(2, "int64")))
    case(f"{nm}.empty.f32", lambda: Fn(fn)(T(np.zeros((0, 3)), "float32")))
    case(f"{nm}.empty.i32", lambda: Fn(fn)(T(np.zeros((2, 0)), "int32")))
    case(f"{nm}.pyfloat", lambda: Fn(fn)(1.5))
    for dt in ["float16", "float32", "float64"]:
        a = PROB if nm in ("acos", "asin", "atanh", "erfinv") else A
        case(f"{nm}.grad.{dt}", lambda: ms.grad(Fn(fn))(T(a, dt)))
    case(f"{nm}.grad.0d", lambda: ms.grad(Fn(fn))(T(0.5, "float32")))
    case(f"{nm}.grad.empty", lambda: ms.grad(Fn(fn))(T(np.zeros((0, 3)), "float32")))
