"""Two gradients of one value with different static shapes (session 42's Left, adapt42pn): a custom-bprop Cell whose
bprop returns its input's gradient as a 0-d, (1,), (1, 3) or (3, 1) Tensor for a (3,) input, the Cell called twice,
in an unrolled loop, beside a plain use of the input or under a Tensor-condition `if`.  MindSpore 2.10's Graph mode
sums the contributions with AddN and raises its ValueError ("input shape must be same"); one contribution alone is
returned unchecked, and two 0-d contributions add.  msgraph's Graph mode broadcast the sum and returned a gradient
(silently: a (3, 3) gradient for the (3, 1) case).  PyNative (unchanged, agreeing): a RuntimeError for a shape that
does not broadcast back, the (1, 3) gradient reshaped."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit_error

x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


class B(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.kind = kind

    def construct(self, a):
        return a * a

    def bprop(self, a, out, dout):
        if self.kind == "0d":
            g = dout.sum()
        elif self.kind == "1x3":
            g = dout.reshape(1, 3)
        elif self.kind == "1":
            g = dout[:1]
        elif self.kind == "3x1":
            g = dout.reshape(3, 1)
        else:
            g = dout * 2
        return (g,)


class Once(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.b = B(kind)

    def construct(self, a):
        return self.b(a)


class Twice(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.b = B(kind)

    def construct(self, a):
        return self.b(a) + self.b(a)


class Plus(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.b = B(kind)

    def construct(self, a):
        return self.b(a) + a * 3


class Loop(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.b = B(kind)

    def construct(self, a):
        s = a * 0
        for _ in range(2):
            s = s + self.b(a)
        return s


class IfTwo(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.b = B(kind)

    def construct(self, a):
        if a.sum() > 0:
            r = self.b(a) * 2 + a
        else:
            r = a
        return r


for kind in ("same", "0d", "1", "1x3", "3x1"):
    for cls in (Once, Twice, Plus, Loop, IfTwo):
        emit_error(f"{cls.__name__.lower()}_{kind}", lambda c=cls, k=kind: ops.GradOperation(get_all=True)(c(k))(x))
