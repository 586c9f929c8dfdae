"""A custom-bprop Cell called twice in a Graph-mode construct (st pynative/hook custom-bprop tests, adapted), whose
bprop returns a gradient of another dtype than its input (float16 / float64 / int32 for float32): MindSpore 2.10's
Graph mode sums the two calls' gradients of one input with AddN and raises TypeError "the input type must be
same"; msgraph promoted them silently (Float32 or Float64 [3, 3, 3]).  One call alone returns the bprop's dtype
unchecked in both.  PyNative differentiates the jit construct with other checks (not recorded: MODES)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

MODES = ("graph",)
x = Tensor(np.array([1.0, 2.0, 3.0]), ms.float32)
y = Tensor(np.array([4.0, 5.0, 6.0]), ms.float32)


class F16(nn.Cell):
    def construct(self, a, b):
        return a * b + a

    def bprop(self, a, b, out, dout):
        return (dout * 2).astype(ms.float16), dout


class F64(nn.Cell):
    def construct(self, a, b):
        return a * b + a

    def bprop(self, a, b, out, dout):
        return (dout * 2).astype(ms.float64), dout


class I32(nn.Cell):
    def construct(self, a, b):
        return a * b + a

    def bprop(self, a, b, out, dout):
        return (dout * 2).astype(ms.int32), dout


class Twice(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.c = c

    def construct(self, a, b):
        return self.c(a, b) + self.c(b, a)


class Once(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.c = c

    def construct(self, a, b):
        return self.c(a, b) * 2


for cls in (F16, F64, I32):
    emit_error(f"{cls.__name__}_twice", lambda: ops.GradOperation(get_all=True)(Twice(cls()))(x, y))
    emit(f"{cls.__name__}_once", ops.GradOperation(get_all=True)(Once(cls()))(x, y))
