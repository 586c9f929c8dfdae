"""Sample cases for the ops of msgraph/ops/linalg_ext.py and special_ext.py (h-lin, session 8): Svd,
MatrixTriangularSolve, MatrixSetDiagV3 and CholeskySolve (h-grad9), Igamma, Igammac, Polygamma (in x) and Zeta
are gradient-checked (Zeta in q only: MindSpore gives x no gradient); the decompositions MindSpore has no bprop for
(Eig, Geqrf, Orgqr, Qr, LuSolve, LuUnpack) and the internal gradient ops are not differentiable."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor

NON_DIFFERENTIABLE_LIN: List[str] = ["IgammaGradA", "SvdGrad"]


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


def _p(name, **attrs):
    from msgraph.ops import linalg_ext, special_ext, tensor_ext
    from msgraph.ops.registry import prim

    return prim(getattr(linalg_ext, name, None) or getattr(special_ext, name, None) or getattr(tensor_ext, name),
                **attrs)


def _f64(r, *shape, lo=-1.0, hi=1.0):
    return Tensor(r.uniform(lo, hi, shape).astype(np.float64))


def _svd_grad_case(r):
    x = r.uniform(-1.0, 1.0, (2, 3, 2))
    s, u, v = np.linalg.svd(x, full_matrices=False)[1], np.linalg.svd(x)[0][..., :2], \
        np.swapaxes(np.linalg.svd(x)[2], -1, -2)
    t = lambda a: Tensor(np.ascontiguousarray(a))  # noqa: E731
    return _case(_p("SVD_GRAD"), [t(x), t(s), t(u), t(v), t(np.ones_like(s)), t(np.zeros_like(u)),
                                  t(np.zeros_like(v))], diff=())


CASES_LIN = {
    "Svd": [lambda r: _case(_p("SVD"), [_f64(r, 3, 2)], tol=1e-4),
            lambda r: _case(_p("SVD"), [_f64(r, 2, 2, 3)], tol=1e-4),
            lambda r: _case(_p("SVD", compute_uv=False), [_f64(r, 2, 3, 3)], tol=1e-4)],
    "SvdGrad": [_svd_grad_case],
    "Igamma": [lambda r: _case(_p("IGAMMA"), [_f64(r, 4, lo=1.0, hi=4.0), _f64(r, 4, lo=0.5, hi=3.0)], tol=1e-4)],
    "Igammac": [lambda r: _case(_p("IGAMMAC"), [_f64(r, 2, 3, lo=1.0, hi=4.0), _f64(r, 3, lo=0.5, hi=3.0)],
                                tol=1e-4)],
    "IgammaGradA": [lambda r: _case(_p("IGAMMA_GRAD_A"), [_f64(r, 3, lo=1.0, hi=4.0), _f64(r, 3, lo=0.5, hi=3.0)],
                                    diff=())],
    "Zeta": [lambda r: _case(_p("ZETA"), [_f64(r, 3, lo=2.0, hi=4.0), _f64(r, 3, lo=1.0, hi=2.0)], diff=[1],
                             tol=1e-4)],
    "Eig": [lambda r: _case(_p("EIG", compute_v=True), [_f64(r, 2, 3, 3)], diff=())],
    "Geqrf": [lambda r: _case(_p("GEQRF"), [_f64(r, 4, 3)], diff=())],
    "Orgqr": [lambda r: _case(_p("ORGQR"), [_f64(r, 4, 3), _f64(r, 2, lo=1.0, hi=2.0)], diff=())],
    "Qr": [lambda r: _case(_p("QR", full_matrices=True), [_f64(r, 2, 4, 3)], diff=())],
    "LuSolve": [lambda r: _case(_p("LU_SOLVE"), [_f64(r, 3, 2), Tensor(np.triu(r.uniform(1.0, 2.0, (3, 3)))),
                                                 Tensor(np.array([2, 3, 3], np.int32))], diff=())],
    "LuUnpack": [lambda r: _case(_p("LU_UNPACK"), [_f64(r, 2, 3, 3), Tensor(np.array([[2, 3, 3], [3, 3, 3]], np.int32))],
                                 diff=(0,)),   # LuUnpackGrad (h-grad26)
                 lambda r: _case(_p("LU_UNPACK"), [_f64(r, 4, 3), Tensor(np.array([2, 3, 3], np.int32))], diff=(0,)),
                 lambda r: _case(_p("LU_UNPACK"), [_f64(r, 3, 4), Tensor(np.array([2, 3, 3], np.int32))], diff=(0,))],
    "MatrixTriangularSolve": [
        lambda r: _case(_p("MATRIX_TRIANGULAR_SOLVE"), [Tensor(r.uniform(-0.5, 0.5, (3, 3)) + 2 * np.eye(3)),
                                                        _f64(r, 3, 2)], tol=1e-4),
        lambda r: _case(_p("MATRIX_TRIANGULAR_SOLVE", lower=False, adjoint=True),
                        [Tensor(r.uniform(-0.5, 0.5, (2, 3, 3)) + 2 * np.eye(3)), _f64(r, 2, 3, 1)], tol=1e-4)],
    "Polygamma": [lambda r: _case(_p("POLYGAMMA"), [Tensor(np.array(1, np.int64)), _f64(r, 4, lo=0.5, hi=3.0)],
                                  tol=1e-4)],
    "MatrixSetDiagV3": [lambda r: _case(_p("MATRIX_SET_DIAG_V3"), [_f64(r, 2, 3, 4), _f64(r, 2, 2, 3),
                                                                   Tensor(np.array([-1, 0], np.int32))], diff=(0, 1)),
                        lambda r: _case(_p("MATRIX_SET_DIAG_V3", align="LEFT_RIGHT"),
                                        [_f64(r, 4, 3), _f64(r, 3, 3), Tensor(np.array([-1, 1], np.int32))],
                                        diff=(0, 1))],
    # x1 only: MindSpore's gradient for the factor x2 is -(G Y^T + Y G^T) x2 with all of x2, not the derivative of
    # the op (which reads one triangle of x2) -- recorded in tests/conformance/programs/st_grad9/cholesky_solve_grad
    "CholeskySolve": [lambda r: _case(_p("CHOLESKY_SOLVE"), [_f64(r, 3, 2), Tensor(np.tril(r.uniform(0.5, 1.0, (3, 3)))
                                                                                + np.eye(3))], diff=(0,), tol=1e-4),
                      lambda r: _case(_p("CHOLESKY_SOLVE", upper=True),
                                      [_f64(r, 2, 3, 1), Tensor(np.triu(r.uniform(0.5, 1.0, (2, 3, 3))) + np.eye(3))],
                                      diff=(0,), tol=1e-4)],
}
