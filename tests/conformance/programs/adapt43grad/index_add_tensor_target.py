"""`ops.index_add` into a plain module-level Tensor (not a Parameter) inside `ms.jit` and under ms.grad: MindSpore 2.10
writes the sum into the Tensor when the graph runs and differentiates w.r.t. the added values.  msgraph's graph code
could not write a graph value into a plain Tensor, so the call fell back to Python run when the graph runs, whose
compile-time trial run on placeholder (all-ones) values wrote ones into the Tensor first (results and the Tensor off by
those ones: SILENT, both modes; the fix of adapt43grad/bn_tensor_stats_grad)."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit_error

m = Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))
idx = Tensor(np.array([0, 2], np.int32))
y = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))


def f(y):
    return ops.index_add(m, idx, y * 2, 0) * 3


emit_error("jit_result", lambda: ms.jit(f)(y))
emit_error("tensor_after_jit", lambda: m)
emit_error("grad", lambda: ms.grad(f)(y))
emit_error("tensor_after_grad", lambda: m)
