"""``mindspore.numpy.arange`` with float arguments: MindSpore 2.10 builds the values as a float32 iota times the step
plus the start, in float32 (each Python number a float32 scalar), then casts to ``dtype``: ``arange(10, step=0.1)``
has 0.9000000358 at 9 and 9.9000005722 at 99 (numpy's values rounded to float32: 0.8999999762, 9.8999996185; 19 of
the 100 differ by an ulp), and ``dtype=float64`` keeps the float32 values (0.30000001192092896, not
0.30000000000000004).  msgraph used numpy's float64 arange: SILENT (st numpy_native/test_array_creations.py
test_arange, decimal=6, hid it; found by vd49t's value dump)."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from _conf import emit

MODES = ("pynative",)


def exact(label, t):
    emit(label, t)
    emit(label + "_repr", repr(t.asnumpy().tolist()))   # the exact values (the tensor record compares with a tolerance)

exact("step_only", mnp.arange(10, step=0.1))
exact("start_stop_float", mnp.arange(0.1, 9.9))
exact("full", mnp.arange(0.5, 3.0, 0.3))
exact("full_f64", mnp.arange(0, 10, 0.1, dtype=ms.float64))
exact("ints", mnp.arange(2, 20, 3))
exact("int_stop", mnp.arange(7))
exact("negative_step", mnp.arange(1.0, -1.0, -0.15))
exact("int_dtype_float_step", mnp.arange(0, 5, 0.7, dtype=ms.int32))
