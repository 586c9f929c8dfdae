"""``while True`` (a Python-constant condition) left by a break under a Tensor condition, with a
Tensor ``continue``: a graph loop (forward and gradient)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class WhileTrueNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1], np.int32)), name="p")

    def construct(self, x, y):
        out = y * self.p
        while True:
            if x == 5:
                x = x - 3
                continue
            if x == 2:
                break
            out = out + out
            x = x - 1
        return out


net = WhileTrueNet()
emit("while_true_break_x5", net(Tensor([5], ms.int32), Tensor([1], ms.int32)))
emit("while_true_break_x4", net(Tensor([4], ms.int32), Tensor([3], ms.int32)))


class WhileTrueFloat(nn.Cell):
    def construct(self, x):
        while True:
            if x.sum() > 50:
                break
            x = x * 2
        return x


emit("while_true_break_float", WhileTrueFloat()(Tensor(np.array([1.0, 3.0], np.float32))))
emit("while_true_break_grad", ms.grad(WhileTrueFloat())(Tensor(np.array([1.0, 3.0], np.float32))))
