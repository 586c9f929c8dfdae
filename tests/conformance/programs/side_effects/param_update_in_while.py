# A Parameter updated inside a while loop on a Tensor condition.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0], np.float32)), name="p")

    def construct(self, n):
        i = Tensor(np.array([0], np.int32))
        while i < n:
            ops.assign_add(self.p, self.p)
            i = i + 1
        return self.p + 0


net = Net()
emit("out", net(Tensor(np.array([3], np.int32))))
emit("param", net.p)
emit("out2", net(Tensor(np.array([1], np.int32))))
