"""CropAndResize and its two gradient ops, CropAndResizeGradImage and CropAndResizeGradBoxes (TensorFlow's
kernels, which MindSpore 2.10's CPU kernels follow), on one sampling geometry (:func:`_sample_axis`).

``CropAndResize(method, extrapolation_value)(image (N, H, W, C), boxes (M, 4) float32 normalised y1, x1, y2, x2,
box_index (M,) int32, crop_size (h, w)) -> float32 (M, h, w, C)``: samples outside the image take
extrapolation_value.  Its bprop is MindSpore's: the image's gradient is CropAndResizeGradImage (scattered back
with the forward's weights, in the image's float dtype), the boxes' gradient CropAndResizeGradBoxes (always the
bilinear derivative, also for 'nearest').  Recorded from MindSpore 2.10: tests/conformance/programs/st_ops_new.
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, DTypeError, ShapeError
from ._helpers import dtype_name, np_dtype, shape_of
from ._helpers import user_type
from .registry import OpKind, apply, bprop_getters, define_op, prim
from .resize_ops import _check_size

_F32 = np.float32


def _F() -> Any:
    from . import functional

    return functional


def _sample_axis(lo: np.ndarray, hi: np.ndarray, n: int, size: int) -> np.ndarray:
    """(M, n) float32 source coordinates of n samples between normalised lo and hi on an axis of ``size`` pixels,
    in TensorFlow's float32 order of operations (it decides the nearest-neighbour ties)."""
    lo, hi = lo.astype(_F32), hi.astype(_F32)
    if n > 1:
        step = (hi - lo) * _F32(size - 1) / _F32(n - 1)
        return (lo * _F32(size - 1))[:, None] + np.arange(n, dtype=_F32) * step[:, None]
    return ((lo + hi) * _F32(0.5) * _F32(size - 1))[:, None]


def _round_half_away(v: np.ndarray) -> np.ndarray:
    return np.sign(v) * np.floor(np.abs(v) + _F32(0.5))


def _geometry(boxes: np.ndarray, crop: Tuple[int, int], h: int, w: int):
    """Per box: sample rows ys (M, ch), columns xs (M, cw) and which of them fall inside the image."""
    ys = _sample_axis(boxes[:, 0], boxes[:, 2], crop[0], h)
    xs = _sample_axis(boxes[:, 1], boxes[:, 3], crop[1], w)
    return ys, xs, (ys >= 0) & (ys <= h - 1), (xs >= 0) & (xs <= w - 1)


def _clamp(v: np.ndarray, size: int) -> np.ndarray:
    return np.clip(v, 0, size - 1).astype(np.intp)


def _corners(ys: np.ndarray, xs: np.ndarray, h: int, w: int):
    """Bilinear corners (clamped indices) and fractions of every sample."""
    y0, x0 = np.floor(ys), np.floor(xs)
    return (_clamp(y0, h), _clamp(np.ceil(ys), h), _clamp(x0, w), _clamp(np.ceil(xs), w), ys - y0, xs - x0)


def _check_type(name: str, arg: str, dtype: Any, allowed: Tuple[Any, ...]) -> None:
    dt = np.dtype(np_dtype(dtype))
    if dt not in [np.dtype(a) for a in allowed]:
        names = ", ".join(f"Tensor[{dtype_name(a)}]" for a in allowed)
        raise DTypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of {{{names}}}, "
                         f"but got Tensor[{dtype_name(dt)}].")


def _check_boxes(name: str, boxes: Any, box_index: Any, boxes_types: Tuple[Any, ...]) -> int:
    _check_type(name, "boxes", boxes.dtype, boxes_types)
    _check_type(name, "box_index", box_index.dtype, (np.int32,))
    bs, ks = tuple(shape_of(boxes)), tuple(shape_of(box_index))
    if len(bs) != 2 or bs[1] != 4:
        raise ShapeError(f"For '{name}', the 'boxes' must be a 2-D Tensor of shape (num_boxes, 4), but got "
                         f"shape {list(bs)}.")
    if len(ks) != 1 or ks[0] != bs[0]:
        raise ShapeError(f"For '{name}', the 'box_index' must be a 1-D Tensor of shape (num_boxes,) = ({bs[0]},), "
                         f"but got shape {list(ks)}.")
    return bs[0]


def _check_4d(name: str, arg: str, shape: Tuple[Any, ...]) -> None:
    if len(shape) != 4:
        raise ShapeError(f"For '{name}', the '{arg}' must be a 4-D Tensor (NHWC), but got shape {list(shape)}.")


# --- CropAndResize ---------------------------------------------------------------------------------------------------
_METHODS = ("bilinear", "nearest", "bilinear_v2")
CROP_AND_RESIZE = define_op("CropAndResize", OpKind.OTHER, attrs={"method": "bilinear", "extrapolation_value": 0.0},
                            const_inputs=(3,), doc=__doc__.split("\n\n")[1])
CropAndResize = CROP_AND_RESIZE.prim_class


def _cr_init_rule(self: Any, args: Any, kwargs: Any) -> None:
    if self.attrs["method"] not in _METHODS:
        raise ArgumentError(f"For 'CropAndResize', the 'method' must be 'bilinear', 'nearest' or 'bilinear_v2', "
                            f"but got {self.attrs['method']!r}.")


CROP_AND_RESIZE.init_rule = _cr_init_rule


def _cr_check(image: Any, boxes: Any, box_index: Any, crop_size: Any) -> Tuple[int, int]:
    _check_4d("CropAndResize", "image", tuple(shape_of(image)))
    _check_boxes("CropAndResize", boxes, box_index, (np.float32,))
    return _check_size("CropAndResize", crop_size)


@CROP_AND_RESIZE.def_impl
def _crop_and_resize_impl(image: Any, boxes: Any, box_index: Any, crop_size: Any, method: str = "bilinear",
                          extrapolation_value: float = 0.0) -> np.ndarray:
    image, boxes, box_index = np.asarray(image), np.asarray(boxes), np.asarray(box_index)
    crop = _cr_check(image, boxes, box_index, crop_size)
    bad = (box_index < 0) | (box_index >= image.shape[0])
    if bad.any():   # MindSpore 2.10's ValueError (measured, adapt40cpu)
        raise ShapeError(f"For 'CropAndResize', the value of box_index must be in [0, {image.shape[0]}), but got "
                         f"{box_index[bad].reshape(-1)[:1].tolist()}.")
    _, h, w, _ = image.shape
    img = image.astype(_F32)
    if method == "bilinear_v2":
        return _bilinear_v2(img, boxes, box_index, crop)
    ys, xs, yin, xin = _geometry(boxes, crop, h, w)
    b = box_index.astype(np.intp)[:, None, None]
    if method == "nearest":
        out = img[b, _clamp(_round_half_away(ys), h)[:, :, None], _clamp(_round_half_away(xs), w)[:, None, :]]
    else:
        yt, yb, xl, xr, ly, lx = _corners(ys, xs, h, w)
        lx = lx[:, None, :, None]

        def at(yi: np.ndarray, xi: np.ndarray) -> np.ndarray:
            return img[b, yi[:, :, None], xi[:, None, :]]

        top = at(yt, xl) + (at(yt, xr) - at(yt, xl)) * lx
        bottom = at(yb, xl) + (at(yb, xr) - at(yb, xl)) * lx
        out = top + (bottom - top) * ly[:, :, None, None]
    valid = (yin[:, :, None] & xin[:, None, :])[..., None]
    return np.where(valid, out, _F32(extrapolation_value)).astype(_F32)


def _v2_axis(lo: np.ndarray, hi: np.ndarray, n: int, size: int):
    """MindSpore's CPU 'bilinear_v2' sampling on one axis: the box's whole pixels (lo * size .. hi * size truncated
    toward zero, at least one) resampled at half-pixel centres; per box and sample the two image indices (clamped
    into the image) and the fraction between them (not clamped: it can be negative at the first sample)."""
    start = np.trunc(lo.astype(_F32) * _F32(size)).astype(np.int64)
    stop = np.trunc(hi.astype(_F32) * _F32(size)).astype(np.int64)
    extent = np.maximum(stop - start + 1, 1)                                  # (M,)
    point = ((np.arange(n, dtype=_F32)[None, :] + _F32(0.5)) * (extent.astype(_F32) / _F32(n))[:, None]
             - _F32(0.5))                                                     # (M, n) inside the box
    lo_i = np.clip(np.floor(point).astype(np.int64), 0, (extent - 1)[:, None])
    hi_i = np.clip(np.ceil(point).astype(np.int64), 0, (extent - 1)[:, None])
    frac = (point - lo_i.astype(_F32)).astype(_F32)
    return (np.clip(start[:, None] + lo_i, 0, size - 1), np.clip(start[:, None] + hi_i, 0, size - 1), frac)


def _bilinear_v2(img: np.ndarray, boxes: np.ndarray, box_index: np.ndarray, crop: Tuple[int, int]) -> np.ndarray:
    """CropAndResize(method='bilinear_v2') as MindSpore 2.10's CPU kernel computes it (measured, adapt44cpua): no
    extrapolation, see :func:`_v2_axis`."""
    _, h, w, _ = img.shape
    yt, yb, ly = _v2_axis(boxes[:, 0], boxes[:, 2], crop[0], h)
    xl, xr, lx = _v2_axis(boxes[:, 1], boxes[:, 3], crop[1], w)
    b = box_index.astype(np.intp)[:, None, None]
    ly, lx = ly[:, :, None, None], lx[:, None, :, None]

    def at(yi: np.ndarray, xi: np.ndarray) -> np.ndarray:
        return img[b, yi[:, :, None], xi[:, None, :]]

    one = _F32(1)
    out = (at(yt, xl) * (one - ly) * (one - lx) + at(yb, xr) * ly * lx + at(yt, xr) * (one - ly) * lx
           + at(yb, xl) * ly * (one - lx))
    return out.astype(_F32)


@CROP_AND_RESIZE.def_infer
def _crop_and_resize_infer(image: Aval, boxes: Aval, box_index: Aval, crop_size: Any, method: str = "bilinear",
                           extrapolation_value: float = 0.0) -> Aval:
    ch, cw = _cr_check(image, boxes, box_index, crop_size)
    return Aval((boxes.shape[0], ch, cw, image.shape[3]), np.dtype(_F32))


# --- CropAndResizeGradImage ------------------------------------------------------------------------------------------
_GRAD_TYPES = (np.float32, np.float64)
CROP_AND_RESIZE_GRAD_IMAGE = define_op(
    "CropAndResizeGradImage", OpKind.OTHER, attrs={"T": np.float32, "method": "bilinear"}, const_inputs=(3,),
    differentiable=False,
    doc="CropAndResizeGradImage(T, method='bilinear')(grads (M, h, w, C), boxes, box_index, image_size (4,) int32): "
        "the gradient of CropAndResize for its image, (N, H, W, C) of dtype T (float16/32/64).")
CropAndResizeGradImage = CROP_AND_RESIZE_GRAD_IMAGE.prim_class


_T_TYPES = (np.dtype(np.float16), np.dtype(np.float32), np.dtype(np.float64))


def _gi_init_rule(self: Any, args: Any, kwargs: Any) -> None:
    method, t = self.attrs["method"], self.attrs["T"]
    if not isinstance(method, str):
        raise TypeError(f"For 'CropAndResizeGradImage', the type of 'method' should be 'str', but got type "
                        f"'{user_type(method).__name__}'.")
    if method not in ("bilinear", "nearest"):   # the CPU kernel's methods ('bilinear_v2' is GPU only)
        raise ValueError(f"For 'CropAndResizeGradImage', the 'method' should be in expected: ('bilinear', "
                         f"'nearest'), but got {method}.")
    try:
        dt = np.dtype(np_dtype(t))
    except TypeError:
        raise TypeError(f"For 'CropAndResizeGradImage', the type of 'T' should be one of [mindspore.float16, "
                        f"mindspore.float32, mindspore.float64], but got '{t}'.") from None
    if dt not in _T_TYPES:
        raise ValueError(f"For 'CropAndResizeGradImage', the 'T' should be in expected: (mindspore.float16, "
                         f"mindspore.float32, mindspore.float64), but got {dtype_name(dt)}.")


CROP_AND_RESIZE_GRAD_IMAGE.init_rule = _gi_init_rule


def _gi_check(grads: Any, boxes: Any, box_index: Any, image_size: Any) -> None:
    _check_type("CropAndResizeGradImage", "grads", grads.dtype, _GRAD_TYPES)
    _check_4d("CropAndResizeGradImage", "grads", tuple(shape_of(grads)))
    m = _check_boxes("CropAndResizeGradImage", boxes, box_index, _GRAD_TYPES)
    if tuple(shape_of(grads))[0] != m:
        raise ShapeError(f"For 'CropAndResizeGradImage', the first dimension of 'grads' must be num_boxes = {m}, "
                         f"but got {tuple(shape_of(grads))[0]}.")
    if hasattr(image_size, "dtype") and hasattr(image_size, "shape"):
        _check_type("CropAndResizeGradImage", "image_size", image_size.dtype, (np.int32,))
        if tuple(shape_of(image_size)) != (4,):
            raise ShapeError(f"For 'CropAndResizeGradImage', the 'image_size' must be a 1-D Tensor of 4 elements, "
                             f"but got shape {list(shape_of(image_size))}.")


def _image_size(image_size: Any) -> Tuple[int, int, int, int]:
    size = tuple(int(v) for v in np.asarray(image_size).reshape(-1))
    if len(size) != 4 or size[1] <= 0 or size[2] <= 0:
        raise ShapeError(f"For 'CropAndResizeGradImage', the 'image_size' must be [batch, image_height, image_width, "
                         f"depth] with positive height and width, but got {list(size)}.")
    return size  # type: ignore[return-value]


@CROP_AND_RESIZE_GRAD_IMAGE.def_impl
def _grad_image_impl(grads: Any, boxes: Any, box_index: Any, image_size: Any, T: Any = np.float32,
                     method: str = "bilinear") -> np.ndarray:
    grads, boxes, box_index = np.asarray(grads), np.asarray(boxes), np.asarray(box_index)
    _gi_check(grads, boxes, box_index, image_size)
    n, h, w, c = _image_size(image_size)
    m, ch, cw, _ = grads.shape
    t = np.dtype(np_dtype(T))
    # MindSpore 2.10's CPU kernel (TensorFlow's): grads read as float32 (float64 ones too), each weighted share
    # computed in float32, cast to T and added to the image in T, sample by sample in (box, y, x, channel) order,
    # its four corners in turn (bit for bit on 2 x 7 x 7 x 3 samples; session 49, vd49ga/crop_and_resize_grads)
    out = np.zeros((n, h, w, c), t)
    ys, xs, yin, xin = _geometry(boxes, (ch, cw), h, w)
    valid = np.broadcast_to((yin[:, :, None] & xin[:, None, :])[..., None], (m, ch, cw, c))
    g = grads.astype(_F32)
    shape = (m, ch, cw, c)
    b = np.broadcast_to(box_index.astype(np.intp)[:, None, None, None], shape)
    d = np.broadcast_to(np.arange(c)[None, None, None, :], shape)
    if method == "nearest":
        yi = np.broadcast_to(_clamp(_round_half_away(ys), h)[:, :, None, None], shape)
        xi = np.broadcast_to(_clamp(_round_half_away(xs), w)[:, None, :, None], shape)
        np.add.at(out, (b[valid], yi[valid], xi[valid], d[valid]), g[valid].astype(t))
        return out
    yt, yb, xl, xr, ly, lx = _corners(ys, xs, h, w)
    ly, lx = ly[:, :, None, None], lx[:, None, :, None]
    one = _F32(1)
    dtop, dbottom = (one - ly) * g, ly * g
    vals = np.stack([(one - lx) * dtop, lx * dtop, (one - lx) * dbottom, lx * dbottom], -1).astype(t)
    y4, x4 = (yt, yt, yb, yb), (xl, xr, xl, xr)
    ycs = np.broadcast_to(np.stack([v[:, :, None, None] for v in y4], -1), shape + (4,))
    xcs = np.broadcast_to(np.stack([v[:, None, :, None] for v in x4], -1), shape + (4,))
    keep = valid[..., None].repeat(4, -1)
    bb = np.broadcast_to(b[..., None], shape + (4,))
    dd = np.broadcast_to(d[..., None], shape + (4,))
    np.add.at(out, (bb[keep], ycs[keep], xcs[keep], dd[keep]), vals[keep])
    return out


@CROP_AND_RESIZE_GRAD_IMAGE.def_infer
def _grad_image_infer(grads: Aval, boxes: Aval, box_index: Aval, image_size: Any, T: Any = np.float32,
                      method: str = "bilinear") -> Aval:
    _gi_check(grads, boxes, box_index, image_size)
    shape = (None,) * 4 if isinstance(image_size, Aval) else _image_size(image_size)
    return Aval(tuple(shape), np.dtype(np_dtype(T)))


# --- CropAndResizeGradBoxes ------------------------------------------------------------------------------------------
_IMAGE_TYPES = (np.uint8, np.uint16, np.int8, np.int16, np.int32, np.int64, np.float16, np.float32, np.float64)
CROP_AND_RESIZE_GRAD_BOXES = define_op(
    "CropAndResizeGradBoxes", OpKind.OTHER, attrs={"method": "bilinear"}, differentiable=False,
    doc="CropAndResizeGradBoxes(method='bilinear')(grads (M, h, w, C), images (N, H, W, C), boxes (M, 4), box_index): "
        "the gradient of (bilinear) CropAndResize for its boxes, (M, 4) in the dtype of grads.")
CropAndResizeGradBoxes = CROP_AND_RESIZE_GRAD_BOXES.prim_class


def _gb_init_rule(self: Any, args: Any, kwargs: Any) -> None:
    if not isinstance(self.attrs["method"], str):
        raise TypeError(f"For 'CropAndResizeGradBoxes', the type of 'method' should be 'str', but got type "
                        f"'{user_type(self.attrs['method']).__name__}'.")
    if self.attrs["method"] != "bilinear":
        raise ValueError(f"For 'CropAndResizeGradBoxes', the 'method' must be str and must be in '['bilinear']', "
                         f"but got '{self.attrs['method']}'.")


CROP_AND_RESIZE_GRAD_BOXES.init_rule = _gb_init_rule


def _gb_check(grads: Any, images: Any, boxes: Any, box_index: Any) -> None:
    _check_type("CropAndResizeGradBoxes", "grads", grads.dtype, _GRAD_TYPES)
    _check_type("CropAndResizeGradBoxes", "images", images.dtype, _IMAGE_TYPES)
    _check_4d("CropAndResizeGradBoxes", "grads", tuple(shape_of(grads)))
    _check_4d("CropAndResizeGradBoxes", "images", tuple(shape_of(images)))
    m = _check_boxes("CropAndResizeGradBoxes", boxes, box_index, _GRAD_TYPES)
    if tuple(shape_of(grads))[0] != m:
        raise ShapeError(f"For 'CropAndResizeGradBoxes', the first dimension of 'grads' must be num_boxes = {m}, "
                         f"but got {tuple(shape_of(grads))[0]}.")
    hw = tuple(shape_of(images))[1:3]
    if any(d is not None and d <= 0 for d in hw):
        raise ShapeError(f"For 'CropAndResizeGradBoxes', the height and width of 'images' must be positive, but got "
                         f"{list(hw)}.")


@CROP_AND_RESIZE_GRAD_BOXES.def_impl
def _grad_boxes_impl(grads: Any, images: Any, boxes: Any, box_index: Any, method: str = "bilinear") -> np.ndarray:
    grads, images, boxes, box_index = (np.asarray(a) for a in (grads, images, boxes, box_index))
    _gb_check(grads, images, boxes, box_index)
    _, h, w, _ = images.shape
    m, ch, cw, c = grads.shape
    # MindSpore 2.10's CPU kernel (TensorFlow's) in float32 (float64 grads and boxes too: a Float64 result holds
    # float32's digits): each sample's terms in its order, summed one by one in (y, x, channel) order (bit for bit on
    # 2 x 7 x 7 x 3 samples; session 49, vd49ga/crop_and_resize_grads)
    f = _F32
    img = images.astype(f)
    ys, xs, yin, xin = _geometry(boxes.astype(f), (ch, cw), h, w)
    valid = (yin[:, :, None] & xin[:, None, :])[..., None]
    yt, yb, xl, xr, ly, lx = _corners(ys, xs, h, w)
    ly = ly[:, :, None, None]
    lx = lx[:, None, :, None]
    bi = box_index.astype(np.intp)[:, None, None]

    def at(yi: np.ndarray, xi: np.ndarray) -> np.ndarray:
        return img[bi, yi[:, :, None], xi[:, None, :]]

    tl, tr, bl, br = at(yt, xl), at(yt, xr), at(yb, xl), at(yb, xr)
    one = f(1)
    g = grads.astype(f)
    dy = g * ((one - lx) * (bl - tl) + lx * (br - tr))             # top_grad * image_grad_y
    dx = g * ((one - ly) * (tr - tl) + ly * (br - bl))             # top_grad * image_grad_x
    yk = np.arange(ch, dtype=f)[None, :, None, None]
    xk = np.arange(cw, dtype=f)[None, None, :, None]

    def shares(dv: np.ndarray, k: np.ndarray, n: int, size: int) -> Tuple[np.ndarray, np.ndarray]:
        if n > 1:
            ratio = f(size - 1) / f(n - 1)
            return dv * (f(size - 1) - k * ratio), dv * (k * ratio)
        half = f(0.5) * f(size - 1) * dv
        return half, half

    def total(v: np.ndarray) -> np.ndarray:   # one by one, in order (cumsum adds sequentially)
        v = np.where(valid, v, f(0)).reshape(m, -1)
        return np.cumsum(v, axis=1, dtype=f)[:, -1] if v.shape[1] else np.zeros(m, f)

    dy1, dy2 = (total(v) for v in shares(dy, yk, ch, h))
    dx1, dx2 = (total(v) for v in shares(dx, xk, cw, w))
    return np.stack([dy1, dx1, dy2, dx2], 1).astype(grads.dtype)


@CROP_AND_RESIZE_GRAD_BOXES.def_infer
def _grad_boxes_infer(grads: Aval, images: Aval, boxes: Aval, box_index: Aval, method: str = "bilinear") -> Aval:
    _gb_check(grads, images, boxes, box_index)
    return Aval((boxes.shape[0], 4), grads.dtype)


@bprop_getters.register(CropAndResize)
def _get_crop_and_resize_bprop(self: Any):
    method = self.attrs["method"]

    def bprop(image, boxes, box_index, crop_size, out, dout):  # noqa: ARG001
        # MindSpore 2.10: the image's gradient in its own (float) dtype, the boxes' always the bilinear one; the
        # image's for 'bilinear_v2' is the nearest-neighbour one (measured, adapt44cpua)
        F = _F()
        size = tuple(int(d) for d in shape_of(image))
        t = np.dtype(np_dtype(image))
        if t not in _T_TYPES:   # MindSpore's C++ bprop builds CropAndResizeGradImage with T = the image's dtype
            raise DTypeError(f"For primitive[CropAndResizeGradImage], the input argument[T] must be a type of "
                             f"{{Float16, Float32, Float64}}, but got {dtype_name(t)}.")
        dimage = apply(prim(CROP_AND_RESIZE_GRAD_IMAGE, T=t, method="bilinear" if method == "bilinear" else "nearest"),
                       (dout, boxes, box_index, size))
        dboxes = apply(prim(CROP_AND_RESIZE_GRAD_BOXES), (dout, image, boxes, box_index))
        return dimage, dboxes, F.zeros_like(box_index), 0

    return bprop
