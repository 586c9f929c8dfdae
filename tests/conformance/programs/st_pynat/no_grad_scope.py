# mindspore._no_grad (PyNative): values computed inside are constants to the gradient (context
# manager and decorator); asking for a gradient inside is a RuntimeError.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, _no_grad
from _conf import emit, emit_error

MODES = ("pynative",)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([3.0], np.float32)), name="w")

    def construct(self, x):
        y = self.w * x
        with _no_grad():
            m = y * self.w
        return m * y


class Deco(nn.Cell):
    @_no_grad()
    def construct(self, x):
        return x * x


x = Tensor(np.array([2.0], np.float32))
net = Net()
emit("context_input", ops.grad(net)(x))
emit("context_weights", ops.grad(net, grad_position=None, weights=net.trainable_params())(x))
emit("decorator", ops.grad(lambda t: Deco()(t) + t * t)(x))
emit("forward", net(x))


def inner_grad(t):
    with _no_grad():
        return ops.grad(lambda u: u * u)(t)


emit_error("grad_inside", lambda: inner_grad(x).asnumpy())
