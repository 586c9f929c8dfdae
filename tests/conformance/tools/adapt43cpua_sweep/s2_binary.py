"""st ops/cpu + ops/test_ops_[a-l] binary functional ops as model code calls them, inside a Cell (compiled under
MODE=graph) and differentiated by ms.grad (both inputs): bool / uint8 / int32 / int64 / float16 / float32 / float64
pairs, mixed pairs, Python numbers on either side, 0-d Tensors beside float16, broadcast and empty shapes."""
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




def _div_floor(x, y):
    return ops.div(x, y, rounding_mode='floor')


def _div_trunc(x, y):
    return ops.div(x, y, rounding_mode='trunc')


def _isclose_kw(x, y):
    return ops.isclose(x, y, rtol=0.5, atol=1.0, equal_nan=True)


def _lerp(x, y):
    return ops.lerp(x, y, 0.25)


def _addcdiv(x, y):
    return ops.addcdiv(x, x, y, value=2)


def _addcmul(x, y):
    return ops.addcmul(x, x, y, value=0.5)


def _l1_loss_sum(x, y):
    return ops.l1_loss(x, y, reduction='sum')


def _approximate_equal(x, y):
    return ops.approximate_equal(x, y, 0.5)


def _addn(x, y):
    return ops.addn([x, y])


def _bce_logits(x, y):
    return ops.binary_cross_entropy_with_logits(x, y, ops.ones_like(x), ops.ones_like(x))

G = lambda n: getattr(ops, n, None)  # noqa: E731
DTS = ["bool", "uint8", "int32", "int64", "float16", "float32", "float64"]
A = {"f": [[0.5, -1.5, 2.0], [4.0, 3.25, -0.75]], "i": [[1, -2, 3], [6, 4, -1]], "u": [[1, 2, 3], [6, 4, 1]],
     "b": [[True, False, True], [False, False, True]]}
B = {"f": [[2.0, 0.5, -1.25], [3.0, -2.0, 1.5]], "i": [[2, 3, -2], [4, -3, 2]], "u": [[2, 3, 1], [4, 3, 2]],
     "b": [[True, True, False], [False, True, True]]}
BIN = [("add", G("add")), ("div", G("div")),
       ("div.floor", _div_floor),
       ("div.trunc", _div_trunc),
       ("atan2", G("atan2")), ("bitwise_and", G("bitwise_and")),
       ("bitwise_or", G("bitwise_or")), ("bitwise_xor", G("bitwise_xor")),
       ("bitwise_left_shift", G("bitwise_left_shift")), ("bitwise_right_shift", G("bitwise_right_shift")),
       ("equal", G("equal")), ("floor_divide", G("floor_divide")), ("floor_mod", G("floor_mod")),
       ("float_power", G("float_power")), ("fmod", G("fmod")), ("fmax", G("fmax")), ("fmin", G("fmin")),
       ("gcd", G("gcd")), ("lcm", G("lcm")), ("greater", G("greater")), ("greater_equal", G("greater_equal")),
       ("less", G("less")),
       ("less_equal", G("less_equal")), ("hypot", G("hypot")), ("isclose", G("isclose")),
       ("isclose.kw", _isclose_kw), ("ldexp", G("ldexp")),
       ("lerp", _lerp), ("logaddexp", G("logaddexp")), ("logaddexp2", G("logaddexp2")),
       ("logical_and", G("logical_and")), ("logical_or", G("logical_or")), ("logical_xor", G("logical_xor")),
       ("copysign", G("copysign")), ("heaviside", G("heaviside")),
       ("addcdiv", _addcdiv),
       ("addcmul", _addcmul), ("l1_loss", G("l1_loss")),
       ("l1_loss.sum", _l1_loss_sum), ("mse_loss", G("mse_loss")),
       ("approximate_equal", _approximate_equal), ("xlogy", G("xlogy")),
       ("addn", _addn), ("bce_logits", _bce_logits)]
BIN = [b for b in BIN if b[1] is not None and want(b[0])]
for nm, fn in BIN:
    for dt in DTS:
        k = "f" if dt.startswith("float") else dt[0]
        case(f"{nm}.{dt}", lambda: Fn(fn)(T(A[k], dt), T(B[k], dt)))
    for d1, d2 in [("int32", "float16"), ("bool", "int64"), ("uint8", "int32"), ("float16", "float64"),
                   ("int64", "float32")]:
        k1 = "f" if d1.startswith("float") else d1[0]
        k2 = "f" if d2.startswith("float") else d2[0]
        case(f"{nm}.mix.{d1}.{d2}", lambda: Fn(fn)(T(A[k1], d1), T(B[k2], d2)))
    case(f"{nm}.pyint.i32", lambda: Fn(fn)(T(A["i"], "int32"), 2))
    case(f"{nm}.pyfloat.i32", lambda: Fn(fn)(T(A["i"], "int32"), 1.5))
    case(f"{nm}.pyfloat.f16", lambda: Fn(fn)(T(A["f"], "float16"), 1.5))
    case(f"{nm}.pybool.f32", lambda: Fn(fn)(T(A["f"], "float32"), True))
    case(f"{nm}.rpyint.f16", lambda: Fn(fn)(3, T(B["f"], "float16")))
    case(f"{nm}.rpyfloat.u8", lambda: Fn(fn)(2.5, T(B["u"], "uint8")))
    case(f"{nm}.0d.f32.f16", lambda: Fn(fn)(T(A["f"], "float16"), T(1.5, "float32")))
    case(f"{nm}.0d.i64.u8", lambda: Fn(fn)(T(3, "int64"), T(B["u"], "uint8")))
    case(f"{nm}.bcast", lambda: Fn(fn)(T([[1.5], [-2.0]], "float32"), T([[0.5, 2.0, -3.0]], "float32")))
    case(f"{nm}.empty", lambda: Fn(fn)(T(np.zeros((0, 3)), "float32"), T([[0.5, 2.0, -3.0]], "float32")))
    case(f"{nm}.badshape", lambda: Fn(fn)(T(np.ones((2, 3)), "float32"), T(np.ones((2, 4)), "float32")))
    for dt in ["float16", "float32", "float64"]:
        case(f"{nm}.grad.{dt}", lambda: ms.grad(Fn(fn), grad_position=(0, 1))(T(A["f"], dt), T(B["f"], dt)))
    case(f"{nm}.grad.bcast", lambda: ms.grad(Fn(fn), grad_position=(0, 1))(
        T([[1.5], [-2.0]], "float32"), T([[0.5, 2.0, -3.0]], "float32")))
    case(f"{nm}.grad.0d", lambda: ms.grad(Fn(fn), grad_position=(0, 1))(T(A["f"], "float32"), T(0.75, "float32")))
