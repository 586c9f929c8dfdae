"""``mindspore.ops.operations._csr_ops``: MindSpore's CSR primitives, taking a CSRTensor's parts.

Each runs the matching function of ``ops/sparse_funcs.py`` (``csr_reduce_sum``, ``csr_mv``, ``csr_mul``,
``csr_div``, ``csr_mm``) on ``CSRTensor(indptr, indices, values, shape)``, so a primitive and its function
give the same numbers; like those functions they run in PyNative (and in graph code through Python).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from msgraph.common.sparse_tensor import CSRTensor
from msgraph.common.tensor import Tensor
from msgraph.ops import sparse_funcs as _sf
from msgraph.ops._compose import CompositePrimitive

__all__ = ["CSRReduceSum", "CSRMV", "CSRMul", "CSRGather", "CSR2COO", "COO2CSR", "CSRDiv", "CSRMM"]


def _csr(indptr: Any, indices: Any, values: Any, shape: Any) -> CSRTensor:
    return CSRTensor(indptr, indices, values, tuple(int(s) for s in shape))


class CSRReduceSum(CompositePrimitive):
    """CSRReduceSum()(indptr, indices, values, dense_shape, axis): the dense sum along ``axis``, kept."""

    def __call__(self, indptr: Any, indices: Any, values: Any, dense_shape: Any, axis: Any) -> Tensor:
        return _sf.csr_reduce_sum(_csr(indptr, indices, values, dense_shape), int(axis))


class CSRMV(CompositePrimitive):
    """CSRMV()(indptr, indices, values, dense_shape, dense_tensor): the sparse matrix times a dense one."""

    def __call__(self, indptr: Any, indices: Any, values: Any, dense_shape: Any, dense_tensor: Any) -> Tensor:
        return _sf.csr_mv(_csr(indptr, indices, values, dense_shape), dense_tensor)


class CSRMul(CompositePrimitive):
    """CSRMul()(indptr, indices, values, dense_shape, dense_tensor): the stored values times the dense tensor's
    values at their positions (the dense one broadcast to the sparse shape); returns the new values."""

    def __call__(self, indptr: Any, indices: Any, values: Any, dense_shape: Any, dense_tensor: Any) -> Tensor:
        return _sf.csr_mul(_csr(indptr, indices, values, dense_shape), dense_tensor).values


class CSRDiv(CompositePrimitive):
    """CSRDiv()(indptr, indices, values, dense_shape, dense_tensor): as CSRMul, dividing."""

    def __call__(self, indptr: Any, indices: Any, values: Any, dense_shape: Any, dense_tensor: Any) -> Tensor:
        return _sf.csr_div(_csr(indptr, indices, values, dense_shape), dense_tensor).values


class CSRMM(CompositePrimitive):
    """CSRMM()(indptr, indices, values, dense_shape, dense): the sparse matrix times a dense matrix."""

    def __call__(self, indptr: Any, indices: Any, values: Any, dense_shape: Any, dense: Any) -> Tensor:
        return _sf.csr_mm(_csr(indptr, indices, values, dense_shape), dense)


class CSRGather(CompositePrimitive):
    """CSRGather()(indptr, indices, dense, sparse_shape): ``dense[row, col]`` at each stored position (row from
    ``indptr``, col from ``indices``); the trailing dimensions of ``dense`` are kept."""

    def __call__(self, indptr: Any, indices: Any, dense: Any, sparse_shape: Any) -> Tensor:
        ptr = np.asarray(indptr.asnumpy(), np.int64)
        rows = np.repeat(np.arange(len(ptr) - 1), np.diff(ptr))
        d = np.broadcast_to(dense.asnumpy(), tuple(int(s) for s in sparse_shape))
        return Tensor(np.ascontiguousarray(d[rows, indices.asnumpy().astype(np.int64)]))


class CSR2COO(CompositePrimitive):
    """CSR2COO()(indptr, nnz): the row index of each of the ``nnz`` stored values (indptr's dtype)."""

    def __call__(self, indptr: Any, nnz: Any) -> Tensor:
        ptr = indptr.asnumpy()
        rows = np.repeat(np.arange(len(ptr) - 1), np.diff(ptr.astype(np.int64)))[:int(nnz)]
        return Tensor(rows.astype(ptr.dtype))


class COO2CSR(CompositePrimitive):
    """COO2CSR()(row_indices, height): the row pointers (``height + 1`` of them) of sorted row indices."""

    def __call__(self, row_indices: Any, height: Any) -> Tensor:
        rows = row_indices.asnumpy()
        ptr = np.zeros(int(height) + 1, np.int64)
        np.add.at(ptr, rows.astype(np.int64) + 1, 1)
        return Tensor(np.cumsum(ptr).astype(rows.dtype))
