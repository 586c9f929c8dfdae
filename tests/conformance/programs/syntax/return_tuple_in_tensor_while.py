import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(t):
    for k in range(3):
        t = t + k
    while t.sum() < 100:
        t = t * 2
        if t.sum() > 50:
            return t, t.sum()
    return t - 1, t.sum()


emit("returns", f(Tensor(np.array([1.0, 2.0], np.float32))))
emit("falls_through", f(Tensor(np.array([60.0, 70.0], np.float32))))
