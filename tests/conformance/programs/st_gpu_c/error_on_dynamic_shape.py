"""_inner_ops.ErrorOnDynamicShapeInput on GpuConvertToDynamicShape's output in Graph mode
(tests/st/ops/gpu/test_gpu_convert_to_dynamic_shape_op.py::test_gpu_convert_to_dyanamic_shape_confirm_dynamic):
MindSpore 2.10 raises ValueError while compiling (the output is dynamically shaped); msgraph, running on the actual
shapes, raised nothing.  PyNative has no CPU kernel for the conversion (RuntimeError)."""
import numpy as np
from mindspore import Tensor, nn, context
from mindspore.ops.operations import _inner_ops as inner
from _conf import emit_error


class Confirm(nn.Cell):
    def __init__(self):
        super().__init__()
        self.convert = inner.GpuConvertToDynamicShape()
        self.check = inner.ErrorOnDynamicShapeInput()

    def construct(self, x):
        y = self.convert(x)
        self.check(y)
        return y


x = Tensor(np.array([0, 1, 2, 3]).astype(np.float32))
if context.get_context("mode") == context.GRAPH_MODE:
    emit_error("dynamic", lambda: Confirm()(x))
else:
    emit_error("pynative_convert", lambda: inner.GpuConvertToDynamicShape()(x).asnumpy())
