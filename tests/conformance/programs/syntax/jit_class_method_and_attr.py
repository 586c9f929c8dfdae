import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit_class
class Acc:
    def __init__(self):
        self.k = 3

    def scale(self, x):
        return x * self.k


acc = Acc()


@ms.jit
def f(x):
    return acc.scale(x), acc.k


emit("method", f(Tensor(np.array([1.5, 2.0], np.float32))))
