"""MindSpore 2.10's ``Upsample*`` primitives (``ops.auto_generate``: UpsampleNearest1D/2D/3D, UpsampleLinear1D,
UpsampleBilinear2D, UpsampleBicubic2D, UpsampleTrilinear3D and their ``*Grad``) and
``ops.function.nn_func.interpolate_ext`` (``mint.nn.functional.interpolate``), which calls them.

These are PyTorch's upsampling kernels, as MindSpore's CPU kernels compute them: a source coordinate per output
index from the ratio ``1 / scale`` when a scale is given (else ``in / out``), in float32; an axis whose output size
equals its input size is copied.  They differ from ``ops.interpolate``'s (ResizeBilinearV2...; resize_ops.py).

Resizing is linear in the input, so each primitive is a composite of registry ops (resize_ops' pattern): linear
modes are one matmul per axis with a constant (n_out, n_in) weight matrix, nearest is one gather per axis.  The
gradients come from MatMul and Gather; a ``*Grad`` primitive applies the transposed matrices.
"""
from __future__ import annotations

import math
from typing import Any, Optional, Sequence, Tuple

import numpy as np

from ..common.tensor import Tensor
from ..errors import DTypeError, ShapeError
from ._compose import CompositePrimitive
from ._helpers import dtype_name, np_dtype, shape_of
from ._helpers import user_type
from .registry import op_function
from .resize_ops import matmul_along


def _F():
    from . import functional

    return functional


_F32 = np.float32


def _ratio(n_in: int, n_out: int, align_corners: bool, scale: Optional[float]) -> np.float32:
    """MindSpore's AreaPixelComputeScale<float> (ComputeScales when not aligning corners)."""
    if align_corners:
        return _F32(n_in - 1) / _F32(n_out - 1) if n_out > 1 else _F32(0)
    if scale is not None and scale > 0:
        return _F32(1.0 / scale)
    return _F32(n_in) / _F32(n_out) if n_out > 0 else _F32(0)


def _nearest_index(n_in: int, n_out: int, scale: Optional[float]) -> np.ndarray:
    """MindSpore's NearestIndex: the same index when the sizes agree, ``i >> 1`` when doubling, else
    ``min(floor(i * ratio), in - 1)`` in float32."""
    o = np.arange(n_out)
    if n_out == n_in:
        return o.astype(np.int32)
    if n_out == 2 * n_in:
        return (o >> 1).astype(np.int32)
    src = np.floor(o.astype(_F32) * _ratio(n_in, n_out, False, scale))
    return np.minimum(src.astype(np.int64), n_in - 1).astype(np.int32)


def _source(n_in: int, n_out: int, align_corners: bool, scale: Optional[float], cubic: bool) -> np.ndarray:
    """AreaPixelComputeSourceIndex<float>: each output index's real source coordinate."""
    r = _ratio(n_in, n_out, align_corners, scale)
    o = np.arange(n_out)
    if align_corners:
        return r * o.astype(_F32)
    src = (r * (o.astype(np.float64) + 0.5) - 0.5).astype(_F32)
    return src if cubic else np.maximum(src, _F32(0))


def _linear_matrix(n_in: int, n_out: int, align_corners: bool, scale: Optional[float]) -> np.ndarray:
    """(n_out, n_in) weights of linear upsampling along one axis (ComputeSourceIndexAndLambda)."""
    w = np.zeros((n_out, n_in), np.float64)
    rows = np.arange(n_out)
    if n_out == n_in:
        w[rows, rows] = 1.0
        return w
    src = _source(n_in, n_out, align_corners, scale, False)
    i0 = src.astype(np.int64)
    i1 = i0 + (i0 < n_in - 1)
    l1 = src - i0.astype(_F32)
    l0 = _F32(1) - l1
    np.add.at(w, (rows, i0), l0.astype(np.float64))
    np.add.at(w, (rows, i1), l1.astype(np.float64))
    return w


def _cubic_matrix(n_in: int, n_out: int, align_corners: bool, scale: Optional[float]) -> np.ndarray:
    """(n_out, n_in) weights of bicubic upsampling (A = -0.75, taps clamped to the input) along one axis."""
    w = np.zeros((n_out, n_in), np.float64)
    rows = np.arange(n_out)
    if n_out == n_in:
        w[rows, rows] = 1.0
        return w
    a = _F32(-0.75)
    src = _source(n_in, n_out, align_corners, scale, True)
    base = np.floor(src)
    t = (src - base).astype(_F32)

    def near(x):
        return ((a + _F32(2)) * x - (a + _F32(3))) * x * x + _F32(1)

    def far(x):
        return ((a * x - _F32(5) * a) * x + _F32(8) * a) * x - _F32(4) * a

    coeffs = np.stack([far(t + _F32(1)), near(t), near(_F32(1) - t), far(_F32(2) - t)], 1)
    taps = np.clip(base.astype(np.int64)[:, None] + np.arange(-1, 3)[None, :], 0, n_in - 1)
    np.add.at(w, (np.repeat(rows, 4), taps.reshape(-1)), coeffs.reshape(-1).astype(np.float64))
    return w


def _nearest_matrix(n_in: int, n_out: int, scale: Optional[float]) -> np.ndarray:
    w = np.zeros((n_out, n_in), np.float64)
    w[np.arange(n_out), _nearest_index(n_in, n_out, scale)] = 1.0
    return w


def _apply_axes(x: Any, mats: Sequence[Optional[np.ndarray]], transpose: bool) -> Any:
    """Contract each trailing spatial axis of x with its matrix: ``y = x @ W.T`` along the axis (``x @ W`` when
    ``transpose``: the gradient).  A float16 input is computed in float32 and rounded once, as MindSpore's kernels
    compute in float."""
    F = _F()
    dt = np_dtype(x)
    y = F.cast(x, "float32") if dt == np.float16 else x
    cdt = np.float32 if dt == np.float16 else dt
    nd = len(tuple(shape_of(x)))
    k = len(mats)
    for j, w in enumerate(mats):
        if w is None:
            continue
        y = matmul_along(y, Tensor((w if transpose else w.T).astype(cdt)), nd - k + j, nd)
    return F.cast(y, "float16") if dt == np.float16 else y


# --- argument checks, as MindSpore's infer functions make them -------------------------------------------------------
_FLOATS = ("float16", "float32", "float64")


def _check_x(name: str, x: Any, k: int) -> Tuple[int, ...]:
    s = tuple(shape_of(x))
    if len(s) != k + 2:
        raise ShapeError(f"For primitive[{name}], the image rank must be equal to {k + 2}, but got {len(s)}.")
    dt = np_dtype(x).name
    if dt not in _FLOATS and not (dt == "uint8" and name.startswith("UpsampleNearest")):
        # (MindSpore's CPU nearest kernels also take uint8: image masks; no other integer type)
        raise DTypeError(f"For '{name}', the type of 'x' must be Tensor[Float16, Float32, Float64], but got "
                         f"{dtype_name(x)}.")
    return s


def _seq(name: str, arg: str, v: Any) -> Optional[Tuple[Any, ...]]:
    if v is None:
        return None
    if isinstance(v, Tensor):
        v = v.asnumpy().tolist()
    if not isinstance(v, (tuple, list)):
        raise DTypeError(f"For '{name}', '{arg}' must be a tuple or list, but got {user_type(v).__name__}.")
    return tuple(v)


def _sizes(name: str, in_spatial: Tuple[int, ...], output_size: Any, scales: Any) -> Tuple[Tuple[int, ...],
                                                                                          Tuple[Optional[float], ...]]:
    """The output spatial sizes and the scales (None where not given) from output_size / scales."""
    k = len(in_spatial)
    size = _seq(name, "output_size", output_size)
    sc = _seq(name, "scales", scales)
    if (size is None) == (sc is None):
        raise ShapeError(f"For '{name}', only one of 'output_size' or 'scales' should be specified.")
    if size is not None:
        if not all(isinstance(d, (int, np.integer)) and not isinstance(d, bool) for d in size):
            raise DTypeError(f"For '{name}', 'output_size' must be a tuple of int, but got {size}.")
        if len(size) != k:
            raise ShapeError(f"For primitive[{name}], the number of size must be equal to {k}, but got {len(size)}.")
        if any(d <= 0 for d in size):
            raise ShapeError(f"For '{name}', the elements of 'output_size' must be greater than 0, but got {size}.")
        return tuple(int(d) for d in size), (None,) * k
    if not all(isinstance(f, (float, np.floating)) for f in sc):
        raise DTypeError(f"For '{name}', 'scales' must be a tuple of float, but got {sc}.")
    if len(sc) != k:
        raise ShapeError(f"For primitive[{name}], the number of scales must be equal to {k}, but got {len(sc)}.")
    if any(f <= 0 for f in sc):
        raise ShapeError(f"For '{name}', the elements of 'scales' must be greater than 0, but got {sc}.")
    out = tuple(int(math.floor(n * f)) for n, f in zip(in_spatial, sc))
    if any(d <= 0 for d in out):
        raise ShapeError(f"For '{name}', the output shape must be greater than 0, but got {out}.")
    return out, tuple(float(f) for f in sc)


def _matrices(kind: str, n_in: Sequence[int], n_out: Sequence[int], scales: Sequence[Optional[float]],
              align_corners: bool) -> list:
    mats = []
    for a, b, sc in zip(n_in, n_out, scales):
        if a == b:
            mats.append(None)
        elif kind == "nearest":
            mats.append(_nearest_matrix(a, b, sc))
        elif kind == "cubic":
            mats.append(_cubic_matrix(a, b, align_corners, sc))
        else:
            mats.append(_linear_matrix(a, b, align_corners, sc))
    return mats


def upsample_forward(name: str, kind: str, k: int, x: Any, output_size: Any, scales: Any,
                     align_corners: bool = False) -> Any:
    """The forward of one Upsample primitive (``kind`` 'nearest', 'linear' or 'cubic' over the k trailing axes)."""
    s = _check_x(name, x, k)
    sizes, sc = _sizes(name, s[2:], output_size, scales)
    if kind == "nearest":   # gathers: inf/nan stay where they are
        F = _F()
        y = x
        for j, (a, b, f) in enumerate(zip(s[2:], sizes, sc)):
            if a != b:
                y = F.gather(y, Tensor(_nearest_index(a, b, f)), 2 + j)
        return y
    return _apply_axes(x, _matrices(kind, s[2:], sizes, sc, bool(align_corners)), False)


def upsample_backward(name: str, kind: str, k: int, dy: Any, input_size: Any, output_size: Any, scales: Any,
                      align_corners: bool = False) -> Any:
    """dx of one Upsample primitive: its weights transposed, applied to dy (shape ``input_size``)."""
    in_size = _seq(name, "input_size", input_size)
    if in_size is None or len(in_size) != k + 2:
        raise ShapeError(f"For '{name}', the length of 'input_size' must be {k + 2}, but got {input_size}.")
    sizes, sc = _sizes(name, tuple(int(d) for d in in_size[2:]), output_size, scales)
    s = _check_x(name, dy, k)
    if tuple(s[2:]) != sizes or tuple(s[:2]) != tuple(int(d) for d in in_size[:2]):
        raise ShapeError(f"For '{name}', the shape of 'dy' must be {tuple(in_size[:2]) + sizes}, but got {s}.")
    return _apply_axes(dy, _matrices(kind, in_size[2:], sizes, sc, bool(align_corners)), True)


def _forward_class(name: str, kind: str, k: int, corners: str):
    """A primitive class: ``corners`` is 'input' (align_corners the last input), 'attr' (an init attribute) or
    'none'."""
    if corners == "attr":
        attrs = {"align_corners": False}

        def call(self, x, output_size=None, scales=None):
            return upsample_forward(name, kind, k, x, output_size, scales, self.attrs["align_corners"])
    elif corners == "input":
        attrs = {}

        def call(self, x, output_size=None, scales=None, align_corners=False):
            return upsample_forward(name, kind, k, x, output_size, scales, align_corners)
    else:
        attrs = {}

        def call(self, x, output_size=None, scales=None):
            return upsample_forward(name, kind, k, x, output_size, scales)
    doc = f"{name}()(x, output_size=None, scales=None): PyTorch-style {kind} upsampling of the last {k} axes."
    return type(name, (CompositePrimitive,), {"_attrs": attrs, "__call__": call, "__doc__": doc,
                                               "__module__": __name__})


def _backward_class(name: str, kind: str, k: int, corners: str):
    if corners == "attr":
        attrs = {"align_corners": False}

        def call(self, dy, input_size, output_size=None, scales=None):
            return upsample_backward(name, kind, k, dy, input_size, output_size, scales, self.attrs["align_corners"])
    elif corners == "input":
        attrs = {}

        def call(self, dy, input_size, output_size=None, scales=None, align_corners=False):
            return upsample_backward(name, kind, k, dy, input_size, output_size, scales, align_corners)
    else:
        attrs = {}

        def call(self, dy, input_size, output_size=None, scales=None):
            return upsample_backward(name, kind, k, dy, input_size, output_size, scales)
    doc = f"{name}()(dy, input_size, output_size=None, scales=None): the input gradient of {name[:-4]}."
    return type(name, (CompositePrimitive,), {"_attrs": attrs, "__call__": call, "__doc__": doc,
                                               "__module__": __name__})


_SPECS = (("UpsampleNearest1D", "nearest", 1, "none"), ("UpsampleNearest2D", "nearest", 2, "none"),
          ("UpsampleNearest3D", "nearest", 3, "none"), ("UpsampleLinear1D", "linear", 1, "input"),
          ("UpsampleBilinear2D", "linear", 2, "input"), ("UpsampleBicubic2D", "cubic", 2, "input"),
          ("UpsampleTrilinear3D", "linear", 3, "attr"))
for _name, _kind, _k, _corners in _SPECS:
    globals()[_name] = _forward_class(_name, _kind, _k, _corners)
    globals()[_name + "Grad"] = _backward_class(_name + "Grad", _kind, _k, _corners)

_MODES = {"nearest": None, "linear": ("linear", 1), "bilinear": ("linear", 2), "bicubic": ("cubic", 2),
          "trilinear": ("linear", 3)}
_NAMES = {("nearest", 1): "UpsampleNearest1D", ("nearest", 2): "UpsampleNearest2D", ("nearest", 3): "UpsampleNearest3D",
          ("linear", 1): "UpsampleLinear1D", ("bilinear", 2): "UpsampleBilinear2D", ("bicubic", 2): "UpsampleBicubic2D",
          ("trilinear", 3): "UpsampleTrilinear3D"}


@op_function
def interpolate_ext(input: Any, size: Any = None, scale_factor: Any = None, mode: str = "nearest",  # noqa: A002
                    align_corners: Any = None, recompute_scale_factor: Any = None) -> Any:
    """``ops.function.nn_func.interpolate_ext`` (``mint.nn.functional.interpolate``): MindSpore 2.10's argument
    handling, then the Upsample primitive of the mode (nearest picks 1D/2D/3D by the input's rank)."""
    if mode not in _MODES:
        raise ValueError(f"For 'interpolate', 'mode' must be in '{list(_MODES)}', but got {mode}")
    if mode == "nearest":
        if align_corners is not None:
            raise ValueError("align_corners option can only be set with the interpolating modes: "
                             "linear | bilinear | bicubic | trilinear")
    elif align_corners is None:
        align_corners = False
    if size is not None and scale_factor is not None:
        raise ValueError("For 'interpolate', 'size' and 'scale_factor' cannot be set simultaneously")
    rank = len(tuple(shape_of(input)))
    if size is not None:
        size = tuple(size) if isinstance(size, (list, tuple)) else (size,) * (rank - 2)
    elif scale_factor is not None:
        scale_factor = tuple(scale_factor) if isinstance(scale_factor, (list, tuple)) else (scale_factor,) * (rank - 2)
    else:
        raise ValueError("For 'interpolate', 'size' and 'scale_factor' cannot be both empty")
    if recompute_scale_factor:
        if size is not None:
            raise ValueError("For 'interpolate', it is incorrect to set 'recompute_scale_factor' to True after "
                             "specifying an explicit 'size'.")
        shape = tuple(shape_of(input))
        size = tuple(int(math.floor(shape[i + 2] * scale_factor[i])) for i in range(min(rank - 2, len(scale_factor))))
        scale_factor = None
    if mode == "nearest":
        k = 1 if rank == 3 else 2 if rank == 4 else 3
        return globals()[_NAMES[("nearest", k)]]()(input, size, scale_factor)
    kind, k = _MODES[mode]
    cls = globals()[_NAMES[(mode, k)]]
    if mode == "trilinear":
        return cls(bool(align_corners))(input, size, scale_factor)
    return cls()(input, size, scale_factor, bool(align_corners))
