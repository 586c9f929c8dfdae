"""graph_syntax statements / lambda / kwargs / tensor slice / dtype-shape variants (jit, Graph Cell, PyNative)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from gs import registry, run_all

X = Tensor(np.arange(12).reshape(3, 4).astype(np.float32))
V = Tensor(np.array([1.0, -2.0, 3.0], np.float32))
C, reg = registry()   # @reg(*args): the case (name, function, args) appended to C


@reg(V)
def assert_true(x):
    assert x.shape[0] == 3, "bad"
    assert len(x) > 1
    return x * 2


@reg(V)
def assert_false_const(x):
    assert x.shape[0] == 4, "shape is %d" % x.shape[0]
    return x


@reg(V)
def raise_value(x):
    if x.shape[0] == 3:
        raise ValueError("n=" + str(x.shape[0]))
    return x


@reg(V)
def raise_type_var(x):
    msg = "bad type"
    raise TypeError(msg, 3)


@reg(V)
def starred(x):
    a = (1, 2)
    b = [*a, x, *[3]]
    c = (*a,)
    return b, c, max(*a)


@reg(V)
def starred_call(x):
    args = (x, 2)
    kw = {"b": 3}
    return kwfun(*args, **kw), kwfun(x, **{"a": 1, "b": 2}) if False else kwfun(x, 1, **kw)


def kwfun(x, a=1, b=2, **rest):
    return x * a + b + len(rest)


@reg(V)
def kwargs_extra(x):
    return kwfun(x, c=5, d=6, b=1)


@reg(V)
def kwargs_dup(x):
    return kwfun(x, 2, a=3)


@reg(V)
def lambda_uses(x):
    f = lambda a, b=2: a * b  # noqa: E731
    g = lambda *a: len(a)  # noqa: E731
    return f(x), f(x, b=3), g(1, 2, 3), list(map(lambda e: e + 1, (1, 2))), (lambda: 7)()


@reg(V)
def lambda_closure(x):
    k = 3
    f = lambda a: a + k + x[0]  # noqa: E731
    return f(1), f(x)


@reg(V)
def nested_closure(x):
    def outer(a):
        def inner(b):
            return a * b + x
        return inner
    return outer(2)(3)


@reg(X)
def slices(x):
    return x[1], x[-1, ::2], x[:, 1:3], x[..., -1], x[None, 0].shape, x[::-1, 0], x[1:1], x[0, 10:]


@reg(X)
def slices_step_neg(x):
    return x[::-2], x[:, ::-3]


@reg(X)
def slices_tensor_idx(x):
    return x[Tensor(1)], x[Tensor([0, 2])], x[x[:, 0] > 3], x[Tensor(np.array([True, False, True]))]


@reg(X)
def slice_oob_int(x):
    return x[5]


@reg(X)
def slice_setitem(x):
    y = x * 1
    y[0] = 7
    y[:, -1] = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
    y[y > 9] = 0
    y[1, 1:3] = 5.5
    return y


@reg(X)
def dtype_shape(x):
    return x.dtype, x.shape, x.ndim, x.size, x.dtype == ms.float32, x.T.shape, x.itemsize, x.nbytes, x.strides


@reg(X)
def dtype_checks(x):
    return x.dtype in (ms.float32, ms.float16), x.astype(ms.int32).dtype, ms.dtype_to_nptype(x.dtype) == np.float32, \
        x.is_floating_point(), x.is_signed() if hasattr(x, "is_signed") else None


@reg(X)
def with_as(x):
    return x


@reg(V)
def joinedstr(x):
    return f"{x.shape}-{x.ndim}-{len(x)}-{x.dtype}"


@reg(V)
def tuple_return_break(x):
    out = 0
    for i in range(10):
        if i == 3:
            break
        if i == 1:
            continue
        out = out + x * i
    else:
        out = out - 100
    return out


@reg(V)
def while_else(x):
    i = 0
    while i < 3:
        i += 1
    else:
        x = x + 1
    return x, i


run_all(C)
