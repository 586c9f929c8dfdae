# A local name bound to a Parameter sees a later assign through the attribute.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="p")

    def construct(self, x):
        q = self.p
        ops.assign(self.p, x)
        return q + 0, self.p + 0


net = Net()
emit("out", net(Tensor(np.array([5.0, 6.0], np.float32))))
emit("param", net.p)
