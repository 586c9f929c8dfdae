import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(t):
    b = t.sum()
    c = t.max()
    return b and c, b or c, (b - 3) and c, (b - 3) or c


emit("operands", f(Tensor(np.array([1.0, 2.0], np.float32))))
