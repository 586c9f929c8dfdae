# return_ids pairs each gradient with its position / Parameter name.  (An int grad_position with
# return_ids is left out: MindSpore 2.10's PyNative returns a 0-d gradient there, its Graph mode (1, dy).)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0], np.float32)), name="w")

    def construct(self, x, y):
        return x * self.w * y


net = Net()
x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
emit("ids_pos", ms.grad(net, grad_position=(0, 1), return_ids=True)(x, y))
emit("ids_weights", ms.grad(net, grad_position=0, weights=net.trainable_params(), return_ids=True)(x, y))
