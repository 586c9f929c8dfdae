import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(t):
    return bool(t.sum() > 1), int(t.sum()), float(t.max())


emit("scalars", f(Tensor(np.array([1.5, 2.0], np.float32))))
