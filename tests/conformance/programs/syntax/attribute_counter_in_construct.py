import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.count = 0

    def construct(self, x):
        self.count = self.count + 1
        return x + self.count


net = Net()
x = Tensor(np.array([1.0, 2.0], np.float32))
emit("first", net(x))
emit("count1", net.count)
emit("second", net(x))
emit("count2", net.count)
