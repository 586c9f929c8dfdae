# The reverse sweep's adjoint store: a value used twice gets the sum of both gradients, an unused
# output of a multi-output op gets zeros, an input nothing reaches gets zeros of its shape and dtype,
# and a Cell's custom bprop inside a bigger function adds to the gradient of the rest.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Twice(nn.Cell):
    def construct(self, x):
        return x * 2.0

    def bprop(self, x, out, dout):
        return (dout * 10.0,)


twice = Twice()


def used_twice(x):
    y = ops.exp(x)
    return y * y + y


def one_of_split(x):
    a, b = ops.split(x, 2)
    return (a * 3.0).sum()


def unreachable(x, y):
    return x * 2.0


def cell_in_function(x):
    return twice(x) * x


x = Tensor(np.array([0.5, -1.0, 1.5, 2.0], np.float32))
y = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float64))
emit("used_twice", ops.GradOperation()(used_twice)(x), rtol=1e-5)
emit("one_of_split", ops.GradOperation()(one_of_split)(x))
emit("unreachable", ops.GradOperation(get_all=True)(unreachable)(x, y))
emit("cell_in_function", ops.GradOperation()(cell_in_function)(x))
