"""``nn.MatMul`` (deprecated in MindSpore since 1.2, still used by its tests): ops.matmul as a Cell,
with optional transposes of the last two dimensions."""
from __future__ import annotations

from ... import ops
from ..cell import Cell

__all__ = ["MatMul"]


class MatMul(Cell):
    """``nn.MatMul(transpose_x1=False, transpose_x2=False)(x1, x2)``: broadcasting matrix product."""

    def __init__(self, transpose_x1: bool = False, transpose_x2: bool = False) -> None:
        super().__init__()
        for name, v in (("transpose_x1", transpose_x1), ("transpose_x2", transpose_x2)):
            if not isinstance(v, bool):
                raise TypeError(f"For 'MatMul', the type of '{name}' should be bool, but got {type(v).__name__}.")
        self.transpose_x1 = transpose_x1
        self.transpose_x2 = transpose_x2

    def construct(self, x1, x2):
        if self.transpose_x1 and len(x1.shape) > 1:   # a vector is not transposed (as MindSpore's)
            x1 = ops.swapaxes(x1, -1, -2)
        if self.transpose_x2 and len(x2.shape) > 1:
            x2 = ops.swapaxes(x2, -1, -2)
        return ops.matmul(x1, x2)
