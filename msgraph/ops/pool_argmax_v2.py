"""MaxPoolWithArgmaxV2 (h-opsA, session 8): PyTorch-style 2-D max pooling with symmetric ``pads``, ``dilation`` and
``ceil_mode``, returning the maximum of each window and the flat index ``h * W + w`` of its first maximum within
the input plane (``argmax_type`` int32 or int64).  One kernel; its gradient scatters ``dout`` to those indices."""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, DTypeError, OpError, ShapeError
from ._helpers import dtype_name, shape_of
from ._helpers import user_type
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim

_NAME = "MaxPoolWithArgmaxV2"
_ATTRS = {"kernel_size": 1, "strides": None, "pads": 0, "dilation": (1, 1), "ceil_mode": False, "argmax_type": None}


def _pair(arg: str, v: Any, minimum: int) -> Tuple[int, int]:
    """MindSpore 2.10's attribute check: an int or a tuple of two ints (TypeError for another type; ValueError for
    another length -- four too -- or a value below ``minimum``)."""
    if isinstance(v, bool) or not isinstance(v, (int, np.integer, tuple)):
        raise ArgumentError(f"For '{_NAME}', the type of '{arg}' should be one of '['int', 'tuple']', but got type "
                            f"'{user_type(v).__name__}'.")
    out = (v, v) if isinstance(v, (int, np.integer)) else tuple(v)
    if len(out) != 2 or not all(isinstance(i, (int, np.integer)) and not isinstance(i, bool) and i >= minimum
                                for i in out):
        raise OpError(f"For '{_NAME}' attr '{arg}' must be an positive int number or a tuple of two positive "
                              f"int numbers, but got {v}")
    return int(out[0]), int(out[1])


def _argmax_dtype(t: Any) -> np.dtype:
    if t is None:
        return np.dtype(np.int64)
    from ..common.dtype import to_numpy

    d = np.dtype(to_numpy(t))
    if d not in (np.dtype(np.int32), np.dtype(np.int64)):
        raise DTypeError(f"For '{_NAME}', the 'argmax_type' must be mindspore.int32 or mindspore.int64, "
                         f"but got {dtype_name(d)}.")
    return d


def _out_size(n: int, k: int, s: int, p: int, d: int, ceil_mode: bool) -> int:
    span = n + 2 * p - d * (k - 1) - 1
    out = (-(-span // s) if ceil_mode else span // s) + 1
    if ceil_mode and (out - 1) * s >= n + p:
        out -= 1
    return out


def _geometry(shape: Tuple[Any, ...], attrs: Any):
    if len(shape) != 4:
        raise ShapeError(f"For '{_NAME}', the input must be 4-D (N, C, H, W), but got shape {list(shape)}.")
    k = _pair("kernel_size", attrs["kernel_size"], 1)
    s = _pair("strides", attrs["strides"] if attrs["strides"] is not None else attrs["kernel_size"], 1)
    p = _pair("pads", attrs["pads"], 0)
    d = _pair("dilation", attrs["dilation"], 1)
    for i in range(2):
        if p[i] > k[i] // 2:
            raise OpError(f"For '{_NAME}', the 'pads' must be no greater than half of 'kernel_size', but got "
                                f"pads {p} and kernel_size {k}.")
    h, w = shape[2], shape[3]
    oh = None if h is None else _out_size(h, k[0], s[0], p[0], d[0], bool(attrs["ceil_mode"]))
    ow = None if w is None else _out_size(w, k[1], s[1], p[1], d[1], bool(attrs["ceil_mode"]))
    if (oh is not None and oh <= 0) or (ow is not None and ow <= 0):
        raise ShapeError(f"For '{_NAME}', the output shape ({oh}, {ow}) must be positive; the input {list(shape)} "
                         f"is too small for kernel_size {k}.")
    return k, s, p, d, oh, ow


MAXPOOL_ARGMAX_V2 = define_op(_NAME, OpKind.OTHER, attrs=dict(_ATTRS), n_outputs=2,
                              doc="MaxPoolWithArgmaxV2(kernel_size, strides=None, pads=0, dilation=(1, 1), "
                                  "ceil_mode=False, argmax_type=mindspore.int64)(x) -> (output, argmax h * W + w).")
MaxPoolWithArgmaxV2 = MAXPOOL_ARGMAX_V2.prim_class


@MAXPOOL_ARGMAX_V2.def_infer
def _infer(x: Aval, **attrs: Any) -> Tuple[Aval, Aval]:
    if np.dtype(x.dtype).kind not in "fiu":
        raise DTypeError(f"For '{_NAME}', the input must be a float or int Tensor, but got {dtype_name(x.dtype)}.")
    *_, oh, ow = _geometry(tuple(x.shape), attrs)
    shape = (x.shape[0], x.shape[1], oh, ow)
    return Aval(shape, x.dtype), Aval(shape, _argmax_dtype(attrs["argmax_type"]))


def _argmax_pool(x: np.ndarray, k, s, p, d, out, argmax_dtype: np.dtype,
                 skip_nan: bool = False) -> Tuple[np.ndarray, np.ndarray]:
    """Max over each window of the trailing ``len(k)`` axes (symmetric ``p`` padding, dilation ``d``) and the flat
    index, within the input's spatial block, of the window's maximum -- MaxPool3DWithArgmax's CPU kernel (measured,
    session 36, adapt36nn/maxpool_pad_nan): the window's positions inside the input in scan order, from -inf at the
    first of them, taking ``isnan(v) or v > max`` (the last NaN wins; a window of -inf gives its first position).
    ``skip_nan`` (MaxPoolWithArgmaxV2's CPU kernel, measured, fix32a): the maximum starts at the dtype's lowest
    value and the window's first position inside the input, and takes ``v > max`` in scan order, so NaN is never
    taken (a window of NaN / -inf gives the lowest value, -3.4028235e+38 in float32, at its first position)."""
    if skip_nan and x.dtype.kind == "f":
        return _argmax_pool_skip_nan(x, k, s, p, d, out, argmax_dtype)
    import itertools

    nd = len(k)
    lead, sp = x.shape[:-nd], x.shape[-nd:]
    padded = tuple(max(sp[i] + 2 * p[i], (out[i] - 1) * s[i] + d[i] * (k[i] - 1) + 1) for i in range(nd))
    work = x.astype(np.float64) if x.dtype.kind in "iub" else x
    inner = tuple(slice(p[i], p[i] + sp[i]) for i in range(nd))
    inside = np.zeros(padded, bool)
    inside[inner] = True
    xp = np.full(lead + padded, -np.inf, work.dtype)
    xp[(Ellipsis,) + inner] = work
    starts = [np.arange(out[i]) * s[i] - p[i] for i in range(nd)]
    strides = [int(np.prod(sp[i + 1:])) for i in range(nd)]
    best = np.full(lead + tuple(out), -np.inf, work.dtype)
    idx = np.full(lead + tuple(out), -1, np.int64)
    for offs in itertools.product(*(range(ki) for ki in k)):
        o = [offs[i] * d[i] for i in range(nd)]
        sl = tuple(slice(o[i], o[i] + (out[i] - 1) * s[i] + 1, s[i]) for i in range(nd))
        v, ok = xp[(Ellipsis,) + sl], inside[sl]
        flat = sum(((starts[i] + o[i]) * strides[i]).reshape((-1,) + (1,) * (nd - 1 - i)) for i in range(nd))
        idx = np.where((idx < 0) & ok, flat, idx)
        with np.errstate(invalid="ignore"):
            take = ok & (np.isnan(v) | (v > best))
        best = np.where(take, v, best)
        idx = np.where(take, flat, idx)
    return best.astype(x.dtype), idx.astype(argmax_dtype)


def _argmax_pool_skip_nan(x: np.ndarray, k, s, p, d, out, argmax_dtype: np.dtype) -> Tuple[np.ndarray, np.ndarray]:
    import itertools

    nd = len(k)
    lead, sp = x.shape[:-nd], x.shape[-nd:]
    padded = tuple(max(sp[i] + 2 * p[i], (out[i] - 1) * s[i] + d[i] * (k[i] - 1) + 1) for i in range(nd))
    inside = np.zeros(padded, bool)
    inside[tuple(slice(p[i], p[i] + sp[i]) for i in range(nd))] = True
    xp = np.full(lead + padded, np.nan, x.dtype)
    xp[(Ellipsis,) + tuple(slice(p[i], p[i] + sp[i]) for i in range(nd))] = x
    starts = [np.arange(out[i]) * s[i] - p[i] for i in range(nd)]
    strides = [int(np.prod(sp[i + 1:])) for i in range(nd)]
    best = np.full(lead + tuple(out), np.finfo(x.dtype).min, x.dtype)
    idx = np.full(tuple(out), -1, np.int64)
    for offs in itertools.product(*(range(ki) for ki in k)):
        o = [offs[i] * d[i] for i in range(nd)]
        sl = tuple(slice(o[i], o[i] + (out[i] - 1) * s[i] + 1, s[i]) for i in range(nd))
        v, ok = xp[(Ellipsis,) + sl], inside[sl]
        flat = np.broadcast_to(sum(((starts[i] + o[i]) * strides[i]).reshape((-1,) + (1,) * (nd - 1 - i))
                                   for i in range(nd)), tuple(out))
        idx = np.where((idx < 0) & ok, flat, idx)
        with np.errstate(invalid="ignore"):
            take = v > best   # (padding is NaN: never taken)
        best = np.where(take, v, best)
        idx = np.where(take, flat, idx)
    return best, np.broadcast_to(idx, best.shape).astype(argmax_dtype)


@MAXPOOL_ARGMAX_V2.def_impl
def _impl(x: Any, **attrs: Any) -> Tuple[np.ndarray, np.ndarray]:
    x = np.asarray(x)
    k, s, p, d, oh, ow = _geometry(x.shape, attrs)
    return _argmax_pool(x, k, s, p, d, (oh, ow), _argmax_dtype(attrs["argmax_type"]), skip_nan=True)


@bprop_getters.register(MaxPoolWithArgmaxV2)
def get_bprop_max_pool_with_argmax_v2(self: Any):
    """dout[0] added at each window's argmax (within its plane); none to argmax."""

    def bprop(x, out, dout):
        from .array_extra import _F, scatter_along_axis

        F = _F()
        n, c, h, w = tuple(shape_of(x))
        oshape = tuple(shape_of(out[1]))
        g = F.reshape(dout[0], (n, c, oshape[2] * oshape[3]))
        i = F.reshape(out[1], (n, c, oshape[2] * oshape[3]))
        return (F.reshape(scatter_along_axis(g, i, (n, c, h * w), 2), (n, c, h, w)),)
    return bprop


@op_function
def max_pool_with_argmax_v2(x: Any, kernel_size: Any, strides: Any = None, pads: Any = 0, dilation: Any = (1, 1),
                            ceil_mode: bool = False, argmax_type: Any = None) -> Any:
    """The primitive's call (for function forms built on it)."""
    return apply(prim(MAXPOOL_ARGMAX_V2, kernel_size=kernel_size, strides=strides, pads=pads, dilation=dilation,
                      ceil_mode=ceil_mode, argmax_type=argmax_type), (x,))


# --- MaxPool3DWithArgmax (h-tens, session 9): the same kernel on (N, C, D, H, W), indices d * H * W + h * W + w ---
_NAME3 = "MaxPool3DWithArgmax"


def _triple(arg: str, v: Any, minimum: int, allow_five: bool = False) -> Tuple[int, int, int]:
    ok_len = (1, 3, 5) if allow_five else (1, 3)
    if isinstance(v, (int, np.integer)) and not isinstance(v, bool):
        out = (int(v),) * 3
    elif isinstance(v, (tuple, list)) and len(v) in ok_len and all(
            isinstance(i, (int, np.integer)) and not isinstance(i, bool) for i in v):
        out = tuple(int(i) for i in v[-3:]) if len(v) != 1 else (int(v[0]),) * 3
    else:
        raise (TypeError if not isinstance(v, (tuple, list)) else ValueError)(
            f"For '{_NAME3}', the '{arg}' must be an int or a tuple of 3 ints, but got {v!r}.")
    if min(out) < minimum:
        raise ValueError(f"For '{_NAME3}', the '{arg}' must be at least {minimum}, but got {v!r}.")
    return out


def _geometry3(shape: Tuple[Any, ...], attrs: Any):
    if len(shape) != 5:
        raise ValueError(f"For '{_NAME3}', the input must be 5-D (N, C, D, H, W), but got shape {list(shape)}.")
    k = _triple("ksize", attrs["ksize"], 1)
    s = _triple("strides", attrs["strides"], 1)
    p = _triple("pads", attrs["pads"], 0)
    d = _triple("dilation", attrs["dilation"], 1, allow_five=True)
    if any(p[i] > k[i] // 2 for i in range(3)):
        raise ValueError(f"For Maxpool3DWithArgmax, pads should be less equal to the half of ksize, but got ksize "
                         f"is {list(k)}, pads is {list(p)}.")
    out = tuple(None if shape[2 + i] is None else
                _out_size(shape[2 + i], k[i], s[i], p[i], d[i], bool(attrs["ceil_mode"])) for i in range(3))
    if any(o is not None and o <= 0 for o in out):
        raise ValueError(f"For '{_NAME3}', the output shape {out} must be positive; the input {list(shape)} is "
                         f"too small for ksize {k}.")
    return k, s, p, d, out


MAXPOOL3D_ARGMAX = define_op(_NAME3, OpKind.OTHER,
                             attrs={"ksize": 1, "strides": 1, "pads": 0, "dilation": (1, 1, 1), "ceil_mode": False,
                                    "data_format": "NCDHW", "argmax_type": None},
                             n_outputs=2,
                             doc="MaxPool3DWithArgmax(ksize, strides, pads, dilation=(1, 1, 1), ceil_mode=False, "
                                 "data_format='NCDHW', argmax_type=mindspore.int64)(x) -> (output, argmax "
                                 "d * H * W + h * W + w).")
MaxPool3DWithArgmax = MAXPOOL3D_ARGMAX.prim_class


@MAXPOOL3D_ARGMAX.def_infer
def _infer3(x: Aval, **attrs: Any) -> Tuple[Aval, Aval]:
    if np.dtype(x.dtype).kind not in "fiu":
        raise TypeError(f"For '{_NAME3}', the input must be a float or int Tensor, but got {dtype_name(x.dtype)}.")
    *_, out = _geometry3(tuple(x.shape), attrs)
    shape = (x.shape[0], x.shape[1]) + out
    return Aval(shape, x.dtype), Aval(shape, _argmax_dtype(attrs["argmax_type"]))


@MAXPOOL3D_ARGMAX.def_impl
def _impl3(x: Any, **attrs: Any) -> Tuple[np.ndarray, np.ndarray]:
    x = np.asarray(x)
    k, s, p, d, out = _geometry3(x.shape, attrs)
    return _argmax_pool(x, k, s, p, d, out, _argmax_dtype(attrs["argmax_type"]))


@bprop_getters.register(MaxPool3DWithArgmax)
def get_bprop_max_pool3d_with_argmax(self: Any):
    """dout[0] added at each window's argmax (within its D * H * W block); none to argmax."""

    def bprop(x, out, dout):
        from .array_extra import _F, scatter_along_axis

        F = _F()
        n, c, dd, h, w = tuple(shape_of(x))
        o = tuple(shape_of(out[1]))
        size = o[2] * o[3] * o[4]
        g = F.reshape(dout[0], (n, c, size))
        i = F.reshape(out[1], (n, c, size))
        return (F.reshape(scatter_along_axis(g, i, (n, c, dd * h * w), 2), (n, c, dd, h, w)),)
    return bprop


@op_function
def max_pool3d_with_argmax(x: Any, ksize: Any, strides: Any = 1, pads: Any = 0, dilation: Any = (1, 1, 1),
                           ceil_mode: bool = False, argmax_type: Any = None) -> Any:
    """The primitive's call (for function forms built on it)."""
    return apply(prim(MAXPOOL3D_ARGMAX, ksize=ksize, strides=strides, pads=pads, dilation=dilation,
                      ceil_mode=ceil_mode, argmax_type=argmax_type), (x,))
