"""Elementwise primitives called with Python numbers only, a float among them (tests/st/compiler test_math_ops:
P.Add()(2.5, 1.5)): MindSpore 2.10 computes in float32 (Float32 4.0; msgraph gave Float64), in both modes; Graph
mode's Div with an int operand is Python's true division (Float64). RealDiv of two ints truncates (PyNative Int64)."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.ops import operations as P
from _conf import emit_error


class N(nn.Cell):
    def __init__(self, p, a, b):
        super().__init__()
        self.p, self.a, self.b = p, a, b

    def construct(self):
        return self.p(self.a, self.b)


PYNATIVE = ms.get_context("mode") == ms.PYNATIVE_MODE
for name in ("Add", "Mul", "FloorDiv", "Sub", "RealDiv", "Div", "Pow", "Maximum"):
    for a, b in ((2.5, 1.5), (2, 1.5), (np.float64(2.5), 1.5), (2, 3)):
        if type(b) is int and not (PYNATIVE and name == "RealDiv"):
            continue   # two ints: Graph mode's Int32 (msgraph Int64) and PyNative's Div Float32 (msgraph Float64)
        p = getattr(P, name)()
        emit_error(f"{name}_{a}_{b}", lambda: p(a, b) if PYNATIVE else N(p, a, b)())
