"""_inner_ops.GpuConvertToDynamicShape on the CPU backend (tests/st/ops/gpu/test_dtype_op.py,
test_bernoulli.py): Graph mode folds P.DType of its output; a PyNative call on a non-Tensor is a TypeError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, context
from mindspore.ops import operations as P
from mindspore.ops.operations import _inner_ops as inner
from _conf import emit, emit_error


class DTypeDynamicNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = inner.GpuConvertToDynamicShape()
        self.dtype = P.DType()

    def construct(self, x):
        return self.dtype(self.d(x))


if context.get_context("mode") == context.GRAPH_MODE:
    for dt in (ms.bool_, ms.int8, ms.uint16, ms.float16, ms.float64):
        emit(f"dtype_{dt}", str(DTypeDynamicNet()(Tensor(np.arange(6).reshape(2, 3), dtype=dt))))
else:
    emit_error("numpy_input", lambda: inner.GpuConvertToDynamicShape()(np.ones(3)))
