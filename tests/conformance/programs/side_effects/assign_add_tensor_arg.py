# In-place AssignAdd on a Tensor argument: the result and the caller's Tensor both change
# (MindSpore tests/st/compiler/auto_monad: side effects on inputs).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class AddInput(nn.Cell):
    def construct(self, x, y):
        ops.AssignAdd()(x, y)
        return x


a = Tensor(np.array([2], np.int32))
out = AddInput()(a, Tensor(np.array([3], np.int32)))
emit("out", out)
emit("arg_after", a)
out = AddInput()(a, Tensor(np.array([3], np.int32)))
emit("out_second_call", out)
emit("arg_after_second_call", a)
