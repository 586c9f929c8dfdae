"""Sample cases for the ops h-cpu3 added (msgraph/ops/st_cpu3.py): FractionalMaxPool / FractionalAvgPool
(deterministic shapes: the output length divides the input length, so finite differences see one
pooling sequence) and their gradient primitives."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor
from msgraph.ops import operations as P
from msgraph.ops.registry import OPS

NONDIFF = ()

NON_DIFFERENTIABLE_CPU3: List[str] = ["FractionalAvgPoolGrad", "FractionalAvgPoolGradStatic", "FractionalMaxPoolGrad"]


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


def _u(r, *shape):
    return Tensor(r.uniform(-1.0, 1.0, shape))


def _seq(*v):
    return Tensor(np.array(v, np.int64))


CASES_CPU3 = {
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
