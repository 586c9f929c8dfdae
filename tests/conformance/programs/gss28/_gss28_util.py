"""Helpers shared by the gss28 programs (not a program: the harness runs files not starting with ``_``)."""
import numpy as np
from mindspore import nn, ops, Tensor, Parameter


def xf():
    """A fresh [1, 2, 3] float32 Tensor."""
    return Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def yf():
    """A fresh [0.5, 1.5, 2] float32 Tensor."""
    return Tensor(np.array([0.5, 1.5, 2.0], np.float32))


def grads(fn, *args):
    """Gradients of ``fn`` w.r.t. all its inputs."""
    return ops.GradOperation(get_all=True)(fn)(*args)


class Scale(nn.Cell):
    """``x * w`` with a Parameter w = [1, 2, 0.5]."""

    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0, 0.5], np.float32)), name='w')

    def construct(self, x):
        return x * self.w


class Outer(nn.Cell):
    """``inner(x) + x`` around a Scale Cell."""

    def __init__(self):
        super().__init__()
        self.inner = Scale()

    def construct(self, x):
        return self.inner(x) + x
