import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.funcs = (nn.ReLU(), nn.Sigmoid(), nn.Tanh())

    def construct(self, i, x):
        return self.funcs[i](x)


net = Net()
x = Tensor(np.array([-1.5, 0.5, 3.0], np.float32))
for i in range(3):
    emit(f"layer{i}", net(Tensor(i, ms.int32), x))
