"""PyNative: a slice assignment to a Tensor argument of the network a gradient is running (``x[0] = 5.0`` in the
construct, differentiated or not, any grad API) is MindSpore 2.10's RuntimeError ("Can not modify tensor id of input
tensor from network by assign value ..."); the forward call alone, a copy's assignment (``y = x * 1; y[0] = 5``)
and Graph mode compute.  msgraph had returned gradients.  Found by adapting st compiler/control test_cont_grad
(the setitem-in-while network) to other dtypes in PyNative (session 31)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import composite as C
from _conf import emit_error


class SetFirst(nn.Cell):
    def construct(self, x):
        x[0] = 5.0
        return x * 2


class SetSecond(nn.Cell):
    def construct(self, x, y):
        y[0] = 5.0
        return x * y


class SetCopy(nn.Cell):
    def construct(self, x):
        y = x * 1
        y[0] = 5.0
        return y * x


class SetIntInput(nn.Cell):
    def construct(self, x, i):
        i[0] = 3
        return x * 2


class WhileSet(nn.Cell):
    def construct(self, idx, end, x):
        while idx < end:
            part = x[idx, :, :]
            x[idx, :, 0:2] = part.max()
            idx = idx + 1
        return x


def fn(x):
    x[0] = 5.0
    return x * 2


def X():
    return Tensor(np.arange(4).reshape(2, 2).astype(np.float32))


emit_error("forward only", lambda: SetFirst()(X()))
emit_error("GradOperation", lambda: C.GradOperation()(SetFirst())(X()))
emit_error("GradOperation first input, second written", lambda: C.GradOperation()(SetSecond())(X(), X()))
emit_error("GradOperation get_all, second written", lambda: C.GradOperation(get_all=True)(SetSecond())(X(), X()))
emit_error("ms.grad", lambda: ms.grad(SetFirst())(X()))
emit_error("ms.grad position 1", lambda: ms.grad(SetSecond(), grad_position=1)(X(), X()))
emit_error("value_and_grad", lambda: ms.value_and_grad(SetFirst())(X()))
emit_error("function", lambda: C.GradOperation()(fn)(X()))
emit_error("copy written", lambda: C.GradOperation()(SetCopy())(X()))
emit_error("int input written", lambda: C.GradOperation()(SetIntInput())(X(), Tensor(np.array([1, 2], np.int32))))
emit_error("while setitem", lambda: C.GradOperation(get_all=True)(WhileSet())(
    Tensor(np.array(0), ms.int32), Tensor(np.array(2), ms.int32),
    Tensor(np.array([[[4, 0], [0, -1]], [[0, 4], [-3, 0]]], np.float32))))
