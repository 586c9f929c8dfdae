"""More combinations: containers mutated under Tensor conditions (append / setitem / update / concatenation in a
Tensor while / if), str.format / %-formatting / format specs of Tensors and items, builtins with keys and starts
(enumerate(start=), sorted / min / max with key, reversed), getattr / hasattr on Tensors, raise in a loop over Tensor
elements, default arguments, nested returns; P / J / G."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _h import registry, run_all

C, reg = registry()
X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
X0 = Tensor(2.5, ms.float32)
XI = Tensor(np.array([3, 1, 2], np.int32))


@reg(X)
def append_in_tensor_while(x):
    l = []
    while x.sum() < 20:
        x = x * 2
        l.append(1)
    return x, len(l)


@reg(X)
def list_setitem_tensor_if(x):
    l = [x, x]
    if x.sum() > 3:
        l[0] = x * 10
    return l


@reg(X)
def dict_setitem_tensor_if(x):
    d = {"a": x}
    if x.sum() > 3:
        d["a"] = x * 10
    else:
        d["a"] = x * 20
    return d


@reg(X)
def tuple_concat_tensor_while(x):
    t = (x,)
    i = 0
    while x.sum() < 20:
        x = x * 2
        t = t + (x,)
        i += 1
    return len(t), i


@reg(X)
def list_setitem_tensor_while(x):
    l = [x, x]
    while l[0].sum() < 20:
        l[0] = l[0] * 2
    return l


@reg(X)
def dict_value_tensor_while(x):
    d = {"s": x}
    while d["s"].sum() < 20:
        d["s"] = d["s"] + x
    return d["s"]


@reg(X0)
def format_spec_0d(x):
    return f"{x:.2f}"


@reg(X0)
def format_item_spec(x):
    return "{:.3f}|{:>6}".format(x.item(), 7)


@reg(X)
def str_format_tensor(x):
    return "{} and {}".format(x, 1)


@reg(X)
def pct_tensor(x):
    return "%s!" % x


@reg(X0)
def pct_float_tensor(x):
    return "%.1f" % x


@reg(X)
def enumerate_start(x):
    out = []
    for i, e in enumerate(x, start=1):
        out.append(e * i)
    return out


@reg(X)
def sorted_key_lambda(x):
    return sorted([3, -5, 1], key=lambda v: abs(v), reverse=True)


@reg(X)
def max_key(x):
    return max([3, -5, 1], key=abs), min((2, -1, 4), key=lambda v: -v)


@reg(X)
def reversed_tuple_tensor(x):
    return tuple(reversed((x, x + 1, 3)))


@reg(X)
def reversed_tensor(x):
    return tuple(reversed(x))


@reg(X)
def getattr_tensor(x):
    return getattr(x, "shape"), getattr(x, "ndim"), getattr(x, "nope", 5)


@reg(X)
def hasattr_tensor(x):
    return hasattr(x, "shape"), hasattr(x, "nope"), hasattr(x, "sum")


@reg(X)
def getattr_method_call(x):
    f = getattr(x, "sum")
    return f()


@reg(X)
def raise_in_tensor_loop(x):
    for e in x:
        if e > 2:
            raise ValueError(f"element {e} too big")
    return x


@reg(X)
def raise_in_tensor_while(x):
    i = 0
    while x[i] < 10:
        i += 1
        if i > 1:
            raise RuntimeError("stop at " + str(i))
    return x


@reg(X)
def default_arg_fn(x):
    def f(a, b=(1, 2), c=None):
        if c is None:
            return a * b[1]
        return a * c
    return f(x), f(x, c=3)


@reg(X)
def kwargs_dict_passthrough(x):
    def f(**kw):
        return kw["a"] + kw.get("b", 0)
    d = {"a": x, "b": 1}
    return f(**d)


@reg(X)
def args_tuple_passthrough(x):
    def f(*a):
        return len(a), a[-1]
    t = (x, 1, "s")
    return f(*t)


@reg(X)
def nested_return_in_loop(x):
    for i in range(3):
        if i == 1:
            return {"i": i, "v": [x * i]}
    return None


@reg(X)
def return_none_branch_tensor(x):
    if x.sum() > 100:
        return None
    return x


@reg(X)
def lambda_in_dict(x):
    ops_ = {"add": lambda a: a + 1, "mul": lambda a: a * 2}
    return ops_["mul"](ops_["add"](x))


@reg(X)
def closure_over_loop_var(x):
    fs = []
    for k in range(3):
        fs.append(lambda a, k=k: a * k)
    return [f(x) for f in fs]


@reg(X)
def list_comp_if_tensor(x):
    return [e * 2 for e in (x, x + 1, x + 2) if e.sum() > 7]


@reg(X)
def dict_comp_tensor_vals(x):
    return {k: x * i for i, k in enumerate(("a", "b"))}


@reg(X)
def zip_strict_like(x):
    return list(zip((1, 2, 3), x, "abc"))


@reg(X)
def tuple_unpack_swap(x):
    a, b = x, x * 2
    a, b = b, a
    return a - b


@reg(X)
def chained_compare_tensor(x):
    return 0 < x[0] < 2, 1 < x[1] <= 2


@reg(X)
def in_tuple_of_strs(x):
    m = "mean"
    return m in ("mean", "sum"), "x" not in {"x": 1}


@reg(X)
def isinstance_nested(x):
    return isinstance((x, 1), tuple), isinstance([x], (list, tuple)), isinstance({"a": x}, dict), isinstance(x, (int, Tensor))


@reg(XI)
def int_tensor_format(x):
    return f"{x[0]}-{x.shape}-{x.dtype}"


@reg(X)
def ops_with_python_lists(x):
    return ops.concat([x, Tensor([4.0])]), ops.stack([x, x], axis=1).shape


run_all(C)
