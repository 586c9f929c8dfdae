# A custom Cell bprop that itself takes a gradient (GradOperation inside bprop), also under an outer jit
# (adapted from MindSpore's st gradient/test_custom_cell_bprop).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops, jit
from mindspore.ops import composite as C
from _conf import emit

MODES = ("graph",)   # MindSpore 2.10 PyNative: "In no_grad context, you can not calculate gradient"

grad_all = C.GradOperation(get_all=True)


class TwoInput(nn.Cell):
    def construct(self, x, y):
        return x * y


class InlineBprop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.f = TwoInput()

    def construct(self, x, y):
        return self.f(x, y), grad_all(self.f)(x, y)

    def bprop(self, x, y, out, dout):
        grads = grad_all(self.f)(x, y)
        return grads[0] * 2, grads[1] * 3


class Relu2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = ops.ReLU()

    def construct(self, x, y):
        return self.relu(x)


class GradInBprop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.f = Relu2()

    def construct(self, x, y):
        return self.f(x, y), grad_all(self.f)(x, y)

    def bprop(self, x, y, out, dout):
        grads = grad_all(self.f)(x, y)
        return out[1][0] + 10, grads[1] + 10


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.f = GradInBprop()

    @jit
    def construct(self, x, y):
        return self.f(x, y)


x = Tensor(np.array([1.0, -2.0, 3.0], np.float32))
y = Tensor(np.array([4.0, 5.0, -6.0], np.float32))
emit("grad_in_bprop", grad_all(InlineBprop())(x, y))
emit("grad_in_bprop_outer_jit", grad_all(Outer())(x, y))
