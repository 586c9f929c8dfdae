# A Parameter updated inside a while loop that breaks on a Tensor condition.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0], np.float32)), name="p")

    def construct(self, limit):
        i = Tensor(np.array(0, np.int32))
        while i < 10:
            self.p = self.p * 2
            if self.p > limit:
                break
            i = i + 1
        return self.p + 0, i


net = Net()
emit("first", net(Tensor(np.array([5.0], np.float32))))
emit("second", net(Tensor(np.array([20.0], np.float32))))
emit("param", net.p)
