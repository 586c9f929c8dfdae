# Side effects inside a helper function called from construct (inlined into the graph).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


def bump(p, v):
    ops.assign_add(p, v)
    return p * 1


def bump_arg(t):
    ops.assign_add(t, ops.ones_like(t))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="p")

    def construct(self, x):
        a = bump(self.p, x)
        b = bump(self.p, x)
        bump_arg(x)
        return a, b, x


x = Tensor(np.array([1.0, 1.0], np.float32))
net = Net()
emit("out", net(x))
emit("param", net.p)
emit("arg", x)
