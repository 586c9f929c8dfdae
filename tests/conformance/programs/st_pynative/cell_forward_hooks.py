"""Cell forward hooks in PyNative (adapted from tests/st/pynative/hook/test_pynative_forward_hook)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

MODES = ("pynative",)


def pre_double(cell, inp):
    return inp[0] + inp[0]


def post_relu(cell, inp, out):
    return nn.ReLU()(out)


def post_add(cell, inp, out):
    return out + out


class Inner(nn.Cell):
    def construct(self, x):
        return x * 3 - 4


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Inner()

    def construct(self, x):
        return self.inner(x) * x


x = Tensor(np.array([1.0, -2.0, 3.0], np.float32))

net = Outer()
h1 = net.inner.register_forward_pre_hook(pre_double)
emit("pre_hook_forward", net(x))
emit("pre_hook_grad", ms.grad(net)(x))
h2 = net.inner.register_forward_hook(post_relu)
emit("pre_and_post_hook_forward", net(x))
emit("pre_and_post_hook_grad", ms.grad(net)(x))
h1.remove()
emit("post_hook_only_forward", net(x))
h2.remove()
emit("hooks_removed", net(x))
h3 = net.inner.register_forward_hook(post_add)
emit("post_add_grad", ms.grad(net)(x))
h3.remove()
