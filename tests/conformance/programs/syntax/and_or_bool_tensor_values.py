import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(t):
    a = t.sum() > 1
    b = t.max() < 5
    return a and b, a or b, not a


emit("a", f(Tensor(np.array([1.0, 2.0], np.float32))))
emit("b", f(Tensor(np.array([0.1, 0.2], np.float32))))
