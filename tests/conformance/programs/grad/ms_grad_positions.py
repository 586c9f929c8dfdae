# ms.grad's return structure for int / tuple / (0,) grad_position and with weights.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([1.0, 1.0], np.float32)), name="b")

    def construct(self, x, y, z):
        return x * self.w + y * z + self.b


net = Net()
x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
z = Tensor(np.array([5.0, 6.0], np.float32))
emit("pos0", ms.grad(net)(x, y, z))
emit("pos2", ms.grad(net, grad_position=2)(x, y, z))
emit("pos_tuple", ms.grad(net, grad_position=(0, 2))(x, y, z))
emit("pos_single_tuple", ms.grad(net, grad_position=(1,))(x, y, z))
emit("weights_only", ms.grad(net, grad_position=None, weights=net.trainable_params())(x, y, z))
emit("pos_and_weights", ms.grad(net, grad_position=(0, 1), weights=net.trainable_params())(x, y, z))
emit("one_weight", ms.grad(net, grad_position=0, weights=net.w)(x, y, z))
