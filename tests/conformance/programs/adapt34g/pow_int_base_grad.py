"""Gradient of ``x ** y`` (and ``x **= y`` in a Cell) with an integer Tensor base ``x``: MindSpore 2.10 takes the
log of the base only for the exponent's gradient, so the gradient of the base alone (GradOperation(), ms.grad at
position 0) is y * x ** (y - 1) (300 for 10 ** 3) in both modes, and an integer base under a float exponent takes the
log of the base cast to float (dy = 5.54518 for 2 ** 3.0).  msgraph had raised the Log TypeError in PyNative and, in
Graph mode, silently returned () (the failed compile was retried with the integer arguments as constants).
Found by adapting st compiler/augassign_inplace (``x **= y`` under GradOperation, session 34, adapt34g)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class PowAug(nn.Cell):
    def construct(self, x, y):
        x **= y
        return x


class PowOp(nn.Cell):
    def construct(self, x, y):
        return ops.pow(x, y) + x


def plain(a, b):
    return a ** b


emit_error("aug int int first", ops.GradOperation()(PowAug()), Tensor(10), Tensor(3))
emit_error("op int int first", ops.GradOperation()(PowOp()), Tensor(np.array([10, 2], np.int32)), Tensor(np.array([3, 1], np.int32)))
emit_error("grad int int pos0", ms.grad(plain, grad_position=0), Tensor(np.array([2, 3], np.int64)), Tensor(np.array([2, 2], np.int64)))
emit_error("aug int float all", ops.GradOperation(get_all=True)(PowAug()), Tensor(2), Tensor(3.0))
emit_error("aug int float first", ops.GradOperation()(PowAug()), Tensor(np.array([2, 4], np.int32)), Tensor(np.array([3.0, 0.5], np.float32)))
emit_error("float all", ops.GradOperation(get_all=True)(PowAug()), Tensor(2.0), Tensor(3.0))
emit_error("int python exponent", ops.GradOperation(get_all=True)(PowAug()), Tensor(np.array([2, 3], np.int32)), 2)
