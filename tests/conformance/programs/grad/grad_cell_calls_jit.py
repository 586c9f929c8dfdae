# A Cell whose construct calls a @jit function, differentiated in both modes.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from _conf import emit


@ms.jit
def affine(x, w, b):
    return x * w + b


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, -1.0], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([0.5, 0.5], np.float32)), name="b")

    def construct(self, x):
        return ops.sin(affine(x, self.w, self.b))


net = Net()
x = Tensor(np.array([0.1, 0.2], np.float32))
emit("grads", ops.GradOperation(get_all=True, get_by_list=True)(net, ParameterTuple(net.trainable_params()))(x))
