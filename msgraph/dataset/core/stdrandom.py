"""The C++ standard-library random streams MindSpore's dataset engine draws from, bit for bit, so that a seeded
pipeline (``ds.config.set_seed``) shuffles rows into MindSpore's order.

* :class:`MT19937_64` is ``std::mt19937_64`` (the ``shuffle`` operation's stream); numpy has no 64-bit Mersenne
  Twister, so the state is twisted here with numpy and tempered 312 outputs at a time.
* :func:`std_shuffle` is libstdc++'s ``std::shuffle`` over ``std::mt19937`` (numpy's MT19937 with the legacy
  integer seeding is that generator), with libstdc++'s ``uniform_int_distribution`` (Lemire's reduction for a
  32-bit generator; two positions per draw when the range allows), as MindSpore's samplers use it.
* :func:`minstd_shuffle` is ``std::shuffle`` over ``std::default_random_engine`` (minstd_rand0), as MindRecord's
  shard reader shuffles rows and files.
"""
from __future__ import annotations

from typing import Any, Callable, List

import numpy as np

from ...common.stdengines import MT19937

_N, _M = 312, 156
_UPPER = np.uint64(0xFFFFFFFF80000000)
_LOWER = np.uint64(0x7FFFFFFF)
_MATRIX_A = np.uint64(0xB5026F5AA96619E9)
_MASK64 = (1 << 64) - 1


def _mix(hi: np.ndarray, lo: np.ndarray) -> np.ndarray:
    x = (hi & _UPPER) | (lo & _LOWER)
    return (x >> np.uint64(1)) ^ np.where((x & np.uint64(1)).astype(bool), _MATRIX_A, np.uint64(0))


class MT19937_64:
    """``std::mt19937_64(seed)``: ``next()`` gives its outputs in order."""

    def __init__(self, seed: int) -> None:
        mt = [int(seed) & _MASK64]
        for i in range(1, _N):
            prev = mt[-1]
            mt.append((6364136223846793005 * (prev ^ (prev >> 62)) + i) & _MASK64)
        self._mt = np.array(mt, dtype=np.uint64)
        self._out: List[int] = []
        self._pos = 0

    def _refill(self) -> None:
        mt = self._mt
        mt[:_N - _M] = mt[_M:] ^ _mix(mt[:_N - _M], mt[1:_N - _M + 1])
        mt[_N - _M:_N - 1] = mt[:_M - 1] ^ _mix(mt[_N - _M:_N - 1], mt[_N - _M + 1:])
        mt[_N - 1] = mt[_M - 1] ^ _mix(mt[_N - 1:], mt[:1])[0]
        y = mt.copy()
        y ^= (y >> np.uint64(29)) & np.uint64(0x5555555555555555)
        y ^= (y << np.uint64(17)) & np.uint64(0x71D67FFFEDA60000)
        y ^= (y << np.uint64(37)) & np.uint64(0xFFF7EEE000000000)
        y ^= y >> np.uint64(43)
        self._out = y.tolist()
        self._pos = 0

    def next(self) -> int:
        if self._pos >= _N:
            self._refill()
        elif not self._out:
            self._refill()
        value = self._out[self._pos]
        self._pos += 1
        return value


_MT32 = MT19937   # ``std::mt19937(seed)``'s raw 32-bit words (common/stdengines.py)


def _uniform(g: _MT32, b: int) -> int:
    """libstdc++'s ``uniform_int_distribution(0, b)`` over a 32-bit generator."""
    if b >= 0xFFFFFFFF:       # not needed by the samplers' ranges (b < 2**32 - 1 always here)
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


def std_shuffle(values: List[int], seed: int) -> List[int]:
    """``std::shuffle(values, std::mt19937(seed))`` as libstdc++ does it (in place; returned too)."""
    return std_shuffle_with(values, _MT32(seed))


def std_shuffle_with(values: List[int], g: "_MT32") -> List[int]:
    return _libstdcxx_shuffle(values, g, _uniform, 0xFFFFFFFF)


def _libstdcxx_shuffle(values: List[int], g: Any, uniform: Callable[[Any, int], int], urange: int) -> List[int]:
    """libstdc++'s ``std::shuffle`` over generator ``g`` whose ``uniform(g, b)`` is ``uniform_int_distribution(0, b)``
    and whose outputs span ``urange`` (g.max() - g.min()): two swap positions per draw when they fit."""
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


def mt19937(seed: int) -> _MT32:
    """``std::mt19937(seed)`` (seeds wrap to 32 bits, as a ``uint32_t`` seed does)."""
    return _MT32(seed)


def uniform_int(g: _MT32, b: int) -> int:
    """``std::uniform_int_distribution<int64_t>(0, b)(g)`` for a ``std::mt19937`` g (libstdc++)."""
    return _uniform(g, b)


class MinstdRand0:
    """``std::minstd_rand0(seed)`` (libstdc++'s ``std::default_random_engine``): ``x = 16807 x mod (2**31 - 1)``."""

    _M = 2147483647

    def __init__(self, seed: int) -> None:
        s = int(seed) % self._M
        self._x = s if s else 1

    def next(self) -> int:
        self._x = self._x * 16807 % self._M
        return self._x


def _uniform_minstd(g: MinstdRand0, b: int) -> int:
    """libstdc++'s ``uniform_int_distribution(0, b)`` over minstd_rand0 (range 2**31 - 3: the division method)."""
    urange = MinstdRand0._M - 2 - 1          # g.max() - g.min()
    if b == urange:
        return g.next() - 1
    erange = b + 1
    scaling = urange // erange
    past = erange * scaling
    while True:
        r = g.next() - 1
        if r < past:
            return r // scaling


def minstd_shuffle(values: List[int], seed: int) -> List[int]:
    """``std::shuffle(values, std::default_random_engine(seed))`` as libstdc++ does it (MindRecord's shard
    reader shuffles; in place, returned too)."""
    return _libstdcxx_shuffle(values, MinstdRand0(seed), _uniform_minstd, MinstdRand0._M - 3)
