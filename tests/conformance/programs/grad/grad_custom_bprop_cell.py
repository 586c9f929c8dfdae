# A Cell with a custom bprop, differentiated directly and inside another Cell.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Custom(nn.Cell):
    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        return dout * 2, dout * 3


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c = Custom()

    def construct(self, x, y):
        return self.c(x * x, y) + y


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
emit("direct", ops.GradOperation(get_all=True)(Custom())(x, y))
emit("nested", ops.GradOperation(get_all=True)(Outer())(x, y))
