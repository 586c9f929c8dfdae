# Gradients w.r.t. inputs and Parameters of nested Cells.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from _conf import emit


class Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.5, -2.0], np.float32)), name="inner_w")

    def construct(self, x):
        return ops.tanh(x * self.w)


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Inner()
        self.b = Inner()
        self.s = Parameter(Tensor(np.array([0.5], np.float32)), name="s")

    def construct(self, x):
        return self.a(x) * self.s + self.b(x * 2)


net = Outer()
x = Tensor(np.array([0.3, -0.4], np.float32))
params = ParameterTuple(net.trainable_params())
emit("names", tuple(p.name for p in params))
emit("grads", ops.GradOperation(get_all=True, get_by_list=True)(net, params)(x))
