"""Sample cases for session 22's registry ops (h-api, msgraph/ops/api22_ops.py): SegmentSum / SegmentMax /
SegmentMin / SegmentProd (sorted segment ids; ``max(id) + 1`` rows, a gap row included).  SegmentProd has no
gradient in MindSpore 2.10 (its bprop raises), so its case is not gradient-checked."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor
from msgraph.ops import api22_ops as A22
from msgraph.ops.registry import prim
from op_cases import Case

# session 41 (adapt41gpu): BartlettWindow / HammingWindow's value-dependent op (no gradient: an integer length)
NON_DIFFERENTIABLE_API22: List[str] = ["WindowFromLength"]


def _x(r, *shape):
    return Tensor(r.uniform(-1.0, 1.0, shape).astype(np.float64))


def _ids(*v):
    return Tensor(np.array(v, np.int32))


CASES_API22 = {
    "WindowFromLength": [
        lambda r: Case(prim(A22.WINDOW_FROM_LENGTH, kind="hamming", periodic=True, alpha=0.54, beta=0.46,
                            dtype="float32"), [Tensor(np.array([5], np.int32))], diff=[]),
        lambda r: Case(prim(A22.WINDOW_FROM_LENGTH, kind="bartlett", periodic=False, alpha=0.54, beta=0.46,
                            dtype="float64"), [Tensor(np.array(4, np.int64))], diff=[])],
    "SegmentSum": [lambda r: Case(A22.SegmentSum(), [_x(r, 4, 3), _ids(0, 0, 2, 2)]),
                   lambda r: Case(A22.SegmentSum(), [Tensor(np.array([1, 2, 3], np.int32)), _ids(0, 2, 2)], diff=[])],
    "SegmentMax": [lambda r: Case(A22.SegmentMax(), [_x(r, 4, 3), _ids(0, 0, 2, 2)])],
    "SegmentMin": [lambda r: Case(A22.SegmentMin(), [_x(r, 5), _ids(1, 1, 1, 3, 3)])],
    "SegmentProd": [lambda r: Case(A22.SegmentProd(), [_x(r, 4, 2), _ids(0, 1, 1, 3)], diff=[])],
    # session 36 (adapt36gpu): the mean (integer means truncated toward 0), a gap row; gradient dout[ids] / count
    "SegmentMean": [lambda r: Case(A22.SegmentMean(), [_x(r, 5, 2), _ids(0, 0, 1, 3, 3)]),
                    lambda r: Case(A22.SegmentMean(), [Tensor(np.array([-3, 0, 7], np.int32)), _ids(0, 0, 2)],
                                   diff=[])],
}
