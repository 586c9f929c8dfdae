import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Callable:
    def __init__(self):
        self.k = 2

    def __call__(self, x):
        return x * self.k


cobj = Callable()


@ms.jit
def f(x):
    return cobj(x)


emit("call", f(Tensor(np.array([1.5, 2.0], np.float32))))
