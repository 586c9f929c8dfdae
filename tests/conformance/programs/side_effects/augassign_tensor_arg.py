# x += 1 on a Tensor argument rebinds the name: PyNative leaves the caller's Tensor alone
# (MindSpore's Graph mode updates it in place; msgraph follows PyNative).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit

FOLLOW_PYNATIVE = {"arg_after": "Graph mode treats augmented assignment on an argument as in-place"}


class Aug(nn.Cell):
    def construct(self, x):
        x += 1
        return x


a = Tensor(np.array([2, 3], np.int32))
out = Aug()(a)
emit("out", out)
emit("arg_after", a)
