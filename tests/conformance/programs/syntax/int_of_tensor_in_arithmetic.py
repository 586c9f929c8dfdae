import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(t):
    y = int(t.sum()) + 1
    return t * y


emit("arith", f(Tensor(np.array([1.5, 2.0], np.float32))))
