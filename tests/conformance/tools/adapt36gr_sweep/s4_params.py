"""Parameters under gradients: requires_grad False, ParameterTuple subsets, in-place ops / setitem / assign in the
forward, mutable inputs, get_by_list over nested Cells."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from _h import case

x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
y = Tensor(np.array([0.5, -1.0, 2.0], np.float32))


class Net(nn.Cell):
    def __init__(self, rg_b=True):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0, 4.0], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([1.0], np.float32)), name="b", requires_grad=rg_b)
        self.c = Parameter(Tensor(np.array([5.0], np.float32)), name="c")

    def construct(self, a):
        return (a * self.w + self.b).sum() * 2


class Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.k = Parameter(Tensor(np.array([1.5], np.float32)), name="k")
    def construct(self, a):
        return a * self.k


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Inner()
        self.w = Parameter(Tensor(np.array([2.0, 3.0, 4.0], np.float32)), name="w")
    def construct(self, a):
        return (self.inner(a) * self.w).sum()


def gl(net, params, *args):
    return ops.GradOperation(get_by_list=True)(net, params)(*args)


n = Net(False)
case("rg False trainable", lambda: [p.name for p in Net(False).trainable_params()])
case("rg False GO list trainable", lambda: gl(n, ParameterTuple(n.trainable_params()), x))
case("rg False GO list all", lambda: gl(n, ParameterTuple(n.get_parameters()), x))
case("rg False msgrad weights all", lambda: ms.grad(n, None, list(n.get_parameters()))(x))
case("rg False msgrad b", lambda: ms.grad(n, None, n.b)(x))
case("rg False vag b", lambda: ms.value_and_grad(n, 0, (n.b,))(x))
case("unused param c", lambda: ms.grad(Net(), None, (Net().c,))(x))
def unused_c():
    m = Net()
    return ms.grad(m, None, (m.c, m.w))(x)
case("unused param c own", unused_c)
def subset():
    m = Net()
    return gl(m, ParameterTuple([m.b]), x)
case("subset b", subset)
def subset_rev():
    m = Net()
    return gl(m, ParameterTuple([m.b, m.w]), x)
case("subset reversed", subset_rev)
def subset_dup():
    m = Net()
    return gl(m, ParameterTuple([m.w, m.w]), x)
case("subset dup", subset_dup)
def nested():
    m = Outer()
    return gl(m, ParameterTuple(m.trainable_params()), x)
case("nested params", nested)
def nested_inner_only():
    m = Outer()
    return gl(m, ParameterTuple(m.inner.trainable_params()), x)
case("nested inner only", nested_inner_only)
def nested_names():
    m = Outer()
    return ms.grad(m, None, m.trainable_params(), return_ids=True)(x)
case("nested return_ids", nested_names)
def rg_toggle():
    m = Net()
    m.w.requires_grad = False
    return [p.name for p in m.trainable_params()], gl(m, ParameterTuple(m.trainable_params()), x)
case("toggle rg", rg_toggle)
def frozen_whole():
    m = Net()
    for p in m.get_parameters():
        p.requires_grad = False
    return gl(m, ParameterTuple(m.trainable_params()), x)
case("frozen all", frozen_whole)
def param_f16():
    m = Net()
    m.w.set_data(Tensor(np.array([2.0, 3.0, 4.0], np.float16)))
    return m.w.dtype, gl(m, ParameterTuple([m.w]), x)
case("param set_data f16", param_f16)
def param_int():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = Parameter(Tensor(np.array([2, 3, 4], np.int32)), name="w")
        def construct(self, a):
            return (a * self.w).sum()
    m = N()
    return gl(m, ParameterTuple([m.w]), x)
case("param int32", param_int)


# in-place ops in the forward
class Inplace(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.kind = kind
        self.w = Parameter(Tensor(np.array([2.0, 3.0, 4.0], np.float32)), name="w")
    def construct(self, a):
        if self.kind == 0:
            b = a * 1
            b[1] = 10.0
            return (b * self.w).sum()
        if self.kind == 1:
            b = a * self.w
            b += a
            return b.sum()
        if self.kind == 2:
            ops.assign(self.w, a * 2)
            return (a * self.w).sum()
        if self.kind == 3:
            b = a * self.w
            b[0:2] = a[1:3] * 3
            return b.sum()
        if self.kind == 4:
            ops.assign_add(self.w, a)
            return (a * self.w).sum()
        if self.kind == 5:
            b = a.copy()
            b.add_(self.w)
            return (b * b).sum()
        if self.kind == 6:
            b = a * self.w
            b.mul_(2.0)
            return b.sum()
        b = a * self.w
        b[b > 3] = 0.0
        return b.sum()
for k in range(8):
    def gi(k=k):
        m = Inplace(k)
        r = ops.GradOperation(get_all=True, get_by_list=True)(m, ParameterTuple(m.trainable_params()))(x)
        return r, m.w.value()
    case("inplace %d grads" % k, gi)
    def vag(k=k):
        m = Inplace(k)
        return ms.value_and_grad(m, 0, m.trainable_params())(x), m.w.value()
    case("inplace %d vag" % k, vag)


# mutable inputs under grad
def fm(t, k):
    return t[0] * k + t[1]
case("mutable tuple + num", lambda: ms.grad(fm, (0, 1))(ms.mutable((x, y)), 2.0))
case("mutable tuple + mutable num", lambda: ms.grad(fm, (0, 1))(ms.mutable((x, y)), ms.mutable(2.0)))
case("mutable list GO all", lambda: ops.GradOperation(get_all=True)(fm)(ms.mutable([x, y]), 2.0))
case("mutable dict", lambda: ms.grad(lambda d: d["a"] * d["b"])(ms.mutable({"a": x, "b": y})))
case("mutable tensor", lambda: ms.grad(lambda a: a * a)(ms.mutable(x)))
case("mutable dynamic len", lambda: ms.grad(lambda t: t[0] * 2)(ms.mutable([x, y], True)))
case("mutable nested", lambda: ms.grad(lambda t: t[0][0] * t[1])(ms.mutable(((x,), y))))
case("mutable scalar only", lambda: ms.grad(lambda k: k * 2.0)(ms.mutable(3.0)))
case("mutable int only", lambda: ms.grad(lambda a, k: a * k, (0, 1))(x, ms.mutable(3)))
case("mutable tuple num only", lambda: ms.grad(lambda t: t[0] * t[1])(ms.mutable((2.0, 3.0))))
case("mutable vag", lambda: ms.value_and_grad(fm, (0, 1))(ms.mutable((x, y)), 2.0))
case("mutable sens", lambda: ms.grad(lambda t: t[0] * t[1], sens_param=True)(ms.mutable((x, y)), x))
