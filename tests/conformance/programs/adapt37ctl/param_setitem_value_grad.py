"""Graph mode: the value written into a Parameter's item (``self.p[-1] = x[0] * 2``, ``self.p[Tensor([1])] = ...``)
gets no gradient in MindSpore 2.10 (its ScatterNdUpdate), as a value written by ops.assign; a slice write
(``self.p[1:] = x[1:] * 3``, its copy_slice) is a new Tensor and the value's gradient flows.  msgraph had
differentiated every item write (silent).  MindSpore's PyNative differentiates with the Parameter's value at the
time of the backward pass (after the write), so only Graph mode is recorded.  Session 37 (adapt37ctl)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, Parameter
from _conf import emit_error

MODES = ("graph",)


class Item(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="p")
        self.kind = kind

    def construct(self, x):
        out = x * self.p
        if self.kind == "int":
            self.p[-1] = x[0] * 2
        elif self.kind == "int tensor":
            self.p[Tensor([1], ms.int64)] = x[0] * 3
        elif self.kind == "slice":
            self.p[1:] = x[1:] * 3
        return (out + x * self.p * self.p).sum()


x = Tensor(np.array([1.0, 1.0, 2.0], np.float32))
for kind in ("int", "int tensor", "slice"):
    emit_error("grad, " + kind, lambda kind=kind: (lambda n: ms.grad(n, 0, n.trainable_params())(x))(Item(kind)))
