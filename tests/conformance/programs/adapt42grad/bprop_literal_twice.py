"""A Cell's custom bprop giving None or a Python number for an input that receives more than one gradient (the Cell
called twice, called in an unrolled 3-step loop, or its input also used outside it; st compiler/gradient custom
bprop tests adapted, third pass after left37/custom_bprop_literals).  MindSpore 2.10's Graph mode adds the literals
as they are: None and None stay None, numbers are summed (0 + 0 = 0, 1 + 1 = 2, 2.5 x 3 = 7.5); a number added to
a Tensor gradient is its ValueError (MultitypeFuncGraph), as None is.  msgraph's Graph mode made two numbers a zero /
summed Tensor and added a number to a Tensor (silently), and raised ValueError for None + None.  PyNative: zeros
for None, RuntimeError for a number (unchanged)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit_error

x = Tensor(np.array([1.0, -2.0, 3.0], np.float32))
y = Tensor(np.array([0.5, 0.25, 2.0], np.float32))


class Inner(nn.Cell):
    def __init__(self, lit):
        super().__init__()
        self.lit = lit

    def construct(self, a, b):
        return a * b

    def bprop(self, a, b, out, dout):
        return dout * 2, self.lit


class Twice(nn.Cell):
    def __init__(self, lit):
        super().__init__()
        self.inner = Inner(lit)

    def construct(self, a, b):
        return self.inner(self.inner(a, b), b)


class Loop(nn.Cell):
    def __init__(self, lit):
        super().__init__()
        self.inner = Inner(lit)

    def construct(self, a, b):
        i = 0
        out = a
        while i < 3:
            out = self.inner(out, b)
            i += 1
        return out


class Mixed(nn.Cell):
    def __init__(self, lit):
        super().__init__()
        self.inner = Inner(lit)

    def construct(self, a, b):
        return self.inner(a, b) + b


for lname, lit in (("none", None), ("int0", 0), ("int1", 1), ("float", 2.5)):
    for cls in (Twice, Loop, Mixed):
        emit_error(f"{cls.__name__.lower()}_{lname}", lambda c=cls, v=lit: ops.GradOperation(get_all=True)(c(v))(x, y))
