"""``ops.div(x, y, rounding_mode="trunc")`` of unsigned integers over 0: MindSpore 2.10 divides in floating point and
converts back, so x / 0 (inf) is 0 in uint16 / uint32 / uint64 as in uint8, and uint64's 0 / 0 (nan) is 2**63
(msgraph gave the dtype's maximum for uint16 / uint32, and after adapt40cpu's uint64 ``x // 0`` fix, for uint64:
found by tests/conformance/tools/sweep_rerun.py).  Floor division beside it (the dtype's maximum, 0 for 0 // 0)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Trunc(nn.Cell):
    def construct(self, a, b):
        return ops.div(a, b, rounding_mode="trunc")


class Floor(nn.Cell):
    def construct(self, a, b):
        return ops.div(a, b, rounding_mode="floor")


for name in ("uint8", "uint16", "uint32", "uint64", "int8", "int32", "int64"):
    dt = getattr(np, name)
    a = Tensor(np.array([[5, 0, 7], [0, 9, 4]], dt))
    b = Tensor(np.array([[0, 0, 2], [3, 0, 0]], dt))
    emit_error(f"trunc_{name}", lambda a=a, b=b: Trunc()(a, b))
    emit_error(f"floor_{name}", lambda a=a, b=b: Floor()(a, b))
    emit_error(f"trunc_{name}_bcast0", lambda a=a, dt=dt: Trunc()(a, Tensor(np.zeros((3,), dt))))
    emit_error(f"trunc_{name}_0d_zero", lambda dt=dt: Trunc()(Tensor(np.array(0, dt)), Tensor(np.array(0, dt))))
