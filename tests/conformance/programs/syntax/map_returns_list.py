import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(t):
    return map(lambda v: v * 3, (t, t - 1))


emit("map", f(Tensor(np.array([1.0, 2.0], np.float32))))
