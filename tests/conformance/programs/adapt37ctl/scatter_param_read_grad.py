"""An in-place scatter on a Parameter (``P.ScatterAdd()(self.p, idx, x[0:1] * 3)``, ScatterUpdate, ScatterSub,
ScatterMul, ScatterMax, ScatterNdUpdate, ScatterNdAdd) whose output is not used, then ``self.p`` read again, in a
loop or not: MindSpore 2.10's PyNative differentiates the later reads as the Parameter itself (its gradient counts
every element) and gives the updates no gradient through them; ScatterAdd / Sub / Mul / NdAdd have no bprop, yet
no error is raised since no gradient reaches their output (one that does is its RuntimeError).  msgraph had made
the scatter's output the Parameter's next value: the bprop RuntimeError for ScatterAdd (both modes), and a
gradient to the updates for ScatterUpdate (silent).  MindSpore's Graph mode reads the value before the scatter
there (documented in "Side effects and gradients"): Graph follows PyNative.  Session 37 (adapt37ctl)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, Parameter
from mindspore.ops import operations as P
from _conf import emit_error

OPS = {"ScatterUpdate": P.ScatterUpdate, "ScatterAdd": P.ScatterAdd, "ScatterSub": P.ScatterSub,
       "ScatterMul": P.ScatterMul, "ScatterMax": P.ScatterMax, "ScatterNdUpdate": P.ScatterNdUpdate,
       "ScatterNdAdd": P.ScatterNdAdd}


class Net(nn.Cell):
    def __init__(self, name, use_out):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="p")
        self.op = OPS[name]()
        self.idx = Tensor([[1]], ms.int32) if "Nd" in name else Tensor([1], ms.int32)
        self.use_out = use_out

    def construct(self, x):
        y = self.op(self.p, self.idx, x[0:1] * 3)
        if self.use_out:
            return (x * y * y).sum()
        return (x * self.p * self.p).sum()


class Loop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="p")
        self.add = P.ScatterAdd()

    def construct(self, x):
        out = x * 0
        for _ in range(2):
            out = out + x * self.p
            self.add(self.p, Tensor([2], ms.int32), Tensor(np.array([1.0], np.float32)))
        return (out * self.p).sum()


x = Tensor(np.array([1.0, 2.0, 4.0], np.float32))
FOLLOW_PYNATIVE = {}
for name in OPS:
    emit_error(f"{name}, later read", lambda name=name: (lambda n: ms.grad(n, 0, n.trainable_params())(x))(
        Net(name, False)))
    FOLLOW_PYNATIVE[f"{name}, later read"] = "MindSpore's Graph mode reads the Parameter's value before the scatter"
    emit_error(f"{name}, output used", lambda name=name: (lambda n: ms.grad(n, 0, n.trainable_params())(x))(
        Net(name, True)))
emit_error("ScatterAdd in a loop", lambda: (lambda n: ms.grad(n, None, n.trainable_params())(x))(Loop()))
FOLLOW_PYNATIVE["ScatterAdd in a loop"] = "MindSpore's Graph mode reads the Parameter's value before the scatter"
