"""Sample cases for the registry ops of msgraph/ops/st_ascend.py (h-asc, session 12): EditDistanceSparse (no
gradient, as MindSpore's EditDistance)."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor
from msgraph.ops import st_ascend as A
from msgraph.ops.registry import prim

NON_DIFFERENTIABLE_ASC: List[str] = ["EditDistanceSparse"]


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


def _i(a, dt=np.int64):
    return Tensor(np.array(a, dt))


CASES_ASC = {
    "EditDistanceSparse": [lambda r: _case(prim(A._EDIT_DISTANCE, normalize=True),
                                           [_i([[0, 0], [0, 1], [1, 0]]), _i([5, 6, 7], np.float32), _i([2, 3]),
                                            _i([[0, 0], [0, 1], [0, 2]]), _i([5, 7, 6], np.float32), _i([3, 3])],
                                           diff=())],
}
