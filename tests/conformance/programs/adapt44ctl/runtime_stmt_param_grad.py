"""The gradient of a Cell's Parameter read inside a statement msgraph runs as Python when the graph runs (a Tensor
`while` with a `return` that grows a list: `x = x * self.w` in its body; a Tensor `if` with a `return`; a
list-growing Tensor `while`): MindSpore 2.10 gives the Parameter its gradient (3 * w ** 3 after three iterations:
9 * w ** 2 = 36 at w = 2), msgraph's Graph mode gave zeros (SILENT: the statement read the Parameter through `self`
when it ran, outside the gradient).  GradOperation(get_by_list=True) and value_and_grad with weights."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _conf import emit_error


def T(v, dt=np.float32):
    return Tensor(np.array(v, dt))


class WhileReturn(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(T([2.0, 2.0, 2.0]), name="w")

    def construct(self, x):
        out = []
        while x.sum() < 20:
            out.append(x)
            if x.sum() > 100:
                return x
            x = x * self.w
        return x * 3


class IfReturn(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(T([2.0, 2.0, 2.0]), name="w")

    def construct(self, x):
        out = []
        if x.sum() > 0:
            out.append(x * self.w)
            return out[0] * 3
        return x


class WhileList(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(T([2.0, 2.0, 2.0]), name="w")

    def construct(self, x):
        out = []
        while x.sum() < 20:
            out.append(x)
            x = x * self.w
        return x * 3 + len(out)


x = T([1.0, 1.0, 1.0])
for C in (WhileReturn, IfReturn, WhileList):
    nm = C.__name__
    emit_error(f"{nm}/fwd", lambda C=C: C()(x))
    emit_error(f"{nm}/by_list", lambda C=C: (lambda n: ops.GradOperation(get_by_list=True)(n, n.trainable_params())(x))(C()))
    emit_error(f"{nm}/value_and_grad", lambda C=C: (lambda n: ms.value_and_grad(n, 0, n.trainable_params())(x))(C()))
