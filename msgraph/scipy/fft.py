"""``mindspore.scipy.fft`` (h-scipy): dct, idct, dctn, idctn, as MindSpore 2.10 computes them: type 2 and the
orthonormal norm only (``norm=None`` is 'ortho', not scipy's 'backward'), complex inputs part by part.

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
    """The DCT-II matrix of length ``n`` (only 'ortho' reaches it from the public functions, as in MindSpore)."""
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
    """MindSpore 2.10's checks: a Tensor (not bool) of rank >= 1, an int type (2 only) and the orthonormal norm
    (None means 'ortho'; 'backward' / 'forward' are its ValueError); integer inputs compute in float32."""
    if not isinstance(x, Tensor) and not hasattr(x, "__msgraph_emit__"):
        raise TypeError(f"Failed calling {name} with \"{name}()(x={type(x).__name__}, ...)\".")
    if isinstance(dct_type, bool) or not isinstance(dct_type, int):
        raise TypeError(f"Failed calling {name} with \"{name}()(x=Tensor, type={type(dct_type).__name__}, ...)\".")
    if x.dtype == mstype.bool_:
        raise TypeError(f"For '{name}', the input must be a float, integer or complex Tensor, but got Bool.")
    if x.ndim == 0:
        raise ValueError(f"For primitive[{name}], the rank of input must be in [1,8], but got 0.")
    if norm not in _NORMS:
        raise ValueError(f"Failed to convert the value {norm!r} of input 'norm' of '{name}' to enum.")
    if dct_type != 2:
        raise ValueError("Only dct type II is supported currently.")
    if norm not in (None, "ortho"):
        raise ValueError('Only norm "ortho" is supported currently.')
    if x.dtype not in (mstype.float32, mstype.float64, mstype.complex64, mstype.complex128):
        x = ops.cast(x, mstype.float32)
    return x


def _per_part(x, fn):
    """A complex input is transformed as its real and imaginary parts (MindSpore: a complex result)."""
    if x.dtype in (mstype.complex64, mstype.complex128):
        return ops.Complex()(fn(ops.real(x)), fn(ops.imag(x)))
    return fn(x)


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
    return _per_part(x, lambda v: _along(v, n, axis, "ortho", False))


@op_function
def idct(x, type=2, n=None, axis=-1, norm=None):  # noqa: A002
    """The inverse of the type-2 DCT along ``axis`` (length ``n``)."""
    x = _check("IDCT", x, type, norm)
    return _per_part(x, lambda v: _along(v, n, axis, "ortho", True))


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
    nd = x.ndim
    for a in axes:
        if not -nd <= a < nd:
            raise ValueError(f"For primitive[DCTN], the axes must be in [{-nd},{nd}), but got {a}.")
    if len(set(axes)) != len(axes):
        raise ValueError("The dims must be unique.")
    if len({a % nd for a in axes}) != len(axes):   # one axis written two ways: MindSpore's kernel fails
        raise RuntimeError("axis specified repeatedly")
    return tuple(s), tuple(axes)


def _along_all(x, s, axes, inverse):
    for n, axis in zip(s, axes):
        x = _along(x, n, axis, "ortho", inverse)
    return x


@op_function
def dctn(x, type=2, s=None, axes=None, norm=None):  # noqa: A002
    """The type-2 DCT over several axes (sizes ``s``)."""
    x = _check("DCTN", x, type, norm)
    s, axes = _axes_sizes(x, s, axes)
    return _per_part(x, lambda v: _along_all(v, s, axes, False))


@op_function
def idctn(x, type=2, s=None, axes=None, norm=None):  # noqa: A002
    """The inverse of the type-2 DCT over several axes (sizes ``s``)."""
    x = _check("IDCTN", x, type, norm)
    s, axes = _axes_sizes(x, s, axes)
    return _per_part(x, lambda v: _along_all(v, s, axes, True))
