"""A ``while`` condition on a Tensor of one element and rank 2 (``while out < 3`` with out of shape (1, 1), from st
compiler/control inner tests run with other input shapes): MindSpore 2.10 runs it in both modes (its graph-mode ``if``
refuses such a condition, its ``while`` takes it); msgraph's Graph mode raised the ``if``'s ValueError.  Two elements
stay MindSpore's ValueError.  Session 40 (adapt40ctl)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class WhileAdd(nn.Cell):
    def construct(self, x, y):
        out = x
        while out < 3:
            out = out + y
        return out


class WhileNested(nn.Cell):
    def construct(self, x, y):
        i = x * 0
        out = y
        while i < 2:
            j = i
            while j < 3:
                out = out * 2
                j = j + 1
            i = i + 1
        return out


def t(v, dt=np.float32):
    return Tensor(np.array(v, dt))


emit("while_11_x", WhileAdd()(t([[1.0]]), t(2.0)))
emit("while_11_y", WhileAdd()(t(1.0), t([[2.0]])))
emit("while_11_int", WhileAdd()(t([[1]], np.int32), t([[1]], np.int32)))
emit("while_111_zero_trip", WhileAdd()(t([[[5.0]]]), t(2.0)))
emit("while_nested_11", WhileNested()(t([[0.0]]), t(1.5)))
emit("while_11_grad", ops.GradOperation(get_all=True)(WhileAdd())(t([[1.0]]), t(2.0)))
emit_error("while_2_elements", WhileAdd(), t(1.0), t([2.0, 3.0]))
