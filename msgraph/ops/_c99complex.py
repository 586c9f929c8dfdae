"""Complex multiplication and division as MindSpore 2.10's C++ CPU kernels compute them (``std::complex``
operators, i.e. libgcc's ``__mul?c3`` / ``__div?c3`` of GCC >= 12), elementwise on numpy arrays.

numpy's complex division is Smith's method with a reciprocal (1-ulp differences) and its complex multiply has no
C99 Annex G recovery of infinities (``2 * (inf+infj)`` is NaN), so kernels that MindSpore writes with complex
``*`` and ``/`` (SqrtGrad's ``dy / conj(y * 2)``) are computed here from the parts:

- multiply: the schoolbook ``(ac - bd, ad + bc)`` in the operands' precision, then C99's recovery of infinities
  when both parts come out NaN;
- divide, complex128: Smith's method with GCC 12's scaling (``__divdc3``), then the recovery of infinities and
  zeros; complex64: the schoolbook formula in float64 (``__divsc3`` on hardware with double arithmetic), the same
  recovery, rounded to float32.

Measured on MindSpore 2.10 (debt35): SqrtGrad on 1200 pairs of special values (signed zeros, infinities, NaN,
3e38) and 20000 random pairs spread over the exponent range (subnormal to 1e300), complex64 and complex128:
bit for bit equal, signs of zero and NaN placement included.
"""
from __future__ import annotations

from typing import Tuple

import numpy as np

_F64 = np.finfo(np.float64)
_RBIG = _F64.max / 2
_RMIN = _F64.tiny
_RMIN2 = _F64.eps
_RMINSCAL = 1 / _F64.eps
_RMAX2 = _RBIG * _RMIN2

Parts = Tuple[np.ndarray, np.ndarray]


def _unit(v: np.ndarray) -> np.ndarray:
    """C99's ``copysign(isinf(v) ? 1 : 0, v)``."""
    return np.copysign(np.where(np.isinf(v), 1, 0).astype(v.dtype), v)


def _nan_to_zero(v: np.ndarray) -> np.ndarray:
    """C99's ``if (isnan(v)) v = copysign(0, v)``."""
    return np.where(np.isnan(v), np.copysign(np.zeros_like(v), v), v)


def c99_mul(a: np.ndarray, b: np.ndarray, c: np.ndarray, d: np.ndarray) -> Parts:
    """``(a + bi) * (c + di)`` as ``__mulsc3`` / ``__muldc3``: the parts of the product."""
    ac, bd, ad, bc = a * c, b * d, a * d, b * c
    x, y = ac - bd, ad + bc
    both = np.isnan(x) & np.isnan(y)
    if not both.any():
        return x, y
    r1 = both & (np.isinf(a) | np.isinf(b))
    a1, b1 = np.where(r1, _unit(a), a), np.where(r1, _unit(b), b)
    c1, d1 = np.where(r1, _nan_to_zero(c), c), np.where(r1, _nan_to_zero(d), d)
    r2 = both & (np.isinf(c1) | np.isinf(d1))
    c1, d1 = np.where(r2, _unit(c1), c1), np.where(r2, _unit(d1), d1)
    a1, b1 = np.where(r2, _nan_to_zero(a1), a1), np.where(r2, _nan_to_zero(b1), b1)
    # (overflowed products: NaN parts read as zeros)
    r3 = both & ~r1 & ~r2 & (np.isinf(ac) | np.isinf(bd) | np.isinf(ad) | np.isinf(bc))
    a1, b1, c1, d1 = (np.where(r3, _nan_to_zero(v), v) for v in (a1, b1, c1, d1))
    redo = r1 | r2 | r3
    x = np.where(redo, np.inf * (a1 * c1 - b1 * d1), x)
    y = np.where(redo, np.inf * (a1 * d1 + b1 * c1), y)
    return x, y


def _recover_div(x: np.ndarray, y: np.ndarray, a: np.ndarray, b: np.ndarray, c: np.ndarray,
                 d: np.ndarray) -> Parts:
    """``__div?c3``'s recovery of infinities and zeros computed as NaN + NaN i: nonzero / zero, infinite /
    finite, finite / infinite."""
    both = np.isnan(x) & np.isnan(y)
    if not both.any():
        return x, y
    m1 = both & (c == 0) & (d == 0) & (~np.isnan(a) | ~np.isnan(b))
    s = np.copysign(np.inf, c)
    x, y = np.where(m1, s * a, x), np.where(m1, s * b, y)
    m2 = both & ~m1 & (np.isinf(a) | np.isinf(b)) & np.isfinite(c) & np.isfinite(d)
    a2, b2 = _unit(a), _unit(b)
    x = np.where(m2, np.inf * (a2 * c + b2 * d), x)
    y = np.where(m2, np.inf * (b2 * c - a2 * d), y)
    m3 = both & ~m1 & ~m2 & (np.isinf(c) | np.isinf(d)) & np.isfinite(a) & np.isfinite(b)
    c3, d3 = _unit(c), _unit(d)
    x = np.where(m3, 0.0 * (a * c3 + b * d3), x)
    y = np.where(m3, 0.0 * (b * c3 - a * d3), y)
    return x, y


def _div_smith_scaled(a: np.ndarray, b: np.ndarray, c: np.ndarray, d: np.ndarray) -> Parts:
    """``__divdc3`` (GCC >= 12) on float64 parts."""
    sw = np.abs(c) < np.abs(d)                 # divide through by d (else by c)
    big = np.where(sw, np.abs(d), np.abs(c))
    half = big >= _RBIG                        # (the denominator near the largest double)
    a, b, c, d = (np.where(half, v / 2, v) for v in (a, b, c, d))
    big = np.where(sw, np.abs(d), np.abs(c))
    up = (big < _RMIN2) | (((np.abs(a) < _RMIN) & (np.abs(b) < _RMAX2) & (big < _RMAX2))
                           | ((np.abs(b) < _RMIN) & (np.abs(a) < _RMAX2) & (big < _RMAX2)))
    a, b, c, d = (np.where(up, v * _RMINSCAL, v) for v in (a, b, c, d))
    p, q = np.where(sw, c, d), np.where(sw, d, c)     # ratio = p / q
    u, w = np.where(sw, a, b), np.where(sw, b, a)     # real part (u * ratio + w) / denom
    ratio = p / q
    denom = p * ratio + q
    sub = np.abs(ratio) <= _RMIN                      # (a subnormal ratio: the other order)
    x = np.where(sub, p * (u / q) + w, u * ratio + w) / denom
    t = np.where(sub, p * (w / q), w * ratio)
    y = np.where(sw, t - a, b - t) / denom
    return _recover_div(x, y, a, b, c, d)


def c99_div(a: np.ndarray, b: np.ndarray, c: np.ndarray, d: np.ndarray) -> Parts:
    """``(a + bi) / (c + di)`` as ``__divsc3`` (float32 parts) / ``__divdc3`` (float64 parts)."""
    ft = np.result_type(a, b, c, d)
    if ft == np.float64:
        return _div_smith_scaled(*(np.asarray(v, np.float64) for v in (a, b, c, d)))
    a, b, c, d = (np.asarray(v, np.float64) for v in (a, b, c, d))
    den = c * c + d * d
    x, y = _recover_div((a * c + b * d) / den, (b * c - a * d) / den, a, b, c, d)
    return x.astype(ft), y.astype(ft)


def from_parts(x: np.ndarray, y: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """The complex array ``x + y i`` of ``dtype`` (parts kept as they are: no complex arithmetic)."""
    out = np.empty(np.broadcast_shapes(np.shape(x), np.shape(y)), dtype)
    out.real, out.imag = x, y
    return out
