# Gradients through values collected in a list inside a for loop.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def construct(self, x):
        outs = []
        for i in range(3):
            outs.append(x * (i + 1))
        total = outs[0]
        for o in outs[1:]:
            total = total * o
        return total


x = Tensor(np.array([1.0, 2.0], np.float32))
emit("forward", Net()(x))
emit("grad", ops.GradOperation()(Net())(x))
