"""``ds.vision``: image transforms on numpy HWC arrays (MindSpore's names, defaults and dtypes).

Resize follows OpenCV's ``cv::resize`` (which MindSpore calls): half-pixel centres, and for uint8
images the same 11-bit fixed-point weights and rounding (rows outside the image keep their weights),
so resized images match MindSpore exactly; a PIL image is resized by Pillow, as MindSpore does.
Random transforms draw from their own
``std::mt19937`` as MindSpore's do (``pipeline.op_engine``), so a seeded pipeline crops and flips alike.
"""
from __future__ import annotations

import math
import numbers
import random
from typing import Any, Optional, Sequence, Tuple

import numpy as np

from ...common.stdengines import MT19937, bernoulli, mt19937_uniform, uniform_float
from ..core.pipeline import SHAPE_SUMMARY, PipelineError, op_engine
from ..transforms.transforms import (PyTensorOperation, TensorOperation, _check_prob, _is_pil, cast_as_mindspore,
                                     dtype_arg)
from .utils import Border, Inter

_COEF_BITS = 11
_COEF_SCALE = 1 << _COEF_BITS


class ImageTensorOperation(TensorOperation):
    """Base of the image transforms."""

    #: MindSpore also takes a batch of images ``<..., H, W, C>`` (rank > 3) for this transform, transforming each
    #: image: "each" (a random transform draws again for every image) or "shared" (one draw for all of them);
    #: None: only ``<H, W>`` and ``<H, W, C>``
    _frames: Optional[str] = None

    #: the attribute holding the interpolation mode of a transform MindSpore runs in C++ only, where
    #: ``Inter.ANTIALIAS`` is a RuntimeError when the operation is built
    _interpolation_attr: Optional[str] = None

    #: MindSpore takes an int64 image for this transform (most refuse it before drawing anything, a RuntimeError)
    _int64_images = False

    _takes_lists = False         # refused by the type check below

    def __call__(self, *args: Any) -> Any:
        for a in args:                # MindSpore's check: numpy arrays or PIL images (not lists, not Tensors)
            if not isinstance(a, np.ndarray) and not type(a).__module__.startswith("PIL."):
                shown = str(type(a)).replace("'msgraph.", "'mindspore.")    # the class under the name users import
                raise TypeError(f"Input should be NumPy or PIL image, got {shown}.")
        if len(args) == 1 and not self._int64_images and getattr(args[0], "dtype", None) == np.int64:
            raise PipelineError(f"{type(self).__name__}: the data type of image tensor does not match the requirement "
                                f"of operator. Expecting tensor in type of ({', '.join(IMAGE_TYPES)}). But got type "
                                "int64.")
        if self._interpolation_attr and getattr(self, self._interpolation_attr) == Inter.ANTIALIAS:
            raise RuntimeError("Unsupported interpolation, only support NEAREST, LINEAR, CUBIC, AREA and PILCUBIC.")
        if self._frames is not None and len(args) == 1 and isinstance(args[0], np.ndarray) and args[0].ndim > 3:
            return self._apply_frames(args[0])
        return super().__call__(*args)

    def _apply_frames(self, batch: np.ndarray) -> np.ndarray:
        frames = batch.reshape((-1,) + batch.shape[-3:])
        g = op_engine(self)
        start = g.snapshot()
        outs = []
        for k, frame in enumerate(frames):
            if self._frames == "shared" and k:
                g.restore(start)
            outs.append(self._apply(frame))
        return np.stack(outs).reshape(batch.shape[:-3] + outs[0].shape)


PIL_ONLY = ("img should be PIL image. Got <class 'numpy.ndarray'>. Use Decode() for encoded data or ToPIL() for "
            "decoded data.")


class _AntialiasInPython(ImageTensorOperation):
    """A transform MindSpore runs in Python only when it resamples with ``Inter.ANTIALIAS``: with Pillow, so a
    numpy image is then refused."""

    #: what MindSpore's Python implementation raises for a numpy image (None: it takes one)
    _numpy_refusal: Optional[Tuple[type, str]] = (TypeError, PIL_ONLY)

    @property
    def _python_only(self) -> bool:            # type: ignore[override]
        return getattr(self, "interpolation", getattr(self, "resample", None)) == Inter.ANTIALIAS

    def __call__(self, *args: Any) -> Any:
        if self._numpy_refusal and self._python_only and any(isinstance(a, np.ndarray) for a in args):
            cls, message = self._numpy_refusal
            raise cls(message)
        return super().__call__(*args)


_SIZE_MAX = 16777216


def _hw(size: Any, name: str = "size", per_dim: bool = False) -> Tuple[int, int]:
    """(h, w) from an int or an (h, w) pair, with MindSpore's checks: each value in [1, 16777216]; ``per_dim``
    (Resize's check of a pair): each dimension's type, and its value in [1, INT32_MAX], named by its index."""
    if isinstance(size, numbers.Integral) and not isinstance(size, bool):
        if not 1 <= size <= _SIZE_MAX:
            raise ValueError(f"Input is not within the required interval of [1, {_SIZE_MAX}].")
        return int(size), int(size)
    if not isinstance(size, (list, tuple)) or len(size) != 2:
        raise TypeError("Size should be a single integer or a list/tuple (h, w) of length 2.")
    for i, s in enumerate(size):
        if isinstance(s, bool) or not isinstance(s, numbers.Integral):
            raise TypeError(f"Argument {name} at dim {i} with value {s} is not of type [<class 'int'>], but got "
                            f"{type(s)}.")
        if per_dim and not 1 <= s <= 2147483647:
            raise ValueError(f"Input {name} at dim {i} is not within the required interval of [1, 2147483647].")
        if not per_dim and not 1 <= s <= _SIZE_MAX:
            raise ValueError(f"Input is not within the required interval of [1, {_SIZE_MAX}].")
    return int(size[0]), int(size[1])


def _image(img: np.ndarray, op: str) -> np.ndarray:
    if img.ndim not in (2, 3):
        raise PipelineError(f"{op}: input tensor is not in shape of <H,W> or <H,W,C>, but got rank: {img.ndim}")
    return img


def _flip_image(img: np.ndarray, op: str) -> np.ndarray:
    """The flips' input check: MindSpore's rank and type check (strings, uint32 and uint64 refused, as int64 is
    by ImageTensorOperation), made before any random draw."""
    opencv = op == "RandomVerticalFlip"      # the one whose kernel converts to OpenCV first (its own messages)
    if img.ndim < 2:
        raise PipelineError(f"{op}: input tensor is not in shape of <H,W> or <H,W,C>, but got rank: {img.ndim}. You "
                            "may need to perform Decode first." if opencv else
                            f"{op}: the image tensor should have at least two dimensions. You may need to perform "
                            "Decode first.")
    _image(img, op)
    if str(img.dtype) not in IMAGE_TYPES:
        name = _TYPE_NAMES.get(img.dtype.kind, str(img.dtype))
        raise PipelineError(f"{op}: Cannot convert [{name}] to OpenCV type. Currently unsupported data type: [uint32, "
                            "int64, uint64, string]" if opencv else
                            f"{op}: the data type of image tensor does not match the requirement of operator. "
                            f"Expecting tensor in type of ({', '.join(IMAGE_TYPES)}). But got type {name}.")
    return img


_TYPE_NAMES = {"U": "string", "S": "bytes", "O": "object"}


#: the image types MindSpore's CheckImageTensor accepts unless an operation names fewer
IMAGE_TYPES = ("bool", "int8", "uint8", "int16", "uint16", "int32", "float16", "float32", "float64")


def _check_image(img: np.ndarray, op: str, dims: Tuple[int, ...] = (2, 3), channels: Tuple[int, ...] = (1, 3),
                 types: Tuple[str, ...] = IMAGE_TYPES) -> np.ndarray:
    """MindSpore's ``CheckImageTensor`` wording (dimension, channel, then type)."""
    def dim_list(d: Tuple[int, ...]) -> str:
        return "(" + ", ".join(str(i) for i in d) + ")"

    if img.ndim not in dims:
        shapes = {2: "<H, W>", 3: "<H, W, C>"}
        raise PipelineError(f"{op}: the dimension of image tensor does not match the requirement of operator. "
                            f"Expecting tensor in dimension of {dim_list(dims)}, in shape of "
                            f"{' or '.join(shapes[d] for d in dims)}. But got dimension {img.ndim}."
                            + (" You may need to perform Decode first." if img.ndim < 2 else ""))
    if img.ndim == 3 and img.shape[2] not in channels:
        raise PipelineError(f"{op}: the channel of image tensor does not match the requirement of operator. "
                            f"Expecting tensor in channel of {dim_list(channels)}. But got channel {img.shape[2]}.")
    name = _TYPE_NAMES.get(img.dtype.kind, img.dtype.name)
    if name not in types:
        raise PipelineError(f"{op}: the data type of image tensor does not match the requirement of operator. "
                            f"Expecting tensor in type of ({', '.join(types)}). But got type {name}.")
    return img


def cv_input(img: np.ndarray, op: str, refused: Tuple[str, ...] = ("int32",)) -> np.ndarray:
    """An image as MindSpore hands it to an OpenCV function: a bool image as uint8 (OpenCV has no bool), and
    OpenCV's own failure (a RuntimeError naming the operation) for the depths that function lacks."""
    if img.dtype == np.bool_:
        return img.astype(np.uint8)
    if img.dtype.name in refused:
        raise PipelineError(f"{op}: OpenCV(4.11.0) error: (-213:The function/feature is not implemented) "
                            f"Unsupported depth of the input image ({img.dtype.name})")
    return img


def _as_input_type(out: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """A kernel's result in the input image's type when MindSpore allocates its output that way (bool stays bool)."""
    return out.astype(np.bool_) if dtype == np.bool_ else out


# -- resize ------------------------------------------------------------------------------------
def _cv_scale(src: int, dst: int) -> float:
    """OpenCV's resize scale ``1 / inv_scale`` with ``inv_scale = dst / src`` (not ``src / dst``: they round
    differently, and the sample positions and INTER_AREA's choice of kernel follow OpenCV's)."""
    return 1.0 / (dst / src)


def _linear_coeffs(src: int, dst: int, clamp_weights: bool = True, area: bool = False
                   ) -> Tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """OpenCV's INTER_LINEAR source indices and float32 weights along one axis.  Columns (``clamp_weights``)
    outside the image take the edge pixel with weight 1; rows keep their fractional weights and read the edge row
    twice, as OpenCV's resize does (its fixed-point vertical pass then rounds those rows differently).  ``area``:
    the weights INTER_AREA uses where it enlarges (cell boundaries instead of pixel centres)."""
    inv, scale = dst / src, _cv_scale(src, dst)
    if area:
        d = np.arange(dst)
        s = np.floor(d * scale).astype(np.int64)
        f = ((d + 1) - (s + 1) * inv).astype(np.float32)
        f = np.where(f <= 0, np.float32(0), f - np.floor(f)).astype(np.float32)
    else:
        f = ((np.arange(dst) + 0.5) * scale - 0.5).astype(np.float32)
        s = np.floor(f).astype(np.int64)
        f = (f - s).astype(np.float32)
    if not clamp_weights:
        return np.clip(s, 0, src - 1), np.clip(s + 1, 0, src - 1), np.float32(1) - f, f
    low = s < 0
    f[low], s[low] = 0, 0
    high = s >= src - 1
    f[high], s[high] = 0, src - 1
    return s, np.minimum(s + 1, src - 1), np.float32(1) - f, f


def _resize_linear(img: np.ndarray, h: int, w: int, area: bool = False) -> np.ndarray:
    sy, sy1, by0, by1 = _linear_coeffs(img.shape[0], h, clamp_weights=False, area=area)
    sx, sx1, ax0, ax1 = _linear_coeffs(img.shape[1], w, area=area)
    shape_x = (1, w) + (1,) * (img.ndim - 2)
    shape_y = (h,) + (1,) * (img.ndim - 1)
    if img.dtype == np.uint8:
        # OpenCV's fixed point: weights scaled by 2**11, the vertical pass as its SIMD kernel computes it
        a0 = np.rint(ax0 * _COEF_SCALE).astype(np.int64).reshape(shape_x)
        a1 = np.rint(ax1 * _COEF_SCALE).astype(np.int64).reshape(shape_x)
        b0 = np.rint(by0 * _COEF_SCALE).astype(np.int64).reshape(shape_y)
        b1 = np.rint(by1 * _COEF_SCALE).astype(np.int64).reshape(shape_y)
        src = img.astype(np.int64)
        rows = src[:, sx] * a0 + src[:, sx1] * a1
        out = (((b0 * (rows[sy] >> 4)) >> 16) + ((b1 * (rows[sy1] >> 4)) >> 16) + 2) >> 2
        return np.clip(out, 0, 255).astype(np.uint8)
    work = np.float64 if img.dtype == np.float64 else np.float32
    src = img.astype(work)
    rows = src[:, sx] * ax0.reshape(shape_x).astype(work) + src[:, sx1] * ax1.reshape(shape_x).astype(work)
    out = rows[sy] * by0.reshape(shape_y).astype(work) + rows[sy1] * by1.reshape(shape_y).astype(work)
    if img.dtype.kind in "iu":
        info = np.iinfo(img.dtype)
        return np.clip(np.rint(out), info.min, info.max).astype(img.dtype)
    return out.astype(img.dtype)


_CUBIC_A = np.float32(-0.75)  # OpenCV's bicubic kernel parameter


def _cubic_coeffs(src: int, dst: int) -> Tuple[np.ndarray, np.ndarray]:
    """OpenCV's INTER_CUBIC taps along one axis: (dst, 4) source indices (clamped) and float32 weights."""
    f = ((np.arange(dst) + 0.5) * (src / dst) - 0.5).astype(np.float32)
    s = np.floor(f).astype(np.int64)
    x = (f - s).astype(np.float32)
    a, one = _CUBIC_A, np.float32(1)
    c0 = ((a * (x + one) - 5 * a) * (x + one) + 8 * a) * (x + one) - 4 * a
    c1 = ((a + 2) * x - (a + 3)) * x * x + one
    c2 = ((a + 2) * (one - x) - (a + 3)) * (one - x) * (one - x) + one
    c3 = one - c0 - c1 - c2
    idx = np.clip(s[:, None] + np.arange(-1, 3)[None, :], 0, src - 1)
    return idx, np.stack([c0, c1, c2, c3], -1).astype(np.float32)


def _resize_cubic(img: np.ndarray, h: int, w: int) -> np.ndarray:
    iy, cy = _cubic_coeffs(img.shape[0], h)
    ix, cx = _cubic_coeffs(img.shape[1], w)
    extra = (1,) * (img.ndim - 2)
    if img.dtype == np.uint8:
        # horizontal pass with 11-bit integer weights, vertical pass in float32 (OpenCV's SIMD kernel)
        ax = np.rint(cx * _COEF_SCALE).astype(np.int64)
        by = np.rint(cy * _COEF_SCALE).astype(np.int64).astype(np.float32) * np.float32(1.0 / _COEF_SCALE ** 2)
        src = img.astype(np.int64)
        rows = sum(src[:, ix[:, k]] * ax[:, k].reshape((1, w) + extra) for k in range(4))
        out = sum(by[:, k].reshape((h,) + (1,) + extra) * rows[iy[:, k]].astype(np.float32) for k in range(4))
        return np.clip(np.rint(out), 0, 255).astype(np.uint8)
    work = np.float64 if img.dtype == np.float64 else np.float32
    src = img.astype(work)
    rows = sum(src[:, ix[:, k]] * cx[:, k].astype(work).reshape((1, w) + extra) for k in range(4))
    out = sum(cy[:, k].astype(work).reshape((h,) + (1,) + extra) * rows[iy[:, k]] for k in range(4))
    if img.dtype.kind in "iu":
        info = np.iinfo(img.dtype)
        return np.clip(np.rint(out), info.min, info.max).astype(img.dtype)
    return out.astype(img.dtype)


# Inter.PILCUBIC is Pillow's bicubic resample (MindSpore's numpy results equal Pillow's Image.resize(BICUBIC)):
# separable, the horizontal pass first into a uint8 image, with a = -0.5 cubic weights over a support of 2 input pixels
# (widened by the downscale factor), normalised per output pixel and applied in 22-bit fixed point.
_PIL_BITS = 22


def _pil_bicubic(x: np.ndarray) -> np.ndarray:
    a, x = -0.5, np.abs(x)
    return np.where(x < 1.0, ((a + 2.0) * x - (a + 3.0)) * x * x + 1,
                    np.where(x < 2.0, (((x - 5) * x + 8) * x - 4) * a, 0.0))


def _pil_taps(in_size: int, out_size: int) -> Tuple[np.ndarray, np.ndarray]:
    """(input index, fixed-point weight) per output pixel and tap, as Pillow's precompute_coeffs."""
    scale = in_size / out_size
    fscale = max(scale, 1.0)
    support = 2.0 * fscale
    taps = np.arange(int(math.ceil(support)) * 2 + 1)
    center = (np.arange(out_size) + 0.5) * scale
    xmin = np.maximum(np.trunc(center - support + 0.5).astype(np.int64), 0)
    count = np.minimum(np.trunc(center + support + 0.5).astype(np.int64), in_size) - xmin
    used = taps[None, :] < count[:, None]
    w = np.where(used, _pil_bicubic((taps[None, :] + xmin[:, None] - center[:, None] + 0.5) * (1.0 / fscale)), 0.0)
    total = np.zeros(out_size)
    for t in range(len(taps)):      # Pillow's left-to-right sum
        total += w[:, t]
    k = np.where(total[:, None] != 0.0, w / np.where(total == 0.0, 1.0, total)[:, None], w)
    fixed = np.trunc(np.where(k < 0, -0.5, 0.5) + k * float(1 << _PIL_BITS)).astype(np.int64)
    return np.minimum(xmin[:, None] + taps[None, :], in_size - 1), fixed


def _pil_pass(img: np.ndarray, out_size: int, axis: int) -> np.ndarray:
    idx, fixed = _pil_taps(img.shape[axis], out_size)
    src = np.take(img.astype(np.int64), idx, axis=axis)          # the taps in a new axis after `axis`
    shape = [1] * src.ndim
    shape[axis], shape[axis + 1] = fixed.shape
    acc = (1 << (_PIL_BITS - 1)) + (src * fixed.reshape(shape)).sum(axis=axis + 1)
    return np.clip(acc >> _PIL_BITS, 0, 255).astype(np.uint8)


def _resize_pilcubic(img: np.ndarray, h: int, w: int) -> np.ndarray:
    if img.ndim != 3 or img.shape[2] != 3:
        raise PipelineError("Resize: Interpolation mode PILCUBIC only supports image with 3 channels, but got: "
                            f"<{','.join(str(d) for d in img.shape)}>")
    if img.dtype != np.uint8:
        return _resize_cubic(img, h, w)
    out = img if w == img.shape[1] else _pil_pass(img, w, 1)
    return out if h == img.shape[0] else _pil_pass(out, h, 0)


# Inter.AREA is OpenCV's INTER_AREA: where both sides shrink, each output pixel averages its cell of the input
# (integer factors: the box sum times 1/area in float32; otherwise the cell's pixels and partial pixels weighted by
# their overlap, summed in float32 in OpenCV's order), rounded half to even; anywhere else it is the bilinear
# resize with cell-boundary weights.
def _area_tab(src: int, dst: int) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    """OpenCV's computeResizeAreaTab: (output index, input index, float32 weight) triples in its order."""
    scale, di, si, alpha = _cv_scale(src, dst), [], [], []
    for d in range(dst):
        f1 = d * scale
        f2 = f1 + scale
        cell = min(scale, src - f1)
        s2 = min(math.floor(f2), src - 1)
        s1 = min(math.ceil(f1), s2)
        if s1 - f1 > 1e-3:
            di.append(d), si.append(s1 - 1), alpha.append((s1 - f1) / cell)
        for k in range(s1, s2):
            di.append(d), si.append(k), alpha.append(1.0 / cell)
        if f2 - s2 > 1e-3:
            di.append(d), si.append(s2), alpha.append(min(min(f2 - s2, 1.0), cell) / cell)
    return np.array(di), np.array(si), np.array(alpha, np.float32)


def _resize_area(img: np.ndarray, h: int, w: int) -> np.ndarray:
    sh, sw = img.shape[:2]
    scale_y, scale_x = _cv_scale(sh, h), _cv_scale(sw, w)
    if scale_x < 1 or scale_y < 1:
        return _resize_linear(img, h, w, area=True)
    work = np.float64 if img.dtype == np.float64 else np.float32
    eps = np.finfo(np.float64).eps
    if abs(scale_x - round(scale_x)) < eps and abs(scale_y - round(scale_y)) < eps:   # OpenCV's resizeAreaFast
        fy, fx = sh // h, sw // w
        box = img.reshape((h, fy, w, fx) + img.shape[2:]).astype(np.int64 if img.dtype.kind in "iub" else work)
        taps = [box[:, i, :, j] for i in range(fy) for j in range(fx)]
        if img.dtype.kind in "iub":
            total = sum(taps)
            if img.dtype == np.uint8 and fy == fx == 2:    # its SIMD 2x2 kernel: (a + b + c + d + 2) >> 2
                return ((total + 2) >> 2).astype(np.uint8)
        else:                                              # its float sum: four taps at a time, left to right
            total = np.zeros_like(taps[0])
            k = 0
            while k + 4 <= len(taps):
                total = total + (((taps[k] + taps[k + 1]) + taps[k + 2]) + taps[k + 3])
                k += 4
            for t in taps[k:]:
                total = total + t
        out = total.astype(work) * work(1.0 / (fy * fx))
    else:
        xd, xs, xa = _area_tab(sw, w)
        yd, ys, ya = _area_tab(sh, h)
        src = img.astype(work)
        rows = np.zeros((sh, w) + img.shape[2:], work)
        weights_x = xa.astype(work).reshape((-1,) + (1,) * (img.ndim - 2))
        for k in range(len(xd)):          # OpenCV's per-row buffer, accumulated in its table order
            rows[:, xd[k]] = rows[:, xd[k]] + src[:, xs[k]] * weights_x[k]
        out = np.zeros((h, w) + img.shape[2:], work)
        for k in range(len(yd)):
            out[yd[k]] = out[yd[k]] + work(ya[k]) * rows[ys[k]]
    if img.dtype.kind in "iu":
        info = np.iinfo(img.dtype)
        return np.clip(np.rint(out), info.min, info.max).astype(img.dtype)
    return out.astype(img.dtype)


def _resize_nearest(img: np.ndarray, h: int, w: int) -> np.ndarray:
    # OpenCV's resizeNN: the step is 1 / (dst / src) in double (not src / dst: they round differently)
    sy = np.minimum(np.floor(np.arange(h) * (1.0 / (h / img.shape[0]))).astype(np.int64), img.shape[0] - 1)
    sx = np.minimum(np.floor(np.arange(w) * (1.0 / (w / img.shape[1]))).astype(np.int64), img.shape[1] - 1)
    return img[sy][:, sx]


def resize(img: np.ndarray, h: int, w: int, interpolation: Inter = Inter.BILINEAR) -> np.ndarray:
    """``img`` (HW or HWC) resized to ``h`` x ``w`` as ``cv::resize`` does it."""
    if interpolation == Inter.NEAREST:
        return _resize_nearest(img, h, w)
    if interpolation == Inter.PILCUBIC:
        return _resize_pilcubic(img, h, w)
    if interpolation == Inter.BICUBIC:
        return _resize_cubic(img, h, w)
    if interpolation == Inter.AREA and (h, w) != img.shape[:2]:
        return _resize_area(img, h, w)
    return _resize_linear(img, h, w)


class Resize(_AntialiasInPython):
    """Resize to ``size`` (h, w), or the shorter side to ``size`` keeping the aspect ratio."""

    _frames = "each"

    def __init__(self, size: Any, interpolation: Inter = Inter.BILINEAR) -> None:
        _hw(size, per_dim=True)  # checks an int or an (h, w) pair
        if not isinstance(interpolation, Inter):
            raise TypeError(f"Argument interpolation with value {interpolation!r} is not of type [<enum 'Inter'>].")
        self.size = size
        self.interpolation = interpolation

    def __call__(self, *args: Any) -> Any:
        if len(args) == 1 and type(args[0]).__module__.startswith("PIL."):
            return self._resize_pil(args[0])
        return super().__call__(*args)

    def _resize_pil(self, img: Any) -> Any:
        """MindSpore's Python implementation for a PIL image: Pillow's resize (shorter side to an int size)."""
        pil_filter = {Inter.NEAREST: 0, Inter.ANTIALIAS: 1, Inter.BILINEAR: 2, Inter.BICUBIC: 3}.get(
            self.interpolation)
        if pil_filter is None:
            raise TypeError("Current Interpolation is not supported with PIL input.")
        if not isinstance(self.size, numbers.Integral):
            return img.resize((int(self.size[1]), int(self.size[0])), pil_filter)
        s, (w, h) = int(self.size), img.size
        if (w <= h and w == s) or (h <= w and h == s):
            return img
        if w < h:
            return img.resize((s, int(s / (w / h))), pil_filter)
        return img.resize((int(s * (w / h)), s), pil_filter)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        _image(img, "Resize")
        # OpenCV's resize: NEAREST takes every depth MindSpore hands it but int64; the others no int8/int32/float16
        refused = ("int64",) if self.interpolation == Inter.NEAREST else ("int8", "int32", "int64", "float16")
        if self.interpolation == Inter.PILCUBIC:
            refused = ("int32",)
        was, img = img.dtype, cv_input(img, "Resize", refused)
        if isinstance(self.size, numbers.Integral):
            hh, ww = img.shape[:2]
            s = int(self.size)
            h, w = (s, int(ww * s / hh)) if hh <= ww else (int(hh * s / ww), s)
        else:
            h, w = int(self.size[0]), int(self.size[1])
        return _as_input_type(resize(img, h, w, self.interpolation), was)


# -- crops, flips, pads --------------------------------------------------------------------------
def _pad(img: np.ndarray, top: int, bottom: int, left: int, right: int, fill: Any, mode: Border) -> np.ndarray:
    widths = [(top, bottom), (left, right)] + [(0, 0)] * (img.ndim - 2)
    mode_name = getattr(mode, "value", mode)
    if mode_name == "constant":
        if isinstance(fill, (tuple, list)) and img.ndim == 3:
            out = np.stack([np.pad(img[..., c], widths[:2], constant_values=fill[c]) for c in range(img.shape[2])],
                           axis=-1)
            return out.astype(img.dtype)
        return np.pad(img, widths, mode="constant", constant_values=fill)
    return np.pad(img, widths, mode=mode_name)


def _padding4(padding: Any) -> Tuple[int, int, int, int]:
    """MindSpore's padding argument as (left, top, right, bottom)."""
    if isinstance(padding, numbers.Integral):
        p = int(padding)
        return p, p, p, p
    padding = [int(p) for p in padding]
    if len(padding) == 2:
        return padding[0], padding[1], padding[0], padding[1]
    if len(padding) == 4:
        return padding[0], padding[1], padding[2], padding[3]
    raise ValueError("The size of the padding sequence must be 2 or 4.")


class Crop(ImageTensorOperation):
    """The ``size`` region whose top-left corner is ``coordinates`` (top, left)."""

    def __init__(self, coordinates: Sequence[int], size: Any) -> None:
        self.top, self.left = int(coordinates[0]), int(coordinates[1])
        self.h, self.w = _hw(size)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        _image(img, "Crop")
        if self.top + self.h > img.shape[0] or self.left + self.w > img.shape[1]:
            raise PipelineError("Crop: Crop height/width is out of the image.")
        return img[self.top:self.top + self.h, self.left:self.left + self.w].copy()


class CenterCrop(ImageTensorOperation):
    """The central ``size`` region (zero-padded first where the image is smaller)."""

    _frames = "each"

    def __init__(self, size: Any) -> None:
        self.h, self.w = _hw(size)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        _image(img, "CenterCrop")
        hh, ww = img.shape[:2]
        if self.h > hh or self.w > ww:
            ph, pw = max(self.h - hh, 0), max(self.w - ww, 0)
            if ph >= 3 * hh or pw >= 3 * ww:
                raise PipelineError(f"CenterCrop: Padding size cannot be more than 3 times of the original image "
                                    f"size, got top padding: {ph}, left padding: {pw}, while the original image "
                                    f"size: {hh}, {ww}")
            # MindSpore puts an odd padding's extra row (column) at the top (left)
            img = _pad(_pad_input(img), ph - ph // 2, ph // 2, pw - pw // 2, pw // 2, 0, Border.CONSTANT)
            hh, ww = img.shape[:2]
        top, left = (hh - self.h) // 2, (ww - self.w) // 2
        return img[top:top + self.h, left:left + self.w].copy()


def _same_size(imgs: Sequence[np.ndarray], message: str) -> None:
    """MindSpore's check of a random crop given several images (an image and its mask): one height and width."""
    for a, b in zip(imgs, imgs[1:]):
        if a.shape[:2] != b.shape[:2]:
            raise PipelineError(message)


def _one_or_tuple(outs: list) -> Any:
    return outs[0] if len(outs) == 1 else tuple(outs)


class RandomCrop(ImageTensorOperation):
    """A ``size`` region at a random position (after optional padding)."""

    _frames = "each"

    def __init__(self, size: Any, padding: Any = None, pad_if_needed: bool = False, fill_value: Any = 0,
                 padding_mode: Border = Border.CONSTANT) -> None:
        self.h, self.w = _hw(size)
        self.padding = None if padding is None else _padding4(padding)
        self.pad_if_needed = bool(pad_if_needed)
        self.fill_value = fill_value
        self.padding_mode = padding_mode

    def __call__(self, *args: Any) -> Any:
        if len(args) == 1 and type(args[0]).__module__.startswith("PIL.") and self.padding is None \
                and not self.pad_if_needed:
            return self._crop_pil(args[0])
        return super().__call__(*args)

    def _crop_pil(self, img: Any) -> Any:
        """MindSpore's Python implementation for a PIL image (no padding asked): a PIL crop at a position drawn
        from Python's ``random``."""
        import random

        ww, hh = img.size
        if self.h > hh or self.w > ww:
            raise ValueError(f"Crop size {(self.h, self.w)} is larger than input image size {(hh, ww)}.")
        if (self.h, self.w) == (hh, ww):
            return img
        top, left = random.randint(0, hh - self.h), random.randint(0, ww - self.w)
        return img.crop((left, top, left + self.w, top + self.h))

    def _apply(self, *imgs: np.ndarray) -> Any:
        # several images (an image and its mask): MindSpore crops them all at one position, drawn for the first
        _same_size(imgs, "RandomCrop: Input images in different column must have the same shape, check the output "
                         "shape in specified 'input_columns' before call this operation.")
        out, where = [], (0, 0)
        for i, img in enumerate(imgs):
            img = self._padded(img)
            if img.shape[:2] == (self.h, self.w):       # nothing to choose: MindSpore draws nothing
                out.append(img)
                continue
            if i == 0:
                g = op_engine(self)
                left = mt19937_uniform(g, img.shape[1] - self.w)
                where = (left, mt19937_uniform(g, img.shape[0] - self.h))
            left, top = where
            out.append(img[top:top + self.h, left:left + self.w].copy())
        return _one_or_tuple(out)

    def _padded(self, img: np.ndarray) -> np.ndarray:
        _image(img, "RandomCrop")
        if self.padding is not None:
            left, top, right, bottom = self.padding
            img = _pad(img, top, bottom, left, right, self.fill_value, self.padding_mode)
        hh, ww = img.shape[:2]
        if self.pad_if_needed and (hh < self.h or ww < self.w):
            ph, pw = max(self.h - hh, 0), max(self.w - ww, 0)
            img = _pad(img, ph, ph, pw, pw, self.fill_value, self.padding_mode)
            hh, ww = img.shape[:2]
        if self.h > hh or self.w > ww:
            raise PipelineError(f"RandomCrop: invalid crop size, crop size is bigger than the image dimensions, "
                                f"got crop height: {self.h}, crop width: {self.w}", summary=SHAPE_SUMMARY)
        return img


class RandomResizedCrop(_AntialiasInPython):
    """A random area/aspect-ratio crop resized to ``size`` (the Inception-style crop)."""

    _frames = "shared"
    _cpp_name = "RandomCropAndResize"     # its name in MindSpore's pipeline errors

    def __init__(self, size: Any, scale: Sequence[float] = (0.08, 1.0), ratio: Sequence[float] = (3 / 4, 4 / 3),
                 interpolation: Inter = Inter.BILINEAR, max_attempts: int = 10) -> None:
        from . import checks as C

        self.h, self.w = _hw(size)
        for name, pair in (("scale", scale), ("ratio", ratio)):     # MindSpore's check_random_resize_crop
            C.type_check(pair, (tuple, list), name)
            if len(pair) != 2:
                raise TypeError(f"{name} should be a list/tuple of length 2.")
            for i, v in enumerate(pair):
                C.type_check(v, (float, int), f"{name}[{i}]")
                if name == "scale":
                    C.check_value(v, (0, C.FLOAT_MAX_INTEGER))
                else:
                    C.check_value(v, (0, C.FLOAT_MAX_INTEGER), f"ratio[{i}]", left_open=True)
            if pair[0] > pair[1]:
                raise ValueError(f"{name} should be in (min,max) format. Got (max,min).")
        C.check_inter(interpolation)
        C.check_int_range(max_attempts, 1, C.INT32_MAX, "max_attempts")
        self.scale, self.ratio = tuple(scale), tuple(ratio)
        self.interpolation = interpolation
        self.max_attempts = max_attempts

    def _apply(self, *imgs: np.ndarray) -> Any:
        _same_size(imgs, "RandomCropAndResizeOp: Input tensor in different columns of each row must have the same "
                         "size.")
        for img in imgs:
            _image(img, "RandomResizedCrop")
            if self.interpolation != Inter.NEAREST:     # OpenCV's resize (measured: float16 with the default)
                cv_input(img, "RandomResizedCrop", ("float16",))
        top, left, ch, cw = random_resized_crop_box(imgs[0].shape[0], imgs[0].shape[1], self.scale, self.ratio,
                                                    self.max_attempts, op_engine(self))
        return _one_or_tuple([resize(img[top:top + ch, left:left + cw], self.h, self.w, self.interpolation)
                              for img in imgs])


def _round_half_away(x: float) -> int:
    """C's ``std::round`` of a non-negative value (halves away from zero)."""
    return int(math.floor(x + 0.5))


def random_resized_crop_box(hh: int, ww: int, scale: Sequence[float], ratio: Sequence[float],
                            max_attempts: int, g: MT19937) -> Tuple[int, int, int, int]:
    """(top, left, height, width) of an Inception-style random crop drawn from engine ``g`` as MindSpore's
    RandomCropAndResize does: per attempt a float scale in ``scale`` and a float log aspect ratio in
    log(``ratio``), width ``round(sqrt(h w scale aspect))``, height ``round(width / aspect)``, then the left and
    top offsets; after ``max_attempts`` misses the central crop with the ratio clamped."""
    lo, hi = (float(np.float32(r)) for r in ratio)
    log_lo, log_hi = math.log(lo), math.log(hi)
    for _ in range(max_attempts):
        sample_scale = float(uniform_float(g, scale[0], scale[1]))
        aspect = math.exp(float(uniform_float(g, log_lo, log_hi)))
        cw = max(_round_half_away(math.sqrt(hh * ww * sample_scale * aspect)), 1)
        ch = max(_round_half_away(cw / aspect), 1)
        if cw <= ww and ch <= hh:
            left = mt19937_uniform(g, ww - cw)
            return mt19937_uniform(g, hh - ch), left, ch, cw
    in_ratio = ww / hh
    if in_ratio < lo:
        cw, ch = ww, _round_half_away(ww / lo)
    elif in_ratio > hi:
        ch, cw = hh, _round_half_away(hh * hi)
    else:
        cw, ch = ww, hh
    cw, ch = max(cw, 1), max(ch, 1)
    return _round_half_away((hh - ch) / 2.0), _round_half_away((ww - cw) / 2.0), ch, cw


def _centred_uniform(g: MT19937, start: float, end: float) -> np.float32:
    """MindSpore's draw of a value in [start, end] (RandomRotation's angle, RandomSharpness's degree): a float
    ``r`` in [-1, 1), then ``(end + start) / 2 + r * (end - start) / 2`` in float."""
    r = uniform_float(g, -1.0, 1.0)
    start32, end32 = np.float32(start), np.float32(end)
    return np.float32((end32 + start32) / np.float32(2) + r * ((end32 - start32) / np.float32(2)))


class RandomCropDecodeResize(RandomResizedCrop):
    """Decode encoded image bytes (Pillow), then RandomResizedCrop."""

    _numpy_refusal = None        # its Python implementation decodes the numpy bytes itself

    def _apply(self, data: np.ndarray) -> np.ndarray:
        return super()._apply(Decode()._apply(data))


class HorizontalFlip(ImageTensorOperation):
    _frames = "each"

    def _apply(self, img: np.ndarray) -> np.ndarray:
        return _flip_image(img, "HorizontalFlip")[:, ::-1].copy()


class VerticalFlip(ImageTensorOperation):
    _frames = "each"

    def _apply(self, img: np.ndarray) -> np.ndarray:
        return _flip_image(img, "VerticalFlip")[::-1].copy()


class _RandomFlip(ImageTensorOperation):
    """Flip along ``_axis`` (1: left-right, 0: top-bottom) with probability ``prob``: one bernoulli draw for all the
    images given (an image and its mask); a PIL image takes MindSpore's Python implementation (Python's random)."""

    _axis = 1
    _pil_flip = "FLIP_LEFT_RIGHT"

    def __init__(self, prob: float = 0.5) -> None:
        self.prob = _check_prob(prob)

    def __call__(self, *args: Any) -> Any:
        if len(args) == 1 and _is_pil(args[0]):
            from PIL import Image

            return args[0].transpose(getattr(Image, self._pil_flip)) if self.prob > random.random() else args[0]
        return super().__call__(*args)

    def _apply(self, *imgs: np.ndarray) -> Any:
        for img in imgs:
            _flip_image(img, type(self).__name__)
        flip = bernoulli(op_engine(self), self.prob)
        return _one_or_tuple([np.flip(img, self._axis).copy() if flip else img for img in imgs])


class RandomHorizontalFlip(_RandomFlip):
    """Flip left-right with probability ``prob``."""

    _frames = "shared"


class RandomVerticalFlip(_RandomFlip):
    """Flip top-bottom with probability ``prob``."""

    _axis = 0
    _pil_flip = "FLIP_TOP_BOTTOM"


def _pad_input(img: np.ndarray) -> np.ndarray:
    """MindSpore's Pad kernel checks the image (1 or 3 channels, no int64) and pads a bool image as uint8."""
    return cv_input(_check_image(img, "Pad"), "Pad", refused=())


class Pad(ImageTensorOperation):
    """Pad the borders: ``padding`` int, (left/right, top/bottom) or (left, top, right, bottom)."""

    def __init__(self, padding: Any, fill_value: Any = 0, padding_mode: Border = Border.CONSTANT) -> None:
        from . import checks as C

        C.check_padding(padding)             # MindSpore's check_pad
        C.check_fill_value(fill_value)
        self.padding = _padding4(padding)
        self.fill_value = fill_value
        self.padding_mode = padding_mode

    def _apply(self, img: np.ndarray) -> np.ndarray:
        left, top, right, bottom = self.padding
        return _pad(_pad_input(img), top, bottom, left, right, self.fill_value, self.padding_mode)


class CutOut(ImageTensorOperation):
    """Zero ``num_patches`` random ``length`` x ``length`` squares (clipped at the edges)."""

    _int64_images = True

    def __init__(self, length: int, num_patches: int = 1, is_hwc: bool = True) -> None:
        from . import checks as C

        for name, v in (("length", length), ("num_patches", num_patches)):     # MindSpore's check_cut_out
            C.type_check(v, (int,), name)
            C.check_value(v, (1, C.FLOAT_MAX_INTEGER))
        C.type_check(is_hwc, (bool,), "is_hwc")
        self.length, self.num_patches, self.is_hwc = int(length), int(num_patches), bool(is_hwc)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        out = img.copy()
        view = out if self.is_hwc or out.ndim == 2 else np.moveaxis(out, 0, -1)
        hh, ww = view.shape[:2]
        g, n = op_engine(self), self.length
        if n > hh or n > ww:     # MindSpore's Erase refuses a box larger than the image, before drawing
            raise PipelineError(f"CutOut: box size is too large for image erase, got box height: {n}box weight: {n}, "
                                f"and image height: {hh}, image width: {ww}")
        for _ in range(self.num_patches):       # MindSpore's corners range over [-n, size]: patches clip at edges
            top = mt19937_uniform(g, hh + n) - n
            left = mt19937_uniform(g, ww + n) - n
            view[max(top, 0):max(top + n, 0), max(left, 0):max(left + n, 0)] = 0
        return out


# -- value transforms ----------------------------------------------------------------------------
class Rescale(ImageTensorOperation):
    """``img * rescale + shift`` as float32."""

    def __init__(self, rescale: float, shift: float) -> None:
        for name, v in (("rescale", rescale), ("shift", shift)):
            if isinstance(v, bool) or not isinstance(v, numbers.Real):
                raise TypeError(f"Argument {name} with value {v!r} is not of type [<class 'numbers.Number'>].")
        self.rescale, self.shift = float(rescale), float(shift)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        # MindSpore's kernel computes x * rescale + shift in float32 with one rounding (a fused multiply-add):
        # the float32 product is exact in float64, so the sum is rounded once, to float32
        x = img.astype(np.float32).astype(np.float64)
        return np.asarray(x * float(np.float32(self.rescale)) + float(np.float32(self.shift))).astype(np.float32)


class Normalize(ImageTensorOperation):
    """``(img - mean) / std`` per channel as float32 (channels last unless ``is_hwc=False``)."""

    _int64_images = True

    _frames = "each"

    def __init__(self, mean: Sequence[float], std: Sequence[float], is_hwc: bool = True) -> None:
        if not isinstance(mean, (list, tuple)) or not isinstance(std, (list, tuple)):
            raise TypeError("mean and std should be lists or tuples of numbers.")
        if len(mean) != len(std):
            raise ValueError("Length of mean and std must be equal.")
        if any(not 0 <= m <= 255 for m in mean):
            raise ValueError("Input mean_value is not within the required interval of [0, 255].")
        if any(not 0 < s <= 255 for s in std):
            raise ValueError("Input std_value is not within the required interval of (0, 255].")
        self.mean = np.asarray(mean, np.float32)
        self.std = np.asarray(std, np.float32)
        self.is_hwc = bool(is_hwc)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        _image(img, "Normalize")
        x = img.astype(np.float32)
        if x.ndim == 2:
            if len(self.mean) != 1:
                raise PipelineError(f"Normalize: number of channels does not match the size of mean and std "
                                    f"vectors, got channels: 1, size of mean: {len(self.mean)}")
            return ((x - self.mean[0]) / self.std[0]).astype(np.float32)
        channels = x.shape[-1] if self.is_hwc else x.shape[0]
        if len(self.mean) not in (1, channels):
            raise PipelineError(f"Normalize: number of channels does not match the size of mean and std vectors, "
                                f"got channels: {channels}, size of mean: {len(self.mean)}")
        shape = (1, 1, -1) if self.is_hwc else (-1, 1, 1)
        return ((x - self.mean.reshape(shape)) / self.std.reshape(shape)).astype(np.float32, copy=False)


class HWC2CHW(ImageTensorOperation):
    """Channels-last to channels-first (a 2-D image is returned as it is)."""

    def _apply(self, img: np.ndarray, *more: np.ndarray) -> np.ndarray:
        if more:
            raise PipelineError("The op is OneToOne, can only accept one tensor as input.")
        if img.ndim == 2:
            return img
        if img.ndim != 3:
            raise PipelineError(f"HWC2CHW: image shape is not <H,W,C>, got rank: {img.ndim}")
        if img.dtype == np.float16:     # MindSpore's HWC2CHW has no float16 case for a <H,W,C> image
            raise PipelineError("HWC2CHW: the data type float16 of the image is not supported.")
        return np.ascontiguousarray(img.transpose(2, 0, 1))


class ToTensor(ImageTensorOperation):
    """HWC image to CHW ``output_type`` (float32) scaled by 1/255."""

    _int64_images = True      # refused by its own type check below, with MindSpore's ToTensor message

    def __init__(self, output_type: Any = np.float32) -> None:
        self.output_type = dtype_arg("output_type", output_type)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        if img.dtype.kind in "USO" or img.dtype in (np.uint32, np.int64, np.uint64):
            raise PipelineError("ToTensor: Input includes unsupported data type in [uint32, int64, uint64, string, "
                                "bytes].")
        if img.ndim not in (2, 3):
            raise PipelineError(f"ToTensor: image shape should be <H,W,C>, but got rank: {img.ndim}")
        x = img[..., None] if img.ndim == 2 else img
        out = x.astype(np.float32) * np.float32(1 / 255)     # MindSpore multiplies by the float32 1/255
        return np.ascontiguousarray(out.transpose(2, 0, 1)).astype(self.output_type)


class ToType(ImageTensorOperation):
    """Cast to ``data_type`` (numpy or MindSpore dtype)."""

    _int64_images = True

    def __init__(self, data_type: Any) -> None:
        self.data_type = dtype_arg("data_type", data_type)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        return cast_as_mindspore("ToType", img, self.data_type)


class Decode(ImageTensorOperation):
    """Encoded image bytes to an RGB HWC uint8 array; needs Pillow (optional, imported when used)."""

    def __init__(self, to_pil: bool = False) -> None:
        self.to_pil = bool(to_pil)

    @property
    def _python_only(self) -> bool:            # type: ignore[override]
        return self.to_pil

    def __call__(self, *args: Any) -> Any:
        for a in args:                # MindSpore's check of the encoded image: a uint8 array or bytes
            if not isinstance(a, (np.ndarray, bytes)):
                shown = str(type(a)).replace("'msgraph.", "'mindspore.")
                raise TypeError(f"The type of the encoded image should be {np.ndarray}, but got {shown}.")
            if isinstance(a, np.ndarray) and a.dtype.kind == "U":
                raise TypeError(f"The data type of the encoded image can not be {a.dtype.type}.")
        return super().__call__(*(np.frombuffer(a, np.uint8) if isinstance(a, bytes) else a for a in args))

    def _eager_check_inputs(self, args: Tuple[Any, ...]) -> None:
        for a in args:                # MindSpore's eager check (in a map operation: the kernel's rank error)
            if isinstance(a, np.ndarray) and a.ndim != 1:
                raise TypeError(f"The number of array dimensions of the encoded image should be 1, but got "
                                f"{a.ndim}.")
        super()._eager_check_inputs(args)

    def _apply(self, data: np.ndarray) -> Any:
        try:
            from PIL import Image  # optional dependency
        except ImportError as exc:
            raise PipelineError("Decode: msgraph decodes images with Pillow, which is not installed "
                                "(pip install pillow).") from exc
        import io

        if isinstance(data, np.ndarray) and data.dtype != object and data.ndim != 1:
            raise PipelineError(f"Decode: invalid input shape, only support 1D input, got rank: {data.ndim}")
        raw = data.tobytes() if data.dtype != object else bytes(data.item())
        try:
            img = Image.open(io.BytesIO(raw)).convert("RGB")
        except (OSError, SyntaxError, ValueError) as exc:   # bytes Pillow cannot read (unknown, truncated)
            if self.to_pil:                                   # MindSpore's Python path: Pillow's message
                raise ValueError(str(exc)) from None
            raise PipelineError("Decode: image decode failed.") from None
        return img if self.to_pil else np.asarray(img, np.uint8)


class ToPIL(PyTensorOperation):
    """A numpy image ``<H, W>`` or ``<H, W, C<=4>`` as a PIL image (needs Pillow); PIL images pass through.
    MindSpore's checks: several channels need uint8, one channel takes bool/int/uint/float32/float64."""

    _python_only = True

    _ONE_CHANNEL = (np.bool_, np.int8, np.int16, np.int32, np.uint8, np.uint16, np.uint32, np.float32, np.float64)

    def __call__(self, img: Any) -> Any:
        from PIL import Image

        if isinstance(img, Image.Image):
            return img
        if not isinstance(img, np.ndarray):
            raise TypeError(f"The input image should be of type numpy.ndarray or PIL.Image.Image. Got {type(img)}.")
        return self._apply(img)

    def _apply(self, img: np.ndarray) -> Any:
        from PIL import Image

        if img.ndim not in (2, 3):
            raise ValueError(f"The dimension of input image should be 2 or 3. Got {img.ndim}.")
        if img.ndim == 2:
            img = img[:, :, None]
        if img.shape[-1] > 4:
            raise ValueError(f"The channel of input image should not exceed 4. Got {img.shape[-1]}.")
        if img.shape[-1] == 1:
            if img.dtype.type not in self._ONE_CHANNEL:
                raise TypeError(f"The input image type {img.dtype} is not supported when image shape is [H, W] or "
                                "[H, W, 1].")
            img = img[:, :, 0]
        elif img.dtype != np.uint8:
            raise TypeError(f"The input image type {img.dtype} is not supported when image shape is [H, W, 2], "
                            "[H, W, 3] or [H, W, 4].")
        return Image.fromarray(img)


class ToNumpy(PyTensorOperation):
    def _apply(self, img: np.ndarray) -> np.ndarray:
        return np.asarray(img)


class Grayscale(PyTensorOperation):
    """RGB to gray (ITU-R 601 luma), ``num_output_channels`` 1 or 3."""

    _python_only = True

    def __init__(self, num_output_channels: int = 1) -> None:
        if num_output_channels not in (1, 3):
            raise ValueError("Number of channels of the output grayscale imageshould be either 1 or 3. Got "
                             f"{num_output_channels}.")
        self.num_output_channels = int(num_output_channels)

    def __call__(self, img: Any) -> Any:
        # MindSpore's Grayscale is Pillow's convert("L"): a PIL image in (numpy: its TypeError), a PIL image out
        # -- mode "L", or "RGB" with 3 output channels (a map operation turns it into an <H, W> / <H, W, 3> array)
        if not _is_pil(img):
            raise TypeError(PIL_ONLY)
        gray = img.convert("L")
        return gray if self.num_output_channels == 1 else gray.convert("RGB")


__all__ = ["CenterCrop", "Crop", "CutOut", "Decode", "Grayscale", "HWC2CHW", "HorizontalFlip", "Normalize", "Pad",
           "RandomCrop", "RandomCropDecodeResize", "RandomHorizontalFlip", "RandomResizedCrop", "RandomVerticalFlip", "Rescale", "Resize",
           "ToNumpy", "ToPIL", "ToTensor", "ToType", "VerticalFlip", "ImageTensorOperation", "resize"]


def __getattr__(name: str) -> Any:
    """``vision.transforms.X`` for the transforms and enums defined in extra.py / extra_enums.py (session 22)."""
    if name.startswith("__"):
        raise AttributeError(name)
    from . import extra, extra_enums

    for mod in (extra, extra_enums):
        if name in getattr(mod, "__all__", ()) or (mod is extra_enums and hasattr(mod, name)):
            return getattr(mod, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
