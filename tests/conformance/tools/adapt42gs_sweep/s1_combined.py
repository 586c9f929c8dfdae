"""Features combined in graph code (st compiler/{graph_syntax, fallback, control} and ut graph_syntax / fallback /
control_flow, third pass): container methods inside Tensor-condition loops, enumerate / zip / map / filter over
Tensors, closures / partial / lambda / isinstance, numpy fallback values flowing into ops, returned nested
structures, raise with f-strings; P / J / G."""
import functools
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _h import registry, run_all

C, reg = registry()
X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
XI = Tensor(np.array([3, 1, 2], np.int32))
X2 = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
X0 = Tensor(2.0, ms.float32)
XH = Tensor(np.array([0.5, 1.5], np.float16))
XD = Tensor(np.array([0.25, -1.0]), ms.float64)
XB = Tensor(np.array([True, False, True]))


# --- containers in Tensor-condition loops -----------------------------------------------------------------------
@reg(X)
def while_list_append(x):
    l = [x]
    i = 0
    while x.sum() < 20:
        x = x * 2
        i += 1
    l.append(x)
    return l, i


@reg(X)
def while_dict_update(x):
    d = {"a": x, "n": 0}
    while d["a"].sum() < 20:
        d["a"] = d["a"] + 1
    d.update({"b": d["a"] * 2})
    return d


@reg(X)
def while_tuple_index(x):
    t = (x, x * 2, x * 3)
    k = 0
    s = x
    while s.sum() < 30:
        s = s + t[k % 3]
        k = k + 1
    return s


@reg(X)
def for_zip_tensor(x):
    out = 0
    for a, b in zip(x, x * 2):
        out = out + a * b
    return out


@reg(X2)
def for_enumerate_2d(x):
    acc = []
    for i, row in enumerate(x):
        acc.append(row * i)
    return ops.stack(acc)


@reg(X)
def map_lambda_tensor(x):
    return tuple(map(lambda e: e * 2, x))


@reg(X)
def map_two_tensors(x):
    return list(map(lambda a, b: a + b, x, x * 10))


@reg(XI)
def sorted_list_of_tensor(x):
    return sorted(x.asnumpy().tolist())


@reg(X)
def list_index_in_if(x):
    l = [1, 2, 3]
    if x[0] > 0:
        l.append(4)
    return l


@reg(X)
def dict_keys_values_loop(x):
    d = {"a": x, "b": x * 2}
    s = 0
    for k, v in d.items():
        s = s + v.sum()
    return s, tuple(d.keys())


@reg(X)
def dict_get_default(x):
    d = {"a": x}
    return d.get("b", x * 3), d.get("a")


@reg(X)
def list_insert_pop(x):
    l = [x, x + 1]
    l.insert(0, x - 1)
    y = l.pop()
    return l, y


@reg(X)
def list_reverse_count(x):
    l = [1, 2, 2, 3]
    l.reverse()
    return l, l.count(2), l.index(3)


@reg(X)
def tuple_count_index(x):
    t = (1, 2, 2, "a")
    return t.count(2), t.index("a")


# --- closures / partial / lambda / isinstance ------------------------------------------------------------------
def _outer(k):
    def inner(x):
        return x * k
    return inner


@reg(X)
def closure_factory(x):
    f = _outer(3)
    return f(x)


def _add(a, b, c=1):
    return a + b * c


@reg(X)
def partial_kw(x):
    p = functools.partial(_add, c=10)
    return p(x, 2)


@reg(X)
def partial_pos(x):
    p = functools.partial(_add, x)
    return p(3)


@reg(X)
def lambda_default(x):
    f = lambda a, b=2: a ** b  # noqa: E731
    return f(x), f(x, 3)


@reg(X)
def nested_closure_loop(x):
    def g(y):
        def h(z):
            return z + y
        return h(y * 2)
    out = x
    for _ in range(2):
        out = g(out)
    return out


@reg(X)
def isinstance_branches(x):
    r = []
    for v in (x, 1, 2.5, (1,), [x], None, "s", True):
        r.append(isinstance(v, (int, float)))
    return tuple(r)


@reg(X)
def isinstance_tensor(x):
    return isinstance(x, Tensor), isinstance(x[0], Tensor), isinstance(x.shape, tuple), isinstance(x.dtype, ms.Type)


@reg(X)
def filter_list_of_ints(x):
    return list(filter(lambda e: e > 1, [0, 1, 2, 3]))


@reg(X)
def any_all_tensors(x):
    return any([x[0] > 5, x[1] > 1]), all((x > 0, x > 2))


# --- fallback numpy values flowing into ops and back -----------------------------------------------------------
@reg(X)
def numpy_into_op(x):
    a = np.array([1.0, 2.0, 3.0])
    return x + Tensor(a)


@reg(X)
def numpy_f32_into_op(x):
    a = np.ones((3,), np.float32) * 2
    return ops.mul(x, Tensor(a))


@reg(X)
def asnumpy_roundtrip(x):
    a = x.asnumpy()
    return Tensor(a * 2) + 1


@reg(XI)
def asnumpy_sum_scalar(x):
    s = x.asnumpy().sum()
    return x + Tensor(s)


@reg(X)
def numpy_scalar_mul(x):
    return x * np.float32(2.5)


@reg(X)
def numpy_int_mul(x):
    return x * np.int64(3)


@reg(XH)
def numpy_f64_scalar_f16(x):
    return x * np.float64(2.0)


@reg(X)
def np_array_tensor_arg(x):
    return Tensor(np.array([1, 2, 3]), ms.float32) * x


@reg(X)
def np_math_of_item(x):
    return np.sqrt(x[1].asnumpy())


@reg(X)
def tensor_of_list_of_items(x):
    return Tensor([x[0].item(), x[2].item()])


# --- returned structures ---------------------------------------------------------------------------------------
@reg(X)
def ret_none(x):
    return None


@reg(X)
def ret_nested(x):
    return {"a": [x, (x + 1, None)], "b": {"c": 1, "d": "s"}}


@reg(X)
def ret_list_of_scalars(x):
    return [1, 2.5, True, "s"]


@reg(X)
def ret_empty_containers(x):
    return [], (), {}


@reg(X)
def ret_tuple_of_list(x):
    return ([x],)


@reg(X)
def ret_int_scalar(x):
    return x.shape[0] * 2


@reg(X)
def ret_float_of_tensor(x):
    return float(x[1])


@reg(X)
def ret_dtype(x):
    return x.dtype


@reg(X)
def ret_shape(x):
    return x.shape, x.ndim, x.size


@reg(X)
def ret_tensor_cond_dict(x):
    if x.sum() > 3:
        d = {"v": x + 1}
    else:
        d = {"v": x - 1}
    return d


# --- raise with f-strings -------------------------------------------------------------------------------------
@reg(X)
def raise_fstring_shape(x):
    if x.shape[0] == 3:
        raise ValueError(f"bad shape {x.shape} of {x.ndim}-d")
    return x


@reg(X)
def raise_fstring_dtype(x):
    if x.dtype == ms.float32:
        raise TypeError(f"dtype {x.dtype} not allowed")
    return x


@reg(X)
def raise_keyerror_fmt(x):
    d = {"a": 1}
    k = "zz"
    if k not in d:
        raise KeyError(f"missing {k!r}")
    return x


@reg(X)
def raise_under_tensor_cond(x):
    if x[0] > 0:
        raise IndexError(f"index {1} out of range")
    return x


@reg(X)
def raise_notimplemented(x):
    raise NotImplementedError("later")


@reg(X)
def raise_assert_fstring(x):
    n = 3
    assert n == 4, f"n was {n}"
    return x


@reg(X)
def raise_in_nested_fn(x):
    def chk(v):
        if v > 2:
            raise RuntimeError(f"v={v}")
        return v
    return chk(5)


# --- dtype matrix on combined ops --------------------------------------------------------------------------------
for _nm, _t in (("f16", XH), ("f64", XD), ("b", XB), ("i", XI), ("0d", X0)):
    def _mk(t):
        def f(x):
            l = []
            for e in x if x.ndim else (x,):
                l.append(e)
            return ops.stack(l) if l else x, len(l)
        return f
    _f = _mk(_t)
    _f.__name__ = "stack_loop_" + _nm
    reg(_t)(_f)

    def _mk2(t):
        def f(x):
            return x.asnumpy().tolist(), Tensor(x.asnumpy()).dtype
        return f
    _f2 = _mk2(_t)
    _f2.__name__ = "asnumpy_tolist_" + _nm
    reg(_t)(_f2)

run_all(C)
