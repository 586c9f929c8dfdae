import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Scale(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k

    def construct(self, x):
        return x * self.k


net = nn.SequentialCell(nn.SequentialCell(Scale(2.0), nn.ReLU()), Scale(3.0))


@ms.jit
def fwd(x):
    return net(x)


emit("forward", fwd(Tensor(np.array([-1.0, 0.5, 2.0], np.float32))))
