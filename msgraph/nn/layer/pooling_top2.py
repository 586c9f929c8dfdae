"""nn.AdaptiveMaxPool3d (h-opsA, session 8): ``ops.adaptive_max_pool3d`` as a Cell."""
from __future__ import annotations

from ... import ops
from ..cell import Cell

__all__ = ["AdaptiveMaxPool3d"]


class AdaptiveMaxPool3d(Cell):
    """The maximum of each adaptive window of a (C, D, H, W) / (N, C, D, H, W) input to ``output_size`` (an int or
    3 ints); with ``return_indices`` also the flat d * H * W + h * W + w indices."""

    def __init__(self, output_size, return_indices=False):
        super().__init__()
        if not isinstance(return_indices, bool):
            raise TypeError(f"For 'AdaptiveMaxPool3d', the type of 'return_indices' should be 'bool', but got type "
                            f"'{type(return_indices).__name__}'.")
        self.output_size = tuple(output_size) if isinstance(output_size, list) else output_size
        self.return_indices = return_indices

    def construct(self, input):  # noqa: A002 - MindSpore's name
        return ops.adaptive_max_pool3d(input, self.output_size, self.return_indices)
