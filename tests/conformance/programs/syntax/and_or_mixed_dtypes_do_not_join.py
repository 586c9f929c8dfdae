import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(t):
    a = t.sum() > 1
    b = t.sum()
    return a and b


emit_error("join", f, Tensor(np.array([1.0, 2.0], np.float32)))
