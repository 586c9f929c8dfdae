"""ops.vmap over the linear-algebra and special functions (qr, eigvals, geqrf, igamma, lu_solve, svd, matrix
norms) as MindSpore 2.10 computes them."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit

x = Tensor(np.arange(18, dtype=np.float32).reshape(2, 3, 3) % 5 + np.eye(3, dtype=np.float32))


def nuc(t):
    return ops.matrix_norm(t, 'nuc')


def thin_svd(t):
    return ops.svd(t)


emit("vmap_qr", ops.vmap(ops.qr)(x), rtol=1e-4, atol=1e-5)
emit("vmap_eigvals", ops.vmap(ops.eigvals)(x), rtol=1e-4, atol=1e-5)
emit("vmap_geqrf", ops.vmap(ops.geqrf)(x), rtol=1e-4, atol=1e-5)
emit("vmap_igamma", ops.vmap(ops.igamma, (0, None))(x + 1, Tensor(np.ones(3, np.float32))), rtol=1e-4, atol=1e-6)
emit("vmap_lu_solve", ops.vmap(ops.lu_solve, (0, None, None))(x, x[0], Tensor(np.array([1, 2, 3], np.int32))),
     rtol=1e-4, atol=1e-5)
emit("vmap_nuc", ops.vmap(nuc)(x), rtol=1e-4, atol=1e-5)
emit("vmap_svd", ops.vmap(thin_svd)(x), rtol=1e-4, atol=1e-5)
