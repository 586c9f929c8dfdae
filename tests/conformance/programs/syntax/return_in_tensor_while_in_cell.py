import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Net(nn.Cell):
    def construct(self, x, limit):
        while x.sum() < limit:
            x = x + 1
            if x.max() > 4:
                return x * 10
        return x


net = Net()
emit("returns", net(Tensor(np.array([1.0, 2.0], np.float32)), Tensor(100.0, ms.float32)))
emit("falls", net(Tensor(np.array([1.0, 2.0], np.float32)), Tensor(4.0, ms.float32)))
