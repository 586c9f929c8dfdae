import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(x):
    first, *rest = x.shape
    return x * first, rest


emit("shape", f(Tensor(np.ones((2, 3, 4), np.float32))))
