"""Sample cases for the ops h-cpu2 added (session 10): the sparse ops of msgraph/ops/sparse_cwise.py
(SparseDenseCwise*, SparseCountSparseOutput, SparseMatrixSoftmax, SparseSparseMaximum/Minimum, SparseMatrixMatMul,
SparseTensorToCSRSparseMatrix, SparseAddmm, SubAndFilter) and the internal RuntimeTensorShape (all
non-differentiable)."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor
from msgraph.ops import operations as P
from msgraph.ops.prims_extra import RUNTIME_TENSOR_SHAPE
from msgraph.ops.registry import prim
from msgraph.ops.sparse_cwise import SubAndFilter

NONDIFF = ()
NON_DIFFERENTIABLE_CPU6: List[str] = [
    "SparseDenseCwiseAdd", "SparseDenseCwiseMul", "SparseDenseCwiseDiv", "SparseCountSparseOutput",
    "SparseMatrixSoftmax", "SparseSparseMaximum", "SparseSparseMinimum", "SparseMatrixMatMul",
    "SparseTensorToCSRSparseMatrix", "SparseAddmm", "SubAndFilter", "RuntimeTensorShape",
    "CSRSparseMatrixToSparseTensor"]


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


def _i64(a):
    return Tensor(np.array(a, np.int64))


def _i32(a):
    return Tensor(np.array(a, np.int32))


def _cwise(cls):
    return [lambda r: _case(cls(), [_i64([[0, 0], [2, 2], [1, 0]]), Tensor(r.uniform(1, 2, 3)), _i64([3, 3]),
                                    Tensor(r.uniform(1, 2, (3, 1)))], diff=NONDIFF)]


CASES_CPU6 = {
    "SparseDenseCwiseAdd": _cwise(P.SparseDenseCwiseAdd),
    "SparseDenseCwiseMul": _cwise(P.SparseDenseCwiseMul),
    "SparseDenseCwiseDiv": _cwise(P.SparseDenseCwiseDiv),
    "SparseCountSparseOutput": [lambda r: _case(P.SparseCountSparseOutput(), [
        _i64([[1, 2], [3, 4], [2, 1], [1, 0]]), _i32([0, 2, 8, 0]), _i64([5, 5]),
        Tensor(r.uniform(0, 1, 4).astype(np.float32))], diff=NONDIFF)],
    "SparseMatrixSoftmax": [lambda r: _case(P.SparseMatrixSoftmax(np.float32), [
        _i32([2, 6]), _i32([0, 6]), _i32([0, 4, 6]), _i32([0, 2, 3, 4, 3, 4]),
        Tensor(r.standard_normal(6).astype(np.float32))], diff=NONDIFF)],
    "SparseSparseMaximum": [lambda r: _case(P.SparseSparseMaximum(), [
        _i64([[0, 1], [1, 2]]), Tensor(r.standard_normal(2)), _i64([3, 3]), _i64([[0, 1], [1, 1]]),
        Tensor(r.standard_normal(2)), _i64([3, 3])], diff=NONDIFF)],
    "SparseSparseMinimum": [lambda r: _case(P.SparseSparseMinimum(), [
        _i64([[0, 1], [1, 2]]), Tensor(r.standard_normal(2)), _i64([3, 3]), _i64([[0, 1], [1, 1]]),
        Tensor(r.standard_normal(2)), _i64([3, 3])], diff=NONDIFF)],
    "SparseMatrixMatMul": [lambda r: _case(P.SparseMatrixMatMul(), [
        _i32([4, 5]), _i32([0, 4]), _i32([0, 1, 1, 3, 4]), _i32([0, 3, 4, 0]),
        Tensor(r.standard_normal(4).astype(np.float32)), Tensor(r.standard_normal((5, 3)).astype(np.float32))],
        diff=NONDIFF)],
    "SparseTensorToCSRSparseMatrix": [lambda r: _case(P.SparseTensorToCSRSparseMatrix(), [
        _i64([[0, 1], [1, 0], [1, 3]]), Tensor(r.standard_normal(3)), _i64([2, 4])], diff=NONDIFF)],
    "CSRSparseMatrixToSparseTensor": [lambda r: _case(P.CSRSparseMatrixToSparseTensor(), [  # 2 batches of 2x4
        _i64([2, 2, 4]), _i64([0, 2, 3]), _i64([0, 1, 2, 0, 1, 1]), _i64([1, 0, 3]), Tensor(r.standard_normal(3))],
        diff=NONDIFF)],
    "SparseAddmm": [lambda r: _case(P.SparseAddmm(), [
        _i32([[0, 1], [1, 2]]), Tensor(r.standard_normal(2).astype(np.float32)), _i32([3, 4]),
        Tensor(r.standard_normal((4, 2)).astype(np.float32)), Tensor(r.standard_normal((3, 2)).astype(np.float32)),
        Tensor(np.array([1.5], np.float32)), Tensor(np.array([0.5], np.float32))], diff=NONDIFF)],
    "SubAndFilter": [lambda r: _case(SubAndFilter(), [_i32([1, 3, 5, 8, 9, 16]), 10, 5], diff=NONDIFF)],
    "RuntimeTensorShape": [lambda r: _case(prim(RUNTIME_TENSOR_SHAPE), [Tensor(r.standard_normal((2, 3)))],
                                           diff=NONDIFF)],
}
