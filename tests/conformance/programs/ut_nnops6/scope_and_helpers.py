"""Cell.recompute/get_scope/generate_scope (tests/ut/python/optimizer/test_recompute.py),
ops._utils.get_broadcast_shape and _grad_experimental.grad_math_ops.binop_grad_common
(test_debug_location.py imports them), GradOperation called without a network (test_auto_grad.py) and ops.diagonal of
a non-Tensor (test_dyn_shape_primitive.py)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops._grad_experimental.grad_math_ops import binop_grad_common
from mindspore.ops._utils import get_broadcast_shape
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = nn.Dense(2, 2)
        self.b = nn.SequentialCell([nn.ReLU(), nn.Dense(2, 2)])

    def construct(self, x):
        return self.b(self.a(x))


net = Net()
emit("scope_before", net.a.get_scope())
net.b.recompute()
emit("scope_recompute", [c.get_scope() for _, c in net.cells_and_names()])
net.generate_scope()
emit("scope_generated", [c.get_scope() for _, c in net.cells_and_names()])
net2 = Net()
net2.generate_scope()
net2.recompute(mp_comm_recompute=False)
emit("scope_generated_then_recompute", [c.get_scope() for c in (net2, net2.a, net2.b, net2.b[0], net2.b[1])])

emit("bcast", get_broadcast_shape([2, 1, 3], [4, 1], "Add"))
emit("bcast_same", get_broadcast_shape([2, 3], [2, 3], "Add"))
emit("bcast_dyn", get_broadcast_shape([-1, 3], [2, 1], "Add"))
emit("bcast_rank", get_broadcast_shape([-2], [2, 1], "Add"))
emit_error("bcast_bad", get_broadcast_shape, [2, 3], [4, 3], "Add", "a", "b")

x = Tensor(np.ones((2, 3), np.float32))
y = Tensor(np.ones((3,), np.float32))
emit("binop_grad_common", binop_grad_common(x, y, x * 2, x * 3))


class GradNone(nn.Cell):
    def __init__(self):
        super().__init__()
        self.grad_op = ops.GradOperation()

    def construct(self, a, b):
        return self.grad_op(None)(a, b)


class GradEmpty(nn.Cell):
    def __init__(self):
        super().__init__()
        self.grad_op = ops.GradOperation()

    def construct(self, a, b):
        return self.grad_op()(a, b)


class SelfDefine(nn.Cell):
    def construct(self, a):
        return a + 1, a + 2

    def bprop(self, a, out, dout):
        return out[1]


class Forward(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = SelfDefine()

    def construct(self, a):
        out, _ = self.inner(a)
        return out


def error_kind(fn, *args):
    """RuntimeError first: some of msgraph's graph-mode call errors are both TypeError and RuntimeError."""
    try:
        fn(*args)
        return "ok"
    except RuntimeError:
        return "RuntimeError"
    except TypeError:
        return "TypeError"


emit("grad_none", error_kind(GradNone(), x, x))
emit("grad_empty", error_kind(GradEmpty(), x, x))
if ms.get_context("mode") == ms.GRAPH_MODE:
    emit_error("bprop_not_tuple", ops.GradOperation(get_all=True)(Forward()), x)


class Diagonal(nn.Cell):
    def construct(self, a, offset, dim1, dim2):
        return ops.diagonal(a, offset, dim1, dim2)


emit_error("diagonal_float", Diagonal(), 1.0, 1, 1, -3)
emit_error("diagonal_list", Diagonal(), [1, 2], 0, 0, 1)
emit("diagonal_ok", Diagonal()(Tensor(np.arange(9, dtype=np.float32).reshape(3, 3)), 1, 0, 1))
