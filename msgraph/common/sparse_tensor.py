"""``mindspore.common.sparse_tensor``: COOTensor, CSRTensor, RowTensor (containers of dense parts).

A sparse tensor here holds its parts (index and value Tensors, the dense shape) and converts to a
dense Tensor with ``to_dense()``; msgraph has no sparse kernels, so the ops take the dense form.
Graph code can hold them as Cell attributes and test them with ``isinstance`` (a compile-time value).
``RowTensor`` is a plain container (no ``to_dense``, no arithmetic), as in MindSpore: MindSpore's sparse
gradients (of Gather and EmbeddingLookup on Ascend/GPU) come as RowTensors; msgraph's gradients are dense.
"""
from __future__ import annotations

from typing import Any, Optional, Tuple

import numpy as np

from .tensor import Tensor


def _as_tensor(x: Any) -> Tensor:
    return x if isinstance(x, Tensor) else Tensor(x)


def _shape(shape: Any) -> Tuple[int, ...]:
    if not isinstance(shape, (tuple, list)) or not all(isinstance(s, int) for s in shape):
        raise TypeError(f"The shape of a sparse tensor must be a tuple of int, but got {shape!r}.")
    return tuple(shape)


class _Parts:
    """What COOTensor and CSRTensor share: their parts and MindSpore's read-only properties."""

    indices = property(lambda self: self._indices)
    values = property(lambda self: self._values)
    shape = property(lambda self: self._shape)
    dtype = property(lambda self: self._values.dtype)
    size = property(lambda self: self._values.shape[0])
    itemsize = property(lambda self: self._values.itemsize)
    ndim = property(lambda self: len(self._shape))


class COOTensor(_Parts):
    """COOTensor(indices (N, ndim) int, values (N,), shape): values at the listed coordinates."""

    def __init__(self, indices: Any = None, values: Any = None, shape: Any = None, coo_tensor: Any = None):
        if coo_tensor is not None:
            indices, values, shape = coo_tensor.indices, coo_tensor.values, coo_tensor.shape
        self._indices = _as_tensor(indices)
        self._values = _as_tensor(values)
        self._shape = _shape(shape)
        idx = self._indices.shape
        if len(idx) != 2 or idx[1] != len(self._shape) or self._values.shape != (idx[0],):
            raise ValueError(f"For COOTensor, indices must be (N, {len(self._shape)}) and values (N,), but got "
                             f"indices {idx} and values {self._values.shape}.")


    def to_dense(self) -> Tensor:
        out = np.zeros(self._shape, self._values.asnumpy().dtype)
        np.add.at(out, tuple(self._indices.asnumpy().T), self._values.asnumpy())
        return Tensor(out)

    def to_tuple(self) -> Tuple[Tensor, Tensor, Tuple[int, ...]]:
        return self._indices, self._values, self._shape

    def __repr__(self) -> str:
        return f"COOTensor(shape={list(self._shape)}, dtype={self.dtype}, indices={self._indices}, values={self._values})"


class CSRTensor(_Parts):
    """CSRTensor(indptr (rows+1,), indices (N,), values (N,), shape): compressed sparse rows."""

    def __init__(self, indptr: Any = None, indices: Any = None, values: Any = None, shape: Any = None,
                 csr_tensor: Any = None):
        if csr_tensor is not None:
            indptr, indices, values, shape = csr_tensor.indptr, csr_tensor.indices, csr_tensor.values, csr_tensor.shape
        self._indptr = _as_tensor(indptr)
        self._indices = _as_tensor(indices)
        self._values = _as_tensor(values)
        self._shape = _shape(shape)
        if len(self._shape) < 2 or self._indptr.shape != (self._shape[0] + 1,):
            raise ValueError(f"For CSRTensor, indptr must have shape[0] + 1 elements, but got indptr "
                             f"{self._indptr.shape} for shape {self._shape}.")

    indptr = property(lambda self: self._indptr)

    def to_dense(self) -> Tensor:
        vals = self._values.asnumpy()
        out = np.zeros(self._shape, vals.dtype)
        ptr, cols = self._indptr.asnumpy(), self._indices.asnumpy()
        for r in range(self._shape[0]):
            for k in range(int(ptr[r]), int(ptr[r + 1])):
                out[r, int(cols[k])] += vals[k]
        return Tensor(out)

    def to_tuple(self) -> Tuple[Tensor, Tensor, Tensor, Tuple[int, ...]]:
        return self._indptr, self._indices, self._values, self._shape

    def __repr__(self) -> str:
        return (f"CSRTensor(shape={list(self._shape)}, dtype={self.dtype}, indptr={self._indptr}, "
                f"indices={self._indices}, values={self._values})")


class RowTensorInner:
    """RowTensor without the deprecation warning (MindSpore's internal base class)."""

    def __init__(self, indices: Any = None, values: Any = None, shape: Optional[Tuple[int, ...]] = None,
                 row_tensor: Optional["RowTensorInner"] = None) -> None:
        from .tensor import Tensor

        if row_tensor is not None:
            indices, values, shape = row_tensor.indices, row_tensor.values, row_tensor.dense_shape
        if not isinstance(indices, Tensor) or not isinstance(values, Tensor) or not isinstance(shape, tuple):
            raise TypeError("__init__(): incompatible constructor arguments. The following argument types are "
                            "supported:\n    1. RowTensor(indices: Tensor, values: Tensor, shape: tuple)\n"
                            "    2. RowTensor(row_tensor: RowTensor)")
        self._indices, self._values, self._shape = indices, values, tuple(int(d) for d in shape)
        self.init_finished = True

    @property
    def indices(self) -> Any:
        return self._indices

    @property
    def values(self) -> Any:
        return self._values

    @property
    def dense_shape(self) -> Tuple[int, ...]:
        return self._shape

    def __repr__(self) -> str:
        return (f"RowTensor(shape={list(self._shape)}, dtype={self._values.dtype}, indices={self._indices!r}, "
                f"values={self._values!r})")

    __str__ = __repr__


class RowTensor(RowTensorInner):
    """``RowTensor(indices, values, dense_shape)`` or ``RowTensor(row_tensor=other)``."""


__all__ = ["COOTensor", "CSRTensor", "RowTensor", "RowTensorInner"]
