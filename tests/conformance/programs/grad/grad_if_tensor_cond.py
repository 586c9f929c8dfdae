# Gradients through if/else on a Tensor condition, both branches.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, y):
        if x.sum() > y.sum():
            out = x * x * y
        else:
            out = x + y * y
        return out


x = Tensor(np.array([3.0, 4.0], np.float32))
y = Tensor(np.array([1.0, 2.0], np.float32))
emit("then", ops.GradOperation(get_all=True)(Net())(x, y))
emit("else", ops.GradOperation(get_all=True)(Net())(y, x))
