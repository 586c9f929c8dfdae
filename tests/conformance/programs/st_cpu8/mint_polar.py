"""Adapted from tests/st/ops/test_mint_polar.py (test_forward_dynamic_shape): mint.polar(abs, angle), complex64 from
float32 and complex128 from float64 (PyNative: the test disables Graph mode)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint
from _conf import emit

MODES = ("pynative",)

a = Tensor(np.array([[1, 10, 2], [0, 6, 1]], np.float32))
b = Tensor(np.array([[1.0, 3.5, 2.2], [0, 0.1, 0.2]], np.float32))
emit("polar_f32", mint.polar(a, b))
emit("polar_f64", mint.polar(a.astype(ms.float64), b.astype(ms.float64)))
