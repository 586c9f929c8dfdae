"""``ds.vision`` transforms added in session 22: gamma/sharpness/auto-contrast/posterize colour ops, ConvertColor,
Erase, PadToSize, ResizedCrop, GaussianBlur, NormalizePad, Perspective, the HSV and linear transforms, their
random variants, the augmentation policies and the bounding-box transforms.

Numbers follow MindSpore 2.10's C++ (OpenCV) kernels for numpy images (uint8 LUTs and rounding checked against
MindSpore), and its Pillow code for PIL images.  Random draws come from the pipeline's stream (C++ ops) or, for
MindSpore's Python ops, from Python's ``random`` / numpy's global generator as MindSpore draws them.
"""
from __future__ import annotations

import colorsys
import math
import numbers
import random as pyrandom
from typing import Any, List, Sequence, Tuple

import numpy as np

from ...common.stdengines import MT19937, bernoulli, mt19937_uniform, member_normal_float, uniform_double, uniform_float
from ..core.pipeline import PipelineError, op_engine
from ..transforms.transforms import PyTensorOperation
from . import checks as C
from .augment import _affine, _gray, _saturate, add_weighted, adjust_brightness, adjust_contrast, adjust_saturation, \
    sample_fixed, Equalize
from .extra_enums import AutoAugmentPolicy, ConvertMode
from .misc import Solarize, _five_crop
from .transforms import (PIL_ONLY, ImageTensorOperation, _as_input_type, _centred_uniform, _check_image, _image,
                         cv_input, resize)
from .utils import Border, Inter

try:  # MindSpore's vision module imports PIL.Image, so user code may use ``PIL.Image`` after ``import PIL``
    import PIL.Image  # noqa: F401
except ImportError:  # Pillow is optional
    pass


def _is_pil(img: Any) -> bool:
    return type(img).__module__.startswith("PIL.")


def _hwc(img: np.ndarray, op: str, channels: Tuple[int, ...] = (1, 3), allow_2d: bool = True) -> np.ndarray:
    if img.ndim == 2 and allow_2d:
        return img
    if img.ndim != 3 or img.shape[2] not in channels:
        raise PipelineError(f"{op}: image shape is not <H,W,C> or channel is not in {list(channels)}, got shape "
                            f"{list(img.shape)}")
    return img


def _u8(img: np.ndarray, op: str) -> np.ndarray:
    if img.dtype != np.uint8:
        raise PipelineError(f"{op}: image data type should be uint8, got {img.dtype.name}")
    return img


class _ImageOp(ImageTensorOperation):
    """An image transform of this module (ImageTensorOperation checks the inputs: numpy or PIL images only)."""


class _DualOperation(_ImageOp):
    """A transform with MindSpore's two implementations: a PIL image runs ``_execute_py`` (Pillow), a numpy
    image ``_apply`` (the C++ kernel)."""

    def __call__(self, *args: Any) -> Any:
        if len(args) == 1 and _is_pil(args[0]):
            return self._execute_py(args[0])
        return super().__call__(*args)

    def _execute_py(self, img: Any) -> Any:
        raise NotImplementedError


def _pil_py_only(img: Any) -> None:
    if not _is_pil(img):
        raise TypeError(f"img should be PIL image. Got {type(img)}.")


#: the image depths MindSpore's OpenCV-backed warps, blurs and resizes refuse (measured: GaussianBlur, Perspective,
#: ResizedCrop, Resize other than NEAREST)
_CV_REFUSED = ("int8", "int32", "int64", "float16")


# -- gamma, sharpness, auto contrast, posterize --------------------------------------------------------------
def adjust_gamma(img: np.ndarray, gamma: float, gain: float) -> np.ndarray:
    if img.dtype == np.uint8:
        table = np.array([int((255 + 1 - 1e-3) * gain * pow(x / 255.0, gamma)) for x in range(256)])
        return np.clip(table, 0, 255).astype(np.uint8)[img]
    # MindSpore computes float64 and float16 in float32 (and returns that)
    out_type = np.float32 if img.dtype in (np.float64, np.float16) else img.dtype
    return np.clip(np.power(img.astype(np.float64) * gain, gamma), 0, 1).astype(out_type)


class AdjustGamma(_DualOperation):
    """``gain * x ** gamma`` (uint8 by the 0..255 table MindSpore builds; floats as ``(gain x) ** gamma``
    clipped to [0, 1])."""

    _frames = "each"

    def __init__(self, gamma: float, gain: float = 1) -> None:
        C.type_check(gamma, (float, int), "gamma")
        C.check_value(gamma, (0, C.FLOAT_MAX_INTEGER))
        if gain is not None:
            C.type_check(gain, (float, int), "gain")
            C.check_value(gain, (C.FLOAT_MIN_INTEGER, C.FLOAT_MAX_INTEGER))
        self.gamma, self.gain = float(gamma), float(gain)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        _image(img, "AdjustGamma")
        if img.ndim == 3 and img.shape[2] not in (1, 3):
            raise PipelineError(f"AdjustGamma: channel of input image should be 1 or 3, but got: {img.shape[2]}")
        return adjust_gamma(img, self.gamma, self.gain)

    def _execute_py(self, img: Any) -> Any:
        table = [int((255 + 1 - 1e-3) * self.gain * pow(x / 255.0, self.gamma)) for x in range(256)]
        bands = len(img.split())
        if bands in (1, 3):
            return img.point(table * bands)
        return img


def _smooth3(img: np.ndarray) -> np.ndarray:
    """PIL's SMOOTH filter ((1 1 1; 1 5 1; 1 1 1) / 13) inside, border pixels kept (rounded for uint8)."""
    x = img.astype(np.float64)
    h, w = img.shape[:2]
    out = x.copy()
    if h < 3 or w < 3:
        return img.copy()
    acc = 4.0 * x[1:-1, 1:-1]
    for dy in range(3):
        for dx in range(3):
            acc = acc + x[dy:h - 2 + dy, dx:w - 2 + dx]
    out[1:-1, 1:-1] = acc / 13.0
    return _saturate(out, img.dtype) if img.dtype.kind in "iu" else out


def _sharp_image(img: np.ndarray) -> np.ndarray:
    if img.ndim not in (2, 3):
        raise PipelineError(f"Sharpness: shape of input is not <H,W,C> or <H,W>, but got rank: {img.ndim}")
    return cv_input(img, "Sharpness", ("int32", "float16"))


def adjust_sharpness(img: np.ndarray, factor: float) -> np.ndarray:
    """``img * f + smoothed * (1 - f)`` as MindSpore's float32 kernel rounds it: factor and ``1 - f`` in float32,
    ``smoothed * (1 - f)`` rounded to float32, then fused with ``img * f`` (one rounding to float32)."""
    return add_weighted(img, factor, _smooth3(img), np.float32(1) - np.float32(factor), img.dtype)


class AdjustSharpness(_ImageOp):
    """Blend with the smoothed image: 0 blurred, 1 the original, 2 sharpened."""

    def __init__(self, sharpness_factor: float) -> None:
        C.type_check(sharpness_factor, (float, int), "sharpness_factor")
        C.check_value(sharpness_factor, (0, C.FLOAT_MAX_INTEGER))
        self.sharpness_factor = float(sharpness_factor)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        return adjust_sharpness(_sharp_image(img), self.sharpness_factor)


def _auto_contrast_channel(ch: np.ndarray, cutoff: float, ignore: Sequence[int]) -> np.ndarray:
    hist = np.bincount(ch.ravel(), minlength=256).astype(np.int64)
    for i in ignore:
        hist[i] = 0
    cut = int(hist.sum() * int(cutoff) / 100.0)  # MindSpore's kernel takes the cutoff percent as an integer
    for order in (range(256), range(255, -1, -1)):
        left = cut
        for i in order:
            if left <= 0:
                break
            take = min(hist[i], left)
            hist[i] -= take
            left -= take
    nz = np.nonzero(hist)[0]
    if nz.size == 0 or nz[-1] <= nz[0]:
        return ch.copy()
    lo, hi = int(nz[0]), int(nz[-1])
    f32 = np.float32  # the LUT in float32, as MindSpore builds it: ``i * scale - lo * scale``
    scale = f32(255) / f32(hi - lo)
    lut = np.clip(np.floor(np.arange(256).astype(f32) * scale + f32(-lo) * scale), 0, 255).astype(np.uint8)
    return lut[ch]


def auto_contrast(img: np.ndarray, cutoff: float, ignore: Sequence[int]) -> np.ndarray:
    if img.ndim == 2:
        return _auto_contrast_channel(img, cutoff, ignore)
    return np.stack([_auto_contrast_channel(img[..., c], cutoff, ignore) for c in range(img.shape[2])], axis=-1)


def _check_cutoff_ignore(cutoff: Any, ignore: Any) -> List[int]:
    C.type_check(cutoff, (int, float), "cutoff")
    C.check_value(cutoff, (0, 50), "cutoff", right_open=True)
    if ignore is not None:
        C.type_check(ignore, (list, tuple, int), "ignore")
    if isinstance(ignore, int):
        C.check_value(ignore, (0, 255), "ignore")
        return [ignore]
    for item in ignore or []:
        C.type_check(item, (int,), "item")
        C.check_value(item, (0, 255), "ignore")
    return list(ignore or [])


class AutoContrast(_DualOperation):
    """Stretch each channel's histogram (less ``cutoff`` percent at each end, ``ignore`` values left out) to
    0..255 (uint8 images)."""

    def __init__(self, cutoff: float = 0.0, ignore: Any = None) -> None:
        self.ignore = _check_cutoff_ignore(cutoff, ignore)
        self.cutoff = float(cutoff)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        if img.ndim not in (2, 3):
            raise PipelineError(f"AutoContrast: image rank should be 2 or 3,  but got: {img.ndim}")
        if img.ndim == 3 and img.shape[2] not in (1, 3):
            raise PipelineError(f"AutoContrast: channel of input image should be 1 or 3, but got: {img.shape[2]}")
        img = _u8(cv_input(img, "AutoContrast", refused=()), "AutoContrast")
        return auto_contrast(img, self.cutoff, self.ignore)

    def _execute_py(self, img: Any) -> Any:
        from PIL import ImageOps

        return ImageOps.autocontrast(img, self.cutoff, self.ignore)


def _posterize_image(img: np.ndarray) -> np.ndarray:
    if img.ndim not in (2, 3):
        raise PipelineError(f"Posterize: input image is not in shape of <H,W,C> or <H,W>, but got rank: {img.ndim}")
    img = cv_input(img, "Posterize", refused=())   # (MindSpore hands a bool image over as uint8)
    if img.dtype not in (np.uint8, np.int8):
        raise PipelineError(f"Posterize: data type of input image should be int8 or uint8, but got {img.dtype.name}")
    return img


def posterize(img: np.ndarray, bits: int) -> np.ndarray:
    mask = ((0xFF << (8 - bits)) & 0xFF) if bits > 0 else 0
    return img.view(np.uint8) & np.uint8(mask)      # MindSpore's result is uint8 for an int8 image too


class Posterize(_ImageOp):
    """Keep the ``bits`` high bits of each uint8 value."""

    def __init__(self, bits: int) -> None:
        C.type_check(bits, (int,), "bits")
        C.check_value(bits, (0, 8), "bits")
        self.bits = bits

    def _apply(self, img: np.ndarray) -> np.ndarray:
        return posterize(_posterize_image(img), self.bits)


# -- ConvertColor ------------------------------------------------------------------------------------------------
_COLOR_MODES = {  # mode: (output channels, swap red/blue)
    ConvertMode.COLOR_BGR2BGRA: (4, False), ConvertMode.COLOR_BGRA2BGR: (3, False),
    ConvertMode.COLOR_BGR2RGBA: (4, True), ConvertMode.COLOR_RGBA2BGR: (3, True),
    ConvertMode.COLOR_BGR2RGB: (3, True), ConvertMode.COLOR_BGRA2RGBA: (4, True),
}


def convert_color(img: np.ndarray, mode: ConvertMode) -> np.ndarray:
    """``cv::cvtColor``: colour modes take 1 (replicated), 3 or 4 channels; the gray modes 3 or 4; GRAY2* one."""
    m = ConvertMode(mode)
    chans = 1 if img.ndim == 2 else (img.shape[2] if img.ndim == 3 else -1)
    if m in (ConvertMode.COLOR_GRAY2BGR, ConvertMode.COLOR_GRAY2BGRA):
        if chans != 1:
            raise PipelineError(f"ConvertColor: the number of channels of the input image should be 1, but got: "
                                f"{chans}")
        g = img if img.ndim == 2 else img[..., 0]
        stack = [g, g, g] + ([np.full_like(g, _alpha(img.dtype))] if m == ConvertMode.COLOR_GRAY2BGRA else [])
        return np.stack(stack, axis=-1)
    if m in (ConvertMode.COLOR_BGR2GRAY, ConvertMode.COLOR_RGB2GRAY, ConvertMode.COLOR_BGRA2GRAY,
             ConvertMode.COLOR_RGBA2GRAY):
        if chans not in (3, 4):
            raise PipelineError(f"ConvertColor: the number of channels of the input image should be 3 or 4, but "
                                f"got: {chans}")
        rgb = img[..., 2::-1] if m in (ConvertMode.COLOR_BGR2GRAY, ConvertMode.COLOR_BGRA2GRAY) else img[..., :3]
        return _gray(rgb)
    if chans not in (1, 3, 4):
        raise PipelineError(f"ConvertColor: the number of channels of the input image should be 1, 3 or 4, but got: "
                            f"{chans}")
    src = np.repeat(img.reshape(img.shape[:2] + (1,)), 3, axis=-1) if chans == 1 else img
    dcn, swap = _COLOR_MODES[m]
    color = src[..., 2::-1] if swap else src[..., :3]
    if dcn == 3:
        return np.ascontiguousarray(color)
    alpha = src[..., 3:4] if chans == 4 else np.full_like(src[..., :1], _alpha(img.dtype))
    return np.concatenate([color, alpha], axis=-1)


def _alpha(dtype: np.dtype) -> Any:
    return 255 if np.dtype(dtype) == np.uint8 else (65535 if np.dtype(dtype) == np.uint16 else 1)


class ConvertColor(_ImageOp):
    """OpenCV's ``cvtColor`` for the modes of :class:`ConvertMode`."""

    def __init__(self, convert_mode: ConvertMode) -> None:
        C.type_check(convert_mode, (ConvertMode,), "convert_mode")
        self.convert_mode = convert_mode

    def _apply(self, img: np.ndarray) -> np.ndarray:
        if img.ndim not in (2, 3):
            raise PipelineError(f"ConvertColor: input tensor is not in shape of <H,W> or <H,W,C>, but got rank: "
                                f"{img.ndim}")
        out = convert_color(cv_input(img, "ConvertColor", ("int8", "int16", "int32", "int64", "float16", "float64")), self.convert_mode)
        return _as_input_type(out, img.dtype)


# -- Erase, PadToSize, ResizedCrop, NormalizePad ---------------------------------------------------------------
class Erase(_ImageOp):
    """Fill the ``height`` x ``width`` region at (``top``, ``left``) with ``value`` (an RGB HWC image)."""

    def __init__(self, top: int, left: int, height: int, width: int, value: Any = 0.0, inplace: bool = False) -> None:
        C.check_int_range(top, 0, C.INT32_MAX, "top")
        C.check_int_range(left, 0, C.INT32_MAX, "left")
        C.check_int_range(height, 1, C.INT32_MAX, "height")
        C.check_int_range(width, 1, C.INT32_MAX, "width")
        C.type_check(inplace, (bool,), "inplace")
        C.type_check(value, (float, int, tuple), "value")
        values = tuple([value] * 3) if isinstance(value, (float, int)) else value
        C.type_check_list(values, (float, int), "value")
        if len(values) != 3:
            raise TypeError("value should be a single integer/float or a 3-tuple.")
        for i, v in enumerate(values):
            C.check_value(v, (0, 255), f"value[{i}]")
        self.top, self.left, self.height, self.width = top, left, height, width
        self.value, self.inplace = values, inplace

    def _apply(self, img: np.ndarray) -> np.ndarray:
        if img.ndim != 3:
            raise PipelineError(f"Erase: input tensor is not in shape of <H,W,C>, but got rank: {img.ndim}")
        if img.shape[2] != 3:
            raise PipelineError(f"Erase: channel of input image should be 3, but got: {img.shape[2]}")
        h, w = img.shape[:2]
        if self.height > h or self.width > w:
            raise PipelineError(f"Erase: box size is too large for image erase, got box height: {self.height}box "
                                f"weight: {self.width}, and image height: {h}, image width: {w}")
        out = img if self.inplace else img.copy()
        fill = np.asarray(self.value, np.float64)
        if img.dtype.kind in "iu":
            fill = np.rint(fill)
        out[self.top:self.top + self.height, self.left:self.left + self.width] = fill.astype(img.dtype)
        return out


_BORDER_NP = {"constant": "constant", "edge": "edge", "reflect": "reflect", "symmetric": "symmetric"}


def pad_image(img: np.ndarray, top: int, bottom: int, left: int, right: int, fill: Any, mode: Any) -> np.ndarray:
    """Pad HW/HWC ``img``; a colour ``fill`` is (R, G, B) for an RGB image, its first value for one channel."""
    name = getattr(mode, "value", mode)
    widths = [(top, bottom), (left, right)] + [(0, 0)] * (img.ndim - 2)
    if name != "constant":
        return np.pad(img, widths, mode=_BORDER_NP[name])
    fills = list(fill) if isinstance(fill, (tuple, list)) else [fill] * 3
    if img.ndim == 2 or img.shape[2] == 1:
        return np.pad(img, widths, constant_values=fills[0])
    return np.stack([np.pad(img[..., c], widths[:2], constant_values=fills[c % len(fills)])
                     for c in range(img.shape[2])], axis=-1).astype(img.dtype)


class PadToSize(_ImageOp):
    """Pad to ``size`` (h, w) with the image at ``offset`` (top, left), centred when ``offset`` is None."""

    def __init__(self, size: Any, offset: Any = None, fill_value: Any = 0,
                 padding_mode: Border = Border.CONSTANT) -> None:
        C.type_check(size, (int, list, tuple), "size")
        if isinstance(size, int):
            C.check_int_range(size, 1, C.INT32_MAX, "size")
        else:
            if len(size) != 2:
                raise ValueError("The size must be a sequence of length 2.")
            for i, v in enumerate(size):
                C.check_int_range(v, 1, C.INT32_MAX, f"size{i}")
        if offset is not None:
            C.type_check(offset, (int, list, tuple), "offset")
            if isinstance(offset, int):
                C.check_int_range(offset, 0, C.INT32_MAX, "offset")
            else:
                if len(offset) not in (0, 2):
                    raise ValueError("The offset must be empty or a sequence of length 2.")
                for i, v in enumerate(offset):
                    C.check_int_range(v, 0, C.INT32_MAX, f"offset{i}")
        C.check_fill_value(fill_value)
        C.type_check(padding_mode, (Border,), "padding_mode")
        self.size = [size, size] if isinstance(size, int) else list(size)
        self.offset = [] if offset is None else ([offset, offset] if isinstance(offset, int) else list(offset))
        self.fill_value = fill_value
        self.padding_mode = padding_mode

    def _apply(self, img: np.ndarray) -> np.ndarray:
        _check_image(img, "PadToSize")
        h, w = img.shape[:2]
        th, tw = self.size
        if th < h or tw < w:
            raise PipelineError(f"PadToSize: the target size to pad should be no less than the original image size, "
                                f"but got target size ({th}, {tw}) and original size ({h}, {w}).")
        top, left = (self.offset if self.offset else [(th - h) // 2, (tw - w) // 2])
        if top + h > th or left + w > tw:
            raise PipelineError(f"PadToSize: the sum of offset and original image size should be no more than the "
                                f"target size to pad, but got offset ({top}, {left}) plus original size ({h}, {w}) "
                                f"bigger than ({th}, {tw})")
        if img.dtype == np.bool_:        # MindSpore pads a bool image as OpenCV's uint8, and returns that
            img = img.astype(np.uint8)
        return pad_image(img, top, th - h - top, left, tw - w - left, self.fill_value, self.padding_mode)


class ResizedCrop(_ImageOp):
    """Crop the ``height`` x ``width`` region at (``top``, ``left``), then resize it to ``size``."""

    _interpolation_attr = "interpolation"

    def __init__(self, top: int, left: int, height: int, width: int, size: Any,
                 interpolation: Inter = Inter.BILINEAR) -> None:
        C.check_int_range(top, 0, C.INT32_MAX, "top")
        C.check_int_range(left, 0, C.INT32_MAX, "left")
        C.check_int_range(height, 1, C.INT32_MAX, "height")
        C.check_int_range(width, 1, C.INT32_MAX, "width")
        C.check_inter(interpolation)
        self.size = C.check_crop_size(size)
        self.top, self.left, self.height, self.width, self.interpolation = top, left, height, width, interpolation

    def _apply(self, img: np.ndarray) -> np.ndarray:
        _image(img, "ResizedCrop")
        h, w = img.shape[:2]
        if self.top + self.height > h:
            raise PipelineError(f"ResizedCrop: the sum of top and height: {self.top + self.height} exceeds image "
                                f"height: {h}")
        if self.left + self.width > w:
            raise PipelineError(f"ResizedCrop: the sum of left and width: {self.left + self.width} exceeds image "
                                f"width: {w}")
        crop = cv_input(img, "CropAndResize", _CV_REFUSED)[self.top:self.top + self.height, self.left:self.left + self.width]
        return _as_input_type(resize(crop, self.size[0], self.size[1], self.interpolation), img.dtype)


class NormalizePad(_ImageOp):
    """Normalize, then append a zero channel (``dtype`` float32 or float16).  MindSpore 2.10's CPU kernel lays an
    HWC result out as the normalized HWC data followed by the zeros (docs/differences.md); msgraph gives the
    documented per-pixel padding."""

    _int64_images = True

    def __init__(self, mean: Sequence[float], std: Sequence[float], dtype: str = "float32",
                 is_hwc: bool = True) -> None:
        C.check_normalize_param(mean, std)
        C.type_check(is_hwc, (bool,), "is_hwc")
        if not isinstance(dtype, str):
            raise TypeError("dtype should be string.")
        if dtype not in ("float32", "float16"):
            raise ValueError("dtype only supports float32 or float16.")
        self.mean = np.asarray(mean, np.float32)
        self.std = np.asarray(std, np.float32)
        self.dtype, self.is_hwc = dtype, is_hwc

    def _apply(self, img: np.ndarray) -> np.ndarray:
        _image(img, "NormalizePad")
        chans = 1 if img.ndim == 2 else (img.shape[2] if self.is_hwc else img.shape[0])
        if chans != len(self.mean):
            raise PipelineError(f"NormalizePad: number of channels does not match the size of mean and std vectors, "
                                f"got channels: {chans}, size of mean: {len(self.mean)}")
        if img.ndim == 2:
            img = img[..., None] if self.is_hwc else img[None]
        x = img.astype(np.float32) if self.is_hwc else np.moveaxis(img, 0, -1).astype(np.float32)
        norm = (x - self.mean.reshape(1, 1, -1)) / self.std.reshape(1, 1, -1)
        out = np.concatenate([norm, np.zeros(norm.shape[:2] + (1,), np.float32)], axis=-1).astype(self.dtype)
        return out if self.is_hwc else np.ascontiguousarray(np.moveaxis(out, -1, 0))


# -- GaussianBlur ------------------------------------------------------------------------------------------------
def _gaussian_kernel(k: int, sigma: float) -> np.ndarray:
    """Normalised Gaussian taps; sigma <= 0 derives it from the size as OpenCV does."""
    if sigma <= 0:
        sigma = 0.3 * ((k - 1) * 0.5 - 1) + 0.8
    x = np.arange(k, dtype=np.float64) - (k - 1) / 2.0
    g = np.exp(-(x * x) / (2.0 * sigma * sigma))
    return g / g.sum()


def _reflect101_index(n: int, pad: int) -> np.ndarray:
    idx = np.arange(-pad, n + pad)
    if n == 1:
        return np.zeros_like(idx)
    period = 2 * (n - 1)
    idx = np.abs(idx) % period
    return np.where(idx >= n, period - idx, idx)


def _gaussian_kernel_fixed(k: int, sigma: float) -> np.ndarray:
    """OpenCV's bit-exact 8-bit kernel: 8 fractional bits, rounding errors diffused outward-in, the centre
    taking the rest so that the taps sum to exactly 256."""
    g = _gaussian_kernel(k, sigma)
    out = np.zeros(k, np.int64)
    err, total = 0.0, 0
    for i in range(k // 2):
        adj = g[i] * 256.0 + err
        v = int(np.rint(adj))
        err = adj - v
        out[i] = out[k - 1 - i] = v
        total += v
    out[k // 2] = 256 - 2 * total
    return out


def gaussian_blur(img: np.ndarray, kx: int, ky: int, sx: float, sy: float) -> np.ndarray:
    """OpenCV's separable GaussianBlur with BORDER_REFLECT_101 (uint8 in its bit-exact fixed point)."""
    if sy <= 0:
        sy = sx
    h, w = img.shape[:2]
    cols = _reflect101_index(w, kx // 2)
    rows_ = _reflect101_index(h, ky // 2)
    if img.dtype == np.uint8:
        gx, gy = _gaussian_kernel_fixed(kx, sx), _gaussian_kernel_fixed(ky, sy)
        xr = img.astype(np.int64)[:, cols]
        tmp = sum(int(gx[i]) * xr[:, i:i + w] for i in range(kx))[rows_]
        acc = sum(int(gy[i]) * tmp[i:i + h] for i in range(ky))
        return np.clip((acc + (1 << 15)) >> 16, 0, 255).astype(np.uint8)
    gx, gy = _gaussian_kernel(kx, sx), _gaussian_kernel(ky, sy)
    xr = img.astype(np.float64)[:, cols]
    tmp = sum(gx[i] * xr[:, i:i + w] for i in range(kx))[rows_]
    out = sum(gy[i] * tmp[i:i + h] for i in range(ky))
    return _saturate(out, img.dtype)


class GaussianBlur(_ImageOp):
    """Blur with a ``kernel_size`` (width, height) Gaussian, ``sigma`` (x, y); sigma 0 from the kernel size."""

    def __init__(self, kernel_size: Any, sigma: Any = None) -> None:
        C.type_check(kernel_size, (int, list, tuple), "kernel_size")
        if isinstance(kernel_size, int):
            C.check_value(kernel_size, (1, C.FLOAT_MAX_INTEGER), "kernel_size")
            C.check_odd(kernel_size, "kernel_size")
            kernel_size = (kernel_size, kernel_size)
        elif len(kernel_size) == 2:
            for i, v in enumerate(kernel_size):
                C.type_check(v, (int,), f"kernel_size[{i}]")
                C.check_value(v, (1, C.FLOAT_MAX_INTEGER), "kernel_size")
                C.check_odd(v, f"kernel_size[{i}]")
        else:
            raise TypeError("Kernel size should be a single integer or a list/tuple (kernel_width, kernel_height) "
                            "of length 2.")
        # one sigma (None: 0) is MindSpore's single value for both axes, 0 taken from the kernel WIDTH
        # (OpenCV's 0.3 * ((k - 1) * 0.5 - 1) + 0.8); a pair goes to OpenCV as it is (a 0 from its own axis)
        self._one_sigma = sigma is None or isinstance(sigma, numbers.Number)
        if sigma is None:
            sigma = (0.0, 0.0)
        else:
            C.type_check(sigma, (numbers.Number, list, tuple), "sigma")
            if isinstance(sigma, numbers.Number):
                C.check_value(sigma, (0, C.FLOAT_MAX_INTEGER), "sigma")
                sigma = (float(sigma), float(sigma))
            elif len(sigma) == 2:
                for i, v in enumerate(sigma):
                    C.type_check(v, (numbers.Number,), f"size[{i}]")
                    C.check_value(v, (0, C.FLOAT_MAX_INTEGER), "sigma")
            else:
                raise TypeError("Sigma should be a single number or a list/tuple of length 2 for width and height.")
        self.kernel_size, self.sigma = tuple(kernel_size), tuple(float(s) for s in sigma)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        if img.ndim not in (2, 3):
            raise PipelineError(f"GaussianBlur: input tensor is not in shape of <H,W> or <H,W,C>, but got rank: "
                                f"{img.ndim}." + (" You may need to perform Decode first." if img.ndim < 2 else ""))
        sx, sy = self.sigma
        if self._one_sigma and sx == 0:
            sx = sy = 0.3 * ((self.kernel_size[0] - 1) * 0.5 - 1) + 0.8
        return gaussian_blur(cv_input(img, "GaussianBlur", _CV_REFUSED), self.kernel_size[0], self.kernel_size[1], sx,
                             sy)


# -- Perspective -------------------------------------------------------------------------------------------------
def perspective_matrix(src: Sequence[Sequence[float]], dst: Sequence[Sequence[float]]) -> np.ndarray:
    """The 3x3 homography taking the four ``src`` points to ``dst`` (OpenCV's getPerspectiveTransform)."""
    a, b = np.zeros((8, 8)), np.zeros(8)
    for i, ((x, y), (u, v)) in enumerate(zip(src, dst)):
        a[i] = [x, y, 1, 0, 0, 0, -x * u, -y * u]
        a[i + 4] = [0, 0, 0, x, y, 1, -x * v, -y * v]
        b[i], b[i + 4] = u, v
    return np.append(np.linalg.solve(a, b), 1.0).reshape(3, 3)


def warp_perspective(img: np.ndarray, m: np.ndarray, resample: Inter, fill: Any = 0) -> np.ndarray:
    """``cv::warpPerspective`` of ``img`` by ``m`` (output = input size, constant border)."""
    inv = np.linalg.inv(m)
    h, w = img.shape[:2]
    xs, ys = np.meshgrid(np.arange(w, dtype=np.float64), np.arange(h, dtype=np.float64))
    wz = inv[2, 0] * xs + inv[2, 1] * ys + inv[2, 2]
    px = inv[0, 0] * xs + inv[0, 1] * ys + inv[0, 2]
    py = inv[1, 0] * xs + inv[1, 1] * ys + inv[1, 2]
    scale = 1.0 if resample == Inter.NEAREST else 32.0
    with np.errstate(divide="ignore", invalid="ignore"):
        wz = np.where(wz != 0, scale / wz, 0.0)
    lim = float(np.iinfo(np.int32).max)
    fx = np.rint(np.clip(px * wz, -lim, lim)).astype(np.int64)
    fy = np.rint(np.clip(py * wz, -lim, lim)).astype(np.int64)
    if resample in (Inter.BICUBIC, Inter.PILCUBIC):
        if img.ndim == 3 and img.shape[2] > 4:
            raise PipelineError(f"Perspective: bicubic interpolation takes at most 4 channels, got {img.shape[2]}")
        return _sample_cubic(img, fx, fy, fill)
    return sample_fixed(img, fx, fy, Inter.NEAREST if resample == Inter.NEAREST else Inter.BILINEAR, fill)


def _cubic_tab() -> Tuple[np.ndarray, np.ndarray]:
    """OpenCV's 32x32 bicubic remap tables: float 4x4 weights per (y, x) fraction and their 8-bit fixed-point
    form (sum exactly 2**15, the rounding error moved onto the largest/smallest of taps [2:4, 2:4])."""
    f32 = np.float32  # all in float32, as OpenCV's interpolateCubic
    a, one = f32(-0.75), f32(1)
    x = np.arange(32, dtype=f32) * f32(1.0 / 32)
    c0 = ((a * (x + one) - f32(5) * a) * (x + one) + f32(8) * a) * (x + one) - f32(4) * a
    c1 = ((a + f32(2)) * x - (a + f32(3))) * x * x + one
    c2 = ((a + f32(2)) * (one - x) - (a + f32(3))) * (one - x) * (one - x) + one
    c = np.stack([c0, c1, c2, one - c0 - c1 - c2], -1).astype(f32)  # (32, 4)
    ftab = (c[:, None, :, None] * c[None, :, None, :]).astype(f32)  # (fy, fx, 4, 4)
    itab = np.rint(ftab * f32(32768)).astype(np.int64)
    for fy in range(32):
        for fx in range(32):
            tab = itab[fy, fx]
            diff = int(tab.sum()) - 32768
            if diff:
                centre = [(2, 2), (2, 3), (3, 2), (3, 3)]  # OpenCV's loop starts at ksize / 2
                lo = hi = (2, 2)
                for k in centre:
                    if tab[k] < tab[lo]:
                        lo = k
                    elif tab[k] > tab[hi]:
                        hi = k
                if diff < 0:
                    tab[hi] -= diff
                else:
                    tab[lo] -= diff
    return ftab, itab


def _sample_cubic(img: np.ndarray, fx_all: np.ndarray, fy_all: np.ndarray, fill: Any) -> np.ndarray:
    """``img`` read bicubically at 1/32-pixel coordinates (OpenCV's remap; outside taps read ``fill``)."""
    ftab, itab = _cubic_tab()
    out_h, out_w = fx_all.shape
    h, w = img.shape[:2]
    chan = img.shape[2:]
    ix, iy = (fx_all >> 5) - 1, (fy_all >> 5) - 1
    ax, ay = fx_all & 31, fy_all & 31
    u8 = img.dtype == np.uint8
    acc = np.zeros((out_h, out_w) + chan, np.int64 if u8 else np.float64)
    weights = itab[ay, ax] if u8 else ftab[ay, ax].astype(np.float64)
    cshape = (out_h, out_w) + (1,) * len(chan)
    for dy in range(4):
        for dx in range(4):
            px, py = ix + dx, iy + dy
            inside = (px >= 0) & (px < w) & (py >= 0) & (py < h)
            val = np.empty((out_h, out_w) + chan, np.float64)
            val[...] = fill
            val[inside] = img[py[inside], px[inside]]
            wgt = weights[..., dy, dx].reshape(cshape)
            acc += (val.astype(np.int64) * wgt) if u8 else val * wgt
    if u8:
        return np.clip((acc + (1 << 14)) >> 15, 0, 255).astype(np.uint8)
    return _saturate(acc, img.dtype)


def _check_points(points: Any, name: str) -> None:
    C.type_check_list(points, (list, tuple), name)
    if len(points) != 4:
        raise TypeError(f"{name} should be a list or tuple of length 4.")
    for i, p in enumerate(points):
        if len(p) != 2:
            raise TypeError(f"{name}[{i}] should be a list or tuple of length 2.")
        C.check_int_range(p[0], C.INT32_MIN, C.INT32_MAX, f"{name}[{i}][0]")
        C.check_int_range(p[1], C.INT32_MIN, C.INT32_MAX, f"{name}[{i}][1]")


def _pil_resample(interpolation: Inter) -> int:
    return {Inter.NEAREST: 0, Inter.ANTIALIAS: 1, Inter.BILINEAR: 2, Inter.BICUBIC: 3}.get(interpolation, 2)


def _pil_perspective(img: Any, start: Any, end: Any, interpolation: Inter) -> Any:
    from PIL import Image

    # Pillow maps output to input: the 8 coefficients of the end -> start homography, by least squares on
    # the interleaved x/y equations (the numbers MindSpore hands Pillow)
    rows, rhs = [], []
    for (u, v), (x, y) in zip(end, start):
        rows += [[u, v, 1, 0, 0, 0, -x * u, -x * v], [0, 0, 0, u, v, 1, -y * u, -y * v]]
        rhs += [x, y]
    coeffs = np.linalg.lstsq(np.array(rows, dtype=float), np.array(rhs, dtype=float), rcond=None)[0]
    return img.transform(img.size, Image.PERSPECTIVE, coeffs.tolist(), _pil_resample(interpolation))


class Perspective(_DualOperation):
    """Warp so that ``start_points`` land on ``end_points``."""

    def __init__(self, start_points: Sequence[Sequence[int]], end_points: Sequence[Sequence[int]],
                 interpolation: Inter = Inter.BILINEAR) -> None:
        _check_points(start_points, "start_points")
        _check_points(end_points, "end_points")
        C.check_inter(interpolation)
        self.start_points, self.end_points, self.interpolation = start_points, end_points, interpolation

    @property
    def _python_only(self) -> bool:            # type: ignore[override]  # MindSpore: ANTIALIAS runs in Python
        return self.interpolation == Inter.ANTIALIAS

    def _apply(self, img: np.ndarray) -> np.ndarray:
        if self.interpolation == Inter.ANTIALIAS:
            raise TypeError(PIL_ONLY)
        _check_image(img, "Perspective", channels=tuple(range(1, 513)))
        return warp_perspective(cv_input(img, "Perspective", _CV_REFUSED), perspective_matrix(self.start_points, self.end_points),
                                self.interpolation)

    def _execute_py(self, img: Any) -> Any:
        if self.interpolation in (Inter.AREA, Inter.PILCUBIC):
            raise TypeError("Current Interpolation is not supported with PIL input.")
        return _pil_perspective(img, self.start_points, self.end_points, self.interpolation)


# -- HSV and linear transforms (MindSpore's Python ops) ----------------------------------------------------------
def _hsv_convert(imgs: np.ndarray, is_hwc: bool, fn: Any, shape_msg: str) -> np.ndarray:
    if not isinstance(imgs, np.ndarray):
        raise TypeError(f"img should be NumPy image. Got {type(imgs)}")
    if imgs.ndim not in (3, 4):
        raise TypeError(f"img shape should be {shape_msg}. Got {imgs.shape}.")
    channels = imgs.shape[-1] if is_hwc else imgs.shape[-3]
    if channels != 3:
        raise TypeError(f"img should be 3 channels RGB img. Got {channels} channels.")
    axis = -1 if is_hwc else -3
    vec = np.vectorize(fn)
    if imgs.dtype.kind == "f":  # MindSpore's numpy 1 computes float32 pixels' HSV in float64
        imgs = imgs.astype(np.float64)

    def one(img: np.ndarray) -> np.ndarray:
        a, b, c = (np.take(img, i, axis=axis) for i in range(3))
        return np.stack(vec(a, b, c), axis=2 if is_hwc else 0)

    if imgs.ndim == 3:
        return one(imgs)
    return np.array([one(i) for i in imgs])


class _HsvOperation(PyTensorOperation):
    def __init__(self, is_hwc: bool = False) -> None:
        C.type_check(is_hwc, (bool,), "is_hwc")
        self.is_hwc = is_hwc


class RgbToHsv(_HsvOperation):
    """RGB images (HWC, CHW or a batch of them) to HSV (``colorsys``, values as given)."""

    _python_only = True

    def _apply(self, img: np.ndarray) -> np.ndarray:
        return _hsv_convert(img, self.is_hwc, colorsys.rgb_to_hsv, "(H, W, C)/(N, H, W, C)/(C ,H, W)/(N, C, H, W)")


class HsvToRgb(_HsvOperation):
    """HSV images (HWC, CHW or a batch of them) to RGB (``colorsys``)."""

    _python_only = True

    def _apply(self, img: np.ndarray) -> np.ndarray:
        return _hsv_convert(img, self.is_hwc, colorsys.hsv_to_rgb, "(H, W, C)/(N, H, W, C)/(C, H, W)/(N, C, H, W)")


class _NumpyOnlyOp(PyTensorOperation):
    """A MindSpore Python op that takes numpy images only (its TypeError otherwise)."""

    _msg_end = ""

    def __call__(self, img: Any) -> Any:
        if not isinstance(img, np.ndarray):
            raise TypeError(f"img should be NumPy array. Got {type(img)}{self._msg_end}")
        return self._apply(img)


class LinearTransformation(_NumpyOnlyOp):
    """``(flatten(img) - mean_vector) @ transformation_matrix`` reshaped back (a whitening transform)."""

    _python_only = True

    def __init__(self, transformation_matrix: np.ndarray, mean_vector: np.ndarray) -> None:
        C.type_check(transformation_matrix, (np.ndarray,), "transformation_matrix")
        C.type_check(mean_vector, (np.ndarray,), "mean_vector")
        t = transformation_matrix
        if t.shape[0] != t.shape[1]:
            raise ValueError(f"transformation_matrix should be a square matrix. Got shape {t.shape} instead.")
        if mean_vector.shape[0] != t.shape[0]:
            raise ValueError(f"mean_vector length {mean_vector.shape[0]} should match either one dimension of the "
                             f"square transformation_matrix {t.shape}.")
        self.transformation_matrix, self.mean_vector = t, mean_vector

    def _apply(self, img: np.ndarray) -> np.ndarray:
        t, mean = self.transformation_matrix, self.mean_vector
        if np.prod(img.shape) != t.shape[0]:
            raise ValueError(f"transformation_matrix shape {t.shape} not compatible with Numpy image shape "
                             f"{img.shape}.")
        return np.dot(img.reshape(1, -1) - mean, t).reshape(img.shape)


class FiveCrop(PyTensorOperation):
    """The four corner crops and the central crop of a PIL image."""

    _python_only = True

    def __init__(self, size: Any) -> None:
        self.size = C.check_crop_size(size)

    def __call__(self, img: Any) -> Any:
        _pil_py_only(img)
        return tuple(_five_crop(img, *self.size))


# -- random variants ---------------------------------------------------------------------------------------------
class _RandomApply(_ImageOp):
    """Apply ``self._op`` with probability ``prob`` (a ``std::bernoulli_distribution`` draw, as MindSpore's)."""

    _op: Any

    def _apply(self, img: np.ndarray) -> np.ndarray:
        if bernoulli(op_engine(self), self.prob):
            return self._op._apply(img)
        return img


class RandomAdjustSharpness(_RandomApply):
    def __init__(self, degree: float, prob: float = 0.5) -> None:
        C.type_check(degree, (float, int), "degree")
        C.check_non_negative_float32(degree, "degree")
        self.prob = C.check_prob(prob)
        self.degree = float(degree)
        self._op = AdjustSharpness(degree)


class RandomAutoContrast(_RandomApply):
    def __init__(self, cutoff: float = 0.0, ignore: Any = None, prob: float = 0.5) -> None:
        self.ignore = _check_cutoff_ignore(cutoff, ignore)
        self.cutoff = float(cutoff)
        self.prob = C.check_prob(prob)
        self._op = AutoContrast(cutoff, self.ignore)


class RandomEqualize(_RandomApply):
    def __init__(self, prob: float = 0.5) -> None:
        self.prob = C.check_prob(prob)
        self._op = Equalize()

    def _apply(self, img: np.ndarray) -> np.ndarray:
        if img.dtype != np.uint8:
            raise PipelineError(f"RandomEqualize: input image is not in type of uint8, but got: {img.dtype.name}")
        return super()._apply(img)


class RandomInvert(_RandomApply):
    def __init__(self, prob: float = 0.5) -> None:
        from .augment import Invert

        self.prob = C.check_prob(prob)
        self._op = Invert()

    def _apply(self, img: np.ndarray) -> np.ndarray:
        if img.ndim != 3:
            raise PipelineError(f"RandomInvert: image shape is not <H,W,C>, got rank: {img.ndim}")
        return super()._apply(img)


class RandomPosterize(_ImageOp):
    """Posterize to a bit depth drawn from ``bits`` (min, max)."""

    def __init__(self, bits: Any = (8, 8)) -> None:
        if bits is not None:
            C.type_check(bits, (list, tuple, int), "bits")
        if isinstance(bits, int):
            C.check_value(bits, (1, 8))
            bits = (bits, bits)
        else:
            if len(bits) != 2:
                raise TypeError("Size of bits should be a single integer or a list/tuple (min, max) of length 2.")
            for b in bits:
                C.check_uint8(b, "bits")
            C.check_range(bits, (1, 8))
        self.bits = tuple(bits)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        lo, hi = self.bits
        bits = lo if lo == hi else lo + mt19937_uniform(op_engine(self), hi - lo)   # MindSpore draws for a range only
        return posterize(_posterize_image(img), bits)


class RandomSolarize(_ImageOp):
    """Solarize the values inside a (lo, hi) range whose ends are drawn from ``threshold`` (min, max); equal
    ends mean 'at or above'."""

    def __init__(self, threshold: Tuple[int, int] = (0, 255)) -> None:
        C.type_check(threshold, (tuple,), "threshold")
        C.type_check_list(threshold, (int,), "threshold")
        if len(threshold) != 2:
            raise ValueError("threshold must be a sequence of two numbers.")
        for t in threshold:
            C.check_value(t, (0, 255))
        if threshold[1] < threshold[0]:
            raise ValueError("threshold must be in min max format numbers.")
        self.threshold = threshold

    def _apply(self, img: np.ndarray) -> np.ndarray:
        g, lo = op_engine(self), self.threshold[0]
        a = lo + mt19937_uniform(g, self.threshold[1] - lo)
        b = lo + mt19937_uniform(g, self.threshold[1] - lo)
        return Solarize([min(a, b), max(a, b)])._apply(img)


_COLOR_EPS = 0.00195     # RandomColor's "half a level of an 8-bit image"


class RandomColor(_DualOperation):
    """Blend with the grayscale image by a factor drawn from ``degrees`` (0 gray, 1 original)."""

    def __init__(self, degrees: Sequence[float] = (0.1, 1.9)) -> None:
        self.degrees = C.check_degrees_pair(degrees)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        if img.ndim != 3 or img.shape[2] != 3:
            raise PipelineError(f"RandomColor: image shape is not <H,W,C> or channel is not 3, got rank: {img.ndim}, "
                                f"and shape: <{','.join(str(d) for d in img.shape)}>")
        t = float(uniform_float(op_engine(self), *self.degrees))
        if abs(t - 1.0) < _COLOR_EPS:     # MindSpore: the image itself, or for a factor of 0 the gray image
            return img
        if abs(t) < _COLOR_EPS:
            return np.repeat(_gray(img)[..., None], 3, axis=2).astype(img.dtype)
        # MindSpore's RandomColor: addWeighted(img, t, gray, 1 - t) (AdjustSaturation has the operands swapped,
        # which rounds differently)
        return add_weighted(img, t, _gray(img)[..., None], np.float32(1) - np.float32(t), img.dtype)

    def _execute_py(self, img: Any) -> Any:
        from PIL import ImageEnhance

        v = (self.degrees[1] - self.degrees[0]) * pyrandom.random() + self.degrees[0]
        return ImageEnhance.Color(img).enhance(v)


class RandomSharpness(_DualOperation):
    """AdjustSharpness by a factor drawn from ``degrees``."""

    def __init__(self, degrees: Sequence[float] = (0.1, 1.9)) -> None:
        self.degrees = C.check_degrees_pair(degrees)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        img = _sharp_image(img)
        return adjust_sharpness(img, float(_centred_uniform(op_engine(self), *self.degrees)))

    def _execute_py(self, img: Any) -> Any:
        from PIL import ImageEnhance

        v = (self.degrees[1] - self.degrees[0]) * pyrandom.random() + self.degrees[0]
        return ImageEnhance.Sharpness(img).enhance(v)


_PCA = np.array([[55.46 * -0.5675, 4.794 * 0.7192, 1.148 * 0.4009],
                 [55.46 * -0.5808, 4.794 * -0.0045, 1.148 * -0.8140],
                 [55.46 * -0.5836, 4.794 * -0.6948, 1.148 * 0.4203]])


class RandomLighting(_DualOperation):
    """AlexNet-style PCA lighting noise: add ``eigvec @ (alpha_i * eigval)`` with alpha_i ~ N(0, ``alpha``)."""

    def __init__(self, alpha: float = 0.05) -> None:
        C.type_check(alpha, (float, int), "alpha")
        C.check_non_negative_float32(alpha, "alpha")
        self.alpha = float(alpha)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        if img.ndim != 3 or img.shape[2] != 3:
            raise PipelineError(f"RandomLighting: input tensor is not in shape of <H,W,C> or channel is not 3, got "
                                f"rank: {img.ndim}, and shape: <{','.join(str(d) for d in img.shape)}>")
        g = op_engine(self)
        shift = _PCA @ np.array([float(member_normal_float(g, 0.0, self.alpha)) for _ in range(3)])
        return _saturate(img.astype(np.float64) + shift, img.dtype)

    def _execute_py(self, img: Any) -> Any:
        from PIL import Image

        if img.mode != "RGB":
            img = img.convert("RGB")
        alphas = [np.random.normal(loc=0.0, scale=self.alpha) for _ in range(3)]
        arr = np.array(img).astype(np.float64) + _PCA @ np.array(alphas)
        return Image.fromarray(np.uint8(np.minimum(np.maximum(arr, 0), 255)))


class RandomResize(_ImageOp):
    """Resize to ``size`` with an interpolation drawn from bilinear, nearest, bicubic and area."""

    def __init__(self, size: Any) -> None:
        C.check_resize_size(size)
        self.size = size

    def _apply(self, img: np.ndarray) -> np.ndarray:
        from .transforms import Resize

        inter = [Inter.BILINEAR, Inter.NEAREST, Inter.BICUBIC, Inter.AREA][mt19937_uniform(op_engine(self), 3)]
        return Resize(self.size, inter)._apply(img)


class RandomGrayscale(PyTensorOperation):
    """Grayscale with probability ``prob`` (PIL images; 3 channels stay 3)."""

    _python_only = True

    def __init__(self, prob: float = 0.1) -> None:
        self.prob = C.check_prob(prob)

    def __call__(self, img: Any) -> Any:
        from PIL import Image

        if not _is_pil(img):
            raise TypeError(f"img should be PIL image. Got {type(img)}.")
        channels = 1 if img.mode == "L" else 3
        if self.prob > pyrandom.random():
            gray = img.convert("L")
            if channels == 1:
                return gray
            g = np.array(gray, np.uint8)
            return Image.fromarray(np.dstack([g, g, g]), "RGB")
        return img


class RandomPerspective(PyTensorOperation):
    """A random perspective warp of a PIL image with probability ``prob``."""

    _python_only = True

    def __init__(self, distortion_scale: float = 0.5, prob: float = 0.5, interpolation: Inter = Inter.BICUBIC) -> None:
        C.type_check(distortion_scale, (float,), "distortion_scale")
        C.type_check(prob, (float,), "prob")
        C.check_value(distortion_scale, (0.0, 1.0), "distortion_scale")
        C.check_value(prob, (0.0, 1.0), "prob")
        C.check_inter(interpolation)
        self.distortion_scale, self.prob, self.interpolation = distortion_scale, prob, interpolation

    def __call__(self, img: Any) -> Any:
        if not _is_pil(img):
            raise ValueError("Input image should be a Pillow image.")
        if self.prob > pyrandom.random():
            w, h = img.size
            hw, hh = int(w / 2 * self.distortion_scale), int(h / 2 * self.distortion_scale)
            tl = (pyrandom.randint(0, hw), pyrandom.randint(0, hh))
            tr = (pyrandom.randint(w - hw - 1, w - 1), pyrandom.randint(0, hh))
            br = (pyrandom.randint(w - hw - 1, w - 1), pyrandom.randint(h - hh - 1, h - 1))
            bl = (pyrandom.randint(0, hw), pyrandom.randint(h - hh - 1, h - 1))
            start = [(0, 0), (w - 1, 0), (w - 1, h - 1), (0, h - 1)]
            return _pil_perspective(img, start, [tl, tr, br, bl], self.interpolation)
        return img


class RandomErasing(_NumpyOnlyOp):
    """Erase a random rectangle of a CHW numpy image with probability ``prob`` (value, per-channel values or
    ``'random'`` normal noise)."""

    _int64_images = True

    _python_only = True

    _msg_end = "."

    def __init__(self, prob: float = 0.5, scale: Sequence[float] = (0.02, 0.33), ratio: Sequence[float] = (0.3, 3.3),
                 value: Any = 0, inplace: bool = False, max_attempts: int = 10) -> None:
        C.type_check(prob, (float, int), "prob")
        C.type_check_list(scale, (float, int), "scale")
        if len(scale) != 2:
            raise TypeError("scale should be a list or tuple of length 2.")
        C.type_check_list(ratio, (float, int), "ratio")
        if len(ratio) != 2:
            raise TypeError("ratio should be a list or tuple of length 2.")
        C.type_check(value, (int, list, tuple, str), "value")
        C.type_check(inplace, (bool,), "inplace")
        C.type_check(max_attempts, (int,), "max_attempts")
        if not (C.is_number(value) or value == "random" or (isinstance(value, (tuple, list)) and len(value) == 3)):
            raise ValueError("The value for erasing should be either a single value, or a string 'random', or a "
                             "sequence of 3 elements for RGB respectively.")
        C.check_value(prob, (0.0, 1.0), "prob")
        if scale[0] > scale[1]:
            raise ValueError("scale should be in (min,max) format. Got (max,min).")
        C.check_range(scale, (0, C.FLOAT_MAX_INTEGER))
        C.check_positive(scale[1], "scale[1]")
        if ratio[0] > ratio[1]:
            raise ValueError("ratio should be in (min,max) format. Got (max,min).")
        C.check_value(ratio[0], (0, C.FLOAT_MAX_INTEGER), left_open=True)
        C.check_value(ratio[1], (0, C.FLOAT_MAX_INTEGER), left_open=True)
        if isinstance(value, int):
            C.check_value(value, (0, 255))
        if isinstance(value, (list, tuple)):
            for v in value:
                C.type_check(v, (int,), "value")
                C.check_value(v, (0, 255), "value")
        C.check_value(max_attempts, (1, C.FLOAT_MAX_INTEGER))
        self.prob, self.scale, self.ratio, self.value = prob, scale, ratio, value
        self.inplace, self.max_attempts = inplace, max_attempts

    def _apply(self, img: np.ndarray) -> np.ndarray:
        if not self.prob > pyrandom.random():
            return img
        c, h, w = img.shape
        area = h * w
        for _ in range(self.max_attempts):
            erase_area = pyrandom.uniform(self.scale[0], self.scale[1]) * area
            aspect = pyrandom.uniform(self.ratio[0], self.ratio[1])
            ew = int(round(math.sqrt(erase_area * aspect)))
            eh = int(round(ew / aspect))
            if eh < h and ew < w:
                i, j = pyrandom.randint(0, h - eh), pyrandom.randint(0, w - ew)
                if isinstance(self.value, numbers.Number):
                    fill: Any = self.value
                elif isinstance(self.value, str):
                    fill = np.random.normal(loc=0.0, scale=1.0, size=(c, eh, ew))
                else:
                    fill = np.ones((c, eh, ew)) * np.array(self.value)[:, None, None]
                out = img if self.inplace else img.copy()
                out[:, i:i + eh, j:j + ew] = fill
                return out
        return img


class MixUp(PyTensorOperation):
    """Mix a batch of images and one-hot labels with its circular shift (``is_single``) or with the previous
    batch, weights ~ Beta(alpha, alpha) drawn from numpy's global generator as MindSpore does."""

    _python_only = True

    def __init__(self, batch_size: int, alpha: float, is_single: bool = True) -> None:
        C.type_check(is_single, (bool,), "is_single")
        C.type_check(batch_size, (int,), "batch_size")
        C.type_check(alpha, (int, float), "alpha")
        C.check_value(batch_size, (1, C.FLOAT_MAX_INTEGER))
        C.check_positive(alpha, "alpha")
        self.batch_size, self.alpha, self.is_single = batch_size, alpha, is_single
        self.image: Any = 0
        self.label: Any = 0
        self.is_first = True

    def __call__(self, image: Any, label: Any) -> Any:
        return self._apply(np.asarray(image), np.asarray(label))

    def _apply(self, image: np.ndarray, label: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:
        n = self.batch_size
        lam = np.random.beta(self.alpha, self.alpha, n)
        if self.is_single:
            shift = list(range(1, n)) + [0]
            other_img, other_label = image[shift, ...], label[shift, ...]
        else:
            if self.is_first:
                lam = np.ones(n)
                self.is_first = False
            other_img, other_label = self.image, self.label
        lam_img = lam.reshape((n, 1, 1, 1))
        mix_img = lam_img * image + (1 - lam_img) * other_img
        lam_label = lam.reshape((n, 1))
        mix_label = lam_label * label + (1 - lam_label) * other_label
        if not self.is_single:
            self.image, self.label = mix_img, mix_label
        return mix_img, mix_label


# -- augmentation policies ---------------------------------------------------------------------------------------
def _fill3(fill_value: Any) -> Tuple[int, int, int]:
    C.check_fill_value(fill_value)
    return tuple([fill_value] * 3) if isinstance(fill_value, int) else tuple(fill_value)


def _shear_degrees(mag: float) -> float:
    """MindSpore's shear angle for a shear magnitude: ``mag * 180 / pi`` in float (the magnitude taken as radians)."""
    return float(np.float32(float(np.float32(mag) * np.float32(180)) / math.pi))


def _apply_aug(img: np.ndarray, name: str, mag: float, interpolation: Inter, fill: Tuple[int, ...]) -> np.ndarray:
    """One operation of the AutoAugment family at magnitude ``mag``."""
    fill_v: Any = fill if img.ndim == 3 and img.shape[2] == 3 else fill[0]
    if name == "ShearX":
        return _affine(img, 0.0, (0.0, 0.0), 1.0, (_shear_degrees(mag), 0.0), interpolation, fill_v)
    if name == "ShearY":
        return _affine(img, 0.0, (0.0, 0.0), 1.0, (0.0, _shear_degrees(mag)), interpolation, fill_v)
    if name == "TranslateX":
        return _affine(img, 0.0, (int(mag) / img.shape[1], 0.0), 1.0, (0.0, 0.0), interpolation, fill_v)
    if name == "TranslateY":
        return _affine(img, 0.0, (0.0, int(mag) / img.shape[0]), 1.0, (0.0, 0.0), interpolation, fill_v)
    if name == "Rotate":
        return _affine(img, -mag, (0.0, 0.0), 1.0, (0.0, 0.0), interpolation, fill_v)
    if name == "Brightness":
        return adjust_brightness(img, 1.0 + mag)
    if name == "Color":
        return adjust_saturation(img, 1.0 + mag) if img.ndim == 3 else img
    if name == "Contrast":
        return adjust_contrast(img, 1.0 + mag) if img.ndim == 3 else img
    if name == "Sharpness":
        return adjust_sharpness(img, 1.0 + mag)
    if name == "Posterize":
        return posterize(img, int(mag))
    if name == "Solarize":
        return Solarize(float(min(max(mag, 0.0), 255.0)))._apply(img)
    if name == "AutoContrast":
        return auto_contrast(img, 0.0, [])
    if name == "Equalize":
        return Equalize()._apply(img)
    if name == "Invert":
        return 255 - img
    return img


def _linspace(start: float, end: float, n: int, scale: float = 1.0, offset: float = 0.0,
              rounded: bool = False) -> np.ndarray:
    """MindSpore's float ``Linspace`` of the augmentation spaces: ``(start + i * step) * scale + offset`` in float,
    rounded half to even where asked."""
    f32 = np.float32
    step = f32(0) if n == 1 else f32((f32(end) - f32(start)) / f32(n - 1))
    out = (f32(start) + np.arange(n, dtype=f32) * step) * f32(scale) + f32(offset)
    return np.round(out) if rounded else out


def _magnitudes(bins: int, h: int, w: int, solarize: float = 255.0) -> dict:
    """RandAugment's (and AutoAugment's, its Solarize from 256) operations and magnitudes, in MindSpore's order
    (its ``std::map``: by name)."""
    f32 = np.float32
    lin = lambda hi: _linspace(0.0, hi, bins)  # noqa: E731
    space = {"Identity": None, "ShearX": lin(0.3), "ShearY": lin(0.3),
             "TranslateX": lin(f32(150.0) / f32(331) * f32(w)),
             "TranslateY": lin(f32(150.0) / f32(331) * f32(h)), "Rotate": lin(30.0), "Brightness": lin(0.9),
             "Color": lin(0.9), "Contrast": lin(0.9), "Sharpness": lin(0.9),
             "Posterize": _linspace(0.0, bins - 1.0, bins, f32(-4.0) / (f32(bins) - f32(1)), 8, True).astype(int),
             "Solarize": _linspace(solarize, 0.0, bins), "AutoContrast": None, "Equalize": None}
    return dict(sorted(space.items()))


def _rand_int(g: MT19937, low: int, high: int) -> int:
    """RandAugment's and TrivialAugmentWide's ``RandInt``: a draw in [low, high] folded by ``% (high - low)``."""
    return (low + mt19937_uniform(g, high - low)) % (high - low) + low


_SIGNED = {"ShearX", "ShearY", "TranslateX", "TranslateY", "Rotate", "Brightness", "Color", "Contrast", "Sharpness"}


def _aug_image(img: np.ndarray, op: str) -> np.ndarray:
    if op == "AutoAugment":
        if img.ndim != 3:
            raise PipelineError(f"AutoAugment: input tensor is not in shape of <H,W,C>, but got rank: {img.ndim}")
        return _u8(_hwc(img, op, (3,), allow_2d=False), op)
    return _check_image(img, op, dims=(3,), channels=(3,), types=("uint8",))


def _check_bins_inter(num_magnitude_bins: Any, interpolation: Any, fill_value: Any) -> Tuple[int, int, int]:
    C.type_check(num_magnitude_bins, (int,), "num_magnitude_bins")
    C.check_value(num_magnitude_bins, (2, C.FLOAT_MAX_INTEGER), "num_magnitude_bins")
    C.check_inter(interpolation)
    return _fill3(fill_value)


class RandAugment(_ImageOp):
    """``num_ops`` operations drawn uniformly from the RandAugment list, each at ``magnitude`` (random sign)."""

    def __init__(self, num_ops: int = 2, magnitude: int = 9, num_magnitude_bins: int = 31,
                 interpolation: Inter = Inter.NEAREST, fill_value: Any = 0) -> None:
        C.type_check(num_ops, (int,), "num_ops")
        C.check_value(num_ops, (0, C.FLOAT_MAX_INTEGER), "num_ops")
        C.type_check(num_magnitude_bins, (int,), "num_magnitude_bins")
        C.check_value(num_magnitude_bins, (2, C.FLOAT_MAX_INTEGER), "num_magnitude_bins")
        C.type_check(magnitude, (int,), "magnitude")
        C.check_value(magnitude, (0, num_magnitude_bins), "magnitude", right_open=True)
        C.check_inter(interpolation)
        self.fill_value = _fill3(fill_value)
        self.num_ops, self.magnitude, self.num_magnitude_bins = num_ops, magnitude, num_magnitude_bins
        self.interpolation = interpolation

    def _apply(self, img: np.ndarray) -> np.ndarray:
        _aug_image(img, "RandAugment")
        g = op_engine(self)
        space = _magnitudes(self.num_magnitude_bins, img.shape[0], img.shape[1])
        names = list(space)
        for _ in range(self.num_ops):
            name = names[_rand_int(g, 0, len(names))]
            mags = space[name]
            mag = float(mags[self.magnitude]) if mags is not None else 0.0
            if _rand_int(g, 0, 2) and name in _SIGNED:
                mag = -mag
            img = _apply_aug(img, name, mag, self.interpolation, self.fill_value)
        return img


class TrivialAugmentWide(_ImageOp):
    """One operation drawn uniformly from the wide list at a random magnitude bin (random sign)."""

    def __init__(self, num_magnitude_bins: int = 31, interpolation: Inter = Inter.NEAREST, fill_value: Any = 0) -> None:
        self.fill_value = _check_bins_inter(num_magnitude_bins, interpolation, fill_value)
        self.num_magnitude_bins, self.interpolation = num_magnitude_bins, interpolation

    def _apply(self, img: np.ndarray) -> np.ndarray:
        _aug_image(img, "TrivialAugmentWide")
        g = op_engine(self)
        bins = self.num_magnitude_bins
        lin = lambda hi: _linspace(0.0, hi, bins)  # noqa: E731
        space = {"Identity": None, "ShearX": lin(0.99), "ShearY": lin(0.99), "TranslateX": lin(32.0),
                 "TranslateY": lin(32.0), "Rotate": lin(135.0), "Brightness": lin(0.99), "Color": lin(0.99),
                 "Contrast": lin(0.99), "Sharpness": lin(0.99),
                 "Posterize": _linspace(0.0, bins - 1.0, bins, np.float32(-6.0) / (np.float32(bins) - np.float32(1)), 8,
                                        True).astype(int),
                 "Solarize": _linspace(255.0, 0.0, bins), "AutoContrast": None, "Equalize": None}
        names = sorted(space)                 # MindSpore's std::map order
        name = names[_rand_int(g, 0, len(names))]
        mags = space[name]
        mag = float(mags[_rand_int(g, 0, len(mags))]) if mags is not None else 0.0
        if _rand_int(g, 0, 2) and name in _SIGNED:
            mag = -mag
        return _apply_aug(img, name, mag, self.interpolation, self.fill_value)


# (operation, probability, magnitude bin of 10) pairs of the published AutoAugment policies
_POLICIES = {
    AutoAugmentPolicy.IMAGENET: [
        (("Posterize", 0.4, 8), ("Rotate", 0.6, 9)), (("Solarize", 0.6, 5), ("AutoContrast", 0.6, None)),
        (("Equalize", 0.8, None), ("Equalize", 0.6, None)), (("Posterize", 0.6, 7), ("Posterize", 0.6, 6)),
        (("Equalize", 0.4, None), ("Solarize", 0.2, 4)), (("Equalize", 0.4, None), ("Rotate", 0.8, 8)),
        (("Solarize", 0.6, 3), ("Equalize", 0.6, None)), (("Posterize", 0.8, 5), ("Equalize", 1.0, None)),
        (("Rotate", 0.2, 3), ("Solarize", 0.6, 8)), (("Equalize", 0.6, None), ("Posterize", 0.4, 6)),
        (("Rotate", 0.8, 8), ("Color", 0.4, 0)), (("Rotate", 0.4, 9), ("Equalize", 0.6, None)),
        (("Equalize", 0.0, None), ("Equalize", 0.8, None)), (("Invert", 0.6, None), ("Equalize", 1.0, None)),
        (("Color", 0.6, 4), ("Contrast", 1.0, 8)), (("Rotate", 0.8, 8), ("Color", 1.0, 2)),
        (("Color", 0.8, 8), ("Solarize", 0.8, 7)), (("Sharpness", 0.4, 7), ("Invert", 0.6, None)),
        (("ShearX", 0.6, 5), ("Equalize", 1.0, None)), (("Color", 0.4, 0), ("Equalize", 0.6, None)),
        (("Equalize", 0.4, None), ("Solarize", 0.2, 4)), (("Solarize", 0.6, 5), ("AutoContrast", 0.6, None)),
        (("Invert", 0.6, None), ("Equalize", 1.0, None)), (("Color", 0.6, 4), ("Contrast", 1.0, 8)),
        (("Equalize", 0.8, None), ("Equalize", 0.6, None)),
    ],
    AutoAugmentPolicy.CIFAR10: [
        (("Invert", 0.1, None), ("Contrast", 0.2, 6)), (("Rotate", 0.7, 2), ("TranslateX", 0.3, 9)),
        (("Sharpness", 0.8, 1), ("Sharpness", 0.9, 3)), (("ShearY", 0.5, 8), ("TranslateY", 0.7, 9)),
        (("AutoContrast", 0.5, None), ("Equalize", 0.9, None)), (("ShearY", 0.2, 7), ("Posterize", 0.3, 7)),
        (("Color", 0.4, 3), ("Brightness", 0.6, 7)), (("Sharpness", 0.3, 9), ("Brightness", 0.7, 9)),
        (("Equalize", 0.6, None), ("Equalize", 0.5, None)), (("Contrast", 0.6, 7), ("Sharpness", 0.6, 5)),
        (("Color", 0.7, 7), ("TranslateX", 0.5, 8)), (("Equalize", 0.3, None), ("AutoContrast", 0.4, None)),
        (("TranslateY", 0.4, 3), ("Sharpness", 0.2, 6)), (("Brightness", 0.9, 6), ("Color", 0.2, 8)),
        (("Solarize", 0.5, 2), ("Invert", 0.0, None)), (("Equalize", 0.2, None), ("AutoContrast", 0.6, None)),
        (("Equalize", 0.2, None), ("Equalize", 0.6, None)), (("Color", 0.9, 9), ("Equalize", 0.6, None)),
        (("AutoContrast", 0.8, None), ("Solarize", 0.2, 8)), (("Brightness", 0.1, 3), ("Color", 0.7, 0)),
        (("Solarize", 0.4, 5), ("AutoContrast", 0.9, None)), (("TranslateY", 0.9, 9), ("TranslateY", 0.7, 9)),
        (("AutoContrast", 0.9, None), ("Solarize", 0.8, 3)), (("Equalize", 0.8, None), ("Invert", 0.1, None)),
        (("TranslateY", 0.7, 9), ("AutoContrast", 0.9, None)),
    ],
    AutoAugmentPolicy.SVHN: [
        (("ShearX", 0.9, 4), ("Invert", 0.2, None)), (("ShearY", 0.9, 8), ("Invert", 0.7, None)),
        (("Equalize", 0.6, None), ("Solarize", 0.6, 6)), (("Invert", 0.9, None), ("Equalize", 0.6, None)),
        (("Equalize", 0.6, None), ("Rotate", 0.9, 3)), (("ShearX", 0.9, 4), ("AutoContrast", 0.8, None)),
        (("ShearY", 0.9, 8), ("Invert", 0.4, None)), (("ShearY", 0.9, 5), ("Solarize", 0.2, 6)),
        (("Invert", 0.9, None), ("AutoContrast", 0.8, None)), (("Equalize", 0.6, None), ("Rotate", 0.9, 3)),
        (("ShearX", 0.9, 4), ("Solarize", 0.3, 3)), (("ShearY", 0.8, 8), ("Invert", 0.7, None)),
        (("Equalize", 0.9, None), ("TranslateY", 0.6, 6)), (("Invert", 0.9, None), ("Equalize", 0.6, None)),
        (("Contrast", 0.3, 3), ("Rotate", 0.8, 4)), (("Invert", 0.8, None), ("TranslateY", 0.0, 2)),
        (("ShearY", 0.7, 6), ("Solarize", 0.4, 8)), (("Invert", 0.6, None), ("Rotate", 0.8, 4)),
        (("ShearY", 0.3, 7), ("TranslateX", 0.9, 3)), (("ShearX", 0.1, 6), ("Invert", 0.6, None)),
        (("Solarize", 0.7, 2), ("TranslateY", 0.6, 7)), (("ShearY", 0.8, 4), ("Invert", 0.8, None)),
        (("ShearX", 0.7, 9), ("TranslateY", 0.8, 3)), (("ShearY", 0.8, 5), ("AutoContrast", 0.7, None)),
        (("ShearX", 0.7, 2), ("Invert", 0.1, None)),
    ],
}


class AutoAugment(_ImageOp):
    """A sub-policy drawn from the learned ``policy``, each of its two operations applied with its probability
    (random sign)."""

    def __init__(self, policy: AutoAugmentPolicy = AutoAugmentPolicy.IMAGENET, interpolation: Inter = Inter.NEAREST,
                 fill_value: Any = 0) -> None:
        C.type_check(policy, (AutoAugmentPolicy,), "policy")
        C.check_inter(interpolation)
        self.fill_value = _fill3(fill_value)
        self.policy, self.interpolation = policy, interpolation

    def _apply(self, img: np.ndarray) -> np.ndarray:
        _aug_image(img, "AutoAugment")
        g = op_engine(self)         # MindSpore: the sub-policy, two float probabilities, two signs
        subs = _POLICIES[self.policy]
        sub = subs[mt19937_uniform(g, len(subs) - 1)]
        probs = [uniform_float(g, 0.0, 1.0) for _ in range(2)]
        signs = [mt19937_uniform(g, 1) for _ in range(2)]
        space = _magnitudes(10, img.shape[0], img.shape[1], solarize=256.0)
        space["Invert"] = None
        for (name, prob, bin_), p, sign in zip(sub, probs, signs):
            if p <= np.float32(prob):
                mags = space.get(name)
                mag = float(mags[bin_]) if mags is not None and bin_ is not None else 0.0
                if name in _SIGNED and sign == 0:
                    mag = -mag
                img = _apply_aug(img, name, mag, self.interpolation, self.fill_value)
        return img


class RandomSelectSubpolicy(_ImageOp):
    """A sub-policy (list of (op, prob)) drawn uniformly; each op applied with its probability."""

    def __init__(self, policy: List[List[Tuple[Any, float]]]) -> None:
        C.type_check(policy, (list,), "policy")
        if not policy:
            raise ValueError("policy can not be empty.")
        for si, sub in enumerate(policy):
            C.type_check(sub, (list,), f"policy[{[si]}]")
            if not sub:
                raise ValueError(f"policy[{si}] can not be empty.")
            for oi, tp in enumerate(sub):
                if not (isinstance(tp, tuple) and len(tp) == 2):
                    raise ValueError(f"Value policy[{si}][{oi}] needs to be a 2-tuple.")
                if not callable(tp[0]):
                    raise TypeError(f"op of (op, prob) in policy[{si}][{oi}] is neither a c_transform op "
                                    "(TensorOperation) nor a callable pyfunc.")
                C.check_value(tp[1], (0, 1), f"prob of (op, prob) policy[{si}][{oi}]")
        self.policy = policy

    def __call__(self, *args: Any) -> Any:
        return self._apply(*args)

    def _apply(self, *cols: Any) -> Any:
        g = op_engine(self)        # MindSpore: a subpolicy, then each step applied when a double is at most prob
        sub = self.policy[mt19937_uniform(g, len(self.policy) - 1)]
        for op, prob in sub:
            if uniform_double(g, 0.0, 1.0) <= prob:
                out = op(*cols)
                cols = tuple(out) if isinstance(out, tuple) else (out,)
        return cols[0] if len(cols) == 1 else cols


# -- bounding boxes ----------------------------------------------------------------------------------------------
def _check_bbox(img: np.ndarray, bbox: np.ndarray, op: str) -> np.ndarray:
    """MindSpore's BoundingBox checks: a float32 (N, >= 4) matrix of (x, y, w, h, ...) inside the image."""
    if bbox.ndim < 2:
        raise PipelineError(f"BoundingBox: bounding boxes should have to be two-dimensional matrix at least, but got "
                            f"{bbox.ndim} dimension.")
    if bbox.shape[1] < 4:
        raise PipelineError(f"BoundingBox: bounding boxes should be have at least 4 features, but got: "
                            f"{bbox.shape[1]}")
    if bbox.dtype != np.float32:
        raise PipelineError("Template type and Tensor type are not compatible")
    h, w = img.shape[:2]
    for b in bbox:
        if b[0] < 0 or b[1] < 0:
            raise PipelineError(f"BoundingBox: the coordinates of the bounding boxes has negative value, got: "
                                f"({b[0]:.6f},{b[1]:.6f}).")
        if b[0] + b[2] > w or b[1] + b[3] > h:
            raise PipelineError(f"BoundingBox: bounding boxes is out of bounds of the image, as image width: {w}, "
                                f"bbox width coordinate: {b[0] + b[2]:.6f}, and image height: {h}, bbox height "
                                f"coordinate: {b[1] + b[3]:.6f}")
    return bbox


class _FlipWithBBox(_ImageOp):
    """Flip the image and its boxes along ``_axis`` (1: left-right, 0: top-bottom) with probability ``prob``."""

    _axis = 1

    def __init__(self, prob: float = 0.5) -> None:
        self.prob = C.check_prob(prob)

    def _apply(self, img: np.ndarray, bbox: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:
        _check_bbox(_image(img, type(self).__name__), bbox, type(self).__name__)
        if bernoulli(op_engine(self), self.prob):
            out = bbox.copy()
            pos = 1 - self._axis  # x (column 0) for a left-right flip, y (column 1) for top-bottom
            out[:, pos] = img.shape[self._axis] - bbox[:, pos] - bbox[:, pos + 2]
            return np.flip(img, self._axis).copy(), out
        return img, bbox


class RandomHorizontalFlipWithBBox(_FlipWithBBox):
    _axis = 1


class RandomVerticalFlipWithBBox(_FlipWithBBox):
    _axis = 0


def _resize_shape(size: Any, h: int, w: int) -> Tuple[int, int]:
    if isinstance(size, int):
        return (size, int(w * size / h)) if h <= w else (int(h * size / w), size)
    return int(size[0]), int(size[1])


def _resize_with_bbox(img: np.ndarray, bbox: np.ndarray, size: Any, inter: Inter) -> Tuple[np.ndarray, np.ndarray]:
    h, w = img.shape[:2]
    nh, nw = _resize_shape(size, h, w)
    out = bbox.copy()
    out[:, 0] = bbox[:, 0] * np.float32(nw / w)
    out[:, 2] = bbox[:, 2] * np.float32(nw / w)
    out[:, 1] = bbox[:, 1] * np.float32(nh / h)
    out[:, 3] = bbox[:, 3] * np.float32(nh / h)
    return resize(img, nh, nw, inter), out


class ResizeWithBBox(_ImageOp):
    def __init__(self, size: Any, interpolation: Inter = Inter.LINEAR) -> None:
        if interpolation is None:
            raise KeyError("Interpolation should not be None")
        C.check_resize_size(size)
        C.check_inter(interpolation)
        self.size, self.interpolation = size, interpolation

    def _apply(self, img: np.ndarray, bbox: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:
        _check_bbox(_image(img, "ResizeWithBBox"), bbox, "ResizeWithBBox")
        return _resize_with_bbox(img, bbox, self.size, self.interpolation)


class RandomResizeWithBBox(_ImageOp):
    def __init__(self, size: Any) -> None:
        C.check_resize_size(size)
        self.size = size

    def _apply(self, img: np.ndarray, bbox: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:
        _check_bbox(_image(img, "RandomResizeWithBBox"), bbox, "RandomResizeWithBBox")
        inter = [Inter.BILINEAR, Inter.NEAREST, Inter.BICUBIC, Inter.AREA][mt19937_uniform(op_engine(self), 3)]
        return _resize_with_bbox(img, bbox, self.size, inter)


def _crop_bbox(bbox: np.ndarray, top: int, left: int, ch: int, cw: int) -> np.ndarray:
    """Boxes clipped to the crop window (coordinates relative to it); boxes wholly outside are dropped (MindSpore
    keeps a box that only touches the window, as one of zero width or height)."""
    x0, y0 = bbox[:, 0] - left, bbox[:, 1] - top
    x1, y1 = x0 + bbox[:, 2], y0 + bbox[:, 3]
    keep = (x1 >= 0) & (y1 >= 0) & (x0 <= cw) & (y0 <= ch)
    out = bbox[keep].copy()
    cx0, cy0 = np.clip(x0[keep], 0, cw), np.clip(y0[keep], 0, ch)
    cx1, cy1 = np.clip(x1[keep], 0, cw), np.clip(y1[keep], 0, ch)
    out[:, 0], out[:, 1], out[:, 2], out[:, 3] = cx0, cy0, cx1 - cx0, cy1 - cy0
    return out


class RandomCropWithBBox(_ImageOp):
    def __init__(self, size: Any, padding: Any = None, pad_if_needed: bool = False, fill_value: Any = 0,
                 padding_mode: Border = Border.CONSTANT) -> None:
        from .transforms import _padding4

        self.size = C.check_crop_size(size)
        C.type_check(pad_if_needed, (bool,), "pad_if_needed")
        if padding is not None:
            C.type_check(padding, (tuple, list, numbers.Number), "padding")
            if isinstance(padding, numbers.Number):
                C.type_check(padding, (int,), "padding")
                C.check_value(padding, (0, C.INT32_MAX), "padding")
            else:
                if len(padding) not in (2, 4):
                    raise ValueError("The size of the padding list or tuple should be 2 or 4.")
                for i, p in enumerate(padding):
                    C.type_check(p, (int,), f"padding[{i}]")
                    C.check_value(p, (0, C.INT32_MAX), "pad_value")
        if fill_value is not None:
            C.check_fill_value(fill_value)
        if padding_mode is not None:
            C.type_check(padding_mode, (Border,), "padding_mode")
        self.padding = (0, 0, 0, 0) if padding is None else _padding4(padding)
        self.pad_if_needed, self.fill_value, self.padding_mode = pad_if_needed, fill_value, padding_mode

    def _apply(self, img: np.ndarray, bbox: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:
        _check_bbox(_image(img, "RandomCropWithBBox"), bbox, "RandomCropWithBBox")
        left, top, right, bottom = self.padding
        bbox = bbox.copy()
        bbox[:, 0] += left
        bbox[:, 1] += top
        img = pad_image(img, top, bottom, left, right, self.fill_value, self.padding_mode)
        ch, cw = self.size
        h, w = img.shape[:2]
        if self.pad_if_needed and (h < ch or w < cw):
            ph, pw = max(ch - h, 0), max(cw - w, 0)
            img = pad_image(img, ph, ph, pw, pw, self.fill_value, self.padding_mode)
            bbox[:, 0] += pw
            bbox[:, 1] += ph
            h, w = img.shape[:2]
        if ch > h or cw > w:
            raise PipelineError(f"RandomCropWithBBox: invalid crop size, crop size is bigger than the image "
                                f"dimensions, got crop height: {ch}, crop width: {cw}")
        if (h, w) == (ch, cw):        # nothing to choose: MindSpore draws nothing
            return img, bbox
        g = op_engine(self)           # as RandomCrop: the left offset, then the top
        left_c = mt19937_uniform(g, w - cw)
        top_c = mt19937_uniform(g, h - ch)
        return img[top_c:top_c + ch, left_c:left_c + cw].copy(), _crop_bbox(bbox, top_c, left_c, ch, cw)


class RandomResizedCropWithBBox(_ImageOp):
    def __init__(self, size: Any, scale: Sequence[float] = (0.08, 1.0), ratio: Sequence[float] = (3. / 4., 4. / 3.),
                 interpolation: Inter = Inter.BILINEAR, max_attempts: int = 10) -> None:
        if interpolation is not None:
            C.check_inter(interpolation)
        self.size = C.check_crop_size(size)
        C.type_check(scale, (tuple, list), "scale")
        if len(scale) != 2:
            raise TypeError("scale should be a list/tuple of length 2.")
        C.type_check_list(scale, (float, int), "scale")
        if scale[0] > scale[1]:
            raise ValueError("scale should be in (min,max) format. Got (max,min).")
        C.check_range(scale, (0, C.FLOAT_MAX_INTEGER))
        C.check_positive(scale[1], "scale[1]")
        C.type_check(ratio, (tuple, list), "ratio")
        if len(ratio) != 2:
            raise TypeError("ratio should be a list/tuple of length 2.")
        for i, r in enumerate(ratio):
            C.type_check(r, (float, int), f"ratio[{i}]")
            C.check_value(r, (0, C.FLOAT_MAX_INTEGER), f"ratio[{i}]", left_open=True)
        if ratio[0] > ratio[1]:
            raise ValueError("ratio should be in (min,max) format. Got (max,min).")
        C.check_int_range(max_attempts, 1, C.INT32_MAX, "max_attempts")
        self.scale, self.ratio, self.interpolation, self.max_attempts = tuple(scale), tuple(ratio), interpolation, \
            max_attempts

    def _apply(self, img: np.ndarray, bbox: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:
        from .transforms import random_resized_crop_box

        _check_bbox(_image(img, "RandomResizedCropWithBBox"), bbox, "RandomResizedCropWithBBox")
        top, left, ch, cw = random_resized_crop_box(img.shape[0], img.shape[1], self.scale, self.ratio,
                                                    self.max_attempts, op_engine(self))
        cropped = _crop_bbox(bbox, top, left, ch, cw)
        return _resize_with_bbox(img[top:top + ch, left:left + cw], cropped, tuple(self.size), self.interpolation)


class BoundingBoxAugment(_ImageOp):
    """Apply ``transform`` to the region of each box with probability ``ratio``."""

    def __init__(self, transform: Any, ratio: float = 0.3) -> None:
        C.type_check(ratio, (float, int), "ratio")
        C.check_value(ratio, (0.0, 1.0), "ratio")
        if not isinstance(transform, PyTensorOperation):
            raise TypeError(f"Argument transform with value {transform} is not of type [<class "
                            "'mindspore._c_dataengine.TensorOp'>, <class 'mindspore._c_dataengine.TensorOperation'>], "
                            f"but got {type(transform)}.")
        self.transform, self.ratio = transform, float(ratio)

    def _apply(self, img: np.ndarray, bbox: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:
        _check_bbox(_image(img, "BoundingBoxAugment"), bbox, "BoundingBoxAugment")
        g = op_engine(self)
        out = img.copy()
        for i in range(bbox.shape[0]):      # MindSpore: each box in turn with probability ratio (a float draw)
            if not uniform_float(g, 0.0, 1.0) < self.ratio:
                continue
            x, y, w, h = (int(v) for v in bbox[i, :4])
            if w <= 0 or h <= 0:
                continue
            patch = np.asarray(self.transform(out[y:y + h, x:x + w].copy()))
            if patch.shape == out[y:y + h, x:x + w].shape:
                out[y:y + h, x:x + w] = patch
        return out, bbox


__all__ = ["AdjustGamma", "AdjustSharpness", "AutoAugment", "AutoContrast", "BoundingBoxAugment", "ConvertColor",
           "Erase", "FiveCrop", "GaussianBlur", "HsvToRgb", "LinearTransformation", "MixUp", "NormalizePad",
           "PadToSize", "Perspective", "Posterize", "RandAugment", "RandomAdjustSharpness", "RandomAutoContrast",
           "RandomColor", "RandomCropWithBBox", "RandomEqualize", "RandomErasing", "RandomGrayscale",
           "RandomHorizontalFlipWithBBox", "RandomInvert", "RandomLighting", "RandomPerspective", "RandomPosterize",
           "RandomResize", "RandomResizeWithBBox", "RandomResizedCropWithBBox", "RandomSelectSubpolicy",
           "RandomSharpness", "RandomSolarize", "RandomVerticalFlipWithBBox", "ResizeWithBBox", "ResizedCrop",
           "RgbToHsv", "TrivialAugmentWide"]
