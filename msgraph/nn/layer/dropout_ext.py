"""Channel dropout: nn.Dropout1d, nn.Dropout2d, nn.Dropout3d.

While training, each channel of each sample (``x[n, c]``) is zeroed with probability ``p`` and the
kept channels are scaled by ``1 / (1 - p)``: a dropout of a ``(N, C, 1, ...)`` tensor of ones,
broadcast over the channel's elements.  Identity otherwise (and for ``p = 0``).
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
        # no seeds: the masks come from msgraph's global generator (MindSpore's Dropout2D kernel draws from a
        # random seed), so both modes draw the same masks after the same ms.set_seed
        self.channel_dropout = ops.Dropout(keep_prob=self.keep_prob) if 0 < p < 1 else None

    def extra_repr(self) -> str:
        return f"p={self.p}"

    def construct(self, x):
        if not self.training or self.p == 0:
            return x
        if self.p == 1:   # every channel dropped (h-nn: MindSpore 2.10's Dropout1d/2d/3d with p=1)
            return ops.zeros_like(x)
        ndim = len(x.shape)
        if ndim not in self._NDIMS:
            raise ValueError(f"For '{type(self).__name__}', the input must have {self._NDIMS} dims, "
                             f"but got {ndim}.")
        channel_dims = 1 if ndim == min(self._NDIMS) and len(self._NDIMS) > 1 else 2
        # The ones come from x (one element per channel), not from a constant shape: in Graph mode a
        # dropout of a compile-time constant would be drawn once, at compile time.
        first = x[(slice(None),) * channel_dims + (slice(0, 1),) * (ndim - channel_dims)]
        mask, _ = self.channel_dropout(ops.ones_like(first))
        return x * mask


class Dropout1d(_ChannelDropout):
    """Channel dropout over ``(N, C, L)`` or ``(C, L)``."""

    _NDIMS = (2, 3)


class Dropout2d(_ChannelDropout):
    """Channel dropout over ``(N, C, H, W)``."""

    _NDIMS = (4,)


class Dropout3d(_ChannelDropout):
    """Channel dropout over ``(N, C, D, H, W)``."""

    _NDIMS = (5,)
