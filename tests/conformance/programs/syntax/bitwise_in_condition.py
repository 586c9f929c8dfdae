import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(a, x):
    if (a & 1).sum() > 1:
        x = x * 2
    return x


emit("taken", f(Tensor(np.array([1, 3, 4], np.int32)), Tensor(np.array([1.0], np.float32))))
emit("not_taken", f(Tensor(np.array([2, 3, 4], np.int32)), Tensor(np.array([1.0], np.float32))))
