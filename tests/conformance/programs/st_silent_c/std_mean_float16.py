"""Adapted from tests/st/ops/cpu/test_reduce_std_op.py::test_reduce_std_op[float16-*]: ops.std_mean of a float16
input is computed in float32 and rounded once (msgraph computed in float16: 1.623 for MindSpore's 1.622)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self, axis, ddof, keepdims):
        super().__init__()
        self.axis, self.ddof, self.keepdims = axis, ddof, keepdims

    def construct(self, x):
        return ops.std_mean(x, axis=self.axis, ddof=self.ddof, keepdims=self.keepdims)


x0 = np.array([[[0., 2., 1., 4., 0., 2.], [3., 1., 2., 2., 4., 0.]],
               [[2., 0., 1., 5., 0., 1.], [1., 0., 0., 4., 4., 3.]],
               [[4., 1., 4., 0., 0., 0.], [2., 5., 1., 0., 1., 3.]]], np.float16)
for axis in (None, 0, (-1, 0, 1)):
    emit(f"test_data_{axis}", Net(axis, 0, True)(Tensor(x0)), rtol=0, atol=0)
x = (np.random.RandomState(0).rand(3, 40, 50) * 7).astype(np.float16)
for axis in (None, 1, (0, 2)):
    for ddof in (0, 1):
        emit(f"rand_{axis}_{ddof}", Net(axis, ddof, False)(Tensor(x)), rtol=0, atol=0)
