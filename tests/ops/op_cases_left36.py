"""Sample cases for left36's (session 36) private ops: TensorCopy (``Tensor.copy()`` / ``contiguous()``; its gradient
passes through, checked by finite differences), GroupNormGradPath (GroupNorm's forward value passed through with
MindSpore's GroupNormGrad kernel as its gradient: the value does not depend on x, so finite differences see no
change, inference and value only) and GroupNormGradKernel (the kernel; not differentiable)."""
from __future__ import annotations

import numpy as np

from msgraph import Tensor
from msgraph.ops.registry import OPS
from op_cases import NONDIFF, Case, U

NON_DIFFERENTIABLE_LEFT36 = ["GroupNormGradKernel"]


def _p(name, *args, **kwargs):
    return OPS[name].prim_class(*args, **kwargs)


def _gn_path(r):
    x = U(r, 2, 4, 3)
    y, mean, rstd = U(r, 2, 4, 3), U(r, 2, 2), U(r, 2, 2, lo=0.5, hi=2.0)
    return Case(_p("GroupNormGradPath", num_groups=2), [x, U(r, 4), U(r, 4), y, mean, rstd], diff=NONDIFF)


def _gn_kernel(r):
    x = U(r, 2, 4, 3)
    return Case(_p("GroupNormGradKernel", num_groups=2),
                [U(r, 2, 4, 3), x, U(r, 2, 2), U(r, 2, 2, lo=0.5, hi=2.0), U(r, 4)], diff=NONDIFF)


CASES_LEFT36 = {
    "TensorCopy": [lambda r: Case(_p("TensorCopy"), [U(r, 2, 3)]),
                   lambda r: Case(_p("TensorCopy"), [Tensor(np.arange(6, dtype=np.float64).reshape(2, 3))])],
    "GroupNormGradPath": [_gn_path],
    "GroupNormGradKernel": [_gn_kernel],
}
