# Gradients through indexing, slicing and item assignment.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, y):
        out = x * 1
        out[0] = y[1] * 3
        out[1:] = out[1:] * y[0]
        return out * x[0]


x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
y = Tensor(np.array([4.0, 5.0], np.float32))
emit("forward", Net()(x, y))
emit("grads", ops.GradOperation(get_all=True)(Net())(x, y))
