"""graph_syntax operators on mixed operand kinds: Tensor x int/float/bool x tuple/list, is / in, chained
comparisons, // and % of negatives and floats, ** of ints/negatives, bit operators, unary ops, augmented assignment."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from gs import registry, run_all

X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))
I = Tensor(np.array([7, -7, 5], np.int32))
B = Tensor(np.array([True, False, True]))
U = Tensor(np.array([3, 250, 0], np.uint8))
S = Tensor(np.array(-7, np.int64))
C, reg = registry()


@reg(X)
def floordiv_mod_num(x):
    return 7 // 2, -7 // 2, 7 // -2, -7.5 // 2, 7 % -3, -7 % 3, -7.5 % 2, 7.5 % -2, 5 % 2.5, -0.0 % 3


@reg(X)
def floordiv_mod_tensor_int(x):
    return x // 2, x % 2, x // -2, x % -2, -7 // x, 7 % x


@reg(I)
def floordiv_mod_int_tensor(x):
    return x // 2, x % 2, x // -2, x % -2, -7 // x, 7 % x, x // 2.5, x % 2.5


@reg(S)
def floordiv_mod_0d(x):
    return x // 2, x % -2, 2 // x, x % x


@reg(X)
def pow_num(x):
    return 2 ** 10, (-2) ** 3, 2 ** 0.5, (-8) ** (1 / 3) if False else 0, 0 ** 0, 2.0 ** -2, (-2) ** -2, True ** 2


@reg(I)
def pow_tensor(x):
    return x ** 2, 2 ** x[2], x ** 0, x ** 2.0, x[0] ** -1


@reg(X)
def pow_float_tensor(x):
    return x ** 2, x ** -1, 2 ** x, (-x) ** 0.5, x ** True


@reg(I)
def bit_tensor(x):
    return x & 3, x | 8, x ^ 5, 3 & x, x >> 1, x << 2


@reg(U)
def bit_uint8(x):
    return x & 7, x | 1, x ^ 255, ~x, -x


@reg(B)
def bit_bool(x):
    return x & True, x | False, x ^ True, ~x, x & x


@reg(X)
def bit_nums(x):
    return 6 & 3, 6 | 3, 6 ^ 3, ~5, -5 >> 1, 1 << 10, True & False, True | 2, ~True, True ^ True


@reg(X)
def unary_nums(x):
    return -True, +True, not 0, not 2.5, -(-0.0), +False, not (), not [1]


@reg(B)
def unary_bool_tensor(x):
    return -x.astype(ms.int32), ~x


@reg(I)
def unary_int_tensor(x):
    return -x, +x, ~x, abs(x)


@reg(X)
def mixed_tensor_bool(x):
    return x + True, x * False, True - x, x / True, x > True


@reg(I)
def mixed_int_tensor_float(x):
    return x + 1.5, x * 0.5, x - True, x / 2, 2 / x, x + x[0]


@reg(X)
def tensor_tuple_ops(x):
    return x + (1, 2, 3), (1.0, 2.0, 3.0) * x, x - [1, 1, 1]


@reg(X)
def tuple_list_ops(x):
    return (1, 2) + (3,), [1] * 3, 2 * (x,), (1, 2) * 0, [1, 2] + [x], (1, 2) * -1


@reg(X)
def is_ops(x):
    a = None
    return a is None, x is None, x is not None, 1 is 1, (x is x), True is not False, ms.float32 is ms.float32


@reg(X)
def in_ops(x):
    return 1 in (1, 2), 3 not in [1, 2], "a" in "abc", "z" not in "abc", "k" in {"k": 1}, 2 in {"k": 2}, () in ((),)


@reg(X)
def chained(x):
    return 1 < 2 < 3, 1 < 3 < 2, 1 == 1 != 2, 3 > 2 >= 2 > 1, 0 <= 0.0 < True


@reg(X)
def chained_tensor(x):
    return 0 < x[0] < 2, x[1] < 0 < x[0], -3 < x[1] <= x[0] < x[2]


@reg(X)
def cmp_mixed(x):
    return (1, 2) < (1, 3), [1, 2] == [1, 2], (1, 2) == [1, 2], "a" < "b", 1 == 1.0, True == 1, None == 0


@reg(X)
def aug_tuple(x):
    a = (1, 2)
    a += (3,)
    b = [1]
    b *= 3
    s = "ab"
    s += "c"
    s *= 2
    n = 5
    n //= 2
    m = -7
    m %= 3
    p = 2
    p **= 3
    q = 6
    q &= 3
    r = 1
    r <<= 4
    return a, b, s, n, m, p, q, r


@reg(X)
def aug_tuple_tensor(x):
    a = (x,)
    a += (x * 2,)
    b = [x[0]]
    b += [x[1]]
    return a, b


@reg(Tensor(np.array([7, -7, 5], np.int32)))
def aug_tensor_ops(x):
    y = x + 0
    y //= 2
    z = x + 0
    z %= -3
    w = x + 0
    w **= 2
    v = x + 0
    v &= 3
    u = x + 0
    u >>= 1
    return y, z, w, v, u


@reg(Tensor(np.array([1.5, -2.5, 3.0], np.float32)))
def aug_float_tensor(x):
    y = x + 0
    y //= 2
    z = x + 0
    z %= -2
    w = x + 0
    w **= 2
    return y, z, w


@reg(X)
def int_true_div(x):
    return 7 / 2, -7 / 2, 1 / 3, 6 / 3, True / 2, 0 / -1


@reg(X)
def float_special(x):
    return float("inf") > 1e308, float("-inf") < 0, 1e308 * 10, -1e308 * 10, 5 // 0.5, 5.5 // 0.5


if __name__ == "__main__":
    run_all(C)
