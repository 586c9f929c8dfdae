# Slice assignment on a Cell's Tensor argument: PyNative changes the caller's Tensor; MindSpore's
# Graph mode does not (msgraph follows PyNative).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit

FOLLOW_PYNATIVE = {"arg_after": "Graph mode does not write a Tensor argument's item assignment back"}


class Net(nn.Cell):
    def construct(self, x, v):
        x[1:] = v
        return x * 2


b = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
emit("returned", Net()(b, Tensor(np.array([7.0, 8.0], np.float32))))
emit("arg_after", b)
