"""Fused batch normalization: one ``BatchNorm`` op (training and inference forms) and one fused
backward op ``BatchNormGrad``, both numpy over an ``(N, C, L)`` view of the input (``L`` the
product of the spatial dims, 1 for ``(N, C)``).  nn.BatchNorm1d/2d (and so BatchNorm3d,
SyncBatchNorm) call it in both modes: PyNative runs the impl, Graph mode emits the same op.

``BatchNorm(is_training, epsilon)(x, scale, bias, mean, variance) -> (y, mean_out, var_out)``

* training: per-channel batch mean and *biased* variance of ``x``;
  ``y = (x - mean) * rsqrt(var + epsilon) * scale + bias``; ``mean_out``/``var_out`` are those
  batch statistics (the layer updates the moving statistics from them, MindSpore's formula:
  ``moving = moving * momentum + stat * (1 - momentum)``, the variance made unbiased).  The
  ``mean``/``variance`` inputs are not read.
* inference: normalizes with the ``mean``/``variance`` inputs; ``mean_out``/``var_out`` are those
  inputs.

Not MindSpore's ``P.BatchNorm`` (that primitive writes the moving statistics in place and returns
five outputs), so the primitive class is internal (``public=False``).

``BatchNormGrad(epsilon)(dy, x, scale, mean, variance, dmean, dvar) -> (dx, dscale, dbias)`` is the
training form's backward, with ``xhat = (x - mean) * r``, ``r = rsqrt(variance + epsilon)``, ``m``
the element count per channel, sums per channel::

    dbias = sum(dy);  dscale = sum(dy * xhat)
    dx = scale * r * (dy - dbias / m - xhat * dscale / m) + dmean / m + 2 * dvar * (x - mean) / m

(``dmean``/``dvar`` are the cotangents of the batch statistics outputs).  Its own bprop is a
composition of registry ops, so gradients of any order stay inside the op set.
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import DTypeError, ShapeError
from ._helpers import fmt_shape, shape_of
from ._window import _F
from .registry import OpKind, apply, bprop_getters, define_op, prim


def _check(name: str, x: Any, params: Tuple[Any, ...]) -> int:
    xs = tuple(x.shape)
    if len(xs) < 2:
        raise ShapeError(f"For '{name}', the input 'x' must have at least 2 dims, but got {fmt_shape(xs)}.")
    if np.dtype(x.dtype).kind != "f":
        raise DTypeError(f"For '{name}', the input 'x' must be a float tensor, but got {np.dtype(x.dtype)}.")
    c = xs[1]
    for p in params:
        if tuple(p.shape) != (c,):
            raise ShapeError(f"For '{name}', the per-channel inputs must have shape ({c},), "
                             f"but got {fmt_shape(p.shape)}.")
    return c


def _ncl(x: np.ndarray) -> np.ndarray:
    """``x`` as a contiguous ``(N, C, L)`` array (a view when ``x`` is contiguous)."""
    return np.ascontiguousarray(x).reshape(x.shape[0], x.shape[1], -1)


def _acc(dt: np.dtype) -> np.dtype:
    """The accumulation dtype: float32 at least (half-precision sums accumulate in float32, as numpy's mean)."""
    return np.promote_types(dt, np.float32)


def _stat_dtype(xdt: Any, sdt: Any) -> np.dtype:
    """The dtype of the batch statistics and of the parameter gradients: the input's, or the parameters'
    where those are wider (MindSpore: a float16 input with float32 gamma/beta has float32 statistics)."""
    xdt, sdt = np.dtype(xdt), np.dtype(sdt)
    return np.promote_types(xdt, sdt) if sdt.kind == "f" else xdt


def _csum(a: np.ndarray) -> np.ndarray:
    """Per-channel sum of an ``(N, C, L)`` array (pairwise along the contiguous axis)."""
    acc = _acc(a.dtype)
    return a.sum(axis=2, dtype=acc).sum(axis=0)


def _cdot(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Per-channel ``sum(a * b)`` of two ``(N, C, L)`` arrays without a full-size temporary."""
    return np.einsum("ncl,ncl->nc", a, b, dtype=_acc(np.result_type(a, b))).sum(axis=0)


# --- BatchNorm ------------------------------------------------------------------------------------------
BATCH_NORM = define_op("BatchNorm", OpKind.OTHER, attrs={"is_training": True, "epsilon": 1e-5}, n_outputs=3,
                       public=False, cost=8, amp_keep=(1, 2, 3, 4),
                       doc="BatchNorm(is_training=True, epsilon=1e-5)(x, scale, bias, mean, variance) -> "
                           "(y, mean_out, var_out): channel axis 1; training normalizes with the batch "
                           "mean and biased variance (returned), inference with the given statistics.")
BatchNorm = BATCH_NORM.prim_class


@BATCH_NORM.def_infer
def _batch_norm_infer(x: Aval, scale: Aval, bias: Aval, mean: Aval, variance: Aval,
                      **attrs: Any) -> Tuple[Aval, Aval, Aval]:
    c = _check("BatchNorm", x, (scale, bias, mean, variance))
    sd = _stat_dtype(x.dtype, scale.dtype)
    return Aval(tuple(x.shape), x.dtype), Aval((c,), sd), Aval((c,), sd)


@BATCH_NORM.def_impl
def _batch_norm_impl(x: Any, scale: Any, bias: Any, mean: Any, variance: Any, is_training: bool = True,
                     epsilon: float = 1e-5) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    x = np.asarray(x)
    scale, bias, mean, variance = (np.asarray(a) for a in (scale, bias, mean, variance))
    _check("BatchNorm", x, (scale, bias, mean, variance))
    xdt = x.dtype
    dt = np.dtype(_stat_dtype(x.dtype, scale.dtype))   # a float16 input is normalized in float32 (MindSpore's kernel)
    x3 = _ncl(x).astype(dt, copy=False)
    m = x3.shape[0] * x3.shape[2]
    if is_training:
        mean = (_csum(x3) / max(m, 1)).astype(dt, copy=False)
        u = x3 - mean[:, None]                             # the one full-size temporary, reused for y
        variance = (_cdot(u, u) / max(m, 1)).astype(dt, copy=False)
    else:
        mean = mean.astype(dt, copy=True)
        variance = variance.astype(dt, copy=True)
        u = x3 - mean[:, None]
    k = (scale.astype(dt, copy=False) / np.sqrt(variance + dt.type(epsilon))).astype(dt, copy=False)
    u *= k[:, None]
    u += bias.astype(dt, copy=False)[:, None]
    return u.reshape(x.shape).astype(xdt, copy=False), mean, variance


@bprop_getters.register(BatchNorm)
def get_bprop_batch_norm(self: Any):
    training, eps = bool(self.attrs["is_training"]), float(self.attrs["epsilon"])

    def bprop(x, scale, bias, mean, variance, out, dout):
        F = _F()
        if training:
            dx, dscale, dbias = apply(prim(BATCH_NORM_GRAD, epsilon=eps),
                                      (dout[0], x, scale, out[1], out[2], dout[1], dout[2]))
            return dx, dscale, dbias, F.zeros_like(mean), F.zeros_like(variance)
        # inference: y = (x - mean) * r * scale + bias with the given statistics (rarely differentiated)
        nd = len(shape_of(x))
        axes = (0,) + tuple(range(2, nd))
        bshape = (1, -1) + (1,) * (nd - 2)
        dy = dout[0]
        r = F.rsqrt(F.add(variance, eps))
        u = F.sub(x, F.reshape(mean, bshape))
        gr = F.reshape(F.mul(scale, r), bshape)
        dyg = F.mul(dy, gr)
        dx = F.cast(dyg, F.dtype(x))  # MindSpore: the input's dtype (a float16 input with float32 statistics)
        dscale = F.mul(F.reduce_sum(F.mul(dy, u), axes), r)
        dbias = F.reduce_sum(F.cast(dy, F.dtype(scale)), axes)  # the parameters' dtype (float32 for a float16 x)
        # MindSpore's BatchNorm bprop gives the moving statistics no gradient in inference either (BatchNormGrad
        # returns none for them; msgraph differentiated through them before h-grad26)
        return dx, dscale, dbias, F.zeros_like(mean), F.zeros_like(variance)
    return bprop


# --- BatchNormMovingAverage ------------------------------------------------------------------------------
MOVING_AVERAGE = define_op("BatchNormMovingAverage", OpKind.OTHER, attrs={"keep": 0.9, "factor": 0.1},
                           differentiable=False, public=False,
                           doc="BatchNormMovingAverage(keep, factor)(moving, stat) -> moving * keep + stat * factor, "
                               "in moving's dtype: the moving statistics' update of a training BatchNorm.  MindSpore's "
                               "kernel updates them in place, in their own dtype, so a mixed-precision Cell "
                               "(Cell.to_float) does not cast it (non-differentiable ops are left alone).")
BatchNormMovingAverage = MOVING_AVERAGE.prim_class


@MOVING_AVERAGE.def_infer
def _moving_average_infer(moving: Aval, stat: Aval, **attrs: Any) -> Aval:
    if tuple(moving.shape) != tuple(stat.shape):
        raise ShapeError(f"For 'BatchNormMovingAverage', 'stat' must have shape {fmt_shape(moving.shape)}, "
                         f"but got {fmt_shape(stat.shape)}.")
    return Aval(tuple(moving.shape), moving.dtype)


@MOVING_AVERAGE.def_impl
def _moving_average_impl(moving: Any, stat: Any, keep: float = 0.9, factor: float = 0.1) -> np.ndarray:
    moving, stat = np.asarray(moving), np.asarray(stat)
    # each product in its operand's dtype (a Python number beside a Tensor), the sum in the wider one; an infinite
    # factor (the unbiased correction of one value per channel) makes 0 * inf, MindSpore's NaN
    with np.errstate(invalid="ignore", over="ignore"):
        return (moving * moving.dtype.type(keep) + stat * stat.dtype.type(factor)).astype(moving.dtype, copy=False)


# --- BatchNormGrad --------------------------------------------------------------------------------------
BATCH_NORM_GRAD = define_op("BatchNormGrad", OpKind.OTHER, attrs={"epsilon": 1e-5}, n_outputs=3, public=False,
                            cost=8,
                            doc="BatchNormGrad(epsilon=1e-5)(dy, x, scale, mean, variance, dmean, dvar) -> "
                                "(dx, dscale, dbias): the training BatchNorm's backward (module docstring).")
BatchNormGrad = BATCH_NORM_GRAD.prim_class


@BATCH_NORM_GRAD.def_infer
def _batch_norm_grad_infer(dy: Aval, x: Aval, scale: Aval, mean: Aval, variance: Aval, dmean: Aval, dvar: Aval,
                           **attrs: Any) -> Tuple[Aval, Aval, Aval]:
    c = _check("BatchNormGrad", x, (scale, mean, variance, dmean, dvar))
    if tuple(dy.shape) != tuple(x.shape):
        raise ShapeError(f"For 'BatchNormGrad', 'dy' must have shape {fmt_shape(x.shape)}, "
                         f"but got {fmt_shape(dy.shape)}.")
    sd = _stat_dtype(dy.dtype, scale.dtype)
    return Aval(tuple(x.shape), dy.dtype), Aval((c,), sd), Aval((c,), sd)


@BATCH_NORM_GRAD.def_impl
def _batch_norm_grad_impl(dy: Any, x: Any, scale: Any, mean: Any, variance: Any, dmean: Any, dvar: Any,
                          epsilon: float = 1e-5) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    dy, x = np.asarray(dy), np.asarray(x)
    scale, mean, variance, dmean, dvar = (np.asarray(a) for a in (scale, mean, variance, dmean, dvar))
    _check("BatchNormGrad", x, (scale, mean, variance, dmean, dvar))
    if dy.shape != x.shape:
        raise ShapeError(f"For 'BatchNormGrad', 'dy' must have shape {fmt_shape(x.shape)}, "
                         f"but got {fmt_shape(dy.shape)}.")
    ydt = dy.dtype
    dt = np.dtype(_stat_dtype(dy.dtype, scale.dtype))
    scale, mean, variance, dmean, dvar = (a.astype(dt, copy=False) for a in (scale, mean, variance, dmean, dvar))
    x3, dy3 = _ncl(x).astype(dt, copy=False), _ncl(dy).astype(dt, copy=False)
    n, c, l = x3.shape
    m = dt.type(max(n * l, 1))
    r = (dt.type(1) / np.sqrt(variance + dt.type(epsilon))).astype(dt, copy=False)
    dx = np.subtract(x3, mean[:, None], dtype=dt)          # x - mean, turned into dx in place
    dbias = _csum(dy3).astype(dt, copy=False)
    dscale = (_cdot(dy3, dx) * r).astype(dt, copy=False)   # sum(dy * xhat)
    gr = scale * r
    # dx = k2 * (x - mean) + k3 + gr * dy, per channel; the last sweep runs over row blocks of
    # about 256 KiB so the block and its one temporary stay in cache
    k2 = (-gr * r * dscale / m + dt.type(2) * dvar / m).astype(dt, copy=False)[:, None]
    k3 = (-gr * dbias / m + dmean / m).astype(dt, copy=False)[:, None]
    grc = gr.astype(dt, copy=False)[:, None]
    rows = max(1, 65536 // max(c * l, 1))
    tmp = np.empty((min(rows, n), c, l), dt)
    for i in range(0, n, rows):
        d = dx[i:i + rows]
        t = tmp[:d.shape[0]]
        d *= k2
        d += k3
        np.multiply(dy3[i:i + rows], grc, out=t)
        d += t
    return dx.reshape(x.shape).astype(ydt, copy=False), dscale, dbias


@bprop_getters.register(BatchNormGrad)
def get_bprop_batch_norm_grad(self: Any):
    """The exact derivative of BatchNormGrad's formula in all seven inputs (mean and variance taken
    as independent inputs), composed of registry ops."""
    eps = float(self.attrs["epsilon"])

    def bprop(dy, x, scale, mean, variance, dmean, dvar, out, dout):
        F = _F()
        xs = shape_of(x)
        nd = len(xs)
        axes = (0,) + tuple(range(2, nd))
        bshape = (1, -1) + (1,) * (nd - 2)
        m = 1
        for i in axes:
            m *= int(xs[i])
        m = float(max(m, 1))

        def b(v):
            return F.reshape(v, bshape)

        def csum(v):
            return F.reduce_sum(v, axes)

        ga, gscale, gbias = dout                                # cotangents of dx, dscale, dbias
        r = F.rsqrt(F.add(variance, eps))
        u = F.sub(x, b(mean))
        xhat = F.mul(u, b(r))
        s_a = csum(ga)                                          # sum(A)
        s_au = csum(F.mul(ga, u))                               # sum(A * u)
        s_dy = csum(dy)
        s_dyu = csum(F.mul(dy, u))
        s_ady = csum(F.mul(ga, dy))
        gr = F.mul(scale, r)
        r2 = F.mul(r, r)
        # d/d dy = g r (A - sum(A)/m - xhat sum(A xhat)/m) + gscale xhat + gbias
        proj = F.sub(F.sub(ga, b(F.div(s_a, m))), F.mul(xhat, b(F.div(F.mul(s_au, r), m))))
        g_dy = F.add(F.add(F.mul(proj, b(gr)), F.mul(xhat, b(gscale))), b(gbias))
        # d/d scale = r (sum(A dy) - sum(dy) sum(A)/m) - r^3 sum(dy u) sum(A u)/m
        t1 = F.sub(s_ady, F.div(F.mul(s_dy, s_a), m))
        t3 = F.div(F.mul(s_dyu, s_au), m)
        g_scale = F.sub(F.mul(r, t1), F.mul(F.mul(r2, r), t3))
        # d/d r = scale (sum(A dy) - sum(dy) sum(A)/m) - 3 scale r^2 sum(dy u) sum(A u)/m + gscale sum(dy u)
        g_r = F.add(F.sub(F.mul(scale, t1), F.mul(F.mul(scale, r2), F.mul(t3, 3.0))), F.mul(gscale, s_dyu))
        g_var = F.mul(g_r, F.mul(F.mul(r2, r), -0.5))
        # d/d x = -scale r^3/m (dy sum(A u) + A sum(dy u)) + 2 dvar A/m + gscale r dy
        c = F.div(F.mul(F.mul(scale, r2), r), -m)
        g_x = F.add(F.mul(F.add(F.mul(dy, b(s_au)), F.mul(ga, b(s_dyu))), b(c)),
                    F.add(F.mul(ga, b(F.div(F.mul(dvar, 2.0), m))), F.mul(dy, b(F.mul(gscale, r)))))
        g_mean = F.neg(csum(g_x))
        g_dmean = F.div(s_a, m)
        g_dvar = F.div(F.mul(s_au, 2.0), m)
        return g_dy, g_x, g_scale, g_mean, g_var, g_dmean, g_dvar
    return bprop
