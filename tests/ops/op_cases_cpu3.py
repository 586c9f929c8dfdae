"""Sample cases for the ops h-cpu3 added (msgraph/ops/st_cpu3.py): FractionalMaxPool / FractionalAvgPool
(deterministic shapes: the output length divides the input length, so finite differences see one
pooling sequence) and their gradient primitives."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor
from msgraph.ops import functional as F
from msgraph.ops import operations as P
from msgraph.ops.registry import OPS

NONDIFF = ()

NON_DIFFERENTIABLE_CPU3: List[str] = ["AssertCheck", "CTCLossV2Grad", "CombinedNonMaxSuppression", "ListDiff", "RGBToHSV", "FusedAdaFactorRule", "MedianGrad", "FractionalAvgPoolGrad", "FractionalAvgPoolGradStatic",
                                       "FractionalMaxPoolGrad"]


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


def _u(r, *shape):
    return Tensor(r.uniform(-1.0, 1.0, shape))


def _seq(*v):
    return Tensor(np.array(v, np.int64))


class _CtcLossOfLogits:
    """CTCLossV2's loss of log_softmax(x): MindSpore's (PyTorch's) CTC gradient, exp(log_probs) - posterior,
    is the true gradient through a log_softmax, so finite differences check it there."""

    def __init__(self, **attrs):
        self.p = P.CTCLossV2(**attrs)
        self.op = self.p.op

    def __call__(self, x, *rest):
        return self.p(F.log_softmax(x, -1), *rest)[0]

    def _infer(self, *avals):
        return self.p._infer(*avals)[0]


def _distinct(r, *shape):
    n = int(np.prod(shape))
    return Tensor((r.permutation(n).astype(np.float64) * 0.37 - 1.0).reshape(shape))


def _f32(r, *shape, lo=-1.0, hi=1.0):
    return Tensor(r.uniform(lo, hi, shape).astype(np.float32))


def _ada_args(r, shape, norm=False):
    states = [_f32(r, *shape), _f32(r, *shape), _f32(r, *shape[:-1], lo=0.1), _f32(r, *shape[:-2], shape[-1], lo=0.1),
              _f32(r, *shape, lo=0.1)]
    consts = [Tensor(np.array([1e-30, 1e-3], np.float32))] + [Tensor(np.float32(v)) for v in (1.0, 0.9, 0.8, 1e-2, 0.03)]
    return states + consts + [_f32(r, *shape)] + ([Tensor(np.float32(3.0))] if norm else [])


CASES_CPU3 = {
    "AssertCheck": [
        lambda r: _case(OPS["AssertCheck"].prim_class(summarize=2), [Tensor(np.array(True)), _u(r, 3),
                                                                   Tensor(np.array([1, 2], np.int32))], diff=NONDIFF),
    ],
    "CombinedNonMaxSuppression": [
        lambda r: _case(P.CombinedNonMaxSuppression(True, False),
                        [Tensor(r.uniform(0, 1, (2, 5, 1, 4)).astype(np.float32)),
                         Tensor(r.uniform(0, 1, (2, 5, 3)).astype(np.float32)), Tensor(np.int32(2)),
                         Tensor(np.int32(4)), Tensor(np.float32(0.5)), Tensor(np.float32(0.2))], diff=NONDIFF),
    ],
    "MatrixLogarithm": [
        lambda r: _case(P.MatrixLogarithm(), [Tensor(np.array([[1 + 2j, 2 + 1j], [4 + 1j, 5 + 2j]], np.complex64))],
                        diff=NONDIFF),
    ],
    "RGBToHSV": [
        lambda r: _case(P.RGBToHSV(), [Tensor(r.uniform(0, 1, (2, 3, 3)).astype(np.float32))], diff=NONDIFF),
    ],
    "ListDiff": [
        lambda r: _case(P.ListDiff(), [Tensor(np.array([1, 2, 3, 4, 5, 6], np.int32)),
                                       Tensor(np.array([1, 3, 5], np.int32))], diff=NONDIFF),
    ],
    "FusedAdaFactorRule": [
        lambda r: _case(OPS["FusedAdaFactorRule"].prim_class(), _ada_args(r, (2, 3, 2)), diff=NONDIFF),
        lambda r: _case(OPS["FusedAdaFactorRule"].prim_class(enable_scale_parameter=True, enable_first_moment=True,
                                                             enable_weight_decay=True), _ada_args(r, (4, 1), True),
                        diff=NONDIFF),
    ],
    "Median": [
        lambda r: _case(P.Median(axis=1), [_distinct(r, 3, 5)]),
        lambda r: _case(P.Median(axis=-1, keep_dims=True), [_distinct(r, 2, 2, 4)]),
        lambda r: _case(P.Median(global_median=True), [_distinct(r, 3, 3)]),
        lambda r: _case(P.Median(axis=0, ignore_nan=True), [Tensor(np.array([[1.0, np.nan], [np.nan, 2.0], [3, 1]]))],
                        diff=NONDIFF),
    ],
    "MedianGrad": [
        lambda r: _case(OPS["MedianGrad"].prim_class(axis=1), [_u(r, 2), _u(r, 2, 3), _u(r, 2),
                                                             Tensor(np.array([0, 2], np.int64))], diff=NONDIFF),
    ],
    "CTCLossV2": [
        lambda r: _case(_CtcLossOfLogits(blank=0), [_u(r, 5, 2, 4), Tensor(np.array([[1, 2, 2], [3, 1, 0]], np.int64)),
                                                     _seq(5, 4), _seq(3, 2)], diff=[0]),
        lambda r: _case(P.CTCLossV2(blank=3), [_u(r, 4, 2, 4), Tensor(np.array([[1, 2], [0, 0]], np.int32)),
                                               _seq(4, 3), _seq(2, 1)], diff=NONDIFF),
    ],
    "CTCLossV2Grad": [
        lambda r: _case(OPS["CTCLossV2Grad"].prim_class(), [_u(r, 2), _u(r, 4, 2, 3),
                                                            Tensor(np.array([[1, 2], [2, 0]], np.int64)), _seq(4, 3),
                                                            _seq(2, 1), _u(r, 2), _u(r, 2, 4, 5)], diff=NONDIFF),
    ],
    "FractionalMaxPool": [
        lambda r: _case(P.FractionalMaxPool(pooling_ratio=[1.0, 1.5, 1.5, 1.0]), [_u(r, 1, 4, 4, 2)]),
        lambda r: _case(P.FractionalMaxPool(pooling_ratio=[1.0, 2.0, 2.0, 1.0], overlapping=True), [_u(r, 2, 6, 6, 1)]),
    ],
    "FractionalAvgPool": [
        lambda r: _case(P.FractionalAvgPool(pooling_ratio=[1.0, 1.5, 1.5, 1.0]), [_u(r, 1, 4, 4, 2)]),
        lambda r: _case(P.FractionalAvgPool(pooling_ratio=[1.0, 2.0, 2.0, 1.0], overlapping=True), [_u(r, 2, 6, 6, 1)]),
    ],
    "FractionalMaxPoolGrad": [
        lambda r: _case(P.FractionalMaxPoolGrad(), [_u(r, 1, 4, 4, 1), _u(r, 1, 2, 2, 1), _u(r, 1, 2, 2, 1),
                                                    _seq(0, 2, 4), _seq(0, 2, 4)], diff=NONDIFF),
    ],
    "FractionalAvgPoolGrad": [
        lambda r: _case(P.FractionalAvgPoolGrad(overlapping=True),
                        [_seq(1, 4, 4, 1), _u(r, 1, 2, 2, 1), _seq(0, 2, 4), _seq(0, 2, 4)], diff=NONDIFF),
    ],
    "FractionalAvgPoolGradStatic": [
        lambda r: _case(OPS["FractionalAvgPoolGradStatic"].prim_class(shape=(1, 5, 4, 1)),
                        [_u(r, 1, 2, 2, 1), _seq(0, 3, 5), _seq(0, 2, 4)], diff=NONDIFF),
    ],
}
