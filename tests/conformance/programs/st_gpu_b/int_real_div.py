"""Adapted from tests/st/ops/gpu/test_scatter_nd_func_op.py (its numpy reference divides with P.RealDiv on
uint32 / uint64 data): RealDiv and TruncateDiv of integers are exact (no float32 rounding above 2**24)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


big = np.array([4294967293, 7, 16777217, 9, 123456789])
den = np.array([1, 2, 1, 4, 10])
for dt in (ms.uint32, ms.uint64, ms.int32, ms.int64, ms.uint8, ms.int16):
    a, b = Tensor(big.astype(np.uint64), dt), Tensor(den.astype(np.uint64), dt)
    emit(f"real_div_{dt}", Net(P.RealDiv())(a, b))
    emit(f"truncate_div_{dt}", Net(P.TruncateDiv())(a, b))
    emit(f"div_{dt}", Net(ops.div)(a, b))
neg = Tensor(np.array([-2147483647, -16777219, 16777219, -7, 5], np.int32))
emit("real_div_neg", Net(P.RealDiv())(neg, Tensor(np.array([1, 1, -1, 2, 0], np.int32))))
emit("real_div_scalar", Net(P.RealDiv())(Tensor(np.array([9007199254740993, -7], np.int64)), 1))
x = Tensor(np.array([[-0.1, 0.3, 3.6], [0.4, 0.5, -3.2]]), ms.uint32)
emit("scatter_nd_div_uint32", Net(ops.ScatterNdDiv())(ms.Parameter(x, name="x"), Tensor(np.array([[0, 1]]), ms.int32),
                                                       Tensor(np.array([1]), ms.uint32)))

# (tests/st/ops/gpu/test_scatter_func_op.py, test_scatter_op.py) indices out of range: RuntimeError; a 0-d input
for name in ("ScatterUpdate", "ScatterAdd", "ScatterMax"):
    emit_error("scatter_oob_" + name, Net(getattr(P, name)()), ms.Parameter(Tensor(np.zeros((2, 3), np.float32)),
                                                                           name="z"),
               Tensor(np.array([[0, 1], [0, 4]], np.int32)), Tensor(np.ones((2, 2, 3), np.float32)))
emit("scatter_div_0d", Net(P.ScatterDiv())(ms.Parameter(Tensor(np.array(3.0, np.float32)), name="s"),
                                           Tensor(0, ms.int32), Tensor(np.array(2.0, np.float32))).asnumpy())
