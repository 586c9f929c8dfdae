"""`ms.recompute(block, *args)` outside graph code (found by the adapt34d variant sweep of st compiler/recompute):
MindSpore 2.10 checks the block when it recomputes through its reentrant Cell (use_reentrant=True, the default):
a function is a TypeError, a context_fn a ValueError; use_reentrant=False or output_recompute=True take any
callable.  Inside jit code any block runs.  msgraph ran every block."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, jit
from _conf import emit, emit_error

FOLLOW_PYNATIVE = {
    "cell_block": "MindSpore's GRAPH_MODE runs its reentrant _RecomputeCell as graph code at the top level and fails "
                  "on its own try statement (RuntimeError \"Unsupported statement 'Try'\")",
}


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return ops.relu(self.dense(x)) * 2


def double(x):
    return x * 2


X = Tensor(np.array([[1.0, -2.0, 3.0], [0.5, 0.5, -4.0]], np.float32))
emit_error("cell_block", lambda: ms.recompute(Block(), X))
emit_error("function_block", lambda: ms.recompute(double, X))
emit_error("primitive_block", lambda: ms.recompute(ops.exp, X))
emit_error("function_not_reentrant", lambda: ms.recompute(double, X, use_reentrant=False))
emit_error("function_output_recompute", lambda: ms.recompute(double, X, output_recompute=True))
emit_error("cell_context_fn", lambda: ms.recompute(Block(), X, context_fn=lambda: (None, None)))


@jit
def in_jit(x):
    return ms.recompute(ops.exp, x).sum()


emit_error("function_in_jit", lambda: in_jit(X))
emit_error("function_in_jit_grad", lambda: ms.grad(in_jit)(X))
emit_error("cell_block_grad", lambda: ms.grad(lambda x: ms.recompute(Block(), x).sum())(X))
