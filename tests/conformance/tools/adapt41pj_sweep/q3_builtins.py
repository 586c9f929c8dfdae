"""pi_jit builtin/test_float_int_builtin, test_dict_builtin, test_list_builtin, test_tuple_builtin,
test_builtin_function_constant_fold, test_string_operations, test_getitem: Python builtins on numbers, Tensors and
containers under jit(capture_mode='bytecode'), plain jit and PyNative (result types: Python scalars vs Tensors)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, jit
from _h import case, bc

T = Tensor
FORMS = {"py": lambda f: f, "bc": bc, "ast": lambda f: jit(f)}


def each(label, fn, *args):
    for k, w in FORMS.items():
        case(f"{label}[{k}]", lambda w=w: w(fn)(*args))


def f_int_float(x):
    return int(x), float(x), bool(x), round(x) if not isinstance(x, Tensor) else 0


each("intfloat_py_float", f_int_float, 2.7)
each("intfloat_py_negfloat", f_int_float, -2.7)
each("intfloat_0d_f32", f_int_float, T(np.float32(-2.7)))
each("intfloat_0d_i64", f_int_float, T(np.int64(3)))
each("intfloat_0d_bool", f_int_float, T(True))
each("intfloat_1elem", f_int_float, T(np.array([2.5], np.float32)))
each("intfloat_multi", f_int_float, T(np.array([2.5, 1.], np.float32)))
each("int_str", lambda s: (int(s), float(s)), "12")


def f_builtins(a):
    return abs(a), max(a, 1), min(a, 1), pow(a, 2), divmod(7, 2), round(2.5), round(3.14159, 2)


each("builtins_int", f_builtins, -3)
each("builtins_float", f_builtins, -2.5)
each("builtins_bool", f_builtins, True)
each("builtins_tensor", lambda a: (abs(a), pow(a, 2), max(a[0], a[1]), round(a) if False else 0),
     T(np.array([-1.5, 2.], np.float32)))


def f_seq(t):
    return len(t), sum(t), max(t), min(t), sorted(t), list(reversed(t)), t.index(2), t.count(2), 2 in t, \
        tuple(enumerate(t)), any(t), all(t)


each("seq_tuple", f_seq, (3, 2, 1, 2))
each("seq_list", f_seq, [3, 2, 1, 2])
each("seq_floats", f_seq, (3.5, 2, 0.0, 2))
each("seq_index_missing", lambda t: t.index(9), (1, 2))
each("seq_tensor_list", lambda t: (len(t), sum(t), max(t)), [T(1.), T(3.), T(2.)])
each("seq_sum_start", lambda t: sum(t, 10), (1, 2, 3))
each("seq_sum_tensor", lambda x: sum(x), T(np.array([[1, 2], [3, 4]], np.int32)))
each("seq_max_tensor", lambda x: max(x), T(np.array([1, 5, 3], np.int32)))
each("seq_max_key", lambda t: max(t, key=lambda v: -v), (1, 5, 3))


def f_dict(d):
    d2 = dict(d)
    d2["z"] = 0
    return list(d2.keys()), list(d2.values()), d2.get("q", -1), len(d2), "a" in d2, d2.pop("z"), \
        dict(zip(["u", "v"], [1, 2])), {k: v * 2 for k, v in d.items()}


each("dict_numbers", f_dict, {"a": 1, "b": 2.5})
each("dict_tensor", f_dict, {"a": T(np.array([1., 2.], np.float32)), "b": T(2)})
each("dict_update", lambda d: (d.update({"c": 3}), d)[1] if False else {**d, "c": 3}, {"a": 1})
each("dict_missing_key", lambda d: d["q"], {"a": 1})
each("dict_tensor_value_grad", lambda x: ops.grad(lambda t: ({"a": t * 2, "b": t})["a"].sum())(x),
     T(np.array([1., 2.], np.float32)))


def f_list_ops(x):
    lst = [1, 2, 3]
    lst.insert(0, x)
    lst.extend((4, 5))
    lst.remove(2)
    p = lst.pop()
    lst.reverse()
    return lst, p, lst[1:3], lst[::-1], lst * 2 if isinstance(x, int) else 0


each("list_ops_int", f_list_ops, 9)
each("list_ops_tensor", f_list_ops, T(9.))
each("list_remove_missing", lambda x: [1, 2].remove(x), 5)


def f_tuple_ops(t):
    return t + (1,), t * 2, t[1:], t[-1], (t[0],) * 3, tuple(list(t) + [7]), hash((1, 2)) == hash((1, 2))


each("tuple_ops", f_tuple_ops, (4, 5, 6))
each("tuple_ops_tensor", lambda t: (t + (1,), t[1:], len(t)), (T(1.), T(2.)))
each("tuple_oob", lambda t: t[5], (1, 2))


def const_fold(x):
    a = len((1, 2, 3)) + int(2.5) + float(3)
    b = isinstance(x, Tensor), isinstance(3, int), isinstance(True, int), isinstance(x, (int, float))
    c = type(x) is Tensor, type(3) == int, callable(len), hasattr(x, "shape")
    return a, b, c, x + a


each("const_fold_tensor", const_fold, T(np.array([1., 2.], np.float32)))
each("const_fold_int", const_fold, 4)


def strings(s):
    return s.upper(), s.split(","), ",".join(["x", s]), s * 2, s[1:], f"{s}-{len(s)}", s.replace("a", "b"), \
        s.startswith("a"), s.find("c"), "%s:%d" % (s, 3)


each("strings", strings, "a,bc")


def getitem(x):
    return x[0], x[-1], x[1:], x[None], x[..., 0], x[x > 1], x[[0, 1]], x[T(1)], x[True]


each("getitem_2d", getitem, T(np.arange(6, dtype=np.float32).reshape(2, 3)))
each("getitem_1d_int", getitem, T(np.array([3, 1, 2], np.int32)))
