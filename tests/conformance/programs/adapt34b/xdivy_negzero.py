"""Xdivy by a zero divisor as MindSpore 2.10 computes it (found by the adapt34b variant sweep of st ops/cpu
test_xdivy_op.py): 0 where x is 0, else x / y in IEEE arithmetic, so x / -0.0 is -inf for x > 0 (Div ignores the
sign of a zero divisor, Xdivy does not, when x and y have one shape; broadcast, it ignores it too), and the
gradients xdivy(1, y) and xdivy(-x, y * y) follow.  ops.Xdivy and
ops.xdivy, float16/32/64, eagerly and in a Cell (Graph mode)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, y):
        return ops.Xdivy()(x, y)


class G(nn.Cell):
    def construct(self, x, y):
        return ops.grad(ops.xdivy, (0, 1))(x, y)


for dt in (np.float32, np.float16, np.float64):
    x = Tensor(np.array([0.5, -0.5, 0, -0.0, 0.0, 2, 3, np.nan, np.inf], dt))
    y = Tensor(np.array([-0.0, -0.0, -0.0, 0, -0.0, np.nan, -2, -0.0, -0.0], dt))
    emit(f"fwd_{dt.__name__}", Net()(x, y))
    emit(f"fn_{dt.__name__}", ops.xdivy(x, y))
    emit(f"grad_{dt.__name__}", G()(Tensor(np.array([0.5, -0.5, 0, 1, 2], dt)), Tensor(np.array([-0.0, -0.0, -0.0, 0, 4], dt))))
emit("bcast", Net()(Tensor(np.array([[1.0], [-2.0], [0.0]], np.float32)), Tensor(np.array([-0.0, 0.0, 2.0], np.float32))))
