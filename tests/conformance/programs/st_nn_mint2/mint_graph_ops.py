"""mint.einsum, mint.baddbmm and mint.chunk in Graph mode, where MindSpore 2.10 runs them on CPU (its PyNative
mode has no CPU kernel for einsum / baddbmm): values, dtypes (int64 x float32 promotes to float32), gradients, the
sublist form, ellipsis and diagonals, and chunk's RuntimeError on a mutable chunks argument."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit, emit_error

MODES = ("graph",)


class Einsum(nn.Cell):
    def __init__(self, eq):
        super().__init__()
        self.eq = eq

    def construct(self, *operands):
        return mint.einsum(self.eq, *operands)


a = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
b = Tensor(np.arange(12).reshape(3, 4).astype(np.float32) / 2)
c = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32) / 4)
sq = Tensor(np.arange(9).reshape(3, 3).astype(np.float32))
xi = Tensor(np.arange(4).astype(np.int64))
yf = Tensor(np.arange(3).astype(np.float32) / 2)
for eq, args in [("ij,jk->ik", (a, b)), ("ij,jk", (a, b)), ("bij,bjk->bik", (c[:, :, :3], c)), ("ii->i", (sq,)),
                 ("ii", (sq,)), ("...j,jk->...k", (c, Tensor(np.ones((4, 2), np.float32)))), ("i,j->ij", (xi, yf)),
                 ("ij->ji", (a,)), ("bij->", (c,)), ("ijk,ij->k", (c, a))]:
    out = Einsum(eq)(*args)
    emit("einsum " + eq, (out, str(out.dtype)))
    emit("einsum_grad " + eq, ops.GradOperation(get_all=True)(Einsum(eq))(*args))


class Sublist(nn.Cell):
    def construct(self, x, y):
        return mint.einsum(x, [0, 1], y, [1, 2], [0, 2])


emit("einsum_sublist", Sublist()(a, b))


class Baddbmm(nn.Cell):
    def construct(self, i, x, y):
        return mint.baddbmm(i, x, y, beta=0.5, alpha=2.0)


i = Tensor(np.arange(8).reshape(2, 4).astype(np.float32) / 8)
b1 = Tensor(np.arange(12).reshape(2, 2, 3).astype(np.float32) / 4)
b2 = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32) / 8)
emit("baddbmm", Baddbmm()(i, b1, b2))
emit("baddbmm_grad", ops.GradOperation(get_all=True)(Baddbmm())(i, b1, b2))


class Chunk(nn.Cell):
    def construct(self, x, chunks, dim):
        return mint.chunk(x, chunks, dim)


xc = Tensor(np.arange(20).reshape(10, 2).astype(np.float32))
emit("chunk", Chunk()(xc, 3, 0))
emit("chunk_dim1", Chunk()(xc, 2, 1))
emit("chunk_grad", ops.grad(Chunk(), (0,))(xc, 3, 0))
emit_error("chunk_mutable", lambda: Chunk()(xc, ms.mutable(2), 0))
