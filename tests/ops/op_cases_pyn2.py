"""Sample cases for msgraph/ops/matrix_diag.py (h-pyn2, session 8): MatrixDiagV3 and MatrixDiagPartV3 are
gradient-checked in their diagonal/matrix input (k, sizes and padding are Tensors of no gradient)."""
from __future__ import annotations

import numpy as np

from msgraph import Tensor


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


def _p(name, **attrs):
    import importlib

    from msgraph.ops.registry import prim

    return prim(getattr(importlib.import_module("msgraph.ops.matrix_diag"), name), **attrs)


def _i32(*v):
    return Tensor(np.array(v if len(v) > 1 else v[0], np.int32))


NON_DIFFERENTIABLE_PYN2 = ["CdistGrad"]   # MindSpore's gradient kernel of Cdist (no bprop of its own)


def _cdist_grad_p():
    import importlib

    from msgraph.ops.registry import prim

    return prim(importlib.import_module("msgraph.ops.cdist_grad").CDIST_GRAD, p=3.0)


CASES_PYN2 = {
    "CdistGrad": [lambda r: _case(_cdist_grad_p(), [Tensor(r.uniform(-1, 1, (2, 3, 2)).astype(np.float32)),
                                                    Tensor(r.uniform(-1, 1, (2, 3, 4)).astype(np.float32)),
                                                    Tensor(r.uniform(-1, 1, (2, 2, 4)).astype(np.float32)),
                                                    Tensor(r.uniform(1, 2, (2, 3, 2)).astype(np.float32))], diff=())],
    "MatrixDiagPartV3": [
        lambda r: _case(_p("MATRIX_DIAG_PART_V3"), [Tensor(r.uniform(-1, 1, (2, 3, 4))), _i32(-1, 2),
                                                    Tensor(np.float64(0.0))], diff=[0]),
        lambda r: _case(_p("MATRIX_DIAG_PART_V3", align="LEFT_RIGHT"), [Tensor(r.uniform(-1, 1, (3, 4))), _i32(1),
                                                                        Tensor(np.float64(9.0))], diff=[0])],
    "MatrixDiagV3": [
        lambda r: _case(_p("MATRIX_DIAG_V3"), [Tensor(r.uniform(-1, 1, (2, 2, 3))), _i32(-1, 0), _i32(-1), _i32(-1),
                                               Tensor(np.float64(0.0))], diff=[0]),
        lambda r: _case(_p("MATRIX_DIAG_V3", align="LEFT_LEFT"), [Tensor(r.uniform(-1, 1, (3,))), _i32(1), _i32(4),
                                                                  _i32(-1), Tensor(np.float64(5.0))], diff=[0])],
}
