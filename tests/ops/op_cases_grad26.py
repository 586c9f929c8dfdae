"""Sample cases for h-grad26's (session 26) kernel ops with MindSpore 2.10's own gradients (tools/grad_sweep.py):
XlogyKernel (ops.xlogy), LpNormKernel (P.LpNorm, ops.norm / ops.dist), PNormLastKernel (ops.cdist / ops.pdist),
L2NormalizeKernel (P.L2Normalize, L2NormalizeGrad's gradient), RintKernel (P.Rint: its bprop raises),
MatrixInverseUnchecked (the determinant's gradient) and the helpers BincountWeightsGrad / MaskedScatterUpdatesGrad.
Away from the points where the kernels' conventions differ from the calculus (a zero norm, a tied maximum), the
finite differences check them."""
from __future__ import annotations

import numpy as np

from msgraph import Tensor
from msgraph.ops.registry import OPS
from op_cases import NONDIFF, Case, U, away

NON_DIFFERENTIABLE_GRAD26 = ["BincountWeightsGrad", "MaskedScatterUpdatesGrad"]


def _p(name, *args, **kwargs):
    return OPS[name].prim_class(*args, **kwargs)


def _pnorm_low_case(r):
    """PNormLastLowKernel (r2nnf, ops.cdist of float64 / float16): the value from the float32 differences ``lo``, the
    gradient PNormLastKernel's to ``d`` (so finite differences in ``d`` see no change: inference and value only)."""
    d = U(r, 2, 3, 4, lo=0.2, hi=1.0)
    return Case(_p("PNormLastLowKernel", 2.0), [d, Tensor(d.asnumpy().astype(np.float32))], diff=NONDIFF)


CASES_GRAD26 = {
    "PNormLastLowKernel": [_pnorm_low_case],
    "XlogyKernel": [lambda r: Case(_p("XlogyKernel"), [U(r, 2, 3), U(r, 3, lo=0.5, hi=2.0)]),
                    lambda r: Case(_p("XlogyKernel"), [U(r, 3, 1), U(r, 1, 2, lo=0.5, hi=2.0)])],
    "LpNormKernel": [lambda r: Case(_p("LpNormKernel", (1,), 2, False, 1e-12), [away(r, 3, 4)]),
                     lambda r: Case(_p("LpNormKernel", (0, 2), 3, True, 1e-12), [away(r, 2, 3, 2)]),
                     lambda r: Case(_p("LpNormKernel", (-1,), 1, False, 1e-12), [away(r, 2, 3)]),
                     lambda r: Case(_p("LpNormKernel", (0,), 0, False, 1e-12), [away(r, 4)], diff=NONDIFF)],
    "PNormLastKernel": [lambda r: Case(_p("PNormLastKernel", 2.0), [U(r, 2, 3, 4, lo=0.2, hi=1.0)]),
                        lambda r: Case(_p("PNormLastKernel", 1.0), [U(r, 3, 4, lo=0.2, hi=1.0)]),
                        lambda r: Case(_p("PNormLastKernel", 3.0), [U(r, 3, 4, lo=0.2, hi=1.0)]),
                        lambda r: Case(_p("PNormLastKernel", float("inf")), [U(r, 3, 4, lo=0.2, hi=1.0)]),
                        lambda r: Case(_p("PNormLastKernel", 0.0), [U(r, 3, 4, lo=0.2, hi=1.0)], diff=NONDIFF)],
    "L2NormalizeKernel": [lambda r: Case(_p("L2NormalizeKernel", 1, 1e-4, True), [away(r, 2, 3)]),
                          lambda r: Case(_p("L2NormalizeKernel", (0, 1), 1e-4, False), [away(r, 2, 3)])],
    "RintKernel": [lambda r: Case(_p("RintKernel"), [U(r, 2, 3, lo=-3.0, hi=3.0)], diff=NONDIFF)],
    "MatrixInverseUnchecked": [lambda r: Case(_p("MatrixInverseUnchecked"),
                                              [Tensor(r.uniform(-0.3, 0.3, (3, 3)) + 2 * np.eye(3))])],
    "BincountWeightsGrad": [lambda r: Case(_p("BincountWeightsGrad"), [U(r, 4), Tensor(np.array([0, 3, 3, 1], np.int32)),
                                                                      U(r, 4)], diff=NONDIFF)],
    "MaskedScatterUpdatesGrad": [lambda r: Case(_p("MaskedScatterUpdatesGrad"), [
        U(r, 2, 3), Tensor(np.array([True, False, True])), U(r, 5)], diff=NONDIFF)],
}
