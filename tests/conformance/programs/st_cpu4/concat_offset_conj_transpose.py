"""Adapted from tests/st/ops/cpu/test_concat_offset_v1_op.py, test_dynamic_op.py (ConcatOffset) and
test_conjugate_transpose_op.py: _grad_ops.ConcatOffset(N, axis) gives one int64 (N, rank) Tensor,
array_ops.ConcatOffsetV1 a tuple of int32 Tensors; array_ops.ConjugateTranspose and its gradient."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import _grad_ops as G
from mindspore.ops.operations.array_ops import ConcatOffsetV1, ConjugateTranspose
from _conf import emit, emit_error


class Offsets(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = G.ConcatOffset(3, 1)

    def construct(self, x, y, z):
        return self.op((x, y, z))


class OffsetsV1(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ConcatOffsetV1()

    def construct(self, axis, x, y, z):
        return self.op(axis, (x, y, z))


class ConjT(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ConjugateTranspose()

    def construct(self, x):
        return self.op(x, (2, 0, 1))


emit("concat_offset", Offsets()(Tensor(np.ones((2, 3, 4), np.float32)), Tensor(np.ones((2, 5, 4), np.float32)),
                                Tensor(np.ones((2, 1, 4), np.float32))))
shapes = [Tensor(np.array(s, np.int32)) for s in ([1, 2, 3], [1, 5, 3], [1, 4, 3])]
emit("concat_offset_v1_axis1", OffsetsV1()(Tensor(1, ms.int32), *shapes))
emit_error("concat_offset_v1_axis_neg", lambda: OffsetsV1()(Tensor(-1, ms.int32), *shapes)[0].asnumpy())
xc = Tensor((np.arange(24).reshape(2, 3, 4) + 1j * np.arange(24)[::-1].reshape(2, 3, 4)).astype(np.complex64))
emit("conj_transpose_complex", ConjT()(xc))
xr = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))
emit("conj_transpose_real", ConjT()(xr))
emit("conj_transpose_grad", ops.GradOperation(sens_param=True)(ConjT())(
    xr, Tensor(np.arange(24).reshape(4, 2, 3).astype(np.float32))))
