import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(t):
    if bool(t.sum() > 1):
        t = t * 2
    return t


emit("taken", f(Tensor(np.array([1.0, 2.0], np.float32))))
emit("not_taken", f(Tensor(np.array([0.1, 0.2], np.float32))))
