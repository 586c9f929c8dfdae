# self.p = expr on a Parameter inside construct, read back in the same call.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.count = Parameter(Tensor(np.array([0], np.int32)), name="count")
        self.acc = Parameter(Tensor(np.array([0.0, 0.0], np.float32)), name="acc")

    def construct(self, x):
        self.count = self.count + 1
        self.acc = self.acc + x
        return self.acc / self.count.astype(ms.float32)


net = Net()
emit("mean1", net(Tensor(np.array([2.0, 4.0], np.float32))))
emit("mean2", net(Tensor(np.array([4.0, 8.0], np.float32))))
emit("count", net.count)
