# Gradients through nested while loops on Tensor conditions.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, y):
        i = Tensor(np.array(0, np.int32))
        while i < 2:
            j = Tensor(np.array(0, np.int32))
            while j < 2:
                x = x * y + 0.5
                j = j + 1
            x = ops.sin(x)
            i = i + 1
        return x


x = Tensor(np.array([0.2, 0.4], np.float32))
y = Tensor(np.array([1.1, 0.9], np.float32))
emit("forward", Net()(x, y))
emit("grads", ops.GradOperation(get_all=True)(Net())(x, y))
