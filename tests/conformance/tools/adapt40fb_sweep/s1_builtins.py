"""st fallback python_builtin_funtions (abs, all/any, bool, filter, getattr, hasattr, int/float, isinstance, iter,
len, list/tuple, range, round, set, type, zip) varied: Tensor inputs of several dtypes and ranks (0-d, 1-element,
empty), Python numbers, returned types; P / J / G."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import registry, run_all

C, reg = registry()
INS = [("f32", Tensor(np.array([1.5, -2.5, 3.0], np.float32))), ("i32", Tensor(np.array([-1, 0, 2], np.int32))),
       ("f16_0d", Tensor(-2.5, ms.float16)), ("i64_0d", Tensor(-7)), ("b_0d", Tensor(True)),
       ("f64_1", Tensor([2.5], ms.float64)), ("u8", Tensor(np.array([0, 200], np.uint8))),
       ("e", Tensor(np.zeros((0,), np.float32))), ("py_i", -3), ("py_f", -2.5), ("py_b", False)]


def f_abs(x):
    return abs(x)


def f_all_any(x):
    return all(x), any(x)


def f_bool(x):
    return bool(x)


def f_int_float(x):
    return int(x), float(x)


def f_round(x):
    return round(x)


def f_round2(x):
    return round(x, 1)


def f_len(x):
    return len(x)


def f_list_tuple(x):
    return list(x), tuple(x)


def f_isinstance(x):
    return isinstance(x, ms.Tensor), isinstance(x, int), isinstance(x, float), isinstance(x, (list, ms.Tensor))


def f_type_str(x):
    return str(type(x))


def f_zip(x):
    return tuple(zip(x, x))


def f_filter(x):
    return list(filter(lambda e: e > 0, x))


def f_set(x):
    return len(set(x.asnumpy().tolist())) if isinstance(x, ms.Tensor) else x


def f_iter_sum(x):
    s = 0
    for e in iter(x):
        s = s + e
    return s


def f_hasattr(x):
    return hasattr(x, "shape"), hasattr(x, "dtype"), hasattr(x, "real"), hasattr(x, "nope")


def f_getattr(x):
    return getattr(x, "shape", (9,)), getattr(x, "nope", -1)


def f_abs_asnumpy(x):
    return abs(x.asnumpy()) if isinstance(x, ms.Tensor) else abs(x)


def f_min_max(x):
    return max(x), min(x)


def f_sum(x):
    return sum(x)


def f_sum_start(x):
    return sum(x, 10)


def f_range_len(x):
    return [i for i in range(len(x))]


def f_enumerate(x):
    return [(i, e) for i, e in enumerate(x)]


def f_divmod(x):
    return divmod(x, 2)


def f_pow_neg(x):
    return pow(x, 2)


def f_neg_bool(x):
    return -x, +x, not x


for fn in [f_abs, f_all_any, f_bool, f_int_float, f_round, f_round2, f_len, f_list_tuple, f_isinstance, f_type_str,
           f_zip, f_filter, f_set, f_iter_sum, f_hasattr, f_getattr, f_abs_asnumpy, f_min_max, f_sum, f_sum_start,
           f_range_len, f_enumerate, f_divmod, f_pow_neg, f_neg_bool]:
    for nm, a in INS:
        C.append((fn.__name__ + "_" + nm, fn, (a,)))


@reg()
def range_forms():
    return list(range(5)), tuple(range(1, 7, 2)), list(range(5, 0, -2)), len(range(0, 10, 3)), range(3)[1]


@reg(Tensor(4))
def range_tensor(n):
    return [i for i in range(n)]


@reg(Tensor(2), Tensor(7))
def range_tensor2(a, b):
    return tuple(range(a, b, 2))


@reg()
def round_consts():
    return round(2.5), round(3.5), round(-0.5), round(2.675, 2), round(100.909, 2), round(7, -1), round(1.25, 1)


@reg()
def zip_mixed():
    return tuple(zip([1, 2, 3], (4, 5), "ab")), list(zip())


@reg()
def set_ops():
    s = set([3, 1, 3, 2])
    return len(s), 3 in s, sorted(s)


@reg()
def type_checks():
    return type(1) == int, type(1.0) is float, type([1]) == list, type((1,)) is tuple, type("a") == str


run_all(C)
