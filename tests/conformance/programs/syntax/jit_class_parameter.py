import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit_class
class Holder:
    def __init__(self):
        self.w = ms.Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")

    def apply(self, x):
        return x * self.w


h = Holder()


class Net(nn.Cell):
    def construct(self, x):
        return h.apply(x) + 1


emit("param", Net()(Tensor(np.array([3.0, 4.0], np.float32))))
