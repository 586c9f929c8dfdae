"""tests/ut/python/ops/test_control_ops.py (test_tensor_all_construct_lack_branch): a construct returning a Tensor
in some branches of a Tensor condition and None (no return) in the others compiles at MindSpore's LAX level and
returns whichever the branch made (msgraph raised its MSG401 join error); STRICT is MindSpore's join TypeError."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops, jit
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
