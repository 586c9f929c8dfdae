import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(t):
    i = 0
    while i < 2 or bool(t.sum() < 10):
        t = t * 2
        i = i + 1
    return t, i


emit("a", f(Tensor(np.array([1.0, 2.0], np.float32))))
emit("b", f(Tensor(np.array([10.0, 20.0], np.float32))))
