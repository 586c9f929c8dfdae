"""st graph_syntax statements / joinedstr / kwargs / dict / getattr_hasattr / issubclass and fallback
raise-with-variable variants: starred expressions over Tensors and runtime lists, f-strings of Tensors of several
dtypes and ranks, raise with variables (class and message), list / dict comprehensions, break / continue / return
in loops over Tensors, **kwargs, dict keys; P / J / G."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit_class
from _h import registry, run_all

C, reg = registry()
X = Tensor(np.array([1, 2, 3, 4], np.int32))
XF = Tensor(np.array([1.5, -2.25, 3.0], np.float32))
X2 = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
X0 = Tensor(11)
XF0 = Tensor(2.5, ms.float16)
XB = Tensor(np.array([True, False]))
X64 = Tensor(np.array([0.1, 2.0]), ms.float64)


# --- starred ------------------------------------------------------------------------------------------------
@reg(X)
def st_tensor_tuple(x):
    return *x,


@reg(X2)
def st_tensor_2d(x):
    a, *b = x
    return a, b


@reg(X0)
def st_tensor_0d(x):
    return *x,


@reg(XF)
def st_target_tensor(x):
    *b, c = x
    return b, c


@reg(X)
def st_runtime_list(x):
    l = x.asnumpy().tolist()
    a, *b = l
    return a, b


@reg(X)
def st_call_args(x):
    return ms.ops.stack([*x])


@reg(X)
def st_in_list(x):
    return [*x, 5]


@reg(X)
def st_fstring(x):
    return f"output is {*x,}"


@reg([1, 2, 3])
def st_fstring_list(x):
    return f"output is {*x,}"


@reg(X)
def st_dict_unpack(x):
    d = {"a": x, "b": 1}
    e = {**d, "c": 2}
    return e


@reg(X)
def st_max_star(x):
    return max(*x)


@reg()
def st_nested_target():
    a, b, *c = (1, 2, 3, 4), (5, 6)
    return a, b, c


@reg()
def st_for_in():
    ret = []
    for _, *b in [(1, 2, 3), (4, 5, 6, 7)]:
        ret.append(b)
    return ret


@reg()
def st_range():
    a, *b, c = range(5)
    return a, b, c


@reg()
def st_set_star():
    return *{"x": 1, "y": 2}.values(),


# --- f-strings ----------------------------------------------------------------------------------------------
for nm, v in [("i32", X), ("f32", XF), ("2d", X2), ("0d", X0), ("f16_0d", XF0), ("bool", XB), ("f64", X64)]:
    def fs(x):
        return f"x: {x}"

    def fs_fmt(x):
        return f"{x!r}|{x.shape}|{x.dtype}"

    def fs_expr(x):
        return f"{x * 2}-{x.sum()}"
    C.append(("fs_" + nm, fs, (v,)))
    C.append(("fs_fmt_" + nm, fs_fmt, (v,)))
    C.append(("fs_expr_" + nm, fs_expr, (v,)))


@reg(X)
def fs_branch(x):
    if (x > 2).all():
        res = f"res: {2 * x}"
    else:
        res = f"res: {x}"
    return res


@reg(X)
def fs_type_name(x):
    return f"{type(x).__name__}"


@reg(3, 2.5)
def fs_numbers(a, b):
    return f"{a}/{b}/{a + b}/{b:.3f}/{a:03d}"


@reg(ms.mutable(3), ms.mutable(2.5))
def fs_mutable(a, b):
    return f"{a}/{b}/{a * b}"


@reg(X)
def fs_asnumpy(x):
    return f"{x.asnumpy()}|{x.asnumpy().tolist()}"


@reg(X)
def fs_item(x):
    return f"{x[0]}:{x[0].item()}:{int(x[1])}"


@reg(XF)
def fs_tuple_of_tensors(x):
    return f"{(x[0], x[1])}"


@reg(X)
def fs_shape(x):
    return f"{x.shape} {len(x)} {x.ndim}"


@reg(X)
def str_of_tensor(x):
    return str(x), repr(x[0]) if False else str(x[0])


@reg(X)
def fs_format_method(x):
    return "{}-{}".format(x, x.shape)


@reg(X)
def fs_percent(x):
    return "v=%s" % x


# --- raise with variables ---------------------------------------------------------------------------------------
@reg(X0)
def rz_fstring(x):
    if x > 10:
        raise ValueError(f"The input can not be {x}.")
    return x


@reg(X0)
def rz_percent(x):
    if x > 10:
        raise ValueError("The input can not be %s." % x)
    return x


@reg(X0)
def rz_tuple_args(x):
    if x > 10:
        raise ValueError("The input can not be ", x, ".")
    return x


@reg(X)
def rz_list(y):
    x = [y[0], y[1]]
    if y[0] < 5:
        raise ValueError(x)
    return y


@reg(X)
def rz_tuple(y):
    x = (y[0], 2)
    if y[0] < 5:
        raise ValueError("test_string_tuple", x)
    return y


@reg(X)
def rz_dict(z):
    d = {"x": z[0], "y": 2}
    if z[0] < 5:
        raise ValueError(d)
    return z


@reg(XF)
def rz_float(x):
    if x[0] > 1:
        raise RuntimeError(f"The input should not be {x[0]}.")
    return x


@reg(X0)
def rz_type_error(x):
    if x > 1:
        raise TypeError(f"x: {type(x)}, y: {x.shape}")
    return x


@reg(X0)
def rz_keyerror(x):
    raise KeyError(x)


@reg(X0)
def rz_indexerror(x):
    raise IndexError("bad", x)


@reg(X0)
def rz_assert(x):
    assert x < 5, f"x is {x}"
    return x


@reg(X0)
def rz_assert_noarg(x):
    assert x < 5
    return x


@reg(X0)
def rz_notimpl(x):
    raise NotImplementedError(f"{x}")


@reg(X0)
def rz_runtime_list(x):
    raise ValueError(x.asnumpy().tolist())


@reg(X0)
def rz_class_var(x):
    y = ValueError
    if x > 10:
        raise y(f"The input can not be {x}.")
    return x


@reg(X0)
def rz_no_args(x):
    if x > 10:
        raise ValueError
    return x


@reg(X0)
def rz_bare_class_inst(x):
    if x > 10:
        raise ValueError()
    return x


@reg(X0, X0)
def rz_join(x, y):
    if x > y:
        raise RuntimeError(f"The input {x} should not greater {y}.")
    elif x == y:
        raise RuntimeError(f"The input {x} should not equal {y}.")
    return x


@reg(3)
def rz_python_int(x):
    if x > 1:
        raise ValueError(f"int {x}", x)
    return x


# --- comprehensions ---------------------------------------------------------------------------------------------
@reg(X)
def lc_tensor(x):
    return [e * 2 for e in x]


@reg(X)
def lc_if(x):
    return [e for e in x if e > 2]


@reg(X2)
def lc_rows(x):
    return [r.sum() for r in x]


@reg(X)
def lc_range_len(x):
    return [x[i] + i for i in range(len(x))]


@reg(X)
def lc_nested(x):
    return [a + b for a in (1, 2) for b in (10, 20) if a < 2]


@reg(X)
def lc_tolist(x):
    return [e + 1 for e in x.asnumpy().tolist()]


@reg(X)
def dc_tensor(x):
    return {i: x[i] for i in range(2)}


@reg(X)
def dc_str_keys(x):
    return {k: v for k, v in zip(("a", "b"), (x, x * 2))}


@reg(X)
def dc_if(x):
    d = {"a": 1, "b": 2, "c": 3}
    return {k: v * x[0] for k, v in d.items() if v > 1}


@reg(X)
def gen_sum(x):
    return sum(e for e in x)


@reg(X)
def gen_tuple(x):
    return tuple(e * e for e in x)


@reg()
def sc_set_comp():
    return len({i % 3 for i in range(10)})


# --- break / continue / return ---------------------------------------------------------------------------------
@reg(X)
def brk_tensor_loop(x):
    s = 0
    for e in x:
        if e > 2:
            break
        s = s + e
    return s


@reg(X)
def cont_tensor_loop(x):
    s = 0
    for e in x:
        if e == 2:
            continue
        s = s + e
    return s


@reg(X)
def ret_in_loop(x):
    for e in x:
        if e > 2:
            return e
    return -1


@reg(X)
def while_break(x):
    i = 0
    while i < 10:
        if x[i % 4] > 3:
            break
        i += 1
    return i


@reg(X)
def for_else(x):
    for e in x:
        if e > 10:
            break
    else:
        return 0
    return 1


@reg(X)
def ret_types(x):
    if x[0] > 0:
        return 1
    return 2


# --- kwargs / dict keys ---------------------------------------------------------------------------------------
def _kw(**kw):
    return kw


def _kw2(a, b=2, *args, c=3, **kw):
    return a, b, args, c, kw


@reg(X)
def kw_dict(x):
    return _kw(a=x, b=1)


@reg(X)
def kw_mix(x):
    return _kw2(x, 5, 6, 7, c=x[0], d=4)


@reg(X)
def kw_unpack(x):
    d = {"a": x, "b": 2}
    return _kw2(**d)


@reg(X)
def kw_len(x):
    kw = _kw(a=x, b=1, c=None)
    return len(kw), list(kw.keys())


@reg(X)
def dk_tensor_key(x):
    d = {x: 1}
    return len(d)


@reg(X)
def dk_int_float_key(x):
    d = {1: x, 1.0: 2, True: 3}
    return d


@reg(X)
def dk_tuple_key(x):
    d = {(1, 2): x, "s": 1}
    return d[(1, 2)], d["s"]


@reg(X)
def dk_none_key(x):
    d = {None: x}
    return d[None]


@reg(X)
def dk_get_default(x):
    d = {"a": x}
    return d.get("b", 5), d.get("a"), d.get("c")


# --- issubclass / getattr / hasattr ------------------------------------------------------------------------------
@reg(X)
def isub(x):
    return issubclass(int, object), issubclass(bool, int), issubclass(type(x), ms.Tensor), issubclass(float, (int, str))


@reg(X)
def isub_bad(x):
    return issubclass(x, int)


@reg(X)
def ga_methods(x):
    return getattr(x, "shape"), getattr(x, "dtype"), getattr(x, "size"), hasattr(x, "asnumpy")


@reg(X)
def ga_method_call(x):
    return getattr(x, "sum")(), getattr(x, "reshape")((2, 2))


@reg(X)
def ga_missing(x):
    return getattr(x, "nope")


@reg(X)
def ga_string_var(x):
    name = "abs"
    return getattr(x, name)()


@reg(X)
def ga_list_attr(x):
    l = [1, 2]
    return getattr(l, "count")(1), hasattr(l, "append"), hasattr(l, "nope")


@reg(X)
def ga_dict_attr(x):
    d = {"a": 1}
    return getattr(d, "keys")(), hasattr(d, "values")


@reg(X)
def ga_str(x):
    return getattr("abc", "upper")(), hasattr("abc", "nope")


run_all(C)
