# An in-place write through another name for the same Tensor is seen through both names.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Alias(nn.Cell):
    def construct(self, x, y):
        z = x
        ops.AssignSub()(z, y)
        return x, z


a = Tensor(np.array([10.0, 20.0], np.float32))
x, z = Alias()(a, Tensor(np.array([1.0, 2.0], np.float32)))
emit("x", x)
emit("z", z)
emit("arg_after", a)
