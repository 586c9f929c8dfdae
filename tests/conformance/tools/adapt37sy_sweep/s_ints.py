"""Python int arithmetic in graph code near int64's limits: overflow of +, -, *, **, //, %, <<, unary -, abs, sum,
big literals, big arguments; int / float mixing."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from gs import registry, run_all

X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))
M = 9223372036854775807
C, reg = registry()


def r(name, f):
    reg(X)(f)
    f.__name__ = name


@reg(X)
def mul_ovf(x):
    return 2 ** 62 * 2


@reg(X)
def add_ovf(x):
    return 9223372036854775807 + 1


@reg(X)
def sub_ovf(x):
    return -9223372036854775807 - 2


@reg(X)
def pow_ovf(x):
    return 2 ** 63


@reg(X)
def pow_ok(x):
    return 2 ** 62, 3 ** 39, (-2) ** 63


@reg(X)
def neg_min(x):
    a = -9223372036854775807 - 1
    return a, -a


@reg(X)
def abs_min(x):
    a = -9223372036854775807 - 1
    return abs(a)


@reg(X)
def floordiv_min(x):
    a = -9223372036854775807 - 1
    return a // -1


@reg(X)
def mod_ops(x):
    return -7 % 3, 7 % -3, -7 // 2, 7 // -2, -7.5 // 2, 7.5 % -2, 0 % 5


@reg(X)
def lshift(x):
    return 1 << 62, 1 << 63, 1 << 64, 5 >> 1, -5 >> 1


@reg(X)
def big_literal(x):
    return 12345678901234567890


@reg(X)
def max_literal(x):
    return 9223372036854775807, -9223372036854775807


@reg(X)
def sum_ovf(x):
    return sum([9223372036854775807, 1])


@reg(X)
def mul_var_ovf(x):
    a = 3037000500
    return a * a


@reg(X)
def int_float_mix(x):
    return 2 ** 53 + 1.0, 9007199254740993 * 1.0, float(9007199254740993), int(1e18), 10 ** 18 / 3, 7 / 2


@reg(X)
def int_div(x):
    return 1 / 3, 2 / 2, -1 / 3, 10 / 4


@reg(X)
def tensor_big(x):
    return Tensor(9223372036854775807), Tensor(2 ** 40)


@reg(X, 9223372036854775807)
def arg_max(x, v):
    return v, v - 1


@reg(X, 2 ** 64)
def arg_big(x, v):
    return v


@reg(X)
def divmod_ints(x):
    return divmod(-7, 2), divmod(7, -2), divmod(7.5, 2), divmod(-7.5, 2)


@reg(X)
def round_ints(x):
    return round(1234, -2), round(1250, -2), round(-1250, -2), round(2.5), round(-2.5), round(0.125, 2), round(1.5, 0)


@reg(X)
def int_of_str(x):
    return int("12"), int("-7"), float("1e3"), int(" 8 "), int("0x10", 16), int("101", 2)


@reg(X)
def bool_arith(x):
    return True + True, True * 3, -True, ~True, True / 2, True // 2, True ** 2


@reg(X)
def bit_ops(x):
    return 6 & 3, 6 | 3, 6 ^ 3, ~5, -6 & 3, True & False, True | 2


@reg(X)
def shifts_edge(x):
    return (-1) << 63, (-1) << 62, (-3) << 61, (-5) << 60, 3 << 61


@reg(X)
def shift_min_ovf(x):
    return (-2) << 62


@reg(X)
def shift_ovf(x):
    return 1 << 63


@reg(X)
def mod_min_ovf(x):
    a = -9223372036854775807 - 1
    return a % -1


@reg(X)
def int_of_big_float(x):
    return int(9.3e18)


@reg(X)
def pow_big(x):
    return 5 ** 30, 7 ** 23, 10 ** 19, (-3) ** 41, 0 ** 0, 10 ** 400


run_all(C)
