"""graph_syntax python_builtin_functions / operators variants: abs, all/any, max/min, round, sum, len, type,
isinstance, getattr/hasattr, int/float/bool of Tensors, and/or/not, bitwise operators, @, chained comparisons."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from gs import registry, run_all

X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))
I = Tensor(np.array([6, -3, 5], np.int32))
S = Tensor(np.array(2.5, np.float32))
C, reg = registry()   # @reg(*args): the case (name, function, args) appended to C


@reg(X)
def abs_all(x):
    return abs(x), abs(-2), abs(-2.5), abs(True), abs(-0.0)


@reg(I)
def abs_int(x):
    return abs(x), abs(x * -1)


@reg(X)
def all_any_tensor(x):
    return all(x), any(x), all(x > 0), any(x > 5), all(()), any([]), all((1, 0)), any((0, 2))


@reg(X)
def all_any_tuple_tensor(x):
    return all((x[0] > 0, x[2] > 0)), any([x[1] > 0, x[0] < 0])


@reg(X)
def max_min_tensor(x):
    return max(x), min(x), max(x[0], x[1]), min(x[0], 2.0), max(1, 2.5, -1), min((3, 1, 2)), max([True, 2])


@reg(I)
def max_min_int_tensor(x):
    return max(x), min(x), max(x[0], 10), min(x[1], x[2])


@reg(X)
def max_tensors_2(x):
    return max(x, x * 2)


@reg(X)
def max_empty(x):
    return max(())


@reg(X)
def max_str(x):
    return max("abc"), min("b", "a"), max(("ab", "b"))


@reg(X)
def round_all(x):
    return round(2.5), round(3.5), round(-2.5), round(2.675, 2), round(7, -1), round(1.25, 1)


@reg(X)
def round_tensor(x):
    return round(x), round(S)


@reg(X)
def round_tensor_digits(x):
    return round(x, 1)


@reg(X)
def sum_all(x):
    return sum(x), sum((1, 2, 3)), sum([1.5, 2], 10), sum((x, x)), sum([x, 1], x)


@reg(I)
def sum_int_tensor(x):
    return sum(x), sum(x, 1.5)


@reg(X)
def len_all(x):
    return len(x), len("abc"), len((1, 2)), len({"a": 1}), len([x, x]), len(Tensor(np.zeros((4, 2))))


@reg(S)
def len_0d(x):
    return len(x)


@reg(X)
def isinstance_all(x):
    return (isinstance(x, Tensor), isinstance(1, int), isinstance(True, int), isinstance(1.0, (int, float)),
            isinstance((1,), tuple), isinstance([1], (tuple, list)), isinstance("s", str), isinstance(x, (int, float)),
            isinstance(None, type(None)))


@reg(X)
def type_all(x):
    return type(1) == int, type(x) == Tensor, type((1,)) == tuple


@reg(X)
def getattr_hasattr(x):
    return getattr(x, "shape"), getattr(x, "ndim"), hasattr(x, "abs"), hasattr(x, "nope"), getattr(x, "nope", 5)


@reg(X)
def getattr_missing(x):
    return getattr(x, "nope")


@reg(S)
def convert_0d(x):
    return int(x), float(x), bool(x), int(x * -1)


@reg(X)
def convert_1d(x):
    return int(x)


@reg(X)
def convert_numbers(x):
    return int(2.7), int(-2.7), int("12"), float("1.5"), bool(0), bool(""), str(12), int(True), float(3)


@reg(X)
def list_tuple_of_tensor(x):
    return list(x), tuple(x)


@reg(X)
def and_or_not_tensor(x):
    a = x[0] > 0 and x[1] > 0
    b = x[0] > 0 or x[1] > 0
    c = not (x[0] > 0)
    return a, b, c


@reg(X)
def and_or_values(x):
    return 1 and x, 0 or x, None or 3, x[0] and 0


@reg(X)
def and_or_mixed(x):
    return (x[0] > 0) and 5, 0 and x[0], (x[1] > 0) or 2.5


@reg(I)
def bitwise_tensor(x):
    return x & 3, x | 8, x ^ 5, ~x, x << 1, x >> 1, 3 & x, x & x


@reg(X)
def bitwise_numbers(x):
    return 6 & 3, 6 | 3, 6 ^ 3, ~6, 1 << 4, -16 >> 2, True ^ True, ~True


@reg(X)
def bitwise_float(x):
    return x & 1


@reg(X)
def matmul_op(x):
    m = Tensor(np.arange(6).reshape(3, 2).astype(np.float32))
    return x @ m, x @ x


@reg(I)
def matmul_int(x):
    return x @ x


@reg(X)
def chained_compare(x):
    return 0 < x[0] < 2, 0 < x[1] < 2, 1 < 2 < 3, 1 < 3 < 2, x[0] < x[2] > 0


@reg(X)
def chained_compare_tensor(x):
    return 0 < x < 2


@reg(X)
def is_none(x):
    y = None
    return y is None, x is not None, x is None, 1 is 1


@reg(X)
def in_tensor_tuple(x):
    return 2 in (1, 2), "a" in "abc", 5 in [1, 2], x[0] in (1.5, 2)


@reg(X)
def partial_call(x):
    from functools import partial
    f = partial(max_min_add, 10)
    return f(x), f(x, c=3)


def max_min_add(a, b, c=1):
    return a + b * c


@reg(X)
def divmod_pow(x):
    return divmod(7, 2), divmod(-7, 2), 2 ** -1, (-8) ** (1 / 3) if False else 0, pow(2, 10), 7 // -2, -7 % 3, 7.5 % 2


@reg(X)
def str_methods(x):
    s = "Hello, World"
    return s.lower(), s.upper(), s.split(", "), s.replace("l", "L"), s.find("W"), s.startswith("He"), s[1:4], s * 2, \
        "-".join(("a", "b")), s.strip("Hd"), str(3.5) + "x", s.count("l"), "%d-%s" % (3, "a"), "{}+{}".format(1, 2)


run_all(C)
