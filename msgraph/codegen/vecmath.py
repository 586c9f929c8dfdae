"""Vectorizable scalar math for generated Numba kernels.

Numba lowers ``math.exp``/``np.tanh``/... inside a loop to calls into the
scalar libm, and a loop that contains a call is not vectorized by LLVM.  The
functions here are emitted as straight-line LLVM IR -- ``+ - * /``, fused
multiply-adds, integer operations on the float's bit pattern and ``select`` --
directly into the calling function, so a loop that uses them vectorizes
(AVX2/AVX-512 lanes) like a loop of plain arithmetic.

Usage inside generated (``@njit``) code::

    from msgraph.codegen import vecmath as vm

    @numba.njit
    def kernel(x, out):
        for i in range(x.shape[0]):
            out[i] = vm.sigmoid(x[i]) + vm.tanh(x[i])

Every public function dispatches on the Numba type of its argument: a
``float32`` argument gets the single-precision algorithm and the result is
``float32`` (nothing is promoted to float64 on the way: all constants are
emitted in the argument's type); ``float64`` gets the double-precision one;
integers and booleans are converted to float64 first, as NumPy does.  Called
from plain Python (outside jitted code) the functions fall back to NumPy, so
they work for debugging, but the numbers are then NumPy's, not these.

Functions: the rows of :data:`msgraph.codegen.transcendentals.TABLE` (``exp, expm1,
log, log1p, tanh, sigmoid, softplus, erf``); each row names its algorithm here
(``vector``) and its NumPy fallback.  ``sqrt``, ``abs``, ``min`` and ``max`` need
nothing from here: Numba already lowers them to vectorizable LLVM intrinsics.

How it is wired into Numba
--------------------------
Each public function is a plain Python function (the NumPy fallback) with a
typing rule (``type_callable``) and a lowering (``lower_builtin``) registered
for it, the same mechanism Numba uses for ``math.exp``.  The lowering runs the
algorithm below with a small tracer whose values overload the Python
operators and emit LLVM instructions into the caller.  Consequences:

* no separate Numba compilation per function and dtype -- first-call latency
  of a kernel grows only by LLVM's time to optimize the extra instructions
  (measured: a loop using exp+tanh+sigmoid compiles in ~90 ms against ~70 ms
  for the same loop of plain arithmetic);
* the code is always inline in the loop body (no reliance on LLVM's inliner
  cost model);
* every floating-point instruction carries exactly the ``contract`` fast-math
  flag.  Numba's fastmath pass only flags instructions that have no flags, so
  a caller compiled with ``fastmath=True`` cannot turn on ``reassoc``/``nnan``
  for this code, which would break the magic-number rounding, the
  compensated sums and the NaN/inf selects.  (It does add the caller's flags
  to the ``llvm.fmuladd``/``fabs``/``copysign`` calls; for finite inputs
  those only see NaN or inf in ``select`` arms that are discarded.)

Algorithms
----------
* exp/expm1: ``k = rint(x/ln2)`` via the 1.5*2**p "magic number" (whose bit
  pattern then *is* k, so there is no float->int conversion, which would be
  LLVM poison for NaN), Cody-Waite reduction ``r = x - k*ln2`` with a two-part
  ln2 (the rounding error of ``r`` is kept), a minimax polynomial for
  ``expm1(r)``, and ``2**k`` assembled in the exponent field as two factors so
  that results near overflow and subnormal results need no intermediate
  overflow/underflow.  expm1 sums ``(2**k - 1) + 2**k*r`` exactly (TwoSum).
* log/log1p: exponent/mantissa split on the bit pattern (``m`` in
  [sqrt(1/2), sqrt(2))), subnormals pre-scaled by 2**23 / 2**52, then the
  fdlibm formulation ``log(1+f) = f - f*f/2 + s*(f*f/2 + R(s*s))``,
  ``s = f/(2+f)`` with a minimax ``R``.  log1p adds back the rounding error of
  ``1+x`` (Fast2Sum), so it is accurate for tiny and for huge ``x``.
* tanh: odd minimax polynomial for ``|x| < 0.55``, ``e/(e+2)`` with
  ``e = expm1(2|x|)`` beyond.
* sigmoid: ``n/(1+e)``, ``e = exp(-|x|)``, ``n = 1 or e`` (no overflow; tiny
  results are subnormal, not 0), with the division and the rounding of
  ``1+e`` corrected by one FMA Newton step.
* softplus: ``max(x,0) + log1p(exp(-|x|))``.
* erf: ``x + x*A(x*x)`` for small ``|x|``, ``1 - exp(B(|x|))`` beyond, ``B`` a
  minimax fit of ``log(erfc)``.
* No branches: every ``if`` is a ``select`` (both sides are computed).
* Special values follow NumPy: exp(-inf)=0, exp(inf)=inf, log(0)=-inf,
  log(<0)=nan, tanh(+-inf)=+-1, sigmoid(+-inf)=1/0, signed zeros are kept,
  NaN propagates.  Subnormal inputs and outputs are handled.
* Polynomial coefficients are minimax (Remez) fits computed with mpmath at 50
  digits on the reduced ranges, rounded to the working precision.

Accuracy
--------
Max error in ulp, measured against float64 NumPy (float32) or 80-bit
``np.longdouble`` NumPy (float64; mpmath for erf), on an x86-64 host with
FMA (AMD Zen 4).  float32 inputs: every 97th bit pattern (44M values over all
binades, subnormals included) plus the special values and the
overflow/underflow boundaries; float64: ~4M random bit patterns, normals and
log-uniform samples (tests/codegen/test_vecmath.py runs a smaller sample)::

    function    float32   float64
    exp          0.89      0.89
    expm1        1.17      1.30
    log          0.78      0.77
    log1p        1.35      1.35
    tanh         1.49      1.49
    sigmoid      1.43      1.46     (2.14 / 2.24 on a CPU without FMA)
    softplus     1.60      1.63
    erf          1.34      1.43     (float64 against mpmath; 1.00 against math.erf)

The exp/expm1 overflow thresholds round like correctly rounded results would
(inf exactly where the true value rounds to inf).
"""
from __future__ import annotations

import math
import struct

import numpy as np
from llvmlite import ir
from numba import types
from numba.extending import lower_builtin, type_callable

from .transcendentals import TABLE

__all__ = sorted(TABLE) + ["FUNCTIONS", "VERSION"]

#: Bump when an algorithm or a coefficient changes.  The code is inlined into
#: callers, so Numba's on-disk cache of a caller does not notice such a change:
#: code generators should put this into their cache keys.
VERSION = 4

# The one fast-math flag on everything emitted here (see module docstring).
_FLAGS = ("contract",)
_NO_FUSE = ("arcp",)   # a flag that fuses nothing (nnacl_exp: see there)


# ---------------------------------------------------------------------------
# Constants.  Plain Python floats; the tracer emits them in the argument's
# type (float32 constants are rounded to nearest by llvmlite, and the f32
# tables below hold values that are already exactly representable).
# ---------------------------------------------------------------------------

class _K32:
    MANT, BIAS, MAGIC_BITS = 23, 127, 0x4B400000
    MAGIC = 12582912.0                   # 1.5 * 2**23
    LOG2E = 1.4426950408889634
    LN2HI_E = 0.693359375                # 9 significant bits: k*LN2HI_E is exact
    LN2LO_E = -0.00021219444170128554
    LN2HI_L = 0.693145751953125          # 15 significant bits (log)
    LN2LO_L = 1.428606765330187e-06
    EXP_HI = 88.75                       # exp(x) overflows for x > 88.7228
    EXP_LO = -104.0                      # exp(x) rounds to 0 for x < -103.9721
    EXPM1_LO = -18.0                     # expm1(x) == -1 for x < -17.33
    EXPM1_KBIG = 24.5                    # k > 24: 2**k - 1 is not exact
    TANH_HI = 9.5                        # tanh(x) == 1 for x > 9.0110
    TANH_SPLIT = 0.55
    MIN_NORMAL = 1.1754943508222875e-38
    MAX = 3.4028234663852886e+38
    SUBNORMAL_SCALE, SUBNORMAL_K = 8388608.0, 23.0
    ERF_SPLIT = 0.8
    ERF_HI = 3.93                        # erf(x) == 1 for x > 3.9192
    # expm1(r) = r + r**2 * Q(r), |r| <= ln2/2; relative error of the fit 2**-26.2
    EXPM1_Q = (0.4999999701976776, 0.1666654348373413, 0.04166720062494278,
               0.008366547524929047, 0.0013882516650483012)
    # tanh(x) = x + x**3 * T(x*x), |x| < 0.55; 2**-29.8
    TANH_T = (-0.33333316445350647, 0.13332585990428925, -0.05385230854153633,
              0.021071679890155792, -0.0062742396257817745)
    # log(1+f) = 2*atanh(s) = 2s + s*z*R(z), z = s*s <= 0.0295; 2**-30.2
    LOG_R = (0.6666677594184875, 0.39977532625198364, 0.29871997237205505)
    # erf(x) = x + x*A(x*x), |x| < ERF_SPLIT; 2**-28.3
    ERF_A = (0.12837916612625122, -0.3761260211467743, 0.11283113062381744,
             -0.02682080678641796, 0.00508513068780303, -0.0006535236607305706)
    # log(erfc(x)) = B(x - ERF_SPLIT), ERF_SPLIT <= x <= ERF_HI; erf error 2**-28.6
    ERF_B = (-1.3551870584487915, -2.3070485591888428, -0.8156095147132874,
             -0.050363000482320786, 0.01204132754355669, -0.0021631326526403427,
             0.0002086991153191775)


class _K64:
    MANT, BIAS, MAGIC_BITS = 52, 1023, 0x4338000000000000
    MAGIC = 6755399441055744.0           # 1.5 * 2**52
    LOG2E = 1.4426950408889634
    LN2HI_E = LN2HI_L = 0.6931471803691238      # 32 significant bits
    LN2LO_E = LN2LO_L = 1.9082149292705877e-10
    EXP_HI = 709.79                      # exp(x) overflows for x > 709.7827
    EXP_LO = -746.0                      # exp(x) rounds to 0 for x < -745.1332
    EXPM1_LO = -40.0                     # expm1(x) == -1 for x < -37.43
    EXPM1_KBIG = 53.5
    TANH_HI = 20.0                       # tanh(x) == 1 for x > 19.0615
    TANH_SPLIT = 0.55
    MIN_NORMAL = 2.2250738585072014e-308
    MAX = 1.7976931348623157e+308
    SUBNORMAL_SCALE, SUBNORMAL_K = 4503599627370496.0, 52.0
    ERF_SPLIT = 1.25
    ERF_HI = 5.93                        # erf(x) == 1 for x > 5.9216
    # relative errors of the fits: 2**-55.6, 2**-60.6, 2**-59.5, 2**-59.9, 2**-57.4
    EXPM1_Q = (0.5000000000000006, 0.16666666666666588, 0.041666666666576466,
               0.008333333333389733, 0.0013888888931667001, 0.00019841269718711433,
               2.480150514284773e-05, 2.75574076867299e-06, 2.7626092768172244e-07,
               2.5053775199311496e-08)
    TANH_T = (-0.333333333333333, 0.13333333333326622, -0.05396825396376058,
              0.02186948838585511, -0.008863232601430527, 0.0035920920303359263,
              -0.0014555428451579347, 0.0005884444839683591, -0.00023338156009496353,
              8.331644066745958e-05, -1.9494683739603527e-05)
    LOG_R = (0.6666666666666734, 0.39999999999413965, 0.28571428742561983,
             0.22222198553805927, 0.18183565406083782, 0.15314021150128798,
             0.14796260842460587)
    ERF_A = (0.1283791670955126, -0.37612638903183726, 0.11283791670954088,
             -0.026866170644964008, 0.005223977624030335, -0.0008548326951819029,
             0.00012055330619529549, -1.4925597291212321e-05, 1.646128000751225e-06,
             -1.6356550270242993e-07, 1.4733916979186623e-08, -1.1888109651867032e-09,
             7.936798635517422e-11, -3.261873679672933e-12)
    ERF_B = (-2.5626536619221256, -3.0677239416692172, -0.8708101640600818,
             -0.03268700865379287, 0.007791961285694096, -0.0016069487869540197,
             0.00024677465405803186, -1.0014384029615843e-05, -1.0887334476611975e-05,
             5.2513649534783945e-06, -1.540197607749474e-06, 3.2979030944265614e-07,
             -5.165458340344795e-08, 5.547108503220959e-09, -3.5464694620536593e-10,
             9.577035758876786e-12)


_INF, _NAN = math.inf, math.nan


def _f32_bits(v: float) -> int:
    return struct.unpack("<i", struct.pack("<f", v))[0]


def _f64_bits(v: float) -> int:
    return struct.unpack("<q", struct.pack("<d", v))[0]


_K32.SQRT_HALF_BITS = _f32_bits(math.sqrt(0.5))
_K64.SQRT_HALF_BITS = _f64_bits(math.sqrt(0.5))


# ---------------------------------------------------------------------------
# The tracer: values that emit LLVM IR when combined with Python operators.
# ---------------------------------------------------------------------------

class _Em:
    """Emits IR for one call site; knows the float type and its constants."""

    def __init__(self, builder: ir.IRBuilder, fty):
        self.b = builder
        self.fty = fty
        self.is32 = isinstance(fty, ir.FloatType)
        self.ity = ir.IntType(32 if self.is32 else 64)
        self.K = _K32 if self.is32 else _K64

    # -- values ---------------------------------------------------------
    def v(self, x) -> ir.Value:
        if isinstance(x, _F):
            return x.v
        return ir.Constant(self.fty, float(x))

    def _icon(self, n: int):
        return ir.Constant(self.ity, n)

    def _intrinsic(self, name, nargs):
        fnty = ir.FunctionType(self.fty, [self.fty] * nargs)
        return self.b.module.declare_intrinsic(name, [self.fty], fnty)

    # -- operations -----------------------------------------------------
    def where(self, cond: "_B", a, b) -> "_F":
        """``a if cond else b`` as one ``select``."""
        return _F(self, self.b.select(cond.v, self.v(a), self.v(b)))

    def fabs(self, x) -> "_F":
        return _F(self, self.b.call(self._intrinsic("llvm.fabs", 1), [self.v(x)]))

    def copysign(self, mag, sgn) -> "_F":
        return _F(self, self.b.call(self._intrinsic("llvm.copysign", 2),
                                    [self.v(mag), self.v(sgn)]))

    def fma(self, a, b, c) -> "_F":
        """a*b + c, one rounding where the CPU has FMA (``llvm.fmuladd``)."""
        return _F(self, self.b.call(self._intrinsic("llvm.fmuladd", 3),
                                    [self.v(a), self.v(b), self.v(c)]))

    def horner(self, x, coeffs) -> "_F":
        """sum(coeffs[i] * x**i)."""
        acc = self.v(coeffs[-1])
        fn = self._intrinsic("llvm.fmuladd", 3)
        xv = self.v(x)
        for c in reversed(coeffs[:-1]):
            acc = self.b.call(fn, [acc, xv, self.v(c)])
        return _F(self, acc)

    def _k_from_magic(self, t):
        """The integer k encoded in t = k + MAGIC (exact for |k| < 2**(mant-1))."""
        return self.b.sub(self.b.bitcast(self.v(t), self.ity), self._icon(self.K.MAGIC_BITS))

    def _pow2_of_int(self, k):
        b = self.b
        return b.bitcast(b.shl(b.add(k, self._icon(self.K.BIAS)), self._icon(self.K.MANT)),
                         self.fty)

    def pow2(self, t) -> "_F":
        """2**k for k encoded in t (k must give a normal float)."""
        return _F(self, self._pow2_of_int(self._k_from_magic(t)))

    def scale2(self, p, t) -> "_F":
        """p * 2**k for k encoded in t, as two factors 2**(k//2) * 2**(k - k//2),
        each normal for k in [-2*(bias-1), 2*bias]: overflow to inf and
        subnormal results happen only in the last, correctly rounded, product."""
        b = self.b
        k = self._k_from_magic(t)
        k1 = b.ashr(k, self._icon(1))
        k2 = b.sub(k, k1)
        pv = b.fmul(self.v(p), self._pow2_of_int(k1), flags=_FLAGS)
        return _F(self, b.fmul(pv, self._pow2_of_int(k2), flags=_FLAGS))

    def log_split(self, x):
        """For a positive normal x: (m, k, 2**-k) with x = m * 2**k and m in
        [sqrt(1/2), sqrt(2)); 2**-k is clamped to the normal range."""
        b, K = self.b, self.K
        ix = b.bitcast(self.v(x), self.ity)
        ix = b.add(ix, self._icon((K.BIAS << K.MANT) - K.SQRT_HALF_BITS))
        e = b.ashr(ix, self._icon(K.MANT))                     # k + bias
        mi = b.add(b.and_(ix, self._icon((1 << K.MANT) - 1)), self._icon(K.SQRT_HALF_BITS))
        m = b.bitcast(mi, self.fty)
        kf = b.sitofp(b.sub(e, self._icon(K.BIAS)), self.fty)
        ie = b.sub(self._icon(2 * K.BIAS), e)                   # bias - k
        lo, hi = self._icon(1), self._icon(2 * K.BIAS - 1)
        ie = b.select(b.icmp_signed("<", ie, lo), lo, ie)
        ie = b.select(b.icmp_signed(">", ie, hi), hi, ie)
        inv = b.bitcast(b.shl(ie, self._icon(K.MANT)), self.fty)
        return _F(self, m), _F(self, kf), _F(self, inv)


class _F:
    """A traced floating-point value."""

    __slots__ = ("e", "v")
    __hash__ = None

    def __init__(self, em: _Em, value: ir.Value):
        self.e = em
        self.v = value

    def _bin(self, op, other, swap=False):
        a, b = self.v, self.e.v(other)
        if swap:
            a, b = b, a
        return _F(self.e, getattr(self.e.b, op)(a, b, flags=_FLAGS))

    def __add__(self, o): return self._bin("fadd", o)
    def __radd__(self, o): return self._bin("fadd", o, True)
    def __sub__(self, o): return self._bin("fsub", o)
    def __rsub__(self, o): return self._bin("fsub", o, True)
    def __mul__(self, o): return self._bin("fmul", o)
    def __rmul__(self, o): return self._bin("fmul", o, True)
    def __truediv__(self, o): return self._bin("fdiv", o)
    def __rtruediv__(self, o): return self._bin("fdiv", o, True)

    def __neg__(self):
        return _F(self.e, self.e.b.fneg(self.v, flags=_FLAGS))

    def _cmp(self, op, other, ordered=True):
        fn = self.e.b.fcmp_ordered if ordered else self.e.b.fcmp_unordered
        return _B(fn(op, self.v, self.e.v(other), flags=_FLAGS))

    def __lt__(self, o): return self._cmp("<", o)
    def __le__(self, o): return self._cmp("<=", o)
    def __gt__(self, o): return self._cmp(">", o)
    def __ge__(self, o): return self._cmp(">=", o)
    def __eq__(self, o): return self._cmp("==", o)
    def __ne__(self, o): return self._cmp("!=", o, ordered=False)   # true for NaN


class _B:
    """A traced i1 (comparison result); only consumed by ``_Em.where``."""

    __slots__ = ("v",)

    def __init__(self, value):
        self.v = value

    def __bool__(self):
        raise TypeError("traced comparison used as a Python bool; use em.where()")


# ---------------------------------------------------------------------------
# Algorithms, written once for both precisions (constants come from em.K).
# ---------------------------------------------------------------------------

def _clamp(em, x, lo, hi):
    """min(max(x, lo), hi), NaN passing through."""
    x = em.where(x > hi, hi, x)
    return em.where(x < lo, lo, x)


def _exp_parts(em, x):
    """x = k*ln2 + r + rlo (|x| <~ 1100): returns (r, tail, t, k) with
    expm1(r + rlo) ~= r + tail and t = k + MAGIC."""
    K = em.K
    t = em.fma(x, K.LOG2E, K.MAGIC)
    kf = t - K.MAGIC
    r1 = em.fma(-kf, K.LN2HI_E, x)              # exact
    r = em.fma(-kf, K.LN2LO_E, r1)
    rlo = em.fma(-kf, K.LN2LO_E, r1 - r)       # rounding error of r
    tail = em.fma(r * r, em.horner(r, K.EXPM1_Q), rlo)
    return r, tail, t, kf


def _exp(em, x):
    K = em.K
    r, tail, t, _ = _exp_parts(em, _clamp(em, x, K.EXP_LO, K.EXP_HI))
    return em.scale2(1.0 + (r + tail), t)


def _expm1(em, x):
    K = em.K
    r, tail, t, kf = _exp_parts(em, _clamp(em, x, K.EXPM1_LO, K.EXP_HI))
    big = em.scale2(1.0 + (r + tail), t)        # k large: 2**k - 1 is inexact anyway
    # (2**k - 1) + 2**k*r summed exactly (TwoSum), then the small terms
    s = em.pow2(t)
    a = s - 1.0
    b = s * r
    hi = a + b
    bb = hi - a
    lo = em.fma(s, tail, (a - (hi - bb)) + (b - bb))
    r = em.where(kf > K.EXPM1_KBIG, big, hi + lo)
    return em.where(x == 0.0, x, r)             # keeps -0.0


def _log_core(em, f, kf):
    """log(2**k * (1 + f)) for f in about [sqrt(1/2)-1, sqrt(2)-1]."""
    K = em.K
    s = f / (2.0 + f)
    z = s * s
    hfsq = 0.5 * f * f
    rz = z * em.horner(z, K.LOG_R)
    return kf * K.LN2HI_L - ((hfsq - (s * (hfsq + rz) + kf * K.LN2LO_L)) - f)


def _log(em, x):
    K = em.K
    den = x < K.MIN_NORMAL
    m, kf, _ = em.log_split(em.where(den, x * K.SUBNORMAL_SCALE, x))
    kf = kf - em.where(den, K.SUBNORMAL_K, 0.0)
    r = _log_core(em, m - 1.0, kf)
    r = em.where(x == 0.0, -_INF, r)
    r = em.where(x < 0.0, _NAN, r)
    r = em.where(x > K.MAX, x, r)               # +inf
    return em.where(x != x, x, r)               # NaN


def _log1p_finite(em, x):
    """log1p for x > -1; NaN propagates, +inf does not."""
    u = 1.0 + x
    m, kf, inv = em.log_split(u)
    # c = (1 + x) - u exactly (Fast2Sum, larger magnitude first)
    c = em.where(x >= 1.0, 1.0 - (u - x), x - (u - 1.0))
    return _log_core(em, em.fma(c, inv, m - 1.0), kf)


def _log1p(em, x):
    K = em.K
    r = _log1p_finite(em, x)
    r = em.where(x == -1.0, -_INF, r)
    r = em.where(x < -1.0, _NAN, r)
    r = em.where(x > K.MAX, x, r)
    r = em.where(x != x, x, r)
    return em.where(x == 0.0, x, r)


def _tanh(em, x):
    K = em.K
    ax = em.fabs(x)
    r, tail, t, _ = _exp_parts(em, em.where(ax > K.TANH_HI, K.TANH_HI, ax) * 2.0)
    s = em.pow2(t)
    e = em.fma(r + tail, s, s - 1.0)            # expm1(2|x|)
    big = e / (e + 2.0)
    x2 = x * x
    small = em.fma(x, x2 * em.horner(x2, K.TANH_T), x)
    return em.copysign(em.where(ax < K.TANH_SPLIT, small, big), x)   # also tanh(-0) = -0


def _div_comp(em, num, d, derr):
    """num / (d + derr), derr a tiny correction to d, with the rounding of the
    quotient removed by one Newton step on the (exact) FMA residual."""
    inv = 1.0 / d
    q0 = num * inv
    rr = em.fma(-q0, d, num)
    return em.fma(em.fma(-q0, derr, rr), inv, q0)


def _sigmoid(em, x):
    e = _exp(em, -em.fabs(x))
    d = 1.0 + e
    return _div_comp(em, em.where(x >= 0.0, 1.0, e), d, e - (d - 1.0))


def _softplus(em, x):
    e = _exp(em, -em.fabs(x))
    return em.where(x > 0.0, x, 0.0) + _log1p_finite(em, e)


def _erf_parts(em, x):
    """(erf(x) valid for |x| < ERF_SPLIT, erfc(|x|) valid for |x| >= ERF_SPLIT)."""
    K = em.K
    small = em.fma(x, em.horner(x * x, K.ERF_A), x)
    ax = em.fabs(x)
    ax = em.where(ax > K.ERF_HI, K.ERF_HI, ax)
    return small, _exp(em, em.horner(ax - K.ERF_SPLIT, K.ERF_B))


def _erf(em, x):
    small, ec = _erf_parts(em, x)
    return em.where(em.fabs(x) < em.K.ERF_SPLIT, small, em.copysign(1.0 - ec, x))


def _nnacl_exp(em, x):
    """MindSpore's nnacl float32 exp, bit for bit with :func:`msgraph.ops._nnacl.nnacl_exp`: d clamped,
    k = floor(d * log2(e) + 0.5) (multiply and add rounded separately: no contraction), r = d - k ln2 and the
    degree-5 polynomial as true fused multiply-adds (``llvm.fma``, not ``fmuladd``), then (2^(k-1) * p) * 2 with
    2^(k-1) assembled in the exponent field (0 for k = -126).  A float64 argument is rounded to float32 first and
    the result widened (the kernels call it with float32)."""
    b = em.b
    f32 = ir.FloatType()
    i32 = ir.IntType(32)
    v = x.v if em.is32 else b.fptrunc(x.v, f32)

    from ..ops._nnacl import _NNACL_C3, _NNACL_C4, _NNACL_C5, _NNACL_LN2, EXP_HI, EXP_LO, LOG2E   # (the numpy path's)

    def c(val):
        return ir.Constant(f32, float(np.float32(val)))

    def call(name, *args):
        fnty = ir.FunctionType(f32, [f32] * len(args))
        return b.call(b.module.declare_intrinsic(name, [f32], fnty), list(args))

    # ``arcp`` (meaningless for * and +) on the plain products and sums: a flag, so that a fastmath caller's pass
    # adds none, and not ``contract``, so that LLVM fuses none of them (the numpy path rounds each)
    hi, lo = c(EXP_HI), c(EXP_LO)
    d = b.select(b.fcmp_ordered(">", v, hi), hi, v)
    d = b.select(b.fcmp_ordered("<", d, lo), lo, d)            # NaN passes through both
    kf = call("llvm.floor", b.fadd(b.fmul(d, c(LOG2E), flags=_NO_FUSE), c(0.5), flags=_NO_FUSE))
    r = call("llvm.fma", b.fneg(kf), c(_NNACL_LN2), d)
    p = call("llvm.fma", r, c(_NNACL_C5), c(_NNACL_C4))
    for k in (_NNACL_C3, 0.5, 1.0, 1.0):
        p = call("llvm.fma", r, p, c(k))
    ki = b.fptosi(b.select(b.fcmp_unordered("uno", kf, kf), c(0.0), kf), i32)   # (NaN: p is NaN anyway)
    scale = b.bitcast(b.shl(b.add(ki, ir.Constant(i32, 126)), ir.Constant(i32, 23)), f32)
    out = b.fmul(b.fmul(scale, p, flags=_NO_FUSE), c(2.0), flags=_NO_FUSE)
    return _F(em, out if em.is32 else b.fpext(out, em.fty))


def _nnacl_tanh(em, x):
    """MindSpore's CPU Tanh in float32 (nnacl's [7/6] Pade approximant, +-1 beyond |x| > 5), bit for bit with
    :func:`msgraph.ops.math._tanh_pade`: the square, ``s + 378``, the product by x and the division rounded each
    (unfused, flagged ``arcp`` as in :func:`_nnacl_exp`), each ``a * s + c`` one ``llvm.fma``.  A float64 argument
    is rounded to float32 first and the result widened."""
    from ..ops._nnacl import TANH_DEN as D, TANH_NUM as N, TANH_SAT

    b = em.b
    f32 = ir.FloatType()
    v = x.v if em.is32 else b.fptrunc(x.v, f32)

    def c(val):
        return ir.Constant(f32, float(np.float32(val)))

    def fma(a, m, k):
        fnty = ir.FunctionType(f32, [f32] * 3)
        return b.call(b.module.declare_intrinsic("llvm.fma", [f32], fnty), [a, m, k])

    s = b.fmul(v, v, flags=_NO_FUSE)
    num = fma(fma(b.fadd(s, c(N[0]), flags=_NO_FUSE), s, c(N[1])), s, c(N[2]))
    num = b.fmul(num, v, flags=_NO_FUSE)
    den = fma(fma(fma(c(D[0]), s, c(D[1])), s, c(D[2])), s, c(D[3]))
    r = b.fdiv(num, den, flags=_NO_FUSE)
    r = b.select(b.fcmp_ordered(">", v, c(TANH_SAT)), c(1.0), r)
    r = b.select(b.fcmp_ordered("<", v, c(-TANH_SAT)), c(-1.0), r)
    return _F(em, r if em.is32 else b.fpext(r, em.fty))


def _nnacl_log(em, x):
    """MindSpore's nnacl float32 log, bit for bit with :func:`msgraph.ops._nnacl.nnacl_log`: the exponent field and
    the significand in [1, 2) taken from the bits, u = (y - 1) / (y + 1) and its odd series in s = u^2, each
    ``a * s + c`` one ``llvm.fma``, the other products and sums rounded (flagged ``arcp``, never fused, as in
    :func:`_nnacl_exp`); -inf at 0, inf at inf, NaN below 0 and
    at NaN.  A float64 argument is rounded to float32 first and the result widened."""
    from ..ops._nnacl import _NNACL_LN2, LOG_SERIES

    b = em.b
    f32 = ir.FloatType()
    i32 = ir.IntType(32)
    v = x.v if em.is32 else b.fptrunc(x.v, f32)

    def c(val):
        return ir.Constant(f32, float(np.float32(val)))

    def mul(p, q):
        return b.fmul(p, q, flags=_NO_FUSE)

    def add(p, q):
        return b.fadd(p, q, flags=_NO_FUSE)

    bits = b.bitcast(v, i32)
    e = b.sub(b.and_(b.lshr(bits, ir.Constant(i32, 23)), ir.Constant(i32, 0xFF)), ir.Constant(i32, 127))
    y = b.bitcast(b.or_(b.and_(bits, ir.Constant(i32, 0x007FFFFF)), ir.Constant(i32, 127 << 23)), f32)
    u = b.fdiv(b.fsub(y, c(1.0), flags=_NO_FUSE), add(y, c(1.0)), flags=_NO_FUSE)
    s = mul(u, u)

    def fma(m, k):
        fnty = ir.FunctionType(f32, [f32] * 3)
        return b.call(b.module.declare_intrinsic("llvm.fma", [f32], fnty), [s, m, k])

    c11, c9, c7, c5, c3 = LOG_SERIES
    t = fma(fma(fma(fma(fma(c(c11), c(c9)), c(c7)), c(c5)), c(c3)), c(1.0))
    r = add(mul(c(_NNACL_LN2), b.sitofp(e, f32)), mul(mul(u, t), c(2.0)))
    # the special cases on the bits (integer compares: a fastmath caller's nnan/ninf flags cannot fold them away)
    mag = b.and_(bits, ir.Constant(i32, 0x7FFFFFFF))
    r = b.select(b.icmp_signed("==", bits, ir.Constant(i32, 0x7F800000)), c(float("inf")), r)
    bad = b.or_(b.icmp_signed(">", mag, ir.Constant(i32, 0x7F800000)),                      # NaN
                b.icmp_signed("<", bits, ir.Constant(i32, 0)))                              # below 0 (and -0)
    r = b.select(bad, c(float("nan")), r)
    r = b.select(b.icmp_signed("==", mag, ir.Constant(i32, 0)), c(float("-inf")), r)      # +-0
    return _F(em, r if em.is32 else b.fpext(r, em.fty))


# ---------------------------------------------------------------------------
# Public functions: NumPy fallbacks in Python, traced IR inside Numba.
# ---------------------------------------------------------------------------

def _run(alg, builder, value):
    em = _Em(builder, value.type)
    return alg(em, _F(em, value)).v


def _public(name, alg, fallback, doc):
    def func(x):
        return fallback(x)

    func.__name__ = func.__qualname__ = name
    func.__module__ = __name__
    func.__doc__ = (doc + "\n\nIn Numba code: float32 -> float32, float64 -> float64, "
                    "integer/bool -> float64, vectorizable.\nIn Python: NumPy fallback.")

    @type_callable(func)
    def _typer(context):
        def typer(x):
            if isinstance(x, types.Float) and x.bitwidth in (32, 64):
                return x
            if isinstance(x, (types.Integer, types.Boolean)):
                return types.float64
            return None
        return typer

    def lower_float(context, builder, sig, args):
        return _run(alg, builder, args[0])

    def lower_other(context, builder, sig, args):
        return _run(alg, builder, context.cast(builder, args[0], sig.args[0], types.float64))

    lower_builtin(func, types.Float)(lower_float)
    lower_builtin(func, types.Integer)(lower_other)
    lower_builtin(func, types.Boolean)(lower_other)
    func.algorithm = alg
    return func


#: name -> public function, for code generators and tests: one per row of the transcendental table.
FUNCTIONS = {row.name: _public(row.name, globals()[row.vector], row.numpy, row.doc) for row in TABLE.values()}
globals().update(FUNCTIONS)
