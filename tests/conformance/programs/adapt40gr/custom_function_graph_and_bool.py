"""``mindspore._Function`` (st pynative/grad test_custom_function_grad, adapted).  A bool gradient from ``backward``
for a broadcast input is cast before it is summed (MindSpore 2.10: [3, 3, 3] for three True rows; msgraph summed
the bools, [1, 1, 1], silently).  ``F.apply`` in graph code -- a Graph-mode ``GradOperation`` of it, a Graph-mode
Cell's construct, an ``@ms.jit`` function, also one differentiated in PyNative -- is MindSpore's AttributeError
(its compiler cannot compile apply); msgraph ran apply as a Python call in Graph mode and passed zero gradients
back silently, and ran the jit function eagerly under a PyNative gradient."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, _Function, nn
from mindspore.ops import composite as C
from _conf import emit_error

x = Tensor([3, 3, 3], ms.float32)
y = Tensor([[1, 2, 3], [1, 2, 3], [1, 2, 3]], ms.float32)
G = C.GradOperation(get_all=True)
M33 = [[1, 1, 1], [1, 1, 1], [2, 2, 2]]


class BoolGrad(_Function):
    @staticmethod
    def forward(ctx, a, b):
        return a + b

    @staticmethod
    def backward(ctx, g):
        return Tensor(M33, ms.bool_), Tensor(M33, ms.bool_)


class IntGrad(_Function):
    @staticmethod
    def forward(ctx, a, b):
        return a + b

    @staticmethod
    def backward(ctx, g):
        return Tensor(M33, ms.int64), Tensor(M33, ms.int32)


class Saved(_Function):
    @staticmethod
    def forward(ctx, a, b):
        ctx.save_for_backward(a, b)
        return a * b

    @staticmethod
    def backward(ctx, g):
        a, b = ctx.saved_tensors
        return g * b, g * a


@ms.jit
def jit_apply(a, b):
    return Saved.apply(a, b)


class CellApply(nn.Cell):
    def construct(self, a, b):
        return Saved.apply(a, b) * 2


a3 = Tensor([1., 2., 3.], ms.float32)
b3 = Tensor([4., 5., 6.], ms.float32)
if ms.get_context("mode") == ms.PYNATIVE_MODE:
    emit_error("bool_grad_auto_reduce", lambda: G(BoolGrad.apply)(x, y))
    emit_error("int_grad_auto_reduce", lambda: G(IntGrad.apply)(x, y))
    emit_error("saved_grad", lambda: G(Saved.apply)(a3, b3))
    emit_error("cell_apply_grad_pynative", lambda: G(CellApply())(a3, b3))
else:
    emit_error("grad_of_apply_graph", lambda: G(Saved.apply)(a3, b3))
    emit_error("cell_apply_graph", lambda: CellApply()(a3, b3))
    emit_error("cell_apply_grad_graph", lambda: G(CellApply())(a3, b3))
emit_error("jit_apply", lambda: jit_apply(a3, b3))
emit_error("jit_apply_grad", lambda: G(jit_apply)(a3, b3))
