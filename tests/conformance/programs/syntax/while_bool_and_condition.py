import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(t):
    i = 0
    while i < 4 and bool(t.mean() < 2.1):
        t = t + 0.5
        i += 1
    return t, i


emit("loop", f(Tensor(np.array([1.0, 2.0], np.float32))))
emit("no_iter", f(Tensor(np.array([5.0, 2.0], np.float32))))
