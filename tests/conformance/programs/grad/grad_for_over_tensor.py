# Gradients through a for loop over a Tensor's first dimension.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, w):
        acc = w * 0
        for row in x:
            acc = acc + row * w
        return acc


x = Tensor(np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], np.float32))
w = Tensor(np.array([0.5, -1.0], np.float32))
emit("forward", Net()(x, w))
emit("grads", ops.GradOperation(get_all=True)(Net())(x, w))
