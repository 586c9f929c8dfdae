import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(a, b):
    return a & b, a | b, a ^ b, ~a


a = Tensor(np.array([True, False, True]))
b = Tensor(np.array([True, True, False]))
emit("ops", f(a, b))
