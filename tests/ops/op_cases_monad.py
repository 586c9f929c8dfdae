"""Sample cases for the ops h-monad added: the update rules of msgraph/ops/apply_optim.py and
InplaceIndexAdd's (msgraph/ops/inplace_ops.py).  None is differentiable."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor
from msgraph.ops.registry import OPS

NONDIFF = ()

NON_DIFFERENTIABLE_MONAD: List[str] = [
    "AdamRule", "ApplyAdaMaxRule", "ApplyAdadeltaRule", "ApplyAdagradRule", "ApplyAdagradV2Rule", "ApplyAddSignRule",
    "ApplyFtrlRule", "ApplyGradientDescentRule", "ApplyMomentumRule", "ApplyPowerSignRule", "ApplyProximalAdagradRule",
    "ApplyProximalGradientDescentRule", "InplaceIndexAddRule", "SGDRule", "SparseApplyAdagradRule",
    "SparseApplyAdagradV2Rule", "FusedCastAdamWeightDecayRule",
]


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


def _u(r, *shape, lo=-1.0, hi=1.0):
    return Tensor(r.uniform(lo, hi, shape).astype(np.float32))


def _rule(name, **attrs):
    return OPS[name].prim_class(**attrs)


def _idx(*v):
    return Tensor(np.array(v, np.int32))


def _c(name, args, **attrs):
    return [lambda r: _case(_rule(name, **attrs), args(r), diff=NONDIFF)]


CASES_MONAD = {
    "AdamRule": _c("AdamRule", lambda r: [_u(r, 2, 3), _u(r, 2, 3), _u(r, 2, 3, lo=0.1), 0.9, 0.999, 0.01, 0.9, 0.999,
                                          1e-8, _u(r, 2, 3)], use_nesterov=True),
    "ApplyAdaMaxRule": _c("ApplyAdaMaxRule", lambda r: [_u(r, 2, 3), _u(r, 2, 3), _u(r, 2, 3, lo=0.1), 0.9, 0.01,
                                                        0.9, 0.99, 1e-8, _u(r, 2, 3)]),
    "ApplyAdadeltaRule": _c("ApplyAdadeltaRule", lambda r: [_u(r, 2, 3), _u(r, 2, 3, lo=0.1), _u(r, 2, 3, lo=0.1),
                                                            0.5, 0.9, 1e-6, _u(r, 2, 3)]),
    "ApplyAdagradRule": _c("ApplyAdagradRule", lambda r: [_u(r, 2, 3), _u(r, 2, 3, lo=0.1), 0.1, _u(r, 2, 3)]),
    "ApplyAdagradV2Rule": _c("ApplyAdagradV2Rule", lambda r: [_u(r, 2, 3), _u(r, 2, 3, lo=0.1), 0.1, _u(r, 2, 3)],
                             epsilon=1e-6),
    "ApplyAddSignRule": _c("ApplyAddSignRule", lambda r: [_u(r, 2, 3), _u(r, 2, 3), 0.01, 1.0, 0.99, 0.9,
                                                          _u(r, 2, 3)]),
    "ApplyPowerSignRule": _c("ApplyPowerSignRule", lambda r: [_u(r, 2, 3), _u(r, 2, 3), 0.01, 2.718, 0.99, 0.9,
                                                              _u(r, 2, 3)]),
    "ApplyFtrlRule": _c("ApplyFtrlRule", lambda r: [_u(r, 2, 3), _u(r, 2, 3, lo=0.1), _u(r, 2, 3), _u(r, 2, 3),
                                                    0.1, 0.01, 0.02, -0.5]),
    "ApplyGradientDescentRule": _c("ApplyGradientDescentRule", lambda r: [_u(r, 2, 3), 0.1, _u(r, 2, 3)]),
    "ApplyProximalGradientDescentRule": _c("ApplyProximalGradientDescentRule",
                                           lambda r: [_u(r, 2, 3), 0.1, 0.2, 0.3, _u(r, 2, 3)]),
    "ApplyProximalAdagradRule": _c("ApplyProximalAdagradRule",
                                   lambda r: [_u(r, 2, 3), _u(r, 2, 3, lo=0.1), 0.1, 0.2, 0.3, _u(r, 2, 3)]),
    "ApplyMomentumRule": _c("ApplyMomentumRule", lambda r: [_u(r, 2, 3), _u(r, 2, 3), 0.1, _u(r, 2, 3), 0.9]),
    "FusedCastAdamWeightDecayRule": _c("FusedCastAdamWeightDecayRule",
                                       lambda r: [_u(r, 2, 3), _u(r, 2, 3), _u(r, 2, 3, lo=0.1), 0.1, 0.9, 0.999,
                                                  1e-6, 0.01, _u(r, 2, 3), Tensor(np.float32(2.0))]),
    "SGDRule": _c("SGDRule", lambda r: [_u(r, 4), _u(r, 4), Tensor(np.array([1.0, 0.0, 1.0, 0.0], np.float32)),
                                        _u(r, 4), 0.1, 0.9], weight_decay=0.1),
    "SparseApplyAdagradRule": _c("SparseApplyAdagradRule",
                                 lambda r: [_u(r, 3, 2), _u(r, 3, 2, lo=0.1), _u(r, 2, 2), _idx(2, 2)], lr=0.1),
    "SparseApplyAdagradV2Rule": _c("SparseApplyAdagradV2Rule",
                                   lambda r: [_u(r, 3, 2), _u(r, 3, 2, lo=0.1), _u(r, 2, 2), _idx(2, 0)], lr=0.1,
                                   epsilon=1e-3),
    "InplaceIndexAddRule": _c("InplaceIndexAddRule", lambda r: [_u(r, 3, 2), _idx(0, 2, 0), _u(r, 3, 2)]),
}
