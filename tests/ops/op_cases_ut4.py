"""Sample cases for the ops h-ut4 added (session 14): DenseToDenseSetOperation / DenseToSparseSetOperation
(non-differentiable; output length depends on the values)."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor
from msgraph.ops import operations as P

NON_DIFFERENTIABLE_UT4: List[str] = ["DenseToDenseSetOperation", "DenseToSparseSetOperation"]


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


_A = Tensor(np.array([[1, 2, 4], [3, 4, 5]], np.int32))
_B = Tensor(np.array([[3, 2, 5], [1, 4, 7]], np.int32))

CASES_UT4 = {
    "DenseToDenseSetOperation": [
        lambda r, op=op: _case(P.DenseToDenseSetOperation(set_operation=op), [_A, _B], diff=())
        for op in ("a-b", "intersection", "union")
    ],
    "DenseToSparseSetOperation": [
        lambda r: _case(P.DenseToSparseSetOperation(set_operation="b-a"),
                        [_A, Tensor(np.array([[0, 1], [1, 0]], np.int64)), Tensor(np.array([1, 6], np.int32)),
                         Tensor(np.array([2, 3], np.int64))], diff=()),
    ],
}
