import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Scale(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = ms.Parameter(Tensor(np.array([k], np.float32)), name="k")

    def construct(self, x):
        return x * self.k


inner = nn.SequentialCell(Scale(2.0), nn.ReLU())
net = nn.SequentialCell(inner, Scale(3.0), nn.SequentialCell(Scale(0.5)))
x = Tensor(np.array([[-1.0, 2.0], [3.0, -4.0]], np.float32))
emit("forward", net(x))
emit("grad", ms.grad(net)(x))
