# stop_gradient inside differentiated code.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


def f(x, y):
    z = ops.stop_gradient(x * y)
    return z * x + y * y


def g(x):
    return ops.stop_gradient(x) * x


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
emit("partial", ops.GradOperation(get_all=True)(f)(x, y))
emit("half", ms.grad(g)(x))
