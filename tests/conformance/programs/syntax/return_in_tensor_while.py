import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(t):
    while t.sum() < 100:
        t = t * 2
        if t.sum() > 20:
            return t * t
    return t - 1


emit("returns", f(Tensor(np.array([1.0, 2.0], np.float32))))
emit("falls_through", f(Tensor(np.array([60.0, 70.0], np.float32))))
