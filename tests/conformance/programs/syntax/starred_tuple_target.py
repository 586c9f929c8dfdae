import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(t):
    a, *rest = (t, t + 1, t + 2)
    *b, c = [1, 2, 3]
    return a, rest, b, c


emit("starred", f(Tensor(np.array([1.0, 2.0], np.float32))))
