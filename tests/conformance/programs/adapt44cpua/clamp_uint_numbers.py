"""ops.clamp / ops.clip of a uint32 / uint64 Tensor with Python-number bounds, fifth pass (adapt44cpua, st
ops/cpu test_clip_* / test_clamp dtype matrices): MindSpore 2.10 computes it -- int bounds cast into the input's
dtype (-1 wraps to the dtype's largest value, so clamp(x, -1, 2) is 2 everywhere), a float bound makes it a float32
clamp; msgraph refused the Python number beside the unsigned Tensor with the implicit-conversion
TypeError.  A Tensor bound of another dtype stays a TypeError (uint16: MindSpore's modes disagree, not recorded)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Clamp(nn.Cell):
    def __init__(self, lo, hi):
        super().__init__()
        self.lo = lo
        self.hi = hi

    def construct(self, x):
        return ops.clamp(x, self.lo, self.hi)


class ClampMin(nn.Cell):
    def construct(self, x):
        return ops.clamp(x, 2)


class Clip(nn.Cell):
    def construct(self, x):
        return ops.clip(x, 1, 2) + x


for dt in ("uint32", "uint64"):
    x = Tensor(np.array([[1, 2, 3], [0, 4, 1]]).astype(dt))
    for lo, hi in ((0, 2), (-1, 2), (0.5, 2.5), (1, 2.5), (None, 2)):
        emit_error(f"{dt}.clamp.{lo}.{hi}", lambda: Clamp(lo, hi)(x))
    emit_error(f"{dt}.clamp_min", lambda: ClampMin()(x))
    emit_error(f"{dt}.clip_plus_x", lambda: Clip()(x))
    emit_error(f"{dt}.clamp_tensor_bounds", lambda: Clamp(Tensor(1, ms.int64), Tensor(2, ms.int64))(x))
    emit_error(f"{dt}.clamp.0d", lambda: Clamp(0, 2)(Tensor(np.array(3).astype(dt))))
