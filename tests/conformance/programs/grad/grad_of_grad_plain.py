# Second and third derivatives of straight-line code.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit


def f(x):
    return ops.sin(x) * x * x


def df(x):
    return ms.grad(f)(x)


def ddf(x):
    return ms.grad(df)(x)


x = Tensor(np.array([0.5, 1.0, 2.0], np.float32))
emit("first", ms.grad(f)(x))
emit("second", ms.grad(df)(x))
emit("third", ms.grad(ddf)(x), rtol=1e-4)
