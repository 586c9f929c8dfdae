# Reads of a Parameter before and after an in-place update in the same construct keep program order.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="p")

    def construct(self, x):
        before = self.p + 0
        ops.assign_add(self.p, x)
        middle = self.p * 1
        ops.assign_sub(self.p, x * 3)
        after = self.p * 1
        return before, middle, after


net = Net()
emit("call1", net(Tensor(np.array([1.0, 1.0], np.float32))))
emit("call2", net(Tensor(np.array([1.0, 1.0], np.float32))))
