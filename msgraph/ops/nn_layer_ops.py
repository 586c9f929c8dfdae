"""Primitives used by nn layers: InterpResize2D (bilinear / nearest resize of NCHW) and its adjoint.

A 2-D resize is linear in its input: ``out = A_h @ x @ A_w^T`` with interpolation matrices that
depend only on the sizes and the coordinate rule, so the op is defined once by those matrices:
``InterpResize2D`` applies them, ``InterpResize2DGrad`` applies their transposes (summing each
output's gradient back into the input pixels it was read from).  Each is the other's bprop, so
gradients of any order stay inside these two ops.

Coordinate rules (``mode``):

* ``'bilinear'``: ``align_corners`` maps corners to corners (``src = dst * (in - 1) / (out - 1)``);
  ``half_pixel_centers`` uses ``src = (dst + 0.5) * in / out - 0.5``; otherwise the legacy
  ``src = dst * in / out`` (MindSpore's ResizeBilinear/ResizeBilinearV2).  Out-of-range source
  coordinates are clamped to the border.
* ``'nearest'``: ``src = floor(dst * in / out)`` (``align_corners``: ``round(dst * (in - 1) / (out - 1))``;
  ``half_pixel_centers``: ``floor((dst + 0.5) * in / out)``).
"""
from __future__ import annotations

import functools
from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, DTypeError, ShapeError
from ._helpers import dtype_name, fmt_shape, np_dtype, shape_of
from .registry import OpKind, apply, bprop_getters, define_op, prim

__all__ = ["interp_resize2d"]

_ATTRS = {"size": (1, 1), "mode": "bilinear", "align_corners": False, "half_pixel_centers": False}


@functools.lru_cache(maxsize=256)
def interp_matrix(n_in: int, n_out: int, mode: str, align_corners: bool, half_pixel: bool) -> np.ndarray:
    """The (n_out, n_in) float64 matrix of one axis of the resize."""
    dst = np.arange(n_out, dtype=np.float64)
    m = np.zeros((n_out, n_in), np.float64)
    if align_corners and n_out > 1:
        scale = (n_in - 1) / (n_out - 1)
    else:
        scale = n_in / n_out
    if mode == "nearest":
        if align_corners:
            src = np.floor(dst * scale + 0.5)
        elif half_pixel:
            src = np.floor((dst + 0.5) * scale)
        else:
            src = np.floor(dst * scale)
        src = np.clip(src, 0, n_in - 1).astype(np.int64)
        m[np.arange(n_out), src] = 1.0
        return m
    if half_pixel and not align_corners:
        src = (dst + 0.5) * scale - 0.5
    else:
        src = dst * scale
    src = np.clip(src, 0.0, n_in - 1)
    lo = np.floor(src).astype(np.int64)
    hi = np.minimum(lo + 1, n_in - 1)
    frac = src - lo
    rows = np.arange(n_out)
    np.add.at(m, (rows, lo), 1.0 - frac)
    np.add.at(m, (rows, hi), frac)
    return m


def _check(name: str, shape: Tuple[Any, ...], x: Any, attrs: dict) -> Tuple[int, int]:
    if len(shape) != 4 or any(d is None for d in shape):
        raise ShapeError(f"For '{name}', the input must be a static 4-D tensor (NCHW), but got shape "
                         f"{fmt_shape(shape)}.")
    if np_dtype(x).kind != "f" and not (attrs["mode"] == "nearest" and np_dtype(x) == np.uint8):
        # (nearest also takes uint8, as MindSpore's nearest kernels: each output picks one input element)
        raise DTypeError(f"For '{name}', the input must be a float tensor, but got {dtype_name(x)}.")
    if attrs["mode"] not in ("bilinear", "nearest"):
        raise ArgumentError(f"For '{name}', 'mode' must be 'bilinear' or 'nearest', but got {attrs['mode']!r}.")
    size = attrs["size"]
    if not (isinstance(size, tuple) and len(size) == 2 and all(isinstance(v, int) and v > 0 for v in size)):
        raise ArgumentError(f"For '{name}', 'size' must be a tuple of two positive ints, but got {size!r}.")
    return size


def _matrices(in_hw, out_hw, attrs, dtype):
    key = (attrs["mode"], bool(attrs["align_corners"]), bool(attrs["half_pixel_centers"]))
    mh = interp_matrix(int(in_hw[0]), int(out_hw[0]), *key).astype(dtype)
    mw = interp_matrix(int(in_hw[1]), int(out_hw[1]), *key).astype(dtype)
    return mh, mw


RESIZE = define_op("InterpResize2D", OpKind.OTHER, public=False, attrs=dict(_ATTRS),
                   doc="InterpResize2D(size, mode='bilinear', align_corners=False, half_pixel_centers=False)(x): "
                       "resize the last two dims of NCHW x to size (linear interpolation matrices).")
InterpResize2D = RESIZE.prim_class

RESIZE_GRAD = define_op("InterpResize2DGrad", OpKind.OTHER, public=False, attrs=dict(_ATTRS), const_inputs=(1,),
                        doc="InterpResize2DGrad(size, mode, align_corners, half_pixel_centers)(dy, input_hw): the "
                            "adjoint of InterpResize2D (dy has spatial size ``size``; the result has ``input_hw``).")
InterpResize2DGrad = RESIZE_GRAD.prim_class


@RESIZE.def_impl
def _resize_impl(x: Any, **attrs: Any) -> np.ndarray:
    x = np.asarray(x)
    size = _check("InterpResize2D", x.shape, x, attrs)
    mh, mw = _matrices(x.shape[2:], size, attrs, x.dtype)
    return np.ascontiguousarray(np.matmul(mh, np.matmul(x, mw.T)))


@RESIZE.def_infer
def _resize_infer(x: Aval, **attrs: Any) -> Aval:
    size = _check("InterpResize2D", tuple(x.shape), x, attrs)
    return Aval((x.shape[0], x.shape[1]) + tuple(size), x.dtype)


def _grad_hw(input_hw: Any) -> Tuple[int, int]:
    if not (isinstance(input_hw, (tuple, list)) and len(input_hw) == 2):
        raise ArgumentError(f"For 'InterpResize2DGrad', 'input_hw' must be a tuple of two ints, got {input_hw!r}.")
    return int(input_hw[0]), int(input_hw[1])


@RESIZE_GRAD.def_impl
def _resize_grad_impl(dy: Any, input_hw: Any, **attrs: Any) -> np.ndarray:
    dy = np.asarray(dy)
    size = _check("InterpResize2DGrad", dy.shape, dy, attrs)
    if tuple(dy.shape[2:]) != tuple(size):
        raise ShapeError(f"For 'InterpResize2DGrad', dy's spatial size {dy.shape[2:]} must equal {size}.")
    mh, mw = _matrices(_grad_hw(input_hw), size, attrs, dy.dtype)
    return np.ascontiguousarray(np.matmul(mh.T, np.matmul(dy, mw)))


@RESIZE_GRAD.def_infer
def _resize_grad_infer(dy: Aval, input_hw: Any, **attrs: Any) -> Aval:
    _check("InterpResize2DGrad", tuple(dy.shape), dy, attrs)
    return Aval((dy.shape[0], dy.shape[1]) + _grad_hw(input_hw), dy.dtype)


@bprop_getters.register(InterpResize2D)
def get_bprop_interp_resize2d(self: Any):
    attrs = dict(self.attrs)

    def bprop(x, out, dout):
        return (apply(prim(RESIZE_GRAD, **attrs), (dout, tuple(shape_of(x)[2:]))),)
    return bprop


@bprop_getters.register(InterpResize2DGrad)
def get_bprop_interp_resize2d_grad(self: Any):
    attrs = dict(self.attrs)

    def bprop(dy, input_hw, out, dout):
        return (apply(prim(RESIZE, **attrs), (dout,)), 0)
    return bprop


def interp_resize2d(x: Any, size: Any, mode: str = "bilinear", align_corners: bool = False,
                    half_pixel_centers: bool = False) -> Any:
    """Resize NCHW ``x`` to ``size`` (h, w) with the rule of ``mode`` (see the module docstring)."""
    return apply(prim(RESIZE, size=(int(size[0]), int(size[1])), mode=mode, align_corners=bool(align_corners),
                      half_pixel_centers=bool(half_pixel_centers)), (x,))


interp_resize2d._msgraph_op = True  # type: ignore[attr-defined]  (called directly by the compiler)
