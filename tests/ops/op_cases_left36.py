"""Sample cases for left36's (session 36) private ops: TensorCopy (``Tensor.copy()`` / ``contiguous()``; its gradient
passes through, checked by finite differences) and GroupNormGradKernel (MindSpore's GroupNormGrad kernel; not
differentiable).  GroupNorm's forward value passes through GradPath with that kernel as its gradient: its cases are
in op_cases_left37.py."""
from __future__ import annotations

import numpy as np

from msgraph import Tensor
from msgraph.ops.registry import OPS
from op_cases import NONDIFF, Case, U

NON_DIFFERENTIABLE_LEFT36 = ["GroupNormGradKernel"]


def _p(name, *args, **kwargs):
    return OPS[name].prim_class(*args, **kwargs)


def _gn_kernel(r):
    x = U(r, 2, 4, 3)
    return Case(_p("GroupNormGradKernel", num_groups=2),
                [U(r, 2, 4, 3), x, U(r, 2, 2), U(r, 2, 2, lo=0.5, hi=2.0), U(r, 4)], diff=NONDIFF)


CASES_LEFT36 = {
    "TensorCopy": [lambda r: Case(_p("TensorCopy"), [U(r, 2, 3)]),
                   lambda r: Case(_p("TensorCopy"), [Tensor(np.arange(6, dtype=np.float64).reshape(2, 3))])],
    "GroupNormGradKernel": [_gn_kernel],
}
