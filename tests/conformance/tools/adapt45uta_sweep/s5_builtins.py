"""s5: ut graph_syntax/python_builtin_functions variants -- abs / all / any / bool / int / float / len / max / min /
round / sum / zip / enumerate / isinstance over Tensors of several dtypes and shapes (0-d, (1,), (2,), empty),
mutable numbers and tuples holding them, in @jit functions."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable
from mindspore.ops import functional as F
from _h import case

T = Tensor


def b_abs(x):
    return abs(x)


def b_all(x):
    return all(x), any(x)


def b_bool(x):
    return bool(x)


def b_int(x):
    return int(x), float(x)


def b_len(x):
    return len(x)


def b_maxmin(x):
    return max(x), min(x)


def b_max2(x):
    return max(x, x * 2), min(x, x - 1)


def b_round(x):
    return round(x)


def b_sum(x):
    return sum(x), sum(x, 10)


def b_zip(x):
    return tuple(a * b for a, b in zip(x, x))


def b_enum(x):
    out = 0
    for i, v in enumerate(x):
        out = out + v * i
    return out


def b_isinst(x):
    return isinstance(x, Tensor), isinstance(x, (int, float)), isinstance(x, bool)


FNS = [b_abs, b_all, b_bool, b_int, b_len, b_maxmin, b_max2, b_round, b_sum, b_zip, b_enum, b_isinst]
ARGS = [
    ("f32_0d", T(np.array(-2.5, np.float32))),
    ("f16_1", T(np.array([-1.5], np.float16))),
    ("i32_2", T(np.array([3, -4], np.int32))),
    ("bool_2", T(np.array([True, False]))),
    ("f32_empty", T(np.zeros((0,), np.float32))),
    ("f64_22", T(np.array([[1.0, -2.0], [3.0, 0.0]], np.float64))),
    ("mut_int", mutable(-3)),
    ("mut_float", mutable(2.5)),
    ("mut_tuple", mutable((1, 5, 3))),
    ("tuple_tensors", (T(np.array([1.0], np.float32)), T(np.array([-2.0], np.float32)))),
]
for fn in FNS:
    for an, a in ARGS:
        case(f"{fn.__name__}_{an}", lambda fn=fn, a=a: jit(fn)(a))
