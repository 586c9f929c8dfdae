"""Ops MindSpore's st GPU op tests (tests/st/ops/gpu/test_[a-l]*.py, run on the CPU backend) use that the other op
families lack (h-gpua, session 9).

Primitives: ``ExtractVolumePatches`` (VALID/SAME windows of an NCDHW volume), ``GpuConvertToDynamicShape``,
``AdjustHue``, ``AdjustSaturation`` (TensorFlow's HSV image adjustments, computed in float32 as
MindSpore's CPU kernels do), ``AdjustContrastv2`` ((x - mean) * factor + mean over each image's H, W).
Only ExtractVolumePatches has a gradient in MindSpore: ``ExtractVolumePatchesGrad`` adds each patch element's
gradient back onto the voxel it was copied from (h-grad9, session 17).
"""
from __future__ import annotations

from typing import Any, Sequence, Tuple

import numpy as np

from ..common.aval import Aval
from ._compose import CompositePrimitive
from .registry import OpKind, apply, bprop_getters, define_op, prim
from ._helpers import user_type

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
def dynamic_shape_values(builder: Any) -> set:
    """The graph values GpuConvertToDynamicShape made (MindSpore: dynamically shaped) in the graph ``builder``
    builds."""
    marks = getattr(builder, "_dynamic_shape_values", None)
    if marks is None:
        marks = builder._dynamic_shape_values = set()
    return marks


class GpuConvertToDynamicShape(CompositePrimitive):
    """GpuConvertToDynamicShape()(x): MindSpore's inner op marking x's shape dynamic (its GPU tests wrap inputs with
    it).  In Graph mode msgraph runs on the actual shapes, so it is the identity, as ``ConvertToDynamic``, whose
    result (a value of its own) is marked dynamic for ``ErrorOnDynamicShapeInput`` (MindSpore's ValueError while
    compiling); MindSpore's CPU backend has no PyNative kernel for it (RuntimeError; a non-Tensor input is a
    TypeError first)."""

    def __call__(self, input_x: Any) -> Any:
        from ..ir.builder import CURRENT, building_graph

        if building_graph():
            if not hasattr(input_x, "value"):
                return input_x
            from .control import identity_copy

            out = identity_copy(input_x)
            dynamic_shape_values(CURRENT.builder).add(out.value)
            return out
        if not (hasattr(input_x, "dtype") and hasattr(input_x, "shape")) or isinstance(input_x, np.ndarray):
            raise TypeError(f"Not support for PythonObject(type: {user_type(input_x)}, value: {input_x})")
        raise RuntimeError("Unsupported op [GpuConvertToDynamicShape] on CPU, Please confirm whether the device "
                           "target setting is correct, or refer to 'mindspore.ops' at https://www.mindspore.cn to "
                           "query the operator support list.")


# --- ExtractVolumePatches ---------------------------------------------------------------------------------------
EXTRACT_VOLUME_PATCHES = define_op(
    "ExtractVolumePatches", OpKind.OTHER, attrs={"kernel_size": None, "strides": None, "padding": "VALID"},
    doc="ExtractVolumePatches(kernel_size, strides, padding)(x [N, C, D, H, W]) -> [N, kd*kh*kw*C, oD, oH, oW]: "
        "every (kd, kh, kw) window, C fastest along the patch axis; padding 'VALID' or 'SAME' (zeros).")


def _evp_five(name: str, v: Any) -> Tuple[int, ...]:
    if isinstance(v, int) and not isinstance(v, bool) and v > 0:
        return (1, 1, v, v, v)
    if isinstance(v, (tuple, list)) and len(v) in (3, 5) and all(isinstance(e, int) and e > 0 for e in v):
        v = tuple(v)
        if len(v) == 3:
            return (1, 1) + v
        for i in (0, 1):
            if v[i] != 1:
                raise ValueError(f"For 'ExtractVolumePatches', the '{name}[{i}]' must be int and must = 1, but got "
                                 f"'{v[i]}' with type 'int'.")
        return v
    raise ValueError(f"For 'ExtractVolumePatches', the parameter '{name}' must be an positive integer or a tuple of "
                     f"three or five positive integer, but got {tuple(v) if isinstance(v, list) else v}")


def _evp_init(self: Any, kernel_size: Any, strides: Any, padding: str = "valid") -> None:
    k, s = _evp_five("kernel_size", kernel_size), _evp_five("strides", strides)
    pad = padding.upper() if isinstance(padding, str) else padding
    if pad not in ("VALID", "SAME"):
        raise ValueError(f"For 'ExtractVolumePatches', the 'padding' must be str and must be in '['VALID', 'SAME']', "
                         f"but got '{padding}'.")
    _evp_base_init(self, k, s, pad)


_evp_base_init = EXTRACT_VOLUME_PATCHES.prim_class.__init__
EXTRACT_VOLUME_PATCHES.prim_class.__init__ = _evp_init


def _evp_geometry(shape: Sequence[Any], k: Sequence[int], s: Sequence[int], padding: str) -> Tuple[Any, ...]:
    """(out D, H, W) and the (before, after) zero padding of D, H, W."""
    if len(shape) != 5:
        raise ValueError(f"For 'ExtractVolumePatches', the rank of 'x' must be 5, but got {len(shape)}.")
    outs, pads = [], []
    for i in (2, 3, 4):
        n = shape[i]
        if n is None or n < 0:
            outs.append(None)
            pads.append((0, 0))
            continue
        if padding == "VALID":
            if n - k[i] < 0:
                raise ValueError(f"For primitive[ExtractVolumePatches], the padding = VALID, input[{i}] - "
                                 f"kernel_size[{i}] must be greater than or equal to 0, but got {n - k[i]}.")
            outs.append((n - k[i]) // s[i] + 1)
            pads.append((0, 0))
        else:
            o = -(-n // s[i])
            total = max((o - 1) * s[i] + k[i] - n, 0)
            outs.append(o)
            pads.append((total // 2, total - total // 2))
    return tuple(outs), tuple(pads)


@EXTRACT_VOLUME_PATCHES.def_impl
def _evp_impl(x: Any, kernel_size: Any = None, strides: Any = None, padding: str = "VALID") -> np.ndarray:
    x = np.asarray(x)
    k, s = tuple(kernel_size), tuple(strides)
    outs, pads = _evp_geometry(x.shape, k, s, padding)
    xp = np.pad(x, ((0, 0), (0, 0)) + pads)
    n, c = x.shape[:2]
    cols = [xp[:, :, a:a + (outs[0] - 1) * s[2] + 1:s[2], b:b + (outs[1] - 1) * s[3] + 1:s[3],
               e:e + (outs[2] - 1) * s[4] + 1:s[4]]
            for a in range(k[2]) for b in range(k[3]) for e in range(k[4])]
    return np.ascontiguousarray(np.stack(cols, 1).reshape((n, len(cols) * c) + outs))


@EXTRACT_VOLUME_PATCHES.def_infer
def _evp_infer(x: Aval, kernel_size: Any = None, strides: Any = None, padding: str = "VALID") -> Aval:
    k = tuple(kernel_size)
    outs, _ = _evp_geometry(tuple(x.shape), k, tuple(strides), padding)
    c = x.shape[1]
    return Aval((x.shape[0], None if c is None else c * k[2] * k[3] * k[4]) + outs, x.dtype)


EXTRACT_VOLUME_PATCHES_GRAD = define_op(
    "ExtractVolumePatchesGrad", OpKind.OTHER, attrs={"kernel_size": None, "strides": None, "padding": "VALID"},
    differentiable=False, public=False,
    doc="ExtractVolumePatchesGrad(kernel_size, strides, padding)(x, dout) -> dx: ExtractVolumePatches' adjoint, "
        "each patch element of dout added onto the voxel of x it was copied from (the padding's share dropped).")


@EXTRACT_VOLUME_PATCHES_GRAD.def_impl
def _evp_grad_impl(x: Any, dout: Any, kernel_size: Any = None, strides: Any = None,
                   padding: str = "VALID") -> np.ndarray:
    x, g = np.asarray(x), np.asarray(dout)
    k, s = tuple(kernel_size), tuple(strides)
    outs, pads = _evp_geometry(x.shape, k, s, padding)
    n, c = x.shape[:2]
    g = g.astype(np.float32 if g.dtype == np.float16 else g.dtype).reshape((n, k[2] * k[3] * k[4], c) + outs)
    acc = np.zeros((n, c) + tuple(d + a + b for d, (a, b) in zip(x.shape[2:], pads)), g.dtype)
    i = 0
    for a in range(k[2]):
        for b in range(k[3]):
            for e in range(k[4]):
                acc[:, :, a:a + (outs[0] - 1) * s[2] + 1:s[2], b:b + (outs[1] - 1) * s[3] + 1:s[3],
                    e:e + (outs[2] - 1) * s[4] + 1:s[4]] += g[:, i]
                i += 1
    (d0, _), (h0, _), (w0, _) = pads
    return np.ascontiguousarray(acc[:, :, d0:d0 + x.shape[2], h0:h0 + x.shape[3], w0:w0 + x.shape[4]]).astype(x.dtype)


@EXTRACT_VOLUME_PATCHES_GRAD.def_infer
def _evp_grad_infer(x: Aval, dout: Aval, kernel_size: Any = None, strides: Any = None, padding: str = "VALID") -> Aval:
    return Aval(tuple(x.shape), x.dtype)


@bprop_getters.register(EXTRACT_VOLUME_PATCHES.prim_class)
def _get_evp_bprop(self: Any):
    grad = prim(EXTRACT_VOLUME_PATCHES_GRAD, kernel_size=tuple(self.attrs["kernel_size"]),
                strides=tuple(self.attrs["strides"]), padding=self.attrs["padding"])

    def bprop(x, out, dout):
        return (apply(grad, (x, dout)),)

    return bprop


# --- Diag / DiagPart primitives -----------------------------------------------------------------------------------
def _F() -> Any:
    from . import functional

    return functional


class Diag(CompositePrimitive):
    """Diag()(x [D1..Dk]) -> [D1..Dk, D1..Dk]: x on the diagonal (``ops.diag``)."""

    def __call__(self, input_x: Any) -> Any:
        if len(tuple(input_x.shape)) == 0:
            raise ValueError("For primitive[Diag], the input rank must be greater than or equal to 1, but got 0.")
        return _F().diag(input_x)


class DiagPart(CompositePrimitive):
    """DiagPart()(x [D1..Dk, D1..Dk]) -> [D1..Dk]: the inverse of Diag."""

    def __call__(self, input_x: Any) -> Any:
        F = _F()
        shape = tuple(input_x.shape)
        r = len(shape)
        if r == 0 or r % 2:
            raise ValueError(f"For 'DiagPart', input rank must be non-zero and even, but got rank: {r}.")
        half = shape[:r // 2]
        for i in range(r // 2):
            if shape[i] != shape[i + r // 2]:
                raise ValueError(f"For primitive[DiagPart], the attribute[input_shape[i + rank(input_shape) / 2]] "
                                 f"must be equal to {shape[i]}, but got {shape[i + r // 2]}.")
        n = int(np.prod(half)) if half else 1
        flat = F.reshape(input_x, (n, n))
        return F.reshape(F.diagonal(flat, 0, 0, 1), half)
