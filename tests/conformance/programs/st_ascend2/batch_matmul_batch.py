"""BatchMatMul on MindSpore's CPU backend broadcasts no batch dimension (tests/st/ops/ascend/test_internal_ops/
test_transpose_bmm_transpose.py: (1, 1, 64, 128) x (1, 128, 256) is a ValueError): the primitive, ops.bmm,
Tensor.bmm, ops.baddbmm, ops.addbmm; mint.bmm's own checks; equal batches and 2-D inputs work."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mint
from _conf import emit, emit_error


def t(*shape):
    return Tensor(np.arange(int(np.prod(shape))).reshape(shape).astype(np.float32) / 10)


class Bmm(nn.Cell):
    def __init__(self, ta=False, tb=False):
        super().__init__()
        self.bmm = ops.BatchMatMul(ta, tb)

    def construct(self, x, y):
        return self.bmm(x, y)


emit("equal", Bmm()(t(2, 2, 3), t(2, 3, 4)))
emit("two_d", Bmm()(t(2, 3), t(3, 4)))
emit("transposed", Bmm(True, True)(t(2, 3, 2), t(2, 4, 3)))
emit("fn_bmm", ops.bmm(t(2, 2, 3), t(2, 3, 4)))
emit_error("rank4_rank3", lambda: Bmm()(t(1, 1, 2, 3), t(1, 3, 4)))
emit_error("batch_1", lambda: Bmm()(t(2, 2, 3), t(1, 3, 4)))
emit_error("rank3_rank2", lambda: Bmm()(t(2, 2, 3), t(3, 4)))
emit_error("transposed_bcast", lambda: Bmm(True, False)(t(2, 3, 2), t(1, 3, 4)))
emit_error("fn_bmm_bcast", lambda: ops.bmm(t(2, 2, 3), t(1, 3, 4)))
emit_error("method_bmm_bcast", lambda: t(1, 2, 3).bmm(t(2, 3, 4)))
emit_error("baddbmm_bcast", lambda: ops.baddbmm(t(2, 2, 4), t(2, 2, 3), t(1, 3, 4)))
emit_error("addbmm_bcast", lambda: ops.addbmm(t(2, 4), t(1, 2, 3), t(2, 3, 4)))
emit("mint_bmm", mint.bmm(t(2, 2, 3), t(2, 3, 4)))
emit_error("mint_bmm_batch", lambda: mint.bmm(t(2, 2, 3), t(1, 3, 4)))
emit_error("mint_bmm_rank_x", lambda: mint.bmm(t(2, 3), t(3, 4)))
emit_error("mint_bmm_rank_y", lambda: mint.bmm(t(2, 2, 3), t(3, 4)))
emit_error("mint_bmm_inner", lambda: mint.bmm(t(2, 2, 3), t(2, 4, 4)))
