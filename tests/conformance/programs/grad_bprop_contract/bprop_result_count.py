# What a Cell's custom bprop may return: one gradient per input (a tuple), more (the extra ones
# are ignored), fewer (RuntimeError in both modes), None (no gradient), or a bare Tensor (taken as a
# 1-tuple in PyNative, TypeError in Graph mode).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

# (Graph mode returns None for an input whose bprop gradient is None: followed since left37)


class Mul2(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.kind = kind

    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        if self.kind == "one":
            return (dout * y,)
        if self.kind == "three":
            return (dout * y, dout * x, dout)
        if self.kind == "none":
            return (dout * y, None)
        if self.kind == "bare":
            return dout * y
        return (dout * y, dout * x)


class Scale(nn.Cell):
    def construct(self, x):
        return x * 3.0

    def bprop(self, x, out, dout):
        return dout * 2.0


x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
y = Tensor(np.array([4.0, 5.0, 6.0], np.float32))
emit("one_per_input", ops.GradOperation(get_all=True)(Mul2("two"))(x, y))
emit("extra_ignored", ops.GradOperation(get_all=True)(Mul2("three"))(x, y))
emit("none_is_zeros", ops.GradOperation(get_all=True)(Mul2("none"))(x, y))
emit_error("too_few", lambda: ops.GradOperation(get_all=True)(Mul2("one"))(x, y))
emit_error("bare_two_inputs", lambda: ops.GradOperation(get_all=True)(Mul2("bare"))(x, y))
emit_error("bare_one_input", lambda: ops.GradOperation()(Scale())(x))
