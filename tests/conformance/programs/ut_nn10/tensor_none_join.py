"""tests/ut/python/ops/test_control_ops.py (test_tensor_all_construct_lack_branch): a construct returning a Tensor
in some branches of a Tensor condition and None (no return) in the others compiles at MindSpore's LAX level and
returns whichever the branch made (msgraph raised its MSG401 join error); STRICT is MindSpore's join TypeError."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops, jit
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def construct(self, input1, input2):
        if input1.all():
            return ops.logical_and(input1, input2)
        while input1.any():
            return ops.logical_or(input1, input2)


class Net2(nn.Cell):
    def construct(self, x):
        if x.sum() > 0:
            return x * 2


class NetPrims(nn.Cell):
    """The ut test's own form: primitives held by the Cell (the while's join is joined again by the if)."""

    def __init__(self):
        super().__init__()
        self.logicaland = P.LogicalAnd()
        self.logicalor = P.LogicalOr()

    def construct(self, input1, input2):
        if input1.all():
            return self.logicaland(input1, input2)
        while input1.any():
            return self.logicalor(input1, input2)


def assigned(x):
    y = None
    if x.sum() > 0:
        y = x + 1
    return y


a = Tensor(np.array([True, True]))
b = Tensor(np.array([True, False]))
c = Tensor(np.array([False, False]))
for name, (x, y) in (("all", (a, b)), ("any", (b, b)), ("none", (c, b))):
    emit_error(f"lack_branch_{name}", lambda: Net()(x, y))
x4 = Tensor(np.ones((2, 3, 4, 5), np.bool_))
y4 = Tensor((np.arange(120) % 3 == 0).reshape(2, 3, 4, 5))
emit_error("prims_all", lambda: NetPrims()(x4, y4))
emit_error("prims_any", lambda: NetPrims()(y4, x4))
emit_error("prims_none", lambda: NetPrims()(Tensor(np.zeros((2, 3), np.bool_)), Tensor(np.ones((2, 3), np.bool_))))
for v in (1.5, -3.5):
    emit_error(f"return_or_none_{v}", lambda: Net2()(Tensor([v, 2.0], ms.float32)))
    emit_error(f"assigned_or_none_{v}", lambda: jit(assigned)(Tensor([v, 1.0], ms.float32)))




def strict_net(v):
    ms.set_context(jit_syntax_level=ms.STRICT)
    try:
        return Net2()(Tensor([v], ms.float32))
    finally:
        ms.set_context(jit_syntax_level=ms.LAX)


if ms.get_context("mode") == ms.GRAPH_MODE:
    emit_error("strict_join", lambda: strict_net(1.0))
