"""Brief of h-comp12 (session 18), from tests/ut/python/dynamic_sequence/test_dynamic_scalar_math.py's variable float
scalars: arithmetic on Python floats in graph code (constants folded, ms.mutable numbers, a Tensor's float(), a
shape's length) computes as MindSpore 2.10's float32 scalars.  msgraph computed in double (0.1 * 3 was
0.30000000000000004, MindSpore 0.30000001192092896; ``1e-50 > 0.0`` True, MindSpore False)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable
from _conf import emit


def exact(label, value):
    emit(label, value, rtol=0, atol=0)


@jit
def consts():
    return 2 / 3, 0.1 * 3, 1.1 + 2.3, 2 * 1.1, float(1) / 3, -0.1, 7.5 // 2, 7.5 % 2, 2 ** 0.5


@jit
def const_compare():
    a = 0.1 + 0.2
    return a == 0.3, 0.3 == 0.30000000000000004, 0.1 < 0.10000000001, 1e-50 > 0.0


@jit
def mut_ops(a, b):
    return a + b, a * b, a / b, a - b, a ** b, a // b, a % b


@jit
def mut_scale(a):
    return a * 3.1, a / 7, -a, a + 0, a * 1


@jit
def mut_int_div(n):
    return n / 3, n * 0.1


@jit
def mut_compare(a):
    b = a * 0.1
    return b > 0.3, b == 0.30000000000000004, a == 0.30000000000000004


@jit
def from_tensor(x):
    v = float(x)
    return v * 0.1, v + 0.2


@jit
def from_shape(x):
    n = x.shape[0]
    return n / 3, n * 0.1, x * (n / 3)


@jit
def loop_sum(x):
    s = 0.0
    for _ in range(3):
        s = s + 0.1
    return s


@jit
def unchanged():
    return 0.1, [0.1, 0.2], +0.5


if ms.get_context("mode") == ms.GRAPH_MODE:
    exact("consts", consts())
    emit("const_compare", const_compare())
    exact("mut_ops", mut_ops(mutable(1.1), mutable(2.3)))
    exact("mut_scale", mut_scale(mutable(1.5)))
    exact("mut_int_div", mut_int_div(mutable(2)))
    emit("mut_compare", mut_compare(mutable(3.0)))
    exact("from_tensor", from_tensor(Tensor(np.array(1.5, np.float32))))
    exact("from_shape", from_shape(Tensor(np.ones((4,)), ms.float64)))
    exact("loop_sum", loop_sum(Tensor(1)))
    exact("unchanged", unchanged())
