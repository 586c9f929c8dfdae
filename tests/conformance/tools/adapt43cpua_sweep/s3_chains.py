"""Element-wise chains as model code writes them (activation after an affine, a gate, a clamp, a comparison and a
select, casts inside the chain, Python numbers in it), in Graph-mode Cells (run also on msgraph's fused Numba
kernels: run.sh with NUMBA=1) over bool / uint8 / int32 / int64 / float16 / float32 / float64 inputs, 0-d, empty and
broadcast shapes, and their ms.grad."""
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



def _relu_affine(x, y):
    return ops.relu(x * y + 1)


def _sigmoid_gate(x, y):
    return ops.sigmoid(x) * y


def _silu(x, y):
    return x * ops.sigmoid(x) - y


def _tanh_mix(x, y):
    return ops.tanh(x) + ops.tanh(y) * 0.5


def _gelu_add(x, y):
    return ops.gelu(x + y)


def _clamp_sub(x, y):
    return ops.clamp(x - y, -2, 3)


def _abs_div(x, y):
    return ops.abs(x) / (ops.abs(y) + 1)


def _exp_log(x, y):
    return ops.log(ops.exp(x) + ops.exp(y))


def _sqrt_sq(x, y):
    return ops.sqrt(x * x + y * y)


def _select_gt(x, y):
    return ops.select(x > y, x, y * 2)


def _where_eq(x, y):
    return ops.where(x == y, x + 1, y - 1)


def _cast_f32(x, y):
    return ops.cast(x, ms.float32) * 0.5 + ops.cast(y, ms.float32)


def _cast_f16(x, y):
    return ops.cast(x * y, ms.float16) + 1


def _cast_i32(x, y):
    return ops.cast(x + y, ms.int32) * 3


def _cast_bool(x, y):
    return ops.logical_and(ops.cast(x, ms.bool_), ops.cast(y, ms.bool_))


def _neg_max(x, y):
    return ops.maximum(-x, y) - ops.minimum(x, -y)


def _pow_add(x, y):
    return ops.pow(x, 2) + y


def _square_mean_like(x, y):
    return ops.square(x - y) * 0.25


def _floor_div_mix(x, y):
    return ops.floor(x / 2) + ops.ceil(y / 3)


def _mod_chain(x, y):
    return (x + 7) % 3 - y


def _floordiv_chain(x, y):
    return x * 5 // 2 + y


def _cmp_chain(x, y):
    return ops.logical_or(x >= 1, y < 0)


def _leaky(x, y):
    return ops.leaky_relu(x + y, 0.2)


def _softplus_like(x, y):
    return ops.log1p(ops.exp(x)) - y


def _rsqrt_add(x, y):
    return ops.rsqrt(ops.abs(x) + 1) * y


def _erf_mul(x, y):
    return ops.erf(x) * (y + 0.5)


def _sign_abs(x, y):
    return ops.sign(x) * ops.abs(y)


def _hswish_add(x, y):
    return ops.hardswish(x) + y


def _reciprocal(x, y):
    return ops.reciprocal(x + 10) + y


def _isnan_sel(x, y):
    return ops.select(ops.isnan(x / y), y, x)


def _int_scalar(x, y):
    return x * 3 + y - 2


def _float_scalar(x, y):
    return x * 0.5 + y * 1.5


def _bool_scalar(x, y):
    return (x + True) * y


def _sub_rev(x, y):
    return 1 - x * y


def _div_rev(x, y):
    return 2 / (x * x + 1) + y


DTS = ["bool", "uint8", "int32", "int64", "float16", "float32", "float64"]
X = {"f": [[0.5, -1.5, 2.0, 7.0], [0.0, 3.25, -0.75, -6.0]], "i": [[1, -2, 3, 7], [0, 4, -1, -6]],
     "u": [[1, 2, 3, 7], [0, 4, 1, 250]], "b": [[True, False, True, True], [False, False, True, False]]}
Y = {"f": [[2.0, 0.5, -1.25, 3.0], [-2.0, 1.5, 0.25, 4.0]], "i": [[2, 3, -2, 5], [-3, 2, 1, 4]],
     "u": [[2, 3, 1, 5], [3, 2, 1, 4]], "b": [[True, True, False, False], [False, True, True, True]]}
CH = [
    ("relu_affine", _relu_affine),
    ("sigmoid_gate", _sigmoid_gate),
    ("silu", _silu),
    ("tanh_mix", _tanh_mix),
    ("gelu_add", _gelu_add),
    ("clamp_sub", _clamp_sub),
    ("abs_div", _abs_div),
    ("exp_log", _exp_log),
    ("sqrt_sq", _sqrt_sq),
    ("select_gt", _select_gt),
    ("where_eq", _where_eq),
    ("cast_f32", _cast_f32),
    ("cast_f16", _cast_f16),
    ("cast_i32", _cast_i32),
    ("cast_bool", _cast_bool),
    ("neg_max", _neg_max),
    ("pow_add", _pow_add),
    ("square_mean_like", _square_mean_like),
    ("floor_div_mix", _floor_div_mix),
    ("mod_chain", _mod_chain),
    ("floordiv_chain", _floordiv_chain),
    ("cmp_chain", _cmp_chain),
    ("leaky", _leaky),
    ("softplus_like", _softplus_like),
    ("rsqrt_add", _rsqrt_add),
    ("erf_mul", _erf_mul),
    ("sign_abs", _sign_abs),
    ("hswish_add", _hswish_add),
    ("reciprocal", _reciprocal),
    ("isnan_sel", _isnan_sel),
    ("int_scalar", _int_scalar),
    ("float_scalar", _float_scalar),
    ("bool_scalar", _bool_scalar),
    ("sub_rev", _sub_rev),
    ("div_rev", _div_rev),
]
for nm, fn in [c for c in CH if want(c[0])]:
    for dt in DTS:
        k = "f" if dt.startswith("float") else dt[0]
        case(f"{nm}.{dt}", lambda: Fn(fn)(T(X[k], dt), T(Y[k], dt)))
    for d1, d2 in [("int32", "float16"), ("uint8", "int64"), ("float16", "float32"), ("bool", "float32")]:
        k1 = "f" if d1.startswith("float") else d1[0]
        k2 = "f" if d2.startswith("float") else d2[0]
        case(f"{nm}.mix.{d1}.{d2}", lambda: Fn(fn)(T(X[k1], d1), T(Y[k2], d2)))
    case(f"{nm}.0d", lambda: Fn(fn)(T(1.5, "float32"), T(-0.5, "float32")))
    case(f"{nm}.0d.bcast.f16", lambda: Fn(fn)(T(1.5, "float16"), T(Y["f"], "float16")))
    case(f"{nm}.bcast", lambda: Fn(fn)(T([[1.5], [-2.0]], "float32"), T([[0.5, 2.0, -3.0]], "float32")))
    case(f"{nm}.empty", lambda: Fn(fn)(T(np.zeros((0, 4)), "float32"), T(np.ones((1, 4)), "float32")))
    case(f"{nm}.big", lambda: Fn(fn)(T(np.linspace(-3, 3, 24).reshape(4, 6), "float32"),
                                     T(np.linspace(2, -1, 24).reshape(4, 6), "float32")))
    for dt in ["float16", "float32", "float64"]:
        case(f"{nm}.grad.{dt}", lambda: ms.grad(Fn(fn), grad_position=(0, 1))(T(X["f"], dt), T(Y["f"], dt)))
    case(f"{nm}.grad.bcast", lambda: ms.grad(Fn(fn), grad_position=(0, 1))(
        T([[1.5], [-2.0]], "float32"), T([[0.5, 2.0, -3.0]], "float32")))
