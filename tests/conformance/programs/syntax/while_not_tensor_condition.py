import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(t):
    while not t.sum() > 10:
        t = t + 3
    return t


emit("loop", f(Tensor(np.array([1.0, 2.0], np.float32))))
