"""Sample cases for the ops of h-grad8 (session 16): MindSpore's SoftmaxCrossEntropyWithLogits and
SparseSoftmaxCrossEntropyWithLogits CPU kernels (msgraph/ops/nn_extra.py)."""
from __future__ import annotations

from typing import Any

import numpy as np

from msgraph import Tensor
from msgraph.ops.registry import OPS
from op_cases import Case, U


class _LossOnly:
    """The kernel's first output only: MindSpore's bprop ignores the gradient of the second (backprop) output."""

    def __init__(self, p: Any) -> None:
        self.p = p
        self.op = p.op

    def __call__(self, *args: Any) -> Any:
        return self.p(*args)[0]

    def _infer(self, *args: Any) -> Any:
        return self.p._infer(*args)[0]


def _soft_labels(r: Any, n: int, c: int) -> Tensor:
    v = r.uniform(0.1, 1.0, (n, c))
    return Tensor(v / v.sum(-1, keepdims=True))


def _ids(r: Any, n: int, c: int) -> Tensor:
    return Tensor(r.integers(0, c, n).astype(np.int32))


CASES_GRAD8 = {
    "SoftmaxXentKernel": [
        lambda r: Case(_LossOnly(OPS["SoftmaxXentKernel"].prim_class()), [U(r, 3, 5), _soft_labels(r, 3, 5)], diff=[0]),
        lambda r: Case(OPS["SoftmaxXentKernel"].prim_class(), [U(r, 2, 4), _soft_labels(r, 2, 4)], diff=[]),
    ],
    "SparseXentKernel": [
        lambda r: Case(OPS["SparseXentKernel"].prim_class(), [U(r, 4, 6), _ids(r, 4, 6)], diff=[0]),
        lambda r: Case(OPS["SparseXentKernel"].prim_class(True), [U(r, 3, 5), _ids(r, 3, 5)], diff=[]),
    ],
}
