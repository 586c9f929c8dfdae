import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(t):
    a = [v * 2 for v in (t, t + 1)]
    b = list(map(lambda v: v + 1, [t, t]))
    return a, b


emit("lists", f(Tensor(np.array([1.0, 2.0], np.float32))))
