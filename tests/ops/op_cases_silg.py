"""Sample cases for h-silG's (session 18) ops: BCEWithLogitsLossKernel (the BCEWithLogitsLoss primitive with MindSpore
2.10's bprop, msgraph/ops/nn_extra.py; with and without the weights, each reduction) and the rule ops of
SparseApplyMomentum / SparseApplyProximalGradientDescent / SparseApplyCenteredRMSProp / SparseApplyAdagradDA
(msgraph/ops/sparse_optim.py)."""
from __future__ import annotations

import numpy as np

from msgraph import Tensor
from msgraph.ops.registry import OPS
from op_cases import NONDIFF, Case, U

NON_DIFFERENTIABLE_SILG = ["SparseApplyAdagradDARule", "SparseApplyCenteredRMSPropRule", "SparseApplyMomentumRule",
                           "SparseApplyProximalGradientDescentRule"]


def _bce(r, reduction, weights=True):
    x, y = U(r, 2, 3, lo=-2.0, hi=2.0), U(r, 2, 3, lo=0.0, hi=1.0)
    w = Tensor(np.array([2.0, 0.5, 1.0])) if weights else None
    pw = Tensor(np.array([3.0, 1.5, 0.5])) if weights else None
    return Case(OPS["BCEWithLogitsLossKernel"].prim_class(reduction), [x, y, w, pw], diff=[0, 1])


CASES_SILG = {
    "BCEWithLogitsLossKernel": [lambda r: _bce(r, "mean"), lambda r: _bce(r, "sum"), lambda r: _bce(r, "none"),
                                lambda r: _bce(r, "mean", weights=False)],
    "SparseApplyMomentumRule": [lambda r: Case(OPS["SparseApplyMomentumRule"].prim_class(), [
        U(r, 3, 2), U(r, 3, 2), 0.01, U(r, 3, 2), Tensor(np.array([0, 2, 0], np.int32)), 0.9], diff=NONDIFF)],
    "SparseApplyProximalGradientDescentRule": [lambda r: Case(OPS["SparseApplyProximalGradientDescentRule"].prim_class(), [
        U(r, 3, 2), 0.5, 0.1, 0.2, U(r, 2, 2), Tensor(np.array([1, 1], np.int32))], diff=NONDIFF)],
    "SparseApplyCenteredRMSPropRule": [lambda r: Case(OPS["SparseApplyCenteredRMSPropRule"].prim_class(), [
        U(r, 3, 2), U(r, 3, 2, lo=0.0, hi=0.1), U(r, 3, 2, lo=1.0, hi=2.0), U(r, 3, 2), 0.01, 0.9, 0.5, 1e-3,
        U(r, 2, 2), Tensor(np.array([2, 0], np.int32))], diff=NONDIFF)],
    "SparseApplyAdagradDARule": [lambda r: Case(OPS["SparseApplyAdagradDARule"].prim_class(), [
        U(r, 3, 2), U(r, 3, 2), U(r, 3, 2, lo=0.5, hi=1.0), U(r, 2, 2), Tensor(np.array([1, 1], np.int32)), 0.5, 0.3,
        0.2, Tensor(np.array(2, np.int64))], diff=NONDIFF)],
}
