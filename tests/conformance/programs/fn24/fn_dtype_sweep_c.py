"""Functional-API dtype x shape sweep (part c), found by diffing msgraph against MindSpore 2.10 call by call:
ops.remainder / ops.fmod of two bool Tensors are Bool (x % 0 = x, x % 1 = 0); ops.nanmedian takes float32/64 and
int16/32/64 only (Median's TypeError), a 0-d input is its own median at index 0 (axis out of [-1, 1) ValueError);
ops.cummax / ops.cummin refuse bool (the CPU kernel's TypeError); ops.pdist checks the dtype before the rank
(TypeError), ops.matrix_power the dtype (float32/64, int8/16/32/64, uint8) before the shape.  Graph mode runs
the same calls inside a Cell."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit_error
from _fn24_util import Binary, mk, run

FOLLOW_PYNATIVE = {
    "remainder_bool": "MindSpore 2.10's Graph mode composes remainder with Sub, which refuses bool; PyNative: Bool",
    "remainder_bool_bcast": "MindSpore 2.10's Graph mode composes remainder with Sub, which refuses bool",
}


class NanMedian(nn.Cell):
    def __init__(self, axis):
        super().__init__()
        self.axis = axis

    def construct(self, x):
        return ops.nanmedian(x, self.axis)


class CumMax(nn.Cell):
    def construct(self, x):
        return ops.cummax(x, 0)


class CumMin(nn.Cell):
    def construct(self, x):
        return ops.cummin(x, 0)


class Pdist(nn.Cell):
    def construct(self, x):
        return ops.pdist(x)


class MatrixPower(nn.Cell):
    def construct(self, x):
        return ops.matrix_power(x, 2)


A = Tensor(np.array([False, False, True, True]))
B = Tensor(np.array([False, True, False, True]))
emit_error("remainder_bool", run, Binary(ops.remainder), ops.remainder, A, B)
emit_error("fmod_bool", run, Binary(ops.fmod), ops.fmod, A, B)
emit_error("remainder_bool_bcast", run, Binary(ops.remainder), ops.remainder, A, Tensor(np.array([True])))
DT = ("bool", "int8", "uint8", "int16", "int32", "int64", "float16", "float32", "float64")
for dt in DT:
    emit_error(f"nanmedian_{dt}_1d", run, NanMedian(0), lambda x: ops.nanmedian(x, 0), mk(dt, (5,)))
    emit_error(f"cummax_{dt}", run, CumMax(), lambda x: ops.cummax(x, 0), mk(dt, (5,)))
    emit_error(f"cummin_{dt}", run, CumMin(), lambda x: ops.cummin(x, 0), mk(dt, (5,)))
    emit_error(f"pdist_{dt}_1d", run, Pdist(), ops.pdist, mk(dt, (5,)))
    emit_error(f"matrix_power_{dt}_2x2", run, MatrixPower(), lambda x: ops.matrix_power(x, 2), mk(dt, (2, 2)))
    emit_error(f"matrix_power_{dt}_1d", run, MatrixPower(), lambda x: ops.matrix_power(x, 2), mk(dt, (4,)))
for dt in ("int32", "float32", "float64"):
    emit_error(f"nanmedian_{dt}_0d", run, NanMedian(0), lambda x: ops.nanmedian(x, 0), mk(dt, ()))
    emit_error(f"nanmedian_{dt}_0d_neg", run, NanMedian(-1), lambda x: ops.nanmedian(x, -1), mk(dt, ()))
    emit_error(f"nanmedian_{dt}_0d_axis1", run, NanMedian(1), lambda x: ops.nanmedian(x, 1), mk(dt, ()))
