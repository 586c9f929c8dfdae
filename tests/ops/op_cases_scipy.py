"""Sample cases for msgraph/ops/scipy_prims.py (h-scipy, session 8): Eigh is gradient-checked (both outputs,
lower and upper triangles; a well separated spectrum); LU and LinearSumAssignment have no gradient."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor

NON_DIFFERENTIABLE_SCIPY: List[str] = ["LU", "LinearSumAssignment"]


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


def _p(name, **attrs):
    from msgraph.ops import scipy_prims
    from msgraph.ops.registry import prim

    return prim(getattr(scipy_prims, name), **attrs)


def _sym(r, n):
    a = r.uniform(-0.3, 0.3, (n, n))
    return Tensor(a + a.T + np.diag(np.arange(1.0, n + 1.0) * 2.0))


CASES_SCIPY = {
    "Eigh": [lambda r: _case(_p("EIGH"), [_sym(r, 3)], tol=1e-4),
             lambda r: _case(_p("EIGH", lower=False), [_sym(r, 3)], tol=1e-4),
             lambda r: _case(_p("EIGH", compute_eigenvectors=False), [_sym(r, 4)], tol=1e-4)],
    "LU": [lambda r: _case(_p("SCIPY_LU"), [Tensor(r.uniform(-1.0, 1.0, (2, 3, 3)))], diff=())],
    "LinearSumAssignment": [lambda r: _case(_p("LSAP"), [Tensor(r.uniform(0.0, 1.0, (3, 4))),
                                                         Tensor(np.array(4, np.int64)), False], diff=())],
}
