"""NCHW pooling: MaxPool (with its MaxPoolGrad) and AvgPool, forward in numpy over strided windows;
the bprops are registry ops, so gradients of any order stay inside the op set.  Split from
:mod:`msgraph.ops.conv`; the window geometry is in :mod:`msgraph.ops._window`.
"""
from __future__ import annotations

import builtins
from typing import Any, Dict, Tuple

import numpy as np

from ..common.aval import Aval
from ..common.identity_table import IdentityWeakTable
from ..errors import ArgumentError, OpRuntimeError, ShapeError
from . import _fastpath
from ._helpers import fmt_shape, shape_of
from .conv import IM2COL, _attr, dout_pitch, pitched_rows, pitched_view  # (MaxPoolGrad's bprop is an Im2Col composition)
from ._window import _F, _check_4d, _check_float, _out_hw, _pad, _pads, _pair, _windows
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim, public_functions


# --- MaxPool / AvgPool --------------------------------------------------------------------------------
_POOL_ATTRS = {"kernel_size": 1, "strides": 1, "pad_mode": "valid", "data_format": "NCHW", "pad": 0}


def _pool_geo(name: str, x: Any, attrs: Dict[str, Any]):
    xs = tuple(x.shape)
    _check_4d(name, "x", xs)
    _check_float(name, "x", x)
    if attrs["data_format"] != "NCHW":
        if name == "AvgPool" and attrs["data_format"] == "NHWC":   # MindSpore 2.10's CPU kernel has no NHWC form
            raise OpRuntimeError(f"For '{name}', the CPU kernel supports data_format 'NCHW' only, but got 'NHWC'.")
        raise ArgumentError(f"For '{name}', only data_format 'NCHW' is supported, but got {attrs['data_format']!r}.")
    if name == "AvgPool":  # MindSpore 2.10's AvgPool kernel check is a RuntimeError (MaxPool's a ValueError)
        kv = attrs["kernel_size"]
        kv = (kv, kv) if isinstance(kv, (int, np.integer)) else tuple(kv)[-2:]
        if builtins.any(isinstance(v, (int, np.integer)) and v <= 0 for v in kv):
            raise OpRuntimeError(f"For 'AvgPool', kernel size must be positive, but it's "
                                 f"{{ {', '.join(str(int(v)) for v in kv)} }}.")
    k = _pair(name, attrs["kernel_size"], "kernel_size")
    s = _pair(name, attrs["strides"], "strides")
    p = _pads(name, attrs["pad_mode"], attrs["pad"], xs[2:], k, s, (1, 1))  # type: ignore[arg-type]
    return k, s, p, _out_hw(name, xs[2:], k, s, (1, 1), p,  # type: ignore[arg-type]
                            OpRuntimeError if name == "AvgPool" else ShapeError)


def _pool_infer(name: str):
    def infer(x: Aval, **attrs: Any) -> Aval:
        k, s, p, (oh, ow) = _pool_geo(name, x, attrs)
        return Aval((x.shape[0], x.shape[1], oh, ow), x.dtype)
    return infer


MAXPOOL = define_op("MaxPool", OpKind.OTHER, attrs=dict(_POOL_ATTRS),
                    doc="MaxPool(kernel_size=1, strides=1, pad_mode='valid', data_format='NCHW', pad=0)(x); "
                        "pad_mode 'same' pads with -inf; 'pad' uses the explicit pad.")
MaxPool = MAXPOOL.prim_class
MAXPOOL.def_infer(_pool_infer("MaxPool"))


def _maxpool_init_rule(self: Any, args: Any, kwargs: Any) -> None:
    """``ops.MaxPool(kernel_size, strides, pad_mode, data_format)`` as MindSpore 2.10 builds it: pad_mode 'VALID' /
    'SAME' only and no NHWC on CPU (ValueErrors when built; msgraph's own function forms pass ``pad=`` and may pool
    with explicit pads)."""
    if "pad" in kwargs or len(args) > 4:
        return
    mode = self.attrs.get("pad_mode")
    if isinstance(mode, str) and mode.upper() not in ("VALID", "SAME"):
        raise ShapeError(f"For 'MaxPool', the 'pad_mode' must be str and must be in '['VALID', 'SAME']', but got "
                         f"'{mode.upper()}'.")
    if self.attrs.get("data_format") == "NHWC":
        raise ShapeError("For 'MaxPool', the 'NHWC' format is only supported in GPU target, but got the "
                         "'data_format' is NHWC and platform is CPU.")


MAXPOOL.init_rule = _maxpool_init_rule


def _pool_slices(k, s, oh: int, ow: int):
    """(i, j, (rows, cols)) for each window offset, in window (row-major) order."""
    for i in range(k[0]):
        for j in range(k[1]):
            yield i, j, (slice(i, i + s[0] * (oh - 1) + 1, s[0]), slice(j, j + s[1] * (ow - 1) + 1, s[1]))


# MindSpore 2.10's CPU MaxPool starts each window at float32's lowest value (-3.4028235e+38, in every float dtype:
# a window of -inf gives that, -inf in float16) and takes ``m = m if m > v else v`` over the window's elements in
# row-major order, padding skipped (SIMD maxps): a NaN is taken and then replaced by the next element, so only
# a NaN that is the window's last element (or followed by NaNs) comes out.  Recorded: cpu32/maxpool_nan.
_MAXPOOL_LOW = float(np.finfo(np.float32).min)


# float32 MaxPool / MaxPoolGrad as compiled Numba loops (``_fastpath.run_kernel``, both modes: the impl calls them),
# the numpy code below the definition and the fallback.  Both kernels state that code's results element by element
# (tests/ops/test_pool_kernels.py checks them bit for bit, NaN and padding included):
# * MaxPool: each window from float32's lowest value, ``m = m if m > v else v`` over its real elements in row-major
#   order -- the numpy NaN rule, and with no NaN the numpy ``max(max(window), lowest)``.
# * MaxPoolGrad: each window's tap as the numpy code picks it (no NaN among the windows: the first maximum, padding's
#   -inf included; a NaN anywhere in them: the first element greater than all before it from float32's lowest, else
#   the first position), ``dout + 0`` added there, taps outer and windows inner (the numpy sum order of
#   overlapping windows), positions in the padding dropped.
# LeNet's two 2x2/2 pools (W7): MaxPool 0.27 ms and MaxPoolGrad 0.55 ms a step in numpy (RESULTS.md 2026-12-05 h).
_POOL_SIG = ((np.float32, 4), (np.float32, 4))
_POOL_GRAD_SIG = ((np.float32, 4), (np.int32, 4), (np.int32, 4))
_POOL_KERNEL_MIN = 1 << 12


@_fastpath.lazy_source
def _maxpool_source(k, s):
    """``source(fname)``: ``def fname(x, out)`` for windows k, strides s, no padding (constants: unrolled taps)."""
    taps = [(a, e) for a in range(k[0]) for e in range(k[1])]

    def src(fname: str) -> str:
        body = "".join(f"                    v = x[b, ch, r + {a}, q + {e}]\n"
                       f"                    if not m > v:\n"
                       f"                        m = v\n" for a, e in taps)
        return (f"def {fname}(x, out):\n"
                "    n, c = x.shape[0], x.shape[1]\n"
                "    oh, ow = out.shape[2], out.shape[3]\n"
                "    low = np.float32(-3.4028234663852886e38)\n"
                "    for b in range(n):\n"
                "        for ch in range(c):\n"
                "            for i in range(oh):\n"
                f"                r = i * {s[0]}\n"
                "                for j in range(ow):\n"
                f"                    q = j * {s[1]}\n"
                "                    m = low\n" + body +
                "                    out[b, ch, i, j] = m\n")
    return src


@_fastpath.lazy_source
def _maxpool_grad_source(k, epilogue=None):
    """``source(fname)``: ``def fname(x, dz, dx)`` for non-overlapping windows k (strides k), no padding.
    ``dz``/``dx`` are the int32 bit views of ``dout + 0`` and of the result: the pick's bits are kept (``& -1``), the
    window's other taps get +0.0 (``& 0``) -- no float select, so the loop has no branches (the random maxima of a
    real network's activations made the branchy form 3x slower than numpy).  The first-maximum pass also notes
    whether any window holds a NaN; if one does, a second pass runs MindSpore's NaN rule (with branches) over every
    window, overwriting the first pass's picks (both passes write every covered position).

    ``epilogue(d, y) -> str``: an elementwise op's float32 kernel expression applied to each pick's value, with
    ``d`` its ``dout + 0`` and ``y`` the input element picked (MaxPoolGradReluGrad: ReluGrad's expression, so the
    result is ``ReluGrad(MaxPoolGrad(x, dout), x)`` in one pass); ``dz`` is then the float32 ``dout + 0`` (the
    expression's result is taken as its int32 bits).  Only for an epilogue that maps +0.0 to +0.0 whatever ``y``
    (the taps not picked and the positions no window covers stay +0.0) and that reads ``y`` only through
    comparisons: the first pass gives it the window's maximum m, which the pick equals (``==``; a pick of -0.0
    can have m = +0.0) -- selecting the pick's own value there made the kernel branch and cost more than the
    separate ReluGrad pass it replaces (RESULTS.md 2026-12-06 m); the NaN pass gives it the pick itself."""
    taps = [(a, e) for a in range(k[0]) for e in range(k[1])]
    xs = [f"x[b, ch, r + {a}, q + {e}]" for a, e in taps]

    def loop(ind: str, lines: "list", tail: "list" = ()) -> str:
        head = ["for b in range(n):", "    for ch in range(c):", "        for i in range(oh):",
                f"            r = i * {k[0]}", "            for j in range(ow):", f"                q = j * {k[1]}"]
        head.append("                " + ("d" if epilogue is None else "dv") + " = dz[b, ch, i, j]")
        return "".join(ind + ln + "\n" for ln in head + ["                " + ln for ln in lines]
                       + ["            " + ln for ln in tail])

    first_max = [f"a{t} = {v}" for t, v in enumerate(xs)] + ["m = a0"] + [f"m = max(m, a{t})" for t in
                                                                           range(1, len(taps))]
    first_max += ["bad = bad | " + " | ".join(f"(a{t} != a{t})" for t in range(len(taps)))]
    if epilogue is not None:    # at the window's maximum m, which the pick equals (see the docstring)
        first_max += [f"d = np.float32({epilogue('dv', 'm')}).view(np.int32)"]
    first_max += ["f = np.int32(0)"]
    for t in range(len(taps)):
        first_max += [f"h = np.int32(a{t} == m) & (1 - f)", "f = f | h",
                      f"dx[b, ch, r + {taps[t][0]}, q + {taps[t][1]}] = d & -h"]
    nan_rule = ["m = low", "best = 0"] + ([f"y = {xs[0]}"] if epilogue else [])
    for t, v in enumerate(xs):
        nan_rule += [f"v = {v}", "if v > m:", "    m = v", f"    best = {t}"] + (["    y = v"] if epilogue else [])
    if epilogue is not None:
        nan_rule += [f"d = np.float32({epilogue('dv', 'y')}).view(np.int32)"]
    nan_rule += [f"dx[b, ch, r + {a}, q + {e}] = d & -np.int32(best == {t})" for t, (a, e) in enumerate(taps)]

    # dx wider than x (MaxPoolGradReluGrad's ``row_pitch``): the extra columns of the covered rows are zeroed as each
    # row of windows is done (a separate pass over every row's tail made the kernel ~12 % slower)
    pitch_zeros = [f"for a in range({k[0]}):", "    for q in range(w, dx.shape[3]):", "        dx[b, ch, r + a, q] = 0"]

    def src(fname: str) -> str:
        return (f"def {fname}(x, dz, dx):\n"
                "    n, c, h, w = x.shape\n"
                "    oh, ow = dz.shape[2], dz.shape[3]\n"
                "    low = np.float32(-3.4028234663852886e38)\n"
                f"    rows, cols = oh * {k[0]}, ow * {k[1]}\n"
                "    for b in range(n):\n"         # what no window covers: +0.0
                "        for ch in range(c):\n"
                "            for r in range(h):\n"
                "                for q in range(cols if r < rows else 0, w if r < rows else dx.shape[3]):\n"
                "                    dx[b, ch, r, q] = 0\n"
                "    bad = False\n" + loop(" " * 4, first_max, pitch_zeros) +
                "    if bad:\n" + loop(" " * 8, nan_rule))
    return src


def _kernel_ok(p, *arrays: np.ndarray) -> bool:
    """The kernels: float32, C-contiguous, no padding (padded windows stay on numpy)."""
    return not any(p) and all(a.dtype == np.float32 and a.flags.c_contiguous and a.dtype.isnative for a in arrays)


@MAXPOOL.def_impl
def _maxpool_impl(x: Any, **attrs: Any) -> np.ndarray:
    x = np.asarray(x)
    k, s, p, (oh, ow) = _pool_geo("MaxPool", x, attrs)
    if _kernel_ok(p, x) and x.size >= _POOL_KERNEL_MIN:
        out = np.empty(x.shape[:2] + (oh, ow), np.float32)
        if _fastpath.run_kernel(f"MaxPool_{k[0]}x{k[1]}_{s[0]}x{s[1]}", _maxpool_source(k, s), _POOL_SIG, (x, out),
                                x.size, _POOL_KERNEL_MIN):
            return out
    xp = _pad(x, p, -np.inf)
    if np.isnan(x).any():
        valid = _pad(np.ones(x.shape, np.bool_), p, False) if any(p) else None
        out = np.full(x.shape[:2] + (oh, ow), -np.inf if x.dtype == np.float16 else _MAXPOOL_LOW, x.dtype)
        for _, _, (r, c) in _pool_slices(k, s, oh, ow):
            v = xp[:, :, r, c]
            keep = out > v
            if valid is not None:
                keep |= ~valid[:, :, r, c]
            out = np.where(keep, out, v)
        return out
    out = None
    for _, _, (r, c) in _pool_slices(k, s, oh, ow):    # kh*kw whole-array maxima, not a reduce over windows
        v = xp[:, :, r, c]
        out = v.copy() if out is None else np.maximum(out, v, out=out)
    return np.maximum(out, x.dtype.type(_MAXPOOL_LOW) if x.dtype != np.float16 else -np.inf, out=out)


@bprop_getters.register(MaxPool)
def get_bprop_maxpool(self: Any):
    """Gradient to the first maximum of each window (MaxPoolGrad)."""
    attrs = dict(self.attrs)

    def bprop(x, out, dout):
        return (apply(prim(MAXPOOL_GRAD, **attrs), (x, dout)),)
    return bprop


MAXPOOL_GRAD = define_op("MaxPoolGrad", OpKind.OTHER, public=False, attrs=dict(_POOL_ATTRS),
                         doc="MaxPoolGrad(<MaxPool's attributes>)(x, dout): the gradient of MaxPool; each "
                             "window's dout goes to the window's first maximum.")
MaxPoolGrad = MAXPOOL_GRAD.prim_class


def _maxpool_grad_geo(x: Any, dy: Any, attrs: Dict[str, Any]):
    geo = _pool_geo("MaxPoolGrad", x, attrs)
    want = tuple(x.shape[:2]) + tuple(geo[3])
    if tuple(dy.shape) != want:
        raise ShapeError(f"For 'MaxPoolGrad', 'dout' must have shape {fmt_shape(want)}, but got "
                         f"{fmt_shape(dy.shape)}.")
    return geo


@MAXPOOL_GRAD.def_impl
def _maxpool_grad_impl(x: Any, dy: Any, **attrs: Any) -> np.ndarray:
    x, dy = np.asarray(x), np.asarray(dy)
    k, s, p, (oh, ow) = _maxpool_grad_geo(x, dy, attrs)
    if _kernel_ok(p, x, dy) and tuple(k) == tuple(s) and x.size >= _POOL_KERNEL_MIN:
        dx = np.empty(x.shape, np.float32)
        dz = np.add(dy, np.float32(0))       # the numpy code's final "+ 0": -0.0 -> +0.0
        if _fastpath.run_kernel(f"MaxPoolGrad_{k[0]}x{k[1]}", _maxpool_grad_source(k), _POOL_GRAD_SIG,
                                (x, dz.view(np.int32), dx.view(np.int32)), x.size, _POOL_KERNEL_MIN):
            return dx
    n, c, h, w = x.shape
    kk = k[0] * k[1]
    th, tw = oh * k[0], ow * k[1]
    # Windows that tile the input without padding (LeNet's 2x2/2) are a reshape of x: no -inf copy, and
    # the result is one transposed copy.  Otherwise one copy of the padded windows.
    tiled = s == k and not any(p)
    if tiled:
        xv = x[:, :, :th, :tw].reshape(n, c, oh, k[0], ow, k[1])
        cols = np.ascontiguousarray(xv.transpose(3, 5, 0, 1, 2, 4)).reshape(kk, -1)
    else:
        xp = _pad(x, p, -np.inf)
        # One copy into (kh*kw, N*C*OH*OW) rows; everything after works on contiguous rows.
        cols = np.ascontiguousarray(_windows(xp, k, s, (1, 1)).transpose(4, 5, 0, 1, 2, 3)).reshape(kk, -1)
    best = cols.max(axis=0)
    nan = np.isnan(best)
    has_nan = bool(nan.any())
    dyf = dy.reshape(-1)
    # dout * mask is a plain multiply when dout is finite (a masked copy is several times slower); inf * 0
    # would be NaN, so non-finite dout takes the masked copy.  The final "+ 0" makes every zero +0.0, as
    # MindSpore's kernel (zeros, then += dout at each first maximum) gives, also for a dout of -0.0.
    by_mul = bool(np.isfinite(dyf).all())
    if tiled and (th, tw) == (h, w):
        dx = np.empty(x.shape, dy.dtype)      # every element is some window's row t
        rows = dx.reshape(n, c, oh, k[0], ow, k[1])
        dst = [rows[:, :, :, t // k[1], :, t % k[1]] for t in range(kk)]
        src = dy
    else:
        dcols = np.zeros((kk, dyf.size), dy.dtype)
        dst, src = list(dcols), dyf
    free = None                      # windows whose first maximum has not been found yet
    if has_nan:
        # MindSpore's MaxPoolGrad with NaNs: the first element greater than all before it, from float32's lowest
        # value (NaN is never greater); a window with none sends dout to its first position (lost when that is
        # padding)
        cur = np.full(cols.shape[1], _MAXPOOL_LOW, np.float64)
        idx = np.zeros(cols.shape[1], np.intp)
        for t in range(kk):
            g = cols[t] > cur
            cur = np.where(g, cols[t], cur)
            idx[g] = t
    for t in range(kk):
        if has_nan:
            hit = idx == t
        else:
            hit = cols[t] == best
            if free is None:
                if kk > 1:
                    free = ~hit
            else:
                hit &= free
                if t + 1 < kk:
                    free &= ~hit
        if src is dy:
            hit = hit.reshape(dy.shape)
        if by_mul:
            np.multiply(src, hit, out=dst[t])
        else:
            dst[t][...] = 0
            np.copyto(dst[t], src, where=hit)
    if tiled and (th, tw) == (h, w):
        dx += 0
        return dx
    dcols += 0
    if tiled:
        dx = np.zeros(x.shape, dy.dtype)
        dx[:, :, :th, :tw] = dcols.reshape(k[0], k[1], n, c, oh, ow).transpose(2, 3, 4, 0, 5, 1).reshape(n, c, th, tw)
        return dx
    dxp = np.zeros(xp.shape, dy.dtype)
    if s == k:                       # windows tile the padded input: one transposed copy
        dxp[:, :, :th, :tw] = dcols.reshape(k[0], k[1], n, c, oh, ow).transpose(
            2, 3, 4, 0, 5, 1).reshape(n, c, th, tw)
    else:
        for t, (_, _, (r, cs)) in enumerate(_pool_slices(k, s, oh, ow)):
            dxp[:, :, r, cs] += dcols[t].reshape(n, c, oh, ow)
    if not any(p):
        return dxp
    return np.ascontiguousarray(dxp[:, :, p[0]:p[0] + h, p[2]:p[2] + w])


@MAXPOOL_GRAD.def_infer
def _maxpool_grad_infer(x: Aval, dy: Aval, **attrs: Any) -> Aval:
    _maxpool_grad_geo(x, dy, attrs)
    return Aval(x.shape, dy.dtype)


@bprop_getters.register(MaxPoolGrad)
def get_bprop_maxpool_grad(self: Any):
    """Linear in dout: the adjoint gathers g at each window's first maximum; zero in x (piecewise)."""
    attrs = dict(self.attrs)

    def bprop(x, dy, out, g):
        F = _F()
        k, s, p, (oh, ow) = _pool_geo("MaxPoolGrad", x, attrs)
        n, c, h, w = shape_of(x)
        kk, ll = k[0] * k[1], oh * ow
        unf = dict(kernel_size=k, dilation=1, padding=p, stride=s)
        patches = F.reshape(apply(prim(IM2COL, **unf), (x,)), (n, c, kk, ll))
        if any(p):
            real = F.reshape(apply(prim(IM2COL, **unf), (F.ones_like(x),)), (n, c, kk, ll))
            patches = F.select(F.greater(real, 0.5), patches, float("-inf"))
        mask = F.cast(F.one_hot(F.argmax(patches, 2), kk, 1.0, 0.0, 2), g.dtype)
        gp = F.reshape(apply(prim(IM2COL, **unf), (g,)), (n, c, kk, ll))
        dd = F.reshape(F.reduce_sum(F.mul(mask, gp), 2), (n, c, oh, ow))
        return F.zeros_like(x), dd
    return bprop


# --- MaxPoolGrad with ReLU's gradient in one pass (Graph mode) ------------------------------------------------------
# A ReLU -> MaxPool forward has the backward ``ReluGrad(MaxPoolGrad(x, dout), x)`` (x: the ReLU's output, the pool's
# input): two passes over x's size (LeNet's (32, 6, 24, 24) gradient: the pool's scatter, then the mask).  Graph mode's
# ``fuse_epilogues`` pass (passes/epilogue.py, through MaxPoolGrad's ``absorb`` trait) rewrites the pair into this op,
# whose kernel is MaxPoolGrad's with ReluGrad's kernel expression applied to each window's pick (only the pick can be
# nonzero; ReluGrad keeps +0.0 at +0.0).  Everything else -- other dtypes, padded or overlapping windows, no kernel
# yet -- is the two ops' own impls, one after the other: the definition this op computes.
MAXPOOL_GRAD_RELU_GRAD = define_op("MaxPoolGradReluGrad", OpKind.OTHER, public=False,
                                   attrs=dict(_POOL_ATTRS, row_pitch=0),
                                   differentiable=False,
                                   doc="MaxPoolGradReluGrad(<MaxPool's attributes>)(x, dout): "
                                       "ReluGrad(MaxPoolGrad(x, dout), x), one op (Graph mode's epilogue fusion).")
_POOL_GRAD_EPILOGUE_SIG = ((np.float32, 4), (np.float32, 4), (np.int32, 4))


def _relu_grad_op():
    from .nn_ops import RELU_GRAD   # (nn_ops is imported after this module)

    return RELU_GRAD


def _relu_grad_epilogue(d: str, y: str) -> str:
    return _relu_grad_op().kernel(np.dtype(np.float32), d, y)


@MAXPOOL_GRAD_RELU_GRAD.def_impl
def _maxpool_grad_relu_grad_impl(x: Any, dy: Any, row_pitch: int = 0, **attrs: Any) -> np.ndarray:
    """``row_pitch`` W' > W (set by the pass for a result read only by convolution gradients that read it W' wide):
    the kernel writes into W'-wide rows, zero past W, and the result is their registered (N, C, H, W) view
    (ops/conv.py's ``pitched_rows`` / ``pitched_view``) -- the same values."""
    x, dy = np.asarray(x), np.asarray(dy)
    k, s, p, _ = _maxpool_grad_geo(x, dy, attrs)
    if _kernel_ok(p, x, dy) and tuple(k) == tuple(s) and x.size >= _POOL_KERNEL_MIN:
        wide = row_pitch > x.shape[3]
        dx = pitched_rows(x.shape, row_pitch) if wide else np.empty(x.shape, np.float32)
        dz = np.add(dy, np.float32(0))       # MaxPoolGrad's "+ 0"
        picks = _picks_of(x, k)
        if picks is not None and _fastpath.run_kernel(
                f"MaxPoolGradPicksReluGrad_{k[0]}x{k[1]}", _maxpool_grad_picks_source(k, _relu_grad_epilogue),
                _SCATTER_SIG, (picks[0], picks[1], dz, dx.view(np.int32), np.array([x.shape[3]], np.int64)), x.size, _POOL_KERNEL_MIN):
            return pitched_view(dx, x.shape[3]) if wide else dx
        if _fastpath.run_kernel(f"MaxPoolGradReluGrad_{k[0]}x{k[1]}", _maxpool_grad_source(k, _relu_grad_epilogue),
                                _POOL_GRAD_EPILOGUE_SIG, (x, dz, dx.view(np.int32)), x.size, _POOL_KERNEL_MIN):
            return pitched_view(dx, x.shape[3]) if wide else dx
    return _relu_grad_op().impl(_maxpool_grad_impl(x, dy, **attrs), x)


@MAXPOOL_GRAD_RELU_GRAD.def_infer
def _maxpool_grad_relu_grad_infer(x: Aval, dy: Aval, **attrs: Any) -> Aval:
    return _maxpool_grad_infer(x, dy, **attrs)


# --- The forward pool's picks, kept for MaxPoolGradReluGrad (Graph mode) -------------------------------------------
# MaxPoolGradReluGrad's kernel finds each window's pick again from x -- x's size read and compared a second time
# (LeNet's conv1: a (32, 6, 24, 24) x, ~0.1 ms of the ~0.14 ms op).  In Graph mode the forward MaxPool of the same x
# runs in the same call: ``fuse_epilogues`` (through MaxPoolGrad's ``absorb`` trait, :func:`_maxpool_grad_absorb`)
# makes it MaxPoolPicks, MaxPool's values plus, from its kernel, each window's pick as MaxPoolGradReluGrad's kernel
# would make it (the tap index -- 4: none -- and the value its epilogue reads: its first pass's maximum, or the NaN
# rule's pick where x holds a NaN), kept beside x (registered by x's identity, dropped with x).  MaxPoolGradReluGrad
# of that very x then scatters them (``_maxpool_grad_picks_source``): the same statements on the same values, bit for
# bit, reading the small pick arrays instead of x.  Without them (no kernel yet, other geometries, an x that is not
# the one the forward pooled) it is what it was.
_PICKS = IdentityWeakTable()     # x -> (k, code (int8), value (float32))
_PICKS_SIG = ((np.float32, 4), (np.float32, 4), (np.int8, 4), (np.float32, 4))
_SCATTER_SIG = ((np.int8, 4), (np.float32, 4), (np.float32, 4), (np.int32, 4), (np.int64, 1))


@_fastpath.lazy_source
def _maxpool_picks_source(k, epilogue=None):
    """``source(fname)``: ``def fname(x, out, code, val)`` for non-overlapping windows k (strides k), no padding: out
    as ``_maxpool_source(k, k)``'s kernel; code/val each window's pick as ``_maxpool_grad_source(k, epilogue)``'s
    passes choose it (``epilogue`` only decides which value is kept: its first pass's maximum)."""
    taps = [(a, e) for a in range(k[0]) for e in range(k[1])]
    nt = len(taps)

    def head(ind: str, lines: "list") -> str:
        h = ["for b in range(n):", "    for ch in range(c):", "        for i in range(oh):",
             f"            r = i * {k[0]}", "            for j in range(ow):", f"                q = j * {k[1]}"]
        return "".join(ind + ln + "\n" for ln in h + ["                " + ln for ln in lines])

    first = [f"a{t} = x[b, ch, r + {a}, q + {e}]" for t, (a, e) in enumerate(taps)]
    first += ["mp = low"] + [ln for t in range(nt) for ln in (f"if not mp > a{t}:", f"    mp = a{t}")]
    first += ["out[b, ch, i, j] = mp", "m = a0"] + [f"m = max(m, a{t})" for t in range(1, nt)]
    first += ["bad = bad | " + " | ".join(f"(a{t} != a{t})" for t in range(nt))]
    # the first tap equal to m (MaxPoolGradReluGrad's first pass), nt where none is (a NaN window: the NaN pass
    # below decides): selects from the last tap down (~20 % faster than that pass's running bit masks)
    first += [f"t = {nt}"] + [ln for t in reversed(range(nt)) for ln in (f"if a{t} == m:", f"    t = {t}")]
    first += ["code[b, ch, i, j] = np.int8(t)", "val[b, ch, i, j] = m"]
    nan_rule = ["m = low", "best = 0", "y = x[b, ch, r, q]"]
    for t, (a, e) in enumerate(taps):
        nan_rule += [f"v = x[b, ch, r + {a}, q + {e}]", "if v > m:", "    m = v", f"    best = {t}", "    y = v"]
    nan_rule += ["code[b, ch, i, j] = np.int8(best)", "val[b, ch, i, j] = y"]

    def src(fname: str) -> str:
        return (f"def {fname}(x, out, code, val):\n"
                "    n, c = x.shape[0], x.shape[1]\n"
                "    oh, ow = out.shape[2], out.shape[3]\n"
                "    low = np.float32(-3.4028234663852886e38)\n"
                "    bad = False\n" + head(" " * 4, first) +
                "    if bad:\n" + head(" " * 8, nan_rule))
    return src


@_fastpath.lazy_source
def _maxpool_grad_picks_source(k, epilogue):
    """``source(fname)``: ``def fname(code, val, dz, dx, width)``: ``_maxpool_grad_source(k, epilogue)``'s result from the
    picks ``_maxpool_picks_source`` kept (dx (N, C, H, W'), W' >= W = width[0], x's width: dz's columns times k cover at most
    W; what no window covers and the columns past W are +0.0)."""
    taps = [(a, e) for a in range(k[0]) for e in range(k[1])]
    body = ["dv = dz[b, ch, i, j]", "t = code[b, ch, i, j]", f"d = np.float32({epilogue('dv', 'val[b, ch, i, j]')}).view(np.int32)"]
    body += [f"dx[b, ch, r + {a}, q + {e}] = d & -np.int32(t == {t})" for t, (a, e) in enumerate(taps)]

    def src(fname: str) -> str:
        return (f"def {fname}(code, val, dz, dx, width):\n"
                "    n, c, h = dx.shape[0], dx.shape[1], dx.shape[2]\n"
                "    w = width[0]\n"
                "    oh, ow = dz.shape[2], dz.shape[3]\n"
                f"    rows, cols = oh * {k[0]}, ow * {k[1]}\n"
                "    for b in range(n):\n"
                "        for ch in range(c):\n"
                "            for r in range(h):\n"
                "                for q in range(cols if r < rows else 0, w if r < rows else dx.shape[3]):\n"
                "                    dx[b, ch, r, q] = 0\n"
                "    for b in range(n):\n"
                "        for ch in range(c):\n"
                "            for i in range(oh):\n"
                f"                r = i * {k[0]}\n"
                "                for j in range(ow):\n"
                f"                    q = j * {k[1]}\n" + "".join("                    " + ln + "\n" for ln in body) +
                f"                for a in range({k[0]}):\n"
                "                    for q in range(w, dx.shape[3]):\n"
                "                        dx[b, ch, r + a, q] = 0\n")
    return src


MAXPOOL_PICKS = define_op("MaxPoolPicks", OpKind.OTHER, public=False, attrs=dict(_POOL_ATTRS), differentiable=False,
                          doc="MaxPoolPicks(<MaxPool's attributes>)(x): MaxPool(x), keeping each window's pick for "
                              "MaxPoolGradReluGrad of the same x (Graph mode's epilogue fusion).")
MAXPOOL_PICKS.def_infer(_pool_infer("MaxPool"))


@MAXPOOL_PICKS.def_impl
def _maxpool_picks_impl(x: Any, **attrs: Any) -> np.ndarray:
    x = np.asarray(x)
    k, s, p, (oh, ow) = _pool_geo("MaxPool", x, attrs)
    if _kernel_ok(p, x) and tuple(k) == tuple(s) and x.size >= _POOL_KERNEL_MIN and type(x) is np.ndarray:
        out = np.empty(x.shape[:2] + (oh, ow), np.float32)
        code = np.empty(out.shape, np.int8)
        val = np.empty(out.shape, np.float32)
        if _fastpath.run_kernel(f"MaxPoolPicks_{k[0]}x{k[1]}", _maxpool_picks_source(k, _relu_grad_epilogue),
                                _PICKS_SIG, (x, out, code, val), x.size, _POOL_KERNEL_MIN):
            _PICKS.put(x, (tuple(k), code, val))
            return out
    return _maxpool_impl(x, **attrs)


def _picks_of(x: np.ndarray, k) -> Any:
    """(code, val) that MaxPoolPicks kept for this very array x with windows k, or None."""
    hit = _PICKS.get(x)
    if hit is None or hit[0] != tuple(k):
        return None
    return hit[1], hit[2]


def _maxpool_grad_absorb(n: Any, user: Any) -> bool:
    """MaxPoolGrad's ``absorb`` trait (passes/epilogue.py): rewrite ``user``, the only reader of MaxPoolGrad node
    ``n``'s result, into MaxPoolGradReluGrad when it is ``ReluGrad(n, x)`` of the same x, both float32."""
    if getattr(user.op, "op", None) is not _relu_grad_op() or n.structured_args or user.structured_args:
        return False
    x, dy = n.inputs
    if list(user.inputs) != [n.outputs[0], x]:
        return False
    f32 = np.dtype(np.float32)
    if any(getattr(v, "aval", None) is None or v.aval.dtype != f32 for v in (x, dy, user.outputs[0])):
        return False
    readers = list(dict.fromkeys(user.outputs[0].users))
    pitches = {dout_pitch(r) for r in readers}
    pitch = pitches.pop() if len(pitches) == 1 else 0
    xs = getattr(x.aval, "shape", ())
    wide = {"row_pitch": pitch} if readers and len(xs) == 4 and isinstance(xs[3], int) and pitch > xs[3] else {}
    user.op = prim(MAXPOOL_GRAD_RELU_GRAD, **n.op.attrs, **wide)
    user.attrs = {}
    user.set_args([x, dy])
    _keep_picks(x, n.op.attrs)
    return True


def _keep_picks(x: Any, attrs: Dict[str, Any]) -> None:
    """The forward ``MaxPool(x)`` of the same attributes becomes MaxPoolPicks (see above), where x is a fresh array of
    each call: the result of a ReLU or of Conv2DReLU (not a graph input or a Parameter, which a caller could change
    in place between the forward and the gradient)."""
    from .conv import CONV2D_RELU
    from .nn_ops import RELU

    producer = getattr(x, "node", None)
    if getattr(getattr(producer, "op", None), "op", None) not in (RELU, CONV2D_RELU):
        return
    for u in list(dict.fromkeys(x.users)):
        if getattr(u.op, "op", None) is MAXPOOL and not u.structured_args and list(u.inputs) == [x] \
                and dict(u.op.attrs) == dict(attrs) and len(u.outputs) == 1:
            u.op = prim(MAXPOOL_PICKS, **u.op.attrs)


MAXPOOL_GRAD.absorb = _maxpool_grad_absorb


AVGPOOL = define_op("AvgPool", OpKind.OTHER, attrs=dict(_POOL_ATTRS),
                    doc="AvgPool(kernel_size=1, strides=1, pad_mode='valid', data_format='NCHW', pad=0)(x); "
                        "'same' averages over the real (unpadded) elements, 'pad' counts the padding.")
AvgPool = AVGPOOL.prim_class
AVGPOOL.def_infer(_pool_infer("AvgPool"))


def _excludes_pad(attrs: Dict[str, Any], p: Tuple[int, int, int, int]) -> bool:
    return str(attrs["pad_mode"]).lower() == "same" and any(p)


@AVGPOOL.def_impl
def _avgpool_impl(x: Any, **attrs: Any) -> np.ndarray:
    x = np.asarray(x)
    k, s, p, (oh, ow) = _pool_geo("AvgPool", x, attrs)
    # float16 and float64 are computed in float32, as MindSpore 2.10's CPU kernel (float64 bit for bit: cpu32/avgpool_f64_grad)
    work = np.float32 if x.dtype in (np.float16, np.float64) else x.dtype
    xp = _pad(x.astype(work, copy=False), p)
    acc = None
    # MindSpore's kernel adds a window's elements one by one in row-major order, then divides by the count
    # (numpy's pairwise sum or a mean differ from it in the last bit)
    for _, _, (r, c) in _pool_slices(k, s, oh, ow):
        v = xp[:, :, r, c]
        acc = v.copy() if acc is None else np.add(acc, v, out=acc)
    return (acc / _avgpool_count(x.shape, k, s, p, attrs, work)).astype(x.dtype, copy=False)


def _avgpool_count(shape: Tuple[int, ...], k: Any, s: Any, p: Any, attrs: Dict[str, Any], dtype: Any) -> Any:
    """The divisor of each window: its real (unpadded) elements for 'same', else kernel_size's product."""
    if not _excludes_pad(attrs, p):
        return np.asarray(k[0] * k[1], dtype)
    ones = _pad(np.ones((1, 1) + tuple(shape[2:]), dtype), p)
    return _windows(ones, k, s, (1, 1)).sum(axis=(-2, -1))


@bprop_getters.register(AvgPool)
def get_bprop_avgpool(self: Any):
    """AvgPoolGrad: each window's dout / count, added into its input elements."""
    attrs = dict(self.attrs)

    def bprop(x, out, dout):
        return (apply(prim(AVGPOOL_GRAD, **attrs), (x, dout)),)
    return bprop


AVGPOOL_GRAD = define_op("AvgPoolGrad", OpKind.OTHER, public=False, attrs=dict(_POOL_ATTRS),
                         doc="AvgPoolGrad(<AvgPool's attributes>)(x, dout): the gradient of AvgPool; each "
                             "window's dout / count is added into the window's input elements.")
AvgPoolGrad = AVGPOOL_GRAD.prim_class


@AVGPOOL_GRAD.def_infer
def _avgpool_grad_infer(x: Aval, dy: Aval, **attrs: Any) -> Aval:
    k, s, p, (oh, ow) = _pool_geo("AvgPool", x, attrs)
    want = tuple(x.shape[:2]) + (oh, ow)
    if tuple(dy.shape) != want:
        raise ShapeError(f"For 'AvgPoolGrad', 'dout' must have shape {fmt_shape(want)}, but got "
                         f"{fmt_shape(dy.shape)}.")
    return Aval(x.shape, dy.dtype)


@AVGPOOL_GRAD.def_impl
def _avgpool_grad_impl(x: Any, dy: Any, **attrs: Any) -> np.ndarray:
    x, dy = np.asarray(x), np.asarray(dy)
    k, s, p, (oh, ow) = _pool_geo("AvgPool", x, attrs)
    work = np.float32 if dy.dtype in (np.float16, np.float64) else dy.dtype   # float64 too, as the forward
    g = dy.astype(work) / _avgpool_count(x.shape, k, s, p, attrs, work)  # a division, as MindSpore's (not * 1/count)
    dxp = np.zeros((x.shape[0], x.shape[1], x.shape[2] + p[0] + p[1], x.shape[3] + p[2] + p[3]), work)
    # MindSpore's CPU kernel adds an input element's windows with the kernel's rows descending and, within a row,
    # its columns descending (bit for bit on 5 geometries of random float32 values, cpu32/avgpool_f64_grad; columns
    # ascending differed in up to 187 of 378 elements); other orders differ in the last bit.
    for i in range(k[0] - 1, -1, -1):
        for j in range(k[1] - 1, -1, -1):
            dxp[:, :, i:i + s[0] * (oh - 1) + 1:s[0], j:j + s[1] * (ow - 1) + 1:s[1]] += g
    return np.ascontiguousarray(dxp[:, :, p[0]:p[0] + x.shape[2], p[2]:p[2] + x.shape[3]], dy.dtype)


@bprop_getters.register(AvgPoolGrad)
def get_bprop_avgpool_grad(self: Any):
    """Linear in dout: its adjoint is AvgPool itself; zero in x."""
    attrs = dict(self.attrs)

    def bprop(x, dy, out, g):
        return _F().zeros_like(x), apply(prim(AVGPOOL, **attrs), (g,))
    return bprop


def _pool_prim(op: Any, kernel_size: Any, stride: Any, padding: Any, pad_mode: Any) -> Any:
    stride = kernel_size if stride is None else stride
    if pad_mode is None:
        pad_mode = "valid" if padding in (0, (0, 0), (0, 0, 0, 0)) else "pad"
    return prim(op, kernel_size=_attr(kernel_size), strides=_attr(stride), pad_mode=pad_mode, data_format="NCHW",
                pad=_attr(padding))


@op_function
def max_pool2d(x: Any, kernel_size: Any, stride: Any = None, padding: Any = 0, dilation: Any = 1,
               return_indices: bool = False, ceil_mode: bool = False, *, pad_mode: Any = None) -> Any:
    """2-D max pooling over NCHW (stride defaults to kernel_size; padding is explicit, -inf filled).  MindSpore
    2.10's signature is its MaxPoolWithArgmaxV2 (``(output, argmax)`` with ``return_indices``; its NaN rule differs
    from MaxPool's: measured, fix32a); ``pad_mode`` ('same'/'valid') is msgraph's layers' form (MaxPool)."""
    if pad_mode is None:
        from .pool_argmax_v2 import MaxPoolWithArgmaxV2

        out, indices = MaxPoolWithArgmaxV2(kernel_size, kernel_size if stride is None else stride, padding,
                                           dilation, ceil_mode)(x)
        return (out, indices) if return_indices else out
    return apply(_pool_prim(MAXPOOL, kernel_size, stride, padding, pad_mode), (x,))


@op_function
def avg_pool2d(input_x: Any, kernel_size: Any = 1, stride: Any = 1, padding: Any = 0, ceil_mode: bool = False,
               count_include_pad: bool = True, divisor_override: Any = None, *, pad_mode: Any = None) -> Any:
    """2-D average pooling over NCHW (MindSpore's signature; explicit padding is counted unless
    ``count_include_pad=False``).  With ``ceil_mode``, ``count_include_pad=False`` or ``divisor_override`` it is
    MindSpore's route, AvgPool3D over a depth of one; ``pad_mode`` (msgraph's layers) picks 'same'/'valid'."""
    if pad_mode is None:  # MindSpore's _check_avgpool_2d_padding (msgraph's layers pass pad_mode)
        if isinstance(padding, tuple):
            if len(padding) != 4:
                raise ValueError("For avg_pool2d, padding should be int or tuple of length 4.")
        elif not isinstance(padding, int) or isinstance(padding, bool):
            raise TypeError("For avg_pool2d, padding should be int or tuple of length 4.")
    if ceil_mode or not count_include_pad or divisor_override:
        from . import functional as F
        from .pooling3d import avg_pool3d

        two = lambda v: (v, v) if isinstance(v, int) else tuple(v)  # noqa: E731
        k, st = two(kernel_size), two(kernel_size if stride is None else stride)
        p = (padding,) * 4 if isinstance(padding, int) else tuple(padding)
        out = avg_pool3d(F.expand_dims(input_x, 2), (1,) + k, (1,) + st, (0, 0) + p, ceil_mode, count_include_pad,
                         divisor_override or 0)
        return F.squeeze(out, 2)
    return apply(_pool_prim(AVGPOOL, kernel_size, stride, padding, pad_mode), (input_x,))


__all__ = public_functions(globals())  # every function form defined here (op_function)
