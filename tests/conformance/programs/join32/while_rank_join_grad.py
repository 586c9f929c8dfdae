"""Gradients through a Tensor ``while`` whose carried value changes rank in its first iteration (``out = Tensor(0.0)``,
``while i < 3: out = x * out + x``): MindSpore 2.10 makes ``out`` a dynamic-rank Tensor and differentiates through it;
msgraph runs the first iteration under an ``if`` (loops.py ``_peel_on_shape_change``) whose join of a 0-d and a
(2,) Tensor is made when the graph runs, and gave zero gradients through it (Graph mode; found by st31).
MindSpore's Graph mode fails (a ValueError of its own Reshape in the backward: "the accumulate of x_shape must be
equal to out_shape") where the loop's value is returned as it is or multiplied by a number; those labels follow
its PyNative values (docs/differences.md, Session 32)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

FOLLOW_PYNATIVE = {
    "loop returned grad": "MindSpore 2.10 Graph: ValueError of Reshape in its own backward (dynamic rank)",
    "loop returned grad i=1": "MindSpore 2.10 Graph: ValueError of Reshape in its own backward (dynamic rank)",
    "loop times one grad": "MindSpore 2.10 Graph: ValueError of Reshape in its own backward (dynamic rank)",
}


class Returned(nn.Cell):
    def construct(self, x, i):
        out = Tensor(0.0)
        while i < 3:
            out = x * out + x
            i = i + 1
        return out


class Summed(nn.Cell):
    def construct(self, x, i):
        out = Tensor(0.0)
        while i < 3:
            out = x * out + x
            i = i + 1
        return out.sum()


class TimesOne(nn.Cell):
    def construct(self, x, i):
        out = Tensor(0.0)
        while i < 3:
            out = x * out + x
            i += 1
        return out * 1


class TimesX(nn.Cell):
    def construct(self, x, y, i):
        out = Tensor(1.0)
        while i < 2:
            out = out * x + y
            i = i + 1
        return (out * x).sum()


class Counter(nn.Cell):
    def construct(self, x):
        out = Tensor(0.0)
        i = Tensor(0)
        while i < 3:
            out = x * out + x
            i += 1
        return (out * out).sum()


X = np.array([1., 2.], np.float32)
Y = np.array([0.5, -1.5], np.float32)

emit("loop forward", Returned()(Tensor(X), Tensor(0)))
emit_error("loop returned grad", lambda: ops.GradOperation()(Returned())(Tensor(X), Tensor(0)))
emit_error("loop returned grad i=1", lambda: ops.GradOperation()(Returned())(Tensor(X), Tensor(1)))
emit_error("loop sum grad", lambda: ops.GradOperation()(Summed())(Tensor(X), Tensor(0)))
emit_error("loop sum grad no iteration", lambda: ops.GradOperation()(Summed())(Tensor(X), Tensor(5)))
emit_error("loop times one grad", lambda: ops.GradOperation()(TimesOne())(Tensor(X), Tensor(0)))
emit_error("loop times x grad all", lambda: ops.GradOperation(get_all=True)(TimesX())(Tensor(X), Tensor(Y), Tensor(0)))
emit_error("loop times x ms.grad", lambda: ms.grad(TimesX(), grad_position=(0, 1))(Tensor(X), Tensor(Y), Tensor(1)))
emit_error("loop counter inside grad", lambda: ms.grad(Counter())(Tensor(X)))
emit_error("loop counter value_and_grad", lambda: ms.value_and_grad(Counter())(Tensor(X)))
emit_error("loop float16 grad", lambda: ops.GradOperation()(Summed())(Tensor(X.astype(np.float16)), Tensor(0)))
