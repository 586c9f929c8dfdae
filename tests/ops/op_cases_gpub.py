"""Sample cases for the ops h-gpub added (session 9): the SparseSegment family, MaxPool3DWithArgmax and its grad
primitive, ReluGrad, SigmoidGrad, RsqrtGrad.  The forward ops are gradient-checked in x (indices and ids are
int Tensors); SparseSegmentSqrtN is linear and computed in float32, so its finite differences take a large step."""
from __future__ import annotations

import numpy as np

from msgraph import Tensor
from msgraph.ops import operations as P


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


def _u(r, *shape, lo=-1.0, hi=1.0):
    return Tensor(r.uniform(lo, hi, shape))


def _i(*v, dt=np.int32):
    return Tensor(np.array(v if len(v) > 1 else v[0], dt))


NON_DIFFERENTIABLE_GPUB = ["MaxPool3DGradWithArgmax", "SparseSegmentMeanGrad", "SparseSegmentSqrtNGrad",
                           "SparseSegmentSumGrad"]

CASES_GPUB = {
    "SparseSegmentSum": [lambda r: _case(P.SparseSegmentSum(), [_u(r, 4, 2), _i(0, 2, 2, 3), _i(0, 0, 1, 2)],
                                         diff=(0,))],
    "SparseSegmentSqrtN": [lambda r: _case(P.SparseSegmentSqrtN(), [_u(r, 4, 2), _i(0, 2, 2, 3), _i(0, 0, 1, 1)],
                                           diff=(0,), eps=1e-2, tol=1e-3)],
    "SparseSegmentSumWithNumSegments": [lambda r: _case(P.SparseSegmentSumWithNumSegments(),
                                                        [_u(r, 4, 2), _i(0, 2, 3), _i(0, 2, 2), _i(4)], diff=(0,))],
    "SparseSegmentMeanWithNumSegments": [lambda r: _case(P.SparseSegmentMeanWithNumSegments(),
                                                         [_u(r, 4, 2), _i(0, 2, 3), _i(0, 2, 2), _i(4)], diff=(0,))],
    "SparseSegmentSqrtNWithNumSegments": [lambda r: _case(P.SparseSegmentSqrtNWithNumSegments(),
                                                          [_u(r, 4, 2), _i(0, 2, 3), _i(0, 2, 2), _i(4)], diff=(0,))],
    "SparseSegmentSumGrad": [lambda r: _case(P.SparseSegmentSumGrad(), [_u(r, 3, 2), _i(0, 1, 3), _i(0, 1, 1),
                                                                        _i(4)], diff=())],
    "SparseSegmentMeanGrad": [lambda r: _case(P.SparseSegmentMeanGrad(), [_u(r, 3, 2), _i(0, 1, 3), _i(0, 1, 1),
                                                                          _i(4)], diff=())],
    "SparseSegmentSqrtNGrad": [lambda r: _case(P.SparseSegmentSqrtNGrad(), [_u(r, 3, 2), _i(0, 1, 3), _i(0, 1, 1),
                                                                            _i(4)], diff=())],
    "MaxPool3DWithArgmax": [lambda r: _case(P.MaxPool3DWithArgmax(2, 2, 1), [_u(r, 1, 2, 3, 3, 2)], diff=(0,)),
                            lambda r: _case(P.MaxPool3DWithArgmax(2, 1, 0, 2, True), [_u(r, 1, 1, 4, 3, 3)],
                                            diff=(0,))],
    "MaxPool3DGradWithArgmax": [lambda r: _case(P.MaxPool3DGradWithArgmax(2, 2, 0), [
        _u(r, 1, 1, 2, 2, 2), _u(r, 1, 1, 1, 1, 1), _i(5, dt=np.int64).reshape(1, 1, 1, 1, 1)], diff=())],
    "ReluGrad": [lambda r: _case(P.ReluGrad(), [_u(r, 2, 3), _u(r, 2, 3, lo=0.1)], diff=(0,)),
                 lambda r: _case(P.ReluGrad(), [_i(1, -2, 3), _i(0, 4, 5)], diff=())],
    "SigmoidGrad": [lambda r: _case(P.SigmoidGrad(), [_u(r, 2, 3, lo=0.1, hi=0.9), _u(r, 2, 3)])],
    "RsqrtGrad": [lambda r: _case(P.RsqrtGrad(), [_u(r, 2, 3, lo=0.5, hi=2.0), _u(r, 2, 3)])],
}
