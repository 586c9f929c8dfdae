"""PyNative: a Parameter's item written with a value that reads the Parameter (``self.p[1] = self.p[1] + x.sum()``,
``self.p[1] = self.p[0] * s``, ``self.p[1:2] = self.p[1:2] + s``), inside a loop or an ``if`` too, then the
Parameter read again: MindSpore 2.10 writes it in place and the later reads are the Parameter itself, so the
written value gets no gradient (d/dx of ``(x * 2 + p * p).sum()`` is 2).  msgraph's PyNative differentiated the
write when the Parameter had been indexed before it (the read ``self.p[1]`` made it a viewed Tensor, whose writes
took the new value's tape node): x got 2 + 2 * p[1] (SILENT; Graph mode matched).  Session 43 (adapt43ctl)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
from _conf import emit

FOLLOW_PYNATIVE = {
    "slice_self/pos/param_after": "MindSpore's Graph mode leaves a Parameter written by a slice item write unchanged "
                                  "after the call; PyNative stores it (docs/differences.md, session 37)",
    "slice_self/neg/param_after": "the same",
}


class N(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="p")
        self.k = k

    def construct(self, x):
        if self.k == "int_self":
            self.p[1] = self.p[1] + x.sum()
        elif self.k == "int_other":
            self.p[1] = self.p[0] * x.sum()
        elif self.k == "slice_self":
            self.p[1:2] = self.p[1:2] + x.sum()
        elif self.k == "loop":
            for i in range(2):
                self.p[i] = self.p[i + 1] * x[i]
        elif self.k == "tensor_if":
            if x.sum() > 0:
                self.p[2] = self.p[2] - x[0]
            else:
                self.p[0] = self.p[0] + x[1]
        return (x * 2 + self.p * self.p).sum()


for k in ("int_self", "int_other", "slice_self", "loop", "tensor_if"):
    for lab, x in (("pos", [1.0, -2.0, 3.0]), ("neg", [-1.0, -2.0, 0.5])):
        net = N(k)
        x = Tensor(np.array(x, np.float32))
        emit(f"{k}/{lab}/grad", ms.grad(net, grad_position=0, weights=net.trainable_params())(x))
        emit(f"{k}/{lab}/param_after", net.p)
net = N("int_self")
emit("value_and_grad", ms.value_and_grad(net, grad_position=0, weights=net.trainable_params())(
    Tensor(np.array([1.0, 1.0, 1.0], np.float32))))
emit("value_and_grad/param_after", net.p)
