"""Gradients with respect to Parameters via ParameterTuple / trainable_params, both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ParameterTuple, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([0.5], np.float32)), name="b")
        self.frozen = Parameter(Tensor(np.array([3.0], np.float32)), name="frozen", requires_grad=False)

    def construct(self, x):
        return ((x * self.w).sum() + self.b * self.frozen).sum()


net = Net()
x = Tensor(np.array([3.0, 4.0], np.float32))
weights = ParameterTuple(net.trainable_params())
emit("weights", [p.name for p in weights])
g = ops.GradOperation(get_by_list=True)(net, weights)(x)
emit("grad_by_list", g)
emit("grad_api", ms.grad(net, grad_position=None, weights=net.trainable_params())(x))
emit("value_and_grad", ms.value_and_grad(net, grad_position=0, weights=weights)(x))
