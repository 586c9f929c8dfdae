import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Wrap(nn.Cell):
    def __init__(self, inner=None):
        super().__init__()
        self.inner = inner

    def construct(self, x):
        if self.inner is None:
            return x * 2
        return self.inner(x) + 1


net = Wrap(Wrap(Wrap()))
x = Tensor(np.array([1.0, -2.0, 3.0], np.float32))
emit("forward", net(x))
emit("grad", ms.grad(net)(x))
