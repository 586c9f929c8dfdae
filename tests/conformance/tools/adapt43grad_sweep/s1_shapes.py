"""session 42's Left: two gradients of one value with different shapes in Graph mode (a custom-bprop Cell returning
another shape, called twice / in a loop / beside a plain use), and the same cases once."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case

x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
class B(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.kind = kind

    def construct(self, a):
        return a * a

    def bprop(self, a, out, dout):
        if self.kind == "same":
            g = dout * 2
        elif self.kind == "0d":
            g = dout.sum()
        elif self.kind == "1x3":
            g = dout.reshape(1, 3)
        elif self.kind == "1":
            g = dout[:1]
        elif self.kind == "3x1":
            g = dout.reshape(3, 1)
        elif self.kind == "f16":
            g = dout.astype(ms.float16)
        else:
            g = dout.astype(ms.float64)
        return (g,)


SHAPES = ("same", "0d", "1x3", "1", "3x1", "f16", "f64")


def make(kind):
    return B(kind)


class Twice(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.b = make(kind)

    def construct(self, a):
        return self.b(a) + self.b(a)


class Once(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.b = make(kind)

    def construct(self, a):
        return self.b(a)


class Plus(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.b = make(kind)

    def construct(self, a):
        return self.b(a) + a * 3


class Loop(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.b = make(kind)

    def construct(self, a):
        s = a * 0
        for _ in range(2):
            s = s + self.b(a)
        return s


class WhileLoop(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.b = make(kind)

    def construct(self, a):
        s = a * 0
        i = 0
        while s.sum() < 40 and i < 3:
            s = s + self.b(a)
            i += 1
        return s


class IfTwo(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.b = make(kind)

    def construct(self, a):
        if a.sum() > 0:
            r = self.b(a) * 2 + a
        else:
            r = a
        return r


for kind in SHAPES:
    for net in (Once, Twice, Plus, Loop, WhileLoop, IfTwo):
        case("%s %s grad" % (net.__name__, kind), lambda net=net, kind=kind: ms.grad(net(kind))(x))
        case("%s %s GradOp" % (net.__name__, kind),
             lambda net=net, kind=kind: ops.GradOperation(get_all=True)(net(kind))(x))


# plain functions whose two paths have the same value reused (no custom bprop): broadcasting forward uses
def f_bc(a, b):
    return (a + b).sum() + (a * b).sum()


def f_reuse(a):
    c = a.reshape(1, 3)
    return (c * a).sum() + (a + c).sum()


a2 = Tensor(np.array([[1.0], [2.0]], np.float32))
b2 = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
case("plain broadcast grad", lambda: ms.grad(f_bc, grad_position=(0, 1))(a2, b2))
case("plain reshape reuse grad", lambda: ms.grad(f_reuse)(x))
case("plain broadcast jit", lambda: ms.jit(ms.grad(f_bc, grad_position=(0, 1)))(a2, b2))
