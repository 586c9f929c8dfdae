# A hook registered outside the graph on a Parameter applies to its gradient when the gradient is
# taken inside a Cell's construct (the Cell is the compiled graph).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w1 = Parameter(Tensor(np.array([1., 2., 3.], np.float32)), name="w1")
        self.w2 = Parameter(Tensor(np.array([4., 5., 6.], np.float32)), name="w2")

    def construct(self, x, y):
        return (x * self.w1 + y) * self.w2


class GradNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.params = net.trainable_params()
        self.grad_op = ops.GradOperation(get_all=True, get_by_list=True)

    def construct(self, x, y):
        return self.grad_op(self.net, self.params)(x, y)


def double(g):
    return g * 2


def plus_one(g):
    return g + 1


x = Tensor(np.array([10., 11., 12.], np.float32))
y = Tensor(np.array([13., 14., 15.], np.float32))
net = Net()
net.w1.register_hook(double)
net.w2.register_hook(plus_one)
emit("hooked_weights", GradNet(net)(x, y))
