"""P.Mod (MindSpore's CPU kernel: x - trunc(x / y) * y in double, integer x mod 0) and ops.remainder /
Tensor.remainder / mint.remainder (x - floor_div(x, y) * y in the operands' dtype, not the exact FloorMod of %),
from tests/st/ops/gpu/test_broadcast_op.py's float16 Mod case."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mint
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, y):
        return self.fn(x, y)


def tensor_remainder(p, q):
    return p.remainder(q)


def percent(p, q):
    return p % q


x = (np.arange(40, dtype=np.float32) * 5.37 - 100.3)
y = (np.arange(40, dtype=np.float32) % 9 * 0.77 - 3.1)
for dt in (np.float16, np.float32, np.float64):
    a, b = Tensor(x.astype(dt)), Tensor(y.astype(dt))
    emit(f"mod_{dt.__name__}", Net(P.Mod())(a, b), rtol=0, atol=0)
    emit(f"remainder_{dt.__name__}", Net(ops.remainder)(a, b), rtol=0, atol=0)
    emit(f"tensor_remainder_{dt.__name__}", Net(tensor_remainder)(a, b), rtol=0, atol=0)
    emit(f"mint_remainder_{dt.__name__}", Net(mint.remainder)(a, b), rtol=0, atol=0)
    emit(f"percent_{dt.__name__}", Net(percent)(a, b), rtol=0, atol=0)
xs = Tensor(np.array([7.5, -7.5, np.inf, 3, 1.0, -2.0, 5.3, 1e30], np.float32))
ys = Tensor(np.array([2, 2, 2, np.inf, 0, -np.inf, 1.1, 3], np.float32))
emit("mod_special", Net(P.Mod())(xs, ys))
emit("mod_scalar", Net(P.Mod())(xs, 2))
xi = np.array([7, -7, 7, -7, 0, 5, 3], np.int32)
yi = np.array([3, 3, -3, -3, 0, 0, 0], np.int32)
for dt in (np.int8, np.int16, np.int32, np.int64, np.uint8):
    emit(f"mod_{dt.__name__}", Net(P.Mod())(Tensor(np.abs(xi).astype(dt) if dt == np.uint8 else xi.astype(dt)),
                                           Tensor(np.abs(yi).astype(dt) if dt == np.uint8 else yi.astype(dt))))
emit("mod_int_float", Net(P.Mod())(Tensor(xi), Tensor(2.5, ms.float32)))
emit("mod_int8_int64_dtype", str(Net(P.Mod())(Tensor(xi.astype(np.int8)), Tensor(yi[:4].tolist() + [1, 1, 1])).dtype))
emit("mod_grad", ops.GradOperation(get_all=True)(Net(P.Mod()))(Tensor(x[:6]), Tensor(y[:6])))
