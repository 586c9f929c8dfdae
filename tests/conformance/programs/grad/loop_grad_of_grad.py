# Second derivatives through for and while loops.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


def f(x):
    out = x
    for _ in range(2):
        out = out * x
    return out


def df(x):
    return ms.grad(f)(x)


def w(x):
    i = Tensor(np.array(0, np.int32))
    out = x
    while i < 2:
        out = out * x
        i = i + 1
    return out


def dw(x):
    return ms.grad(w)(x)


x = Tensor(np.array([1.0, 2.0], np.float32))
emit("for_first", ms.grad(f)(x))
emit("for_second", ms.grad(df)(x))
emit("while_first", ms.grad(w)(x))
emit("while_second", ms.grad(dw)(x))
