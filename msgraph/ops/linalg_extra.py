"""``ops.pinv`` (h-opsb: MindSpore's CPU op tests n-z; ``ops.sparse_segment_mean`` is in sparse_segment.py).

One registry op with its numpy impl, inference and a bprop written with public ops: the derivative of
the Moore-Penrose inverse X = A+ (valid where the rank is locally constant)
  dA = -X^T G X^T + (I - A X) G^T X X^T + X^T X G^T (I - X A).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, DTypeError, ShapeError
from ._compose import CompositePrimitive
from ._helpers import np_dtype, shape_of
from ._helpers import user_type
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim, public_functions


def _F():
    from . import functional

    return functional


# --- pinv -------------------------------------------------------------------------------------------------
PINV = define_op("Pinv", OpKind.OTHER, attrs={"atol": None, "rtol": None, "hermitian": False}, public=False,
                 doc="The Moore-Penrose pseudo-inverse of the matrices in the last two axes.")


def _pinv_check(shape: Any, dtype: Any) -> None:
    if np.dtype(dtype).name not in ("float32", "float64"):
        raise DTypeError(f"For 'pinv', the dtype of 'x' must be float32 or float64, but got {np.dtype(dtype).name}.")
    if len(tuple(shape)) < 2:
        raise ShapeError(f"For 'pinv', the dimension of 'x' must be at least 2, but got {len(tuple(shape))}.")


@PINV.def_impl
def _pinv_impl(x: Any, atol: Any = None, rtol: Any = None, hermitian: bool = False) -> np.ndarray:
    x = np.asarray(x)
    _pinv_check(x.shape, x.dtype)
    m, n = x.shape[-2:]
    u, s, vt = np.linalg.svd(x.astype(np.float64), full_matrices=False)
    smax = s.max(axis=-1, keepdims=True) if s.size else np.zeros(s.shape[:-1] + (1,))
    a = 0.0 if atol is None else float(atol)
    r = (np.finfo(x.dtype).eps * max(m, n) if atol is None else 0.0) if rtol is None else float(rtol)
    cutoff = np.maximum(a, r * smax)
    sinv = np.where(s > cutoff, 1.0 / np.where(s == 0, 1, s), 0.0)
    out = np.swapaxes(vt, -1, -2) @ (sinv[..., :, None] * np.swapaxes(u, -1, -2))
    return out.astype(x.dtype)


@PINV.def_infer
def _pinv_infer(x: Aval, atol: Any = None, rtol: Any = None, hermitian: bool = False) -> Aval:
    _pinv_check(x.shape, x.dtype)
    return Aval(tuple(x.shape[:-2]) + (x.shape[-1], x.shape[-2]), x.dtype)


@bprop_getters.register(PINV.prim_class)
def _get_bprop_pinv(self: Any):
    def bprop(a, out, dout):
        F = _F()
        T = lambda t: F.swapaxes(t, -1, -2)  # noqa: E731
        mm = F.matmul
        m, n = tuple(shape_of(a))[-2:]
        dt = np_dtype(a)
        p = F.sub(F.eye(m, m, dt), mm(a, out))        # I - A X  (m, m)
        q = F.sub(F.eye(n, n, dt), mm(out, a))        # I - X A  (n, n)
        g1 = F.neg(mm(mm(T(out), dout), T(out)))
        g2 = mm(mm(p, T(dout)), mm(out, T(out)))
        g3 = mm(mm(mm(T(out), out), T(dout)), q)
        return (F.add(F.add(g1, g2), g3),)
    return bprop


class LstsqV2Grad(CompositePrimitive):
    """LstsqV2Grad()(gx, a, b): the gradients (da, db) of LstsqV2's solution X = pinv(A) B for its gradient
    ``gx`` (``ops.auto_generate.lstsq_v2_grad_op``): db = pinv(A)^T gx, da from Pinv's bprop with
    d pinv(A) = gx B^T."""

    def __call__(self, gx: Any, a: Any, b: Any) -> Any:
        F = _F()
        vector = len(tuple(shape_of(b))) == len(tuple(shape_of(a))) - 1
        if vector:
            gx, b = F.expand_dims(gx, -1), F.expand_dims(b, -1)
        x = pinv(a)
        da = _get_bprop_pinv(None)(a, x, F.matmul(gx, F.swapaxes(b, -1, -2)))[0]
        db = F.matmul(F.swapaxes(x, -1, -2), gx)
        return da, (F.squeeze(db, -1) if vector else db)


@op_function
def pinv(x: Any, *, atol: Any = None, rtol: Any = None, hermitian: bool = False) -> Any:
    """The pseudo-inverse of x (..., M, N): singular values at most max(atol, rtol * largest) are dropped
    (rtol defaults to eps * max(M, N) when neither tolerance is given)."""
    for name, v in (("atol", atol), ("rtol", rtol)):
        if v is not None and (isinstance(v, bool) or not isinstance(v, (int, float))):
            raise ArgumentError(f"For 'pinv', the '{name}' must be a float, but got {user_type(v).__name__}.")
    return apply(prim(PINV, atol=atol, rtol=rtol, hermitian=bool(hermitian)), (x,))


__all__ = public_functions(globals())
