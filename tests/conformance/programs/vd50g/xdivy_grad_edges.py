"""The gradients of P.Xdivy at infinities, zeros and underflowing squares, both modes: MindSpore 2.10's bprop
(dx = xdivy(x != 0, y) * dout, dy = xdivy(-x, y * y) * dout).  msgraph differentiated its composition, whose masked
branches multiply 0 by inf: dy was NaN for x = -inf, y = 2 (MindSpore: inf) and for float32 x = y = 1e-30 (y * y
underflows: MindSpore -inf), and float64 -9.999999999999999e+29 for -1e+30 (SILENT).  Found by vd50g probing
st/ops/gpu test_xdivy_op.py's op on special values."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit as _emit


def emit(label, value):
    _emit(label, value, rtol=0.0, atol=0.0)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.Xdivy()

    def construct(self, x, y):
        return self.op(x, y)


a = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 0.0, 2.0, 1e-30, 0.0, -3.0])
b = np.array([0.0, 0.0, 0.0, -0.0, 0.0, 2.0, 1.0, np.nan, np.inf, 1e-30, -1.0, -np.inf])
grad = ms.grad(Net(), grad_position=(0, 1))
for dt in (np.float16, np.float32, np.float64):
    n = dt.__name__
    x, y = Tensor(a.astype(dt)), Tensor(b.astype(dt))
    emit(f"xdivy_{n}", Net()(x, y))
    dx, dy = grad(x, y)
    emit(f"xdivy_dx_{n}", dx)
    emit(f"xdivy_dy_{n}", dy)
xb = Tensor(np.array([[1.5, -2.0, 0.0], [3.0, -np.inf, -0.5]], np.float32))
yb = Tensor(np.array([0.5, 2.0, 4.0], np.float32))
dxb, dyb = grad(xb, yb)
emit("xdivy_broadcast_dx", dxb)
emit("xdivy_broadcast_dy", dyb)
emit("xdivy_mixed_dtype_dy", grad(Tensor(np.array([2.0, -np.inf], np.float16)), Tensor(np.array([3.0, 2.0], np.float32)))[1])
