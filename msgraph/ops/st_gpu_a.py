"""Ops MindSpore's st GPU op tests (tests/st/ops/gpu/test_[a-l]*.py, run on the CPU backend) use that the other op
families lack (h-gpua, session 9).

Primitives: ``AdjustHue``, ``AdjustSaturation`` (TensorFlow's HSV image adjustments, computed in float32 as
MindSpore's CPU kernels do), ``AdjustContrastv2`` ((x - mean) * factor + mean over each image's H, W).
None of them has a gradient in MindSpore.
"""
from __future__ import annotations

from typing import Any, Sequence, Tuple

import numpy as np

from ..common.aval import Aval
from ._compose import CompositePrimitive
from .registry import OpKind, define_op

_MS_NAMES = {"float16": "Float16", "float32": "Float32", "float64": "Float64", "int8": "Int8", "int16": "Int16",
             "int32": "Int32", "int64": "Int64", "uint8": "UInt8", "bool": "Bool", "complex64": "Complex64",
             "complex128": "Complex128"}


def _ms(dtype: Any) -> str:
    name = np.dtype(dtype).name
    return _MS_NAMES.get(name, name)


def _check_type(prim: str, arg: str, dtype: Any, allowed: Sequence[str]) -> None:
    """MindSpore's TypeError for an input whose dtype is not one of ``allowed`` (numpy names)."""
    if np.dtype(dtype).name not in allowed:
        names = ", ".join(f"Tensor[{_MS_NAMES[a]}]" for a in allowed)
        raise TypeError(f"For primitive[{prim}], the input argument[{arg}] must be a type of {{{names}}}, "
                        f"but got Tensor[{_ms(dtype)}].")


# --- AdjustHue / AdjustSaturation / AdjustContrastv2 ---------------------------------------------------------------
def _rgb_to_hsv(rgb: np.ndarray) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    r, g, b = rgb[..., 0], rgb[..., 1], rgb[..., 2]
    v = rgb.max(-1)
    delta = v - rgb.min(-1)
    with np.errstate(divide="ignore", invalid="ignore"):
        s = np.where(v > 0, delta / v, 0).astype(rgb.dtype)
        h = np.where(v == r, (g - b) / delta, np.where(v == g, 2 + (b - r) / delta, 4 + (r - g) / delta))
    h = np.where(delta > 0, h, 0).astype(rgb.dtype) / rgb.dtype.type(6)
    return np.where(h < 0, h + 1, h), s, v


def _hsv_to_rgb(h: np.ndarray, s: np.ndarray, v: np.ndarray) -> np.ndarray:
    h6 = h * h.dtype.type(6)
    i = np.floor(h6)
    f = h6 - i
    i = i.astype(np.int64) % 6
    p, q, t = v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f))
    r = np.choose(i, [v, q, p, p, t, v])
    g = np.choose(i, [t, v, v, q, p, p])
    b = np.choose(i, [p, p, t, v, v, q])
    return np.stack([r, g, b], -1)


def _image_check(prim: str, label: str, images: Any, factor: Any, img_arg: str, f_arg: str,
                 img_types: Sequence[str]) -> None:
    _check_type(prim, img_arg, images.dtype, img_types)
    _check_type(prim, f_arg, factor.dtype, ("float32",))
    shape = tuple(images.shape)
    if len(shape) < 3:
        raise ValueError(f"For primitive[{prim}], the dimension of {label}{'image' if prim != 'AdjustContrastv2' else 'images'}"
                         f" must be greater than or equal to 3, but got {len(shape)}.")
    if shape[-1] is not None and shape[-1] != 3:
        raise ValueError(f"For primitive[{prim}], the last dimension of {label}"
                         f"{'image' if prim != 'AdjustContrastv2' else 'images'} must be equal to 3, but got {shape[-1]}.")
    if len(tuple(factor.shape)) != 0:
        raise ValueError(f"For primitive[{prim}], the dimension of {label}{f_arg} must be equal to 0, "
                         f"but got {len(tuple(factor.shape))}.")


_HUE = ("AdjustHue", "", "images", "delta", ("float16", "float32", "float64"))
_SAT = ("AdjustSaturation", "AdjustSaturation input ", "image", "scale", ("float16", "float32", "float64"))
_CON = ("AdjustContrastv2", "AdjustContrastv2 input ", "images", "contrast_factor", ("float16", "float32"))


def _define_image_op(spec: Tuple[Any, ...], fn: Any, doc: str) -> Any:
    prim, label, img_arg, f_arg, img_types = spec
    op = define_op(prim, OpKind.OTHER, differentiable=False, doc=doc)

    @op.def_impl
    def impl(images: Any, factor: Any) -> np.ndarray:
        images, factor = np.asarray(images), np.asarray(factor)
        _image_check(prim, label, images, factor, img_arg, f_arg, img_types)
        return fn(images.astype(np.float32), np.float32(factor)).astype(images.dtype)

    @op.def_infer
    def infer(images: Aval, factor: Aval) -> Aval:
        _image_check(prim, label, images, factor, img_arg, f_arg, img_types)
        return Aval(tuple(images.shape), images.dtype)

    return op


def _adjust_hue(x: np.ndarray, delta: np.float32) -> np.ndarray:
    h, s, v = _rgb_to_hsv(x)
    h = np.mod(h + delta, np.float32(1))
    return _hsv_to_rgb(h, s, v)


def _adjust_saturation(x: np.ndarray, scale: np.float32) -> np.ndarray:
    h, s, v = _rgb_to_hsv(x)
    return _hsv_to_rgb(h, np.clip(s * scale, np.float32(0), np.float32(1)), v)


def _adjust_contrast(x: np.ndarray, factor: np.float32) -> np.ndarray:
    mean = x.mean(axis=(-3, -2), keepdims=True, dtype=np.float32)
    return (x - mean) * factor + mean


ADJUST_HUE = _define_image_op(_HUE, _adjust_hue, "AdjustHue()(images [..., H, W, 3], delta float32 scalar): the hue "
                                                 "of every RGB pixel rotated by delta (a fraction of the circle).")
ADJUST_SATURATION = _define_image_op(_SAT, _adjust_saturation, "AdjustSaturation()(image [..., H, W, 3], scale float32 "
                                                               "scalar): every pixel's HSV saturation times scale, "
                                                               "clipped to [0, 1].")
ADJUST_CONTRAST_V2 = _define_image_op(_CON, _adjust_contrast, "AdjustContrastv2()(images [..., H, W, C=3] float16/"
                                                              "float32, contrast_factor float32 scalar): (x - mean) * "
                                                              "factor + mean, the mean per image and channel.")

__all__: list = []


# --- GpuConvertToDynamicShape -----------------------------------------------------------------------------------
class GpuConvertToDynamicShape(CompositePrimitive):
    """GpuConvertToDynamicShape()(x): MindSpore's inner op marking x's shape dynamic (its GPU tests wrap inputs with
    it).  In Graph mode msgraph runs on the actual shapes, so it is the identity, as ``ConvertToDynamic``; MindSpore's
    CPU backend has no PyNative kernel for it (RuntimeError; a non-Tensor input is a TypeError first)."""

    def __call__(self, input_x: Any) -> Any:
        from ..ir.builder import CURRENT

        if CURRENT.builder is not None:
            return input_x
        if not (hasattr(input_x, "dtype") and hasattr(input_x, "shape")) or isinstance(input_x, np.ndarray):
            raise TypeError(f"Not support for PythonObject(type: {type(input_x)}, value: {input_x})")
        raise RuntimeError("Unsupported op [GpuConvertToDynamicShape] on CPU, Please confirm whether the device "
                           "target setting is correct, or refer to 'mindspore.ops' at https://www.mindspore.cn to "
                           "query the operator support list.")
