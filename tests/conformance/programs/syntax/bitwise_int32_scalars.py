import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(a):
    return a & 3, a | 8, a ^ 1


emit("ops", f(Tensor(np.array([5, 3, 12], np.int32))))
