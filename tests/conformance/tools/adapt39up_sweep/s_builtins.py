"""graph_syntax/python_builtin_functions (test_int_float, test_bool2, test_str, test_isinstance(2), test_getattr,
test_hasattr, test_filter, test_partial, test_len_of_array, test_dict): builtins over Tensors (0-d, 1-element,
several elements; int / float / bool dtypes), Python scalars, strings, containers, numpy arrays; P / J / G."""
import functools
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from gs import registry, run_all

C, reg = registry()
X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))
T1 = Tensor([10])
TF1 = Tensor([2.7], ms.float32)
TF0 = Tensor(-2.7, ms.float64)
TB0 = Tensor(True)
TI0 = Tensor(7, ms.int8)
TE = Tensor(np.zeros((0,), np.float32))


def int_float_bool(x):
    return int(x), float(x), bool(x)


for nm, a in [("t1", (T1,)), ("tf1", (TF1,)), ("tf0", (TF0,)), ("tb0", (TB0,)), ("ti0", (TI0,)), ("x", (X,)),
              ("te", (TE,)), ("py_f", (-2.7,)), ("py_b", (True,)), ("py_i", (3,)), ("none", (None,)),
              ("str", ("12",)), ("strf", ("1.5",)), ("list", ([1],)), ("tuple", ((),))]:
    C.append(("ifb_" + nm, int_float_bool, a))


@reg()
def int_consts():
    return int(), float(), bool(), int('12', 16), int('0xa', 16), int('10', 8), int(-3.9), int(" 7 "), float("inf")


@reg()
def int_bad_literal():
    return int("abcd")


@reg()
def int_numpy():
    return int(np.array([1])), float(np.array([2.5])), int(np.int64(3)), float(np.float32(0.5))


@reg()
def int_numpy_many():
    return int(np.array([1, 2]))


@reg(X)
def str_forms(x):
    return str(1), str(1.5), str(True), str(None), str([1, 'a']), str((1,)), str({'a': 1}), str(-0.0), str(1e20)


@reg(TI0)
def str_tensor(x):
    return str(x)


@reg()
def str_numpy():
    return str(np.array([1, 2]))


def isinst(x):
    return (isinstance(x, Tensor), isinstance(x, int), isinstance(x, float), isinstance(x, bool),
            isinstance(x, (int, float)), isinstance(x, (list, tuple)), isinstance(x, str), isinstance(x, dict))


for nm, a in [("t", (X,)), ("i", (1,)), ("f", (1.0,)), ("b", (True,)), ("l", ([1],)), ("tu", ((1,),)),
              ("s", ("a",)), ("d", ({'a': 1},)), ("none", (None,))]:
    C.append(("isinst_" + nm, isinst, a))


@reg(X)
def isinst_types(x):
    return (isinstance(x, ms.Tensor), isinstance(ms.float32, ms.dtype.Type), isinstance(x.shape, tuple),
            isinstance(x.dtype, type(ms.float32)), isinstance(np.array(1), np.ndarray))


@reg(X)
def isinst_bad_type(x):
    return isinstance(x, 1)


@reg(X)
def isinst_nested_tuple(x):
    return isinstance(x, (int, (float, Tensor))), isinstance(3, (list, (tuple, (int,))))


class Holder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = 3
        self.lst = [1, 2]

    def construct(self, x):
        return x


H = Holder()


@reg(X)
def getattr_tensor(x):
    return getattr(x, "shape"), getattr(x, "dtype"), getattr(x, "ndim"), getattr(x, "size"), getattr(x, "abs")()


@reg(X)
def getattr_default(x):
    return getattr(x, "nope", 5), getattr([1], "nope", None), getattr((1, 2), "count")(1)


@reg(X)
def getattr_missing(x):
    return getattr(x, "nope")


@reg(X)
def getattr_nonstr(x):
    return getattr(x, 1)


@reg(X)
def hasattr_forms(x):
    return (hasattr(x, "shape"), hasattr(x, "nope"), hasattr([1], "append"), hasattr((1,), "append"),
            hasattr({'a': 1}, "keys"), hasattr(1, "real"), hasattr("s", "upper"), hasattr(None, "x"))


@reg(X)
def hasattr_cell(x):
    return hasattr(H, "a"), hasattr(H, "b"), getattr(H, "a"), getattr(H, "lst"), getattr(H, "b", -1)


@reg(X)
def hasattr_nonstr(x):
    return hasattr(x, 1)


@reg(X)
def filter_forms(x):
    a = filter(lambda v: v > 1, [1, 2, 3])
    b = filter(None, (0, 1, 2, False))
    return tuple(a), list(b)


def add3(a, b, c):
    return a + b + c


@reg(X)
def partial_forms(x):
    p = functools.partial(add3, 1)
    q = functools.partial(add3, c=10)
    return p(2, 3), q(1, 2), p(x, 1), q(1, b=x)


@reg(X)
def partial_dup_kw(x):
    q = functools.partial(add3, c=10)
    return q(1, 2, 3)


@reg(X)
def len_forms(x):
    return len(x), len(np.array([[1, 2], [3, 4]])), len("abc"), len({'a': 1}), len(range(5)), len(x.shape)


@reg(TI0)
def len_0d(x):
    return len(x)


@reg(X)
def dict_builtin(x):
    return dict(a=1, b=x), dict([('k', 1)]), dict(), dict(zip(('a', 'b'), (1, 2)))


@reg(X)
def abs_round_divmod(x):
    return abs(-3), abs(-2.5), round(2.567, 2), round(2.5), round(3.5), divmod(7, -2), divmod(7.5, 2), pow(2, -1), pow(2, 3, 5)


@reg(X)
def min_max_tensor(x):
    return max(x), min(x), max(1, 2.5), min([3, 1], key=lambda v: -v), sum([x, x]), sum((1, 2), 10)


@reg(X)
def any_all_builtin(x):
    return any([0, 0.0, None]), all([1, 'a']), any(()), all([]), any(x > 2), all(x > -3)


@reg(X)
def enumerate_zip(x):
    r = []
    for i, (a, b) in enumerate(zip([1, 2, 3], "ab"), 1):
        r.append((i, a, b))
    return r


@reg(X)
def bool_containers(x):
    return bool([]), bool([0]), bool(()), bool({}), bool(""), bool("0"), bool(0.0), bool(-1), bool(None)


run_all(C)
