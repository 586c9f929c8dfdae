# A Parameter updated inside a for loop whose body has an if on a Tensor.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([0.0], np.float32)), name="p")

    def construct(self, x):
        for i in range(4):
            if x > i:
                self.p = self.p + x
            else:
                self.p = self.p - 1
        return self.p * 1


net = Net()
emit("x2", net(Tensor(np.array([2.0], np.float32))))
emit("x0", net(Tensor(np.array([0.0], np.float32))))
emit("param", net.p)
