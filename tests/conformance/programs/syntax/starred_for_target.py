import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(x):
    for a, *b in ((1, 2, 3), (4, 5, 6)):
        x = x + a + len(b)
    return x


emit("for", f(Tensor(np.array([1.0], np.float32))))
