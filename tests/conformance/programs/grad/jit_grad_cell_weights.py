# Weight gradients of a Cell whose construct is decorated with @jit.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([0.5, -0.5], np.float32)), name="b")

    @ms.jit
    def construct(self, x):
        return ops.matmul(x, self.w) + self.b


net = Net()
x = Tensor(np.array([[1.0, 1.0], [2.0, 0.0]], np.float32))
params = ParameterTuple(net.trainable_params())
emit("by_list", ops.GradOperation(get_by_list=True)(net, params)(x))
emit("all_and_list", ops.GradOperation(get_all=True, get_by_list=True)(net, params)(x))
emit("ms_grad_weights", ms.grad(net, grad_position=None, weights=params)(x))
