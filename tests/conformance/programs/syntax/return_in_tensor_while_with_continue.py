import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(t):
    while t.sum() < 100:
        t = t * 2
        if t.sum() > 5:
            continue
        if t.sum() > 3:
            return t
        break
    return t - 1


emit("a", f(Tensor(np.array([1.0, 2.0], np.float32))))
emit("b", f(Tensor(np.array([0.5, 1.0], np.float32))))
emit("c", f(Tensor(np.array([0.1, 0.1], np.float32))))
