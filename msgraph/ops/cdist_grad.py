"""CdistGrad (``mindspore.ops.auto_generate.CdistGrad``, MindSpore's gradient kernel of Cdist; h-pyn2, session 8).

``CdistGrad(p)(grad, x1, x2, dist)``: the gradient of ``dist = cdist(x1, x2, p)`` with respect to ``x1``, given the
upstream ``grad`` [..., P, R] and the forward ``dist`` [..., P, R] (x1 [..., P, M], x2 [..., R, M]):
``sum_j grad_ij * d_ijk |d_ijk|^(p-2) / dist_ij^(p-1)`` with ``d = x1_i - x2_j`` (0 where dist is 0 or d is 0; p < 1:
zeros, p = 1: sign(d), p = inf: sign(d) where |d| reaches dist).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common.aval import Aval
from ..errors import DTypeError, ShapeError
from .registry import OpKind, define_op

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


@CDIST_GRAD.def_infer
def _cdist_grad_infer(grad: Aval, x1: Aval, x2: Aval, dist: Aval, p: float = 2.0) -> Aval:
    _check_inputs(grad, x1, x2, dist)
    if len(x1.shape) < 2 or len(x1.shape) != len(x2.shape):
        raise ShapeError(f"For 'CdistGrad', x1 and x2 must have the same rank (at least 2), but got shapes "
                         f"{list(x1.shape)} and {list(x2.shape)}.")
    return Aval(tuple(x1.shape), x1.dtype)
