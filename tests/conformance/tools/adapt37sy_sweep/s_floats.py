"""Python float values returned from graph code: constants (MindSpore keeps the double of a float constant when it is
within 1e-6 of its float32 and not below DBL_EPSILON, else the float32), computed floats (float32), floats in
containers, through variables / branches, str() of them, float arguments, math module."""
import math
import numpy as np
import mindspore as ms
from mindspore import Tensor
from gs import registry, run_all

X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))
C, reg = registry()


@reg(X)
def const_plain(x):
    return 123456.789, 0.1, 32.1, 32.3, 1e-16, 3e-16, 1e20, 7.0000001


@reg(X)
def const_neg(x):
    return -0.1, -123456.789, -32.3, -(1.1)


@reg(X)
def const_in_list(x):
    return [123456.789, 0.1], {"a": 32.1, "b": 1.1}


@reg(X)
def const_via_var(x):
    a = 123456.789
    b = a
    return b, a


@reg(X)
def const_branch(x):
    if x[0] > 0:
        v = 123456.789
    else:
        v = 0.1
    return v


@reg(X)
def const_branch_const(x):
    if True:
        v = 123456.789
    else:
        v = 0.1
    return v


@reg(X)
def computed(x):
    return 0.1 + 0.2, 0.1 * 3, 1.1 + 0, 1 / 3, 2 ** 0.5, 10 / 4, 7 // 2.0, 100.5 - 0.25


@reg(X)
def computed_int_float(x):
    return float(3), float("0.1"), float("123456.789"), float(7), int(2.9), round(2.5), round(3.14159, 2)


@reg(X)
def str_of_const(x):
    return str(123456.789), str(0.1), str(32.1), "%s" % 32.1, f"{32.1}", f"{123456.789:.3f}", str(0.1 + 0.2)


@reg(X)
def math_funcs(x):
    return math.floor(2.7), math.ceil(2.1), math.sqrt(2.0), math.pi, math.e, math.inf, math.isclose(0.1 + 0.2, 0.3)


@reg(X)
def math_funcs2(x):
    return math.fabs(-3), math.exp(1.0), math.log(10.0), math.pow(2, 10), math.trunc(-2.7), math.isinf(1e39), math.isnan(0.0)


@reg(X)
def max_min_floats(x):
    return max(0.1, 0.2), min(123456.789, 1e6), abs(-0.1), abs(123456.789), sum([0.5, 0.25]), sum((1, 2), 0.1)


@reg(X)
def int_ops(x):
    return 2 ** 62 * 2, 2 ** 63 - 1 + 1, -2 ** 63, 9223372036854775807 * 2, 10 ** 18 * 10, 7 // -2, -7 % 3, 2 ** -1


@reg(X)
def int_big_const(x):
    return 2 ** 64, 12345678901234567890, 10 ** 20


@reg(X)
def float_with_tensor(x):
    return x * 123456.789, x + 0.1, x[0] + 0.1, x[0] * 32.1


@reg(X, 123456.789)
def float_arg(x, v):
    return v, v + 0


@reg(X, 0.1)
def float_arg2(x, v):
    return v, v * 3


@reg(X)
def numpy_consts(x):
    a = np.array([1, 2, 3])
    b = np.array([1.5, 2.5])
    return np.prod(a), np.sum(b), np.sum(a).dtype if False else 0, a.dtype == np.int64, np.mean(b)


@reg(X)
def numpy_consts2(x):
    return Tensor(np.array([0.1, 123456.789])), Tensor(np.prod(np.array([2, 3]))), Tensor(np.sum(np.array([1.5, 2.0])))


run_all(C)
