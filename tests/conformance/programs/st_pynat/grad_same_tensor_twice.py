# The same Tensor passed at two differentiated positions: MindSpore's PyNative gives each position
# the Tensor's whole gradient; its Graph mode gives each position the gradient of its own uses.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class N(nn.Cell):
    def construct(self, x, y):
        return x * 2 + x * y


x = Tensor(np.array([3.0, 1.0], np.float32))
emit("get_all", ops.GradOperation(get_all=True)(N())(x, x))
def cube(a, b):
    return a * b * b


emit("grad_positions", ms.grad(cube, (0, 1))(x, x))
