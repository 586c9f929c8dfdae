import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(x):
    a = x.asnumpy()
    return Tensor(a * 2), np.sum(a)


emit("asnumpy", f(Tensor(np.array([1.5, 2.0], np.float32))))
