"""Sample cases for session 26's registry ops (api26, msgraph/ops/api26_ops.py): the selection of
NonMaxSuppressionWithOverlaps, the window of SparseSlice and TridiagonalMatMul.  None has a gradient (as the
MindSpore 2.10 primitives msgraph gives them for)."""
from __future__ import annotations

import numpy as np

from msgraph import Tensor
from msgraph.ops import api26_ops as A26
from msgraph.ops.registry import prim
from op_cases import Case


NON_DIFFERENTIABLE_API26 = ["NonMaxSuppressionWithOverlapsSelect", "SparseSliceWindow", "TridiagonalMatMul"]


def _i64(v):
    return Tensor(np.array(v, np.int64))


CASES_API26 = {
    "NonMaxSuppressionWithOverlapsSelect": [lambda r: Case(prim(A26.NMS_OVERLAPS), [
        Tensor(r.uniform(0.0, 1.0, (5, 5)).astype(np.float32)), Tensor(r.uniform(0.0, 1.0, 5).astype(np.float32)),
        Tensor(np.array(3, np.int32)), Tensor(np.array(0.5, np.float32)), Tensor(np.array(0.1, np.float32))],
        diff=[])],
    "SparseSliceWindow": [lambda r: Case(prim(A26.SPARSE_SLICE), [
        _i64([[0, 1], [1, 2], [1, 3], [2, 2]]), Tensor(r.standard_normal(4)), _i64([3, 4]), _i64([0, 1]),
        _i64([2, 3])], diff=[])],
    "TridiagonalMatMul": [lambda r: Case(A26.TridiagonalMatMul(), [
        Tensor(r.standard_normal((2, 1, 3))), Tensor(r.standard_normal((2, 1, 3))), Tensor(r.standard_normal((2, 1, 3))),
        Tensor(r.standard_normal((2, 3, 4)))], diff=[])],
}
