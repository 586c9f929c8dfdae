import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(t):
    if t.sum() > 2:
        tmp = t * 2
        t = tmp + 1
    return t


emit("taken", f(Tensor(np.array([1.0, 2.0], np.float32))))
emit("not_taken", f(Tensor(np.array([0.5, 0.5], np.float32))))
