"""Adapted from tests/st/ops/test_ops_softmax.py (test_softmax_double_backward): ops.auto_generate.SoftmaxBackward
and its gradient (softmax's double backward)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

# MindSpore 2.10 has no PyNative CPU kernel for SoftmaxBackward ("unregistered"); Graph mode compiles it
MODES = ("graph",)


class Net(nn.Cell):
    def __init__(self, dim=-1):
        super().__init__()
        self.dim = dim

    def construct(self, dout, out):
        return ops.auto_generate.SoftmaxBackward()(dout, out, self.dim)


class Grad(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = Net()

    def construct(self, dout, out):
        return ops.grad(self.net, (0, 1))(dout, out)


dout = Tensor((np.sin(np.arange(12)) * 0.5).reshape(3, 4).astype(np.float32))
out = Tensor((np.cos(np.arange(12) * 0.7) * 0.4 + 0.5).reshape(3, 4).astype(np.float32))
emit("forward", Net()(dout, out))
emit("forward_dim0", Net(0)(dout, out))
emit("double_backward", Grad()(dout, out))
