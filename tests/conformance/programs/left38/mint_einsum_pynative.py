"""mint.einsum outside graph code on MindSpore 2.10's CPU is NotImplementedError "einsum only supports Ascend." (before
any argument check; under ms.grad in PyNative too); in graph code (a GRAPH_MODE Cell, @jit) it computes.  msgraph
computed everywhere (left38)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn
from _conf import emit, emit_error

A = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
B = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))


@ms.jit
def jein(a, b):
    return mint.einsum("ij,jk->ik", a, b)


def loss(a, b):
    return mint.einsum("ij,jk->ik", a, b).sum()


emit_error("direct", mint.einsum, "ij,jk->ik", A, B)
emit_error("direct_trace", mint.einsum, "ii->i", Tensor(np.eye(2, dtype=np.float32)))
emit_error("direct_bad_equation", mint.einsum, "ij,jk->iq", A, B)
emit_error("grad_direct", lambda: ms.grad(loss, (0, 1))(A, B))
emit("jit", jein(A, B))
