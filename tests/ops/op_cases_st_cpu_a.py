"""Sample cases for the ops of msgraph/ops/st_cpu_a.py (h-opsa), merged into ``op_cases.CASES`` so the
registry-wide checks (finite-difference bprops, inference against eager, Graph-mode gradients) cover them."""
from __future__ import annotations

from typing import Dict, List

import numpy as np

from msgraph.ops import operations as P
from msgraph.ops import st_cpu_a as A
from msgraph.ops.registry import prim

from op_cases import NONDIFF, C, Case, T, U, _binary  # noqa: F401

# Registered ops of this family that carry no gradient (test_bprop pins the full list).
NON_DIFFERENTIABLE_ST_CPU_A: List[str] = []  # the inverse-trig grads: MindSpore's 2nd order (h-gpua); EluGrad /
# InvGrad: MindSpore's none, a raising bprop (adapt36gpu), so their cases are not gradient-checked

_A = np.array([[4.0, 1.0, -2.0], [1.0, 5.0, 0.5], [-1.0, 0.25, 3.0]])

CASES_ST_CPU_A: Dict[str, List[C]] = {
    "MatrixSolve": [lambda r: Case(P.MatrixSolve(), [T(_A), U(r, 3, 2)]),
                    lambda r: Case(P.MatrixSolve(True), [T(np.stack([_A, _A.T + np.eye(3)])), U(r, 2, 3, 1)])],
    # adapt41gpu: the identity with Mvlgamma's domain check (its gradient dout)
    "MvlgammaDomain": [lambda r: Case(prim(A.MVLGAMMA_DOMAIN, p=3), [U(r, 2, 3, lo=1.2, hi=4.0)])],
    "Lgamma": [lambda r: Case(P.Lgamma(), [U(r, 2, 3, lo=0.2, hi=4.0)]),
               lambda r: Case(P.Lgamma(), [T(np.array([1, 3, 0], np.int32))], diff=NONDIFF)],
    "Digamma": [lambda r: Case(P.Digamma(), [U(r, 2, 3, lo=0.2, hi=4.0)])],   # polygamma(1, x) (h-grad26)
    "MaxPoolWithArgmax": [lambda r: Case(P.MaxPoolWithArgmax(2, 2, "valid"), [U(r, 1, 2, 4, 4)]),
                          lambda r: Case(P.MaxPoolWithArgmax(3, 2, "same"), [U(r, 2, 1, 5, 6)])],
    # (MindSpore's kernel scales in float32 whatever the dtype: wider differences)
    "Dropout2D": [lambda r: Case(P.Dropout2D(0.6), [U(r, 2, 3, 2, 2)], seeded=True, eps=1e-3, tol=1e-3)],
    "Dropout3D": [lambda r: Case(P.Dropout3D(1.0), [U(r, 1, 2, 2, 1, 2)], seeded=True, eps=1e-3, tol=1e-3)],
    "InvGrad": [lambda r: Case(P.InvGrad(), [U(r, 2, 3), U(r, 3)], diff=NONDIFF),
                lambda r: Case(P.InvGrad(), [U(r, 1, 3), U(r, 2, 1)], diff=NONDIFF)],
    # (BiasAdd: a registry op since bias34; MatMul -> BiasAdd rank 2, NCHW rank 4, NHWC rank 3)
    "BiasAdd": [lambda r: Case(P.BiasAdd(), [U(r, 3, 4), U(r, 4)]),
                lambda r: Case(P.BiasAdd(), [U(r, 2, 3, 2, 2), U(r, 3)]),
                lambda r: Case(P.BiasAdd("NHWC"), [U(r, 2, 2, 3), U(r, 3)])],
    "BiasAddGrad": [lambda r: Case(P.BiasAddGrad(), [U(r, 2, 3, 2)]),
                    lambda r: Case(P.BiasAddGrad("NHWC"), [U(r, 2, 2, 3)])],
    "Inv": [lambda r: Case(P.Inv(), [U(r, 2, 3, lo=0.5, hi=2.0)]),
            lambda r: Case(P.Inv(), [T(np.array([1, -1, 0, 7], np.int32))], diff=NONDIFF)],
    "AtanGrad": [lambda r: Case(P.AtanGrad(), [U(r, 2, 3), U(r, 2, 3)])],
    "AsinGrad": [lambda r: Case(P.AsinGrad(), [U(r, 2, 3, lo=-0.9, hi=0.9), U(r, 2, 3)])],
    # (one shape: MindSpore 2.10's ACosGrad refuses two, adapt41gpu)
    "ACosGrad": [lambda r: Case(P.ACosGrad(), [U(r, 2, 3, lo=-0.9, hi=0.9), U(r, 2, 3)])],
    "AsinhGrad": [lambda r: Case(P.AsinhGrad(), [U(r, 2, 3), U(r, 2, 3)])],
    "AcoshGrad": [lambda r: Case(P.AcoshGrad(), [U(r, 2, 3, lo=0.5, hi=2.0), U(r, 2, 3)])],
    "EluGrad": [lambda r: Case(P.EluGrad(), [U(r, 2, 3), U(r, 2, 3)], diff=NONDIFF)],
}
