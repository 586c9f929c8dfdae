"""The C++ standard-library random engines and distributions MindSpore's CPU kernels draw with, as libstdc++
implements them, vectorised in numpy.

* :class:`MT19937` -- ``std::mt19937(seed)``: numpy's MT19937 with the same (legacy, ``init_genrand``) seeding
  gives the same 32-bit words.
* :class:`MinStdRand0` -- ``std::default_random_engine`` (``minstd_rand0``: ``x = 16807 x mod 2**31 - 1``),
  drawn in blocks by jumping ahead (``x_k = 16807**k x_0``).
* :func:`canonical_doubles` -- ``std::uniform_real_distribution<double>(0, 1)`` over ``std::mt19937``
  (``generate_canonical``: two words per double).
* :func:`canonical_floats` -- ``std::uniform_real_distribution<float>(0, 1)`` over ``minstd_rand0`` (one word
  per float, the division done in float).
* :func:`uniform_ints` -- ``std::uniform_int_distribution<int>(a, b)`` over ``std::mt19937`` (divide and
  reject, the libstdc++ MindSpore 2.10 is built with).
* :func:`uniform_float`, :func:`uniform_double`, :func:`bernoulli` -- one draw of
  ``std::uniform_real_distribution<float>(a, b)`` (one word, in float), ``<double>(a, b)`` (two words) and
  ``std::bernoulli_distribution(p)`` (a canonical double below ``p``) over ``std::mt19937``, as MindSpore's
  dataset transforms draw them.
* :func:`normal_floats` -- ``std::normal_distribution<float>`` over ``minstd_rand0`` (Marsaglia's polar method
  in float; a fresh distribution each call, so an odd count drops the saved second value).  Its ``log`` is the C
  library's ``logf`` (:func:`logf`: glibc's algorithm in numpy, checked against the C library, which ctypes
  calls for the rest) so that the numbers are MindSpore's bit for bit; without a loadable C library it is the
  float64 log rounded to float32 (1 ulp off in about 0.2 % of the values).
"""
from __future__ import annotations

import ctypes
import ctypes.util
import functools
import math
import sys
from typing import Any, Optional

import numpy as np

_F32 = np.float32


class MT19937:
    """``std::mt19937(seed)``: its 32-bit words, one at a time (:meth:`next`) or in blocks (:meth:`take`)."""

    def __init__(self, seed: int) -> None:
        self._bg = np.random.MT19937()
        self._bg._legacy_seeding(int(seed) & 0xFFFFFFFF)
        self._buf = np.empty(0, np.uint64)
        self._pos = 0
        self.saved_normal: Optional[np.float32] = None   # the second value of a member normal_distribution's pair

    def take(self, n: int) -> np.ndarray:
        """The next ``n`` words (uint64 array)."""
        have = len(self._buf) - self._pos
        if have >= n:
            out = self._buf[self._pos:self._pos + n]
            self._pos += n
            return out
        fresh = self._bg.random_raw(n - have).astype(np.uint64)
        out = np.concatenate([self._buf[self._pos:], fresh])
        self._buf, self._pos = np.empty(0, np.uint64), 0
        return out

    def snapshot(self) -> Any:
        """The engine's state, for :meth:`restore` (a transform that draws once for several images)."""
        return self._bg.state, self._buf.copy(), self._pos

    def restore(self, state: Any) -> None:
        self._bg.state, buf, self._pos = state
        self._buf = buf.copy()

    def next(self) -> int:
        if self._pos >= len(self._buf):
            self._buf, self._pos = self._bg.random_raw(624).astype(np.uint64), 0
        value = int(self._buf[self._pos])
        self._pos += 1
        return value


class MinStdRand0:
    """``std::minstd_rand0(seed)`` (libstdc++'s ``default_random_engine``)."""

    M = 2147483647
    A = 16807

    def __init__(self, seed: int) -> None:
        self.x = (int(seed) % self.M) or 1

    def raw(self) -> int:
        self.x = self.A * self.x % self.M
        return self.x

    next = raw

    def peek(self, n: int) -> np.ndarray:
        """The next ``n`` words (int64 array) without drawing them."""
        out = np.empty(n, np.int64)
        x, pos = self.x, 0
        powers = _minstd_powers()
        while pos < n:
            k = min(n - pos, len(powers))
            out[pos:pos + k] = powers[:k] * x % self.M
            x = int(out[pos + k - 1])
            pos += k
        return out

    def advance(self, n: int) -> None:
        """Draw ``n`` words and drop them."""
        if n > 0:
            self.x = pow(self.A, n, self.M) * self.x % self.M

    def take(self, n: int) -> np.ndarray:
        out = self.peek(n)
        if n:
            self.x = int(out[-1])
        return out


@functools.lru_cache(maxsize=1)
def _minstd_powers(block: int = 1 << 14) -> np.ndarray:
    """``16807**k mod (2**31 - 1)`` for k = 1..block (int64; a product of two stays below 2**62)."""
    p = np.empty(block, np.int64)
    p[0] = MinStdRand0.A
    k = 1
    while k < block:
        m = min(k, block - k)
        p[k:k + m] = p[:m] * p[k - 1] % MinStdRand0.M
        k += m
    return p


_ONE_BELOW_F32 = np.nextafter(_F32(1), _F32(0))
_ONE_BELOW_F64 = float(np.nextafter(1.0, 0.0))


def _minstd_floats(words: np.ndarray) -> np.ndarray:
    """``generate_canonical<float, 24>`` of minstd words: ``float(w - 1) / float(2147483646)`` in float (the
    divisor rounds to 2**31), a result of 1 replaced by the float below it."""
    u = (words - 1).astype(_F32) / _F32(2147483646.0)
    return np.where(u >= 1, _ONE_BELOW_F32, u).astype(_F32)


def canonical_floats(engine: MinStdRand0, n: int) -> np.ndarray:
    """``n`` draws of ``std::uniform_real_distribution<float>(0, 1)`` over ``engine``."""
    return _minstd_floats(engine.take(n))


def canonical_doubles(engine: MT19937, n: int) -> np.ndarray:
    """``n`` draws of ``std::uniform_real_distribution<double>(0, 1)`` over ``engine`` (float64)."""
    w = engine.take(2 * n).astype(np.float64)
    d = (w[0::2] + w[1::2] * 4294967296.0) / 18446744073709551616.0
    return np.where(d >= 1, np.nextafter(1.0, 0.0), d)


_TWO32_F32 = _F32(4294967296.0)


def uniform_float(engine: MT19937, a: float, b: float) -> np.float32:
    """``std::uniform_real_distribution<float>(a, b)(engine)``: ``generate_canonical<float>`` of one word
    (``float(w) / 2**32`` in float, 1 replaced by the float below it), then ``u * (b - a) + a`` in float."""
    u = _F32(engine.next()) / _TWO32_F32
    if u >= 1:
        u = _ONE_BELOW_F32
    a32 = _F32(a)
    return _F32(u * (_F32(b) - a32) + a32)


def uniform_double(engine: MT19937, a: float, b: float) -> float:
    """``std::uniform_real_distribution<double>(a, b)(engine)`` (a canonical double of two words)."""
    return float(canonical_doubles(engine, 1)[0]) * (b - a) + a


def member_normal_float(engine: MT19937, mean: float, stddev: float) -> np.float32:
    """One draw of a ``std::normal_distribution<float>(mean, stddev)`` kept with ``engine`` (a transform's
    member, drawing from it alone): Marsaglia's polar method over canonical floats, the pair's second value
    saved for the next call (``engine.saved_normal``)."""
    if engine.saved_normal is not None:
        ret, engine.saved_normal = engine.saved_normal, None
    else:
        while True:
            x = _F32(2) * uniform_float(engine, 0.0, 1.0) - _F32(1)
            y = _F32(2) * uniform_float(engine, 0.0, 1.0) - _F32(1)
            r2 = _F32(x * x + y * y)
            if r2 <= 1 and r2 != 0:
                break
        mult = np.sqrt(_F32(-2) * logf(np.array([r2], _F32))[0] / r2, dtype=_F32)
        engine.saved_normal, ret = _F32(x * mult), _F32(y * mult)
    return _F32(ret * _F32(stddev) + _F32(mean))


class GammaFloat:
    """A ``std::gamma_distribution<float>(alpha, beta)`` over ``std::mt19937`` (libstdc++: Marsaglia and Tsang's
    method, its normals from a member ``normal_distribution<float>`` whose saved second value this object keeps;
    for ``alpha < 1`` a draw for ``alpha + 1`` times ``u ** (1 / alpha)``)."""

    def __init__(self, alpha: float, beta: float = 1.0) -> None:
        self.alpha, self.beta = _F32(alpha), _F32(beta)
        self.malpha = self.alpha + _F32(1) if self.alpha < 1 else self.alpha
        self.a1 = _F32(self.malpha - _F32(1) / _F32(3))
        self.a2 = _F32(_F32(1) / np.sqrt(_F32(9) * self.a1, dtype=_F32))
        self._saved: Optional[np.float32] = None

    def _normal(self, engine: MT19937) -> np.float32:
        held, engine.saved_normal = engine.saved_normal, self._saved
        try:
            return member_normal_float(engine, 0.0, 1.0)
        finally:
            self._saved, engine.saved_normal = engine.saved_normal, held

    def __call__(self, engine: MT19937) -> np.float32:
        while True:
            while True:
                n = self._normal(engine)
                v = _F32(_F32(1) + self.a2 * n)
                if v > 0:
                    break
            v = _F32(v * v * v)
            u = uniform_float(engine, 0.0, 1.0)
            nd = float(n)
            if not (float(u) > 1.0 - 0.0331 * nd * nd * nd * nd and
                    float(logf(np.array([u], _F32))[0]) > 0.5 * nd * nd + float(self.a1) * (
                        1.0 - float(v) + float(logf(np.array([v], _F32))[0]))):
                break
        if self.alpha == self.malpha:
            return _F32(self.a1 * v * self.beta)
        while True:
            u = uniform_float(engine, 0.0, 1.0)
            if u != 0:
                break
        return _F32(_F32(u ** (_F32(1) / self.alpha)) * self.a1 * v * self.beta)


def bernoulli(engine: MT19937, p: float) -> bool:
    """``std::bernoulli_distribution(p)(engine)``: a canonical double (two words) below ``p``."""
    return float(canonical_doubles(engine, 1)[0]) < p


def uniform_ints(engine: MT19937, a: int, b: int, n: int) -> np.ndarray:
    """``n`` draws of ``std::uniform_int_distribution<int>(a, b)`` over ``engine`` (int64; ``b - a`` below
    2**32 - 1), as the libstdc++ MindSpore 2.10 is built with does it: downscaling, ``w // (2**32 - 1) //
    range``, a word at or past ``range * scaling`` redrawn (rare unless the range is near 2**32)."""
    erange = b - a + 1
    scaling = 0xFFFFFFFF // erange
    past = erange * scaling
    out = np.empty(n, np.int64)
    pos = 0
    while pos < n:
        words = engine.take(n - pos)
        good = words[words < np.uint64(past)]
        out[pos:pos + len(good)] = (good // np.uint64(scaling)).astype(np.int64) + a
        pos += len(good)
    return out


def mt19937_uniform(g: Any, b: int) -> int:
    """libstdc++'s ``uniform_int_distribution(0, b)(g)`` for a 32-bit generator (``std::mt19937``), as the libstdc++
    MindSpore 2.10 is built with does it: downscaling, a word at or past ``(b + 1) * scaling`` redrawn, then
    ``word // scaling`` with ``scaling = (2**32 - 1) // (b + 1)`` (as :func:`uniform_ints`).  Measured on a dataset
    shuffle: GCC 11's Lemire multiply (``word * (b + 1) >> 32``) agrees for most draws but not all, and std::shuffle's
    paired draws over ranges near ``n**2`` put a 160-row GeneratorDataset's rows in another order by the 2nd batch."""
    if b >= 0xFFFFFFFF:
        return g.next()
    erange = b + 1
    scaling = 0xFFFFFFFF // erange
    past = erange * scaling
    while True:
        word = g.next()
        if word < past:
            return word // scaling


def minstd_uniform(g: MinStdRand0, b: int) -> int:
    """libstdc++'s ``uniform_int_distribution(0, b)(g)`` for ``minstd_rand0`` (its range, 2**31 - 3, is not
    32 bits: the division method, a draw at or past the last whole range redrawn)."""
    urange = MinStdRand0.M - 3                 # g.max() - g.min()
    if b == urange:
        return g.raw() - 1
    erange = b + 1
    scaling = urange // erange
    past = erange * scaling
    while True:
        r = g.raw() - 1
        if r < past:
            return r // scaling


def minstd_shuffle(values: list, g: MinStdRand0) -> list:
    """``std::shuffle(values, g)`` for a ``std::default_random_engine`` g."""
    return libstdcxx_shuffle(values, g, minstd_uniform, MinStdRand0.M - 3)


def libstdcxx_shuffle(values: list, g: Any, uniform: Any, urange: int) -> list:
    """libstdc++'s ``std::shuffle`` (GCC >= 10) over generator ``g`` whose ``uniform(g, b)`` is
    ``uniform_int_distribution(0, b)`` and whose outputs span ``urange`` (``g.max() - g.min()``): two swap
    positions per draw when they fit (in place; returned too)."""
    n = len(values)
    if n == 0:
        return values
    if urange // n >= n:
        i = 1
        if n % 2 == 0:
            k = uniform(g, 1)
            values[i], values[k] = values[k], values[i]
            i += 1
        while i != n:
            b0 = i + 1
            p1, p2 = divmod(uniform(g, b0 * (b0 + 1) - 1), b0 + 1)
            values[i], values[p1] = values[p1], values[i]
            i += 1
            values[i], values[p2] = values[p2], values[i]
            i += 1
        return values
    for i in range(1, n):
        k = uniform(g, i)
        values[i], values[k] = values[k], values[i]
    return values


def mt19937_sample(n: int, k: int, g: MT19937) -> list:
    """The indices ``std::sample`` picks (in order) of ``k`` out of ``n`` items into a back inserter over a
    ``std::mt19937`` g, as libstdc++ does it: selection sampling, two decisions per draw while ``n * n`` fits
    the generator's range."""
    picked: list = []
    k = min(k, n)
    left, pos = n, 0
    while k and left >= 2 and 0xFFFFFFFF // left >= left:
        first, second = divmod(mt19937_uniform(g, left * (left - 1) - 1), left - 1)
        left -= 1
        if first < k:
            picked.append(pos)
            k -= 1
        pos += 1
        if not k:
            break
        left -= 1
        if second < k:
            picked.append(pos)
            k -= 1
        pos += 1
    while k:
        left -= 1
        if mt19937_uniform(g, left) < k:
            picked.append(pos)
            k -= 1
        pos += 1
    return picked


def mt19937_shuffle(values: list, g: MT19937) -> list:
    """``std::shuffle(values, g)`` for a ``std::mt19937`` g."""
    return libstdcxx_shuffle(values, g, mt19937_uniform, 0xFFFFFFFF)


@functools.lru_cache(maxsize=None)
def _libm(name: str, ctype: Any) -> Optional[Any]:
    """The C library's one-argument math function ``name`` taking and returning ``ctype`` (None without it)."""
    try:
        lib = ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6")
        fn = getattr(lib, name)
    except (OSError, AttributeError):
        return None
    fn.restype, fn.argtypes = ctype, [ctype]
    return fn


def _libm_logf() -> Optional[Any]:
    return _libm("logf", ctypes.c_float)


# glibc's logf (since 2.28; ARM's optimized-routines ``logf``, MIT licensed): x = 2**k z with z in
# [0x3f330000, 2 * 0x3f330000), 16 sub-intervals of z each with c near its centre, ``invc`` = 1/c and
# ``logc`` = log(c) rounded to double; then in double r = z invc - 1 and
# log(x) = k ln2 + logc + r + A2 r**2 + A1 r**3 + A0 r**4, rounded once to float.
_LOGF_TAB = (("0x1.661ec79f8f3bep+0", "-0x1.57bf7808caadep-2"), ("0x1.571ed4aaf883dp+0", "-0x1.2bef0a7c06ddbp-2"),
             ("0x1.49539f0f010bp+0", "-0x1.01eae7f513a67p-2"), ("0x1.3c995b0b80385p+0", "-0x1.b31d8a68224e9p-3"),
             ("0x1.30d190c8864a5p+0", "-0x1.6574f0ac07758p-3"), ("0x1.25e227b0b8eap+0", "-0x1.1aa2bc79c81p-3"),
             ("0x1.1bb4a4a1a343fp+0", "-0x1.a4e76ce8c0e5ep-4"), ("0x1.12358f08ae5bap+0", "-0x1.1973c5a611cccp-4"),
             ("0x1.0953f419900a7p+0", "-0x1.252f438e10c1ep-5"), ("0x1p+0", "0x0p+0"),
             ("0x1.e608cfd9a47acp-1", "0x1.aa5aa5df25984p-5"), ("0x1.ca4b31f026aap-1", "0x1.c5e53aa362eb4p-4"),
             ("0x1.b2036576afce6p-1", "0x1.526e57720db08p-3"), ("0x1.9c2d163a1aa2dp-1", "0x1.bc2860d22477p-3"),
             ("0x1.886e6037841edp-1", "0x1.1058bc8a07ee1p-2"), ("0x1.767dcf5534862p-1", "0x1.4043057b6ee09p-2"))
_LOGF_INVC = np.array([float.fromhex(a) for a, _ in _LOGF_TAB])
_LOGF_LOGC = np.array([float.fromhex(b) for _, b in _LOGF_TAB])
_LOGF_A = tuple(float.fromhex(h) for h in ("-0x1.00ea348b88334p-2", "0x1.5575b0be00b6ap-2", "-0x1.ffffef20a4123p-2"))
_LN2 = float.fromhex("0x1.62e42fefa39efp-1")
_LOGF_SLACK = 2.0 ** -40   # relative: how far from a float's rounding midpoint the double result must lie


def _logf_table(x: np.ndarray) -> tuple:
    """glibc's ``logf`` algorithm (above) for positive finite float32 ``x``: the float32 results and a mask of
    those whose double result lies within ``_LOGF_SLACK`` (relative) of a rounding midpoint -- there an
    evaluation with fused multiply-adds (glibc's on an FMA machine) could round the other way."""
    ix = x.view(np.uint32).copy()
    sub = ix < 0x00800000
    if sub.any():   # subnormal: normalised as glibc does
        ix[sub] = (x[sub] * _F32(2.0 ** 23)).view(np.uint32) - np.uint32(23 << 23)
    tmp = ix - np.uint32(0x3F330000)
    i = (tmp >> np.uint32(19)) & np.uint32(15)
    k = (tmp.view(np.int32) >> np.int32(23)).astype(np.float64)
    z = (ix - (tmp & np.uint32(0xFF800000))).view(np.float32).astype(np.float64)
    a0, a1, a2 = _LOGF_A
    r = z * _LOGF_INVC[i] - 1.0
    y0 = _LOGF_LOGC[i] + k * _LN2
    r2 = r * r
    y = (a0 * r2 + (a1 * r + a2)) * r2 + (y0 + r)
    out = y.astype(_F32)
    near = out.astype(np.float64)
    toward = np.where(y >= near, np.inf, -np.inf).astype(_F32)
    mid = (near + np.nextafter(out, toward).astype(np.float64)) * 0.5
    risky = np.abs(y - mid) <= (np.abs(y0) + np.abs(r)) * _LOGF_SLACK
    return out, risky


@functools.lru_cache(maxsize=1)
def _logf_table_agrees() -> bool:
    """Whether :func:`_logf_table` gives the C library's ``logf`` on a probe set (it is glibc's algorithm; checked
    against every positive float32 on glibc 2.36): random bit patterns, subnormals, powers of two, values
    around 1."""
    fn = _libm_logf()
    bits = np.random.default_rng(20261204).integers(1, 0x7F800000, 6000, dtype=np.uint32)
    one = np.arange(0x3F800000 - 500, 0x3F800000 + 500, dtype=np.uint32)
    pow2 = (np.arange(1, 255, dtype=np.uint32) << np.uint32(23))
    probe = np.concatenate([bits, one, pow2, np.array([1, 2, 3, 0x7FFFFF, 0x7F7FFFFF], np.uint32)]).view(np.float32)
    probe = probe[probe != 1]
    got, risky = _logf_table(probe)
    want = np.fromiter((fn(v) for v in probe.tolist()), _F32, len(probe))
    keep = ~risky
    return bool((got[keep].view(np.uint32) == want[keep].view(np.uint32)).all())


def logf(x: np.ndarray) -> np.ndarray:
    """The C library's ``logf`` of each float32 (see the module docstring): glibc's algorithm vectorised in numpy
    (:func:`_logf_table`) where it agrees with the C library, the C library itself (through ctypes) for the
    special values (0, 1, negative, inf, NaN) and the rare results within rounding reach of a midpoint."""
    x = np.asarray(x, _F32)
    fn = _libm_logf()
    if fn is None:
        return np.log(x.astype(np.float64)).astype(_F32)
    flat = x.reshape(-1)
    if not _logf_table_agrees():
        call = np.ones(flat.shape, bool)
        out = np.empty(flat.shape, _F32)
    else:
        usual = (flat > 0) & (flat < np.inf) & (flat != 1)
        out = np.zeros(flat.shape, _F32)
        out[usual], risky = _logf_table(flat[usual])
        call = ~usual
        call[np.flatnonzero(usual)[risky]] = True
    if call.any():
        out[call] = np.fromiter((fn(v) for v in flat[call].tolist()), _F32, int(call.sum()))
    return out.reshape(x.shape)


def normal_floats(engine: MinStdRand0, n: int) -> np.ndarray:
    """``n`` draws of a fresh ``std::normal_distribution<float>`` over ``engine``: pairs of canonical floats
    ``x, y = 2u - 1`` until ``0 < x*x + y*y <= 1``, then ``y * m`` and ``x * m`` with
    ``m = sqrt(-2 log(r2) / r2)``; the engine ends after the last pair used."""
    pairs = (n + 1) // 2
    xs, ys, r2s, used = [], [], [], 0
    while used < pairs:
        want = pairs - used
        k = int(want / 0.785) + 16                 # pairs to look at (about pi/4 are accepted)
        u = _minstd_floats(engine.peek(2 * k))
        x, y = _F32(2) * u[0::2] - _F32(1), _F32(2) * u[1::2] - _F32(1)
        r2 = x * x + y * y
        ok = np.flatnonzero((r2 <= 1) & (r2 != 0))[:want]
        engine.advance(2 * (int(ok[-1]) + 1) if len(ok) == want else 2 * k)
        xs.append(x[ok]), ys.append(y[ok]), r2s.append(r2[ok])
        used += len(ok)
    x, y, r2 = np.concatenate(xs), np.concatenate(ys), np.concatenate(r2s)
    mult = np.sqrt(_F32(-2) * logf(r2) / r2)
    out = np.empty(2 * pairs, _F32)
    out[0::2], out[1::2] = y * mult, x * mult
    return out[:n]


def poisson_samples(engine: MT19937, rate: np.ndarray, per_rate: int, integer: bool) -> np.ndarray:
    """MindSpore 2.10's RandomPoisson CPU kernel: ``per_rate`` Poisson(rate) samples of each rate (all those of
    the first rate first), (per_rate, rate.size) float64, from ``uniform_real_distribution<double>`` over
    ``engine``: Knuth's product of uniforms for rate < 10, else Hormann's transformed rejection (PTRS) with the
    C library's ``log`` and ``lgamma``.  An infinite rate gives inf (0 for an ``integer`` output); a NaN rate
    (on which the kernel never stops) gives NaN without drawing."""
    rate = np.asarray(rate, np.float64).reshape(-1)
    out = np.empty((per_rate, rate.size), np.float64)
    lgamma = _libm("lgamma", ctypes.c_double) or math.lgamma
    log, floor, sqrt = math.log, math.floor, math.sqrt

    def uniform() -> float:
        d = (engine.next() + engine.next() * 4294967296.0) / 18446744073709551616.0
        return d if d < 1 else _ONE_BELOW_F64

    for i, lam in enumerate(rate.tolist()):
        col = out[:, i]
        if lam < 10:
            limit = math.exp(-lam)
            for j in range(per_rate):
                prod, x = 1.0, 0.0
                while True:
                    prod *= uniform()
                    if prod <= limit:
                        break
                    x += 1
                col[j] = x
        elif math.isinf(lam) or math.isnan(lam):
            col[:] = np.nan if math.isnan(lam) else (0.0 if integer else np.inf)
        else:
            log_rate = log(lam)
            b = 0.931 + 2.53 * sqrt(lam)
            a = -0.059 + 0.02483 * b
            inv_alpha = 1.1239 + 1.1328 / (b - 3.4)
            vr = 0.9277 - 3.6224 / (b - 2)
            for j in range(per_rate):
                while True:
                    u = uniform() - 0.5
                    v = uniform()
                    us = 0.5 - abs(u)
                    k = floor((2 * a / us + b) * u + lam + 0.43) if us > 0 else math.inf
                    if k > sys.float_info.max:
                        continue
                    if us >= 0.07 and v <= vr:
                        break
                    if k < 0 or (us < 0.013 and v > us):
                        continue
                    s = log(v * inv_alpha / (a / (us * us) + b)) if v > 0 else -math.inf
                    if s <= -lam + k * log_rate - lgamma(k + 1):
                        break
                col[j] = k
    return out


def _minstd_doubles(words: np.ndarray) -> np.ndarray:
    """``generate_canonical<double, 53>`` of minstd words taken two at a time (the first the low part), a result
    of 1 replaced by the double below it."""
    r = float(MinStdRand0.M - 1)
    w = (words - 1).astype(np.float64)
    d = (w[0::2] + w[1::2] * r) / (r * r)
    return np.where(d >= 1, _ONE_BELOW_F64, d)


def truncated_normal_doubles(engine: MinStdRand0, n: int, bound: float) -> np.ndarray:
    """``n`` draws of one ``std::normal_distribution<double>`` over ``engine`` (Marsaglia's polar method on
    ``generate_canonical<double>`` pairs, the C library's ``log``) that lie in [-bound, bound], the others
    skipped; the engine ends after the last pair used."""
    out = np.empty(n, np.float64)
    have = 0
    while have < n:
        k = int((n - have) / 0.7) + 16                       # attempts to look at (4 words each)
        u = _minstd_doubles(engine.peek(4 * k))
        x, y = 2.0 * u[0::2] - 1.0, 2.0 * u[1::2] - 1.0
        r2 = x * x + y * y
        ok = np.flatnonzero((r2 <= 1) & (r2 != 0))
        mult = np.sqrt(-2.0 * np.array([math.log(v) for v in r2[ok].tolist()]) / r2[ok])
        vals = np.empty(2 * len(ok))
        vals[0::2], vals[1::2] = y[ok] * mult, x[ok] * mult
        keep = np.flatnonzero((vals >= -bound) & (vals <= bound))[:n - have]
        out[have:have + len(keep)] = vals[keep]
        have += len(keep)
        engine.advance(4 * (int(ok[keep[-1] // 2]) + 1) if have == n else 4 * k)
    return out


class NormalDoubles:
    """One ``std::normal_distribution<double>`` over a ``minstd_rand0`` ``engine``, drawn one value at a time
    (Marsaglia's polar method on ``generate_canonical<double>``, the second value of a pair saved for the next
    draw); :meth:`uniform` is ``uniform_real_distribution<double>(0, 1)`` over the same engine."""

    def __init__(self, engine: MinStdRand0) -> None:
        self.engine = engine
        self.saved: Optional[float] = None

    def uniform(self) -> float:
        return float(_minstd_doubles(self.engine.take(2))[0])

    def __call__(self) -> float:
        if self.saved is not None:
            v, self.saved = self.saved, None
            return v
        while True:
            x, y = 2.0 * self.uniform() - 1.0, 2.0 * self.uniform() - 1.0
            r2 = x * x + y * y
            if r2 <= 1 and r2 != 0:
                break
        m = math.sqrt(-2.0 * math.log(r2) / r2)
        self.saved = x * m
        return y * m


def c_math(name: str, dtype: Any) -> Any:
    """The C library's ``name`` (exp, log) of a ``dtype`` scalar as a C++ kernel computes it: ``expf``/``logf`` for
    float32, the double function for float64, the float one rounded to half for float16."""
    dt = np.dtype(dtype)
    if dt == np.float64:
        fn = getattr(math, name)

        def c_fn(v: Any) -> np.float64:
            try:
                return np.float64(fn(v))
            except OverflowError:   # exp past the double range: inf, as C's
                return np.float64(math.inf)
            except ValueError:      # log of 0 or of a negative: -inf or NaN, as C's
                return np.float64(-math.inf if v == 0 else math.nan)
        return c_fn
    fnf = _libm(name + "f", ctypes.c_float)
    if fnf is None:
        fnf = lambda v: np.float32(c_math(name, np.float64)(float(v)))  # noqa: E731
    return lambda v: dt.type(fnf(np.float32(v)))
