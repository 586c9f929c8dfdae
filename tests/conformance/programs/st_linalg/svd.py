"""ops.svd / Tensor.svd / ops.Svd (MindSpore 2.10, tests/st/ops/test_ops_svd.py): (s, u, v) with the CPU
kernel's signs of the singular vectors, full_matrices / compute_uv, batches, and the gradient through all
three outputs (which depends on those signs)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error

tall = Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))
wide = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
sq = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 10.0]], np.float64))
batch = Tensor(np.array([[[2.0, -1.0, 0.5], [0.3, 4.0, 1.0], [1.5, 0.0, -2.0], [0.2, 0.7, 0.9]],
                         [[1.0, 0.0, 0.0], [0.0, -3.0, 0.0], [0.0, 0.0, 2.0], [0.0, 0.0, 0.0]]], np.float32))


@ms.jit
def svd_all(x, y, z, b):
    return ops.svd(x), ops.svd(x, True), ops.svd(x, False, False), ops.svd(y, True, True), ops.svd(z), \
        ops.svd(b), ops.svd(b, full_matrices=True), x.svd(), ops.Svd(False, True)(y), ops.Svd()(b)[0]


emit("svd_all", svd_all(tall, wide, sq, batch), rtol=1e-4, atol=1e-5)
emit("svd_pynative", (ops.svd(tall, True), ops.svd(wide), ops.svd(batch)), rtol=1e-4, atol=1e-5)
emit("svd_prim_no_uv", ops.Svd(False, False)(tall)[0], rtol=1e-5, atol=1e-6)


def loss(x, fm, cu):
    return ops.svd(x, fm, cu)


for fm in (False, True):
    for cu in (False, True):
        emit(f"grad_tall_{fm}_{cu}", ms.grad(loss)(tall, fm, cu), rtol=1e-4, atol=1e-4)
        emit(f"grad_wide_{fm}_{cu}", ms.grad(loss)(wide, fm, cu), rtol=1e-4, atol=1e-4)
emit("grad_square64", ms.grad(loss)(sq, False, True), rtol=1e-6, atol=1e-8)
emit("grad_batch", ms.grad(loss)(batch, False, True), rtol=1e-4, atol=1e-4)


@ms.jit
def grad_in_graph(x):
    return ms.grad(loss)(x, False, True)


emit("grad_in_graph", grad_in_graph(tall), rtol=1e-4, atol=1e-4)
emit_error("svd_rank1", ops.svd, Tensor(np.arange(3, dtype=np.float32)))
emit_error("svd_int", ops.svd, Tensor(np.arange(6, dtype=np.int32).reshape(3, 2)))

c = Tensor((np.arange(6).reshape(3, 2) + 1j * np.array([[1, 0], [2, 1], [0, 3]])).astype(np.complex64))
cw = Tensor(np.array([[1 + 1j, 2 - 1j, 0.5j], [-1.0, 3 + 2j, 1 - 1j]], np.complex128))
emit("svd_complex", (ops.svd(c), ops.svd(cw), ops.svd(cw, True), ops.svd(c, compute_uv=False)), rtol=1e-4, atol=1e-5)
