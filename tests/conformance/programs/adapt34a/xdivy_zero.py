"""Xdivy by a zero divisor as MindSpore 2.10's CPU kernel computes it (found by the adapt34a variant sweep of st ops/cpu
test_arithmetic_op.py variants): 0 where x is 0, else, for operands of one shape, IEEE x / y with the divisor's sign
kept (1 xdivy -0.0 is -inf, NaN xdivy 0 is NaN), unlike its Div (inf, -inf), which msgraph used; its broadcasting
kernel gives Div's x / 0 (sign ignored, NaN / 0 = -inf).  float16/32/64, broadcast, ops.xdivy, the
Tensor method, and the gradient away from zero."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit

x = np.array([1.0, -1.0, 1.0, -1.0, 0.0, -0.0, np.nan, np.nan, np.inf, np.inf, 2.0, 3.0], np.float32)
y = np.array([0.0, 0.0, -0.0, -0.0, -0.0, 0.0, 0.0, -0.0, 0.0, -0.0, np.inf, -1.5], np.float32)


class Net(nn.Cell):
    def construct(self, a, b):
        return ops.Xdivy()(a, b), ops.xdivy(a, b), a.xdivy(b)


class G(nn.Cell):
    def construct(self, a, b):
        return ops.grad(ops.xdivy, (0, 1))(a, b)


for dt in (np.float16, np.float32, np.float64):
    emit(f"xdivy_{dt.__name__}", Net()(Tensor(x.astype(dt)), Tensor(y.astype(dt))))
    emit(f"signbit_{dt.__name__}", np.signbit(Net()(Tensor(x.astype(dt)), Tensor(y.astype(dt)))[0].asnumpy()))
emit("bcast", Net()(Tensor(np.array([[1.0, 0.0], [-2.0, 3.0]], np.float32)), Tensor(np.array([-0.0, 0.0], np.float32))))
bx = np.array([[1.0, 0.0], [-2.0, np.nan]], np.float32)
emit("bcast_nan", Net()(Tensor(bx), Tensor(np.array([-0.0, 0.0], np.float32))))
emit("bcast_0d", Net()(Tensor(bx), Tensor(np.array(-0.0, np.float32))))
emit("bcast_x0d", Net()(Tensor(np.array(1.0, np.float32)), Tensor(np.array([-0.0, 0.0], np.float32))))
emit("both_0d", Net()(Tensor(np.array(1.0, np.float32)), Tensor(np.array(-0.0, np.float32))))
emit("one_elem", Net()(Tensor(np.array([1.0], np.float32)), Tensor(np.array([-0.0], np.float32))))
emit("grad", G()(Tensor(np.array([1.0, 0.0, -2.0, 3.0], np.float32)), Tensor(np.array([2.0, 4.0, -0.5, 1.5], np.float32))))
