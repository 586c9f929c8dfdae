"""``mindspore.scipy.optimize.line_search`` (h-scipy): a Wolfe line search (zoom with cubic / quadratic /
bisection steps), the algorithm MindSpore 2.10 runs, evaluated on the host.

PyNative-style: ``f`` (and its gradient, msgraph's ``ops.grad`` unless ``jac`` is given) is called on Tensors;
the step bookkeeping is done in numpy in the dtype of ``xk`` (MindSpore's loop is a graph of the same steps).
"""
from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np

from ...common.tensor import Tensor


class _LineSearchResults(NamedTuple):
    failed: bool
    nit: int
    nfev: int
    ngev: int
    k: int
    a_k: float
    f_k: float
    g_k: Tensor
    status: int


def _host(x: Any) -> np.ndarray:
    return x.asnumpy() if isinstance(x, Tensor) else np.asarray(x)


class _pynative:
    """Run the host loop's function and gradient calls eagerly (PYNATIVE), the mode restored afterwards:
    the iteration itself is Python, as a Cell's loop would be unrolled by MindSpore's compiler."""

    def __enter__(self):
        from ... import context
        self.mode = context.get_context("mode")
        if self.mode != context.PYNATIVE_MODE:
            context.set_context(mode=context.PYNATIVE_MODE)
        return self

    def __exit__(self, *exc):
        from ... import context
        if self.mode != context.PYNATIVE_MODE:
            context.set_context(mode=self.mode)
        return False


def _grad_of(func):
    from ... import ops
    return ops.grad(func)


class _Problem:
    """f and its gradient on host arrays of one dtype."""

    def __init__(self, func, jac, dtype):
        self.func = func
        self.jac = jac if jac is not None else _grad_of(func)
        self.dtype = dtype

    def value(self, x: np.ndarray) -> Any:
        return self.dtype.type(_host(self.func(Tensor(np.asarray(x, self.dtype)))))

    def gradient(self, x: np.ndarray) -> np.ndarray:
        return _host(self.jac(Tensor(np.asarray(x, self.dtype)))).astype(self.dtype)


def _cubicmin(a, fa, fpa, b, fb, c, fc):
    db, dc = b - a, c - a
    with np.errstate(all="ignore"):
        denom = (db * dc) ** 2 * (db - dc)
        d1 = np.array([[dc ** 2, -db ** 2], [-dc ** 3, db ** 3]])
        d2 = np.array([fb - fa - fpa * db, fc - fa - fpa * dc])
        a2, b2 = d1.dot(d2) / denom
        return a + (-b2 + np.sqrt(b2 * b2 - 3.0 * a2 * fpa)) / (3.0 * a2)


def _quadmin(a, fa, fpa, b, fb):
    db = b - a
    with np.errstate(all="ignore"):
        b2 = (fb - fa - fpa * db) / db ** 2
        return a - fpa / (2.0 * b2)


def _zoom(fn, a_low, phi_low, dphi_low, a_high, phi_high, dphi_high, phi_0, g_0, dphi_0, c1, c2, one):
    s = {"done": False, "j": 0, "a_low": a_low, "phi_low": phi_low, "dphi_low": dphi_low, "a_high": a_high,
         "phi_high": phi_high, "dphi_high": dphi_high, "a_rec": (a_low + a_high) / 2.0,
         "phi_rec": (phi_low + phi_high) / 2.0, "a_star": one, "phi_star": phi_low, "dphi_star": dphi_low,
         "g_star": g_0, "nfev": 0, "ngev": 0}
    maxiter = 10
    while not s["done"] and s["j"] < maxiter:
        dalpha = s["a_high"] - s["a_low"]
        lo, hi = min(s["a_low"], s["a_high"]), max(s["a_low"], s["a_high"])
        a_cubic = _cubicmin(s["a_low"], s["phi_low"], s["dphi_low"], s["a_high"], s["phi_high"], s["a_rec"],
                            s["phi_rec"])
        use_cubic = s["j"] > 0 and np.isfinite(a_cubic) and lo + 0.2 * dalpha < a_cubic < hi - 0.2 * dalpha
        a_quad = _quadmin(s["a_low"], s["phi_low"], s["dphi_low"], s["a_high"], s["phi_high"])
        use_quad = (not use_cubic) and np.isfinite(a_quad) and lo + 0.1 * dalpha < a_quad < hi - 0.1 * dalpha
        a_j = a_cubic if use_cubic else a_quad if use_quad else (s["a_low"] + s["a_high"]) / 2.0
        a_j = type(one)(a_j)
        phi_j, g_j, dphi_j = fn(a_j)
        s["nfev"] += 1
        s["ngev"] += 1
        to_high = phi_j > phi_0 + c1 * a_j * dphi_0 or phi_j >= s["phi_low"]
        if to_high:
            s["a_rec"], s["phi_rec"] = s["a_high"], s["phi_high"]
            s["a_high"], s["phi_high"], s["dphi_high"] = a_j, phi_j, dphi_j
        to_star = (not to_high) and abs(dphi_j) <= -c2 * dphi_0
        if to_star:
            s["done"] = True
            s["a_star"], s["phi_star"], s["g_star"], s["dphi_star"] = a_j, phi_j, g_j, dphi_j
        if not to_high and not to_star:
            if dphi_j * (s["a_high"] - s["a_low"]) >= 0.0:
                # MindSpore moves the zoom's INITIAL low end to the high end here
                s["a_rec"], s["phi_rec"] = s["a_high"], s["phi_high"]
                s["a_high"], s["phi_high"], s["dphi_high"] = a_low, phi_low, dphi_low
            s["a_rec"], s["phi_rec"] = s["a_low"], s["phi_low"]
            s["a_low"], s["phi_low"], s["dphi_low"] = a_j, phi_j, dphi_j
        s["j"] += 1
    s["failed"] = s["j"] == maxiter
    return s


def _search(prob, xk, pk, old_fval=None, old_old_fval=None, gfk=None, c1=1e-4, c2=0.9, maxiter=20):
    """MindSpore's LineSearch state: done, failed, i, a_star, phi_star, g_star, nfev, ngev, status."""
    dt = prob.dtype
    zero, one = dt.type(0.0), dt.type(1.0)

    def fval_and_grad(alpha):
        x = (xk + alpha * pk).astype(dt)
        f = prob.value(x)
        g = prob.gradient(x)
        return f, g, dt.type(np.dot(g, pk))

    if old_fval is None or gfk is None:
        nfev = ngev = 1
        phi_0, g_0, dphi_0 = fval_and_grad(zero)
    else:
        nfev = ngev = 0
        phi_0, g_0 = dt.type(old_fval), gfk
        dphi_0 = dt.type(np.dot(g_0, pk))
    start = one
    if old_old_fval is not None:
        with np.errstate(all="ignore"):
            cand = dt.type(1.01 * 2 * (phi_0 - old_old_fval) / dphi_0)
        start = min(cand, one) if np.isfinite(cand) else one
    s = {"done": False, "failed": False, "i": 1, "a_i": zero, "phi_i": phi_0, "dphi_i": dphi_0, "nfev": nfev,
         "ngev": ngev, "a_star": zero, "phi_star": phi_0, "dphi_star": dphi_0, "g_star": g_0}
    while not s["done"] and s["i"] <= maxiter:
        a_i = dt.type(s["a_i"] * 2.0) if s["i"] > 1 else start
        phi_i, g_i, dphi_i = fval_and_grad(a_i)
        s["nfev"] += 1
        s["ngev"] += 1
        cond1 = phi_i > phi_0 + c1 * a_i * dphi_0 or (phi_i >= s["phi_i"] and s["i"] > 1)
        if cond1:
            z = _zoom(fval_and_grad, s["a_i"], s["phi_i"], s["dphi_i"], a_i, phi_i, dphi_i, phi_0, g_0, dphi_0,
                      c1, c2, one)
            s["nfev"] += z["nfev"]
            s["ngev"] += z["ngev"]
            s["done"], s["failed"] = True, z["failed"]
            s["a_star"], s["phi_star"], s["g_star"], s["dphi_star"] = z["a_star"], z["phi_star"], z["g_star"], \
                z["dphi_star"]
        cond2 = (not cond1) and abs(dphi_i) <= -c2 * dphi_0
        if cond2:
            s["done"] = True
            s["a_star"], s["phi_star"], s["g_star"], s["dphi_star"] = a_i, phi_i, g_i, dphi_i
        if not cond1 and not cond2 and dphi_i >= 0.0:
            z = _zoom(fval_and_grad, a_i, phi_i, dphi_i, s["a_i"], s["phi_i"], s["dphi_i"], phi_0, g_0, dphi_0,
                      c1, c2, one)
            s["nfev"] += z["nfev"]
            s["ngev"] += z["ngev"]
            s["done"] = True
            s["failed"] = s["failed"] or z["failed"]
            s["a_star"], s["phi_star"], s["g_star"], s["dphi_star"] = z["a_star"], z["phi_star"], z["g_star"], \
                z["dphi_star"]
        s["i"] += 1
        s["a_i"], s["phi_i"], s["dphi_i"] = a_i, phi_i, dphi_i
    s["status"] = 1 if s["failed"] else 3 if s["i"] > maxiter else 0
    if dt != np.float64 and abs(s["a_star"]) < 1e-8:
        s["a_star"] = dt.type(np.sign(s["a_star"]) * 1e-8)
    return s


def line_search(f, xk, pk, jac=None, gfk=None, old_fval=None, old_old_fval=None, c1=1e-4, c2=0.9, maxiter=20):
    """Inexact line search along pk from xk satisfying the strong Wolfe conditions (c1, c2)."""
    x = _host(xk)
    dt = x.dtype
    prob = _Problem(f, jac, dt)
    with _pynative():
        s = _search(prob, x, _host(pk).astype(dt), None if old_fval is None else _host(old_fval),
                    None if old_old_fval is None else _host(old_old_fval),
                    None if gfk is None else _host(gfk).astype(dt), c1, c2, maxiter)
    return _LineSearchResults(failed=bool(s["failed"] or not s["done"]), nit=s["i"] - 1, nfev=s["nfev"],
                              ngev=s["ngev"], k=s["i"], a_k=float(s["a_star"]), f_k=float(s["phi_star"]),
                              g_k=Tensor(np.asarray(s["g_star"], dt)), status=int(s["status"]))
