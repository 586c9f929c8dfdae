"""Tensor.div_ with a keyword rounding_mode (st test_ops_div_): its result; a positional rounding_mode is MindSpore's
TypeError.  (MindSpore 2.10's CPU PyNative returns the quotient but leaves the Tensor itself unchanged, a bug
msgraph does not copy: docs/differences.md, h-opstop2; so only the returned value is compared.)  MindSpore's CPU
has no InplaceDivMod kernel in Graph mode: PyNative only."""
import numpy as np
from mindspore import Tensor
from _conf import emit, emit_error

MODES = ("pynative",)

x = Tensor(np.array([[7.5, -7.5, 3.0], [-2.5, 9.0, 1.0]], np.float32))
y = Tensor(np.array([[2.0, 2.0, -4.0], [2.0, 4.0, 3.0]], np.float32))
for mode in ("floor", "trunc", None):
    emit(f"div_inplace_{mode}", (x * 1).div_(y, rounding_mode=mode))
    emit(f"div_inplace_{mode}_scalar", (x * 1).div_(2, rounding_mode=mode))
emit_error("div_inplace_positional", (x * 1).div_, y, "floor")
