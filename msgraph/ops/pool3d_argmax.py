"""MaxPool3DWithArgmax / MaxPool3DGradWithArgmax (h-gpub, session 9: MindSpore's tests/st/ops/gpu on CPU).

``MaxPool3DWithArgmax(ksize, strides, pads, dilation=1, ceil_mode=False, data_format='NCDHW',
argmax_type=int64)(x)`` returns the maximum of each (dilated) window of the padded (N, C, D, H, W) input and the
flat index ``d * H * W + h * W + w`` of its first maximum within the unpadded input volume (PyTorch's
max_pool3d with ``return_indices``); ``MaxPool3DGradWithArgmax(...)(x, dy, argmax)`` adds each ``dy`` to the
input element its argmax names, and is the forward op's gradient.
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, DTypeError, ShapeError
from ._helpers import dtype_name
from .registry import OpKind, apply, bprop_getters, define_op, prim

_ATTRS = {"ksize": 1, "strides": 1, "pads": 0, "dilation": (1, 1, 1), "ceil_mode": False, "data_format": "NCDHW"}
_NAME = "MaxPool3DWithArgmax"


def _triple(name: str, arg: str, v: Any, minimum: int) -> Tuple[int, int, int]:
    if isinstance(v, (int, np.integer)) and not isinstance(v, bool):
        out = (int(v),) * 3
    elif isinstance(v, (tuple, list)) and len(v) in (1, 3, 5) and all(
            isinstance(i, (int, np.integer)) and not isinstance(i, bool) for i in v):
        out = (int(v[0]),) * 3 if len(v) == 1 else tuple(int(i) for i in v[-3:])
    else:
        raise ArgumentError(f"For '{name}', the '{arg}' must be an int or a tuple of 3 ints, but got {v!r}.")
    if min(out) < minimum:
        raise ShapeError(f"For '{name}', the '{arg}' must be at least {minimum}, but got {v!r}.")
    return out  # type: ignore[return-value]


def _out_size(n: int, k: int, s: int, p: int, d: int, ceil_mode: bool) -> int:
    span = n + 2 * p - d * (k - 1) - 1
    o = (-(-span // s) if ceil_mode else span // s) + 1
    if ceil_mode and (o - 1) * s >= n + p:
        o -= 1
    return o


def _geometry(name: str, shape: Tuple[Any, ...], attrs: Any):
    if attrs.get("data_format", "NCDHW") != "NCDHW":
        raise ShapeError(f"For '{name}', the 'data_format' must be 'NCDHW', but got {attrs['data_format']!r}.")
    if len(shape) != 5:
        raise ShapeError(f"For '{name}', the dimension of 'x' must be 5, but got {len(shape)}.")
    k = _triple(name, "ksize", attrs["ksize"], 1)
    s = _triple(name, "strides", attrs["strides"], 1)
    p = _triple(name, "pads", attrs["pads"], 0)
    d = _triple(name, "dilation", attrs["dilation"], 1)
    if any(2 * pi > ki for pi, ki in zip(p, k)):
        raise ShapeError(f"For '{name}', the 'pads' must be at most half of 'ksize', but got pads {p} and ksize {k}.")
    out = tuple(None if n is None else _out_size(n, *g, bool(attrs["ceil_mode"]))
                for n, g in zip(shape[2:], zip(k, s, p, d)))
    if any(o is not None and o < 1 for o in out):
        raise ShapeError(f"For '{name}', the output shape must be positive, but got {list(shape[:2]) + list(out)}.")
    return k, s, p, d, out


def _argmax_dtype(t: Any) -> np.dtype:
    from ..common.dtype import to_numpy

    dt = np.dtype(to_numpy(t)) if t is not None else np.dtype(np.int64)
    if dt not in (np.dtype(np.int32), np.dtype(np.int64)):
        raise DTypeError(f"For '{_NAME}', the 'argmax_type' must be mindspore.int32 or mindspore.int64, but got "
                         f"{dtype_name(dt)}.")
    return dt


def _check_x(name: str, dt: Any) -> None:
    if np.dtype(dt).kind not in "fiu":
        raise DTypeError(f"For '{name}', the 'x' must be a number Tensor, but got {dtype_name(dt)}.")


MAXPOOL3D_ARGMAX = define_op(_NAME, OpKind.OTHER, n_outputs=2, attrs=dict(_ATTRS, argmax_type=None),
                             doc="MaxPool3DWithArgmax(ksize, strides, pads, dilation, ceil_mode, data_format, "
                                 "argmax_type)(x) -> (the windows' maxima, the flat indices of their first maxima).")
MaxPool3DWithArgmax = MAXPOOL3D_ARGMAX.prim_class


def _windows(x: np.ndarray, k: Any, s: Any, p: Any, d: Any, out: Any):
    """(each window's values, each window's flat input index), shapes (N, C, oD, oH, oW, kD*kH*kW)."""
    low = -np.inf if x.dtype.kind == "f" else np.iinfo(x.dtype).min
    sp = x.shape[2:]
    need = [(o - 1) * si + di * (ki - 1) + 1 for o, si, di, ki in zip(out, s, d, k)]
    pads = [(pi, max(0, ni - n - pi)) for pi, ni, n in zip(p, need, sp)]
    xp = np.pad(x, [(0, 0), (0, 0)] + pads, constant_values=low)
    flat = np.pad(np.arange(int(np.prod(sp))).reshape(sp), pads, constant_values=-1)
    grids = [np.arange(o)[:, None] * si + np.arange(ki)[None, :] * di for o, si, ki, di in zip(out, s, k, d)]
    ix = np.ix_(*[g.ravel() for g in grids])
    vals = xp[(slice(None), slice(None)) + ix].reshape(x.shape[:2] + tuple(
        v for o, ki in zip(out, k) for v in (o, ki)))
    idx = flat[ix].reshape(tuple(v for o, ki in zip(out, k) for v in (o, ki)))
    perm = (0, 1, 2, 4, 6, 3, 5, 7)
    vals = vals.transpose(perm).reshape(x.shape[:2] + tuple(out) + (-1,))
    idx = idx.transpose((0, 2, 4, 1, 3, 5)).reshape(tuple(out) + (-1,))
    return vals, idx


@MAXPOOL3D_ARGMAX.def_impl
def _maxpool3d_argmax_impl(x: Any, **attrs: Any) -> Tuple[np.ndarray, np.ndarray]:
    x = np.asarray(x)
    _check_x(_NAME, x.dtype)
    adt = _argmax_dtype(attrs.get("argmax_type"))
    k, s, p, d, out = _geometry(_NAME, x.shape, attrs)
    vals, idx = _windows(x, k, s, p, d, out)
    pos = np.argmax(vals, axis=-1)
    mx = np.take_along_axis(vals, pos[..., None], -1)[..., 0]
    arg = np.take_along_axis(np.broadcast_to(idx, vals.shape), pos[..., None], -1)[..., 0]
    return mx.astype(x.dtype), arg.astype(adt)


@MAXPOOL3D_ARGMAX.def_infer
def _maxpool3d_argmax_infer(x: Aval, **attrs: Any) -> Tuple[Aval, Aval]:
    _check_x(_NAME, x.dtype)
    adt = _argmax_dtype(attrs.get("argmax_type"))
    out = tuple(x.shape[:2]) + tuple(_geometry(_NAME, tuple(x.shape), attrs)[4])
    return Aval(out, x.dtype), Aval(out, adt)


_GRAD = "MaxPool3DGradWithArgmax"
MAXPOOL3D_GRAD_ARGMAX = define_op(_GRAD, OpKind.OTHER, attrs=dict(_ATTRS), differentiable=False,
                                  doc="MaxPool3DGradWithArgmax(...)(x, dy, argmax): dy added at the input "
                                      "elements the flat indices argmax name.")
MaxPool3DGradWithArgmax = MAXPOOL3D_GRAD_ARGMAX.prim_class


@MAXPOOL3D_GRAD_ARGMAX.def_impl
def _maxpool3d_grad_argmax_impl(x: Any, dy: Any, argmax: Any, **attrs: Any) -> np.ndarray:
    x, dy, argmax = np.asarray(x), np.asarray(dy), np.asarray(argmax)
    _geometry(_GRAD, x.shape, attrs)
    n, c = x.shape[:2]
    vol = int(np.prod(x.shape[2:]))
    out = np.zeros((n * c, vol), dy.dtype)
    rows = np.repeat(np.arange(n * c), argmax[0, 0].size if argmax.ndim == 5 else 0)
    np.add.at(out, (rows, argmax.reshape(-1).astype(np.int64)), dy.reshape(-1))
    return out.reshape(x.shape).astype(dy.dtype)


@MAXPOOL3D_GRAD_ARGMAX.def_infer
def _maxpool3d_grad_argmax_infer(x: Aval, dy: Aval, argmax: Aval, **attrs: Any) -> Aval:
    _geometry(_GRAD, tuple(x.shape), attrs)
    return Aval(tuple(x.shape), dy.dtype)


@bprop_getters.register(MaxPool3DWithArgmax)
def _get_bprop_maxpool3d_argmax(self: Any):
    g = prim(MAXPOOL3D_GRAD_ARGMAX, **{k: self.attrs[k] for k in _ATTRS})

    def bprop(x, out, dout):
        return (apply(g, (x, dout[0], out[1])),)
    return bprop
