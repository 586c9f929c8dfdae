"""`P.Assign()(x, v)` / `P.AssignAdd()(x, y)` on a Tensor argument of a Cell that a gradient runs
(GradOperation get_all, ms.grad, value_and_grad; also under a Tensor `if`): MindSpore 2.10 writes the caller's
Tensor in both modes, as the forward call alone does (x is 5 after the gradient).  msgraph's Graph mode left it
unchanged under a gradient (SILENT; the gradients themselves agreed).  An item assignment to the argument under
a gradient leaves the caller's Tensor unchanged in MindSpore's Graph mode (`Set1`; its PyNative refuses it,
st31/setitem_grad_input): Graph mode only for that label."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
import mindspore.ops.operations as P
from _conf import emit


class AssignNum(nn.Cell):
    def construct(self, x, y):
        P.Assign()(x, 5)
        return x + y


class AddArg(nn.Cell):
    def construct(self, x, y):
        P.AssignAdd()(x, y)
        return x * y


class AddIf(nn.Cell):
    def construct(self, x, y):
        if x < y:
            P.AssignAdd()(x, y)
        y = y - x
        return x, y


class Set1(nn.Cell):
    def construct(self, x):
        x[0] = x[1] * 2
        return x * 3


def xy():
    return Tensor(np.array(2, np.float32)), Tensor(np.array(3, np.float32))


for C in (AssignNum, AddArg, AddIf):
    nm = C.__name__
    x, y = xy()
    emit(f"{nm}/get_all", (ops.GradOperation(get_all=True)(C())(x, y), x, y))
    x, y = xy()
    emit(f"{nm}/grad", (ms.grad(C(), (0, 1))(x, y), x, y))
    x, y = xy()
    emit(f"{nm}/value_and_grad", (ms.value_and_grad(C(), (0, 1))(x, y), x, y))
if ms.get_context("mode") == ms.GRAPH_MODE:
    x = Tensor(np.array([[1., 2.], [3., 4.]], np.float32))
    emit("Set1/get_all", (ops.GradOperation(get_all=True)(Set1())(x), x))
