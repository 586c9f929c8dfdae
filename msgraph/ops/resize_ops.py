"""Image resizing: ResizeBilinear / ResizeBilinearV2 / ResizeNearestNeighbor and the functional
``interpolate``.  Split from :mod:`msgraph.ops.image_ops` (which keeps the detection and crop ops).

Resizing is linear in the input, so it is composed of registry ops: bilinear resizing is two matmuls
with constant interpolation matrices (rows of at most two weights), nearest-neighbour resizing is two
gathers with constant indices.  Gradients come from MatMul and Gather, in both modes.
"""
from __future__ import annotations

import math
from typing import Any, Optional, Tuple

import numpy as np

from ..common import dtype as mstype
from ..common.aval import Aval
from ..common.tensor import Tensor
from ..errors import ArgumentError, DTypeError, ShapeError
from ._compose import CompositePrimitive
from ._helpers import dtype_name, np_dtype, shape_of
from ._helpers import user_type
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim, public_functions

def _F():
    from . import functional

    return functional


# --- coordinate maps (numpy, at trace time: sizes are static) ------------------------------------------
def _src_coords(n_in: int, n_out: int, align_corners: bool, half_pixel: bool, scale: Optional[float]) -> np.ndarray:
    o = np.arange(n_out, dtype=np.float64)
    if align_corners:
        return o * ((n_in - 1) / (n_out - 1)) if n_out > 1 else np.zeros(n_out)
    s = n_in / n_out if scale is None else scale
    if half_pixel:
        return np.maximum((o + 0.5) * s - 0.5, 0.0)
    return o * s


def _linear_matrix(n_in: int, n_out: int, align_corners: bool, half_pixel: bool,
                   scale: Optional[float] = None) -> np.ndarray:
    """(n_out, n_in) weights of linear interpolation along one axis."""
    src = _src_coords(n_in, n_out, align_corners, half_pixel, scale)
    lo = np.clip(np.floor(src).astype(np.int64), 0, n_in - 1)
    hi = np.minimum(lo + 1, n_in - 1)
    frac = np.clip(src - lo, 0.0, 1.0)
    w = np.zeros((n_out, n_in))
    rows = np.arange(n_out)
    np.add.at(w, (rows, lo), 1.0 - frac)
    np.add.at(w, (rows, hi), frac)
    return w


_CUBIC_TABLE_SIZE = 1024


def _cubic_table(a: float) -> Tuple[np.ndarray, np.ndarray]:
    """TensorFlow's tabulated cubic-convolution coefficients (float32) at x = i / 1024: for |t| = x and |t| = x + 1."""
    x = (np.arange(_CUBIC_TABLE_SIZE + 1) / _CUBIC_TABLE_SIZE).astype(np.float32)
    near = ((a + 2) * x.astype(np.float64) - (a + 3)) * x * x + 1
    x1 = (x + np.float32(1.0)).astype(np.float64)
    far = ((a * x1 - 5 * a) * x1 + 8 * a) * x1 - 4 * a
    return near.astype(np.float32), far.astype(np.float32)


def _cubic_matrix(n_in: int, n_out: int, align_corners: bool, half_pixel: bool,
                  scale: Optional[float] = None) -> np.ndarray:
    """(n_out, n_in) weights of bicubic interpolation along one axis, as TensorFlow's (and MindSpore's CPU)
    ResizeBicubic computes them: float32 source coordinates, tabulated coefficients; with half-pixel centers Keys'
    kernel (a = -0.5) with the taps outside the input dropped and the rest renormalised, otherwise a = -0.75 with
    clamped taps."""
    f32 = np.float32
    sc = f32((n_in - 1) / f32(n_out - 1)) if align_corners and n_out > 1 else f32(n_in / f32(n_out))
    o = np.arange(n_out, dtype=f32)
    src = (o + f32(0.5)) * sc - f32(0.5) if half_pixel else o * sc
    base = np.floor(src).astype(np.int64)
    offset = np.rint((src - base.astype(f32)) * f32(_CUBIC_TABLE_SIZE)).astype(np.int64)
    near, far = _cubic_table(-0.5 if half_pixel else -0.75)
    taps = np.stack([base - 1, base, base + 1, base + 2], 1)
    w = np.stack([far[offset], near[offset], near[_CUBIC_TABLE_SIZE - offset], far[_CUBIC_TABLE_SIZE - offset]], 1)
    idx = np.clip(taps, 0, n_in - 1)
    if half_pixel:
        w = np.where(idx == taps, w, f32(0))
        total = w.sum(1, keepdims=True, dtype=f32)
        w = np.where(np.abs(total) >= f32(1000) * np.finfo(f32).tiny, w * (f32(1) / total), w)
    m = np.zeros((n_out, n_in), np.float64)
    np.add.at(m, (np.repeat(np.arange(n_out), 4), idx.reshape(-1)), w.reshape(-1).astype(np.float64))
    return m


def _nearest_index(n_in: int, n_out: int, align_corners: bool, half_pixel: bool,
                   scale: Optional[float] = None) -> np.ndarray:
    o = np.arange(n_out, dtype=np.float64)
    if align_corners:
        src = np.floor(o * ((n_in - 1) / (n_out - 1)) + 0.5) if n_out > 1 else np.zeros(n_out)
    else:
        s = n_in / n_out if scale is None else scale
        src = np.floor((o + 0.5) * s) if half_pixel else np.floor(o * s)
    return np.clip(src, 0, n_in - 1).astype(np.int32)


def _check_image(name: str, x: Any, rank: int = 4) -> Tuple[int, ...]:
    s = tuple(shape_of(x))
    if len(s) != rank:
        raise ShapeError(f"For '{name}', the input must be {rank}-d, but got shape {s}.")
    if np_dtype(x).kind != "f":
        raise DTypeError(f"For '{name}', the input must be a float tensor, but got {dtype_name(x)}.")
    return s


def _check_size(name: str, size: Any, n: int = 2, positive: str = "type") -> Tuple[int, ...]:
    """``size`` as n positive ints; ``positive``: how a non-positive int is refused -- "type" (the TypeError of a bad
    size), "value" (MindSpore 2.10's infer ValueError of ResizeBilinearV2 / ResizeNearestNeighbor) or "later" (kept:
    ResizeNearestNeighbor((-1, 2)) is built, and refused when called)."""
    if isinstance(size, int) and not isinstance(size, bool):
        size = (size,) * n
    if isinstance(size, list):
        size = tuple(size)
    if positive != "type" and isinstance(size, tuple) and len(size) == n and all(
            isinstance(d, (int, np.integer)) and not isinstance(d, bool) for d in size):
        bad = next((int(d) for d in size if d <= 0), None)
        if bad is None or positive == "later":
            return tuple(int(d) for d in size)
        raise ValueError(f"For primitive[{name}], the size value must be greater than 0, but got {bad}.")
    if isinstance(size, tuple) and len(size) != n and name in ("ResizeNearestNeighbor", "ResizeBilinearV2"):
        # MindSpore 2.10: a ValueError (ResizeBilinearV2's size tuple or 1-D Tensor of 3: dt52)
        raise ShapeError(f"For primitive[{name}], the number of size must be equal to {n}, but got {len(size)}.")
    if (name == "ResizeNearestNeighbor" and isinstance(size, tuple) and len(size) == n
            and all(isinstance(d, (int, np.integer)) and not isinstance(d, bool) for d in size)
            and any(d <= 0 for d in size)):   # (a ValueError in MindSpore 2.10: measured, adapt41asc)
        raise ShapeError(f"For primitive[{name}], the size value must be greater than 0, but got "
                         f"{min(int(d) for d in size)}.")
    if not isinstance(size, tuple) or len(size) != n or not all(
            isinstance(d, (int, np.integer)) and not isinstance(d, bool) and d > 0 for d in size):
        raise ArgumentError(f"For '{name}', the 'size' must be a tuple of {n} positive ints, but got {size!r}.")
    return tuple(int(d) for d in size)


def _size_tensor(name: str, size: Any) -> Any:
    """A size given as a Tensor (an input converted to a tuple of ints, MindSpore 2.10): a 1-D integer Tensor's
    values.  Otherwise MindSpore's errors (measured, dt52): in graph code its TensorToTuple's ValueError for a Tensor
    not 1-D and the TypeError of a float tuple; eagerly one TypeError, "can not be converted to tuple of int".  An
    integer graph value (not known yet) is returned as is: ``_check_size`` refuses it and the compiler specializes
    the graph on the argument's value."""
    from ..ir.builder import building_graph

    shape, dt = tuple(shape_of(size)), np_dtype(size)
    if building_graph():
        if len(shape) != 1:
            raise ShapeError(f"For Primitive[TensorToTuple], the input must be a 1-D Tensor, but got Tensor with "
                             f"shape: [const vector]{{{', '.join(str(d) for d in shape)}}}.")
        if dt.kind not in "iu":
            raise DTypeError(f"For Operator[{name}], size's type 'Tuple[{dtype_name(size)}*{shape[0]}]' does not "
                             f"match expected type 'tuple of int'.")
    elif len(shape) != 1 or dt.kind not in "iu":
        raise DTypeError(f"For {name}, the 1'th input is a Tensor whose shape is {list(shape)} and dtype is "
                         f"[{dtype_name(size)}], which can not be converted to tuple of int.")
    if isinstance(size, Tensor):
        return tuple(int(v) for v in size.asnumpy().tolist())
    return size


LINEAR_RESIZE_MATRIX = define_op(
    "LinearResizeMatrix", OpKind.OTHER, differentiable=False, public=False,
    attrs={"rows": None, "cols": None, "align_corners": False, "half_pixel": False, "scale": None, "dtype": "float32"},
    doc="LinearResizeMatrix(rows, cols, align_corners, half_pixel, scale, dtype)(sizes): the (n_in, n_out) weights of "
        "linear interpolation along one axis (transposed _linear_matrix) for sizes = [n_in, n_out] known only when the "
        "graph runs (an axis after Unique or a mask); rows / cols: the static lengths or None.")


@LINEAR_RESIZE_MATRIX.def_impl
def _linear_resize_matrix_impl(sizes: Any, rows: Any = None, cols: Any = None, align_corners: bool = False,
                               half_pixel: bool = False, scale: Any = None, dtype: str = "float32") -> np.ndarray:
    n_in, n_out = (int(v) for v in np.asarray(sizes).reshape(-1))
    return _linear_matrix(n_in, n_out, align_corners, half_pixel, scale).T.astype(dtype)


@LINEAR_RESIZE_MATRIX.def_infer
def _linear_resize_matrix_infer(sizes: Aval, rows: Any = None, cols: Any = None, align_corners: bool = False,
                                half_pixel: bool = False, scale: Any = None, dtype: str = "float32") -> Aval:
    return Aval((rows, cols), np.dtype(dtype))


def _axis_length(x: Any, axis: int) -> Any:
    """x's length along ``axis`` as a 1-element int64 Tensor (read when the graph runs where it is dynamic)."""
    n = tuple(shape_of(x))[axis]
    if n is not None:
        return Tensor(np.array([n], np.int64))
    from .prims_extra import RUNTIME_TENSOR_SHAPE

    return _F().gather(apply(prim(RUNTIME_TENSOR_SHAPE), (x,)), Tensor(np.array([axis], np.int32)), 0)


def linear_weights_t(src: Any, in_axis: int, dst: Any, out_axis: Any, align_corners: bool, half_pixel: bool,
                     scale: Any = None, dt: Any = np.float32) -> Any:
    """The (n_in, n_out) linear-interpolation weights, n_in = src's ``in_axis`` length and n_out = dst's
    ``out_axis`` length (or the int ``out_axis`` itself when dst is None): a constant where both are static,
    built when the graph runs otherwise."""
    n_in = tuple(shape_of(src))[in_axis]
    n_out = out_axis if dst is None else tuple(shape_of(dst))[out_axis]
    if n_in is not None and n_out is not None:
        return Tensor(np.ascontiguousarray(_linear_matrix(n_in, n_out, align_corners, half_pixel, scale).T.astype(dt)))
    out_len = Tensor(np.array([n_out], np.int64)) if dst is None else _axis_length(dst, out_axis)
    sizes = _F().concat((_axis_length(src, in_axis), out_len), 0)
    return apply(prim(LINEAR_RESIZE_MATRIX, rows=n_in, cols=n_out, align_corners=bool(align_corners),
                      half_pixel=bool(half_pixel), scale=scale, dtype=np.dtype(dt).name), (sizes,))


def _resize_linear_axes(x: Any, sizes: Tuple[int, ...], align_corners: bool, half_pixel: bool,
                        scales: Optional[Tuple[Optional[float], ...]] = None) -> Any:
    """Linear resize of the trailing len(sizes) axes of x (matmuls with constant matrices)."""
    s = tuple(shape_of(x))
    nd = len(s)
    k = len(sizes)
    scales = scales or (None,) * k
    dt = np_dtype(x)
    y = x
    for j, (n_out, sc) in enumerate(zip(sizes, scales)):
        axis = nd - k + j
        n_in = s[axis]
        if n_in == n_out and sc is None and not align_corners:
            continue
        y = matmul_along(y, linear_weights_t(x, axis, None, int(n_out), align_corners, half_pixel, sc, dt), axis, nd)
    return y


def _lerp_coords(n_in: int, n_out: int, align_corners: bool, half_pixel: bool,
                 scale: Optional[float]) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    """MindSpore's (TensorFlow's) ResizeBilinear source coordinates along one axis, in float32: the lower and upper
    taps (floor / ceil, clamped) and the float32 lerp fraction."""
    f32 = np.float32
    if align_corners:
        sc = f32(n_in - 1) / f32(n_out - 1) if n_out > 1 else f32(0)
    else:
        sc = f32(n_in) / f32(n_out) if scale is None else f32(scale)
    o = np.arange(n_out).astype(f32)
    src = (o + f32(0.5)) * sc - f32(0.5) if half_pixel else o * sc
    fl = np.floor(src)
    lo = np.clip(fl.astype(np.int64), 0, n_in - 1)
    hi = np.clip(np.ceil(src).astype(np.int64), 0, n_in - 1)
    return lo, hi, (src - fl).astype(f32)


def _bilinear_lerp(x: Any, sizes: Tuple[int, ...], align_corners: bool, half_pixel: bool,
                   scales: Optional[Tuple[Optional[float], ...]] = None) -> Any:
    """MindSpore 2.10's ResizeBilinear(V2) CPU kernel: ``top + (bottom - top) * y_lerp`` with ``top = tl + (tr - tl) *
    x_lerp``, float32 lerp fractions (a float64 image lerps by float32 weights), the width first; the weight-matrix
    matmuls differed in the last bits (0.8000001 vs 0.8, -9.5e-08 vs -2.3e-16) (r2nnf).  Unknown sizes: the matmuls."""
    s = tuple(shape_of(x))
    nd, k = len(s), len(sizes)
    scales = scales or (None,) * k
    if any(d is None for d in s[nd - k:]):
        return _resize_linear_axes(x, sizes, align_corners, half_pixel, scales)
    F = _F()
    dt = np_dtype(x)
    y = x
    for j in reversed(range(k)):
        axis, n_out, sc = nd - k + j, int(sizes[j]), scales[j]
        n_in = s[axis]
        if n_in == n_out and sc is None and not align_corners:
            continue
        lo, hi, w = _lerp_coords(n_in, n_out, align_corners, half_pixel, sc)
        a = F.gather(y, Tensor(lo.astype(np.int32)), axis)
        b = F.gather(y, Tensor(hi.astype(np.int32)), axis)
        shape = [1] * nd
        shape[axis] = n_out
        y = F.add(a, F.mul(F.sub(b, a), Tensor(w.astype(dt).reshape(shape))))
    return y


def matmul_along(y: Any, m: Any, axis: int, nd: int) -> Any:
    """``y`` (rank nd) with its ``axis`` contracted with the matrix ``m`` (in, out): a matmul when the axis is
    last, else moved last, contracted and moved back."""
    F = _F()
    if axis == nd - 1:
        return F.matmul(y, m)
    perm = tuple(i for i in range(nd) if i != axis) + (axis,)
    back = tuple(int(i) for i in np.argsort(perm))
    return F.transpose(F.matmul(F.transpose(y, perm), m), back)


def _resize_nearest_axes(x: Any, sizes: Tuple[int, ...], align_corners: bool, half_pixel: bool,
                         scales: Optional[Tuple[Optional[float], ...]] = None) -> Any:
    F = _F()
    s = tuple(shape_of(x))
    nd = len(s)
    k = len(sizes)
    scales = scales or (None,) * k
    y = x
    for j, (n_out, sc) in enumerate(zip(sizes, scales)):
        axis = nd - k + j
        if s[axis] == n_out and sc is None:
            continue
        y = F.gather(y, Tensor(_nearest_index(s[axis], n_out, align_corners, half_pixel, sc)), axis)
    return y


def _bilinear(x: Any, sizes: Tuple[int, ...], align_corners: bool, half_pixel: bool) -> Any:
    """The ResizeBilinear(V2) kernels: float16 images are resized in float32 and rounded once (MindSpore 2.10's CPU
    kernel; the float16 matmuls rounded twice, float16 ulps off)."""
    if np_dtype(x) == np.float16:
        F = _F()
        return F.cast(_bilinear_lerp(F.cast(x, np.float32), sizes, align_corners, half_pixel), np.float16)
    return _bilinear_lerp(x, sizes, align_corners, half_pixel)


class ResizeBilinear(CompositePrimitive):
    """ResizeBilinear(size, align_corners=False, half_pixel_centers=False)(x): bilinear resize of NCHW x to
    ``size`` (MindSpore 1.x primitive; source coordinate ``dst * in / out`` unless a flag says otherwise)."""

    _attrs = {"size": None, "align_corners": False, "half_pixel_centers": False}

    def _check_attrs(self) -> None:
        self.attrs["size"] = _check_size("ResizeBilinear", self.attrs["size"])
        if self.attrs["align_corners"] and self.attrs["half_pixel_centers"]:
            raise ArgumentError("For 'ResizeBilinear', 'align_corners' and 'half_pixel_centers' cannot both be True.")

    def __call__(self, x: Any) -> Any:
        _check_image("ResizeBilinear", x)
        return _bilinear(x, self.attrs["size"], bool(self.attrs["align_corners"]), bool(self.attrs["half_pixel_centers"]))


class ResizeBilinearV2(CompositePrimitive):
    """ResizeBilinearV2(align_corners=False, half_pixel_centers=False)(x, size): as ResizeBilinear, the size an
    input."""

    _attrs = {"align_corners": False, "half_pixel_centers": False}

    def __call__(self, x: Any, size: Any) -> Any:
        _check_image("ResizeBilinearV2", x)
        if self.attrs["align_corners"] and self.attrs["half_pixel_centers"]:   # MindSpore 2.10 (adapt34b)
            raise ValueError("For ResizeBilinearV2, the half_pixel_centers must be false when align_corners is true, "
                             "but half_pixel_centers got True.")
        if isinstance(size, Tensor) or hasattr(size, "aval"):
            size = _size_tensor("ResizeBilinearV2", size)
        return _bilinear(x, _check_size("ResizeBilinearV2", size, positive="value"), bool(self.attrs["align_corners"]),
                         bool(self.attrs["half_pixel_centers"]))


# --- ResizeBicubic / ResizeBicubicGrad (registry ops: the size may be a graph value, read at run time) ------------------
RESIZE_BICUBIC = define_op(
    "ResizeBicubic", OpKind.OTHER, attrs={"align_corners": False, "half_pixel_centers": False}, const_inputs=(1,),
    doc="ResizeBicubic(align_corners=False, half_pixel_centers=False)(images NCHW float, size (h, w)): bicubic resize "
        "(TensorFlow's kernel: see _cubic_matrix), in the images' dtype.")
ResizeBicubic = RESIZE_BICUBIC.prim_class


def _rb_init_rule(self: Any, args: Any, kwargs: Any) -> None:
    for k in ("align_corners", "half_pixel_centers"):
        if not isinstance(self.attrs[k], bool):
            raise ArgumentError(f"For 'ResizeBicubic', the type of '{k}' should be 'bool', but got type "
                                f"'{user_type(self.attrs[k]).__name__}'.")


RESIZE_BICUBIC.init_rule = _rb_init_rule


def _rb_check(images: Any, size: Any, align_corners: bool, half_pixel_centers: bool) -> Any:
    if align_corners and half_pixel_centers:
        raise ValueError("For ResizeBicubic, the half_pixel_centers must be false when align_corners is true, "
                         "but half_pixel_centers got True.")
    if len(tuple(shape_of(images))) != 4:
        raise ShapeError(f"For 'ResizeBicubic', the rank of 'images' must be 4, but got {len(tuple(shape_of(images)))}.")
    if np_dtype(images).kind != "f":
        raise DTypeError(f"Select CPU operator[ResizeBicubic] fail! Unsupported data type! The supported data "
                         f"types are Float16, Float32 and Float64, but got {dtype_name(images)}.")
    if isinstance(size, Aval):
        return None
    return _check_size("ResizeBicubic", tuple(int(v) for v in np.asarray(size).reshape(-1)))


def _bicubic_matrices(in_hw: Tuple[int, int], out_hw: Tuple[int, int], align_corners: bool,
                      half_pixel_centers: bool) -> Tuple[np.ndarray, np.ndarray]:
    return (_cubic_matrix(in_hw[0], out_hw[0], align_corners, half_pixel_centers),
            _cubic_matrix(in_hw[1], out_hw[1], align_corners, half_pixel_centers))


@RESIZE_BICUBIC.def_impl
def _resize_bicubic_impl(images: Any, size: Any, align_corners: bool = False,
                         half_pixel_centers: bool = False) -> np.ndarray:
    images = np.asarray(images)
    hw = _rb_check(images, size, align_corners, half_pixel_centers)
    wy, wx = _bicubic_matrices(images.shape[2:], hw, align_corners, half_pixel_centers)
    return np.einsum("oh,nchw,pw->ncop", wy, images.astype(np.float64), wx).astype(images.dtype)


@RESIZE_BICUBIC.def_infer
def _resize_bicubic_infer(images: Aval, size: Any, align_corners: bool = False,
                          half_pixel_centers: bool = False) -> Aval:
    hw = _rb_check(images, size, align_corners, half_pixel_centers)
    return Aval(tuple(images.shape[:2]) + (tuple(hw) if hw is not None else (None, None)), images.dtype)


RESIZE_BICUBIC_GRAD = define_op(
    "ResizeBicubicGrad", OpKind.OTHER, attrs={"align_corners": False, "half_pixel_centers": False},
    differentiable=False,
    doc="ResizeBicubicGrad(align_corners=False, half_pixel_centers=False)(grads, original_image): the gradient of "
        "ResizeBicubic for its image (the transposed resampling), in the dtype of grads.")


def _rbg_check(grads: Any, original_image: Any) -> None:
    for arg, t in (("grads", grads), ("original_image", original_image)):
        if np_dtype(t) not in (np.dtype(np.float32), np.dtype(np.float64)):
            raise DTypeError(f"For primitive[ResizeBicubicGrad], the input argument[{arg}] must be a type of "
                             f"{{Tensor[Float32], Tensor[Float64]}}, but got Tensor[{dtype_name(t)}].")
    for arg, t in (("grads", grads), ("original_image", original_image)):
        if len(tuple(shape_of(t))) != 4:
            raise ShapeError(f"For 'ResizeBicubicGrad', the rank of '{arg}' must be 4, but got "
                             f"{len(tuple(shape_of(t)))}.")


@RESIZE_BICUBIC_GRAD.def_impl
def _resize_bicubic_grad_impl(grads: Any, original_image: Any, align_corners: bool = False,
                              half_pixel_centers: bool = False) -> np.ndarray:
    grads, image = np.asarray(grads), np.asarray(original_image)
    _rbg_check(grads, image)
    wy, wx = _bicubic_matrices(image.shape[2:], grads.shape[2:], align_corners, half_pixel_centers)
    return np.einsum("oh,ncop,pw->nchw", wy, grads.astype(np.float64), wx).astype(grads.dtype)


@RESIZE_BICUBIC_GRAD.def_infer
def _resize_bicubic_grad_infer(grads: Aval, original_image: Aval, align_corners: bool = False,
                               half_pixel_centers: bool = False) -> Aval:
    _rbg_check(grads, original_image)
    return Aval(tuple(original_image.shape), grads.dtype)


@bprop_getters.register(ResizeBicubic)
def _get_resize_bicubic_bprop(self: Any):
    attrs = dict(self.attrs)

    def bprop(images, size, out, dout):
        F = _F()
        dsize = F.zeros_like(size) if hasattr(size, "dtype") and hasattr(size, "shape") else 0
        if np_dtype(images) == np.float16:  # MindSpore's bprop: the float16 gradient computed in float32
            g = apply(prim(RESIZE_BICUBIC_GRAD, **attrs), (F.cast(dout, mstype.float32), F.cast(images, mstype.float32)))
            return F.cast(g, F.dtype(images)), dsize
        return apply(prim(RESIZE_BICUBIC_GRAD, **attrs), (dout, images)), dsize

    return bprop


class ResizeNearestNeighbor(CompositePrimitive):
    """ResizeNearestNeighbor(size, align_corners=False, half_pixel_centers=False)(x): nearest-neighbour resize of
    the last two axes of x to ``size``."""

    _attrs = {"size": None, "align_corners": False, "half_pixel_centers": False}
    _half_pixel_honoured = False
    _v2_kernel = False   # (ResizeNearestNeighborV2's kernel: its dtypes)

    def _check_attrs(self) -> None:
        self.attrs["size"] = _check_size("ResizeNearestNeighbor", self.attrs["size"], positive="later")

    def __call__(self, x: Any) -> Any:
        # MindSpore 2.10 refuses when called: a size value <= 0, and align_corners with half_pixel_centers (ValueErrors;
        # msgraph refused the first when built, as a TypeError, and resized the second: adapt41cpu)
        _check_size("ResizeNearestNeighbor", self.attrs["size"], positive="value")
        if not self._half_pixel_honoured and self.attrs["align_corners"] and self.attrs["half_pixel_centers"]:
            raise ValueError("For ResizeNearestNeighbor, the half_pixel_centers must be false when align_corners is "
                             "true, but half_pixel_centers got True.")
        s = tuple(shape_of(x))
        if len(s) != 4:  # MindSpore 2.10: a ValueError
            raise ShapeError(f"For primitive[ResizeNearestNeighbor], the image rank must be equal to 4, but got "
                             f"{len(s)}.")
        if self._v2_kernel and hasattr(x, "dtype") and np.dtype(np_dtype(x)).kind not in "f" \
                and np.dtype(np_dtype(x)) != np.uint8:
            # ResizeNearestNeighborV2's CPU kernel: floats and uint8 only (int16 / 32 / 64 are its TypeError; msgraph
            # resized them as ResizeNearestNeighbor does, and refused uint8: adapt41cpu)
            raise TypeError(f"Select CPU operator[ResizeNearestNeighborV2] fail! Unsupported data type! The input "
                            f"'x' is Tensor[{dtype_name(x)}].")
        if not self._v2_kernel and hasattr(x, "dtype") and \
                np.dtype(np_dtype(x)) in (np.int8, np.uint8, np.uint16, np.bool_):
            # MindSpore 2.10's CPU kernel: int16/32/64 and floats only, a TypeError at kernel selection (adapt34b)
            raise TypeError(f"Select CPU operator[ResizeNearestNeighbor] fail! Unsupported data type! The input "
                            f"'x' is Tensor[{dtype_name(x)}].")
        # MindSpore 2.10's CPU kernel ignores half_pixel_centers (4 -> 6 columns: [0, 0, 1, 2, 2, 3] either way;
        # measured in both modes, adapt36gpu); ResizeNearestNeighborV2 (_half_pixel_honoured) applies it
        hp = bool(self.attrs["half_pixel_centers"]) and self._half_pixel_honoured
        return _resize_nearest_axes(x, self.attrs["size"], bool(self.attrs["align_corners"]), hp)


def _interpolate_kernel_dtype(x: Any, mode: str) -> None:
    """MindSpore 2.10's resize kernels take float16/32/64 inputs ('nearest' uint8 too): another dtype is a TypeError
    when the kernel is selected (after the argument checks)."""
    dt = np.dtype(np_dtype(x))
    if dt.kind != "f" and not (mode == "nearest" and dt == np.uint8):
        raise DTypeError(f"For 'interpolate' (mode {mode!r}), MindSpore 2.10's CPU kernels take Float16, Float32 or "
                         f"Float64 inputs{' (or UInt8)' if mode == 'nearest' else ''}, but got {dtype_name(dt)}.")


@op_function
def interpolate(input: Any, size: Any = None, scale_factor: Any = None, mode: str = "nearest",  # noqa: A002
                align_corners: Any = None, recompute_scale_factor: Any = None) -> Any:
    """Resize the spatial axes of ``input`` (N, C, *spatial): modes 'nearest' and 'linear' (3-d), 'bilinear' (4-d)."""
    s = tuple(shape_of(input))
    k = len(s) - 2
    if k < 1:
        raise ShapeError(f"For 'interpolate', the input must have at least 3 dimensions, but got {s}.")
    want = {"nearest": None, "linear": 1, "bilinear": 2, "bicubic": 2}
    ms_modes = ["nearest", "linear", "bilinear", "bicubic", "area", "nearest-exact", "trilinear"]
    if mode not in ms_modes:  # MindSpore 2.10: a ValueError
        raise ShapeError(f"For 'interpolate', 'mode' must be in '{ms_modes}', but got {mode}")
    if mode == "area":
        _interpolate_kernel_dtype(input, mode)
    if mode in ("area", "nearest-exact"):   # h-ut2 (msgraph/ops/st_ops_iz.py)
        from .st_ops_iz import interpolate_area_nearest_exact

        return interpolate_area_nearest_exact(input, size, scale_factor, mode, align_corners, recompute_scale_factor)
    if mode == "trilinear":   # MindSpore 2.10: UpsampleTrilinear3D, 5-d input only (size or scale_factor)
        if len(s) != 5:
            raise ValueError(f"For 'interpolate', trilinear only support '[5]'D, but got {len(s)}D")
        if size is not None and scale_factor is not None:
            raise ValueError("For 'interpolate', 'size' and 'scale_factor' cannot be set simultaneously")
        if size is None and scale_factor is None:
            raise ValueError("For 'interpolate', 'size' and 'scale_factor' cannot be both empty")
        if size is not None:
            size = _check_size("interpolate", size, 3)
        else:
            scale_factor = tuple(scale_factor) if isinstance(scale_factor, (tuple, list)) else (scale_factor,) * 3
            if recompute_scale_factor:
                size, scale_factor = tuple(int(math.floor(n * f)) for n, f in zip(s[2:], scale_factor)), None
        from .upsample_ext import UpsampleTrilinear3D

        return UpsampleTrilinear3D(bool(align_corners))(input, size, scale_factor)
    if mode not in want:
        raise ArgumentError(f"For 'interpolate', msgraph supports mode 'nearest', 'nearest-exact', 'area', "
                            f"'linear' and 'bilinear', but got {mode!r}.")
    if mode == "bicubic" and k != 2:   # MindSpore 2.10's message
        raise ShapeError(f"For 'interpolate', bicubic only support '[4]'D, but got {len(s)}D")
    if want[mode] is not None and want[mode] != k:
        raise ShapeError(f"For 'interpolate', mode {mode!r} needs a {want[mode] + 2}-d input, but got {len(s)}-d.")
    if align_corners and mode == "nearest":   # MindSpore 2.10: ValueErrors, its text
        raise ValueError(f"For 'interpolate', 'align_corners' option cannot currently be set with the mode = "
                         f"nearest, and dim = {len(s)}D")
    if size is not None and scale_factor is not None:
        raise ValueError("For 'interpolate', 'size' and 'scale_factor' cannot be set simultaneously")
    if size is None and scale_factor is None:
        raise ValueError("For 'interpolate', 'size' and 'scale_factor' cannot be both empty")
    scales: Tuple[Optional[float], ...] = (None,) * k
    if size is not None:
        sizes = _check_size("interpolate", size, k)
    else:
        sf = (scale_factor,) * k if isinstance(scale_factor, (int, float)) else tuple(scale_factor)
        if len(sf) != k:
            raise ArgumentError(f"For 'interpolate', 'scale_factor' must have {k} values, but got {scale_factor!r}.")
        if mode in ("nearest", "bicubic", "linear", "bilinear") and not recompute_scale_factor:
            raise ValueError(f"For 'interpolate', 'scale_factor' option cannot currently be set with the mode = "
                             f"{mode} and dim = {len(s)}D.")
        sizes = tuple(int(math.floor(n * f)) for n, f in zip(s[2:], sf))
        if not recompute_scale_factor:
            scales = tuple(1.0 / f for f in sf)
    _interpolate_kernel_dtype(input, mode)
    if mode == "nearest":
        return _resize_nearest_axes(input, sizes, False, False, scales)
    ac = bool(align_corners)
    if mode == "bicubic":   # MindSpore: ResizeBicubic(align_corners, half_pixel_centers=not align_corners)
        return apply(prim(RESIZE_BICUBIC, align_corners=ac, half_pixel_centers=not ac), (input, sizes))
    resize = _bilinear_lerp if k == 2 else _resize_linear_axes   # bilinear: ResizeBilinearV2's lerps (r2nnf)
    if np_dtype(input) == np.float16:   # MindSpore 2.10's CPU (bi)linear kernels: float16 in float32, rounded once
        F = _F()
        return F.cast(resize(F.cast(input, np.float32), sizes, ac, not ac, scales), np.float16)
    return resize(input, sizes, ac, not ac, scales)


__all__ = public_functions(globals())  # every function form defined here (op_function)
