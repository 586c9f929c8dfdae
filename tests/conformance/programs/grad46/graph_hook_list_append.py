"""A Cell backward hook / backward pre-hook / custom bprop that appends to a module-level list, under a gradient.
MindSpore 2.10's Graph mode compiles them as graph code and the list stays empty (its PyNative runs them as Python:
the list gets the gradients); msgraph's Graph mode applied the hooks' gradients correctly but left the graph's
symbolic values (`Sym(%v22: Float32[2])`) in the list, as it lowered them after the forward's writes to lists had
been undone."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit

SEEN = []


def back_hook(cell, grad_input, grad_output):
    SEEN.append(grad_input[0] * 2)
    return (grad_input[0] * 3,)


def back_pre_hook(cell, grad_output):
    SEEN.append(grad_output[0])


class Square(nn.Cell):
    def construct(self, a):
        return a * a


class Cube(nn.Cell):
    def construct(self, a):
        return a * a * a

    def bprop(self, a, out, dout):
        SEEN.append(dout)
        return (dout * 3 * a * a,)


class Net(nn.Cell):
    def __init__(self, inner):
        super().__init__()
        self.inner = inner
        self.w = Parameter(Tensor(np.array([1.5, -0.5], np.float32)), name="w")

    def construct(self, a):
        return (self.inner(a) * self.w).sum()


x = Tensor(np.array([1.0, 2.0], np.float32))
for name in ("backward hook", "backward pre-hook", "custom bprop"):
    if name == "backward hook":
        inner = Square()
        inner.register_backward_hook(back_hook)
    elif name == "backward pre-hook":
        inner = Square()
        inner.register_backward_pre_hook(back_pre_hook)
    else:
        inner = Cube()
    net = Net(inner)
    del SEEN[:]
    emit(f"{name}: gradient", ms.grad(net, 0)(x))
    emit(f"{name}: list", list(SEEN))
    del SEEN[:]
    emit(f"{name}: value_and_grad with weights", ms.value_and_grad(net, 0, net.trainable_params())(x))
    emit(f"{name}: list after value_and_grad", list(SEEN))
