# Gradients through a for loop over a CellList.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from _conf import emit


class Scale(nn.Cell):
    def __init__(self, v, name):
        super().__init__()
        self.w = Parameter(Tensor(np.array([v], np.float32)), name=name)

    def construct(self, x):
        return x * self.w + 1


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([Scale(0.5, "w0"), Scale(2.0, "w1"), Scale(-1.0, "w2")])

    def construct(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


net = Net()
x = Tensor(np.array([1.0, 2.0], np.float32))
emit("forward", net(x))
emit("grads", ops.GradOperation(get_all=True, get_by_list=True)(net, ParameterTuple(net.trainable_params()))(x))
