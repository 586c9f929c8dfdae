"""pynative_mode/test_kw_and_kwarg, test_multi_grad, test_partial: Cells with *args / keyword-only / **kwargs
called with mixed-dtype Tensors, GradOperation(get_all, sens_param) through *args and **kwargs (which keyword
arguments get gradients, their dtypes), grads of functools.partial / ops.partial; P eager, J @ms.jit, G Cell."""
import functools
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import composite as C
from gs import registry, run_all

Cs, reg = registry()
ga_sens = C.GradOperation(get_all=True, sens_param=True)
ga = C.GradOperation(get_all=True)
g1 = C.GradOperation()


def t(dt, v=1.0):
    return Tensor(np.full((1, 2), v, dt))


X, Y, Z, U, V, W = t(np.int32), t(np.float32), t(np.float64), t(np.float16), t(np.int32), t(np.float64)
S64 = t(np.float64)
S32 = t(np.float32)


class KeyValueArg(nn.Cell):
    def construct(self, x, y, *arg, w, **kwargs):
        return x + y + arg[0] + w + kwargs['c']


class Out(nn.Cell):
    def __init__(self):
        super().__init__()
        self.in_net = KeyValueArg()

    def construct(self, x, y, z):
        return self.in_net(x, y, z, w=x, a=x, b=y, c=z) + x


OUT = Out()


class KwNet(nn.Cell):
    def construct(self, x, y, *arg, **kwargs):
        return 2 * x + 3 * y + 4 * arg[0] + 5 * kwargs['v']


KW = KwNet()


class Plain(nn.Cell):
    def construct(self, x, y, z):
        return 2 * x + 3 * y + 4 * z


PL = Plain()


@reg(X, Y, Z)
def kw_nested(x, y, z):
    return OUT(x, y, z)


@reg(X, Y, Z, U, V, W)
def kw_forward(x, y, z, u, v, w):
    return KW(x, y, z, u=u, v=v, w=w)


@reg(X, Y, Z, U, V, W, S64)
def kw_grad_all_sens(x, y, z, u, v, w, s):
    return ga_sens(KW)(x, y, z, u=u, v=v, w=w, sens=s)


@reg(X, Y, Z, U, V, W)
def kw_grad_all(x, y, z, u, v, w):
    return ga(KW)(x, y, z, u=u, v=v, w=w)


@reg(X, Y, Z, V)
def kw_grad_first(x, y, z, v):
    return g1(KW)(x, y, z, v=v)


@reg(X, Y, U, S32)
def plain_grad_mixed(x, y, z, s):
    return PL(x, y, z), ga_sens(PL)(x, y, z, s)


@reg(X, Y, U)
def plain_grad_no_sens(x, y, z):
    return ga(PL)(x, y, z)


def f3(a, b, c):
    return a * b + c


@reg(Y, S32)
def partial_grad(x, y):
    p = functools.partial(f3, x)
    return ga(p)(y, y)


@reg(Y, S32)
def ops_partial_grad(x, y):
    p = ops.partial(f3, x)
    return p(y, y), ga(p)(y, y)


@reg(Y, S32)
def ops_partial_call(x, y):
    p = ops.partial(f3, x, y)
    return p(x), p(c=y)


def fkw(x, *, scale=2.0):
    return x * scale


@reg(Y)
def kwonly_default(x):
    return fkw(x), fkw(x, scale=3), ga(fkw)(x)


@reg(Y)
def kwonly_missing(x):
    def g(x, *, s):
        return x * s
    return g(x)


@reg(Y)
def varargs_empty(x):
    def g(*a):
        return len(a)
    return g(), g(x, x)


@reg(Y)
def kwargs_dict_result(x):
    def g(**kw):
        return kw
    return g(a=x, b=1)


@reg(Y)
def kwargs_dup(x):
    def g(a, b):
        return a - b
    return g(x, a=x)


@reg(Y)
def kwargs_unknown(x):
    def g(a, b):
        return a - b
    return g(x, c=x)


@reg(Y, S32)
def kwargs_order(x, y):
    def g(a, b, c=1.0):
        return a * 10 + b * 2 + c
    return g(b=x, a=y), g(x, c=y, b=y)


run_all(Cs)
