"""Sample cases for the ops h-opsb added (MindSpore's st CPU op tests n-z): msgraph/ops/st_cpu_b.py,
sparse_optim.py, random_extra.py, linalg_extra.py."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor
from msgraph.ops import operations as P
from msgraph.ops import prims_extra as PE
from msgraph.ops.registry import OPS, prim

NONDIFF = ()

NON_DIFFERENTIABLE_OPSB: List[str] = [
    "ApplyCenteredRMSPropRule", "ApplyRMSPropRule", "FusedSparseAdamRule", "FusedSparseFtrlRule",
    "FusedSparseLazyAdamRule", "FusedSparseProximalAdagradRule", "SparseApplyFtrlRule", "SparseApplyRMSPropRule",
    "RandomCategorical", "RandomGamma", "SearchSorted", "StandardLaplace", "UniformCandidateSampler",
    "NLLLossLabels", "MultiMarginLossTarget", "IdsInRange",
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


CASES_OPSB = {
    "MultiMarginLossTarget": [lambda r: _case(prim(OPS["MultiMarginLossTarget"], classes=3),   # (adapt36gpu)
                                              [Tensor(np.array([0, 2, 1], np.int64))], diff=NONDIFF)],
    "IdsInRange": [lambda r: _case(prim(OPS["IdsInRange"], high=3, message="{i} {v} {high}"),   # (adapt41opc)
                                   [Tensor(np.array([0, 2, 1], np.int32))], diff=NONDIFF)],
    "NLLLossLabels": [lambda r: _case(prim(PE._NLL_LABELS, classes=4, ignore_index=7),   # NLLLoss's label check (r2b)
                                      [Tensor(np.array([0, 3, 7, 1], np.int32))], diff=NONDIFF)],
    "FusedSparseAdamRule": [lambda r: _case(_rule("FusedSparseAdamRule"), [
        _u(r, 3, 2), _u(r, 3, 2), _u(r, 3, 2, lo=0.1), 0.9, 0.999, 0.01, 0.9, 0.999, 1e-8, _u(r, 2, 2), _idx(2, 0)],
        diff=NONDIFF)],
    "FusedSparseLazyAdamRule": [lambda r: _case(_rule("FusedSparseLazyAdamRule", use_nesterov=True), [
        _u(r, 3, 2), _u(r, 3, 2), _u(r, 3, 2, lo=0.1), 0.9, 0.999, 0.01, 0.9, 0.999, 1e-8, _u(r, 2, 2), _idx(1, 1)],
        diff=NONDIFF)],
    "FusedSparseFtrlRule": [lambda r: _case(_rule("FusedSparseFtrlRule", lr=0.1), [
        _u(r, 3, 2), _u(r, 3, 2, lo=0.1), _u(r, 3, 2), _u(r, 2, 2), _idx(0, 0)], diff=NONDIFF)],
    "SparseApplyFtrlRule": [lambda r: _case(_rule("SparseApplyFtrlRule", lr=0.1, l1=0.01, lr_power=-0.3), [
        _u(r, 3, 2), _u(r, 3, 2, lo=0.1), _u(r, 3, 2), _u(r, 2, 2), _idx(2, 0)], diff=NONDIFF)],
    "FusedSparseProximalAdagradRule": [lambda r: _case(_rule("FusedSparseProximalAdagradRule"), [
        _u(r, 3, 2), _u(r, 3, 2, lo=0.1), 0.1, 0.01, 0.02, _u(r, 2, 2), _idx(2, 1)], diff=NONDIFF)],
    "SparseApplyRMSPropRule": [lambda r: _case(_rule("SparseApplyRMSPropRule", rho=0.2, momentum=0.01), [
        _u(r, 2, 2), _u(r, 2, 2, lo=0.1), _u(r, 2, 2), 0.01, _u(r, 2, 2), _idx(1, 0)], diff=NONDIFF)],
    "ApplyRMSPropRule": [lambda r: _case(_rule("ApplyRMSPropRule"), [
        _u(r, 2, 3), _u(r, 2, 3, lo=0.1), _u(r, 2, 3), 0.01, _u(r, 2, 3), 0.9, 0.5, 1e-6], diff=NONDIFF)],
    "ApplyCenteredRMSPropRule": [lambda r: _case(_rule("ApplyCenteredRMSPropRule"), [
        _u(r, 2, 3), _u(r, 2, 3, lo=0.0, hi=0.1), _u(r, 2, 3, lo=0.5), _u(r, 2, 3), _u(r, 2, 3), 0.01, 0.9, 0.5, 1e-6],
        diff=NONDIFF)],
    "SearchSorted": [lambda r: _case(P.SearchSorted(),   # one dtype: MindSpore has no mixed-dtype kernel (r2b)
                                     [Tensor(np.sort(r.uniform(0, 1, (2, 5)), -1).astype(np.float32)), _u(r, 2, 3)],
                                     diff=NONDIFF)],
    "UniformCandidateSampler": [lambda r: _case(P.UniformCandidateSampler(1, 3, True, 5), [_idx(1, 2).reshape(2, 1)],
                                                diff=NONDIFF, seeded=True)],
    "RandomGamma": [lambda r: _case(P.RandomGamma(), [(2, 3), _u(r, 2, lo=0.5, hi=2.0)], diff=NONDIFF, seeded=True)],
    "StandardLaplace": [lambda r: _case(P.StandardLaplace(), [(2, 3)], diff=NONDIFF, seeded=True)],
    "RandomCategorical": [lambda r: _case(P.RandomCategorical(), [_u(r, 2, 4), 3, 0], diff=NONDIFF, seeded=True)],
    "Pinv": [lambda r: _case(OPS["Pinv"].prim_class(), [Tensor(r.uniform(-1, 1, (3, 2)))])],
    "SparseSegmentMean": [lambda r: _case(P.SparseSegmentMean(), [Tensor(r.uniform(-1, 1, (4, 2))),
                                                                   _idx(0, 2, 2, 3), _idx(0, 0, 1, 3)], diff=NONDIFF)],
    # (adapt41gpu: MindSpore 2.10's SparseSegmentMean has no bprop, a raising one here)
}
