"""Sample cases for the ops h-nn4 added (session 12): the internal LinearResizeMatrix (resize weights built when
the graph runs; non-differentiable)."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor
from msgraph.ops.registry import prim
from msgraph.ops.resize_ops import LINEAR_RESIZE_MATRIX

NON_DIFFERENTIABLE_NN4: List[str] = ["LinearResizeMatrix"]


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


CASES_NN4 = {
    "LinearResizeMatrix": [
        lambda r: _case(prim(LINEAR_RESIZE_MATRIX, rows=None, cols=5, dtype="float32"),
                        [Tensor(np.array([3, 5], np.int64))], diff=()),
        lambda r: _case(prim(LINEAR_RESIZE_MATRIX, rows=None, cols=None, align_corners=True, dtype="float64"),
                        [Tensor(np.array([4, 2], np.int64))], diff=()),
    ],
}
