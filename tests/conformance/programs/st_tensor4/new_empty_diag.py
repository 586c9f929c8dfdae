"""Tensor.new_empty (shape and dtype; its values are uninitialised in MindSpore) and Tensor.diag(diagonal=0), eagerly
and inside a PyNative Cell (MindSpore 2.10; st tensor/test_new_empty, test_diag)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

x = Tensor(np.arange(4).reshape((2, 2)), ms.float32)


class NewEmpty(nn.Cell):
    def construct(self, t, size, dtype):
        return t.new_empty(size, dtype=dtype)


for label, size, dtype in (("tuple_none", (3, 3), None), ("tuple_int32", (3, 3), ms.int32), ("int", 4, None),
                           ("list_f64", [2, 1, 3], ms.float64)):
    out = NewEmpty()(x, size, dtype)
    emit("new_empty_" + label, (out.shape, str(out.dtype)))
out = x.new_empty((2, 3), dtype=ms.int32, device="CPU")
emit("new_empty_device", (out.shape, str(out.dtype)))


class Diag(nn.Cell):
    def construct(self, t):
        return t.diag(0)


v = Tensor(np.array([1, 2, 5]), ms.float16)
if ms.get_context("mode") == ms.PYNATIVE_MODE:   # graph code: MindSpore 2.10 has no CPU kernel (DiagExt)
    emit("diag_cell", Diag()(v))
    emit("diag_grad", ops.grad(Diag())(v))
emit("diag_default", v.diag())
emit_error("diag_nonzero", lambda: v.diag(1))
