# A Tensor if inside a for loop under grad.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, y):
        out = x
        for _ in range(3):
            if out.sum() > 4:
                out = out - y
            else:
                out = out * y
        return out


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([1.5, 2.0], np.float32))
emit("forward", Net()(x, y))
emit("grad", ops.GradOperation(get_all=True)(Net())(x, y))
