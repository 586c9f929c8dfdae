"""Padding Cells in PyTorch order (last dim first): ConstantPad1d/2d/3d, ZeroPad2d, ReflectionPad1d/2d/3d,
ReplicationPad1d/2d/3d.

``padding`` ``(left, right[, top, bottom[, front, back]])`` pads the last 1, 2 or 3 dims; an int pads
every side of the layer's dims.  Constant padding may be negative (it crops).  Built from slices,
``concat`` and ``broadcast_to`` (registry ops), so gradients flow in both modes.
"""
from __future__ import annotations

from ... import ops
from ..cell import Cell
from .basic_ext import _mirror_pad_axis

__all__ = ["ConstantPad1d", "ConstantPad2d", "ConstantPad3d", "ZeroPad2d", "ReflectionPad1d", "ReflectionPad2d",
           "ReflectionPad3d", "ReplicationPad1d", "ReplicationPad2d", "ReplicationPad3d"]


def _constant_axis(x, axis, before, after, value):
    n = x.shape[axis]
    lead = (slice(None),) * axis
    if before < 0 or after < 0:
        x = x[lead + (slice(max(-before, 0), n - max(-after, 0)),)]
    parts = []
    if before > 0:
        parts.append(ops.full(x.shape[:axis] + (before,) + x.shape[axis + 1:], value, dtype=x.dtype))
    parts.append(x)
    if after > 0:
        parts.append(ops.full(x.shape[:axis] + (after,) + x.shape[axis + 1:], value, dtype=x.dtype))
    return x if len(parts) == 1 else ops.concat(tuple(parts), axis)


def _edge_axis(x, axis, before, after):
    n = x.shape[axis]
    lead = (slice(None),) * axis
    if before < 0 or after < 0:   # a negative pad crops (MindSpore 2.10's ReplicationPad)
        x = x[lead + (slice(max(-before, 0), n - max(-after, 0)),)]
        n = x.shape[axis]
        before, after = max(before, 0), max(after, 0)
    parts = []
    if before:
        first = x[lead + (slice(0, 1),)]
        parts.append(ops.broadcast_to(first, x.shape[:axis] + (before,) + x.shape[axis + 1:]))
    parts.append(x)
    if after:
        last = x[lead + (slice(n - 1, n),)]
        parts.append(ops.broadcast_to(last, x.shape[:axis] + (after,) + x.shape[axis + 1:]))
    return x if len(parts) == 1 else ops.concat(tuple(parts), axis)


def pad_last_dims(x, padding, mode, value=0.0):
    """Pad the last ``len(padding) // 2`` dims of ``x``; ``padding`` is (left, right, top, bottom, ...)."""
    ndim = len(x.shape)
    n_dims = len(padding) // 2
    if n_dims > ndim:
        raise ValueError(f"The padding {padding} pads {n_dims} dims, but the input has only {ndim}.")
    if mode == "edge":
        _edge_checks(x, padding, ndim, n_dims)
    for k in range(n_dims):
        axis = ndim - 1 - k
        before, after = padding[2 * k], padding[2 * k + 1]
        if mode == "constant":
            x = _constant_axis(x, axis, before, after, value)
        elif mode == "reflect":
            if before >= x.shape[axis] or after >= x.shape[axis]:
                raise ValueError(f"For reflection padding, the padding {(before, after)} of dim {axis} must be "
                                 f"less than its size {x.shape[axis]}.")
            x = _mirror_pad_axis(x, axis, before, after, "REFLECT")
        else:
            x = _edge_axis(x, axis, before, after)
    return x


def _edge_checks(x, padding, ndim, n_dims):
    """MindSpore 2.10's PadV3 checks of ReplicationPad1d/2d/3d (adapt41gpu2; msgraph computed all three): no bool
    kernel (TypeError), a batch dim besides the padded ones, no empty output (ValueError)."""
    if str(x.dtype) == "Bool":
        raise TypeError("For primitive[PadV3], the input argument[x] must be a numeric Tensor, but got Tensor[Bool].")
    if ndim < n_dims + 1:
        raise ValueError(f"For primitive[PadV3], the input dims for edge, reflect or circular mode must be greater "
                         f"than or equal to {n_dims + 1}, but got {ndim}.")
    out = list(x.shape)
    for k in range(n_dims):
        out[ndim - 1 - k] += padding[2 * k] + padding[2 * k + 1]
    size = 1
    for d in out:
        size *= d
    if size <= 0:
        raise ValueError(f"For primitive[PadV3], the output size must be greater than 0, but got {size}.")


def _int_tuple(name, padding, n_dims, allow_negative):
    if isinstance(padding, int) and not isinstance(padding, bool):
        padding = (padding,) * (2 * n_dims)
    if not isinstance(padding, tuple):
        raise TypeError(f"For '{name}', the type of parameter 'padding' must be in [int, tuple], "
                        f"but got {type(padding)}")
    if len(padding) % 2:
        raise ValueError(f"For '{name}', the length of parameter 'padding' with tuple type must be a multiple of 2, "
                         f"but got {len(padding)}")
    if len(padding) > 2 * n_dims:
        raise ValueError(f"For '{name}', the length of parameter 'padding' with tuple type must no more than "
                         f"{2 * n_dims}. but got {len(padding)}")
    if not all(isinstance(p, int) and not isinstance(p, bool) for p in padding):
        raise TypeError(f"For '{name}' every element in 'padding' must be integer, but got {padding}. ")
    if not allow_negative and any(p < 0 for p in padding):
        raise ValueError(f"For '{name}' every element in 'padding' must be >= 0. but got {padding}. ")
    return padding


class _ConstantPadNd(Cell):
    _DIMS = 1

    def __init__(self, padding, value):
        super().__init__()
        name = type(self).__name__
        self.padding = _int_tuple(name, padding, self._DIMS, True)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise TypeError(f"For '{name}', the type of parameter 'value' must be in [int, float], "
                            f"but got {type(value)}")
        self.value = value

    def construct(self, x):
        return pad_last_dims(x, self.padding, "constant", self.value)


class ConstantPad1d(_ConstantPadNd):
    """Pad the last dim with ``value``."""

    _DIMS = 1


class ConstantPad2d(_ConstantPadNd):
    """Pad the last two dims with ``value``."""

    _DIMS = 2


class ConstantPad3d(_ConstantPadNd):
    """Pad the last three dims with ``value``."""

    _DIMS = 3


class ZeroPad2d(_ConstantPadNd):
    """Pad the last two dims with zeros."""

    _DIMS = 2

    def __init__(self, padding):
        super().__init__(padding, 0)


class _MirrorPadNd(Cell):
    _DIMS = 1
    _MODE = "reflect"

    def __init__(self, padding):
        super().__init__()
        self.padding = _int_tuple(type(self).__name__, padding, self._DIMS, self._MODE == "edge")

    def construct(self, x):
        return pad_last_dims(x, self.padding, self._MODE)


class ReflectionPad1d(_MirrorPadNd):
    """Reflect (edge excluded) into the padding of the last dim."""

    _DIMS = 1


class ReflectionPad2d(_MirrorPadNd):
    """Reflect (edge excluded) into the padding of the last two dims."""

    _DIMS = 2


class ReflectionPad3d(_MirrorPadNd):
    """Reflect (edge excluded) into the padding of the last three dims."""

    _DIMS = 3


class ReplicationPad1d(_MirrorPadNd):
    """Repeat the edge values into the padding of the last dim."""

    _DIMS = 1
    _MODE = "edge"


class ReplicationPad2d(_MirrorPadNd):
    """Repeat the edge values into the padding of the last two dims."""

    _DIMS = 2
    _MODE = "edge"


class ReplicationPad3d(_MirrorPadNd):
    """Repeat the edge values into the padding of the last three dims."""

    _DIMS = 3
    _MODE = "edge"
