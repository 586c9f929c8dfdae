import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(a):
    return ~a


emit("invert", f(Tensor(np.array([5, 0, -1], np.int64))))
