"""Grad of grad through a Tensor ``if`` joining Tensors of different ranks (``out = Tensor(0.0)``; ``if lim < 3:
out = x * x * x``): MindSpore 2.10's PyNative gives 6x where the branch is taken; its Graph mode fails in its own
compiler (RuntimeError "Illegal primitive: Primitive ShapeCalc's bprop not defined"), so msgraph's Graph mode
follows PyNative.  msgraph had given zeros through the join (first order too)."""
import numpy as np

from mindspore import Tensor, nn, ops
from _conf import emit_error

FOLLOW_PYNATIVE = {
    "grad of grad lim=1": "MindSpore 2.10 Graph: RuntimeError, ShapeCalc's bprop not defined (dynamic rank)",
    "grad of grad lim=5": "MindSpore 2.10 Graph: RuntimeError, ShapeCalc's bprop not defined (dynamic rank)",
}


class Net(nn.Cell):
    def construct(self, x, lim):
        out = Tensor(0.0)
        if lim < 3:
            out = x * x * x
        return out.sum()


class First(nn.Cell):
    def __init__(self):
        super().__init__()
        self.grad = ops.GradOperation()
        self.net = Net()

    def construct(self, x, lim):
        return self.grad(self.net)(x, lim).sum()


X = np.array([1., 2.], np.float32)
for lim in (1, 5):
    emit_error(f"first order lim={lim}", lambda: ops.GradOperation()(Net())(Tensor(X), Tensor(lim)))
    emit_error(f"grad of grad lim={lim}", lambda: ops.GradOperation()(First())(Tensor(X), Tensor(lim)))
