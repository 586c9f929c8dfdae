"""MindSpore's CPU random streams, vectorised in numpy: Philox-4x32-10 and the distributions its
initializers draw with (``mindspore._c_expression._random_normal`` / ``_random_uniform`` /
``_truncated_normal``, ``include/common/random.h``).

MindSpore's initializers take a 64-bit seed from numpy's global generator
(``np.random.randint(1, 2**63, dtype=np.int64)``), then fill the float32 buffer from the Philox stream of
that seed: word ``i`` of the stream is word ``i % 4`` of block ``i // 4``, the block at counter
``(i // 4, seed)`` under key ``seed``.  Its thread pool splits large buffers at multiples of 4 words and skips
each task's generator to its offset, so the numbers do not depend on the thread count; one serial pass
reproduces them.  The arithmetic is in double, as in MindSpore, and rounded to float32 at the end.
"""
from __future__ import annotations

import math
from typing import List, Sequence, Tuple

import numpy as np

_M32 = np.uint64(0xFFFFFFFF)


def philox_blocks(counters: np.ndarray, key: Tuple[int, int]) -> np.ndarray:
    """Philox-4x32-10 of many 128-bit counters: ``counters`` is (n, 4) uint32 words (low word first);
    returns the (n, 4) uint32 output words."""
    c = [counters[:, i].astype(np.uint64) for i in range(4)]
    k0, k1 = np.uint64(key[0] & 0xFFFFFFFF), np.uint64(key[1] & 0xFFFFFFFF)
    m0, m1 = np.uint64(0xD2511F53), np.uint64(0xCD9E8D57)
    s32 = np.uint64(32)
    for r in range(10):
        p0, p1 = m0 * c[0], m1 * c[2]
        c = [(p1 >> s32) ^ c[1] ^ k0, p1 & _M32, (p0 >> s32) ^ c[3] ^ k1, p0 & _M32]
        if r < 9:
            k0 = (k0 + np.uint64(0x9E3779B9)) & _M32
            k1 = (k1 + np.uint64(0xBB67AE85)) & _M32
    return np.stack(c, axis=1).astype(np.uint32)


def philox_block(counter: int, key: Tuple[int, int]) -> List[int]:
    """The four 32-bit words of Philox-4x32-10 at one 128-bit counter (a Python int)."""
    words = np.array([[(counter >> s) & 0xFFFFFFFF for s in (0, 32, 64, 96)]], dtype=np.uint32)
    return [int(w) for w in philox_blocks(words, key)[0]]


def stream(seed: int, n: int) -> np.ndarray:
    """The first ``n`` 32-bit words (as uint64) of MindSpore's ``random::Philox(seed)``."""
    seed &= 0xFFFFFFFFFFFFFFFF
    nblocks = (n + 3) // 4
    blocks = np.arange(nblocks, dtype=np.uint64)
    counters = np.empty((nblocks, 4), dtype=np.uint32)
    counters[:, 0] = (blocks & _M32).astype(np.uint32)
    counters[:, 1] = (blocks >> np.uint64(32)).astype(np.uint32)
    counters[:, 2] = seed & 0xFFFFFFFF
    counters[:, 3] = seed >> 32
    return philox_blocks(counters, (seed & 0xFFFFFFFF, seed >> 32)).reshape(-1)[:n].astype(np.uint64)


def _f32(v: float) -> float:
    return float(np.float32(v))


def numpy_seed() -> int:
    """MindSpore's ``_numpy_seed``: the initializer's seed, from numpy's global generator."""
    return int(np.random.randint(low=1, high=(1 << 63), dtype=np.int64))


def random_uniform(seed: int, shape: Sequence[int], a: float, b: float) -> np.ndarray:
    """``_random_uniform(seed, buf, a, b)``: U[a, b) from one word per number."""
    n = int(np.prod(shape, dtype=np.int64))
    a, b = _f32(a), _f32(b)
    s = stream(seed, n).astype(np.float64) / 4294967296.0
    return ((b - a) * s + a).astype(np.float32).reshape(shape)


def random_normal(seed: int, shape: Sequence[int], mean: float, sigma: float) -> np.ndarray:
    """``_random_normal(seed, buf, mean, sigma)``: Box-Muller on pairs of words, cos then sin."""
    n = int(np.prod(shape, dtype=np.int64))
    mean, sigma = _f32(mean), _f32(sigma)
    pairs = (n + 1) // 2
    w = stream(seed, 2 * pairs).reshape(pairs, 2)
    u = (w & np.uint64(0x7FFFFF)).astype(np.float64) / 8388608.0   # the word's 23 low bits as a float in [0, 1)
    u = np.maximum(u, _f32(1.0e-7))
    x = np.sqrt(-2.0 * np.log(u[:, 0])) * sigma
    y = 2.0 * _f32(3.1415926) * u[:, 1]
    out = np.empty((pairs, 2), dtype=np.float64)
    out[:, 0] = mean + x * np.cos(y)
    out[:, 1] = mean + x * np.sin(y)
    return out.reshape(-1)[:n].astype(np.float32).reshape(shape)


def _poly(coefs: Sequence[float], x: np.ndarray) -> np.ndarray:
    s = np.full_like(x, coefs[-1])
    for c in reversed(coefs[:-1]):
        s = s * x + c
    return s


# boost's erf_inv rational approximations (the constant term first), as MindSpore's TruncatedNormal uses them
_ERFINV = [
    (0.0891314744949340820313,
     [-0.000508781949658280665617, -0.00836874819741736770379, 0.0334806625409744615033, -0.0126926147662974029034,
      -0.0365637971411762664006, 0.0219878681111168899165, 0.00822687874676915743155, -0.00538772965071242932965],
     [1.0, -0.970005043303290640362, -1.56574558234175846809, 1.56221558398423026363, 0.662328840472002992063,
      -0.71228902341542847553, -0.0527396382340099713954, 0.0795283687341571680018, -0.00233393759374190016776,
      0.000886216390456424707504]),
    (2.249481201171875,
     [-0.202433508355938759655, 0.105264680699391713268, 8.37050328343119927838, 17.6447298408374015486,
      -18.8510648058714251895, -44.6382324441786960818, 17.445385985570866523, 21.1294655448340526258,
      -3.67192254707729348546],
     [1.0, 6.24264124854247537712, 3.9713437953343869095, -28.6608180499800029974, -20.1432634680485188801,
      48.5609213108739935468, 10.8268667355460159008, -22.6436933413139721736, 1.72114765761200282724]),
]
# (upper bound of x, offset, Y, P, Q) of the tail branches, x = sqrt(-log(q))
_ERFINV_TAIL = [
    (3.0, 1.125, 0.807220458984375,
     [-0.131102781679951906451, -0.163794047193317060787, 0.117030156341995252019, 0.387079738972604337464,
      0.337785538912035898924, 0.142869534408157156766, 0.0290157910005329060432, 0.00214558995388805277169,
      -0.679465575181126350155e-6, 0.285225331782217055858e-7, -0.681149956853776992068e-9],
     [1.0, 3.46625407242567245975, 5.38168345707006855425, 4.77846592945843778382, 2.59301921623620271374,
      0.848854343457902036425, 0.152264338295331783612, 0.01105924229346489121]),
    (6.0, 3.0, 0.93995571136474609375,
     [-0.0350353787183177984712, -0.00222426529213447927281, 0.0185573306514231072324, 0.00950804701325919603619,
      0.00187123492819559223345, 0.000157544617424960554631, 0.460469890584317994083e-5,
      -0.230404776911882601748e-9, 0.266339227425782031962e-11],
     [1.0, 1.3653349817554063097, 0.762059164553623404043, 0.220091105764131249824, 0.0341589143670947727934,
      0.00263861676657015992959, 0.764675292302794483503e-4]),
    (18.0, 6.0, 0.98362827301025390625,
     [-0.0167431005076633737133, -0.00112951438745580278863, 0.00105628862152492910091,
      0.000209386317487588078668, 0.149624783758342370182e-4, 0.449696789927706453732e-6,
      0.462596163522878599135e-8, -0.281128735628831791805e-13, 0.99055709973310326855e-16],
     [1.0, 0.591429344886417493481, 0.138151865749083321638, 0.0160746087093676504695,
      0.000964011807005165528527, 0.275335474764726041141e-4, 0.282243172016108031869e-6]),
    (44.0, 18.0, 0.99714565277099609375,
     [-0.0024978212791898131227, -0.779190719229053954292e-5, 0.254723037413027451751e-4,
      0.162397777342510920873e-5, 0.396341011304801168516e-7, 0.411632831190944208473e-9,
      0.145596286718675035587e-11, -0.116765012397184275695e-17],
     [1.0, 0.207123112214422517181, 0.0169410838120975906478, 0.000690538265622684595676,
      0.145007359818232637924e-4, 0.144437756628144157666e-6, 0.509761276599778486139e-9]),
    (math.inf, 44.0, 0.99941349029541015625,
     [-0.000539042911019078575891, -0.28398759004727721098e-6, 0.899465114892291446442e-6,
      0.229345859265920864296e-7, 0.225561444863500149219e-9, 0.947846627503022684216e-12,
      0.135880130108924861008e-14, -0.348890393399948882918e-21],
     [1.0, 0.0845746234001899436914, 0.00282092984726264681981, 0.468292921940894236786e-4,
      0.399968812193862100054e-6, 0.161809290887904476097e-8, 0.231558608310259605225e-11]),
]


def _erf_inv_imp(p: np.ndarray, q: np.ndarray) -> np.ndarray:
    out = np.empty_like(p)
    lo = p <= 0.5
    if lo.any():
        y, pc, qc = _ERFINV[0]
        pp = p[lo]
        g = pp * (pp + 10.0)
        out[lo] = g * y + g * (_poly(pc, pp) / _poly(qc, pp))
    mid = ~lo & (q >= 0.25)
    if mid.any():
        y, pc, qc = _ERFINV[1]
        qq = q[mid]
        g = np.sqrt(-2.0 * np.log(qq))
        xs = qq - 0.25
        out[mid] = g / (y + _poly(pc, xs) / _poly(qc, xs))
    rest = ~lo & ~mid
    if rest.any():
        x = np.sqrt(-np.log(q[rest]))
        r = np.empty_like(x)
        done = np.zeros(x.shape, dtype=bool)
        for bound, off, y, pc, qc in _ERFINV_TAIL:
            sel = ~done & (x < bound)
            if sel.any():
                xx = x[sel]
                xs = xx - off
                r[sel] = y * xx + (_poly(pc, xs) / _poly(qc, xs)) * xx
                done |= sel
        out[rest] = r
    return out


def truncated_normal(seed: int, shape: Sequence[int], a: float, b: float, mean: float, sigma: float) -> np.ndarray:
    """``_truncated_normal(seed, buf, a, b, mean, sigma)``: the inverse normal CDF of one uniform word per
    number, between the CDFs of ``a`` and ``b``."""
    n = int(np.prod(shape, dtype=np.int64))
    a, b, mean, sigma = _f32(a), _f32(b), _f32(mean), _f32(sigma)
    if sigma <= 0:
        raise RuntimeError(f"TruncatedNormal: invalid sigma {sigma}.")
    root2 = _f32(1.4142135)
    cdf_a = math.erfc(-((a - mean) / sigma / root2)) / 2.0
    cdf_b = math.erfc(-((b - mean) / sigma / root2)) / 2.0
    u = stream(seed, n).astype(np.float64) / 4294967296.0
    z = 2.0 * (cdf_a + u * (cdf_b - cdf_a))
    z = np.where(z <= 0, _f32(np.nextafter(np.float32(0), np.float32(2))), z)
    z = np.where(z >= 2.0, _f32(np.nextafter(np.float32(2), np.float32(0))), z)
    upper = z > 1.0
    q = np.where(upper, 2.0 - z, z)
    p = np.where(upper, 1.0 - q, 1.0 - z)
    s = np.where(upper, -1.0, 1.0)
    x = -(s * _erf_inv_imp(p, q)) * root2
    return (mean + x * sigma).astype(np.float32).reshape(shape)


def philox_at(key: Tuple[int, int], base: int, offsets: np.ndarray) -> np.ndarray:
    """The (n, 4) uint32 Philox-4x32-10 blocks under ``key`` at the 128-bit counters ``base + offsets``
    (``offsets`` uint64, counters wrapping at 2**128)."""
    offsets = np.asarray(offsets, np.uint64)
    lo64 = np.uint64(base & 0xFFFFFFFFFFFFFFFF)
    hi64 = (base >> 64) & 0xFFFFFFFFFFFFFFFF
    with np.errstate(over="ignore"):
        low = offsets + lo64
    carry = (low < lo64).astype(np.uint64)
    high = (np.uint64(hi64) + carry) if hi64 < 0xFFFFFFFFFFFFFFFF else np.where(carry, np.uint64(0), np.uint64(hi64))
    counters = np.empty((len(offsets), 4), np.uint32)
    counters[:, 0], counters[:, 1] = (low & _M32).astype(np.uint32), (low >> np.uint64(32)).astype(np.uint32)
    counters[:, 2], counters[:, 3] = (high & _M32).astype(np.uint32), (high >> np.uint64(32)).astype(np.uint32)
    return philox_blocks(counters, key)


def _word_double(x0: int, x1: int) -> float:
    """TF's ``Uint64ToDouble``: 20 mantissa bits from ``x0`` and 32 from ``x1``, a double in [0, 1)."""
    return (((x0 & 0xFFFFF) << 32) | x1) / 4503599627370496.0


class GuardedPhilox:
    """MindSpore's ``GuardedPhiloxRandom`` (TensorFlow's): ``PhiloxRandom(seed, seed2)`` -- key ``seed``, counter
    ``seed2 << 64`` -- from which each launch reserves ``n`` blocks (:meth:`reserve`: the counter it starts at)."""

    def __init__(self, seed: int, seed2: int) -> None:
        m64 = 0xFFFFFFFFFFFFFFFF
        self.key = (seed & 0xFFFFFFFF, (seed & m64) >> 32)
        self.counter = (seed2 & m64) << 64

    def reserve(self, n: int) -> int:
        start = self.counter
        self.counter = (start + n) % (1 << 128)
        return start


def _c_pow(x: float, y: float) -> float:
    """C's ``pow`` where Python's ``math.pow`` raises (0 to a negative power: inf; overflow: inf)."""
    try:
        return math.pow(x, y)
    except (ZeroDivisionError, OverflowError):
        return math.inf


def gamma_samples(gen: GuardedPhilox, alpha: np.ndarray, per_alpha: int) -> np.ndarray:
    """MindSpore 2.10's RandomGamma CPU kernel (TensorFlow's): ``per_alpha`` Gamma(alpha, 1) samples of each
    alpha, (per_alpha, alpha.size) float64.  Output ``i`` (alpha ``i // per_alpha``) draws from its own Philox
    stream, 256 blocks from the last: for alpha 1, ``-log(1 - u)``; otherwise Marsaglia and Tsang's
    transformation-rejection from Box-Muller normals and uniforms (each taken last first from its pair of
    doubles), times ``u ** (1 / alpha)`` for alpha < 1.  The math is the C library's, as the kernel's."""
    alpha = np.asarray(alpha, np.float64).reshape(-1)
    n = alpha.size * per_alpha
    out = np.empty((per_alpha, alpha.size), np.float64)
    if n == 0:
        return out
    start = gen.reserve(256 * n)
    reserve = 2   # blocks drawn for every output at once: nearly all need no more
    first = philox_at(gen.key, start, (np.arange(n, dtype=np.uint64)[:, None] * np.uint64(256)
                                       + np.arange(reserve, dtype=np.uint64)).reshape(-1)).reshape(n, reserve, 4)
    log, sqrt, two_pi = math.log, math.sqrt, 2 * math.pi
    for i in range(n):
        a = float(alpha[i // per_alpha])
        words = first[i].tolist()
        pos = [0]

        def block(i: int = i, words: list = words) -> list:
            if pos[0] >= len(words):
                words.append(philox_at(gen.key, start, np.array([256 * i + pos[0]], np.uint64))[0].tolist())
            pos[0] += 1
            return words[pos[0] - 1]

        def uniforms() -> list:
            w = block()
            return [_word_double(w[0], w[1]), _word_double(w[2], w[3])]

        if a == 1.0:
            res = -log(1.0 - uniforms()[1])
        elif not a + (2.0 / 3 if a < 1 else -1.0 / 3) > 0:   # alpha <= -2/3 or NaN: NaN in C's arithmetic
            res = math.nan
        else:
            below = a < 1
            su = a + (2.0 / 3 if below else -1.0 / 3)
            cut = 1.0 / 3 / sqrt(su)
            normals: list = []
            us: list = []
            while True:
                if not normals:
                    w = block()
                    u1 = max(_word_double(w[0], w[1]), 1.0e-7)
                    v1 = two_pi * _word_double(w[2], w[3])
                    r = sqrt(-2.0 * log(u1))
                    normals = [math.sin(v1) * r, math.cos(v1) * r]
                x = normals.pop()
                v = 1 + cut * x
                if v <= 0:
                    continue
                v = v * v * v
                if not us:
                    us = uniforms()
                u = us.pop()
                if u < 1 - 0.0331 * (x * x) * (x * x) or (log(u) if u > 0 else -math.inf) < 0.5 * x * x + su * (1 - v + log(v)):
                    res = su * v
                    if below:
                        if not us:
                            us = uniforms()
                        res *= _c_pow(us.pop(), 1 / a if a else math.inf)
                    break
        out[i % per_alpha, i // per_alpha] = res
    return out
