# A Parameter updated with += (self.p = self.p + ...) inside nested for loops.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([0.0], np.float32)), name="p")

    def construct(self, x):
        for i in range(3):
            for j in range(2):
                self.p += x * (i + j)
        return self.p


class Net2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")

    def construct(self, x):
        out = x
        for _ in range(2):
            for _ in range(2):
                self.w += 1
                out = out * self.w
        return out


net = Net()
emit("out1", net(Tensor(np.array([1.0], np.float32))))
emit("out2", net(Tensor(np.array([2.0], np.float32))))
emit("param", net.p)
n2 = Net2()
emit("net2_out", n2(Tensor(np.array([1.0, 1.0], np.float32))))
emit("net2_param", n2.w)
