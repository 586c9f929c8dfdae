# break and continue under Tensor conditions in for loops, under grad.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class BreakNet(nn.Cell):
    def construct(self, x):
        for _ in range(5):
            x = x * 2
            if x.sum() > 10:
                break
        return x


class ContinueNet(nn.Cell):
    def construct(self, x):
        out = x
        for i in range(4):
            if (out * i).sum() > 6:
                continue
            out = out * x
        return out


x = Tensor(np.array([1.0, 0.5], np.float32))
emit("break_forward", BreakNet()(x))
emit("break_grad", ms.grad(BreakNet())(x))
emit("continue_forward", ContinueNet()(x))
emit("continue_grad", ms.grad(ContinueNet())(x))
