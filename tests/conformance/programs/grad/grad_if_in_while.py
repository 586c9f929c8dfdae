# An if on a Tensor inside a while loop, under grad.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, y):
        i = Tensor(np.array(0, np.int32))
        while i < 4:
            if (x * y).sum() > 3:
                x = x - y * 0.5
            else:
                x = x * y + 1
            i = i + 1
        return x


x = Tensor(np.array([0.5, 1.0], np.float32))
y = Tensor(np.array([1.5, 0.5], np.float32))
emit("forward", Net()(x, y))
emit("grads", ops.GradOperation(get_all=True)(Net())(x, y))
