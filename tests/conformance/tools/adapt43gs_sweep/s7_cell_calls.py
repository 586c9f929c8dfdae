"""Calling Cells and methods in graph code with every argument form: construct with defaults / *args / **kwargs /
keyword-only parameters called with keywords, child Cells called with keywords, class-level constants
(``self.CONST``, ``type(self).CONST``, ``self.__class__.__name__``), @ms.jit methods and functions calling Cells,
Cells holding functions / lambdas / partials; built and run under PyNative (P) and GRAPH_MODE (G)."""
import functools

import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import run_drivers

CASES = []
X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def case(fn):
    CASES.append((fn.__name__, fn, ()))
    return fn


class Child(nn.Cell):
    def construct(self, x, scale=2.0, *, shift=0.0):
        return x * scale + shift


class Var(nn.Cell):
    def construct(self, *inputs):
        out = inputs[0]
        for t in inputs[1:]:
            out = out + t
        return out, len(inputs)


class KW(nn.Cell):
    def construct(self, x, **kwargs):
        out = x
        for k, v in kwargs.items():
            out = out * v
        return out, len(kwargs)


@case
def child_keyword_call():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.c = Child()

        def construct(self, x):
            return self.c(x), self.c(x, 3.0), self.c(x, scale=0.5, shift=1.0), self.c(x, shift=x)
    return N()(X)


@case
def top_keyword_call():
    return Child()(X, scale=4.0, shift=-1.0)


@case
def top_default_only():
    return Child()(X)


@case
def top_kwonly_positional():
    return Child()(X, 1.0, 2.0)


@case
def varargs_cell():
    return Var()(X, X, X * 2)


@case
def varargs_cell_one():
    return Var()(X)


@case
def varargs_child():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.v = Var()

        def construct(self, x):
            t = (x, x)
            return self.v(x, *t)
    return N()(X)


@case
def kwargs_child():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.k = KW()

        def construct(self, x):
            return self.k(x, a=2.0, b=3.0)
    return N()(X)


@case
def kwargs_top():
    return KW()(X, a=2.0)


@case
def class_const():
    class N(nn.Cell):
        SCALE = 3.0
        NAMES = ("a", "b")

        def construct(self, x):
            return x * self.SCALE, len(self.NAMES), x * type(self).SCALE
    return N()(X)


@case
def class_name():
    class N(nn.Cell):
        def construct(self, x):
            return self.__class__.__name__, type(self).__name__, self.cls_name
    return N()(X)


@case
def jit_method():
    class N(nn.Cell):
        @ms.jit
        def helper(self, x):
            return x * 2

        def construct(self, x):
            return self.helper(x) + 1
    return N()(X)


@case
def jit_fn_calls_cell():
    c = Child()

    @ms.jit
    def f(x):
        return c(x, shift=1.0)
    return f(X)


@case
def cell_holds_function():
    class N(nn.Cell):
        def __init__(self, fn):
            super().__init__()
            self.fn = fn

        def construct(self, x):
            return self.fn(x)
    return N(ops.relu)(X - 2), N(lambda t: t * 5)(X), N(functools.partial(ops.mul, 2.0))(X)


@case
def cell_holds_tuple_of_fns():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.fns = (ops.relu, ops.tanh, lambda t: t + 1)

        def construct(self, x):
            out = x - 2
            for f in self.fns:
                out = f(out)
            return out
    return N()(X)


@case
def cell_method_as_value():
    class N(nn.Cell):
        def dbl(self, x):
            return x * 2

        def construct(self, x):
            f = self.dbl
            return f(x), list(map(f, (x, x + 1)))
    return N()(X)


@case
def cell_partial_method():
    class N(nn.Cell):
        def lin(self, x, a, b):
            return x * a + b

        def construct(self, x):
            g = functools.partial(self.lin, a=2.0)
            return g(x, b=1.0)
    return N()(X)


@case
def cell_kwargs_grad():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.c = Child()

        def construct(self, x):
            return self.c(x, scale=x, shift=1.0).sum()
    return ms.grad(N())(X)


@case
def cell_varargs_grad():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.v = Var()

        def construct(self, x):
            out, n = self.v(x, x * x, 2.0)
            return out.sum() * n
    return ms.grad(N())(X)


@case
def construct_default_none():
    class N(nn.Cell):
        def construct(self, x, mask=None):
            if mask is None:
                return x
            return x * mask
    n = N()
    return n(X), n(X, X)


@case
def construct_default_tuple():
    class N(nn.Cell):
        def construct(self, x, axes=(0,), keep=False):
            return x.sum(axis=axes, keepdims=keep)
    n = N()
    return n(X), n(X, keep=True)


@case
def child_called_twice_different_kwargs():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.c = Child()

        def construct(self, x):
            a = self.c(x, scale=1.0)
            b = self.c(x, shift=5.0)
            return a + b
    return N()(X)


run_drivers(CASES)
