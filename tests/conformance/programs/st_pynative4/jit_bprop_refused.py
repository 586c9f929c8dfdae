# A Cell's custom bprop decorated with @jit is refused (RuntimeError) when a gradient is taken; the same
# bprop undecorated is used (first and second order).
import numpy as np
from mindspore import nn, Tensor, jit, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error

MODES = ("pynative",)


class JitBprop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.ReLU()

    def construct(self, x):
        return self.op(x)

    @jit
    def bprop(self, x, out, dout):
        return 5 * x


class PlainBprop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.ReLU()

    def construct(self, x):
        return self.op(x)

    def bprop(self, x, out, dout):
        return (5 * x,)


x = Tensor(np.array([2, 3]).astype(np.float32))
emit_error("jit_bprop_grad", lambda: ops.GradOperation()(JitBprop())(x).asnumpy())
emit_error("jit_bprop_second_grad", lambda: ops.GradOperation()(ops.GradOperation()(JitBprop()))(x).asnumpy())
emit("plain_bprop_grad", ops.GradOperation()(PlainBprop())(x))
emit("plain_bprop_second_grad", ops.GradOperation()(ops.GradOperation()(PlainBprop()))(x))
emit("forward_still_runs", JitBprop()(x))
