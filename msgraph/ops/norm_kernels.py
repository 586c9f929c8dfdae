"""p-norm kernels with MindSpore's own gradients (h-grad26, the gradient sweep ``tools/grad_sweep.py``).

Written as compositions (pow, sum, sqrt), these norms differentiate to 0 / 0 = NaN where the norm is 0; MindSpore's
kernels have gradients of their own, and the composition cannot reproduce them:

* ``LpNormKernel(axis, p, keep_dims, epsilon)(x)`` -- MindSpore's LpNorm (``ops.norm`` of a vector with an int
  ``ord > 0``, ``ops.dist``, ``P.LpNorm``): the norm is clamped to ``epsilon`` from below (1e-12: ``ops.norm`` of a
  zero vector with ord 1 or 3 *is* 1e-12 there), and the LpNorm bprop divides by that clamped norm, so a zero
  vector's gradient is 0: ``p = 1: sign(x) dout``, ``p = 2: x dout / out``, else ``x |x|^(p-2) dout / out^(p-1)``.
* ``PNormLastKernel(p)(d)`` -- the p-norm over the last axis of non-negative differences ``|x1 - x2|`` (``ops.cdist``,
  ``ops.pdist``) with CdistGrad's conventions: 0 where the distance is 0, and for ``p = inf`` the whole gradient to
  every difference that reaches the maximum (not shared between ties).
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from .registry import OpKind, apply, bprop_getters, define_op, prim

__all__: list = []


def _F() -> Any:
    from . import functional

    return functional


def _reduced(shape: Tuple[int, ...], axis: Tuple[int, ...], keep: bool) -> Tuple[int, ...]:
    axes = {a % len(shape) for a in axis} if shape else set()
    return tuple(1 if i in axes else d for i, d in enumerate(shape) if keep or i not in axes)


# --- LpNorm -----------------------------------------------------------------------------------------------------
LP_NORM = define_op("LpNormKernel", OpKind.OTHER, attrs={"axis": (0,), "p": 2, "keep_dims": False, "epsilon": 1e-12},
                    public=False, doc="LpNormKernel(axis, p, keep_dims, epsilon)(x): max(||x||_p over axis, epsilon) "
                                      "(p = 0: the count of non-zeros), with MindSpore's LpNorm gradient.")


@LP_NORM.def_impl
def _lp_norm_impl(x: Any, axis: Tuple[int, ...] = (0,), p: int = 2, keep_dims: bool = False,
                  epsilon: float = 1e-12) -> np.ndarray:
    x = np.asarray(x)
    axis = tuple(axis)
    with np.errstate(all="ignore"):
        if p == 0:
            return np.sum(x != 0, axis=axis, keepdims=keep_dims).astype(x.dtype)
        if p == 1:
            r = np.sum(np.abs(x), axis=axis, keepdims=keep_dims)
        elif p == 2:
            r = np.sqrt(np.sum(x * x, axis=axis, keepdims=keep_dims))
        else:
            r = np.power(np.sum(np.power(np.abs(x), x.dtype.type(p)), axis=axis, keepdims=keep_dims), 1.0 / p)
        # a NaN norm stays NaN (MindSpore's kernel; np.fmax gave epsilon)
        return np.asarray(np.maximum(r, x.dtype.type(epsilon))).astype(x.dtype)


@LP_NORM.def_infer
def _lp_norm_infer(x: Aval, axis: Tuple[int, ...] = (0,), p: int = 2, keep_dims: bool = False,
                   epsilon: float = 1e-12) -> Aval:
    return Aval(_reduced(tuple(x.shape), tuple(axis), keep_dims), x.dtype)


@bprop_getters.register(LP_NORM.prim_class)
def _get_lp_norm_bprop(self: Any):
    p, axis, keep = int(self.attrs["p"]), tuple(self.attrs["axis"]), bool(self.attrs["keep_dims"])

    def bprop(x: Any, out: Any, dout: Any) -> Tuple[Any]:
        F = _F()
        if p == 0:
            return (F.zeros_like(x),)
        shape = tuple(x.shape)
        if not keep and shape:
            kept = _reduced(shape, axis, True)
            dout, out = F.reshape(dout, kept), F.reshape(out, kept)
        if p == 1:
            return (F.mul(dout, F.sign(x)),)
        if p == 2:
            return (F.mul(x, F.div(dout, out)),)
        scaled = F.mul(F.pow(F.abs(x), float(p - 2)), x)
        return (F.mul(scaled, F.div(dout, F.pow(out, float(p - 1)))),)
    return bprop


def lp_norm(x: Any, axis: Tuple[int, ...], p: int, keep_dims: bool, epsilon: float) -> Any:
    """MindSpore's LpNorm of ``x`` (a float16 input computes in float32, as its kernel)."""
    return apply(prim(LP_NORM, axis=tuple(axis), p=int(p), keep_dims=bool(keep_dims), epsilon=float(epsilon)), (x,))


# --- p-norm of distances (cdist, pdist) ---------------------------------------------------------------------------
PNORM_LAST = define_op("PNormLastKernel", OpKind.OTHER, attrs={"p": 2.0}, public=False,
                       doc="PNormLastKernel(p)(d): the p-norm over the last axis of non-negative differences, with "
                           "MindSpore's CdistGrad gradient.")


@PNORM_LAST.def_impl
def _pnorm_last_impl(d: Any, p: float = 2.0) -> np.ndarray:
    d = np.asarray(d)
    p = float(p)
    with np.errstate(all="ignore"):
        if p == 0:
            r = np.sum(d != 0, axis=-1)
        elif np.isinf(p):
            r = np.max(d, axis=-1) if d.shape[-1] else np.zeros(d.shape[:-1], d.dtype)
        elif p == 1:
            r = np.sum(d, axis=-1)
        elif p == 2:
            r = np.sqrt(np.sum(d * d, axis=-1))
        else:
            r = np.power(np.sum(np.power(d, d.dtype.type(p)), axis=-1), 1.0 / p)
    return np.asarray(r).astype(d.dtype)


@PNORM_LAST.def_infer
def _pnorm_last_infer(d: Aval, p: float = 2.0) -> Aval:
    return Aval(tuple(d.shape)[:-1], d.dtype)


@bprop_getters.register(PNORM_LAST.prim_class)
def _get_pnorm_last_bprop(self: Any):
    p = float(self.attrs["p"])

    def bprop(d: Any, out: Any, dout: Any) -> Tuple[Any]:
        return _pnorm_last_grad(p, d, out, dout)
    return bprop


# MindSpore 2.10's Cdist CPU kernel computes float16 / float64 inputs in float32 (the differences too: cdist of
# float64 holds float32 digits, float16 is rounded once from float32); CdistGrad of float64 is computed in float32
# too (cdist_grad.py, session 49), and ops.cdist's gradient is CdistGrad's (GradPath rule "CdistGrad", cdist_grad.py).  PNormLastLowKernel(p)(d, lo): the value from ``lo`` (the differences computed
# in float32), cast to d's dtype; the gradient is PNormLastKernel's, to ``d`` only (r2nnf).
PNORM_LAST_LO = define_op("PNormLastLowKernel", OpKind.OTHER, attrs={"p": 2.0}, public=False,
                          doc="PNormLastLowKernel(p)(d, lo): PNormLastKernel's value computed from lo (d's "
                              "differences in a narrower dtype), cast to d's dtype; the gradient flows to d.")


@PNORM_LAST_LO.def_impl
def _pnorm_last_lo_impl(d: Any, lo: Any, p: float = 2.0) -> np.ndarray:
    return _pnorm_last_impl(lo, p).astype(np.asarray(d).dtype)


@PNORM_LAST_LO.def_infer
def _pnorm_last_lo_infer(d: Aval, lo: Aval, p: float = 2.0) -> Aval:
    return Aval(tuple(d.shape)[:-1], d.dtype)


@bprop_getters.register(PNORM_LAST_LO.prim_class)
def _get_pnorm_last_lo_bprop(self: Any):
    p = float(self.attrs["p"])

    def bprop(d: Any, lo: Any, out: Any, dout: Any) -> Tuple[Any, Any]:
        return _pnorm_last_grad(p, d, out, dout) + (_F().zeros_like(lo),)
    return bprop


def _pnorm_last_grad(p: float, d: Any, out: Any, dout: Any) -> Tuple[Any]:
    F = _F()
    if p < 1:   # p = 0, and 0 < p < 1: MindSpore 2.10's CdistGrad gives zeros (measured, adapt40cpu)
        return (F.zeros_like(d),)
    r = F.expand_dims(out, -1)
    live = F.cast(F.not_equal(r, 0), d.dtype)         # 0 where the distance is 0 (CdistGrad)
    r_safe = F.add(r, F.sub(1, live))                 # 1 there, so no 0 / 0 is formed
    if np.isinf(p):
        t = F.cast(F.equal(d, r), d.dtype)            # every difference reaching the maximum
    elif p == 1:
        t = F.ones_like(d)
    elif p == 2:
        t = F.div(d, r_safe)
    else:
        t = F.div(F.pow(d, p - 1.0), F.pow(r_safe, p - 1.0))
    return (F.mul(F.mul(t, live), F.expand_dims(dout, -1)),)


def pnorm_last(d: Any, p: float) -> Any:
    """The p-norm over the last axis of non-negative differences ``d`` (p = 0: the count of non-zeros, p = inf:
    the maximum)."""
    return apply(prim(PNORM_LAST, p=float(p)), (d,))


def pnorm_last_lo(d: Any, lo: Any, p: float) -> Any:
    """pnorm_last's value computed from ``lo`` (the same differences in float32), its gradient to ``d``."""
    return apply(prim(PNORM_LAST_LO, p=float(p)), (d, lo))
