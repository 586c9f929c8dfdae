# Cells in a CellList each update their own Parameter inside a for loop.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Acc(nn.Cell):
    def __init__(self, name):
        super().__init__()
        self.s = Parameter(Tensor(np.array([0.0], np.float32)), name=name)

    def construct(self, x):
        ops.assign_add(self.s, x)
        return x * 2


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([Acc("s0"), Acc("s1"), Acc("s2")])

    def construct(self, x):
        for c in self.layers:
            x = c(x)
        return x


net = Net()
emit("out1", net(Tensor(np.array([1.0], np.float32))))
emit("out2", net(Tensor(np.array([1.0], np.float32))))
emit("sums", tuple(c.s for c in net.layers))
