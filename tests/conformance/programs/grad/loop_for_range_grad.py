# Gradients through for loops over constant ranges.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, y):
        out = x
        for i in range(3):
            out = out * y + i
        return out


class Net2(nn.Cell):
    def construct(self, x):
        acc = x * 0
        for i in range(1, 4):
            acc = acc + x ** i
        return acc


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([0.5, 3.0], np.float32))
emit("for_range", ops.GradOperation(get_all=True)(Net())(x, y))
emit("powers", ops.GradOperation()(Net2())(x))
