# Weight gradients through loops that read a Parameter.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([0.5, 1.5], np.float32)), name="w")

    def construct(self, x):
        out = x
        for _ in range(3):
            out = out * self.w + 1
        i = Tensor(np.array(0, np.int32))
        while i < 2:
            out = out * self.w
            i = i + 1
        return out


net = Net()
x = Tensor(np.array([1.0, 2.0], np.float32))
emit("grad_w", ops.GradOperation(get_by_list=True)(net, ParameterTuple(net.trainable_params()))(x))
emit("grad_x_w", ms.grad(net, grad_position=0, weights=net.trainable_params())(x))
