"""Sample cases for the ops h-sweep6 added (session 14): UniqueConsecutive (flattened and along a dim;
its gradient MindSpore's "bprop not defined" error, dynamic length)."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor
from msgraph.ops.registry import prim
from msgraph.ops.zoo_sweep6 import UNIQUE_CONSECUTIVE

NON_DIFFERENTIABLE_SWEEP6: List[str] = []   # (UniqueConsecutive: a raising bprop, MindSpore 2.10 defines none)


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


CASES_SWEEP6 = {
    "UniqueConsecutive": [
        lambda r: _case(prim(UNIQUE_CONSECUTIVE, return_inverse=True, return_counts=True, dim=None),
                        [Tensor(np.array([1, 1, 2, 2, 3, 1], np.int32))], diff=()),
        lambda r: _case(prim(UNIQUE_CONSECUTIVE, return_inverse=True, return_counts=True, dim=0),
                        [Tensor(np.array([[1.0, 1.0], [1.0, 1.0], [2.0, 3.0]], np.float32))], diff=()),
    ],
}
