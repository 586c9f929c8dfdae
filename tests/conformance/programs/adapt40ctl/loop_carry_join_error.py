"""A name carried by a Tensor ``while`` whose values in an ``if`` inside the body cannot join (st compiler/control
inner test_011_if_in_while with float inputs: ``out`` starts as an int32 Tensor, ``out = x * y + out`` makes it
float32 in one branch): MindSpore 2.10's Graph mode raises its join TypeError ("Cannot join the return values of
different branches") where ``out`` is read after the loop; msgraph raised the UnboundLocalError of a name first
defined inside the loop.  The same for an ``if / elif / else`` whose elif and else values of x do not join (st
compiler/control inner test_030_for_in_if, ForInIfNet with an int32 input): msgraph raised "x is not defined in
false branch".  PyNative computes.  Session 40 (adapt40ctl)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
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


class IfElifElse(nn.Cell):
    def __init__(self):
        super().__init__()
        self.param_a = Parameter(Tensor(np.full((1,), 5, np.float32)), name="a")
        self.param_b = Parameter(Tensor(np.full((1,), 4, np.float32)), name="b")

    def construct(self, x):
        y = x + self.param_b
        if self.param_a > self.param_b:
            x = x * 2
            for i in range(-1, 2):
                x = i + x
        elif y > x:
            y = self.param_a * y
        else:
            x = self.param_b * x
        return x, y


def t(v, dt):
    return Tensor(np.array(v, dt))


emit("int32_inputs", IfInWhile()(t(2, np.int32), t(3, np.int32)))
emit_error("float32_inputs", IfInWhile(), t(2, np.float32), t(3, np.float32))
emit_error("float32_inputs_grad", ops.GradOperation(get_all=True)(IfInWhile()), t(2, np.float32), t(3, np.float32))
emit("float32_inputs_unread", IfInWhileUnread()(t(2, np.float32), t(3, np.float32)))
emit_error("if_elif_else_int32", IfElifElse(), t(2, np.int32))
emit("if_elif_else_float32", IfElifElse()(t(2.0, np.float32)))
