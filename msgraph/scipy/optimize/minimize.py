"""``mindspore.scipy.optimize.minimize`` (h-scipy): BFGS and LBFGS as MindSpore 2.10 runs them (its BFGS
update and Wolfe line search), evaluated on the host: ``func`` is called on Tensors (msgraph's ``ops.grad``
gives the gradient unless ``jac`` is given), the iteration's arithmetic is numpy in the dtype of ``x0``.
"""
from __future__ import annotations

from typing import NamedTuple, Optional

import numpy as np

from ...common.tensor import Tensor
from .line_search import _host, _Problem, _pynative, _search


class OptimizeResults(NamedTuple):
    x: Tensor
    success: bool
    status: int
    fun: float
    jac: Tensor
    hess_inv: Optional[Tensor]
    nfev: int
    njev: int
    nit: int


def _norm(x, ord_):
    return np.max(np.abs(x)) if ord_ == np.inf else np.sqrt(np.sum(x ** 2))


def _run(prob, x0, maxiter, norm, gtol, line_search_maxiter, direction, update):
    dt = prob.dtype
    f0 = prob.value(x0)
    g0 = prob.gradient(x0)
    s = {"converged": bool(_norm(g0, np.inf) < gtol), "failed": False, "k": 0, "nfev": 1, "ngev": 1,
         "x_k": x0, "f_k": f0, "g_k": g0, "old_old_fval": dt.type(f0 + np.sqrt(np.sum(g0 ** 2)) / 2),
         "line_search_status": 0}
    while s["k"] < maxiter:
        # MindSpore tests convergence only after a step (a converged start still takes one)
        p_k = direction(s["g_k"]).astype(dt)
        ls = _search(prob, s["x_k"], p_k, old_fval=s["f_k"], old_old_fval=s["old_old_fval"], gfk=s["g_k"],
                     maxiter=line_search_maxiter)
        s["nfev"] += ls["nfev"]
        s["ngev"] += ls["ngev"]
        s["failed"] = bool(ls["failed"] or not ls["done"])
        s["line_search_status"] = ls["status"]
        if s["failed"]:
            break
        s_k = (ls["a_star"] * p_k).astype(dt)
        x_new = (s["x_k"] + s_k).astype(dt)
        g_new = ls["g_star"]
        y_k = (g_new - s["g_k"]).astype(dt)
        s["old_old_fval"] = s["f_k"]
        s["converged"] = bool(_norm(g_new, norm) < gtol)
        s["x_k"], s["f_k"], s["g_k"] = x_new, ls["phi_star"], g_new
        if s["converged"]:
            break
        update(s_k, y_k)
        s["k"] += 1
    s["status"] = 0 if s["converged"] else 1 if s["k"] == maxiter else (2 + s["line_search_status"]) \
        if s["failed"] else -1
    return s


def minimize_bfgs(func, x0, jac=None, maxiter=None, norm=np.inf, gtol=1e-5, line_search_maxiter=10):
    x = _host(x0)
    dt = x.dtype
    prob = _Problem(func, jac, dt)
    n = x.shape[0]
    maxiter = x.size * 200 if maxiter is None else maxiter
    eye = np.eye(n, dtype=dt)
    h = {"H": eye.copy()}

    def update(s_k, y_k):
        with np.errstate(all="ignore"):
            rho = dt.type(1.0) / dt.type(np.dot(y_k, s_k))
        sy = np.outer(s_k, y_k)
        ys = np.outer(y_k, s_k)
        h["H"] = ((eye - rho * sy) @ h["H"] @ (eye - rho * ys) + rho * np.outer(s_k, s_k)).astype(dt)

    s = _run(prob, x, maxiter, norm, gtol, line_search_maxiter, lambda g: -h["H"].dot(g), update)
    return s, Tensor(h["H"])


def minimize_lbfgs(func, x0, jac=None, history_size=20, maxiter=None, norm=np.inf, gtol=1e-5,
                   line_search_maxiter=10):
    x = _host(x0)
    dt = x.dtype
    prob = _Problem(func, jac, dt)
    maxiter = x.size * 200 if maxiter is None else maxiter
    hist = []

    def direction(g):
        q = g.astype(dt).copy()
        alphas = []
        for s_k, y_k, rho in reversed(hist):
            a = rho * np.dot(s_k, q)
            alphas.append(a)
            q = q - a * y_k
        if hist:
            s_k, y_k, _ = hist[-1]
            q = q * (np.dot(s_k, y_k) / np.dot(y_k, y_k))
        for (s_k, y_k, rho), a in zip(hist, reversed(alphas)):
            b = rho * np.dot(y_k, q)
            q = q + (a - b) * s_k
        return -q

    def update(s_k, y_k):
        with np.errstate(all="ignore"):
            rho = dt.type(1.0) / dt.type(np.dot(y_k, s_k))
        hist.append((s_k, y_k, rho))
        if len(hist) > history_size:
            hist.pop(0)

    return _run(prob, x, maxiter, norm, gtol, line_search_maxiter, direction, update), None


def minimize(func, x0, args=(), method=None, jac=None, hess=None, hessp=None, bounds=None, constraints=(),
             tol=None, callback=None, options=None):
    """Minimize a scalar function of one flat Tensor (method 'BFGS' or 'LBFGS')."""
    if method is None:
        raise ValueError("You must specify a solver.")
    if options is None:
        options = {}
    if not isinstance(args, tuple):
        raise TypeError(f"args argument to mindspore.scipy.optimize.minimize must be a tuple, got {args}")

    def inner(x):
        return func(x, *args)

    name = method.lower()
    if name not in ("bfgs", "lbfgs"):
        raise ValueError(f"Method {method} not recognized")
    runner = minimize_bfgs if name == "bfgs" else minimize_lbfgs
    with _pynative():
        s, hess_inv = runner(inner, x0, jac, **options)
    dt = s["x_k"].dtype
    return OptimizeResults(x=Tensor(np.asarray(s["x_k"], dt)), success=bool(s["converged"] and not s["failed"]),
                           status=int(s["status"]), fun=float(s["f_k"]), jac=Tensor(np.asarray(s["g_k"], dt)),
                           hess_inv=hess_inv, nfev=int(s["nfev"]), njev=int(s["ngev"]), nit=int(s["k"]))
