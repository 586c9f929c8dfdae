"""Parameters and children added after __init__ (insert_param_to_cell, setattr) used by construct."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.act = nn.ReLU()

    def construct(self, x):
        return self.act(x * self.scale) + self.shift


net = Net()
net.insert_param_to_cell("scale", Parameter(Tensor(np.array([2.0, -1.0], np.float32)), name="scale"))
net.shift = Parameter(Tensor(np.array([0.5], np.float32)), name="shift")
x = Tensor(np.array([1.0, 3.0], np.float32))
emit("call", net(x))
emit("names", [p.name for p in net.get_parameters()])
net.act = nn.Tanh()
emit("grad", ms.grad(net, grad_position=None, weights=net.trainable_params())(x), rtol=1e-3)
