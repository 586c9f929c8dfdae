"""Functional-API dtype x shape sweep (part d), found by diffing msgraph against MindSpore 2.10 call by call:
ops.addmm multiplies on the strict 2-D MatMul primitive (1-d or 0-d matrices are a ValueError, not a vector
product), ops.cumsum of a bool Tensor with no dtype is CumSum's TypeError (Tensor.cumsum sums it in Int32;
a dtype casts first), and ops.argmin / Tensor.argmin refuse a bool Tensor of rank >= 1 (the Argmin kernel's
TypeError; argmax takes bool) and fail with RuntimeError on an empty one.  Graph mode runs the same calls inside a Cell."""
import mindspore as ms
from mindspore import nn, ops
from _conf import emit_error
from _fn24_util import mk, run


class Addmm(nn.Cell):
    def construct(self, x, a, b):
        return ops.addmm(x, a, b)


class CumSum(nn.Cell):
    def construct(self, x):
        return ops.cumsum(x, 0)


class CumSumF32(nn.Cell):
    def construct(self, x):
        return ops.cumsum(x, 0, dtype=ms.float32)


class CumSumMethod(nn.Cell):
    def construct(self, x):
        return x.cumsum(0)


class ArgMin(nn.Cell):
    def __init__(self, axis):
        super().__init__()
        self.axis = axis

    def construct(self, x):
        return ops.argmin(x, self.axis)


class ArgMinMethod(nn.Cell):
    def construct(self, x):
        return x.argmin()


for dt in ("int8", "int32", "float16", "float32", "float64"):
    emit_error(f"addmm_{dt}_1d", run, Addmm(), ops.addmm, mk(dt, (5,)), mk(dt, (5,)), mk(dt, (5,)))
    emit_error(f"addmm_{dt}_0d", run, Addmm(), ops.addmm, mk(dt, ()), mk(dt, ()), mk(dt, ()))
    emit_error(f"addmm_{dt}_2d_bad", run, Addmm(), ops.addmm, mk(dt, (3, 4)), mk(dt, (3, 4)), mk(dt, (3, 4)))
    emit_error(f"addmm_{dt}_2d", run, Addmm(), ops.addmm, mk(dt, (3, 2)), mk(dt, (3, 4)), mk(dt, (4, 2)))
for dt in ("bool", "int8", "int32", "float32"):
    emit_error(f"cumsum_{dt}", run, CumSum(), lambda x: ops.cumsum(x, 0), mk(dt, (5,)))
    emit_error(f"cumsum_{dt}_f32", run, CumSumF32(), lambda x: ops.cumsum(x, 0, dtype=ms.float32), mk(dt, (5,)))
    emit_error(f"cumsum_method_{dt}", run, CumSumMethod(), lambda x: x.cumsum(0), mk(dt, (5,)))
for dt in ("bool", "int8", "float32"):
    emit_error(f"argmin_{dt}_1d", run, ArgMin(None), lambda x: ops.argmin(x), mk(dt, (5,)))
    emit_error(f"argmin_{dt}_2d_ax1", run, ArgMin(1), lambda x: ops.argmin(x, 1), mk(dt, (3, 4)))
    emit_error(f"argmin_{dt}_0d", run, ArgMin(None), lambda x: ops.argmin(x), mk(dt, ()))
emit_error("argmin_method_bool", run, ArgMinMethod(), lambda x: x.argmin(), mk("bool", (5,)))
emit_error("argmin_float32_empty_ax1", run, ArgMin(1), lambda x: ops.argmin(x, 1), mk("float32", (0, 3)))
