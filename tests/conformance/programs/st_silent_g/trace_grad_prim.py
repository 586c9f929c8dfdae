"""Adapted from tests/st/ops/gpu/test_trace_grad_op.py::test_trace_grad_2d_double: ``_grad_ops.TraceGrad()(y_grad,
x_shape)`` (y_grad on the diagonal of zeros of an int64 two-element shape) is a MindSpore 2.10 primitive; msgraph had
no such name (AttributeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, jit
from mindspore.ops.operations import _grad_ops as G
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = G.TraceGrad()

    @jit
    def construct(self, y, s):
        return self.op(y, s)


for yd, shp in (("int64", [4, 3]), ("float32", [2, 3]), ("float16", [3, 2]), ("int64", [0, 2])):
    emit(f"{yd}_{shp}", Net()(Tensor(4).astype(yd), Tensor(np.array(shp, np.int64))))
emit_error("int32_shape", lambda: Net()(Tensor(4).astype("int32"), Tensor(np.array([3, 3], np.int32))))
emit_error("rank3", lambda: Net()(Tensor(4).astype("int64"), Tensor(np.array([2, 2, 2], np.int64))))
