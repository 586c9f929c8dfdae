"""MaxPool3DGradWithArgmax (h-gpub, session 9: MindSpore's tests/st/ops/gpu on CPU).

``MaxPool3DGradWithArgmax(...)(x, dy, argmax)`` adds each ``dy`` to the input element its argmax names (the
flat index ``d * H * W + h * W + w`` that ``MaxPool3DWithArgmax`` -- :mod:`msgraph.ops.pool_argmax_v2` --
returns): MindSpore's gradient primitive of that op, callable on its own.
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, ShapeError
from .registry import OpKind, define_op

_ATTRS = {"ksize": 1, "strides": 1, "pads": 0, "dilation": (1, 1, 1), "ceil_mode": False, "data_format": "NCDHW"}


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
