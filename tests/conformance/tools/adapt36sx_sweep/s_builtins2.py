"""graph_syntax python_builtin_functions / statements, second pass: isinstance with tuples, len, range, enumerate /
zip / map / filter, min/max key/default, sum start, abs/round/divmod, int/float/bool/str of Tensors, sorted /
reversed, all/any, hasattr/getattr defaults, strings, slices with negative steps, raise with f-strings, closures."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from gs import registry, run_all

X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))
I = Tensor(np.array([7, -7, 5], np.int32))
S = Tensor(np.array(-2.5, np.float32))
M = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
C, reg = registry()


@reg(X)
def isinstance_tuples(x):
    return (isinstance(x, (int, Tensor)), isinstance(1, (float, bool)), isinstance(True, int), isinstance((1,), (list, tuple)),
            isinstance(1.0, (int, (float, str))), isinstance(x, (tuple,)), isinstance("s", str), isinstance(None, type(None)))


@reg(M)
def len_kinds(x):
    return len(x), len(x[0]), len((1, 2)), len([x, x, x]), len("abcd"), len({"a": 1}), len(x.shape), len(range(2, 9, 3))


@reg(X)
def range_forms(x):
    a = [i for i in range(5, 0, -2)]
    b = [i for i in range(-3)]
    c = tuple(range(2, -4, -3))
    return a, b, c, range(3)[-1], len(range(10, 0, -4))


@reg(X)
def enum_zip(x):
    e = [(i, v) for i, v in enumerate((5, 6), 10)]
    z = tuple(zip((1, 2, 3), [4, 5]))
    m = tuple(map(lambda a: a * 2, (1, 2)))
    f = tuple(filter(lambda a: a > 1, [0, 1, 2, 3]))
    return e, z, m, f, list(enumerate("ab"))


@reg(X)
def enum_tensor(x):
    s = 0
    for i, v in enumerate(x):
        s = s + v * i
    return s, [a + b for a, b in zip(x, (1, 2, 3))]


@reg(X)
def min_max_kw(x):
    return max((1, -5, 3), key=abs), min([2, -1], key=lambda a: -a), max((), default=7), max([3, 1], default=0), min(4, 2, 9)


@reg(X)
def max_tensor_elems(x):
    return max(x[0], x[1], x[2]), min(x[0], 1), max(2.5, x[1])


@reg(X)
def sum_start(x):
    return sum((1, 2, 3), 10), sum([0.5, 0.25]), sum((x, x), x), sum(x), sum(x, 1.0), sum([], 5)


@reg(I)
def sum_int_tensor(x):
    return sum(x), sum(x, 2), sum((x, x))


@reg(S)
def abs_round_divmod(x):
    return abs(x), round(x), divmod(7, -2), divmod(-7.5, 2), round(2.675, 2), round(-0.5), round(1.5), round(2.5), abs(-0.0)


@reg(X)
def round_tensor_nd(x):
    return round(x[0]), round(x[1], 1), round(x * 1.234, 2)


@reg(S)
def convert_0d(x):
    return int(x), float(x), bool(x), int(x * -1), bool(x - x)


@reg(X)
def str_tensor(x):
    return str(2.5), str(-1), str(True), str(None), str((1, 2)), str([1, "a"])


@reg(X)
def sorted_reversed(x):
    return sorted((3, 1, 2)), sorted([3, 1, 2], reverse=True), tuple(reversed((1, 2, 3))), list(reversed([1, 2])), sorted("cab")


@reg(X)
def sorted_key(x):
    return sorted((3, -4, 1), key=abs), sorted(["bb", "a", "ccc"], key=len)


@reg(X)
def all_any_t(x):
    return all(x > -3), any(x > 5), all([x[0] > 0, True]), any((0, 0.0, "")), all("ab")


@reg(X)
def hasattr_getattr(x):
    return hasattr(x, "shape"), hasattr(x, "zzz"), getattr(x, "zzz", 5), getattr(x, "ndim"), getattr((1, 2), "count")(1)


@reg(X)
def string_ops(x):
    s = "a,b,c"
    return (s.split(","), "-".join(["x", "y"]), "ab" + "cd", "ab" * 2, "b" in s, s[::-1], s[1:4], s[-1],
            s.upper(), s.replace(",", ";"), s.find("b"), s.count(","), s.startswith("a"), s.strip("a"))


@reg(X)
def string_format(x):
    return ("{}-{}".format(1, 2.5), "%d/%s" % (3, "q"), "%.2f" % 1.23456, f"{3:04d}", f"{2.5:.3f}", f"{'ab':>4}",
            "{:x}".format(255), "{0}{1}{0}".format("a", "b"), f"{7 // 2}", "%5.1f|" % 2.25)


@reg(X)
def fstring_tensor(x):
    return f"v={x[0]}", f"{x.shape}", f"{x.dtype}", "{}".format(x.ndim)


@reg(X)
def slices_neg(x):
    t = (1, 2, 3, 4, 5)
    l = [1, 2, 3, 4, 5]
    return t[::-2], l[-2::-1], t[4:1:-1], l[:-6:-1], t[-100:100], l[5:0:-2], t[1:-1:2], "hello"[-2:-5:-1]


@reg(X)
def tensor_slices_neg(x):
    return x[::-1], x[-2:], x[:-1:2], x[5:]


@reg(X)
def raise_fstring(x):
    n = 3
    raise ValueError(f"bad value {n} and {n * 2}")


@reg(X)
def raise_type(x):
    raise TypeError("type %d" % 5)


@reg(X)
def raise_index(x):
    raise IndexError("idx", 3)


@reg(X)
def raise_key(x):
    raise KeyError("k")


@reg(X)
def raise_runtime(x):
    raise RuntimeError


@reg(X)
def raise_not_impl(x):
    raise NotImplementedError(f"n{1}")


@reg(X)
def raise_assert(x):
    raise AssertionError("a" + "b")


@reg(X)
def assert_tensor_ok(x):
    assert x[0] > 0, "neg"
    return x


@reg(X)
def assert_tensor_fail(x):
    assert x[1] > 0, f"neg {x.shape}"
    return x


@reg(X)
def assert_tensor_multi(x):
    assert (x > -5).all()
    assert x.shape == (3,)
    return x * 2


@reg(X)
def closure_nonlocal(x):
    a = 1

    def inner():
        nonlocal a
        a = a + 2
        return a
    inner()
    return inner(), a


@reg(X)
def closure_tensor(x):
    def mk(k):
        def f(v):
            return v * k
        return f
    return mk(2)(x), mk(x)(3)


@reg(X)
def starred_assign(x):
    a, *b = (1, 2, 3)
    *c, d = [4, 5]
    e, *f, g = (1, 2)
    h = [*b, *c, 9]
    return a, b, c, d, e, f, g, h


@reg(X)
def starred_tensor(x):
    a, *b = x
    return a, b


@reg(X)
def multi_target(x):
    a = b = x * 2
    c = d = (1, 2)
    e, f = g = (3, 4)
    return a, b, c, d, e, f, g


@reg(X)
def del_pass(x):
    a = x + 1
    b = [1, 2, 3]
    del b[0]
    pass
    del a
    return b


@reg(X)
def del_tuple_idx(x):
    d = {"a": 1, "b": 2}
    del d["a"]
    return d


@reg(X)
def with_none(x):
    class Ctx:
        def __enter__(self):
            return 3

        def __exit__(self, *a):
            return False
    return x


@reg(X)
def list_of_tensor(x):
    return list(x), tuple(x), list(x[0:2]), tuple(x * 0 + 1)


@reg(M)
def list_of_2d(x):
    return list(x), len(tuple(x))


@reg(I)
def int_tensor_conv(x):
    return int(x[0]), float(x[1]), bool(x[2]), str(x[0] // 2)


if __name__ == "__main__":
    run_all(C)
