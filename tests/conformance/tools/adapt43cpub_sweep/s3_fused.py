"""Reductions and elementwise chains that Graph mode fuses into Numba kernels (run msgraph's side a second time with
MSGRAPH_NUMBA=1 MSGRAPH_SYNC_COMPILE=1 MSGRAPH_TIER_US=0 MSGRAPH_COMPILE_SERVER_NICE=0: run.sh's NUMBA=1), over
float16 / float32 / float64 / int32 / int64 / bool / uint8, broadcasting, 0-d and empty inputs, Python scalars."""
import numpy as np
from mindspore import Tensor, nn, ops
from _h import case

X = np.array([[1.5, 0.25, -2.0, 4.0], [3.0, 3.0, 0.5, -1.0], [2.0, 7.0, 0.0, 1.0]])
Y = np.array([0.5, -1.0, 2.0, 3.0])
DTS = ["float16", "float32", "float64", "int32", "int64", "bool", "uint8"]


def T(a, dt):
    a = np.array(a)
    if dt == "bool":
        return Tensor(a > 0.5)
    if dt == "uint8":
        return Tensor(np.abs(a).astype(np.uint8))
    return Tensor(a.astype(dt))


class C(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


def c_affine_sum(x, y):
    return (x * 2 + y).sum(-1)


def c_mul_add_mean(x, y):
    return ops.mean(x * y + 1, -1, True)


def c_sq_sum_all(x, y):
    return ops.sum((x - y) * (x - y))


def c_max_sub(x, y):
    return x - ops.amax(x, -1, True) + y


def c_relu_chain(x, y):
    return ops.relu(x * y - 1) + ops.abs(y)


def c_sigmoid_chain(x, y):
    return ops.sigmoid(x) * y + ops.tanh(x)


def c_exp_norm(x, y):
    e = ops.exp(x - ops.amax(x, -1, True))
    return e / e.sum(-1, keepdims=True)


def c_where(x, y):
    return ops.where(x > y, x * 3, y - x)


def c_cmp_cast(x, y):
    return ((x > 1) & (y < 2)).astype(x.dtype) * x


def c_div(x, y):
    return x / (y * y + 1)


def c_floordiv(x, y):
    return x // 2 + y % 3


def c_min_max_ew(x, y):
    return ops.maximum(x, y) - ops.minimum(x, 0.5)


def c_sqrt_log(x, y):
    return ops.sqrt(ops.abs(x) + 1) + ops.log(ops.abs(y) + 1)


def c_prod(x, y):
    return ops.prod(x + y, 0)


def c_all_any(x, y):
    return ops.logical_and((x > y).all(-1), (x < 0).any(-1))


def c_argmax(x, y):
    return ops.argmax(x + y, -1)


def c_sum_int_scalar(x, y):
    return (x * 3 + 1).sum(0)


def c_pow(x, y):
    return ops.pow(x, 2) + x ** 3


def c_neg_clip(x, y):
    return ops.clamp(-x + y, -1, 2)


def c_square_mean_sqrt(x, y):
    return ops.sqrt(ops.mean(ops.square(x), -1))


CHAINS = [("affine_sum", c_affine_sum), ("mul_add_mean", c_mul_add_mean), ("sq_sum_all", c_sq_sum_all),
          ("max_sub", c_max_sub), ("relu_chain", c_relu_chain), ("sigmoid_chain", c_sigmoid_chain),
          ("exp_norm", c_exp_norm), ("where", c_where), ("cmp_cast", c_cmp_cast), ("div", c_div),
          ("floordiv", c_floordiv), ("min_max_ew", c_min_max_ew), ("sqrt_log", c_sqrt_log), ("prod", c_prod),
          ("all_any", c_all_any), ("argmax", c_argmax), ("sum_int_scalar", c_sum_int_scalar), ("pow", c_pow),
          ("neg_clip", c_neg_clip), ("square_mean_sqrt", c_square_mean_sqrt)]
for nm, f in CHAINS:
    c = C(f)
    for dt in DTS:
        case(f"{nm}.{dt}", lambda: c(T(X, dt), T(Y, dt)))
    case(f"{nm}.mixed_f16_f32", lambda: c(T(X, "float16"), T(Y, "float32")))
    case(f"{nm}.mixed_i32_f16", lambda: c(T(X, "int32"), T(Y, "float16")))
    case(f"{nm}.big", lambda: c(Tensor(np.arange(600, dtype=np.float32).reshape(20, 30) * 0.01 - 2),
                                 Tensor(np.linspace(-1, 1, 30).astype(np.float32))))
    case(f"{nm}.big_f16", lambda: c(Tensor((np.arange(600).reshape(20, 30) * 0.01 - 2).astype(np.float16)),
                                     Tensor(np.linspace(-1, 1, 30).astype(np.float16))))
    case(f"{nm}.0d", lambda: c(Tensor(np.float32(1.5)), Tensor(np.float32(-0.5))))
    case(f"{nm}.empty", lambda: c(Tensor(np.zeros((0, 4), np.float32)), T(Y, "float32")))
