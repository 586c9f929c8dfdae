# Integer division by zero as MindSpore 2.10's CPU kernels compute it: floor_div / truncate_div / // give the
# dtype's max for x > 0, min for x < 0, 0 for 0; floor_mod / % give the dtype's min for int32/int64 and 0 for
# int8; remainder gives x; truncate_mod gives 0. Non-zero divisors unchanged.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit


class Bin(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, y):
        return self.fn(x, y)


def floordiv_op(p, q):
    return p // q


def mod_op(p, q):
    return p % q


a = np.array([0, 5, -5, 7, -7], np.int64)
b = np.array([0, 0, 0, 2, 2], np.int64)
for dt in (np.int8, np.int32, np.int64):
    x, y = Tensor(a.astype(dt)), Tensor(b.astype(dt))
    n = np.dtype(dt).name
    emit(f"floor_div_{n}", Bin(ops.floor_div)(x, y))
    emit(f"floor_mod_{n}", Bin(ops.floor_mod)(x, y))
    emit(f"remainder_{n}", Bin(ops.remainder)(x, y))
    emit(f"truncate_div_{n}", Bin(ops.truncate_div)(x, y))
    emit(f"op_floordiv_{n}", Bin(floordiv_op)(x, y))
    emit(f"op_mod_{n}", Bin(mod_op)(x, y))
for dt in (np.int8, np.int32):
    emit(f"truncate_mod_{np.dtype(dt).name}", Bin(ops.truncate_mod)(Tensor(a.astype(dt)), Tensor(b.astype(dt))))
emit("floor_div_uint8", Bin(ops.floor_div)(Tensor(np.array([0, 5, 7], np.uint8)), Tensor(np.array([0, 0, 2], np.uint8))))
emit("floor_div_scalar_zero", Bin(ops.floor_div)(Tensor(np.array([3, -3, 0], np.int32)), 0))
