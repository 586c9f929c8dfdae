"""Adapted from tests/st/ops/dynamic_shape/grad/test_cholesky_solve.py: CholeskySolve's gradient for the factor x2 is
MindSpore's -(G Y^T + Y G^T) x2 with all of x2 (upper: -x2 (...)), not masked to its triangle; msgraph's was the
triangle-masked gradient of its composition."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations.math_ops import CholeskySolve
from _conf import emit


class Net(nn.Cell):
    def __init__(self, upper=False):
        super().__init__()
        self.op = CholeskySolve(upper)

    def construct(self, a, b):
        return self.op(a, b)


class Fn(nn.Cell):
    def construct(self, a, b):
        return ops.cholesky_solve(a, b)


x1 = Tensor(np.array([[1, 0, 0], [0, 1, 0], [0, 0, 1]]), ms.float32)
x2 = Tensor(np.array([[2, 0, 0], [4, 1, 0], [-1, 1, 2]]), ms.float32)
x2b = Tensor(np.array([[2, 0.5, 0.3], [4, 1, 0.7], [-1, 1, 2]]), ms.float32)
g = ops.GradOperation(get_all=True)
for upper in (False, True):
    emit(f"tri_{upper}", g(Net(upper))(x1, x2), rtol=1e-4, atol=1e-5)
    emit(f"full_{upper}", g(Net(upper))(x1, x2b), rtol=1e-4, atol=1e-5)
emit("fn", g(Fn())(x1, x2b), rtol=1e-4, atol=1e-5)
b = Tensor(np.random.RandomState(0).rand(2, 3, 2).astype(np.float64))
f = Tensor(np.array([[[1.5, 0.2, 0.1], [0.3, 2.0, 0.4], [0.5, -0.6, 1.2]]] * 2) + np.eye(3))
emit("batched_f64", g(Net())(b, f), rtol=1e-6, atol=1e-9)
emit("batched_f64_upper", g(Net(True))(b, f), rtol=1e-6, atol=1e-9)
emit("fwd", Net()(b, f), rtol=1e-6, atol=1e-9)
