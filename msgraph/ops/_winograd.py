"""Winograd minimal filtering F(2x2, 3x3) for Conv2D's stride-1, dilation-1, 3x3, one-group float32 convolutions
with many channels (W8's 64 -> 64 layers): a kernel of :mod:`msgraph.ops.conv` (its forward, its input gradient
as a forward correlation of dout, its filter gradient), not an op of its own.

Per 4x4 input tile d (stride 2) and 3x3 filter g: Y = A^T [(G g G^T) . (B^T d B)] A, a 2x2 output tile.  The 16
elementwise products over the channels are 16 GEMMs (O x C) @ (C x tiles): 16 multiply-adds per 4 outputs and
channel pair instead of 36 (2.25x fewer).  The filter gradient is the transpose of the same linear map:
dU = sum over tiles of (A dY A^T) . (B^T d B), dg = G^T dU G: 16 GEMMs (O x tiles) @ (tiles x C).

The transforms of d, of the GEMMs' results and of dY are each stated once, as a table of signed terms summed left to
right (``_BT``, ``_AT``, ``_A``); from the table come both the compiled Numba loop (``_fastpath.run_kernel``, the
kernels both modes share) and the numpy fallback (before the kernel is ready, or with Numba off): the same float32
additions in the same order, so the two agree bit for bit and PyNative equals Graph.  G's 0.5 factors apply to the
small filter tensors only (numpy, one place).

Winograd rounds differently from the direct sum (a different float32 evaluation of the same linear map): it is used
only where it wins (``use``: enough input and output channels on a large enough output; the constants below),
and only on finite inputs (B^T d B subtracts neighbours: an inf becomes NaN where the direct sum keeps inf).
``MSGRAPH_WINOGRAD=0`` (read once, at import) turns it off.  Error and timings: benchmarks/RESULTS.md,
2026-12-06 o.  Each image is worked a band of tile rows at a time (``_bands``), so that the band's transforms and
GEMM results stay in L2 (RESULTS.md 2026-12-07 d).
"""
from __future__ import annotations

import os
import threading
from typing import Any, List, Sequence, Tuple

import numpy as np

from . import _fastpath

ENABLED = os.environ.get("MSGRAPH_WINOGRAD", "1") != "0"
# Where it wins (one CPU, batch 8, 3x3 pad 1; RESULTS.md 2026-12-06 o): >= 32 input and output channels on a
# >= 32x32 output (16 channels lose 10-60 %), or >= 128 channels at any size; the forward and the input gradient
# also from 64 channels on a 16x16 output (0.71-0.87 of the direct time; the filter gradient breaks even there; 64
# channels at 8x8 and 10x10 measured 0.87-1.15: noise-sized calls, left out).
MIN_CHANNELS = 32
MIN_OUTPUT = 32 * 32          # output pixels per image
MIN_CHANNELS_SMALL = 128      # channels from which smaller outputs win too
MIN_CHANNELS_FWD, MIN_OUTPUT_FWD = 64, 16 * 16   # the forward / input gradient: from 64 channels on 16x16
_KERNEL_MIN = 1 << 12
_SCRATCH_MAX_BYTES = 32 << 20
# One image's transforms and GEMM results are made a band of tile rows at a time, each band's two large work arrays
# (the input transform and the GEMM results, or the two transforms of the filter gradient) together at most this
# many bytes, so that they stay in a core's L2 between the kernel that writes them and the GEMMs / kernel that read
# them (2 MB on the VM measured: W8's 64-channel layer, 1 MB each a whole image, ran 0.89 of the time in two bands;
# RESULTS.md 2026-12-07 d).  A fixed number, not the machine's: the filter gradient's sums over the bands' GEMMs
# are its rounding, the same everywhere.
_BAND_BYTES = 1 << 20

# Transforms as rows of signed terms (sign, index), summed left to right.
_BT = (((1, 0), (-1, 2)), ((1, 1), (1, 2)), ((1, 2), (-1, 1)), ((1, 1), (-1, 3)))   # B^T: 4 -> 4 (input tile)
_AT = (((1, 0), (1, 1), (1, 2)), ((1, 1), (-1, 2), (-1, 3)))                         # A^T: 4 -> 2 (output tile)
_A = (((1, 0),), ((1, 0), (1, 1)), ((1, 0), (-1, 1)), ((-1, 1),))                    # A: 2 -> 4 (dout tile)

_off = threading.local()


class disabled:
    """Context manager: no Winograd in this thread (Conv2D's float16 computed in float32: MindSpore rounds the
    direct float32 sum; those results stay as they were)."""

    def __enter__(self) -> None:
        _off.depth = getattr(_off, "depth", 0) + 1

    def __exit__(self, *exc: Any) -> None:
        _off.depth -= 1


def use(a: np.ndarray, b: np.ndarray, k, d, g: int, c: int, o: int, oh: int, ow: int,
        filter_grad: bool = False) -> bool:
    """Whether a stride-1 convolution of c -> o channels with kernel k, dilation d, g groups and an (oh, ow) output,
    whose operands are a and b (x and w, or dout and x for ``filter_grad``), takes the Winograd form.  The small
    filter b is checked for infs and NaNs here; the large operands are not: :func:`conv` and :func:`filter_grad`
    check their results and return None where they are not finite, and the caller takes the direct form."""
    m = min(c, o)
    return (ENABLED and k == (3, 3) and d == (1, 1) and g == 1 and a.dtype == np.float32 and b.dtype == np.float32
            and m >= MIN_CHANNELS and (oh * ow >= MIN_OUTPUT or m >= MIN_CHANNELS_SMALL
                                       or (not filter_grad and m >= MIN_CHANNELS_FWD and oh * ow >= MIN_OUTPUT_FWD))
            and not getattr(_off, "depth", 0) and (filter_grad or _finite(b)))


_EXP_BITS = 0x7F800000
_FINITE_SIG = ((np.uint32, 1), (np.uint32, 1))
_FINITE_MIN = 1 << 16


@_fastpath.lazy_source
def _finite_source():
    """``def fname(a, out)``: out[0] = the largest exponent field of the float32 bits a (uint32): all ones
    (0x7F800000) iff some element is inf or NaN.  An integer max: vectorized without reassociating anything."""
    def src(fname: str) -> str:
        return (f"def {fname}(a, out):\n"
                "    m = np.uint32(0)\n"
                "    for i in range(a.shape[0]):\n"
                f"        v = a[i] & np.uint32({_EXP_BITS})\n"
                "        if v > m:\n"
                "            m = v\n"
                "    out[0] = m\n")
    return src


def _finite(a: np.ndarray) -> bool:
    """Whether every element of the float32 array a is finite: ``np.isfinite(a).all()``, on large C-contiguous
    arrays one compiled pass over the bits (no boolean temporary: an (8, 64, 32, 32) array out of cache, ~125 ->
    ~50 us).  Asked of the filters (:func:`use`) and of :func:`conv`'s results."""
    if a.flags.c_contiguous:
        out = np.zeros(1, np.uint32)
        if _fastpath.run_kernel("WinogradFinite", _finite_source(), _FINITE_SIG, (a.reshape(-1).view(np.uint32), out),
                                a.size, _FINITE_MIN):
            return int(out[0]) != _EXP_BITS
    return bool(np.isfinite(a).all())


def _bands(ty: int, tx: int, c: int, o: int) -> List[Tuple[int, int]]:
    """The bands of tile rows (first row, rows) one image's transforms are made in: as few as keep a band's two work
    arrays of 16 * (c + o) * tx float32 a row within :data:`_BAND_BYTES`, of equal height but the last."""
    rows = max(1, _BAND_BYTES // (64 * (c + o) * tx))
    n = -(-ty // rows)
    h = -(-ty // n)
    return [(i0, min(h, ty - i0)) for i0 in range(0, ty, h)]


def _off(i0: int, *more: int) -> np.ndarray:
    return np.array((i0,) + more, np.int64)


def _scratch(tag: str, shape: Tuple[int, ...], key: Any = None) -> Tuple[np.ndarray, bool]:
    """A float32 work array of ``shape`` kept per thread between calls (``tag``, ``key``: what else must match), and
    whether it is new.  Fresh multi-megabyte arrays cost their first touch's page faults on every call (the filter
    gradient's two 8 MB transforms: 2.5 and 3.0 ms instead of 1.3 and 1.3 ms for W8's layer); the contents never
    leave a call (the results are fresh arrays)."""
    cache = getattr(_off, "scratch", None)
    if cache is None:
        cache = _off.scratch = {}
    hit = cache.get(tag)
    if hit is not None and hit[0] == (shape, key):
        return hit[1], False
    arr = np.empty(shape, np.float32)
    if arr.nbytes <= _SCRATCH_MAX_BYTES:     # large layers: their own arrays (not held between calls)
        cache[tag] = ((shape, key), arr)
    else:
        cache.pop(tag, None)
    return arr, True


# --- the table's two readings -----------------------------------------------------------------------------------
def _src(row: Sequence[Tuple[int, int]], name: Any) -> str:
    """Numba text of one table row; ``name(i)`` -> the text of term i."""
    out = ""
    for n, (sign, i) in enumerate(row):
        out += ("-" if sign < 0 else "") + name(i) if n == 0 else (" - " if sign < 0 else " + ") + name(i)
    return out


def _np(row: Sequence[Tuple[int, int]], terms: List[np.ndarray], out: Any = None) -> np.ndarray:
    """numpy of one table row (the same operations in the same order as :func:`_src`), into ``out`` if given."""
    (s0, i0), rest = row[0], row[1:]
    if not rest:
        if s0 < 0:
            return np.negative(terms[i0], out=out)
        if out is None:
            return terms[i0]
        np.copyto(out, terms[i0])
        return out
    acc = np.negative(terms[i0]) if s0 < 0 else terms[i0]
    for n, (sign, i) in enumerate(rest):
        acc = (np.subtract if sign < 0 else np.add)(acc, terms[i], out=out if n == len(rest) - 1 else None)
    return acc


# --- B^T d B: (N, C, 2TY+2, 2TX+2) padded images -> v (16, C, N, TY*TX) -----------------------------------------
_TILE_SIG = ((np.float32, 4), (np.float32, 4), (np.float32, 3), (np.int64, 1))


@_fastpath.lazy_source
def _tile_source(ty: int, tx: int, mat: Any, rows_in: int, width: int):
    """``def fname(src, out, r, off)``: the 4-row transform ``mat`` (rows of signed terms) on both sides of each tile
    of the band of TY tile rows from tile row off[0] of ``src`` (N, C, ., .) -- ``rows_in`` rows from row 2i,
    ``width`` columns -- into out (16, C, N, TY*TX); r (4, TY, width) scratch.  Per image and channel: rows first
    (mat d, every row of tiles into r: unit-stride loops), then columns ((mat d) mat^T), the sixteen output rows
    written one group of four at a time, each a whole TY*TX run, the terms of a tile's column loaded once (sixteen
    interleaved output streams 2^k bytes apart thrash the cache: 7x slower; RESULTS.md 2026-12-06 p for this loop
    order: 2-3.5x faster than one row of tiles at a time)."""
    reads = "".join(f"                s{k} = src[n, ch, 2 * (i0 + i) + {k}]\n" for k in range(rows_in))
    rdst = "".join(f"                r{a} = r[{a}, i]\n" for a in range(len(mat)))
    rows = "".join(f"                    r{a}[q] = {_src(row, lambda k: f's{k}[q]')}\n" for a, row in enumerate(mat))
    used = sorted({k for row in mat for _, k in row})
    outs = "".join(f"                o{b} = out[4 * a + {b}, ch, n]\n" for b in range(len(mat)))
    loads = "".join(f"                        e{k} = ri[2 * j + {k}]\n" for k in used)
    cols = "".join(f"                        o{b}[t] = {_src(row, lambda k: f'e{k}')}\n" for b, row in enumerate(mat))

    if width == 2 * tx:     # dout's tiles (A): tile t's terms are r[a] flat at 2t + k; one unit-stride loop per output
        # row, which LLVM vectorizes (the interleaved form above stays scalar here: W8's dY transform 82 -> 39 us
        # an image; the input transform's four-term rows vectorize in that form and not in this one)
        flat = "".join(f"                o = out[4 * a + {b}, ch, n]\n"
                       f"                for t in range({ty * tx}):\n"
                       f"                    o[t] = {_src(row, lambda k: f'ra[2 * t + {k}]')}\n" for b, row in enumerate(mat))
        cols_step = "                ra = r[a].reshape(-1)\n" + flat
    else:
        cols_step = (outs + f"                for i in range({ty}):\n"
                     "                    ri = r[a, i]\n"
                     f"                    for j in range({tx}):\n"
                     f"                        t = i * {tx} + j\n" + loads + cols)

    def src(fname: str) -> str:
        return (f"def {fname}(src, out, r, off):\n"
                "    nb, c = src.shape[0], src.shape[1]\n"
                "    i0 = off[0]\n"
                "    for n in range(nb):\n"
                "        for ch in range(c):\n"
                f"            for i in range({ty}):\n" + reads + rdst +
                f"                for q in range({width}):\n" + rows +
                "            for a in range(4):\n" + cols_step)
    return src


def _tile_scratch(ty: int, width: int) -> np.ndarray:
    return np.empty((4, ty, width), np.float32)


def _in_numpy(xp: np.ndarray, v: np.ndarray, ty: int, tx: int, i0: int = 0) -> None:
    n, c = xp.shape[:2]
    x = [xp[:, :, 2 * i0 + a:2 * i0 + a + 2 * ty:2] for a in range(4)]  # (N, C, TY, 2TX+2) each
    v6 = v.reshape(4, 4, c, n, ty, tx)
    for a, row in enumerate(_BT):
        ra = _np(row, x)
        cols = [ra[..., b:b + 2 * tx:2] for b in range(4)]             # (N, C, TY, TX) each
        for b, crow in enumerate(_BT):
            _np(crow, cols, out=v6[a, b].transpose(1, 0, 2, 3))


def _padded(x: np.ndarray, p, ty: int, tx: int, tag: str) -> Tuple[np.ndarray, Any]:
    """This thread's ``tag`` zero-padded (N', C, 2TY+2, 2TX+2) work array for x's images (N' = N, or 1 with
    ``tag`` ending in "1"), and ``fill(xp, images)`` writing images into it."""
    n, c, h, wd = x.shape
    nb = 1 if tag.endswith("1") else n
    xp, new = _scratch(tag + "xp", (nb, c, 2 * ty + 2, 2 * tx + 2), (tuple(p), h, wd))
    if new:     # the padding stays zero: every call with this key writes the same interior
        xp.fill(0)
    rh, rw = min(h, 2 * ty + 2 - p[0]), min(wd, 2 * tx + 2 - p[2])

    def fill(images: np.ndarray) -> np.ndarray:
        xp[:, :, p[0]:p[0] + rh, p[2]:p[2] + rw] = images[:, :, :rh, :rw]
        return xp
    return xp, fill


def _transform(xp: np.ndarray, v: np.ndarray, ty: int, tx: int, i0: int = 0) -> None:
    """B^T d B of the band of ty tile rows from tile row i0 of the padded images xp (N, C, ., 2TX+2) into v (16, C,
    N, TY*TX)."""
    if not _fastpath.run_kernel(f"WinogradIn_{ty}x{tx}", _tile_source(ty, tx, _BT, 4, 2 * tx + 2), _TILE_SIG,
                                (xp, v, _tile_scratch(ty, 2 * tx + 2), _off(i0)), v.size, _KERNEL_MIN):
        _in_numpy(xp, v, ty, tx, i0)


# --- the filter gradient's B^T d B, channels last: one (C, H, W) image -> vt (16, TY*TX, C) ---------------------
# The filter gradient's GEMMs (O x T) @ (T x C) read x's transform as (T x C) rows: the (C x T) transform read
# transposed costs OpenBLAS's NT packing (W8's layer, 8 images: 3.0 ms against 2.4 ms for the same GEMMs on a
# (T x C) operand, same bits; RESULTS.md 2026-12-07 c).  So this transform writes channels last: the image is first
# copied into a zero-padded (2TY+2, 2TX+2, C) work array (blocks of 8 columns, every channel), then both steps of
# the table run with the channel innermost (unit stride: each tile's sixteen outputs are C-long runs).  Each value
# is the same float32 additions in the same order as the channels-first transform's.
_TILE_T_SIG = ((np.float32, 3), (np.float32, 3), (np.float32, 3), (np.float32, 3), (np.int64, 1))


@_fastpath.lazy_source
def _tile_t_source(ty: int, tx: int, p0: int, p2: int, rh: int, rw: int):
    """``def fname(x, xp, out, r, off)``: x (C, H, W) one image; xp (., 2TX+2, C) its zero-padded channels-last
    copy (rows p0.. and columns p2.. written: rh x rw of x, where off[1] is not 0; the rest stays zero); out (16,
    TY*TX, C): the band of TY tile rows from tile row off[0]; r (4, 2TX+2, C)."""
    width = 2 * tx + 2
    reads = "".join(f"        s{k} = xp[2 * (i0 + i) + {k}]\n" for k in range(4))
    rdst = "".join(f"        r{a} = r[{a}]\n" for a in range(4))
    rows = "".join(f"                r{a}[q, ch] = {_src(row, lambda k: f's{k}[q, ch]')}\n" for a, row in enumerate(_BT))
    outs = "".join(f"            o{b} = out[4 * a + {b}]\n" for b in range(4))
    loads = "".join(f"                e{k} = ra[2 * j + {k}]\n" for k in range(4))
    cols = "".join(f"                    o{b}[t, ch] = {_src(row, lambda k: f'e{k}[ch]')}\n" for b, row in enumerate(_BT))

    def src(fname: str) -> str:
        return (f"def {fname}(x, xp, out, r, off):\n"
                "    c = x.shape[0]\n"
                "    i0 = off[0]\n"
                "    if off[1]:\n"
                f"        for h in range({rh}):\n"
                f"            for q0 in range(0, {rw}, 8):\n"
                f"                q1 = min(q0 + 8, {rw})\n"
                "                for ch in range(c):\n"
                "                    xr = x[ch, h]\n"
                "                    for q in range(q0, q1):\n"
                f"                        xp[h + {p0}, q + {p2}, ch] = xr[q]\n"
                f"    for i in range({ty}):\n" + reads + rdst +
                f"        for q in range({width}):\n"
                "            for ch in range(c):\n" + rows +
                "        for a in range(4):\n"
                "            ra = r[a]\n" + outs +
                f"            for j in range({tx}):\n"
                f"                t = i * {tx} + j\n" + loads +
                "                for ch in range(c):\n" + cols)
    return src


def _in_t_numpy(xp: np.ndarray, vt: np.ndarray, ty: int, tx: int, i0: int) -> None:
    """The numpy reading of :func:`_tile_t_source`'s transform: the band of ty tile rows from tile row i0 of xp (.,
    2TX+2, C) -> vt (16, TY*TX, C)."""
    c = xp.shape[2]
    x = [xp[2 * i0 + a:2 * i0 + a + 2 * ty:2] for a in range(4)]       # (TY, 2TX+2, C) each
    v5 = vt.reshape(4, 4, ty, tx, c)
    for a, row in enumerate(_BT):
        ra = _np(row, x)
        cols = [ra[:, b:b + 2 * tx:2] for b in range(4)]               # (TY, TX, C) each
        for b, crow in enumerate(_BT):
            _np(crow, cols, out=v5[a, b])


def _transform_t(x: np.ndarray, p, ty: int, tx: int, band: int) -> Any:
    """``run(b, i0, rows)``: B^T d B of the band of ``rows`` (at most ``band``) tile rows from tile row i0 of x's
    image b, channels last, into this thread's (16, rows*TX, C) work array (returned); the band from row 0 first."""
    c, h, wd = x.shape[1:]
    xp, new = _scratch("dwTxp", (2 * ty + 2, 2 * tx + 2, c), (tuple(p), h, wd))
    if new:     # the padding stays zero: every call with this key writes the same interior
        xp.fill(0)
    full, _ = _scratch("vT", (16 * band * tx * c,))
    r = np.empty((4, 2 * tx + 2, c), np.float32)
    rh, rw = min(h, 2 * ty + 2 - p[0]), min(wd, 2 * tx + 2 - p[2])
    kernel = x.flags.c_contiguous

    def run(b: int, i0: int, rows: int) -> np.ndarray:
        vt = full[:16 * rows * tx * c].reshape(16, rows * tx, c)
        if not (kernel and _fastpath.run_kernel(f"WinogradInT_{rows}x{tx}_{p[0]}_{p[2]}_{rh}x{rw}",
                                                _tile_t_source(rows, tx, p[0], p[2], rh, rw), _TILE_T_SIG,
                                                (x[b], xp, vt, r, _off(i0, i0 == 0)), vt.size, _KERNEL_MIN)):
            if i0 == 0:
                xp[p[0]:p[0] + rh, p[2]:p[2] + rw] = x[b, :, :rh, :rw].transpose(1, 2, 0)
            _in_t_numpy(xp, vt, rows, tx, i0)
        return vt
    return run


# --- A^T m A: one image's GEMM results m (16, O, TY*TX) -> y (O, 2TY, 2TX) ---------------------------------------
_OUT_SIG = ((np.float32, 3), (np.float32, 3), (np.float32, 3), (np.int64, 1), (np.uint32, 3), (np.uint32, 1))


@_fastpath.lazy_source
def _out_source(ty: int, tx: int):
    """``def fname(m, y, p, off, yu, ex)``: m (16, O, TY*TX), the band of TY tile rows from tile row off[0] of y (O,
    ., 2TX); p (2, 4, TY*TX) scratch.  Per channel: rows first (A^T m: the 16 products' rows a combined into p, one
    column b at a time, whole TY*TX runs), then columns (each output row's even and odd elements from p's four runs).
    yu is y's bits (uint32, the same memory): each output row, just written (in L1), raises ex[0] to the largest
    exponent field in it (:func:`_finite_source`'s test: all ones iff an inf or NaN), so that the result's
    finiteness costs no pass over it from memory."""
    ins = "".join(f"            m{a} = m[4 * {a} + b, ch]\n" for a in range(4))
    pdst = "".join(f"            p{i} = p[{i}, b]\n" for i in range(2))
    rows = "".join(f"                p{i}[t] = {_src(row, lambda a: f'm{a}[t]')}\n" for i, row in enumerate(_AT))
    qs = "".join(f"            q{b} = p[ii, {b}]\n" for b in range(4))
    cols = "".join(f"                    yr[2 * j + {jj}] = {_src(row, lambda b: f'q{b}[t]')}\n"
                   for jj, row in enumerate(_AT))

    def src(fname: str) -> str:
        return (f"def {fname}(m, y, p, off, yu, ex):\n"
                "    i0 = off[0]\n"
                "    mx = ex[0]\n"
                "    for ch in range(y.shape[0]):\n"
                "        for b in range(4):\n" + ins + pdst +
                f"            for t in range({ty * tx}):\n" + rows +
                "        for ii in range(2):\n" + qs +
                f"            for i in range({ty}):\n"
                "                yr = y[ch, 2 * (i0 + i) + ii]\n"
                f"                for j in range({tx}):\n"
                f"                    t = i * {tx} + j\n" + cols +
                "                ur = yu[ch, 2 * (i0 + i) + ii]\n"
                f"                for q in range({2 * tx}):\n"
                f"                    e = ur[q] & np.uint32({_EXP_BITS})\n"
                "                    if e > mx:\n"
                "                        mx = e\n"
                "    ex[0] = mx\n")
    return src


def _out_numpy(m: np.ndarray, y: np.ndarray, ty: int, tx: int, i0: int = 0) -> None:
    o = y.shape[0]
    ms = m.reshape(4, 4, o, ty, tx)
    y5 = y[:, 2 * i0:2 * i0 + 2 * ty].reshape(o, ty, 2, tx, 2)         # a view (y C-contiguous): written in place
    for i, row in enumerate(_AT):
        p = [_np(row, [ms[a, b] for a in range(4)]) for b in range(4)]   # (O, TY, TX) each
        for jj, crow in enumerate(_AT):
            _np(crow, p, out=y5[:, :, i, :, jj])


# --- A dY A^T: (N, O, 2TY, 2TX) padded dout -> (16, O, N, TY*TX); the kernel is _tile_source with _A ----------------
def _dy_numpy(dy: np.ndarray, g: np.ndarray, ty: int, tx: int, i0: int = 0) -> None:
    n, o = dy.shape[:2]
    d5 = dy[:, :, 2 * i0:2 * i0 + 2 * ty].reshape(n, o, ty, 2, tx, 2)
    g6 = g.reshape(4, 4, o, n, ty, tx)
    for a, row in enumerate(_A):
        r = [_np(row, [d5[:, :, :, i, :, jj] for i in range(2)]) for jj in range(2)]   # (N, O, TY, TX) each
        for b, crow in enumerate(_A):
            _np(crow, r, out=g6[a, b].transpose(1, 0, 2, 3))


# --- G g G^T and G^T dU G (small: numpy only) ---------------------------------------------------------------------
_HALF = np.float32(0.5)


def _g_rows(t: Sequence[np.ndarray]) -> List[np.ndarray]:
    """G applied along the first index: 3 -> 4 (g0, (g0+g1+g2)/2, (g0-g1+g2)/2, g2)."""
    return [t[0], (t[0] + t[1] + t[2]) * _HALF, (t[0] - t[1] + t[2]) * _HALF, t[2]]


def _transform_filter(w: np.ndarray) -> np.ndarray:
    """(O, C, 3, 3) -> (16, O, C)."""
    g = np.ascontiguousarray(np.transpose(w, (2, 3, 0, 1)))             # (3, 3, O, C)
    u = np.empty((4, 4) + g.shape[2:], np.float32)
    for a, ta in enumerate(_g_rows([g[0], g[1], g[2]])):
        for b, tab in enumerate(_g_rows([ta[0], ta[1], ta[2]])):
            u[a, b] = tab
    return u.reshape((16,) + g.shape[2:])


def _gt_rows(t: Sequence[np.ndarray]) -> List[np.ndarray]:
    """G^T applied along the first index: 4 -> 3 (u0 + (u1+u2)/2, (u1-u2)/2, (u1+u2)/2 + u3)."""
    s = (t[1] + t[2]) * _HALF
    return [t[0] + s, (t[1] - t[2]) * _HALF, s + t[3]]


def _filter_from(du: np.ndarray) -> np.ndarray:
    """(16, O, C) -> (O, C, 3, 3)."""
    u = du.reshape((4, 4) + du.shape[1:])
    out = np.empty(du.shape[1:] + (3, 3), np.float32)
    for a, ta in enumerate(_gt_rows([u[0], u[1], u[2], u[3]])):
        for b, tab in enumerate(_gt_rows([ta[0], ta[1], ta[2], ta[3]])):
            out[:, :, a, b] = tab
    return out


# --- the three convolution forms ---------------------------------------------------------------------------------
def conv(x: np.ndarray, w: np.ndarray, p, oh: int, ow: int) -> Any:
    """The stride-1 correlation of x (N, C, H, W) with w (O, C, 3, 3), paddings p (top, bottom, left, right); None
    where the result is not finite, for the caller's direct form.  A non-finite x value that an output reads reaches
    that output here too (each input position a 3x3 window reads is in a row and column of B^T that A^T's row for
    that output keeps, and no +, - or * makes a non-finite term finite again), so this check replaces a pass over x
    before (same cost: one pass over 8 MB), and it also catches Winograd's own overflows (B^T d B adds up to four
    values), where the direct sums stay finite: MindSpore's numbers."""
    n, c = x.shape[:2]
    o = w.shape[0]
    ty, tx = (oh + 1) // 2, (ow + 1) // 2
    u = _transform_filter(w)
    # one image at a time, a band of tile rows at a time (_bands): the image's padded copy, the band's transform and
    # its 16 GEMMs' results stay in cache (each output column of a GEMM is its own sums: the same numbers in bands)
    bands = _bands(ty, tx, c, o)
    band = bands[0][1]
    xp, fill = _padded(x, p, ty, tx, "fwd1")
    vfull, _ = _scratch("v1", (16 * c * band * tx,))
    mfull, _ = _scratch("m", (16 * o * band * tx,))
    out = np.empty((n, o, oh, ow), np.float32)
    even = oh == 2 * ty and ow == 2 * tx
    y = None if even else np.empty((o, 2 * ty, 2 * tx), np.float32)
    scratch = np.empty(2 * 4 * band * tx, np.float32)
    ex = np.zeros(1, np.uint32)      # the output's largest exponent field, from the kernels (all bands: `checked`)
    checked = even
    with np.errstate(invalid="ignore", over="ignore"):   # non-finite x: the numpy fallback's inf - inf
        for b in range(n):
            xb = fill(x[b:b + 1])
            dest = out[b] if even else y
            for i0, rows in bands:
                v = vfull[:16 * c * rows * tx].reshape(16, c, 1, rows * tx)
                m = mfull[:16 * o * rows * tx].reshape(16, o, rows * tx)
                _transform(xb, v, rows, tx, i0)
                np.matmul(u, v.reshape(16, c, rows * tx), out=m)
                sc = scratch[:8 * rows * tx].reshape(2, 4, -1)
                if not _fastpath.run_kernel(f"WinogradOut_{rows}x{tx}", _out_source(rows, tx), _OUT_SIG,
                                            (m, dest, sc, _off(i0), dest.view(np.uint32), ex), m.size, _KERNEL_MIN):
                    _out_numpy(m, dest, rows, tx, i0)
                    checked = False
            if not even:
                out[b] = y[:, :oh, :ow]
    # an odd size: y's extra row / column (computed, cropped off) must not decide it, so the result is checked
    finite = int(ex[0]) != _EXP_BITS if checked else _finite(out)
    return out if finite else None


def filter_grad(dy: np.ndarray, x: np.ndarray, p, oh: int, ow: int) -> Any:
    """The gradient of :func:`conv` with respect to w: (O, C, 3, 3), or None where it is not finite (an inf or NaN
    operand: no +, - or * of the transforms, GEMMs and sums makes a non-finite term finite again, so a non-finite
    operand value that the convolution reads always reaches the result; or an overflow): the caller then takes the
    direct form, as it did when the operands were checked first (two passes over W8's 8 MB operands; the result is
    (O, C, 3, 3)).  Per image (its transforms stay in cache): dU_b = (A dY_b A^T) @ (B^T d_b B)^T, 16 GEMMs
    (O x T) @ (T x C), x's transform channels last (:func:`_transform_t`), made a band of tile rows at a time
    (:func:`_bands`: the band's two transforms stay in cache), the bands' and images' products summed in order."""
    n, o = dy.shape[:2]
    c = x.shape[1]
    ty, tx = (oh + 1) // 2, (ow + 1) // 2
    bands = _bands(ty, tx, c, o)
    band = bands[0][1]
    transform = _transform_t(x, p, ty, tx, band)
    gfull, _ = _scratch("g1", (16 * o * band * tx,))
    part, _ = _scratch("du", (16, o, c))
    du = np.empty((16, o, c), np.float32)
    even = oh == 2 * ty and ow == 2 * tx and dy.flags.c_contiguous
    dyp = dy if even else np.zeros((1, o, 2 * ty, 2 * tx), np.float32)
    r = _tile_scratch(band, 2 * tx).reshape(-1)
    first = True
    with np.errstate(invalid="ignore", over="ignore"):   # non-finite operands: the numpy fallback's inf - inf
        for b in range(n):
            if even:
                d1 = dyp[b:b + 1]
            else:
                dyp[:, :, :oh, :ow] = dy[b:b + 1]
                d1 = dyp
            for i0, rows in bands:
                vt = transform(b, i0, rows)
                g = gfull[:16 * o * rows * tx].reshape(16, o, 1, rows * tx)
                rb = r[:4 * rows * 2 * tx].reshape(4, rows, -1)
                if not _fastpath.run_kernel(f"WinogradDy_{rows}x{tx}", _tile_source(rows, tx, _A, 2, 2 * tx),
                                            _TILE_SIG, (d1, g, rb, _off(i0)), g.size, _KERNEL_MIN):
                    _dy_numpy(d1, g, rows, tx, i0)
                np.matmul(g.reshape(16, o, -1), vt, out=du if first else part)
                if not first:
                    np.add(du, part, out=du)
                first = False
        out = _filter_from(du)
    return out if np.isfinite(out).all() else None
