"""ops.matrix_norm (every ord), ops.norm / Tensor.norm's matrix norms through singular values (2, -2, 'nuc'),
and ops.cond (2-norm default, other norms, batches), as MindSpore 2.10 computes them."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error

x = Tensor(np.arange(12, dtype=np.float32).reshape(2, 2, 3) - 6)
b = Tensor(np.arange(9, dtype=np.float32).reshape(3, 3) - 4)
m64 = Tensor(np.array([[2.0, 1.0, 0.5], [0.0, 3.0, 1.0], [1.0, 1.0, 4.0]], np.float64))
c = Tensor(np.array([[1.0, 0.0, -1.0], [0.0, 1.0, 0.0], [1.0, 0.0, 1.0]], np.float32))
c4 = Tensor(np.array([[[[0.59469778, 0.22015922], [0.69863667, 0.70537429]],
                       [[0.16839681, 0.72470992], [0.29759212, 0.14389902]]],
                      [[[0.47768186, 0.07188184], [0.9755139, 0.36467102]],
                       [[0.01699958, 0.30675664], [0.70047389, 0.55853604]]]], np.float32))


@ms.jit
def matrix_norms(x):
    return ops.matrix_norm(x), ops.matrix_norm(x, 'nuc'), ops.matrix_norm(x, float('inf')), \
        ops.matrix_norm(x, float('-inf')), ops.matrix_norm(x, 1), ops.matrix_norm(x, -1), ops.matrix_norm(x, 2), \
        ops.matrix_norm(x, -2), ops.matrix_norm(x, 'fro', (0, 2), True), ops.matrix_norm(x, 1, (2, 1), True), \
        ops.matrix_norm(x, 2, (-1, -3))


@ms.jit
def norms(b, m64):
    return ops.norm(b, 2), ops.norm(b, -2), ops.norm(b, 'nuc'), b.norm(2), ops.norm(m64, 2), \
        ops.norm(b, 2, (0, 1), True), ops.norm(m64, 'nuc', dtype=ms.float32)


@ms.jit
def conds(c, m64, c4):
    return ops.cond(c), ops.cond(m64), ops.cond(c, 'fro'), ops.cond(c, 1), ops.cond(c, float('inf')), \
        ops.cond(c4), ops.cond(c, 'nuc'), ops.cond(m64, -2)


emit("matrix_norms", matrix_norms(x), rtol=1e-5, atol=1e-5)
emit("matrix_norms_pynative", (ops.matrix_norm(x, 2, keepdims=True), ops.matrix_norm(x, 'nuc', dtype=ms.float64)),
     rtol=1e-5, atol=1e-5)
emit("norms", norms(b, m64), rtol=1e-5, atol=1e-5)
emit("conds", conds(c, m64, c4), rtol=1e-4, atol=1e-5)
emit_error("matrix_norm_bad_ord", ops.matrix_norm, x, 3)
emit_error("matrix_norm_axis_int", ops.matrix_norm, x, 'fro', 1)
emit_error("matrix_norm_axis_len", ops.matrix_norm, x, 'fro', (0, 1, 2))
emit_error("matrix_norm_axis_dup", ops.matrix_norm, x, 'fro', (1, -2))
