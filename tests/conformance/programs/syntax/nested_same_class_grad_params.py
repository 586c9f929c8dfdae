import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Block(nn.Cell):
    def __init__(self, k, inner=None):
        super().__init__()
        self.w = ms.Parameter(Tensor(np.array([k], np.float32)), name=f"w{k}")
        self.inner = inner

    def construct(self, x):
        y = x * self.w
        if self.inner is not None:
            y = self.inner(y)
        return y


net = Block(2.0, Block(3.0, Block(4.0)))
x = Tensor(np.array([1.0, -1.0], np.float32))
emit("forward", net(x))
emit("grads", ms.grad(net, grad_position=None, weights=net.trainable_params())(x))
