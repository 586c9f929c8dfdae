"""Elementwise primitives called with Python numbers only (tests/st/compiler test_math_ops: P.Add()(2.5, 1.5)):
MindSpore 2.10 computes on float32/int64 Tensors in PyNative (Float32 4.0, not Float64), int32 in Graph mode;
Graph mode's Div with an int operand is Python's true division (Float64); RealDiv of ints truncates."""
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


for name in ("Add", "Mul", "FloorDiv", "Sub", "RealDiv", "Div", "Pow", "Maximum"):
    for a, b in ((2, 3), (2.5, 1.5), (2, 1.5), (True, 2), (np.float64(2.5), 1.5)):
        if name == "RealDiv" and type(b) is int and ms.get_context("mode") == ms.GRAPH_MODE:
            continue   # MindSpore's Graph mode gives Int32 0 here, msgraph Int64 0 (differences.md, session 16)
        p = getattr(P, name)()
        emit_error(f"{name}_{a}_{b}", lambda: p(a, b) if ms.get_context("mode") == ms.PYNATIVE_MODE else N(p, a, b)())
