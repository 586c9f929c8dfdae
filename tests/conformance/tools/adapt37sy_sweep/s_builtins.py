"""Builtins on Python values in graph code: round with ndigits, divmod, min/max key/default, sum start, sorted
key/reverse, any/all of Tensors, zip/map/filter/enumerate start, reversed, isinstance tuples, int/float/bool/str
conversions, len, chr/ord, hex/oct/bin, format."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from gs import registry, run_all

X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))
I = Tensor(np.array([3, 0, -2], np.int32))
S = Tensor(np.array(2.5, np.float32))
C, reg = registry()


@reg(X)
def round_nd(x):
    return round(2.675, 2), round(1.005, 2), round(-0.5), round(1.5), round(123.456, -1), round(7, 1), round(0.5 + 1e-9)


@reg(X)
def round_nd2(x):
    return round(3.14159, 3), round(2.5, 0), round(-2.5, 0), round(1e10 + 0.5), round(12345.6789, 1), round(-7.25, 1)


@reg(X)
def divmod_f(x):
    return divmod(7.5, 2), divmod(-7.5, 2), divmod(7, -2), divmod(0.1, 0.03), divmod(True, 2)


@reg(X)
def minmax(x):
    return (max([3, 1, 2], key=lambda v: -v), min((1, -4, 2), key=abs), max([], default=None), min(3, 1.5),
            max(2, 2.0), max(2.0, 2), min(True, 0), max("ab", "b"), max([1, 5], [2]))


@reg(X)
def sum_start(x):
    return sum([1, 2], 10), sum((0.5, 1), 0.25), sum([], 3), sum([[1], [2]], []), sum(((1,), (2,)), ())


@reg(X)
def sorted_kw(x):
    return (sorted([3, 1, 2], reverse=True), sorted((2.5, -1, 0), key=abs), sorted("bca"), sorted([1, 2, 3], key=lambda v: v % 2),
            sorted({"b": 1, "a": 2}), sorted([True, False, 2]))


@reg(X)
def any_all(x):
    return any([x[0] > 0, x[1] > 0]), all((x[0] > 0, x[1] > 0)), any([]), all([]), any((0, 0.0, "")), all([1, "a"])


@reg(I)
def any_all_int(x):
    return any(x), all(x), any([x[1]]), all([x[0], x[2]])


@reg(X)
def iter_forms(x):
    return (list(enumerate([5, 6], start=-1)), tuple(zip("ab", (1, 2, 3))), list(map(lambda a, b: a * b, [1, 2], [3, 4])),
            tuple(reversed((1, 2, 3))), list(reversed(range(3))))


@reg(X)
def filter_none(x):
    return list(filter(None, [0, 1, "", 2]))


@reg(X)
def filter_none_tuple(x):
    return tuple(filter(None, (0, 1, 2)))


@reg(X)
def isinstance_forms(x):
    return (isinstance(1, (float, (int,))), isinstance(True, (int,)), isinstance(x, (list, ms.Tensor)),
            isinstance([1], list), isinstance((1,), tuple), isinstance(2.0, int), isinstance(None, (type(None), int)))


@reg(X)
def conversions(x):
    return int("42"), float("-1.5"), bool(""), bool("0"), str(12), str(True), str(None), int(-2.7), int(True), float(3)


@reg(X)
def tensor_conversions(x):
    return int(x[0]), float(x[1]), bool(x[2]), int(x[1])


@reg(S)
def tensor_conversions0(x):
    return int(x), float(x), bool(x), str(x)


@reg(X)
def len_forms(x):
    return len({"a": 1, "b": 2}), len("héllo"), len(x), len([]), len(range(0, 10, 3)), len(((1, 2),)), len(x.shape)


@reg(X)
def chr_ord(x):
    return chr(65), ord("a"), chr(ord("b") + 1), ord("é")


@reg(X)
def hex_oct_bin(x):
    return hex(255), oct(8), bin(5), hex(-1), bin(0)


@reg(X)
def format_builtin(x):
    return format(3.14159, ".2f"), format(42, "05d"), format(255, "x"), format("ab", ">4"), format(0.5, "%"), format(1234567, ",")


@reg(X)
def abs_forms(x):
    return abs(-3), abs(-2.5), abs(True), abs(-0.0), abs(x[1])


@reg(X)
def pow_forms(x):
    return pow(2, 10), pow(2.0, -1), pow(-2, 3), 2 ** 0.5, (-8) ** (1 / 3), 0 ** 0, 0.0 ** 0


@reg(X)
def hash_id_callable(x):
    return callable(len), callable(1), callable(x), hasattr(x, "shape"), getattr(x, "nope", 7)


run_all(C)
