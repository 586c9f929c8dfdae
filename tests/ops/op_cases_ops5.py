"""Sample cases for the ops h-ops5 added (session 13): TraceV2Grad's kernel (dout on the diagonal of zeros of an int
shape Tensor; non-differentiable)."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor
from msgraph.ops.registry import prim
from msgraph.ops.trace_v2 import _GRAD as TRACE_V2_GRAD

NON_DIFFERENTIABLE_OPS5: List[str] = ["TraceV2GradOp"]


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


CASES_OPS5 = {
    "TraceV2GradOp": [
        lambda r: _case(prim(TRACE_V2_GRAD, offset=0, axis1=0, axis2=1),
                        [Tensor(r.standard_normal(2).astype(np.float32)), Tensor(np.array([5, 4, 2], np.int64))],
                        diff=()),
        lambda r: _case(prim(TRACE_V2_GRAD, offset=-1, axis1=2, axis2=0),
                        [Tensor(r.standard_normal((3,)).astype(np.float64)), Tensor(np.array([4, 3, 5], np.int64))],
                        diff=()),
    ],
}
