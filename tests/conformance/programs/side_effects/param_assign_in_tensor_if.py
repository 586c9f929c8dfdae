# A Parameter assigned in one branch of an if on a Tensor.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0], np.float32)), name="p")

    def construct(self, x):
        if x > 0:
            ops.assign(self.p, self.p + x)
        else:
            ops.assign_sub(self.p, Tensor(np.array([1.0], np.float32)))
        return self.p * 10


net = Net()
emit("pos", net(Tensor(np.array([2.0], np.float32))))
emit("p_after_pos", net.p)
emit("neg", net(Tensor(np.array([-2.0], np.float32))))
emit("p_after_neg", net.p)
