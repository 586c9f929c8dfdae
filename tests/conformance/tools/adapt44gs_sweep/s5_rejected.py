"""Rejected and edge syntax in graph code and its exception classes, reached through a helper function, a jit method,
a gradient, a Cell method and a nested def: try / with / yield / global writes / del / lambda defaults / async,
assert, raise with values, calls with wrong argument counts, unsupported operand types, and a few accepted
neighbours (so an over-eager rejection shows)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import case

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
G = 1


def h_try(x):
    try:
        y = x + 1
    except ValueError:
        y = x
    return y


def h_try_finally(x):
    try:
        y = x + 1
    finally:
        y = x * 2
    return y


def h_with(x):
    with open("/dev/null") as f:
        f.read()
    return x


def h_yield(x):
    yield x


def h_global(x):
    global G
    G = 2
    return x * G


def h_del(x):
    y = x + 1
    del y
    return x


def h_assert(x):
    assert x.sum() > 100, "too small"
    return x


def h_assert_const(x):
    assert 1 > 2, "const"
    return x


def h_raise_value(x):
    if x.sum() > 0:
        raise ValueError("positive", 3)
    return x


def h_raise_type_const(x):
    raise TypeError(f"bad {x.shape}")


def h_raise_class(x):
    raise IndexError


def h_lambda_default(x):
    f = lambda a, b=2: a * b  # noqa: E731
    return f(x), f(x, 3)


def h_nested_kw(x):
    def g(a, *, k=1):
        return a + k
    return g(x, k=5), g(x)


def h_wrong_argc(x):
    def g(a, b):
        return a + b
    return g(x)


def h_str_plus_tensor(x):
    return "a" + x


def h_tensor_plus_none(x):
    return x + None


def h_list_mul_tensor(x):
    return [1, 2] * x


def h_dict_tensor_key(x):
    d = {x: 1}
    return d


def h_set(x):
    s = {1, 2, 2}
    return len(s)


def h_walrus(x):
    if (n := 2) > 1:
        return x * n
    return x


def h_star_call(x):
    args = (x, x)
    return ops.add(*args)


def h_dstar_call(x):
    kw = {"input": x, "other": 2}
    return ops.mul(**kw)


def h_isinstance_tensor_cls(x):
    return isinstance(x, Tensor), isinstance(x, (int, Tensor)), isinstance(3, float)


def h_fstring_tensor(x):
    return f"{x.shape}-{x.ndim}"


def h_slice_step(x):
    return x[::-1], x[::2], x[-2:]


def h_tensor_bool_multi(x):
    if x:
        return x
    return -x


def h_while_else(x):
    i = 0
    while i < 3:
        i += 1
    else:
        x = x + 1
    return x


def h_for_else(x):
    for i in range(3):
        x = x + i
    else:
        x = x * 2
    return x


def h_for_break_else(x):
    for i in range(3):
        if i == 1:
            break
    else:
        x = x * 2
    return x + i


def h_print_kw(x):
    print("v", x, sep="|", end="\n")
    return x


def h_nonlocal(x):
    n = 1

    def inc():
        nonlocal n
        n = n + 1
        return n
    inc()
    return x * n


def h_class_def(x):
    class A:
        pass
    return x


def h_import(x):
    import math
    return x * math.pi


def h_getattr_missing(x):
    return x.no_such_attr


def h_call_non_callable(x):
    a = 3
    return a(x)


def h_index_out_of_range(x):
    t = (1, 2)
    return t[5]


def h_int_of_tensor(x):
    return int(x[0]) + 1


def h_float_of_multi(x):
    return float(x)


def h_len_scalar(x):
    return len(3)


HELPERS = [v for k, v in list(globals().items()) if k.startswith("h_")]


class C(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(x)


class CM(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    @ms.jit
    def method(self, x):
        return self.f(x)

    def construct(self, x):
        return self.method(x)


for f in HELPERS:
    n = f.__name__[2:]
    case(f"cell_{n}", lambda f=f: C(f)(X))
    case(f"jit_{n}", lambda f=f: ms.jit(f)(X))
    case(f"jitmethod_{n}", lambda f=f: CM(f)(X))
    case(f"grad_{n}", lambda f=f: ms.grad(lambda x: ops.reduce_sum(C(f)(x)[0] if isinstance(C(f)(x), tuple) else C(f)(x)))(X))
