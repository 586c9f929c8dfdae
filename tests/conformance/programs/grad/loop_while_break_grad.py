# A while loop with break under grad.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, limit):
        i = Tensor(np.array(0, np.int32))
        while i < 10:
            x = x * 2
            if x.sum() > limit:
                break
            i = i + 1
        return x


x = Tensor(np.array([1.0, 0.5], np.float32))
limit = Tensor(np.array(10.0, np.float32))
emit("forward", Net()(x, limit))
emit("grad", ms.grad(Net())(x, limit))
