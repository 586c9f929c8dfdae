"""The C++ standard-library random streams MindSpore's dataset engine draws from, bit for bit, so that a seeded
pipeline (``ds.config.set_seed``) shuffles rows into MindSpore's order.

* :class:`MT19937_64` is ``std::mt19937_64`` (the ``shuffle`` operation's stream); numpy has no 64-bit Mersenne
  Twister, so the state is twisted here with numpy and tempered 312 outputs at a time.
* :func:`std_shuffle` is libstdc++'s ``std::shuffle`` over ``std::mt19937`` (numpy's MT19937 with the legacy
  integer seeding is that generator), with libstdc++'s ``uniform_int_distribution`` (downscaling for a
  32-bit generator; two positions per draw when the range allows), as MindSpore's samplers use it.
* :func:`minstd_shuffle` is ``std::shuffle`` over ``std::default_random_engine`` (minstd_rand0), as MindRecord's
  shard reader shuffles rows and files.
"""
from __future__ import annotations

from typing import List

import numpy as np

from ...common.stdengines import MT19937, MinStdRand0, mt19937_uniform, libstdcxx_shuffle, mt19937_shuffle
from ...common.stdengines import minstd_shuffle as _minstd_shuffle

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


_uniform = mt19937_uniform                 # libstdc++'s uniform_int_distribution(0, b) over std::mt19937
_libstdcxx_shuffle = libstdcxx_shuffle    # libstdc++'s std::shuffle (common/stdengines.py)


def std_shuffle(values: List[int], seed: int) -> List[int]:
    """``std::shuffle(values, std::mt19937(seed))`` as libstdc++ does it (in place; returned too)."""
    return std_shuffle_with(values, _MT32(seed))


def std_shuffle_with(values: List[int], g: "_MT32") -> List[int]:
    return mt19937_shuffle(values, g)


def mt19937(seed: int) -> _MT32:
    """``std::mt19937(seed)`` (seeds wrap to 32 bits, as a ``uint32_t`` seed does)."""
    return _MT32(seed)


def uniform_int(g: _MT32, b: int) -> int:
    """``std::uniform_int_distribution<int64_t>(0, b)(g)`` for a ``std::mt19937`` g (libstdc++)."""
    return _uniform(g, b)


def minstd_shuffle(values: List[int], seed: int) -> List[int]:
    """``std::shuffle(values, std::default_random_engine(seed))`` as libstdc++ does it (MindRecord's shard
    reader shuffles; in place, returned too)."""
    return _minstd_shuffle(values, MinStdRand0(seed))
