"""Adapted from tests/ut/python/pynative_mode/test_insert_grad_of.py (test_cell_assign): an InsertGradientOf hook
that reads and writes a Parameter (self.matrix_g = dout + self.matrix_g).  msgraph's Graph mode refused it (the
custom-bprop Cell rule "does not support using Parameter"); MindSpore runs it and stores the Parameter."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter, ParameterTuple
from mindspore.ops import composite as C
from mindspore.ops import operations as P
from _conf import emit

grad_by_list = C.GradOperation(get_by_list=True)


class GradNetWrap(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.weights = ParameterTuple(net.get_parameters())

    def construct(self, x, y):
        return grad_by_list(self.net, self.weights)(x, y)


class Mul(nn.Cell):
    def __init__(self):
        super().__init__()
        self.matrix_w = Parameter(Tensor(np.ones([2, 2], np.float32)), name="matrix_w")
        self.matrix_g = Parameter(Tensor(np.ones([2, 2], np.float32)), name="matrix_g")
        self.get_g = P.InsertGradientOf(self.save_gradient)

    def save_gradient(self, dout):
        self.matrix_g = dout + self.matrix_g
        return dout

    def construct(self, x, y):
        z = x * self.matrix_w
        z = self.get_g(z)
        z = z * y
        return z


x = Tensor(np.array([[1, 2], [3, 4]], np.float32))
y = Tensor(np.array([[5, 6], [7, 8]], np.float32))
net = Mul()
for k in range(2):
    emit(f"grads_{k}", GradNetWrap(net)(x, y))
    emit(f"matrix_g_{k}", net.matrix_g)
    emit(f"matrix_w_{k}", net.matrix_w)
net2 = Mul()
emit("outer_grads", grad_by_list(net2, ParameterTuple(net2.get_parameters()))(x, y))
emit("outer_matrix_g", net2.matrix_g)
