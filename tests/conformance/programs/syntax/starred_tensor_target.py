import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(t):
    a, *rest = t
    return a, rest


emit("starred", f(Tensor(np.array([1.5, 2.0, 3.0], np.float32))))
