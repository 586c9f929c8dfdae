# value_and_grad: value plus the same gradient structures; has_aux puts the aux outputs in the value.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


def f(x, y):
    return (x * y).sum(), x - y


def g(x, y):
    return x * x + y


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
emit("plain", ms.value_and_grad(g)(x, y))
emit("positions", ms.value_and_grad(g, grad_position=(0, 1))(x, y))
emit("aux", ms.value_and_grad(f, grad_position=(0, 1), has_aux=True)(x, y))
emit("grad_aux", ms.grad(f, has_aux=True)(x, y))
