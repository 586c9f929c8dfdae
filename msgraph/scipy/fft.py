"""``mindspore.scipy.fft`` (h-scipy): dct, idct, dctn, idctn (type 2), as scipy.fft computes them.

Each transform along an axis is a matmul by the (constant) DCT-II matrix of its length (its inverse for idct),
after cropping / zero-padding the axis to ``n``: a composition of ops, differentiable, in both modes.
"""
from __future__ import annotations

import numpy as np

from .. import ops
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..ops.registry import op_function

__all__ = ["dct", "idct", "dctn", "idctn"]

_NORMS = (None, "backward", "ortho", "forward")


def _dct_matrix(n: int, norm, inverse: bool) -> np.ndarray:
    k = np.arange(n)[:, None]
    j = np.arange(n)[None, :]
    m = 2.0 * np.cos(np.pi * k * (2 * j + 1) / (2.0 * n))
    if norm == "ortho":
        scale = np.full((n, 1), np.sqrt(1.0 / (2.0 * n)))
        scale[0, 0] = np.sqrt(1.0 / (4.0 * n))
        m = m * scale
    elif norm == "forward":
        m = m / (2.0 * n)
    return np.linalg.inv(m) if inverse else m


def _check(name, x, dct_type, norm):
    if dct_type != 2:
        raise ValueError(f"For '{name}', only type 2 is supported, but got type {dct_type}.")
    if norm not in _NORMS:
        raise ValueError(f"For '{name}', 'norm' must be one of None, 'backward', 'ortho' or 'forward', but got "
                         f"{norm!r}.")
    if x.dtype not in (mstype.float32, mstype.float64):
        x = ops.cast(x, mstype.float32)
    return x


def _along(x, n, axis, norm, inverse):
    nd = x.ndim
    axis = axis + nd if axis < 0 else axis
    if axis < 0 or axis >= nd:
        raise ValueError(f"For 'DCT', 'axis' must be in [{-nd}, {nd}), but got {axis - nd if axis < 0 else axis}.")
    length = x.shape[axis]
    n = length if n is None else int(n)
    if n < 1:
        raise ValueError(f"For 'DCT', 'n' must be positive, but got {n}.")
    y = ops.swapaxes(x, axis, -1)
    if n < length:
        y = y[..., :n]
    elif n > length:
        y = ops.concat((y, ops.zeros(tuple(y.shape[:-1]) + (n - length,), y.dtype)), -1)
    npdt = np.float64 if x.dtype == mstype.float64 else np.float32
    mat = Tensor(_dct_matrix(n, norm, inverse).T.astype(npdt))
    return ops.swapaxes(ops.matmul(y, mat), axis, -1)


@op_function
def dct(x, type=2, n=None, axis=-1, norm=None):  # noqa: A002 - scipy's name
    """The type-2 discrete cosine transform along ``axis`` (length ``n``)."""
    x = _check("DCT", x, type, norm)
    return _along(x, n, axis, norm, False)


@op_function
def idct(x, type=2, n=None, axis=-1, norm=None):  # noqa: A002
    """The inverse of the type-2 DCT along ``axis`` (length ``n``)."""
    x = _check("IDCT", x, type, norm)
    return _along(x, n, axis, norm, True)


def _axes_sizes(x, s, axes):
    if axes is None:
        axes = tuple(range(x.ndim)) if s is None else tuple(range(x.ndim - len(s), x.ndim))
    elif isinstance(axes, int):
        axes = (axes,)
    if s is None:
        s = (None,) * len(axes)
    elif isinstance(s, int):
        s = (s,)
    if len(s) != len(axes):
        raise ValueError(f"For 'DCTN', 's' and 'axes' must have the same length, but got {len(s)} and {len(axes)}.")
    return tuple(s), tuple(axes)


@op_function
def dctn(x, type=2, s=None, axes=None, norm=None):  # noqa: A002
    """The type-2 DCT over several axes (sizes ``s``)."""
    x = _check("DCTN", x, type, norm)
    s, axes = _axes_sizes(x, s, axes)
    for n, axis in zip(s, axes):
        x = _along(x, n, axis, norm, False)
    return x


@op_function
def idctn(x, type=2, s=None, axes=None, norm=None):  # noqa: A002
    """The inverse of the type-2 DCT over several axes (sizes ``s``)."""
    x = _check("IDCTN", x, type, norm)
    s, axes = _axes_sizes(x, s, axes)
    for n, axis in zip(s, axes):
        x = _along(x, n, axis, norm, True)
    return x
