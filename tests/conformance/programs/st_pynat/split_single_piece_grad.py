# The gradient through ops.split when a split yields a single piece (and through a discarded piece).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, y):
        temp = ops.split(x, *y)[0]
        temp = (temp + 1) * 2
        return ops.split(temp, *y)


x = Tensor(np.arange(12).reshape(1, 3, 4).astype(np.float32))
emit("forward", Net()(x, (2, 2)))
emit("grad", ops.GradOperation(get_all=True)(Net())(x, (2, 2)))
