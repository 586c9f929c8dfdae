# Tensor item assignment inside a while loop on a Tensor, under grad.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, y):
        i = Tensor(np.array(0, np.int32))
        out = x * 1
        while i < 2:
            out[0] = out[0] * y[0]
            out = out + y
            i = i + 1
        return out


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
emit("forward", Net()(x, y))
emit("grad", ops.GradOperation(get_all=True)(Net())(x, y))
