"""PyNative ``x /= number`` on an integer or bool Tensor (MindSpore 2.10's Tensor.__itruediv__): the result is the
float32 quotient as ``x / number`` gives, but the gradient is cast back to x's dtype (``[0, 0]`` Int32 for
``x /= 2.5``, ``[True, True]`` for a bool x), where ``x / number`` keeps the float gradient (0.4).  msgraph had
given the float gradient for both.  Graph mode (``x /= y`` in construct) is in place there and truncates.
Found by adapting st compiler/augassign_inplace (GradOperation of ``x /= y``; session 34, adapt34g)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

MODES = ("pynative",)


def idiv(x):
    x /= 2.5
    return x


def idiv_int(x):
    x /= 2
    return x


def div(x):
    return x / 2.5


class DivAug(nn.Cell):
    def construct(self, x, y):
        x /= y
        return x


i32 = Tensor(np.array([4, 6], np.int32))
emit_error("idiv int32 forward", idiv, i32)
emit_error("idiv int32 grad", ms.grad(idiv), i32)
emit_error("idiv uint8 grad", ms.grad(idiv_int), Tensor(np.array([4, 6], np.uint8)))
emit_error("idiv bool grad", ms.grad(idiv_int), Tensor(np.array([True, False])))
emit_error("idiv float16 grad", ms.grad(idiv), Tensor(np.array([4, 6], np.float16)))
emit_error("div int32 grad", ms.grad(div), i32)
emit_error("cell int64 by 3 all", ops.GradOperation(get_all=True)(DivAug()), Tensor(10), 3)
emit_error("cell int64 by tensor all", ops.GradOperation(get_all=True)(DivAug()), Tensor(10), Tensor(3))
emit_error("cell float32 by 4", ops.GradOperation()(DivAug()), Tensor(np.array([1.0, 2.0], np.float32)), 4)
