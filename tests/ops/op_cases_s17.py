"""Sample cases for session 17's compiler-internal ops with eager inputs: SequenceIndexAtRun (h-comp9, run-time
``seq.index(x)``: the elements stacked on axis 0, a Python int result; msgraph/ops/sequence_st.py)."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor
from msgraph.ops.registry import OPS
from op_cases import Case

NON_DIFFERENTIABLE_S17: List[str] = ["SequenceIndexAtRun"]

CASES_S17 = {
    "SequenceIndexAtRun": [
        lambda r: Case(OPS["SequenceIndexAtRun"].prim_class(),
                       [Tensor(np.array([3.0, 5.0, 5.0], np.float32)), Tensor(np.float32(5.0))], diff=[]),
        lambda r: Case(OPS["SequenceIndexAtRun"].prim_class("tuple"),
                       [Tensor(np.array([[1.0, 2.0], [0.0, 0.0], [0.0, 0.0]])), Tensor(np.zeros(2))], diff=[]),
        lambda r: Case(OPS["SequenceIndexAtRun"].prim_class("list", "count"),   # (adapt45uta: seq.count(x))
                       [Tensor(np.array([[1], [2], [2]], np.int64)), Tensor(np.array([2], np.int64))], diff=[]),
    ],
}
