# ms.grad with weights and return_ids on a Cell whose construct is @jit, in both modes.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.5, -0.5], np.float32)), name="w")

    @ms.jit
    def construct(self, x, y):
        return ops.exp(x * self.w) * y


net = Net()
x = Tensor(np.array([0.2, 0.4], np.float32))
y = Tensor(np.array([1.0, 2.0], np.float32))
emit("ids", ms.grad(net, grad_position=(0, 1), weights=net.trainable_params(), return_ids=True)(x, y))
emit("value_and_grad", ms.value_and_grad(net, grad_position=0, weights=net.trainable_params())(x, y))
