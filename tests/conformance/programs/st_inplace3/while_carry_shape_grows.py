# A value whose shape grows on every iteration of a Tensor while loop (expand_dims): MindSpore's
# Graph mode specializes the body for each new shape until its call depth limit (RuntimeError);
# st control/test_recrusive_fun.py::test_branch_value_compatible.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

MODES = ("graph",)   # PyNative runs the loop eagerly


class Grow(nn.Cell):
    def construct(self, x, i):
        out = x
        while i < 3:
            out = ops.expand_dims(out + 1, -1)
            i = i + 1
        return out


class Stable(nn.Cell):
    def construct(self, x, i):
        out = x
        while i < 3:
            out = ops.reshape(out + 1, (1,))
            i = i + 1
        return out * 2


emit_error("grows", lambda: Grow()(Tensor(np.array(0, np.int32)), Tensor(np.array(0, np.int32))))
emit("stable_after_one", Stable()(Tensor(np.array([5], np.int32)), Tensor(np.array(0, np.int32))))
