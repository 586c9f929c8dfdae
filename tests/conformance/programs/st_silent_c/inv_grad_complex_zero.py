"""Adapted from tests/st/ops/cpu/test_inv_grad_op.py::test_inv_grad_float_and_complex[complex*]: InvGrad of real-valued
complex inputs keeps a +0 imaginary part (msgraph negated and printed -0.j)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations import _grad_ops as G
from _conf import emit, emit_stdout


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = G.InvGrad()

    def construct(self, y, dy):
        return self.op(y, dy)


for dt in (np.complex64, np.complex128, np.float32):
    y = Tensor(np.array([[-1, 1, 12], [5, 34, 6], [10, 2, -1]]).astype(dt))
    dy = Tensor(np.array([[29, 1, 55], [2.2, 63, 2], [3, 3, 12]]).astype(dt))
    out = Net()(y, dy)
    emit(f"value_{dt.__name__}", out)
    emit_stdout(f"print_{dt.__name__}", print, out)
