# A Parameter updated with += in a while loop with a nested for loop, under @jit, and in nested for
# loops of a plain Cell, with a gradient (after tests/st/pynative/jit/test_pynative_jit.py).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class JitNet(nn.Cell):
    def __init__(self, t):
        super().__init__()
        self.add = ops.Add()
        self.param = Parameter(t, name="p")

    @ms.jit
    def construct(self, x):
        while x < 5:
            self.param += 1
            x += 1
            for _ in range(3):
                self.param += 2
            x = self.add(x, self.param)
        return x


class PlainNet(nn.Cell):
    def __init__(self, t):
        super().__init__()
        self.param = Parameter(t, name="q")

    def construct(self, x):
        for _ in range(2):
            for _ in range(3):
                self.param += x
        return self.param * 1


net = JitNet(Tensor(-4))
emit("forward", net(Tensor(1)))
emit("param_after_forward", net.param)
net2 = JitNet(Tensor(-4))
emit("grad", ops.GradOperation()(net2)(Tensor(1)))
emit("param_after_grad", net2.param)
p = PlainNet(Tensor(np.array([1.0, 2.0], np.float32)))
emit("plain", p(Tensor(np.array([0.5, 1.0], np.float32))))
emit("plain_again", p(Tensor(np.array([0.5, 1.0], np.float32))))
