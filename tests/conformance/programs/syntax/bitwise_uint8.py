import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(a, b):
    return a & b, a | b, a ^ b


a = Tensor(np.array([5, 250, 7], np.uint8))
b = Tensor(np.array([3, 15, 7], np.uint8))
emit("ops", f(a, b))
