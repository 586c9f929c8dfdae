# GradOperation(get_by_list=True)(net, one_parameter): the weights' gradient is that Parameter's
# gradient alone (a Tensor), not a 1-tuple; with get_all it is (input_grads, weight_grad).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class T(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1., 2.], np.float32)), name='p')

    def construct(self, x):
        return self.p * x * x


class G(nn.Cell):
    def __init__(self, net, get_all):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation(get_all=get_all, get_by_list=True)

    def construct(self, x):
        return self.grad(self.net, self.net.p)(x)


x = Tensor(np.array([3., 4.], np.float32))
emit("get_all_and_list", G(T(), True)(x))
emit("list_only", G(T(), False)(x))
t = T()
emit("outside_cell", ops.GradOperation(get_by_list=True)(t, t.p)(x))
emit("parameter_tuple", ops.GradOperation(get_by_list=True)(t, ms.ParameterTuple([t.p]))(x))
