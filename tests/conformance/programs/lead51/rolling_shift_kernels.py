"""The CPU kernels behind st/ops/cpu's custom ``Rolling`` and ``Shift`` primitives (PrimitiveWithInfer subclasses
named like MindSpore 2.10's kernels, as test_rolling_op.py / test_shift_op.py define them), value by value.

Rolling (measured on 40x30 inputs and special values): sum / mean add each window in order in the input's dtype
(float32: msgraph summed in float64 and rounded once: 1 float32 ulp off in 25-45 % of windows, printed float32
values differed); mean is that sum / the count in the dtype (integers: C's division toward zero); var / std two
passes in double, var rounded to the dtype and std the dtype's sqrt of it (msgraph: float64 sqrt, and numpy's
pairwise sums for windows over 8); max / min skip NaN; var / std with a one-element window counted (min_periods 1)
raise RuntimeError "Divisor n must be lager than 1." (msgraph gave NaN).  Not followed (docs/differences.md,
Session 51 (lead)): MindSpore's max starts from FLT_MIN (an all-negative or all-NaN window gives 1.1754944e-38) and
its kernel flushes float32 subnormals.
Shift of a Float64 Tensor runs MindSpore's float32 kernel: values and fill come back rounded to float32 (1e300 ->
inf), dtype Float64; msgraph kept float64 values.
"""
import numpy as np
import mindspore.nn as nn
from mindspore import Tensor
from mindspore.ops import PrimitiveWithInfer, prim_attr_register
from mindspore.common import dtype as mstype
from _conf import emit, emit_error

EXACT = dict(rtol=0, atol=0)


class Rolling(PrimitiveWithInfer):
    @prim_attr_register
    def __init__(self, window, min_periods, center, axis, closed, method):
        self.init_prim_io_names(inputs=['x'], outputs=['output'])

    def __infer__(self, x):
        return {'shape': tuple(x['shape']), 'dtype': x['dtype'], 'value': None}


class Shift(PrimitiveWithInfer):
    @prim_attr_register
    def __init__(self, periods=1, axis=-1):
        self.init_prim_io_names(inputs=['x', 'fill_value'], outputs=['output'])

    def __infer__(self, x, fill_value):
        return {'shape': tuple(x['shape']), 'dtype': x['dtype'], 'value': None}


class RollingNet(nn.Cell):
    def __init__(self, *args):
        super().__init__()
        self.rolling = Rolling(*args)

    def construct(self, x):
        return self.rolling(x)


class ShiftNet(nn.Cell):
    def __init__(self, periods, axis):
        super().__init__()
        self.shift = Shift(periods, axis)

    def construct(self, x, fill_value):
        return self.shift(x, fill_value)


x = (np.sin(np.arange(48, dtype=np.float64) * 1.7) * 3.1 + np.arange(48) / 7).reshape(4, 12)
for method in ("sum", "mean", "var", "std", "max", "min"):
    for w, center, closed in ((3, False, "both"), (5, True, "right"), (10, False, "right")):
        for dt in (np.float32, np.float64):
            out = RollingNet(w, 2, center, -1, closed, method)(Tensor(x.astype(dt)))
            emit(f"rolling {method} w{w} {dt.__name__}", out, **EXACT)
xi = np.array([[-7, 3, -2, 9, -11, 4, 6, -1, 8, 3, -5]], np.int32)
for method in ("mean", "sum", "std", "var"):
    emit(f"rolling {method} int32", RollingNet(3, 2, False, -1, "right", method)(Tensor(xi)), **EXACT)
xn = np.array([[0.5, np.nan, 2.0, np.nan, 4.0, np.nan, -3.0, 5.0, np.inf, 1.0]], np.float32)
for method in ("max", "min", "sum"):
    emit(f"rolling {method} nan", RollingNet(3, 1, False, -1, "right", method)(Tensor(xn)), **EXACT)
emit_error("rolling var one-element window", lambda: RollingNet(3, 1, False, -1, "right", "var")(Tensor(xn)).asnumpy())

a = (np.arange(12).reshape(2, 6) / 7).astype(np.float64)
for fv in (5.3, -5.5, 1e200):
    out = ShiftNet(2, 1)(Tensor(a), fv)
    emit(f"shift float64 fill {fv}", out, **EXACT)
emit("shift float64 big", ShiftNet(1, 1)(Tensor(np.array([[1e300, 1e-300, 3.0]])), 0.25), **EXACT)
emit("shift float32", ShiftNet(-2, 1)(Tensor(a.astype(np.float32)), 5.3), **EXACT)
