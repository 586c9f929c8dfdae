"""nn Cells MindSpore's CPU op tests use (tests/st/ops/cpu) that msgraph lacked: Range, FastGelu,
L1Regularizer -- each a call of the op functions."""
from __future__ import annotations

from typing import Any

import numpy as np

from ... import ops
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ..cell import Cell

__all__ = ["Range", "FastGelu", "L1Regularizer"]


class Range(Cell):
    """Range(start, limit=None, delta=1)(): the values [start, limit) spaced by delta (one argument: [0, start));
    int32 for integer arguments, float32 otherwise (MindSpore's nn.Range)."""

    def __init__(self, start: Any, limit: Any = None, delta: Any = 1) -> None:
        super().__init__()
        if limit is None:
            start, limit = 0, start
        if delta == 0:
            raise ValueError("For 'Range', the 'delta' can not be zero.")
        is_int = all(isinstance(v, int) and not isinstance(v, bool) for v in (start, limit, delta))
        n = max(int(np.ceil((limit - start) / delta)), 0)
        vals = start + delta * np.arange(n)
        self.result = Tensor(vals.astype(np.int32 if is_int else np.float32))

    def construct(self) -> Any:
        return self.result


class FastGelu(Cell):
    """FastGelu()(x): x / (1 + exp(-1.702 |x|)) * exp(0.851 (x - |x|))."""

    def construct(self, x: Any) -> Any:
        return ops.fast_gelu(x)


class L1Regularizer(Cell):
    """L1Regularizer(scale)(weights): scale * sum(|weights|)."""

    def __init__(self, scale: float) -> None:
        super().__init__()
        if isinstance(scale, bool) or not isinstance(scale, (int, float)):
            raise TypeError(f"For 'L1Regularizer', the 'scale' must be int or float, but got {type(scale).__name__}.")
        if scale <= 0:
            raise ValueError(f"For 'L1Regularizer', the 'scale' must be greater than 0, but got {scale}.")
        if np.isinf(scale) or np.isnan(scale):
            raise ValueError(f"For 'L1Regularizer', the 'scale' can not be inf or nan, but got {scale}.")
        # a float32 Tensor, as MindSpore 2.10: the product follows Tensor promotion (float16 weights give a float32
        # result, float64 weights float64; adapt39ux/l1_regularizer_dtypes)
        self.scale = Tensor(float(scale), mstype.float32)

    def construct(self, weights: Any) -> Any:
        if not isinstance(weights, Tensor):   # a number or tuple: MindSpore 2.10's Abs refuses it (TypeError)
            raise TypeError(f"Failed calling Abs with \"input={type(weights).__name__}\".")
        dt = ops.dtype(weights)
        if dt == mstype.bool_:
            raise TypeError("For 'L1Regularizer', the 'weights' doesn't support 'Bool': it expects a number type.")
        return self.scale * ops.reduce_sum(ops.abs(weights))
