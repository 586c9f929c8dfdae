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

from .printing import print_text
from .tensor import Tensor
from .tensor_methods import TensorMethods


def _as_tensor(x: Any) -> Any:
    """A part as a Tensor; a graph value (graph code building a sparse tensor from its inputs) is kept."""
    return x if isinstance(x, (Tensor, TensorMethods)) else Tensor(x)


def _as_index(x: Any) -> Any:
    """An index part (indices, indptr): it carries no gradient through the sparse tensor (MindSpore's
    MakeCOOTensor / MakeCSRTensor bprop gives the index inputs zeros), a graph value or an eager Tensor (PyNative's
    tape passed an int gradient of ones back through ``coo.indices``: adapt39ux/sparse_index_grad)."""
    from . import tensor_methods

    return tensor_methods.F.stop_gradient(_as_tensor(x))


def _part_text(t: Any) -> str:
    """A part as MindSpore's sparse tensor text shows it (its C++ Tensor text: no separators)."""
    if not isinstance(t, Tensor):
        return repr(t)
    return print_text(t.asnumpy(), str(t.dtype))


def sparse_parts(x: Any) -> Optional[Tuple[Any, ...]]:
    """The Tensor parts of a COOTensor / CSRTensor / RowTensor (in constructor order, the shape last excluded), or
    None."""
    if isinstance(x, COOTensor):
        return (x._indices, x._values)
    if isinstance(x, CSRTensor):
        return (x._indptr, x._indices, x._values)
    if isinstance(x, RowTensorInner):
        return (x._indices, x._values)
    return None


def sparse_shape(x: Any) -> Tuple[int, ...]:
    """The dense shape of a sparse tensor ``sparse_parts`` takes apart (a RowTensor's is its ``dense_shape``)."""
    return tuple(x._shape)


def sparse_rebuild(cls: type, shape: Tuple[int, ...], parts: Any) -> Any:
    """A ``cls`` sparse tensor of ``shape`` with the given parts (graph code: joins, loop carries, results)."""
    out = cls.__new__(cls)
    if issubclass(cls, RowTensorInner):
        out._indices, out._values = parts
        out.init_finished = True
    elif issubclass(cls, COOTensor):
        out._indices, out._values = parts
    else:
        out._indptr, out._indices, out._values = parts
    out._shape = tuple(shape)
    return out


def holds_graph_values(x: Any) -> bool:
    """A sparse tensor some part of which is a graph value (not a concrete Tensor)."""
    parts = sparse_parts(x)
    return parts is not None and any(not isinstance(p, Tensor) for p in parts)


def _shape(shape: Any) -> Tuple[int, ...]:
    if not isinstance(shape, (tuple, list)) or not all(isinstance(s, int) for s in shape):
        raise TypeError(f"The shape of a sparse tensor must be a tuple of int, but got {shape!r}.")
    return tuple(shape)


_INDEX_DTYPES = ("Int16", "Int32", "Int64")


def _index_dtype(x: Any) -> str:
    """The dtype name of an index part ("" where it is not known)."""
    dt = getattr(x, "dtype", None)
    return "" if dt is None else str(dt)


class _Parts:
    """What COOTensor and CSRTensor share: their parts and MindSpore's read-only properties."""

    _msgraph_sparse = True   # Tensor's operators leave ``dense <op> sparse`` to the sparse tensor's reflected one

    indices = property(lambda self: self._indices)
    values = property(lambda self: self._values)
    shape = property(lambda self: self._shape)
    dtype = property(lambda self: self._values.dtype)
    size = property(lambda self: self._values.shape[0])
    itemsize = property(lambda self: self._values.itemsize)
    ndim = property(lambda self: len(self._shape))


def _values_like(x: "_Parts", values: np.ndarray) -> Any:
    """``x`` with new stored values (its index parts kept)."""
    if isinstance(x, COOTensor):
        return COOTensor(x.indices, Tensor(values), x.shape)
    return CSRTensor(x.indptr, x.indices, Tensor(values), x.shape)


class _Methods:
    """MindSpore's COOTensor/CSRTensor methods on the stored values."""

    def abs(self) -> Any:  # noqa: A003 - MindSpore's name
        return _values_like(self, np.abs(self._values.asnumpy()))

    def astype(self, dtype: Any) -> Any:
        return _values_like(self, self._values.asnumpy().astype(getattr(dtype, "np", dtype)))

    def to_dense(self) -> Tensor:
        raise NotImplementedError


class COOTensor(_Parts, _Methods):
    """COOTensor(indices (N, ndim) int, values (N,), shape): values at the listed coordinates."""

    def __init__(self, indices: Any = None, values: Any = None, shape: Any = None, coo_tensor: Any = None):
        if coo_tensor is not None:
            indices, values, shape = coo_tensor.indices, coo_tensor.values, coo_tensor.shape
        self._indices = _as_index(indices)
        self._values = _as_tensor(values)
        self._shape = _shape(shape)
        dt = _index_dtype(self._indices)
        if dt and dt not in _INDEX_DTYPES:   # MindSpore's checks, before the shapes'
            raise TypeError(f"For COOTensor, the type of 'indices' must be one of [int16, int32, int64], but got {dt}.")
        if any(d <= 0 for d in self._shape):
            raise ValueError(f"For COOTensor, the element of 'shape' must be positive, but got "
                             f"{next(d for d in self._shape if d <= 0)} in {self._shape}.")
        idx = self._indices.shape
        if len(idx) == 2 and self._values.shape == (idx[0],) and idx[1] < len(self._shape) \
                and holds_graph_values(self):
            # MindSpore 2.10's Graph mode (MakeCOOTensor's infer): a TypeError for fewer index columns than the
            # shape's rank (more columns: its ValueError, as PyNative's)
            raise TypeError(f"For COOTensor, the length of `shape` {self._shape} must be equal to the second "
                            f"dimension of `indices`: {len(self._shape)} but got {idx[1]}.")
        if len(idx) != 2 or idx[1] != len(self._shape) or self._values.shape != (idx[0],):
            raise ValueError(f"For COOTensor, indices must be (N, {len(self._shape)}) and values (N,), but got "
                             f"indices {idx} and values {self._values.shape}.")


    def to_dense(self) -> Tensor:
        out = np.zeros(self._shape, self._values.asnumpy().dtype)
        np.add.at(out, tuple(self._indices.asnumpy().T), self._values.asnumpy())
        return Tensor(out)

    def to_tuple(self) -> Tuple[Tensor, Tensor, Tuple[int, ...]]:
        return self._indices, self._values, self._shape

    def to_csr(self) -> "CSRTensor":
        """The 2-D COOTensor as a CSRTensor (rows sorted)."""
        if len(self._shape) != 2:
            raise ValueError(f"For COOTensor.to_csr, the tensor must be 2-D, but got shape {self._shape}.")
        idx = self._indices.asnumpy()
        order = np.lexsort((idx[:, 1], idx[:, 0]))
        ptr = np.zeros(self._shape[0] + 1, np.int64)
        np.add.at(ptr, idx[order, 0] + 1, 1)
        return CSRTensor(Tensor(np.cumsum(ptr).astype(idx.dtype)), Tensor(idx[order, 1].copy()),
                         Tensor(self._values.asnumpy()[order]), self._shape)

    def add(self, other: "COOTensor", thresh: Any) -> "COOTensor":
        dense = self.to_dense().asnumpy() + other.to_dense().asnumpy()
        t = float(thresh.asnumpy()) if isinstance(thresh, Tensor) else float(thresh)
        keep = np.zeros(dense.shape, bool)
        for x in (self, other):
            keep[tuple(x.indices.asnumpy().T)] = True
        keep &= np.abs(dense) >= t
        return COOTensor(Tensor(np.argwhere(keep).astype(self._indices.asnumpy().dtype)), Tensor(dense[keep]),
                         self._shape)

    # MindSpore's operators: with a dense Tensor of the same shape, or another COOTensor (add/sub)
    def _same_shape(self, other: Any) -> None:
        if tuple(getattr(other, "shape", ())) != self._shape:
            raise ValueError("Input tensors should have the same shape.")

    def __neg__(self) -> "COOTensor":
        return COOTensor(self._indices, -self._values, self._shape)

    def _scatter_into(self, dense: np.ndarray) -> Tensor:
        out = np.array(dense, copy=True)
        np.add.at(out, tuple(self._indices.asnumpy().T), self._values.asnumpy())
        return Tensor(out)

    def __add__(self, other: Any) -> Any:
        self._same_shape(other)
        if isinstance(other, Tensor):
            return self._scatter_into(other.asnumpy())
        if isinstance(other, COOTensor):
            return self.add(other, Tensor(np.zeros((), self._values.asnumpy().dtype)))
        raise TypeError(f"COOTensor add with {type(other)} is not supported.")

    def __sub__(self, other: Any) -> Any:
        self._same_shape(other)
        if isinstance(other, Tensor):
            return self._scatter_into(-other.asnumpy())
        if isinstance(other, COOTensor):
            return self.add(-other, Tensor(np.zeros((), self._values.asnumpy().dtype)))
        raise TypeError(f"COOTensor subtract with {type(other)} is not supported.")

    def _at_indices(self, other: Any, what: str) -> np.ndarray:
        self._same_shape(other)
        if not isinstance(other, Tensor):
            raise TypeError(f"COOTensor {what} with {type(other)} is not supported.")
        return other.asnumpy()[tuple(self._indices.asnumpy().T)]

    def __mul__(self, other: Any) -> "COOTensor":
        return COOTensor(self._indices, Tensor(self._values.asnumpy() * self._at_indices(other, "multiply")),
                         self._shape)

    def __truediv__(self, other: Any) -> "COOTensor":
        return COOTensor(self._indices, Tensor(self._values.asnumpy() / self._at_indices(other, "divide")),
                         self._shape)

    def __repr__(self) -> str:
        return (f"COOTensor(shape={list(self._shape)}, dtype={self.dtype}, indices={_part_text(self._indices)}, "
                f"values={_part_text(self._values)})")


class CSRTensor(_Parts, _Methods):
    """CSRTensor(indptr (rows+1,), indices (N,), values (N,), shape): compressed sparse rows."""

    def __init__(self, indptr: Any = None, indices: Any = None, values: Any = None, shape: Any = None,
                 csr_tensor: Any = None):
        if csr_tensor is not None:
            indptr, indices, values, shape = csr_tensor.indptr, csr_tensor.indices, csr_tensor.values, csr_tensor.shape
        self._indptr = _as_index(indptr)
        self._indices = _as_index(indices)
        self._values = _as_tensor(values)
        self._shape = _shape(shape)
        for part, label in ((self._indptr, "indptr"), (self._indices, "indices")):
            dt = _index_dtype(part)
            if dt and dt not in _INDEX_DTYPES:
                raise TypeError(f"For CSRTensor, {label} must have int16 or int32 or int64 data type, but got {dt}.")
        if tuple(self._indices.shape)[:1] != tuple(self._values.shape)[:1]:
            raise ValueError(f"For CSRTensor, indices and values must equal in their shape, but got indices shape: "
                             f"{self._indices.shape[0]}, values shape: {self._values.shape[0]}.")
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

    def to_coo(self) -> COOTensor:
        ptr = self._indptr.asnumpy().astype(np.int64)
        cols = self._indices.asnumpy()
        rows = np.repeat(np.arange(len(ptr) - 1), np.diff(ptr))
        return COOTensor(Tensor(np.stack([rows, cols], 1).astype(cols.dtype)), self._values, self._shape)

    def mv(self, dense_vector: Any) -> Tensor:
        d = self.to_dense().asnumpy()
        return Tensor((d @ dense_vector.asnumpy()).astype(d.dtype))

    def mm(self, matrix: Any) -> Any:
        d = self.to_dense().asnumpy()
        if isinstance(matrix, CSRTensor):
            return _dense_to_csr((d @ matrix.to_dense().asnumpy()).astype(d.dtype), self._indices.asnumpy().dtype)
        return Tensor((d @ matrix.asnumpy()).astype(d.dtype))

    def sum(self, axis: int) -> Tensor:  # noqa: A003 - MindSpore's name
        d = self.to_dense().asnumpy()
        return Tensor(d.sum(axis=axis, keepdims=True).astype(d.dtype))

    def add(self, b: "CSRTensor", alpha: Any, beta: Any) -> "CSRTensor":
        al = alpha.asnumpy() if isinstance(alpha, Tensor) else np.asarray(alpha)
        be = beta.asnumpy() if isinstance(beta, Tensor) else np.asarray(beta)
        d = (al.reshape(()) * self.to_dense().asnumpy() + be.reshape(()) * b.to_dense().asnumpy())
        return _dense_to_csr(d.astype(self._values.asnumpy().dtype), self._indices.asnumpy().dtype)

    # ``csr * dense`` and ``csr / dense`` are ops.csr_mul / csr_div, installed by ops/sparse_funcs.py (one copy of
    # their math; this module sits below ops)

    def __neg__(self) -> "CSRTensor":
        return CSRTensor(self._indptr, self._indices, -self._values, self._shape)

    def _plus(self, other: Any, sign: float, what: str) -> "CSRTensor":
        if tuple(getattr(other, "shape", ())) != self._shape:
            raise ValueError("Input tensors should have the same shape.")
        if not isinstance(other, CSRTensor):
            raise TypeError(f"CSRTensor {what} with {type(other)} is not supported.")
        dt = self._values.dtype.np
        return self.add(other, Tensor(np.ones((), dt)), Tensor(np.full((), sign, dt)))

    def __add__(self, other: Any) -> "CSRTensor":
        return self._plus(other, 1, "add")

    def __sub__(self, other: Any) -> "CSRTensor":
        return self._plus(other, -1, "subtract")

    def __repr__(self) -> str:
        return (f"CSRTensor(shape={list(self._shape)}, dtype={self.dtype}, indptr={_part_text(self._indptr)}, "
                f"indices={_part_text(self._indices)}, values={_part_text(self._values)})")


def _dense_to_csr(dense: np.ndarray, index_dtype: Any = np.int32) -> CSRTensor:
    rows, cols = np.nonzero(dense)
    ptr = np.zeros(dense.shape[0] + 1, np.int64)
    np.add.at(ptr, rows + 1, 1)
    return CSRTensor(Tensor(np.cumsum(ptr).astype(index_dtype)), Tensor(cols.astype(index_dtype)),
                     Tensor(dense[rows, cols]), tuple(dense.shape))


# (Tensor.to_csr / Tensor.to_coo: ops/sparse_funcs.py, with ops: differentiable in eager and graph code)


class RowTensorInner:
    """RowTensor without the deprecation warning (MindSpore's internal base class)."""

    def __init__(self, indices: Any = None, values: Any = None, shape: Optional[Tuple[int, ...]] = None,
                 row_tensor: Optional["RowTensorInner"] = None) -> None:
        from .tensor import Tensor

        if row_tensor is not None:
            indices, values, shape = row_tensor.indices, row_tensor.values, row_tensor.dense_shape
        # (graph code builds one from graph values: its parts are the graph's, as a COOTensor's; loops carry them)
        if not isinstance(indices, (Tensor, TensorMethods)) or not isinstance(values, (Tensor, TensorMethods)) \
                or not isinstance(shape, tuple):
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
        # MindSpore 2.10 prints its parts as COOTensor / CSRTensor do (numpy-like values, no commas)
        return (f"RowTensor(shape={list(self._shape)}, dtype={self._values.dtype}, "
                f"indices={_part_text(self._indices)}, values={_part_text(self._values)})")

    __str__ = __repr__


class RowTensor(RowTensorInner):
    """``RowTensor(indices, values, dense_shape)`` or ``RowTensor(row_tensor=other)``."""


class SparseTensor(COOTensor):
    """MindSpore 2.10's deprecated ``SparseTensor(indices, values, shape)``: a COOTensor (it prints as one)."""

    def __init__(self, indices: Any, values: Any, shape: Any) -> None:
        super().__init__(indices, values, shape)


__all__ = ["COOTensor", "CSRTensor", "RowTensor", "RowTensorInner", "SparseTensor"]
