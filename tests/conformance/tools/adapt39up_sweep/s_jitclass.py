"""graph_syntax/test_jit_class.py, fallback/test_graph_fallback_self.py, test_call_innetr_net_attr.py: @jit_class
objects in graph code (Tensor / number / nested attributes, methods with Python numbers and Tensors, class
attributes, instances created in construct from inputs, __call__, grads through methods, attribute writes,
missing attributes), plain-object attributes of Cells; P eager, J @ms.jit, G Graph-mode Cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, jit_class
from gs import registry, run_all

C, reg = registry()
X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
XI = Tensor(np.array([1, 2, 3], np.int32))


@jit_class
class Inner:
    def __init__(self):
        self.number = Tensor(1, ms.int32)
        self.vec = Tensor(np.array([1.5, 2.5, 3.5], np.float32))
        self.f = 2.5
        self.i = 3
        self.t = (1, 2.0)

    def act(self, x, y):
        return self.number * (x + y)

    def scale(self, x):
        return x * self.f + self.i

    def __call__(self, x):
        return x * self.vec


@jit_class
class Outer:
    def __init__(self):
        self.inner = Inner()


@jit_class
class WithClassAttr:
    val = Tensor(2, ms.int32)
    k = 4

    def act(self, x):
        return self.val * x + self.k


@jit_class
class FromInput:
    def __init__(self, val):
        self.number = val + 3

    def get(self):
        return self.number * 2


class Plain:
    def __init__(self):
        self.a = 5
        self.t = Tensor(np.array([1.0, 1.0, 1.0], np.float32))


IN, OUT, WC, PL = Inner(), Outer(), WithClassAttr(), Plain()


@reg(X)
def attrs(x):
    return IN.number, IN.vec, IN.f, IN.i, IN.t, OUT.inner.number + x


@reg(X, XI)
def method_mixed(x, y):
    return IN.act(1, 2), IN.act(x, 2.5), IN.act(y, y), IN.scale(x), IN.scale(3)


@reg(X)
def call_obj(x):
    return IN(x), IN(2)


@reg(X)
def class_attr(x):
    return WithClassAttr.val, WC.act(x), WC.act(3), WithClassAttr.k


@reg(X)
def create_from_input(x):
    o = FromInput(x)
    p = FromInput(2)
    return o.number, o.get(), p.number, p.get()


@reg(X)
def grad_through_method(x):
    return ops.grad(IN.scale)(x), ops.grad(lambda v: IN(v).sum())(x)


@reg(X)
def missing_attr(x):
    return IN.nope


@reg(X)
def set_attr_in_graph(x):
    o = FromInput(1)
    o.number = x
    return o.number


@reg(X)
def plain_obj_attrs(x):
    return PL.a, PL.t + x


@reg(X)
def plain_obj_missing(x):
    return PL.b


@reg(X)
def jit_class_isinstance(x):
    return isinstance(IN, Inner), isinstance(PL, Inner)


run_all(C)


def bad_decorate():
    @jit_class
    def func(x, y):
        return x + y
    return func


from h import case  # noqa: E402
case("jit_class_on_function", bad_decorate)
case("jit_class_on_cell", lambda: jit_class(nn.Dense))
