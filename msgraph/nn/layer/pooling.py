"""Pooling: nn.MaxPool2d and nn.AvgPool2d (NCHW; MindSpore's arguments)."""
from __future__ import annotations

from ... import ops
from ..cell import Cell

__all__ = ["MaxPool2d", "AvgPool2d"]


class _Pool2d(Cell):
    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, data_format="NCHW"):
        super().__init__()
        pad_mode = pad_mode.lower() if isinstance(pad_mode, str) else pad_mode
        if pad_mode not in ("same", "valid", "pad"):
            raise ValueError(f"For '{type(self).__name__}', 'pad_mode' must be 'same', 'valid' or 'pad', "
                             f"but got {pad_mode!r}.")
        if data_format != "NCHW":
            raise ValueError(f"For '{type(self).__name__}', only data_format 'NCHW' is supported.")
        if padding not in (0, (0, 0), (0, 0, 0, 0)) and pad_mode != "pad":
            pad_mode = "pad"
        self.kernel_size = kernel_size
        self.stride = stride
        self.pad_mode = pad_mode
        self.padding = padding

    def extra_repr(self) -> str:
        return f"kernel_size={self.kernel_size}, stride={self.stride}, pad_mode={self.pad_mode.upper()}"


class MaxPool2d(_Pool2d):
    """Max over ``kernel_size`` windows moved by ``stride`` (default 1, like MindSpore)."""

    def construct(self, x):
        return ops.max_pool2d(x, self.kernel_size, self.stride, self.padding, self.pad_mode)


class AvgPool2d(_Pool2d):
    """Mean over ``kernel_size`` windows moved by ``stride`` (default 1, like MindSpore)."""

    def construct(self, x):
        return ops.avg_pool2d(x, self.kernel_size, self.stride, self.padding, self.pad_mode)
