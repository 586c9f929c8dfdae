"""`mint.mm` takes 2-D matrices only: a 1-D, 3-D or 0-d operand is MindSpore 2.10's ValueError "For 'Mm' op,
input's / mat2's rank should be 2" in both modes (msgraph ran a vector or batched matmul and returned a value);
`mint.baddbmm` / `mint.addbmm` check 3-D batch1 and batch2 and their inner sizes, RuntimeErrors in both modes
(msgraph broadcast a 2-D batch -- baddbmm returned a (2, 5) result -- or raised BatchMatMul's ValueError).  Found by
the adapt40mint sweep of st/mint test_mm / test_addbmm / test_baddbmm variants.  (MindSpore 2.10 has no CPU Mm /
Addbmm / Baddbmm kernel in PyNative: the valid calls are not recorded here.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn
from _conf import emit_error

a2 = Tensor(np.ones((2, 3), np.float32))
b2 = Tensor(np.ones((3, 4), np.float32))
v = Tensor(np.ones(3, np.float32))
b3 = Tensor(np.ones((2, 2, 3), np.float32))
c3 = Tensor(np.ones((2, 3, 4), np.float32))
i2 = Tensor(np.ones((2, 4), np.float32))


class Mm(nn.Cell):
    def construct(self, x, y):
        return mint.mm(x, y)


class Baddbmm(nn.Cell):
    def construct(self, x, p, q):
        return mint.baddbmm(x, p, q, beta=0.5, alpha=2)


class Addbmm(nn.Cell):
    def construct(self, x, p, q):
        return mint.addbmm(x, p, q)


emit_error("mm_vec_mat2", lambda: Mm()(a2, v))
emit_error("mm_vec_input", lambda: Mm()(v, b2))
emit_error("mm_batched", lambda: Mm()(b3, c3))
emit_error("mm_scalars", lambda: Mm()(Tensor(np.float32(1.0)), Tensor(np.float32(2.0))))
emit_error("baddbmm_2d_batch1", lambda: Baddbmm()(i2, a2, c3))
emit_error("baddbmm_2d_batch2", lambda: Baddbmm()(i2, b3, b2))
emit_error("baddbmm_inner", lambda: Baddbmm()(i2, b3, Tensor(np.ones((2, 4, 4), np.float32))))
emit_error("addbmm_2d_batch1", lambda: Addbmm()(i2, a2, c3))
emit_error("addbmm_2d_batch2", lambda: Addbmm()(i2, b3, b2))
emit_error("addbmm_inner", lambda: Addbmm()(i2, b3, Tensor(np.ones((2, 4, 4), np.float32))))
