"""Sample cases for vd49gb's (session 49) private ops: PdistKernel (MindSpore's CPU Pdist kernel, double sums),
PdistGradKernel (its PdistGrad kernel: float32 inside, float64 widened) (its pass-through gradient is debt49's GradPath,
rule "PdistGrad": a case in op_cases_left37.py)."""
from __future__ import annotations

from msgraph.ops.registry import OPS
from op_cases import NONDIFF, Case, U


def _p(name, **kwargs):
    return OPS[name].prim_class(**kwargs)


def _kernel(r):
    return Case(_p("PdistKernel", p=2.0), [U(r, 4, 3)], diff=NONDIFF)


def _grad_kernel(r):
    return Case(_p("PdistGradKernel", p=1.5), [U(r, 6), U(r, 4, 3), U(r, 6, lo=0.5, hi=2.0)], diff=NONDIFF)


CASES_VD49GB = {"PdistKernel": [_kernel], "PdistGradKernel": [_grad_kernel]}
