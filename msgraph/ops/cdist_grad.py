"""CdistGrad (``mindspore.ops.auto_generate.CdistGrad``, MindSpore's gradient kernel of Cdist; h-pyn2, session 8).

``CdistGrad(p)(grad, x1, x2, dist)``: the gradient of ``dist = cdist(x1, x2, p)`` with respect to ``x1``, given the
upstream ``grad`` [..., P, R] and the forward ``dist`` [..., P, R] (x1 [..., P, M], x2 [..., R, M]):
``sum_j grad_ij * d_ijk |d_ijk|^(p-2) / dist_ij^(p-1)`` with ``d = x1_i - x2_j`` (0 where dist is 0 or d is 0; p < 1:
zeros, p = 1: sign(d), p = inf: sign(d) where |d| reaches dist).
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import DTypeError, ShapeError
from .grad_path import grad_path, grad_path_rule
from .registry import OpKind, apply, define_op, prim

__all__: list = []

CDIST_GRAD = define_op("CdistGrad", OpKind.OTHER, attrs={"p": 2.0}, differentiable=False,
                       doc="CdistGrad(p=2.0)(grad, x1, x2, dist): the gradient of Cdist with respect to x1.")
CdistGrad = CDIST_GRAD.prim_class


def _check_inputs(grad: Any, x1: Any, x2: Any, dist: Any) -> None:
    """float16 / float32 / float64 inputs only (TypeError), grad shaped as dist (ValueError): MindSpore 2.10's
    checks (measured, adapt40cpu)."""
    for t in (grad, x1, x2, dist):
        if np.dtype(t.dtype).name not in ("float16", "float32", "float64"):
            raise DTypeError(f"For Primitive[CdistGrad], the type of the input_x tensor must be [Float16, Float32, "
                             f"Float64], but got {np.dtype(t.dtype).name}!")
    if tuple(grad.shape) != tuple(dist.shape):
        raise ShapeError(f"For primitive[CdistGrad], the grad shape: {list(grad.shape)} must be equal to "
                         f"{list(dist.shape)}")


@CDIST_GRAD.def_impl
def _cdist_grad_impl(grad: Any, x1: Any, x2: Any, dist: Any, p: float = 2.0) -> np.ndarray:
    g, a, b, dist = (np.asarray(v) for v in (grad, x1, x2, dist))
    _check_inputs(g, a, b, dist)
    dt = a.dtype
    if dt != np.float16:
        return _cdist_grad_f32(g, a, b, dist, float(p)).astype(dt)
    d = a[..., :, None, :].astype(np.float64) - b[..., None, :, :]
    r = dist.astype(np.float64)[..., None]
    p = float(p)
    with np.errstate(divide="ignore", invalid="ignore"):
        if p < 1.0:   # p = 0 and 0 < p < 1: zeros (MindSpore 2.10's kernel; measured, adapt40cpu)
            t = np.zeros_like(d)
        elif p == 1.0:
            t = np.sign(d)
        elif np.isinf(p):
            t = np.sign(d) * (np.abs(d) == r)
        elif p == 2.0:
            t = d / r
        else:
            t = np.where(d == 0, 0.0, d * np.abs(d) ** (p - 2.0) / r ** (p - 1.0))   # a zero difference: 0
        t = np.where(r == 0, 0.0, t)
    return np.sum(g.astype(np.float64)[..., None] * t, axis=-2).astype(dt)


def _pow32(x: np.ndarray, e: float) -> np.ndarray:
    """float32 ``x ** e`` as the kernel's: the power correctly rounded (in double), then float32."""
    return np.power(x.astype(np.float64), e).astype(np.float32)


def _cdist_grad_f32(g: np.ndarray, a: np.ndarray, b: np.ndarray, dist: np.ndarray, p: float) -> np.ndarray:
    """MindSpore 2.10's CPU kernel for float32 and float64 inputs: in float32 (a float64 result holds float32's
    digits), each term ``grad * f(diff) / dist^(p-1)`` in its order, summed over x2's rows one by one (bit for bit on
    2 x 5 x 6 x 4 values, p = 1, 1.5, 2, 3, 4.5, inf; session 49, vd49ga/cdist_grad_float32).  p = inf compares the
    float32 differences with the float32 distance (msgraph compared float64 differences: terms lost)."""
    f = np.float32
    g, a, b, r = (v.astype(f) for v in (g, a, b, dist))
    d = a[..., :, None, :] - b[..., None, :, :]
    r = r[..., None]
    gx = g[..., None]
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        if p < 1.0:   # p = 0 and 0 < p < 1: zeros (MindSpore 2.10's kernel; measured, adapt40cpu)
            t = np.zeros_like(d)
        elif p == 1.0:
            t = gx * np.sign(d)
        elif np.isinf(p):
            t = gx * np.sign(d) * (np.abs(d) == r)
        elif p == 2.0:
            t = gx * d / r
        elif p < 2.0:
            t = np.sign(d) * _pow32(np.abs(d), p - 1.0) * gx / _pow32(r, p - 1.0)
        else:
            t = d * _pow32(np.abs(d), p - 2.0) * gx / _pow32(r, p - 1.0)
        t = np.where(r == 0, f(0), t).astype(f, copy=False)
    if t.shape[-2] == 0:
        return np.zeros(a.shape, f)
    out = t[..., :, 0, :].copy()
    for j in range(1, t.shape[-2]):
        out += t[..., :, j, :]
    return out


@CDIST_GRAD.def_infer
def _cdist_grad_infer(grad: Aval, x1: Aval, x2: Aval, dist: Aval, p: float = 2.0) -> Aval:
    _check_inputs(grad, x1, x2, dist)
    if len(x1.shape) < 2 or len(x1.shape) != len(x2.shape):
        raise ShapeError(f"For 'CdistGrad', x1 and x2 must have the same rank (at least 2), but got shapes "
                         f"{list(x1.shape)} and {list(x2.shape)}.")
    return Aval(tuple(x1.shape), x1.dtype)


# Cdist's gradient as MindSpore 2.10's bprop computes it: CdistGrad for x1, and CdistGrad of the transposed dout and
# distance for x2 (bit for bit, float32 and float64, p = 1, 2, 3, inf, both modes; session 49, vd49ga/cdist_grad_float32).
# msgraph had differentiated its own float64 composite: float64 digits where MindSpore's are float32's, and p = inf of
# float64 compared float64 differences with the float32-rounded distance (gradient terms lost).
@grad_path_rule("CdistGrad")
def _cdist_grad_rule(dout: Any, x1: Any, x2: Any, dist: Any, p: float = 2.0) -> Tuple[Any, Any, Any]:
    """Cdist's gradient (its value passed through GradPath): MindSpore's CdistGrad for x1, and for x2 CdistGrad of
    the transposed dout and distance."""
    from . import functional as F

    op = prim(CDIST_GRAD, p=float(p))
    dx1 = apply(op, (dout, x1, x2, dist))
    dx2 = apply(op, (F.swapaxes(dout, -1, -2), x2, x1, F.swapaxes(dist, -1, -2)))
    return dx1, dx2, F.zeros_like(dist)


def cdist_grad_path(x1: Any, x2: Any, dist: Any, p: float) -> Any:
    """``dist`` (Cdist's value of x1, x2) with MindSpore's CdistGrad as its gradient (GradPath's rule "CdistGrad")."""
    return grad_path("CdistGrad", dist, x1, x2, dist, p=float(p))
