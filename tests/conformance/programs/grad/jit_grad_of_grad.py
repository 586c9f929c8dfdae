# Second derivatives through jit functions.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit


@ms.jit
def f(x):
    return x * x * x


def df(x):
    return ms.grad(f)(x)


x = Tensor(np.array([1.0, 2.0, -1.0], np.float32))
emit("first", ms.grad(f)(x))
emit("second", ms.grad(df)(x))
