# A Parameter updated with AssignAdd, then read in the same construct, over several calls
# (tests/st/compiler/auto_monad/test_auto_monad.py).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="p")
        self.add = ops.AssignAdd()

    def construct(self, x):
        before = self.p * 1
        self.add(self.p, x)
        return before, self.p * 2


net = Net()
x = Tensor(np.array([1.0, 1.0], np.float32))
emit("call1", net(x))
emit("call2", net(x))
emit("param", net.p)
