"""Channel dropout: nn.Dropout1d, nn.Dropout2d, nn.Dropout3d.

While training, each channel of each sample (``x[n, c]``) is zeroed with probability ``p`` and the
kept channels are scaled by ``1 / (1 - p)``, as MindSpore 2.10's cells do it: ``Dropout2D(1 - p)`` /
``Dropout3D(1 - p)`` (whose kernel's engine every such primitive shares, ops/st_cpu_a.py) and
``ops.dropout1d``.  Identity otherwise (and for ``p = 0``).
"""
from __future__ import annotations

from ... import ops
from ..cell import Cell

__all__ = ["Dropout1d", "Dropout2d", "Dropout3d"]


class _ChannelDropout(Cell):
    _NDIMS = (4,)

    def __init__(self, p=0.5):
        super().__init__()
        name = type(self).__name__
        if not isinstance(p, float):
            raise TypeError(f"For '{name}', the 'p' must be a float, but got {type(p).__name__}.")
        if p < 0 or p > 1:
            raise ValueError(f"For '{name}', the 'p' must be a number in range [0, 1], but got {p}.")
        self.p = p
        self.keep_prob = 1.0 - p
        self.channel_dropout = self._PRIM(keep_prob=self.keep_prob) if self._PRIM is not None else None

    _PRIM = None

    def extra_repr(self) -> str:
        return f"p={self.p}"

    def construct(self, x):
        if not self.training or self.p == 0:
            return x
        ndim = len(x.shape)
        if ndim not in self._NDIMS:
            raise ValueError(f"For '{type(self).__name__}', the input must have {self._NDIMS} dims, "
                             f"but got {ndim}.")
        if self.channel_dropout is None:
            return ops.dropout1d(x, self.p)
        return self.channel_dropout(x)[0]


class Dropout1d(_ChannelDropout):
    """Channel dropout over ``(N, C, L)`` or ``(C, L)``."""

    _NDIMS = (2, 3)


class Dropout2d(_ChannelDropout):
    """Channel dropout over ``(N, C, H, W)``."""

    _NDIMS = (4,)
    _PRIM = ops.Dropout2D

    def extra_repr(self) -> str:
        return f"p={self.keep_prob}"   # MindSpore 2.10 prints the keep probability as p (Dropout2d(0.2): p=0.8)


class Dropout3d(_ChannelDropout):
    """Channel dropout over ``(N, C, D, H, W)``."""

    _NDIMS = (5,)
    _PRIM = ops.Dropout3D

    def extra_repr(self) -> str:
        return f"p={self.keep_prob}"   # MindSpore 2.10 prints the keep probability as p (Dropout2d(0.2): p=0.8)
