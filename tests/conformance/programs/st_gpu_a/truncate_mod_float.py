"""ops.truncate_mod / P.TruncateMod on floats (found by a float16/float32 sweep of ops after
tests/st/ops/gpu/test_*_op.py): MindSpore's TruncateMod kernel is C's fmod (the exact remainder, sign of x:
5 mod inf = 5, -0 mod 2 = -0); msgraph computed x - trunc(x / y) * y in the dtype (ops.fmod's formula), off by
rounding in about 1 of 10 values (relative error up to 1 near zero), and NaN for 5 mod inf."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.TruncateMod()

    def construct(self, a, b):
        return self.op(a, b), ops.truncate_mod(a, b)


rng = np.random.RandomState(13)
x = rng.rand(64) * 10 - 5
y = rng.rand(64) * 5 + 0.05
for t in (np.float16, np.float32, np.float64):
    emit("tm_" + t.__name__, Net()(Tensor(x.astype(t)), Tensor(y.astype(t))), rtol=1e-15, atol=0)
    sx = Tensor(np.array([5, -5, 0, np.inf, 5, np.nan, -0.0, 7.5, -7.5], t))
    sy = Tensor(np.array([0, 0, 0, 3, np.inf, 2, 2, -2, 2], t))
    emit("tm_special_" + t.__name__, Net()(sx, sy))
emit("tm_scalar", ops.truncate_mod(Tensor(np.array([5.5, -5.5, 7.25], np.float32)), 2))
emit("tm_int_by_float", ops.truncate_mod(Tensor(np.array([5, -5, 7], np.int32)), 2.5))
emit("tm_int32", Net()(Tensor(np.array([5, -5, 0, 7, -7], np.int32)), Tensor(np.array([0, 3, 0, -2, 2], np.int32))))
xg = Tensor(np.array([3.7, -2.2, 5.0], np.float32))
yg = Tensor(np.array([1.5, 0.7, -2.0], np.float32))


class TmNet(nn.Cell):
    def construct(self, a, b):
        return ops.truncate_mod(a, b)


emit("tm_grad", ops.GradOperation(get_all=True)(TmNet())(xg, yg))
