import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

MODES = ("graph",)  # MindSpore 2.10 PyNative: a CellList index must be int or slice


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([nn.ReLU(), nn.Sigmoid()])

    def construct(self, i, x):
        return self.layers[i](x)


net = Net()
x = Tensor(np.array([-1.0, 2.0], np.float32))
emit("relu", net(Tensor(0, ms.int32), x))
emit("sigmoid", net(Tensor(1, ms.int32), x))
