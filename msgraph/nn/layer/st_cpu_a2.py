"""nn.BiDense (MindSpore's bilinear layer; tests/st/ops/cpu/test_bidense.py) (h-cpua, session 6)."""
from __future__ import annotations

import math

from ... import ops
from ...common import dtype as mstype
from ...common.initializer import Uniform, initializer
from ...common.tensor import Parameter
from ..cell import Cell

__all__ = ["BiDense"]


class BiDense(Cell):
    """``y = x1^T A x2 + b``: weight ``(out_channels, in1_channels, in2_channels)``, bias ``(out_channels,)``,
    both ``U(-1/sqrt(in1), 1/sqrt(in1))`` by default (MindSpore 2.x)."""

    def __init__(self, in1_channels, in2_channels, out_channels, weight_init=None, bias_init=None, has_bias=True,
                 dtype=mstype.float32):
        super().__init__()
        self.in1_channels, self.in2_channels = int(in1_channels), int(in2_channels)
        self.out_channels = int(out_channels)
        self.has_bias = bool(has_bias)
        bound = 1.0 / math.sqrt(self.in1_channels)
        self.weight = Parameter(initializer(Uniform(bound) if weight_init is None else weight_init,
                                            (self.out_channels, self.in1_channels, self.in2_channels), dtype),
                                name="weight")
        self.bias = None
        if self.has_bias:
            self.bias = Parameter(initializer(Uniform(bound) if bias_init is None else bias_init,
                                              (self.out_channels,), dtype), name="bias")

    def extra_repr(self) -> str:
        return (f"in1_channels={self.in1_channels}, in2_channels={self.in2_channels}, "
                f"output_channels={self.out_channels}, has_bias={self.has_bias}")

    def construct(self, input1, input2):
        return ops.bidense(input1, input2, self.weight, self.bias)
