# Gradients through a list comprehension and a while loop on a Python constant.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, y):
        parts = [x * (i + 1) + y for i in range(3)]
        acc = parts[0]
        for p in parts[1:]:
            acc = acc * p
        n = 0
        while n < 2:
            acc = ops.sin(acc) + x
            n += 1
        return acc


x = Tensor(np.array([0.1, 0.2], np.float32))
y = Tensor(np.array([0.3, -0.4], np.float32))
emit("forward", Net()(x, y))
emit("grads", ops.GradOperation(get_all=True)(Net())(x, y))
