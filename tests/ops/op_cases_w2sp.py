"""Sample cases for session 45's registry ops (adapt45w2sp, msgraph/ops/st_gpu_sparse45.py): DenseToCSRSparseMatrix,
SparseSliceGrad, SparseToDenseV2, Sspaddmm and NonDeterministicInts.  DenseToCSRSparseMatrix and SparseToDenseV2 have
MindSpore 2.10's gradients (checked numerically), Sspaddmm's is zeros (not checked), SparseSliceGrad's raises."""
from __future__ import annotations

import numpy as np

from msgraph import Tensor
from msgraph.ops import st_gpu_sparse45 as W
from op_cases import Case


NON_DIFFERENTIABLE_W2SP = ["NonDeterministicInts"]


def _i64(v):
    return Tensor(np.array(v, np.int64))


CASES_W2SP = {
    "DenseToCSRSparseMatrix": [lambda r: Case(W.DenseToCSRSparseMatrix(), [
        Tensor(r.standard_normal((2, 3, 4))), _i64([[0, 1, 2], [1, 0, 3], [1, 2, 0]])], diff=[0])],
    "SparseSliceGrad": [lambda r: Case(W.SparseSliceGrad(), [
        Tensor(r.standard_normal(2)), _i64([[0, 0], [1, 2], [2, 3]]), _i64([1, 1]), _i64([[0, 1], [1, 2]])], diff=[])],
    "SparseToDenseV2": [lambda r: Case(W.SparseToDenseV2(), [
        _i64([[0, 1], [1, 2]]), _i64([2, 3]), Tensor(r.standard_normal(2)), Tensor(np.array(0.5))], diff=[2, 3])],
    "Sspaddmm": [lambda r: Case(W.Sspaddmm(), [
        _i64([[0, 1], [0, 1]]), Tensor(r.standard_normal(2)), _i64([3, 2]), _i64([[0, 2], [1, 0]]),
        Tensor(r.standard_normal(2)), _i64([3, 3]), Tensor(r.standard_normal((3, 2))), Tensor(np.array(2.0)),
        Tensor(np.array(0.5))], diff=[])],
    "NonDeterministicInts": [lambda r: Case(W.NonDeterministicInts(), [_i64([2, 3])], diff=[], seeded=True)],
}
