# Tensor item assignment on an argument.  MindSpore's Graph mode returns the new value but leaves
# the caller's Tensor unchanged; PyNative changes it in place (msgraph follows PyNative).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit

FOLLOW_PYNATIVE = {"arg_after": "Graph mode does not write a Tensor argument's item assignment back"}


class SetItem(nn.Cell):
    def construct(self, x):
        x[0] = 7
        return x


a = Tensor(np.array([2, 3], np.int32))
out = SetItem()(a)
emit("out", out)
emit("arg_after", a)
