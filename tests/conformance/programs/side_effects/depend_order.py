# ops.depend keeps an update before a read.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0], np.float32)), name="p")

    def construct(self, x):
        u = ops.assign(self.p, x)
        y = ops.depend(self.p, u)
        return y * 3


net = Net()
emit("out", net(Tensor(np.array([4.0], np.float32))))
emit("param", net.p)
