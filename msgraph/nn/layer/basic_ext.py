"""More basic layers: Pad, ResizeBilinear, Upsample, ClipByNorm, CentralCrop.

``Pad`` is built from slices (reversed for REFLECT/SYMMETRIC) and ``concat``; the resizes use
the ``InterpResize2D`` primitive (:mod:`msgraph.ops.nn_layer_ops`); everything else is registry
ops, so both modes share the math and the gradients.
"""
from __future__ import annotations

from ... import ops
from ...common import dtype as mstype
from ...ops.nn_layer_ops import interp_resize2d
from ..cell import Cell

__all__ = ["Pad", "ResizeBilinear", "Upsample", "ClipByNorm", "CentralCrop"]


def _rev(start, stop):
    """slice(start, stop, -1) where a negative ``stop`` means 'through index 0'."""
    return slice(start, stop if stop >= 0 else None, -1)


def _mirror_pad_axis(x, axis, before, after, mode):
    """Pad one axis by mirroring: REFLECT excludes the edge element, SYMMETRIC repeats it."""
    n = x.shape[axis]
    lead = (slice(None),) * axis
    skip = 1 if mode == "REFLECT" else 0
    parts = []
    if before:
        parts.append(x[lead + (_rev(before - 1 + skip, skip - 1),)])
    parts.append(x)
    if after:
        parts.append(x[lead + (_rev(n - 1 - skip, n - 1 - skip - after),)])
    if len(parts) == 1:
        return x
    return ops.concat(tuple(parts), axis)


class Pad(Cell):
    """Pad with ``paddings`` ((before, after) per dim, from the first dim) in mode
    ``'CONSTANT'`` (zeros), ``'REFLECT'`` or ``'SYMMETRIC'``."""

    def __init__(self, paddings, mode="CONSTANT"):
        super().__init__()
        if mode not in ("CONSTANT", "REFLECT", "SYMMETRIC"):
            raise ValueError(f"For 'Pad', the 'mode' should be in ['CONSTANT', 'REFLECT', 'SYMMETRIC'], "
                             f"but got {mode}.")
        if not isinstance(paddings, tuple):
            raise TypeError(f"For 'Pad', the type of 'paddings' must be tuple, but got {type(paddings).__name__}.")
        for item in paddings:
            if len(item) != 2:
                raise ValueError(f"For 'Pad', the dimension of 'paddings' must be (n, 2), but got {paddings}.")
        if len(paddings) > 4:
            raise ValueError(f"For 'Pad', only 'paddings' up to 4 dims is supported, but got {len(paddings)}.")
        self.mode = mode
        self.paddings = tuple((int(a), int(b)) for a, b in paddings)

    def extra_repr(self) -> str:
        return f"paddings={self.paddings}, mode={self.mode}"

    def construct(self, x):
        ndim = len(x.shape)
        if len(self.paddings) != ndim:
            raise ValueError(f"For 'Pad', the length of 'paddings' must equal the rank of the input ({ndim}), "
                             f"but got {len(self.paddings)}.")
        for axis in range(ndim):
            before, after = self.paddings[axis]
            if before < 0 or after < 0:
                raise ValueError(f"For 'Pad', all elements of 'paddings' must be >= 0, but got {self.paddings}.")
            if self.mode == "CONSTANT":
                if before or after:
                    # tuples, not a list being appended to: graph code may call the layer inside a branch of a
                    # Tensor condition (a layer picked by a Tensor index), where a list may not change length
                    parts = (x,)
                    if before:
                        parts = (ops.zeros(x.shape[:axis] + (before,) + x.shape[axis + 1:], x.dtype),) + parts
                    if after:
                        parts = parts + (ops.zeros(x.shape[:axis] + (after,) + x.shape[axis + 1:], x.dtype),)
                    x = ops.concat(parts, axis)
            else:
                limit = x.shape[axis] - 1 if self.mode == "REFLECT" else x.shape[axis]
                if before > limit or after > limit:
                    raise ValueError(f"For 'Pad', in mode {self.mode} the paddings of dim {axis} must be at most "
                                     f"{limit}, but got {(before, after)}.")
                x = _mirror_pad_axis(x, axis, before, after, self.mode)
        return x


class ResizeBilinear(Cell):
    """Bilinear resize of NCHW input to ``size`` or by ``scale_factor`` (MindSpore 1.x/2.0's layer;
    ``construct(x, size=None, scale_factor=None, align_corners=False)``)."""

    def __init__(self, half_pixel_centers=False):
        super().__init__()
        self.half_pixel_centers = bool(half_pixel_centers)

    def construct(self, x, size=None, scale_factor=None, align_corners=False):
        if len(x.shape) != 4:
            raise ValueError(f"For 'ResizeBilinear', the input must be 4-D (NCHW), but got shape {x.shape}.")
        if align_corners and self.half_pixel_centers:
            raise ValueError("For 'ResizeBilinear', 'align_corners' and 'half_pixel_centers' cannot both be True.")
        if (size is None) == (scale_factor is None):
            raise ValueError("For 'ResizeBilinear', exactly one of 'size' and 'scale_factor' must be given.")
        else:
            if size is None:
                size = (x.shape[2] * scale_factor, x.shape[3] * scale_factor)
            return interp_resize2d(x, size, "bilinear", align_corners, self.half_pixel_centers)


class Upsample(Cell):
    """``Upsample(size=None, scale_factor=None, mode='nearest', align_corners=None)`` on NCHW input
    (``'nearest'`` and ``'bilinear'`` here, bilinear without ``align_corners`` uses half-pixel centers; the
    other modes through ops.interpolate)."""

    def __init__(self, size=None, scale_factor=None, mode="nearest", align_corners=None,
                 recompute_scale_factor=None):
        super().__init__()
        # MindSpore 2.10 checks size/scale_factor when the layer runs (ops.interpolate's ValueErrors)
        if mode == "nearest" and align_corners:
            raise ValueError("For 'Upsample', 'align_corners' is only valid for mode 'bilinear'.")
        self.size = size
        self.scale_factor = scale_factor
        self.mode = mode
        self.align_corners = bool(align_corners)
        self.recompute_scale_factor = recompute_scale_factor

    def construct(self, x):
        if self.size is not None and self.scale_factor is not None:
            raise ValueError("For 'interpolate', 'size' and 'scale_factor' cannot be set simultaneously")
        if self.size is None and self.scale_factor is None:
            raise ValueError("For 'interpolate', 'size' and 'scale_factor' cannot be both empty")
        if self.mode not in ("nearest", "bilinear") or len(x.shape) != 4:
            # h-nn: the other modes ('area', 'linear', 'bicubic', 'trilinear'...) are ops.interpolate's, as
            # MindSpore 2.10's Upsample calls it
            return ops.interpolate(x, self.size, self.scale_factor, self.mode,
                                   self.align_corners if self.align_corners else None, self.recompute_scale_factor)
        if len(x.shape) != 4:
            raise ValueError(f"For 'Upsample', the input must be 4-D (NCHW), but got shape {x.shape}.")
        size = self.size
        if size is None:
            if not self.recompute_scale_factor:
                raise ValueError(f"For 'interpolate', 'scale_factor' option cannot currently be set with the "
                                 f"mode = {self.mode} and dim = 4D.")
            sf = self.scale_factor
            if not isinstance(sf, (tuple, list)):
                sf = (sf, sf)
            size = (int(x.shape[2] * sf[0]), int(x.shape[3] * sf[1]))
        elif isinstance(size, int):
            size = (size, size)
        if self.mode == "nearest":
            return interp_resize2d(x, size, "nearest", False, False)
        return interp_resize2d(x, size, "bilinear", self.align_corners, not self.align_corners)


class ClipByNorm(Cell):
    """``x * clip_norm / max(||x||_2, clip_norm)``, the L2 norm over ``axis`` (all axes when None)."""

    def __init__(self, axis=None):
        super().__init__()
        if axis is not None:   # MindSpore 2.10's check_value_type at construction
            if isinstance(axis, bool) or not isinstance(axis, (int, tuple, list)):
                raise TypeError(f"For 'ClipByNorm', the type of 'axis' should be one of '['int', 'tuple', 'list']', "
                                f"but got type '{type(axis).__name__}'.")
            for i, a in enumerate(axis if isinstance(axis, (tuple, list)) else ()):
                if isinstance(a, bool) or not isinstance(a, int):
                    raise TypeError(f"For 'ClipByNorm', the type of 'axis[{i}]' should be 'int', but got type "
                                    f"'{type(a).__name__}'.")
        self.axis = axis

    def construct(self, x, clip_norm):
        axis = self.axis
        if axis is None:
            axis = tuple(range(len(x.shape)))
        # MindSpore sums the squares in float32 and returns float32 whatever the input's dtype
        l2sum = ops.reduce_sum(ops.cast(ops.square(x), mstype.float32), axis, keep_dims=True)
        positive = l2sum > 0
        safe = ops.select(positive, l2sum, ops.ones_like(l2sum))
        l2norm = ops.select(positive, ops.sqrt(safe), l2sum)
        return ops.cast(x * clip_norm, mstype.float32) / ops.maximum(l2norm, clip_norm)


class CentralCrop(Cell):
    """Crop the central ``central_fraction`` of the last two dims of a 3-D or 4-D image."""

    def __init__(self, central_fraction):
        super().__init__()
        if not isinstance(central_fraction, float):
            raise TypeError(f"For 'CentralCrop', the 'central_fraction' must be float, "
                            f"but got {type(central_fraction).__name__}.")
        if not 0.0 < central_fraction <= 1.0:
            raise ValueError(f"For 'CentralCrop', the 'central_fraction' must be in range (0.0, 1.0], "
                             f"but got {central_fraction}.")
        self.central_fraction = central_fraction

    def construct(self, image):
        rank = len(image.shape)
        if rank not in (3, 4):
            raise ValueError(f"CentralCrop image must be 3d or 4d, but got shape {image.shape}")
        if self.central_fraction == 1.0:
            return image
        h, w = image.shape[-2], image.shape[-1]
        h0 = int((float(h) - float(h * self.central_fraction)) / 2)
        w0 = int((float(w) - float(w * self.central_fraction)) / 2)
        return image[..., h0:h - h0, w0:w - w0]
