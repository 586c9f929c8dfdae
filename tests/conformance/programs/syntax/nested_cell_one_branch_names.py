import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Inner(nn.Cell):
    def construct(self, x):
        if x.sum() > 2:
            h = x * 2
            x = h
        return x


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Inner()

    def construct(self, x):
        if x.sum() > 0:
            z = self.inner(x)
            x = z + 1
        while x.sum() < 20:
            if x.sum() > 3:
                tmp = x * 2
                x = tmp
            else:
                x = x + 1
        return x


net = Outer()
emit("a", net(Tensor(np.array([1.0, 2.0], np.float32))))
emit("b", net(Tensor(np.array([-1.0, 0.5], np.float32))))
