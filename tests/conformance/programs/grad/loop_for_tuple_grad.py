# Gradients through for loops over tuples of Tensors, zip and enumerate.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, y, z):
        acc = x * 0
        for t in (x, y, z):
            acc = acc + t * t
        for i, t in enumerate((x, y)):
            acc = acc + t * i
        for a, b in zip((x, y), (y, z)):
            acc = acc + a * b
        return acc


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
z = Tensor(np.array([5.0, 6.0], np.float32))
emit("grads", ops.GradOperation(get_all=True)(Net())(x, y, z))
