import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Net(nn.Cell):
    def construct(self, x, y=None):
        if x.sum() > 0:
            y = x * 3
            x = y + 1
        return x


net = Net()
emit("pos", net(Tensor(np.array([1.0, 2.0], np.float32))))
emit("neg", net(Tensor(np.array([-1.0, -2.0], np.float32))))
