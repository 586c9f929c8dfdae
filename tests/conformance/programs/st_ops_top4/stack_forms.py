"""ops/mint hstack, vstack, dstack, column_stack of 0-d, 1-d and 2-d tensors (st test_ops_hstack: 0-d inputs count
as 1-d), their gradients and their TypeErrors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit, emit_error


class Stack(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, a, b):
        return self.fn((a, b))


s0, t0 = Tensor(np.float64(1.5)), Tensor(np.float64(2.5))
v1, w1 = Tensor(np.arange(3, dtype=np.float32)), Tensor(np.arange(3, 6, dtype=np.float32))
m2 = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
for name, fn in (("ops_hstack", ops.hstack), ("mint_hstack", mint.hstack), ("ops_vstack", ops.vstack),
                 ("ops_dstack", ops.dstack), ("mint_dstack", mint.dstack), ("column_stack", ops.column_stack)):
    net = Stack(fn)
    emit(f"{name}_0d", net(s0, t0))
    emit(f"{name}_grad_0d", ms.grad(net, (0, 1))(s0, t0))
    if name not in ("ops_vstack", "ops_dstack", "mint_dstack"):
        emit(f"{name}_1d", net(v1, w1))
emit("vstack_rows", ops.vstack((v1, m2)))
emit("dstack_2d", ops.dstack((m2, m2)))
emit("hstack_2d", ops.hstack((m2, m2)))
emit_error("hstack_not_sequence", ops.hstack, v1)
emit_error("hstack_number", ops.hstack, (v1, 1.0))
emit_error("vstack_empty", ops.vstack, ())
emit_error("vstack_number", ops.vstack, [v1, 2])
emit_error("dstack_empty", ops.dstack, [])
emit_error("dstack_number", ops.dstack, (1, v1))
