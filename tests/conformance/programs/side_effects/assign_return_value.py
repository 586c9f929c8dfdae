# The value returned by AssignAdd (the Parameter itself) and repeated writes in one construct.
# (ops.assign's own result is left out: MindSpore 2.10's PyNative returns a copy, its Graph mode the Parameter.)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="p")

    def construct(self, x):
        ops.assign(self.p, x)
        b = ops.AssignAdd()(self.p, x)
        ops.assign(self.p, self.p * 2)
        ops.assign(self.p, self.p * 2)
        return b * 1, self.p * 1


net = Net()
emit("out", net(Tensor(np.array([3.0, 4.0], np.float32))))
emit("param", net.p)
