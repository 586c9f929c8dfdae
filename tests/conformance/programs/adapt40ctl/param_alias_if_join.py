"""A function argument naming a Parameter (``self.func(self.param_b)``) written in place under a Tensor ``if``
(``if self.param_a > self.param_b: x += 5``), then the Parameter written again (``self.param_b += 4``) and the
argument returned (st compiler/control inner test_100_if_after_if, IfAfterIfNet3 / 4): MindSpore 2.10's Graph mode
writes the Parameter through the name and the name still reads the Parameter after the ``if``, so the later write
is seen (16); msgraph's Graph mode returned the joined value of the ``if`` (12, SILENT).  PyNative does not write
through the name (12).  Session 40 (adapt40ctl)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
from mindspore.common import dtype as mstype
from _conf import emit


class IfAfterIf(nn.Cell):
    def __init__(self, a, dt=mstype.int32):
        super().__init__()
        self.param_a = Parameter(Tensor(a, dt), name="a")
        self.param_b = Parameter(Tensor(4, dt), name="b")

    def construct(self, x, y):
        out = x * y + self.func(self.param_b)
        if self.param_a > self.param_b:
            out += 5
        return out

    def func(self, x):
        if self.param_a > self.param_b:
            x += 5
        self.param_b += 4
        return x


class BothBranches(nn.Cell):
    def __init__(self, a):
        super().__init__()
        self.param_a = Parameter(Tensor(a, mstype.float32), name="a")
        self.param_b = Parameter(Tensor(4, mstype.float32), name="b")

    def construct(self, y):
        return self.func(self.param_b) * y

    def func(self, x):
        if self.param_a > self.param_b:
            x += 5
        else:
            x -= 1
        self.param_b *= 2
        return x


def run(net, *args):
    out = net(*args)
    return out, net.param_b.value()


i32 = mstype.int32
emit("taken_int32", run(IfAfterIf(5), Tensor(1, i32), Tensor(3, i32)))
emit("not_taken_int32", run(IfAfterIf(3), Tensor(1, i32), Tensor(3, i32)))
emit("taken_float32", run(IfAfterIf(5, mstype.float32), Tensor(1.5, mstype.float32), Tensor(2.0, mstype.float32)))
emit("both_branches_then", run(BothBranches(5), Tensor(2.0, mstype.float32)))
emit("both_branches_else", run(BothBranches(3), Tensor(2.0, mstype.float32)))
emit("both_branches_grad", ops.GradOperation()(BothBranches(5))(Tensor(2.0, mstype.float32)))
