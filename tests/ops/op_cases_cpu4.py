"""Sample cases for the ops h-cpu4 added (session 7): Bessel functions (msgraph/ops/bessel.py, gradients checked
by finite differences away from their poles), LogUniformCandidateSampler, the AdamWeightDecay rule, SparseAdd /
SparseReorder / SparseReshape and ConcatOffset / ConcatOffsetV1 (non-differentiable)."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor
from msgraph.ops import operations as P
from msgraph.ops.registry import OPS

NONDIFF = ()
_BESSEL = ("BesselJ0", "BesselJ1", "BesselY0", "BesselY1", "BesselI0", "BesselI0e", "BesselI1", "BesselI1e",
           "BesselK0", "BesselK0e", "BesselK1", "BesselK1e")

NON_DIFFERENTIABLE_CPU4: List[str] = ["LogUniformCandidateSampler", "AdamWeightDecayRule",
                                      "SparseReorder", "SparseReshape", "ConcatOffset", "ConcatOffsetV1"]


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


def _pos(r, *shape):
    """Values in [0.5, 3]: away from the poles at 0 of y0/y1/k0/k1 and the kink of i0e/i1e."""
    return Tensor(r.uniform(0.5, 3.0, shape))


def _i64(*rows):
    return Tensor(np.array(rows, np.int64))


CASES_CPU4 = {name: [lambda r, n=name: _case(getattr(P, n)(), [_pos(r, 2, 3)], tol=1e-4),
                     lambda r, n=name: _case(getattr(P, n)(), [Tensor(r.uniform(0.5, 2.0, (3,)).astype(np.float32))],
                                             diff=NONDIFF)]
              for name in _BESSEL}
CASES_CPU4.update({
    "LogUniformCandidateSampler": [
        lambda r: _case(P.LogUniformCandidateSampler(2, 3, False, 6, 1), [_i64([1, 4], [0, 2])], diff=NONDIFF,
                        seeded=True),
    ],
    "AdamWeightDecayRule": [
        lambda r: _case(OPS["AdamWeightDecayRule"].prim_class(),
                        [Tensor(r.uniform(-1, 1, (2, 3)).astype(np.float32)), Tensor(np.full((2, 3), 0.1, np.float32)),
                         Tensor(np.full((2, 3), 0.2, np.float32)), 0.01, 0.9, 0.999, 1e-6, 0.05,
                         Tensor(r.uniform(-1, 1, (2, 3)).astype(np.float32))], diff=NONDIFF),
    ],
    "SparseAdd": [
        lambda r: _case(P.SparseAdd(), [_i64([0, 1], [1, 2]), Tensor(np.array([1.0, 2.0], np.float32)), _i64(3, 4),
                                        _i64([0, 0], [1, 2]), Tensor(np.array([3.0, -2.0], np.float32)), _i64(3, 4),
                                        Tensor(np.float32(0.5))], diff=NONDIFF),
        # the values' gradients (h-grad9); the index-matched sum 2.0 - 1.5 stays above thresh
        lambda r: _case(P.SparseAdd(), [_i64([0, 1], [1, 2]), Tensor(np.array([1.0, 2.0])), _i64(3, 4),
                                        _i64([0, 0], [1, 2], [2, 3]), Tensor(np.array([3.0, -1.5, 4.0])), _i64(3, 4),
                                        Tensor(np.float64(0.1))], diff=(1, 4)),
    ],
    "SparseAddGrad": [
        lambda r: _case(OPS["SparseAddGrad"].prim_class(), [Tensor(np.array([1.0, 2.0, 3.0])), _i64([0, 1], [1, 2]),
                                                            _i64([0, 0], [1, 2]), _i64([0, 0], [0, 1], [1, 2])],
                        diff=NONDIFF),
    ],
    "SparseReorder": [
        lambda r: _case(P.SparseReorder(), [_i64([2, 1], [0, 1]), Tensor(np.array([1.0, 2.0], np.float32)),
                                            _i64(3, 3)], diff=NONDIFF),
    ],
    "SparseReshape": [
        lambda r: _case(P.SparseReshape(), [_i64([0, 0, 0], [1, 2, 3]), _i64(2, 3, 6), _i64(9, -1)], diff=NONDIFF),
    ],
    "ConcatOffset": [
        lambda r: _case(P.ConcatOffset(2, 1), [Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2, 5), np.float32))],
                        diff=NONDIFF),
    ],
    "ConcatOffsetV1": [
        lambda r: _case(OPS["ConcatOffsetV1"].prim_class(), [Tensor(np.int32(0)), Tensor(np.array([2, 3], np.int32)),
                                                             Tensor(np.array([4, 3], np.int32))], diff=NONDIFF),
    ],
})
