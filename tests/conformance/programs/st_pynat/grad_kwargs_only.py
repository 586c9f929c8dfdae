# A gradient function called with keyword arguments only differentiates their values in order,
# as if they were the positional inputs (GradOperation, get_all, ms.grad grad_position).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class F1(nn.Cell):
    def construct(self, *, a, b):
        return a * b


class F2(nn.Cell):
    def construct(self, **kwargs):
        return kwargs["a"] + kwargs["b"] * 2


class G(nn.Cell):
    def __init__(self, net, go):
        super().__init__()
        self.net = net
        self.g = go

    def construct(self, *args, **kwargs):
        return self.g(self.net)(*args, **kwargs)


a = Tensor(np.array([1., 2.], np.float32))
b = Tensor(np.array([3., 5.], np.float32))
emit("first", G(F1(), ops.GradOperation())(a=a, b=b))
emit("get_all", G(F1(), ops.GradOperation(get_all=True))(a=a, b=b))
emit("var_kwargs", G(F2(), ops.GradOperation(get_all=True))(b=b, a=a))
emit("outside", ops.GradOperation(get_all=True)(F1())(a=a, b=b))
