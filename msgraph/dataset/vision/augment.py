"""``ds.vision`` colour and geometry augmentations: Equalize, Invert, Adjust*/RandomColorAdjust,
Rotate/RandomRotation, Affine/RandomAffine.

Colour ops follow MindSpore's OpenCV code (8-bit luma ``(4899 R + 9617 G + 1868 B + 8192) >> 14``,
results rounded half to even and saturated).  The geometry ops map each output pixel back through
the inverse affine matrix (OpenCV's ``warpAffine`` convention, centre ``((w-1)/2, (h-1)/2)``) and
sample it nearest (rounded half up) or bilinearly.
"""
from __future__ import annotations

import functools
import math
import numbers
from typing import Any, Optional, Sequence, Tuple

import numpy as np

from ...common.stdengines import (GammaFloat, mt19937_uniform, mt19937_sample, mt19937_shuffle, uniform_double,
                                  uniform_float)
from ..core.pipeline import PipelineError, op_engine
from .transforms import (IMAGE_TYPES, ImageTensorOperation, _AntialiasInPython, _centred_uniform, _check_image,
                         _image, cv_input)
from .utils import Inter


def _saturate(x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    if np.dtype(dtype).kind in "iu":
        info = np.iinfo(dtype)
        return np.clip(np.rint(x), info.min, info.max).astype(dtype)
    return x.astype(dtype)


def _rgb(img: np.ndarray, op: str) -> np.ndarray:
    if img.ndim != 3 or img.shape[2] != 3:
        raise PipelineError(f"{op}: input tensor is not in shape of <H,W,C> or channel is not 3, "
                            f"got shape {list(img.shape)}")
    return img


def _gray(img: np.ndarray) -> np.ndarray:
    """OpenCV's RGB2GRAY (15-bit fixed point for uint8 and uint16, as the OpenCV MindSpore 2.10 links)."""
    if img.dtype in (np.uint8, np.uint16):
        r, g, b = (img[..., i].astype(np.int64) for i in range(3))
        return ((r * 9798 + g * 19235 + b * 3735 + (1 << 14)) >> 15).astype(img.dtype)
    return (img[..., 0] * 0.299 + img[..., 1] * 0.587 + img[..., 2] * 0.114).astype(img.dtype)


def add_weighted(src1: Any, alpha: float, src2: Any, beta: float, dtype: np.dtype) -> np.ndarray:
    """``cv::addWeighted(src1, alpha, src2, beta, 0)`` as its float32 SIMD kernel rounds: ``src2 * beta``
    rounded to float32, then fused with ``src1 * alpha``; saturated to ``dtype``."""
    f32 = np.float32
    inner = (np.asarray(src2, f32) * f32(beta)).astype(np.float64)
    return _saturate((np.asarray(src1, np.float64) * float(f32(alpha)) + inner).astype(f32), dtype)


def _blend(a: np.ndarray, b: Any, alpha: float, dtype: np.dtype) -> np.ndarray:
    """``b * (1 - alpha) + a * alpha`` (MindSpore's ``addWeighted(b, 1 - alpha, a, alpha)``, ``1 - alpha`` in
    float32)."""
    f32 = np.float32
    return add_weighted(b, f32(1) - f32(alpha), a, alpha, dtype)


def _factor(name: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(f"Argument {name} with value {value!r} is not of type [<class 'float'>, <class 'int'>].")
    if value < 0:
        raise ValueError(f"Input {name} is not within the required interval of [0, 16777216].")
    return float(value)


def adjust_brightness(img: np.ndarray, f: float) -> np.ndarray:
    # MindSpore multiplies in float (a float factor), then rounds half to even
    if img.dtype == np.float64:
        return img * float(np.float32(f))
    return _saturate((img.astype(np.float32) * np.float32(f)).astype(np.float64), img.dtype)


def adjust_contrast(img: np.ndarray, f: float) -> np.ndarray:
    # OpenCV's mean of the grey image, added to an image of the input's type (rounded for integer types)
    mean = _gray(_rgb(img, "AdjustContrast")).astype(np.float64).mean()
    mean = np.rint(mean) if img.dtype.kind in "iu" else mean
    return _blend(img, mean, f, img.dtype)


def adjust_saturation(img: np.ndarray, f: float) -> np.ndarray:
    gray = _gray(_rgb(img, "AdjustSaturation"))[..., None]
    return _blend(img, gray, f, img.dtype)


_HSV_SHIFT = 12


def _rgb2hsv_full_u8(img: np.ndarray) -> np.ndarray:
    """OpenCV's 8-bit RGB2HSV_FULL (integer tables; hue 0..255 for a full turn)."""
    r, g, b = (img[..., i].astype(np.int64) for i in range(3))
    v = np.maximum(np.maximum(r, g), b)
    diff = v - np.minimum(np.minimum(r, g), b)
    idx = np.arange(256, dtype=np.float64)
    with np.errstate(divide="ignore"):
        sdiv = np.where(idx > 0, np.rint((255 << _HSV_SHIFT) / np.where(idx > 0, idx, 1)), 0).astype(np.int64)
        hdiv = np.where(idx > 0, np.rint((256 << _HSV_SHIFT) / (6.0 * np.where(idx > 0, idx, 1))), 0).astype(np.int64)
    half = 1 << (_HSV_SHIFT - 1)
    s = (diff * sdiv[v] + half) >> _HSV_SHIFT
    h = np.where(v == r, g - b, np.where(v == g, b - r + 2 * diff, r - g + 4 * diff))
    h = (h * hdiv[diff] + half) >> _HSV_SHIFT
    h = np.where(h < 0, h + 256, h)
    return np.stack([np.clip(h, 0, 255), s, v], axis=-1).astype(np.uint8)


# OpenCV's 8-bit HSV2RGB_FULL reads the hue with a range of 255, not the 256 its RGB2HSV_FULL writes (cvtColor's
# own asymmetry), so a round trip shifts hues a little.  OpenCV 4.11 (MindSpore 2.10's) converts each image row in
# AVX2 blocks of 32 pixels that truncate to uint8 and whose 1 - s*h terms are fused multiply-adds (one rounding);
# the pixels past the row's last whole block go through its scalar code, which rounds to nearest.
_HSV2RGB_BLOCK = 32
_SECTORS = np.array([[1, 3, 0], [1, 0, 2], [3, 0, 1], [0, 2, 1], [0, 1, 3], [2, 1, 0]])   # b, g, r: tab indices


def _one_minus(a: np.ndarray, b: np.ndarray, fused: bool) -> np.ndarray:
    """float32 1 - a*b, rounded once (a fused multiply-add) or twice."""
    f32 = np.float32
    if fused:   # the float64 product of two float32 values is exact
        return (1.0 - a.astype(np.float64) * b.astype(np.float64)).astype(f32)
    return (f32(1) - a * b).astype(f32)


def _hsv_full2rgb_u8(hsv: np.ndarray) -> np.ndarray:
    """OpenCV 4.11's 8-bit HSV2RGB_FULL of an (..., W, 3) image, pixel for pixel."""
    f32 = np.float32
    h = hsv[..., 0].astype(f32) * f32(6.0 / 255.0)
    s = hsv[..., 1].astype(f32) * f32(1.0 / 255.0)
    v = hsv[..., 2].astype(f32) * f32(1.0 / 255.0)
    blocks = (hsv.shape[-2] // _HSV2RGB_BLOCK) * _HSV2RGB_BLOCK     # the columns in whole SIMD blocks
    sector = np.floor(h)
    frac = (h - sector).astype(f32)

    def one_minus(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        out = _one_minus(a, b, True)
        out[..., blocks:] = _one_minus(a[..., blocks:], b[..., blocks:], False)
        return out

    tab = np.stack([v, v * (f32(1) - s), v * one_minus(s, frac), v * one_minus(s, f32(1) - frac)],
                   axis=-1).astype(f32)
    bgr = np.take_along_axis(tab, _SECTORS[sector.astype(np.int64) % 6], axis=-1)
    rgb = bgr[..., ::-1] * f32(255.0)
    rgb[..., :blocks, :] = np.trunc(rgb[..., :blocks, :])
    rgb[..., blocks:, :] = np.rint(rgb[..., blocks:, :])
    return np.clip(rgb, 0, 255).astype(np.uint8)


def adjust_hue(img: np.ndarray, f: float) -> np.ndarray:
    """Shift the hue by ``f`` of a turn (-0.5..0.5): MindSpore adds ``uint8(f * 255)`` to OpenCV's
    8-bit full-range hue (wrapping round) and converts back."""
    _rgb(img, "AdjustHue")
    dtype = img.dtype
    u8 = img if dtype == np.uint8 else np.clip(np.rint(img), 0, 255).astype(np.uint8)
    hsv = _rgb2hsv_full_u8(u8)
    hsv[..., 0] = ((hsv[..., 0].astype(np.int64) + (int(np.float32(f) * np.float32(255)) & 0xFF)) & 0xFF).astype(np.uint8)
    return _hsv_full2rgb_u8(hsv).astype(dtype)


_BLEND_TYPES = ("uint8", "uint16", "float32")   # MindSpore's AdjustContrast / AdjustSaturation image types
# what MindSpore's Adjust* kernels accept (dimensions, channels, types), also inside RandomColorAdjust
_COLOR_INPUTS = {"brightness": ("AdjustBrightness", (2, 3), (1, 3), IMAGE_TYPES),
                 "contrast": ("AdjustContrast", (3,), (3,), _BLEND_TYPES),
                 "saturation": ("AdjustSaturation", (3,), (3,), _BLEND_TYPES),
                 "hue": ("AdjustHue", (3,), (3,), ("uint8", "float32"))}


def _color_input(img: np.ndarray, kind: str) -> np.ndarray:
    return _check_image(img, *_COLOR_INPUTS[kind])


class AdjustBrightness(ImageTensorOperation):
    def __init__(self, brightness_factor: float) -> None:
        self.factor = _factor("brightness_factor", brightness_factor)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        return adjust_brightness(_color_input(img, "brightness"), self.factor)


class AdjustContrast(ImageTensorOperation):
    def __init__(self, contrast_factor: float) -> None:
        self.factor = _factor("contrast_factor", contrast_factor)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        return adjust_contrast(_color_input(img, "contrast"), self.factor)


class AdjustSaturation(ImageTensorOperation):
    def __init__(self, saturation_factor: float) -> None:
        self.factor = _factor("saturation_factor", saturation_factor)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        return adjust_saturation(_color_input(img, "saturation"), self.factor)


class AdjustHue(ImageTensorOperation):
    def __init__(self, hue_factor: float) -> None:
        if not -0.5 <= hue_factor <= 0.5:
            raise ValueError("Input hue_factor is not within the required interval of [-0.5, 0.5].")
        self.factor = float(hue_factor)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        return adjust_hue(_color_input(img, "hue"), self.factor)


def _range(name: str, value: Any, center: float, lo: float = 0.0) -> Tuple[float, float]:
    if isinstance(value, numbers.Real) and not isinstance(value, bool):
        if value < 0:
            raise ValueError(f"Input {name} is not within the required interval of [0, 16777216].")
        return max(lo, center - value), center + value
    a, b = (float(v) for v in value)
    if a > b:
        raise ValueError(f"{name} should be in (min,max) format. Got (max,min).")
    return a, b


class RandomColorAdjust(ImageTensorOperation):
    """Brightness, contrast, saturation and hue factors drawn at random, applied in a random order."""

    def __init__(self, brightness: Any = (1, 1), contrast: Any = (1, 1), saturation: Any = (1, 1),
                 hue: Any = (0, 0)) -> None:
        self.brightness = _range("brightness", brightness, 1.0)
        self.contrast = _range("contrast", contrast, 1.0)
        self.saturation = _range("saturation", saturation, 1.0)
        self.hue = _range("hue", hue, 0.0, lo=-0.5)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        # MindSpore shuffles the four adjustments, then draws each one's factor (a float) as it applies it
        g = op_engine(self)
        steps = {"brightness": (adjust_brightness, self.brightness, 1.0),
                 "contrast": (adjust_contrast, self.contrast, 1.0),
                 "saturation": (adjust_saturation, self.saturation, 1.0), "hue": (adjust_hue, self.hue, 0.0)}
        for name in mt19937_shuffle(list(steps), g):
            fn, (lo, hi), identity = steps[name]
            if lo == hi == identity:
                continue
            img = fn(_color_input(img, name), float(uniform_float(g, lo, hi)))
        return img


class Invert(ImageTensorOperation):
    """``255 - img`` (uint8 images)."""

    def _apply(self, img: np.ndarray) -> np.ndarray:
        if img.ndim != 3:
            raise PipelineError(f"Invert: input tensor is not in shape of <H,W,C>, but got rank: {img.ndim}")
        if img.shape[2] != 3:
            raise PipelineError(f"Invert: the number of channels of input tensor is not 3, but got: {img.shape[2]}")
        if img.dtype == np.float16:
            raise PipelineError("Invert: Cannot convert from OpenCV type, unknown CV type (float16).")
        if img.dtype == np.bool_:     # MindSpore's 255 - x cast back to bool: all True
            return np.ones_like(img)
        if img.dtype.kind in "iu":    # 255 - x saturated to the image's type (uint16 values above 255 give 0)
            info = np.iinfo(img.dtype)
            return np.clip(255 - img.astype(np.int64), info.min, info.max).astype(img.dtype)
        return 255 - img


class Equalize(ImageTensorOperation):
    """Histogram equalisation of each channel (OpenCV's ``equalizeHist``), uint8 images."""

    def _apply(self, img: np.ndarray) -> np.ndarray:
        if img.ndim not in (2, 3):
            raise PipelineError(f"Equalize: image rank should be 2 or 3,  but got: {img.ndim}")
        if img.ndim == 3 and img.shape[2] not in (1, 3):
            raise PipelineError(f"Equalize: channel of input image should be 1 or 3, but got: {img.shape[2]}")
        img = cv_input(img, "Equalize", refused=())
        if img.dtype != np.uint8:
            raise PipelineError(f"Equalize: image data type should be uint8, got {img.dtype}")
        if img.ndim == 2:
            return self._channel(img)
        return np.stack([self._channel(img[..., c]) for c in range(img.shape[2])], axis=-1)

    @staticmethod
    def _channel(ch: np.ndarray) -> np.ndarray:
        hist = np.bincount(ch.ravel(), minlength=256)
        first = int(np.argmax(hist > 0))
        total = ch.size
        if hist[first] == total:
            return np.full_like(ch, first)
        scale = 255.0 / (total - hist[first])
        lut = np.zeros(256, np.int64)
        lut[first + 1:] = np.rint(np.cumsum(hist[first + 1:]) * scale)
        return np.clip(lut, 0, 255).astype(np.uint8)[ch]


# -- affine warps --------------------------------------------------------------------------------
_AB_BITS = 10  # OpenCV warpAffine: coordinates in 1/1024 pixel
_INTER_BITS = 5  # bilinear: 32 sub-pixel positions per axis


def _warp(img: np.ndarray, inv: np.ndarray, out_h: int, out_w: int, resample: Inter, fill: Any) -> np.ndarray:
    """Sample ``img`` at ``inv @ (x, y, 1)`` for every output pixel as ``cv::warpAffine`` does (fixed-point
    coordinates; bilinear weights on a 1/32 grid); neighbours outside the image read ``fill``."""
    if img.dtype == np.float16:     # OpenCV's remap has no float16 kernel (MindSpore's RuntimeError)
        raise PipelineError("OpenCV(4.11.0) imgwarp.cpp: error: (-215:Assertion failed) nnfunc != 0 in function "
                            "'remap'")
    if resample != Inter.NEAREST and img.dtype in (np.int8, np.int32):  # no int8 / int32 interpolating kernels
        raise PipelineError("OpenCV(4.11.0) imgwarp.cpp: error: (-215:Assertion failed) ifunc != 0 in function "
                            "'remap'")
    scale = 1 << _AB_BITS
    xs, ys = np.arange(out_w, dtype=np.float64), np.arange(out_h, dtype=np.float64)
    adelta = np.rint(inv[0, 0] * xs * scale).astype(np.int64)[None, :]
    bdelta = np.rint(inv[1, 0] * xs * scale).astype(np.int64)[None, :]
    x0 = np.rint((inv[0, 1] * ys + inv[0, 2]) * scale).astype(np.int64)[:, None]
    y0 = np.rint((inv[1, 1] * ys + inv[1, 2]) * scale).astype(np.int64)[:, None]
    if resample == Inter.NEAREST:
        half = scale // 2
        return sample_fixed(img, (x0 + half + adelta) >> _AB_BITS, (y0 + half + bdelta) >> _AB_BITS, resample, fill)
    shift = _AB_BITS - _INTER_BITS
    half = 1 << (shift - 1)
    return sample_fixed(img, (x0 + half + adelta) >> shift, (y0 + half + bdelta) >> shift, resample, fill)


@functools.lru_cache(maxsize=None)
def _cubic_remap_tabs() -> Tuple[np.ndarray, np.ndarray]:
    """OpenCV's bicubic remap tables (A = -0.75) for the 32 x 32 sub-pixel cells: (16, 1024) float32 weights and
    their 15-bit fixed-point copies, each cell's integers nudged to sum to exactly 2**15 (initInterTab2D)."""
    f32 = np.float32
    n = 1 << _INTER_BITS
    x = np.arange(n, dtype=f32) * f32(1.0 / n)
    a, one = f32(-0.75), f32(1)
    c0 = ((a * (x + one) - f32(5) * a) * (x + one) + f32(8) * a) * (x + one) - f32(4) * a
    c1 = ((a + f32(2)) * x - (a + f32(3))) * x * x + one
    c2 = ((a + f32(2)) * (one - x) - (a + f32(3))) * (one - x) * (one - x) + one
    c3 = one - c0 - c1 - c2
    c = np.stack([c0, c1, c2, c3], -1).astype(f32)              # (32 sub-positions, 4 taps)
    ftab = (c[:, None, :, None] * c[None, :, None, :]).astype(f32)  # (fy, fx, k1, k2)
    itab = np.rint(ftab * f32(1 << 15)).astype(np.int64)
    for i in range(n):
        for j in range(n):
            cell = itab[i, j]
            diff = int(cell.sum()) - (1 << 15)
            if diff:
                lo = hi = (2, 2)
                for k1 in (2, 3):
                    for k2 in (2, 3):
                        if cell[k1, k2] < cell[lo]:
                            lo = (k1, k2)
                        elif cell[k1, k2] > cell[hi]:
                            hi = (k1, k2)
                if diff < 0:
                    cell[hi] -= diff
                else:
                    cell[lo] -= diff
    return ftab.reshape(n * n, 16).T.copy(), itab.reshape(n * n, 16).T.copy()


def sample_fixed(img: np.ndarray, fx_all: np.ndarray, fy_all: np.ndarray, resample: Inter, fill: Any) -> np.ndarray:
    """``img`` read at the fixed-point source coordinates of every output pixel, as OpenCV's ``remap``: whole
    pixels for NEAREST, else 1/32 pixel with bilinear weights on that grid; neighbours outside the image read
    ``fill``."""
    out_h, out_w = fx_all.shape
    h, w = img.shape[:2]
    chan = img.shape[2:]
    fill_arr = np.broadcast_to(np.asarray(fill, np.float64), chan) if chan else np.float64(fill)

    def read(px: np.ndarray, py: np.ndarray) -> np.ndarray:
        inside = (px >= 0) & (px < w) & (py >= 0) & (py < h)
        val = np.empty((out_h, out_w) + chan, np.float64)
        val[...] = fill_arr
        val[inside] = img[py[inside], px[inside]]
        return val

    if resample == Inter.NEAREST:
        return _saturate(read(fx_all, fy_all), img.dtype)
    ix, iy = fx_all >> _INTER_BITS, fy_all >> _INTER_BITS
    tab = 1 << _INTER_BITS
    fx, fy = fx_all & (tab - 1), fy_all & (tab - 1)
    if resample == Inter.BICUBIC:
        ftab, itab = _cubic_remap_tabs()
        cell = (fy * tab + fx).reshape((out_h, out_w) + (1,) * len(chan))
        if img.dtype == np.uint8:
            acc = np.zeros((out_h, out_w) + chan, np.int64)
            for k1 in range(4):
                for k2 in range(4):
                    acc += read(ix + k2 - 1, iy + k1 - 1).astype(np.int64) * itab[k1 * 4 + k2][cell]
            return np.clip((acc + (1 << 14)) >> 15, 0, 255).astype(np.uint8)
        acc = np.zeros((out_h, out_w) + chan, np.float64)
        for k1 in range(4):
            for k2 in range(4):
                acc += read(ix + k2 - 1, iy + k1 - 1) * ftab[k1 * 4 + k2][cell]
        return _saturate(acc, img.dtype)
    cshape = (out_h, out_w) + (1,) * len(chan)
    wx = [(tab - fx).reshape(cshape), fx.reshape(cshape)]
    wy = [(tab - fy).reshape(cshape), fy.reshape(cshape)]
    if img.dtype == np.uint8:  # integer weights summing to 2**15, as OpenCV's remap tables
        acc = np.zeros((out_h, out_w) + chan, np.int64)
        for dy in (0, 1):
            for dx in (0, 1):
                acc += read(ix + dx, iy + dy).astype(np.int64) * (wy[dy] * wx[dx] * 32)
        return np.clip((acc + (1 << 14)) >> 15, 0, 255).astype(np.uint8)
    acc = np.zeros((out_h, out_w) + chan, np.float64)
    for dy in (0, 1):
        for dx in (0, 1):
            acc += read(ix + dx, iy + dy) * (wy[dy] * wx[dx] / float(tab * tab))
    return _saturate(acc, img.dtype)


def _rotate(img: np.ndarray, degrees: float, resample: Inter, expand: bool, center: Optional[Sequence[float]],
            fill: Any) -> np.ndarray:
    """MindSpore's Rotate: OpenCV's getRotationMatrix2D about a float32 centre; ``expand`` sizes the canvas by the
    float32 bounding box of cv::RotatedRect and shifts the matrix into it."""
    f32 = np.float32
    h, w = img.shape[:2]
    cx, cy = (f32((w - 1) * 0.5), f32((h - 1) * 0.5)) if center is None else (f32(center[0]), f32(center[1]))
    angle = float(f32(degrees)) * math.pi / 180
    alpha, beta = math.cos(angle), math.sin(angle)
    m = np.array([[alpha, beta, (1 - alpha) * float(cx) - beta * float(cy)],
                  [-beta, alpha, beta * float(cx) + (1 - alpha) * float(cy)]])
    out_h, out_w = h, w
    if expand:  # the canvas that holds the rotated image, the rotation centred in it
        b, a = f32(math.cos(angle)) * f32(0.5), f32(math.sin(angle)) * f32(0.5)
        sw, sh = f32(w), f32(h)
        p0 = (cx - a * sh - b * sw, cy + b * sh - a * sw)
        p1 = (cx + a * sh - b * sw, cy - b * sh - a * sw)
        xs = [p0[0], p1[0], f32(2) * cx - p0[0], f32(2) * cx - p1[0]]
        ys = [p0[1], p1[1], f32(2) * cy - p0[1], f32(2) * cy - p1[1]]
        box_w, box_h = f32(max(xs) - min(xs)), f32(max(ys) - min(ys))
        out_w, out_h = int(np.rint(box_w)), int(np.rint(box_h))
        m[0, 2] += float(box_w) / 2.0 - w / 2.0
        m[1, 2] += float(box_h) / 2.0 - h / 2.0
    if isinstance(fill, (tuple, list)):
        fill = tuple(fill)[::-1]  # MindSpore's Rotate reads a colour fill in BGR order (Affine/Pad do not)
    return _warp(img, _cv_inverse(m), out_h, out_w, resample, fill)


class Rotate(ImageTensorOperation):
    """Rotate by ``degrees`` counter-clockwise about the centre (``expand`` grows the canvas)."""

    _interpolation_attr = "resample"
    _frames = "each"

    def __init__(self, degrees: float, resample: Inter = Inter.NEAREST, expand: bool = False,
                 center: Optional[Sequence[float]] = None, fill_value: Any = 0) -> None:
        self.degrees, self.resample, self.expand = float(degrees), resample, bool(expand)
        self.center, self.fill_value = center, fill_value

    def _apply(self, img: np.ndarray) -> np.ndarray:
        return _rotate(_image(img, "Rotate"), self.degrees, self.resample, self.expand, self.center, self.fill_value)


class RandomRotation(_AntialiasInPython):
    """Rotate by an angle drawn from ``degrees`` (a number d means [-d, d])."""

    def __init__(self, degrees: Any, resample: Inter = Inter.NEAREST, expand: bool = False,
                 center: Optional[Sequence[float]] = None, fill_value: Any = 0) -> None:
        self.degrees = _range("degrees", degrees, 0.0, lo=-math.inf)
        self.resample, self.expand, self.center, self.fill_value = resample, bool(expand), center, fill_value

    def _apply(self, img: np.ndarray) -> np.ndarray:
        angle = float(_centred_uniform(op_engine(self), *self.degrees))
        return _rotate(_image(img, "RandomRotation"), angle, self.resample, self.expand, self.center,
                       self.fill_value)


def _ms_affine_matrix(h: int, w: int, degrees: float, translate_px: Tuple[float, float], scale: float,
                      shear: Sequence[float]) -> np.ndarray:
    """MindSpore's forward 2x3 Affine matrix, in its float32 arithmetic: R(a) * S(s) * SHy * SHx about the centre
    ((w-1)/2, (h-1)/2), then the translation; SHy's angle is the negated y shear (so both shears together give
    R * [[1, -tan x], [tan y', 1 - tan y' tan x]], not a symmetric shear)."""
    f32 = np.float32

    def radians(deg: float) -> np.float32:
        return f32(math.pi * float(f32(deg)) / 180.0)

    a, sx, sy = radians(degrees), radians(shear[0]), radians(-float(f32(shear[1])))
    s, ay = f32(scale), float(f32(a + sy))
    m0 = f32(s * math.cos(ay) / math.cos(sy))
    m1 = f32(s * (-math.cos(ay) * math.tan(sx) / math.cos(sy) - math.sin(a)))
    m3 = f32(s * math.sin(ay) / math.cos(sy))
    m4 = f32(s * (-math.sin(ay) * math.tan(sx) / math.cos(sy) + math.cos(a)))
    cx, cy = f32((w - 1) / 2.0), f32((h - 1) / 2.0)
    m2 = (f32(1) - m0) * cx - m1 * cy + f32(translate_px[0])
    m5 = (f32(1) - m4) * cy - m3 * cx + f32(translate_px[1])
    return np.array([[m0, m1, m2], [m3, m4, m5]], np.float64)


def _cv_inverse(m: np.ndarray) -> np.ndarray:
    """OpenCV's invertAffineTransform of a 2x3 matrix (what warpAffine does without WARP_INVERSE_MAP)."""
    (a, b, c), (d, e, f) = m.tolist()
    det = a * e - b * d
    det = 1.0 / det if det != 0 else 0.0
    a2, b2, d2, e2 = e * det, -b * det, -d * det, a * det
    return np.array([[a2, b2, -a2 * c - b2 * f], [d2, e2, -d2 * c - e2 * f]])


def _affine_px(img: np.ndarray, degrees: float, translate_px: Tuple[float, float], scale: float,
               shear: Sequence[float], resample: Inter, fill: Any) -> np.ndarray:
    h, w = img.shape[:2]
    m = _ms_affine_matrix(h, w, degrees, translate_px, scale, shear)
    return _warp(img, _cv_inverse(m), h, w, resample, fill)


def _affine(img: np.ndarray, degrees: float, translate: Sequence[float], scale: float, shear: Sequence[float],
            resample: Inter, fill: Any) -> np.ndarray:
    """Affine with the translation in fractions of the width and height (MindSpore's AffineOp scales them)."""
    h, w = img.shape[:2]
    f32 = np.float32
    return _affine_px(img, degrees, (f32(translate[0]) * f32(w), f32(translate[1]) * f32(h)), scale, shear,
                      resample, fill)


class Affine(ImageTensorOperation):
    """Rotate ``degrees``, translate (fractions of width and height), scale and shear (degrees) about the
    centre."""

    _interpolation_attr = "resample"

    def __init__(self, degrees: float, translate: Sequence[float], scale: float, shear: Any,
                 resample: Inter = Inter.NEAREST, fill_value: Any = 0) -> None:
        from . import checks as C

        # MindSpore's argument checks, in its order: each argument's type, then its range
        C.type_check(degrees, (int, float), "degrees")
        C.check_value(degrees, (-180, 180), "degrees")
        C.type_check(translate, (list, tuple), "translate")
        if len(translate) != 2:
            raise TypeError("The length of translate should be 2.")
        for i, t in enumerate(translate):
            C.type_check(t, (int, float), f"translate[{i}]")
            if not -1.0 <= t <= 1.0:
                raise ValueError(f"Input translate[{i}] is not within the required interval of [-1.0, 1.0].")
        C.type_check(scale, (int, float), "scale")
        C.check_positive(scale, "scale")
        C.type_check(shear, (numbers.Number, tuple, list), "shear")
        if isinstance(shear, numbers.Number):
            C.check_value(shear, (-180, 180), "shear")
        else:
            if len(shear) != 2:
                raise TypeError("The length of shear should be 2.")
            for i, v in enumerate(shear):
                C.type_check(v, (int, float), f"shear[{i}]")
                C.check_value(v, (-180, 180), "shear")
        C.check_inter(resample, "resample")
        C.check_fill_value(fill_value)
        self.degrees, self.translate, self.scale = float(degrees), [float(t) for t in translate], float(scale)
        self.shear = [float(shear), 0.0] if isinstance(shear, numbers.Real) else [float(s) for s in shear]
        self.resample, self.fill_value = resample, fill_value

    def _apply(self, img: np.ndarray) -> np.ndarray:
        return _affine(_image(img, "Affine"), self.degrees, self.translate, self.scale, self.shear, self.resample,
                       self.fill_value)


class RandomAffine(_AntialiasInPython):
    """A random affine warp: angle from ``degrees``, translation up to ``translate`` of the size,
    scale from ``scale``, shear from ``shear`` (degrees)."""

    _numpy_refusal = (ValueError, "Input image should be a Pillow image.")

    def __init__(self, degrees: Any, translate: Optional[Sequence[float]] = None,
                 scale: Optional[Sequence[float]] = None, shear: Any = None, resample: Inter = Inter.NEAREST,
                 fill_value: Any = 0) -> None:
        self.degrees = _range("degrees", degrees, 0.0, lo=-math.inf)
        self.translate = None if translate is None else [float(t) for t in translate]
        self.scale = None if scale is None else (float(scale[0]), float(scale[1]))
        if shear is None:
            self.shear = None
        elif isinstance(shear, numbers.Real):
            self.shear = [-float(shear), float(shear), 0.0, 0.0]
        else:
            s = [float(v) for v in shear]
            self.shear = s + [0.0, 0.0] if len(s) == 2 else s
        self.resample, self.fill_value = resample, fill_value

    def _apply(self, img: np.ndarray) -> np.ndarray:
        _image(img, "RandomAffine")
        # MindSpore draws six floats in this order, each from its range (a fixed value from a range of one point)
        g = op_engine(self)
        h, w = img.shape[:2]
        # a translate of two values is MindSpore's range of x (as its C++ operation reads it), y staying put
        t = [0.0] * 4 if self.translate is None else (list(self.translate) + [0.0, 0.0])[:4]
        sx = [np.float32(t[0]) * np.float32(w), np.float32(t[1]) * np.float32(w)]
        sy = [np.float32(t[2]) * np.float32(h), np.float32(t[3]) * np.float32(h)]
        shear_range = self.shear if self.shear is not None else [0.0] * 4
        angle, tx, ty, scale, shear_x, shear_y = (
            float(uniform_float(g, lo, hi)) for lo, hi in (
                self.degrees, sx, sy, self.scale if self.scale is not None else (1.0, 1.0), shear_range[:2],
                shear_range[2:]))
        angle = math.fmod(angle, 360.0)
        shear = (shear_x, shear_y)
        return _affine_px(img, angle, (tx, ty), scale, shear, self.resample, self.fill_value)


# -- batch mixing ------------------------------------------------------------------------------
def _check_mix_inputs(images: np.ndarray, labels: np.ndarray, op: str, nchw: Any = None) -> None:
    """MindSpore's checks of a batch for MixUpBatch / CutMixBatch (``nchw`` None: MixUpBatch, which takes either
    layout): a 4-D batch, numeric one-hot labels of rank 2 or 3, equal batch sizes, 1 or 3 channels."""
    if images.ndim != 4:
        raise PipelineError(f"{op}: input image is not in shape of <B,H,W,C> or <B,C,H,W>, but got dimension: "
                            f"{images.ndim}. You may need to perform Batch first.")
    if labels.dtype.kind not in "biuf":
        raise PipelineError(f"{op}: invalid label type, label must be in a numeric type, but got: string. You may "
                            "need to perform OneHot first.")
    if labels.ndim not in (2, 3):
        raise PipelineError(f"{op}: wrong labels shape. The second column (labels) must have a shape of NC or NLC "
                            f"where N is the batch size (one-hot labels), got {list(labels.shape)}")
    if labels.shape[0] != images.shape[0]:
        raise PipelineError(f"{op}: batch sizes of image and label must be the same, but got image size: "
                            f"{images.shape[0]} and label size: {labels.shape[0]}")
    channels = (images.shape[1], images.shape[3]) if nchw is None else (images.shape[1 if nchw else 3],)
    if not any(c in (1, 3) for c in channels):
        raise PipelineError(f"{op}: input image is not in channel of 1 or 3, but got shape: {list(images.shape)}")


def _check_mix_alpha(alpha: Any) -> float:
    from . import checks as C

    C.type_check(alpha, (int, float), "alpha")
    C.check_positive(alpha, "alpha")
    return float(alpha)


class MixUpBatch(ImageTensorOperation):
    """Blend each image (and its one-hot label) with another image of the batch; weight ~ Beta(alpha, alpha)."""

    def __init__(self, alpha: float = 1.0) -> None:
        self.alpha = _check_mix_alpha(alpha)

    def _apply(self, images: np.ndarray, labels: np.ndarray) -> tuple:
        _check_mix_inputs(images, labels, "MixUpBatch")
        # MindSpore: lam = x1 / (x1 + x2) drawn from two Gamma(alpha, 1) distributions, then a std::shuffle
        g, gamma_x1, gamma_x2 = op_engine(self), GammaFloat(self.alpha), GammaFloat(self.alpha)
        x1 = gamma_x1(g)
        lam = np.float32(x1 / (x1 + gamma_x2(g)))
        perm = mt19937_shuffle(list(range(images.shape[0])), g)
        mixed = np.stack([add_weighted(images[i], lam, images[j], np.float32(1) - lam, images.dtype)
                          for i, j in enumerate(perm)])
        return mixed, _mix_labels(labels, perm, np.full(len(perm), lam, np.float32))


class CutMixBatch(ImageTensorOperation):
    """Paste a random box from another image of the batch (probability ``prob``); labels mixed by area."""

    def __init__(self, image_batch_format: Any, alpha: float = 1.0, prob: float = 1.0) -> None:
        from . import checks as C
        from .utils import ImageBatchFormat

        C.type_check(image_batch_format, (ImageBatchFormat,), "image_batch_format")
        C.type_check(alpha, (int, float), "alpha")
        C.check_value(alpha, (0, C.FLOAT_MAX_INTEGER), "", left_open=True)
        self.prob = C.check_prob(prob)
        self.nchw = image_batch_format == ImageBatchFormat.NCHW
        self.alpha = float(alpha)

    def _apply(self, images: np.ndarray, labels: np.ndarray) -> tuple:
        _check_mix_inputs(images, labels, "CutMixBatch", self.nchw)
        if images.dtype in (np.int64, np.uint32, np.uint64):     # MindSpore's OpenCV box copy has no such depth
            raise PipelineError(f"CutMixBatch: Cannot convert [{images.dtype}] to OpenCV type. Currently unsupported "
                                "data type: [uint32, int64, uint64, string]")
        # MindSpore's draws: a std::shuffle of the batch; per image x1 and x2 from two Gamma(alpha) distributions
        # (each keeping its saved normal), a double against prob, and the box's centre
        g, gamma_x1, gamma_x2 = op_engine(self), GammaFloat(self.alpha), GammaFloat(self.alpha)
        out = images.copy()
        view = np.moveaxis(out, 1, -1) if self.nchw else out
        source = np.moveaxis(images, 1, -1) if self.nchw else images
        h, w = view.shape[1:3]
        perm = mt19937_shuffle(list(range(images.shape[0])), g)
        label_lam = np.ones(len(perm), np.float32)
        for i, j in enumerate(perm):
            x1 = gamma_x1(g)
            lam = np.float32(x1 / (x1 + gamma_x2(g)))
            if not uniform_double(g, 0.0, 1.0) < self.prob:
                continue
            cut = np.sqrt(np.float32(1) - lam, dtype=np.float32)
            cut_w, cut_h = int(np.float32(w) * cut), int(np.float32(h) * cut)
            cx = mt19937_uniform(g, w)
            cy = mt19937_uniform(g, h)
            x0, y0 = min(max(cx - cut_w // 2, 0), w - 1), min(max(cy - cut_h // 2, 0), h - 1)
            x1_, y1_ = min(max(cx + cut_w // 2, 0), w - 1), min(max(cy + cut_h // 2, 0), h - 1)
            cw, ch = min(max(x1_ - x0, 1), w - 1), min(max(y1_ - y0, 1), h - 1)
            view[i, y0:y0 + ch, x0:x0 + cw] = source[j, y0:y0 + ch, x0:x0 + cw]
            label_lam[i] = np.float32(1) - np.float32(cw * ch) / np.float32(h * w)
        return out, _mix_labels(labels, perm, label_lam)


def _mix_labels(labels: np.ndarray, perm: list, lam: np.ndarray) -> np.ndarray:
    """MixUpBatch's and CutMixBatch's labels: ``lam[i] * labels[i] + (1 - lam[i]) * labels[perm[i]]`` in float32."""
    out = labels.astype(np.float32)
    for i, j in enumerate(perm):
        if lam[i] != 1:
            out[i] = lam[i] * labels[i].astype(np.float32) + (np.float32(1) - lam[i]) * labels[j].astype(np.float32)
    return out


__all__ = ["AdjustBrightness", "AdjustContrast", "AdjustHue", "AdjustSaturation", "Affine", "CutMixBatch",
           "Equalize", "Invert", "MixUpBatch", "RandomAffine", "RandomColorAdjust", "RandomRotation", "Rotate"]


class UniformAugment(ImageTensorOperation):
    """Pick ``num_ops`` of ``transforms`` at random (kept in list order) and apply each picked one with
    probability 1/2 (MindSpore's UniformAugOp); a PIL image in gives a PIL image out."""

    def __init__(self, transforms: Sequence[Any], num_ops: int = 2) -> None:
        if isinstance(num_ops, bool) or not isinstance(num_ops, int):
            raise TypeError(f"Argument num_ops with value {num_ops} is not of type [<class 'int'>], but got "
                            f"{type(num_ops)}.")
        if num_ops <= 0:
            raise ValueError("Input num_ops must be greater than 0.")
        if num_ops > len(transforms):
            raise ValueError("num_ops is greater than transforms list size.")
        if isinstance(transforms, bool) or not isinstance(transforms, (list, tuple)):
            raise TypeError(f"Argument transforms list with value {transforms} is not of type [<class 'list'>, "
                            f"<class 'tuple'>], but got {type(transforms)}.")
        if not transforms:
            raise ValueError("transforms list can not be empty.")
        for i, op in enumerate(transforms):
            if not callable(op):
                raise TypeError(f"transforms[{i}] is neither a transforms op (TensorOperation) nor a callable pyfunc.")
            if isinstance(op, type):
                raise ValueError(f"op_list[{i}] should be a dataset processing operation instance, but got: {op}. "
                                 "It may be missing parentheses for instantiation.")
        self.transforms, self.num_ops = list(transforms), num_ops

    def __call__(self, img: Any) -> Any:
        is_pil = type(img).__module__.startswith("PIL.")
        g = op_engine(self)        # MindSpore: std::sample of num_ops, then each applied unless a 0..1 draw is 1
        for i in mt19937_sample(len(self.transforms), self.num_ops, g):
            if not mt19937_uniform(g, 1):
                img = self.transforms[i](img)
        if is_pil and isinstance(img, np.ndarray):
            from PIL import Image

            img = Image.fromarray(img)
        return img
