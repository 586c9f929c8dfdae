"""A name carried by a Tensor ``while`` whose values in an ``if`` inside the body cannot join (st compiler/control
inner test_011_if_in_while with float inputs: ``out`` starts as an int32 Tensor, ``out = x * y + out`` makes it
float32 in one branch): MindSpore 2.10's Graph mode raises its join TypeError ("Cannot join the return values of
different branches") where ``out`` is read after the loop; msgraph raised the UnboundLocalError of a name first
defined inside the loop.  PyNative computes.  Session 40 (adapt40ctl)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.common import dtype as mstype
from _conf import emit, emit_error


class IfInWhile(nn.Cell):
    def __init__(self):
        super().__init__()
        self.zero = Tensor(np.array(0), mstype.int32)
        self.i = Tensor(np.array(0), mstype.int32)

    def construct(self, x, y):
        out = self.zero
        i = self.i
        while i < 3:
            if out <= 20:
                out = x * y + out
            i = i + 1
        return out


class IfInWhileUnread(nn.Cell):
    def __init__(self):
        super().__init__()
        self.zero = Tensor(np.array(0), mstype.int32)
        self.i = Tensor(np.array(0), mstype.int32)

    def construct(self, x, y):
        out = self.zero
        i = self.i
        while i < 3:
            if out <= 20:
                out = x * y + out
            i = i + 1
        return i


def t(v, dt):
    return Tensor(np.array(v, dt))


emit("int32_inputs", IfInWhile()(t(2, np.int32), t(3, np.int32)))
emit_error("float32_inputs", IfInWhile(), t(2, np.float32), t(3, np.float32))
emit_error("float32_inputs_grad", ops.GradOperation(get_all=True)(IfInWhile()), t(2, np.float32), t(3, np.float32))
emit("float32_inputs_unread", IfInWhileUnread()(t(2, np.float32), t(3, np.float32)))
