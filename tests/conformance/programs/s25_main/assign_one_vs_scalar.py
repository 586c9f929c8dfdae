"""Assign/AssignAdd/AssignSub: MindSpore 2.10's shape inference lets a shape-(1,) variable take a rank-0 value
(and a rank-0 variable a shape-(1,) value); AssignAdd/AssignSub update the one element, Assign's CPU kernel
raises RuntimeError. Every other rank mismatch is the ValueError (tests/st/parameter/test_parameter_celllist.py:
``self.assignadd(self.step, 1)`` on a Parameter of shape [1])."""
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, nn
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Update(nn.Cell):
    def __init__(self, param, op):
        super().__init__()
        self.p = param
        self.op = op

    def construct(self, v):
        return self.op(self.p, v)


class Step(nn.Cell):
    def __init__(self):
        super().__init__()
        self.step = Parameter(Tensor(np.zeros([1], np.float32)), name="step", requires_grad=False)
        self.assignadd = P.AssignAdd()

    def construct(self):
        self.assignadd(self.step, 1)
        return self.step


CASES = [((1,), ()), ((), (1,)), ((3,), ()), ((3,), (1,)), ((1,), (1, 1)), ((1, 1), ()), ((2, 2), (2,))]
for opname in ("AssignAdd", "AssignSub", "Assign"):
    for vs, xs in CASES:
        p = Parameter(Tensor(np.arange(1, 1 + int(np.prod(vs)), dtype=np.float32).reshape(vs)), name="p")
        label = f"{opname} variable {vs} value {xs}"
        try:
            out = Update(p, getattr(P, opname)())(Tensor(np.full(xs, 2, np.float32)))
            emit(label, (out.shape, p.asnumpy()))
        except Exception as e:  # noqa: BLE001
            emit_error(label, e)

for opname, val in (("AssignAdd", 1), ("AssignSub", 1.5), ("Assign", 3)):
    for vs in ((1,), (3,)):
        p = Parameter(Tensor(np.zeros(vs, np.float32)), name="q")
        label = f"{opname} variable {vs} python number"
        try:
            out = getattr(P, opname)()(p, val)
            emit(label, (out.shape, p.asnumpy()))
        except Exception as e:  # noqa: BLE001
            emit_error(label, e)

net = Step()
for i in range(3):
    emit(f"step counter {i}", net().asnumpy())
