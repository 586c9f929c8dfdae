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
* :func:`normal_floats` -- ``std::normal_distribution<float>`` over ``minstd_rand0`` (Marsaglia's polar method
  in float; a fresh distribution each call, so an odd count drops the saved second value).  Its ``log`` is the C
  library's ``logf`` (through ctypes) so that the numbers are MindSpore's bit for bit; without a loadable C
  library it is the float64 log rounded to float32 (1 ulp off in about 0.2 % of the values).
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


def lemire_uniform(g: Any, b: int) -> int:
    """libstdc++'s ``uniform_int_distribution(0, b)(g)`` for a 32-bit generator (``std::mt19937``): Lemire's
    multiply, a draw whose low word is under ``2**32 mod range`` redrawn (``std::shuffle`` draws this way)."""
    if b >= 0xFFFFFFFF:
        return g.next()
    erange = b + 1
    product = g.next() * erange
    low = product & 0xFFFFFFFF
    if low < erange:
        threshold = ((-erange) & 0xFFFFFFFF) % erange
        while low < threshold:
            product = g.next() * erange
            low = product & 0xFFFFFFFF
    return product >> 32


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


def mt19937_shuffle(values: list, g: MT19937) -> list:
    """``std::shuffle(values, g)`` for a ``std::mt19937`` g."""
    return libstdcxx_shuffle(values, g, lemire_uniform, 0xFFFFFFFF)


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


def logf(x: np.ndarray) -> np.ndarray:
    """The C library's ``logf`` of each float32 (see the module docstring)."""
    fn = _libm_logf()
    if fn is None:
        return np.log(x.astype(np.float64)).astype(_F32)
    return np.fromiter((fn(v) for v in x.tolist()), _F32, len(x))


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
