# An early return under a Tensor condition, under grad.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, y):
        if x.sum() > y.sum():
            return x * y
        z = x + y
        return z * z


a = Tensor(np.array([3.0, 4.0], np.float32))
b = Tensor(np.array([1.0, 2.0], np.float32))
emit("first_branch", ops.GradOperation(get_all=True)(Net())(a, b))
emit("second_branch", ops.GradOperation(get_all=True)(Net())(b, a))
