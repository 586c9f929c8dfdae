import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(a, b):
    return a & b, a | b, a ^ b


a = Tensor(np.array([5, 3, 12], np.int64))
b = Tensor(np.array([6, 1, 10], np.int64))
emit("ops", f(a, b))
