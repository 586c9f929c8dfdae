"""Cell features in graph code: methods other than construct (default / *args / **kwargs / keyword-only
arguments), staticmethod / classmethod / property, super().construct in subclasses, getattr / hasattr / setattr
with constant and computed names, CellList / SequentialCell indexing (negative, slices), iteration and len,
Cell attributes of many kinds; each case builds its Cell and runs it under PyNative (P) and GRAPH_MODE (G)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import run_drivers

CASES = []
X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
XI = Tensor(np.array([1, 2, 3], np.int32))


def case(fn):
    CASES.append((fn.__name__, fn, ()))
    return fn


class Helper(nn.Cell):
    def __init__(self):
        super().__init__()
        self.k = 2.0
        self.name_ = "helper"

    def scale(self, x, f=3.0):
        return x * f

    def many(self, x, *args):
        out = x
        for a in args:
            out = out + a
        return out, len(args)

    def kw(self, x, **kwargs):
        out = x
        for k in kwargs:
            out = out * kwargs[k]
        return out, len(kwargs)

    def kwonly(self, x, *, b=1.0, c):
        return x * b + c

    @staticmethod
    def stat(x, y=1.0):
        return x - y

    @classmethod
    def cls(cls, x):
        return x * 10

    @property
    def twice(self):
        return self.k * 2

    def construct(self, x):
        return x


@case
def method_default():
    class N(Helper):
        def construct(self, x):
            return self.scale(x), self.scale(x, 0.5), self.scale(x, f=2)
    return N()(X)


@case
def method_varargs():
    class N(Helper):
        def construct(self, x):
            return self.many(x, x, 1.0, x * 2)
    return N()(X)


@case
def method_varargs_none():
    class N(Helper):
        def construct(self, x):
            return self.many(x)
    return N()(X)


@case
def method_varargs_star_call():
    class N(Helper):
        def construct(self, x):
            t = (x, 2.0)
            return self.many(x, *t)
    return N()(X)


@case
def method_kwargs():
    class N(Helper):
        def construct(self, x):
            return self.kw(x, a=2.0, b=x)
    return N()(X)


@case
def method_kwargs_dstar_call():
    class N(Helper):
        def construct(self, x):
            d = {"p": 3.0, "q": 0.5}
            return self.kw(x, **d)
    return N()(X)


@case
def method_kwonly():
    class N(Helper):
        def construct(self, x):
            return self.kwonly(x, c=1.0), self.kwonly(x, b=2.0, c=x)
    return N()(X)


@case
def method_kwonly_missing():
    class N(Helper):
        def construct(self, x):
            return self.kwonly(x)
    return N()(X)


@case
def method_too_many_args():
    class N(Helper):
        def construct(self, x):
            return self.scale(x, 1.0, 2.0)
    return N()(X)


@case
def method_unknown_kw():
    class N(Helper):
        def construct(self, x):
            return self.scale(x, g=1.0)
    return N()(X)


@case
def staticmethod_self():
    class N(Helper):
        def construct(self, x):
            return self.stat(x), self.stat(x, y=x), Helper.stat(x, 2.0)
    return N()(X)


@case
def classmethod_self():
    class N(Helper):
        def construct(self, x):
            return self.cls(x), type(self).cls(x) if False else x
    return N()(X)


@case
def property_read():
    class N(Helper):
        def construct(self, x):
            return x * self.twice, self.twice
    return N()(X)


@case
def property_setter_attr():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self._v = 3.0

        @property
        def v(self):
            return self._v + 1

        def construct(self, x):
            return x + self.v
    return N()(X)


@case
def super_construct():
    class Base(nn.Cell):
        def construct(self, x):
            return x * 2

    class Sub(Base):
        def construct(self, x):
            return super().construct(x) + 1
    return Sub()(X)


@case
def super_construct_two_level():
    class Base(nn.Cell):
        def construct(self, x, y=1.0):
            return x * y

    class Mid(Base):
        def construct(self, x, y=2.0):
            return super().construct(x, y) + 1

    class Sub(Mid):
        def construct(self, x):
            return super().construct(x) - super(Mid, self).construct(x, 3.0)
    return Sub()(X)


@case
def super_method():
    class Base(nn.Cell):
        def f(self, x):
            return x + 10

        def construct(self, x):
            return self.f(x)

    class Sub(Base):
        def f(self, x):
            return super().f(x) * 2
    return Sub()(X)


@case
def super_init_args():
    class Base(nn.Cell):
        def __init__(self, a):
            super().__init__()
            self.a = a

        def construct(self, x):
            return x * self.a

    class Sub(Base):
        def __init__(self):
            super().__init__(5)

        def construct(self, x):
            return super().construct(x) + self.a
    return Sub()(X)


@case
def getattr_const():
    class N(Helper):
        def construct(self, x):
            return x * getattr(self, "k"), getattr(self, "missing", 7)
    return N()(X)


@case
def getattr_computed():
    class N(Helper):
        def construct(self, x):
            n = "sc" + "ale"
            return getattr(self, n)(x)
    return N()(X)


@case
def getattr_fstring():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w0 = 1.0
            self.w1 = 2.0
            self.w2 = 3.0

        def construct(self, x):
            s = x
            for i in range(3):
                s = s + getattr(self, f"w{i}")
            return s
    return N()(X)


@case
def getattr_missing():
    class N(Helper):
        def construct(self, x):
            return getattr(self, "nope")
    return N()(X)


@case
def getattr_tensor_method():
    class N(nn.Cell):
        def construct(self, x):
            return getattr(x, "sum")(), getattr(x, "shape"), getattr(x, "dtype")
    return N()(X)


@case
def hasattr_const():
    class N(Helper):
        def construct(self, x):
            return hasattr(self, "k"), hasattr(self, "zz"), hasattr(x, "shape"), hasattr(x, "nope")
    return N()(X)


@case
def hasattr_branch():
    class N(Helper):
        def construct(self, x):
            if hasattr(self, "k"):
                x = x * self.k
            if hasattr(self, "zz"):
                x = x * 100
            return x
    return N()(X)


@case
def setattr_const_number():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = 1.0

        def construct(self, x):
            setattr(self, "a", 5.0)
            return x * self.a
    n = N()
    return n(X), n.a


@case
def setattr_new_attr():
    class N(nn.Cell):
        def construct(self, x):
            setattr(self, "b", 2.0)
            return x * self.b
    return N()(X)


@case
def setattr_tensor_value():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = 1.0

        def construct(self, x):
            self.a = x * 2
            return self.a + 1
    n = N()
    return n(X)


@case
def celllist_index():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.l = nn.CellList([nn.ReLU(), nn.Tanh(), nn.Sigmoid()])

        def construct(self, x):
            return self.l[0](x - 2), self.l[-1](x), self.l[1](x)
    return N()(X)


@case
def celllist_slice():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.l = nn.CellList([nn.ReLU(), nn.Tanh(), nn.Sigmoid()])

        def construct(self, x):
            out = x - 2
            for c in self.l[1:]:
                out = c(out)
            return out
    return N()(X)


@case
def celllist_neg_slice():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.l = nn.CellList([nn.Dense(3, 3, weight_init="ones", bias_init="zeros") for _ in range(3)])

        def construct(self, x):
            out = x.reshape(1, 3)
            for c in self.l[:-1]:
                out = c(out)
            return out, len(self.l), len(self.l[::2])
    return N()(X)


@case
def celllist_reversed():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.l = nn.CellList([nn.ReLU(), nn.Tanh()])

        def construct(self, x):
            out = x - 2
            for c in reversed(self.l):
                out = c(out)
            return out
    return N()(X)


@case
def celllist_enumerate():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.l = nn.CellList([nn.ReLU(), nn.Tanh(), nn.Sigmoid()])

        def construct(self, x):
            s = x * 0
            for i, c in enumerate(self.l):
                s = s + c(x - i)
            return s
    return N()(X)


@case
def celllist_zip():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.l = nn.CellList([nn.ReLU(), nn.Tanh()])
            self.w = (2.0, 3.0)

        def construct(self, x):
            s = x * 0
            for c, w in zip(self.l, self.w):
                s = s + c(x) * w
            return s
    return N()(X)


@case
def celllist_index_oob():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.l = nn.CellList([nn.ReLU(), nn.Tanh()])

        def construct(self, x):
            return self.l[2](x)
    return N()(X)


@case
def sequential_index():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.s = nn.SequentialCell([nn.ReLU(), nn.Tanh(), nn.Sigmoid()])

        def construct(self, x):
            return self.s[0](x - 2), self.s[-1](x), len(self.s)
    return N()(X)


@case
def sequential_slice_call():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.s = nn.SequentialCell([nn.ReLU(), nn.Tanh(), nn.Sigmoid()])

        def construct(self, x):
            return self.s[1:](x - 2), self.s[:-1](x - 2)
    return N()(X)


@case
def sequential_iter():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.s = nn.SequentialCell([nn.ReLU(), nn.Tanh()])

        def construct(self, x):
            outs = []
            for c in self.s:
                outs.append(c(x - 2))
            return outs
    return N()(X)


@case
def sequential_ordered_dict():
    from collections import OrderedDict

    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.s = nn.SequentialCell(OrderedDict([("a", nn.ReLU()), ("b", nn.Tanh())]))

        def construct(self, x):
            return self.s(x - 2), self.s[1](x), self.s.a(x - 2)
    return N()(X)


@case
def celldict_keys():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.d = nn.CellDict({"r": nn.ReLU(), "t": nn.Tanh()})

        def construct(self, x):
            s = x * 0
            for k in self.d.keys():
                s = s + self.d[k](x - 2)
            return s, len(self.d)
    return N()(X)


@case
def method_default_tensor_none():
    class N(nn.Cell):
        def f(self, x, bias=None):
            if bias is None:
                return x
            return x + bias

        def construct(self, x):
            return self.f(x), self.f(x, x), self.f(x, bias=1.0)
    return N()(X)


@case
def nested_method_call_chain():
    class N(nn.Cell):
        def a(self, x):
            return self.b(x) * 2

        def b(self, x, n=2):
            return x ** n

        def construct(self, x):
            return self.a(x)
    return N()(X)


@case
def method_returns_closure():
    class N(nn.Cell):
        def make(self, k):
            def inner(v):
                return v * k
            return inner

        def construct(self, x):
            f = self.make(3)
            g = self.make(x)
            return f(x), g(2.0)
    return N()(X)


@case
def method_int_input():
    class N(nn.Cell):
        def f(self, x, n=2):
            return x * n

        def construct(self, x):
            return self.f(x), self.f(x, 3), self.f(x, n=True)
    return N()(XI)


@case
def attr_tuple_list_dict():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.t = (1, 2.0, "a")
            self.l = [3, 4]
            self.d = {"k": 5.0}

        def construct(self, x):
            return x * self.t[1] + self.l[-1] + self.d["k"], self.t[2], len(self.l)
    return N()(X)


@case
def attr_numpy_array():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = np.array([1.0, 2.0, 3.0], np.float32)

        def construct(self, x):
            return x + Tensor(self.a), self.a.shape
    return N()(X)


@case
def attr_none_branch():
    class N(nn.Cell):
        def __init__(self, act=None):
            super().__init__()
            self.act = act

        def construct(self, x):
            if self.act is not None:
                x = self.act(x)
            return x
    return N()(X - 2), N(nn.ReLU())(X - 2)


@case
def cell_grad_method_call():
    class N(Helper):
        def construct(self, x):
            return self.scale(x, 2.0).sum() + self.stat(x).sum()
    return ms.grad(N())(X)


@case
def cell_grad_super():
    class Base(nn.Cell):
        def construct(self, x):
            return x * x

    class Sub(Base):
        def construct(self, x):
            return (super().construct(x) * 3).sum()
    return ms.grad(Sub())(X)


@case
def cell_grad_celllist_slice():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.l = nn.CellList([nn.Tanh(), nn.Sigmoid(), nn.ReLU()])

        def construct(self, x):
            out = x
            for c in self.l[::-1]:
                out = c(out)
            return out.sum()
    return ms.grad(N())(X)


run_drivers(CASES)
