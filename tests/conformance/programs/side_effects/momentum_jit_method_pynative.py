# Momentum steps taken by a Cell method decorated with @jit, called in PyNative (and Graph) mode.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[0.5, -0.5], [1.0, 2.0]], np.float32)), name="w")

    def construct(self, x):
        return ops.matmul(x, self.w)


class Trainer(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
        self.grad_fn = ms.value_and_grad(self.loss, None, self.opt.parameters)

    def loss(self, x, y):
        return ((self.net(x) - y) ** 2).mean()

    @ms.jit
    def step(self, x, y):
        loss, grads = self.grad_fn(x, y)
        self.opt(grads)
        return loss


net = Net()
t = Trainer(net)
x = Tensor(np.array([[1.0, 2.0], [0.5, -1.0]], np.float32))
y = Tensor(np.array([[1.0, 0.0], [0.0, 1.0]], np.float32))
losses = [t.step(x, y) for _ in range(3)]
emit("losses", tuple(losses))
emit("w", net.w)
