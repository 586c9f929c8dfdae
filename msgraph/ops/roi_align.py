"""ROIAlign and ROIAlignGrad (MindSpore's CPU kernels, Caffe2's rule), one kernel each (h-opsA, session 8).

Each output bin of a region of interest averages ``grid_h x grid_w`` bilinear samples of the feature map:
``grid = sample_num`` when positive, else adaptive, ``int(roi_size / pooled_size)`` per region (which depends on
the rois' values: a kernel, not a composition of fixed-shape ops).  A sample more than one pixel outside the map
counts 0; others are clamped to the border.  ``roi_end_mode`` 1 adds one pixel to the region's end (mode 0 makes a
region at least 1 x 1).  Positions are computed in the rois' dtype (float32 rounding decides an adaptive grid).
ROIAlignGrad scatters ``dy`` back through the same samples; the rois get no gradient (as in MindSpore).
"""
from __future__ import annotations

from typing import Any, List, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, DTypeError, ShapeError
from ._helpers import dtype_name
from .registry import OpKind, apply, bprop_getters, define_op, prim

_ATTRS = {"pooled_height": 1, "pooled_width": 1, "spatial_scale": 1.0, "sample_num": 2, "roi_end_mode": 1}


def _check_attrs(name: str, attrs: Any) -> Tuple[int, int, float, int, int]:
    for k in ("pooled_height", "pooled_width"):
        v = attrs[k]
        if isinstance(v, bool) or not isinstance(v, int) or v < 1:
            raise ArgumentError(f"For '{name}', the '{k}' must be a positive int, but got {v!r}.")
    if attrs.get("roi_end_mode", 1) not in (0, 1):
        raise ArgumentError(f"For '{name}', the 'roi_end_mode' must be 0 or 1, but got {attrs['roi_end_mode']!r}.")
    return (attrs["pooled_height"], attrs["pooled_width"], float(attrs["spatial_scale"]), int(attrs["sample_num"]),
            int(attrs.get("roi_end_mode", 1)))


def _check_inputs(name: str, fshape: Tuple[Any, ...], rshape: Tuple[Any, ...]) -> None:
    if len(fshape) != 4:
        raise ShapeError(f"For '{name}', the 'features' must be 4-D (N, C, H, W), but got shape {list(fshape)}.")
    if len(rshape) != 2 or rshape[1] not in (5, None):
        raise ShapeError(f"For '{name}', the 'rois' must have shape (R, 5), but got {list(rshape)}.")


def _axis_samples(start: Any, size: Any, pooled: int, grid: int, length: int) -> List[Tuple[int, int, float, float]]:
    """Per bin ``p`` and sample: (bin, low, high, weight_low, weight_high) along one axis; weights 0 outside.
    ``start``/``size`` are numpy scalars of the rois' dtype: the positions are computed in it, as MindSpore's kernel."""
    out = []
    t = type(start)
    bin_size = size / t(pooled)
    for p in range(pooled):
        for i in range(grid):
            pos = start + t(p) * bin_size + t(i + 0.5) * bin_size / t(grid)
            if pos < -1.0 or pos > length:
                out.append((p, 0, 0, 0.0, 0.0))
                continue
            pos = max(pos, t(0))
            low = 0 if pos <= 0.00007 else int(np.floor(pos))
            if low >= length - 1:
                low = high = length - 1
                frac = 0.0
            else:
                high = low + 1
                frac = float(pos - t(low))
            out.append((p, low, high, 1.0 - frac, frac))
    return out


def _roi_geometry(roi: np.ndarray, attrs: Any, h: int, w: int):
    ph, pw, scale, sample_num, end_mode = _check_attrs("ROIAlign", attrs)
    t = roi.dtype.type if roi.dtype.kind == "f" else np.float32  # MindSpore's kernel computes in the rois' dtype
    x1, y1, x2, y2 = (t(v) for v in roi[1:5])
    sc, em = t(scale), t(end_mode)
    sx, sy = x1 * sc, y1 * sc
    rw = (x2 + em) * sc - sx
    rh = (y2 + em) * sc - sy
    if end_mode == 0:  # only roi_end_mode 0 forces a malformed region to 1 x 1 (MindSpore 2.10's CPU kernel)
        rw, rh = max(rw, t(1)), max(rh, t(1))
    # adaptive: floor(roi_size / pooled_size) (a region smaller than its pooled size has no sample: its forward
    # is 0 / 0 = nan, its gradient 0)
    gh = sample_num if sample_num > 0 else int(np.floor(rh / t(ph)))
    gw = sample_num if sample_num > 0 else int(np.floor(rw / t(pw)))
    return _axis_samples(sy, rh, ph, gh, h), _axis_samples(sx, rw, pw, gw, w), gh * gw


def _weight_matrices(ys, xs, ph, pw, h, w, count):
    """(ph*pw, h*w) matrix M with pooled = M @ feature_map (flattened)."""
    my = np.zeros((ph, h))
    mx = np.zeros((pw, w))
    for p, lo, hi, wl, wh in ys:
        my[p, lo] += wl
        my[p, hi] += wh
    for p, lo, hi, wl, wh in xs:
        mx[p, lo] += wl
        mx[p, hi] += wh
    # the sample weights are separable: a bin's sum over (iy, ix) of wy * wx = (row of my) x (row of mx)
    return np.einsum("ph,qw->pqhw", my, mx).reshape(ph * pw, h * w) / count


ROI_ALIGN = define_op("ROIAlign", OpKind.OTHER, attrs=dict(_ATTRS),
                      doc="ROIAlign(pooled_height, pooled_width, spatial_scale, sample_num=2, roi_end_mode=1)"
                          "(features (N, C, H, W), rois (R, 5) = batch index, x1, y1, x2, y2) -> (R, C, ph, pw).")
ROIAlign = ROI_ALIGN.prim_class


def _check_features_dtype(dt: Any) -> None:
    if np.dtype(dt).name not in ("float16", "float32"):   # MindSpore 2.10: float16 / float32 features
        raise DTypeError(f"For primitive[ROIAlign], the input argument[feature] must be a type of {{Tensor[Float16], "
                         f"Tensor[Float32]}}, but got Tensor[{dtype_name(dt)}].")


@ROI_ALIGN.def_infer
def _roi_align_infer(features: Aval, rois: Aval, **attrs: Any) -> Aval:
    _check_features_dtype(features.dtype)
    _check_inputs("ROIAlign", tuple(features.shape), tuple(rois.shape))
    ph, pw, *_ = _check_attrs("ROIAlign", attrs)
    return Aval((rois.shape[0], features.shape[1], ph, pw), features.dtype)


@ROI_ALIGN.def_impl
def _roi_align_impl(features: Any, rois: Any, **attrs: Any) -> np.ndarray:
    x, r = np.asarray(features), np.asarray(rois)
    _check_features_dtype(x.dtype)
    _check_inputs("ROIAlign", x.shape, r.shape)
    ph, pw, *_ = _check_attrs("ROIAlign", attrs)
    n, c, h, w = x.shape
    out = np.zeros((r.shape[0], c, ph, pw), np.float64)
    for k in range(r.shape[0]):
        b = int(r[k, 0])
        if not 0 <= b < n:
            continue
        ys, xs, count = _roi_geometry(r[k], attrs, h, w)
        if count == 0:
            out[k] = np.nan
            continue
        m = _weight_matrices(ys, xs, ph, pw, h, w, count)
        out[k] = (x[b].reshape(c, h * w).astype(np.float64) @ m.T).reshape(c, ph, pw)
    return out.astype(x.dtype)


_GRAD_ATTRS = {"pooled_height": 1, "pooled_width": 1, "spatial_scale": 1.0, "sample_num": 2, "roi_end_mode": 1}
ROI_ALIGN_GRAD = define_op("ROIAlignGrad", OpKind.OTHER, attrs=dict(_GRAD_ATTRS), const_inputs=(2,),
                           differentiable=False,
                           doc="ROIAlignGrad(pooled_height, pooled_width, spatial_scale, sample_num=2)"
                               "(dy (R, C, ph, pw), rois (R, 5), xdiff_shape) -> the features' gradient.")
ROIAlignGrad = ROI_ALIGN_GRAD.prim_class


def _xdiff_shape(v: Any) -> Tuple[int, ...]:
    if isinstance(v, Aval):
        raise ShapeError("For 'ROIAlignGrad', the 'xdiff_shape' must be a constant tuple of 4 ints.")
    shape = tuple(int(d) for d in (np.asarray(v).reshape(-1) if not isinstance(v, (tuple, list)) else v))
    if len(shape) != 4:
        raise ShapeError(f"For 'ROIAlignGrad', the 'xdiff_shape' must have 4 elements, but got {shape}.")
    return shape


@ROI_ALIGN_GRAD.def_infer
def _roi_align_grad_infer(dy: Aval, rois: Aval, xdiff_shape: Any, **attrs: Any) -> Aval:
    _check_attrs("ROIAlignGrad", attrs)
    return Aval(_xdiff_shape(xdiff_shape), dy.dtype)


@ROI_ALIGN_GRAD.def_impl
def _roi_align_grad_impl(dy: Any, rois: Any, xdiff_shape: Any, **attrs: Any) -> np.ndarray:
    g, r = np.asarray(dy), np.asarray(rois)
    n, c, h, w = _xdiff_shape(xdiff_shape)
    ph, pw, *_ = _check_attrs("ROIAlignGrad", attrs)
    dx = np.zeros((n, c, h * w), np.float64)
    for k in range(r.shape[0]):
        b = int(r[k, 0])
        if not 0 <= b < n:
            continue
        ys, xs, count = _roi_geometry(r[k], attrs, h, w)
        if count == 0:
            continue
        m = _weight_matrices(ys, xs, ph, pw, h, w, count)
        dx[b] += g[k].reshape(c, ph * pw).astype(np.float64) @ m
    return dx.reshape(n, c, h, w).astype(g.dtype)


@bprop_getters.register(ROIAlign)
def get_bprop_roi_align(self: Any):
    attrs = dict(self.attrs)

    def bprop(features, rois, out, dout):
        from . import functional as F
        from ._helpers import shape_of

        dx = apply(prim(ROI_ALIGN_GRAD, **attrs), (dout, rois, tuple(shape_of(features))))
        return dx, F.zeros_like(rois)   # (the rois' dtype, as MindSpore: test_roi_align.py dynamic-shape grads)
    return bprop
