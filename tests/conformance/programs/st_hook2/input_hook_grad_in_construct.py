# A hook registered outside the graph on a Tensor argument applies to its gradient when the gradient
# is taken inside a Cell's construct (the Cell is the compiled graph); an argument without hooks of the
# same shape afterwards gets the plain gradient.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit

FOLLOW_PYNATIVE = {"plain_inputs": "MindSpore's Graph mode reuses the graph compiled for the hooked "
                                   "arguments, so Tensors without hooks get the hooked gradients"}


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1., 2., 3.], np.float32)), name="w")

    def construct(self, x, y):
        return (x * self.w + y) * x


class GradNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad_op = ops.GradOperation(get_all=True)

    def construct(self, x, y):
        return self.grad_op(self.net)(x, y)


def double(g):
    return g * 2


def minus_one(g):
    return g - 1


grad_net = GradNet(Net())
x = Tensor(np.array([10., 11., 12.], np.float32))
y = Tensor(np.array([13., 14., 15.], np.float32))
x.register_hook(double)
y.register_hook(minus_one)
emit("hooked_inputs", grad_net(x, y))
x2 = Tensor(np.array([10., 11., 12.], np.float32))
y2 = Tensor(np.array([13., 14., 15.], np.float32))
emit("plain_inputs", grad_net(x2, y2))
