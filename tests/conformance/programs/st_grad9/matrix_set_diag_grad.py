"""Adapted from tests/st/ops/dynamic_shape/grad/test_matrix_set_diag_v3.py: the gradient of MatrixSetDiagV3 (x: dout
off the band; diagonal: the band of dout, packed with the op's alignment; k: zeros); msgraph gave zeros."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations.array_ops import MatrixSetDiagV3
from _conf import emit


class Net(nn.Cell):
    def __init__(self, align="RIGHT_LEFT"):
        super().__init__()
        self.op = MatrixSetDiagV3(align)

    def construct(self, x, d, k):
        return self.op(x, d, k)


class Fn(nn.Cell):
    def construct(self, a, b):
        return ops.matrix_set_diag(a, b) * 2


x = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))
w = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32) + 1)
g = ops.GradOperation(get_all=True, sens_param=True)
emit("k1", g(Net())(x, Tensor(np.array([[1, 2, 3], [4, 5, 6]]), ms.float32), Tensor(1, ms.int32), w))
d2 = Tensor(np.arange(2 * 3 * 3).reshape(2, 3, 3).astype(np.float32))
for align in ("RIGHT_LEFT", "LEFT_RIGHT", "LEFT_LEFT", "RIGHT_RIGHT"):
    emit(f"band_{align}", g(Net(align))(x, d2, Tensor([-1, 1], ms.int32), w))
emit("fn", ops.GradOperation(get_all=True)(Fn())(x, Tensor(np.ones((2, 3)), ms.float32)))
x5 = Tensor(np.arange(20).reshape(5, 4).astype(np.float64))
emit("sub_k", g(Net())(x5, Tensor(np.array([7.0, 8.0, 9.0])), Tensor(-2, ms.int32), x5 * 3))
