"""`Tensor.det` / `ops.det` / `ops.matrix_determinant` of an integer or bool matrix is MindSpore 2.10's TypeError
(st/tensor test_det / test_slogdet variants, adapt41tov sweep) -- msgraph's eager run computed it and truncated to
the dtype (int32 [[2, 1], [1, 3]]-like matrices gave 17 for 17.999...; bool gave True), SILENT; its graph code
already refused.  `slogdet` / `LogMatrixDeterminant` of float16 computes in MindSpore (a float16 sign and
log|det|) -- msgraph raised TypeError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit, emit_error

A = np.array([[2, 1, 0], [1, 3, 1], [0, 1, 4]])


class Det(nn.Cell):
    def construct(self, x):
        return x.det()


class SlogDet(nn.Cell):
    def construct(self, x):
        return ops.slogdet(x)


for dt in (ms.int8, ms.int32, ms.int64, ms.uint8, ms.bool_):
    x = Tensor(A, dt)
    emit_error(f"det_{dt}", lambda: x.det())
    emit_error(f"ops_det_{dt}", lambda: ops.det(x))
    emit_error(f"matrix_determinant_{dt}", lambda: ops.matrix_determinant(x))
    emit_error(f"cell_det_{dt}", lambda: Det()(x))
h = Tensor(A, ms.float16)
f = Tensor(A, ms.float32)
emit("det_f16", h.det())
emit("det_f32", f.det(), rtol=1e-6)
emit("slogdet_f16", h.slogdet())
emit("ops_slogdet_f16", ops.slogdet(h))
emit("prim_slogdet_f16", ops.LogMatrixDeterminant()(h))
emit("cell_slogdet_f16", SlogDet()(h))
emit("slogdet_f16_negative", ops.slogdet(Tensor(np.array([[1.0, 2.0], [3.0, 4.0]]), ms.float16)))
emit("slogdet_f32", f.slogdet(), rtol=1e-6)
