# ops.assign on a Tensor argument, then the argument is read again in the same graph.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class AssignThenUse(nn.Cell):
    def construct(self, x, y):
        ops.assign(x, y)
        return x * 2


a = Tensor(np.array([2.0, 5.0], np.float32))
out = AssignThenUse()(a, Tensor(np.array([3.0, 4.0], np.float32)))
emit("out", out)
emit("arg_after", a)
