"""Adapted from tests/st/dynamic_shape/test_cummin.py::test_cummin_forward: the ``ops.Cummin`` primitive gives
int32 indices, as ``ops.cummin`` does (msgraph's primitive gave int64; only the functional form cast);
``ops.Cummax`` keeps int64."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def construct(self, x):
        v, i = ops.Cummin(0)(x)
        w, j = ops.cummin(x, 1)
        m, k = ops.Cummax(1)(x)
        return v, i, w, j, m, k


x = Tensor(np.array([[3, 1, 4, 1], [1, 5, 9, 2], [2, 0, 9, 3]], np.float32))
emit("cummin_cummax", Net()(x))
emit("cummin_int8", Net()(Tensor(np.array([[3, 1, 4], [1, 5, -9]], np.int8))))

