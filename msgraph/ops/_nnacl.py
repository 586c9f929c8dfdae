"""MindSpore's nnacl float32 kernels' arithmetic, bit for bit (h-grad8): its exp (used by MindSpore's CPU Exp and
Softmax kernels).  Measured against MindSpore 2.10 on x86 (AVX, FMA)."""
from __future__ import annotations

import math
from typing import Any

import numpy as np

from . import _fastpath
from . import registry as _registry

_F32 = np.float32
_NNACL_LN2, _NNACL_C5, _NNACL_C4, _NNACL_C3 = _F32(0.693147), _F32(1.0) / _F32(120), _F32(1.0) / _F32(24), \
    _F32(1.0) / _F32(6)


_LN2_64, _C5_64, _C4_64, _C3_64 = (float(v) for v in (_NNACL_LN2, _NNACL_C5, _NNACL_C4, _NNACL_C3))
EXP_LO, EXP_HI, LOG2E = _F32(-87.3365478515625), _F32(88.72283935546875), _F32(1.44269504088896341)
#: nnacl's Tanh: x * ((s + 378) s + 17325) s + 135135) / (((28 s + 3150) s + 62370) s + 135135), s = x^2; +-1 past 5
TANH_NUM, TANH_DEN, TANH_SAT = (378.0, 17325.0, 135135.0), (28.0, 3150.0, 62370.0, 135135.0), 5.0


def nnacl_exp_scalar(x):
    """:func:`nnacl_exp` of one float32 value, for compiled kernels without vecmath (the libm and CUDA columns of
    codegen's transcendental table): each multiply-add done in double and rounded once."""
    v = np.float32(x)
    if v != v:
        return v
    d = min(max(v, EXP_LO), EXP_HI)
    k = math.floor(d * LOG2E + np.float32(0.5))
    r = np.float64(np.float32(np.float64(d) - np.float64(k) * _LN2_64))
    p = np.float32(r * _C5_64 + _C4_64)
    p = np.float32(r * np.float64(p) + _C3_64)
    p = np.float32(r * np.float64(p) + 0.5)
    p = np.float32(r * np.float64(p) + 1.0)
    p = np.float32(r * np.float64(p) + 1.0)
    scale = np.float32(0.0) if k == -126 else np.float32(math.ldexp(1.0, int(k) - 1))
    return (scale * p) * np.float32(2.0)


def nnacl_tanh_scalar(x):
    """nnacl's float32 Tanh of one value (as ``msgraph.ops.math._tanh_pade``), for the same kernels: each
    ``a * s + c`` done in double and rounded once."""
    v = np.float32(x)
    if v > np.float32(TANH_SAT):
        return np.float32(1.0)
    if v < np.float32(-TANH_SAT):
        return np.float32(-1.0)
    s = v * v
    w = np.float64(s)
    num = np.float32(np.float64(s + np.float32(TANH_NUM[0])) * w + TANH_NUM[1])
    num = np.float32(np.float64(num) * w + TANH_NUM[2]) * v
    den = np.float32(TANH_DEN[0] * w + TANH_DEN[1])
    den = np.float32(np.float64(den) * w + TANH_DEN[2])
    den = np.float32(np.float64(den) * w + TANH_DEN[3])
    return num / den


#: nnacl's log: x = 2^e * y, y in [1, 2); log = LN2 e + 2 atanh((y - 1) / (y + 1)) by an odd series in u = (y-1)/(y+1)
LOG_SERIES = (_F32(1.0) / _F32(11), _F32(1.0) / _F32(9), _F32(1.0) / _F32(7), _F32(0.2), _F32(1.0) / _F32(3))


def nnacl_log(x: Any) -> np.ndarray:
    """MindSpore's nnacl float32 log (``MS256_LOG_F32``: its CPU Log and Softplus kernels), bit for bit on x86 (all
    of 4096 values, act31): the exponent field e (a subnormal's is -127: log(1e-39) is -87.9, as MindSpore's) and
    y = the significand in [1, 2); u = (y - 1) / (y + 1), s = u^2; ``LN2 * e + (u * (1 + s (1/3 + s (0.2 +
    s (1/7 + s (1/9 + s/11)))))) * 2`` with LN2 = 0.693147, each ``a * s + c`` a fused multiply-add (as x86 builds
    compile it: unfused, 3 of 3064 values were an ulp off), the rest rounded step by step; -inf at 0, inf at inf,
    NaN below 0 and at NaN."""
    a = np.asarray(x, _F32)
    v = a.reshape(-1)
    with np.errstate(invalid="ignore", divide="ignore"):
        return _nnacl_log(v).reshape(a.shape)


def _nnacl_log(v: np.ndarray) -> np.ndarray:
    # the same steps with few temporaries (in place where numpy allows)
    bits = v.view(np.int32)
    e = bits >> 23
    e &= 0xFF
    e -= 127
    r = e.astype(_F32)
    r *= _NNACL_LN2
    yb = bits & 0x007FFFFF
    yb |= 127 << 23
    y = yb.view(_F32)
    u = y - _F32(1)
    y += _F32(1)
    u /= y
    s = np.multiply(u, u, out=y)
    w = s.astype(np.float64)
    c11, c9, c7, c5, c3 = (float(c) for c in LOG_SERIES)
    # each ``a * s + c`` one fused multiply-add (the float32 product exact in double, rounded once after the add)
    t64 = w * c11
    t64 += c9
    t = t64.astype(_F32)
    for c in (c7, c5, c3, 1.0):
        np.multiply(w, t, out=t64)
        t64 += c
        np.copyto(t, t64, casting="unsafe")
    t *= u
    t *= _F32(2)
    r += t
    lo, hi = v.min(initial=np.inf), v.max(initial=0.0)
    if not (lo > 0 and hi < np.inf):     # (lo is NaN when one is)
        r[v == 0] = -np.inf
        r[v == np.inf] = np.inf
        r[~(v >= 0)] = np.nan
    return r


def nnacl_log_scalar(x):
    """:func:`nnacl_log` of one float32 value, for compiled kernels without vecmath (the libm and CUDA columns)."""
    v = np.float32(x)
    if v != v or v < np.float32(0.0):
        return np.float32(np.nan)
    if v == np.float32(0.0):
        return np.float32(-np.inf)
    if v == np.float32(np.inf):
        return v
    bits = np.int32(np.array([v], _F32).view(np.int32)[0])
    e = np.float32(((bits >> 23) & 0xFF) - 127)
    y = np.array([(bits & 0x007FFFFF) | (127 << 23)], np.int32).view(_F32)[0]
    one = np.float32(1.0)
    u = (y - one) / (y + one)
    w = np.float64(u * u)
    t = np.float32(w * np.float64(LOG_SERIES[0]) + np.float64(LOG_SERIES[1]))
    t = np.float32(w * np.float64(t) + np.float64(LOG_SERIES[2]))
    t = np.float32(w * np.float64(t) + np.float64(LOG_SERIES[3]))
    t = np.float32(w * np.float64(t) + np.float64(LOG_SERIES[4]))
    t = np.float32(w * np.float64(t) + 1.0)
    return _NNACL_LN2 * e + (u * t) * np.float32(2.0)


def nnacl_exp(d: Any) -> np.ndarray:
    """MindSpore's nnacl float32 exp (``simd_exp32_f32`` as x86 builds compile it, with fused multiply-adds):
    d clamped to [log(FLT_MIN), log(FLT_MAX)]; d = k ln2 + r, k = floor(d log2(e) + 0.5); e^r by a degree-5
    Taylor polynomial; 2^(k - 1) times that, times 2 (in this order: MindSpore's exp(88.7) is finite, its values
    below exp(-85.9) are rounded as this order rounds them; 2^(k - 1) is 0 where it is not a normal float: exp(-87.3)
    is 0, exp(88.73) inf, as MindSpore's).  NaN stays NaN."""
    a = np.asarray(d, _F32)
    if a.size >= _fastpath.MIN_SIZE:   # the Exp op's kernel expression (the same operations) compiled: one kernel
        r = _fastpath.run(_registry.OPS["Exp"], a)
        if r is not None:
            return r
    with np.errstate(invalid="ignore", over="ignore"):   # 1-d: the in-place steps need arrays, not 0-d scalars
        return _nnacl_exp(a.reshape(-1)).reshape(a.shape)


def _nnacl_exp(d: np.ndarray) -> np.ndarray:
    # the same steps in place (no temporaries per step: ~17% faster on 32k-element blocks)
    d = np.clip(d, EXP_LO, EXP_HI)
    k = d * LOG2E
    k += _F32(0.5)
    np.floor(k, out=k)
    # each step a fused multiply-add: the float32 product is exact in double, rounded once to float32 after the add
    r = np.multiply(k, _LN2_64, dtype=np.float64)
    np.subtract(d, r, out=r)
    p = r.astype(_F32)
    r[...] = p
    t = r * _C5_64
    t += _C4_64
    np.copyto(p, t, casting="unsafe")
    for c in (_C3_64, 0.5, 1.0, 1.0):
        np.multiply(r, p, out=t)
        t += c
        np.copyto(p, t, casting="unsafe")
    scale = k.astype(np.int32)
    scale += 126
    scale <<= 23
    s = scale.view(_F32)
    s *= p
    s *= _F32(2)
    return s
