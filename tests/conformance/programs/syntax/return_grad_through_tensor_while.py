import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


def f(t):
    while t.sum() < 100:
        t = t * 2
        if t.sum() > 20:
            return t * t
    return t - 1


emit("grad", ms.jit(ms.grad(f))(Tensor(np.array([1.0, 2.0], np.float32))))
