"""COO primitives of MindSpore's tests/st/ops/cpu (h-cpu2, session 10): ``sparse_ops.SparseDenseCwiseAdd`` /
``Mul`` / ``Div`` and ``sparse_ops.SparseCountSparseOutput``, as MindSpore 2.10's CPU kernels (TensorFlow's).

SparseDenseCwise*: each stored value of the sparse ``x1`` (indices, values, dense shape) with the element of the
dense ``x2`` broadcast to the dense shape at its index.  SparseCountSparseOutput: per batch (the first index of a
rank-2 input; one batch for rank 1) the weighted count of each value, as a COO tensor whose entries are sorted by
(batch, value).  The number of entries depends on the values (an unknown output length in Graph mode).
No gradients (as MindSpore's CPU backend).
"""
from __future__ import annotations

from typing import Any, List, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, KernelValueError, OpRuntimeError, ShapeError
from .registry import OpKind, define_op, export
from ._helpers import user_type

__all__: List[str] = []

_CWISE_DTYPES = ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32",
                 "float64", "complex64", "complex128")


def _cwise_check(name: str, indices: Any, values: Any, shape: Any, x2: Any) -> None:
    for arg, x in (("x1_indices", indices), ("x1_shape", shape)):
        if np.dtype(x.dtype) != np.int64:
            raise ArgumentError(f"For primitive[{name}], the input argument[{arg}] must be a type of "
                                f"{{Tensor[Int64]}}, but got Tensor[{np.dtype(x.dtype).name.capitalize()}].")
    if np.dtype(values.dtype).name not in _CWISE_DTYPES:
        raise ArgumentError(f"For primitive[{name}], the input argument[values] must be a type of numbers, "
                            f"but got Tensor[{np.dtype(values.dtype).name.capitalize()}].")
    if np.dtype(values.dtype) != np.dtype(x2.dtype):
        raise ArgumentError(f"For primitive[{name}], the input type must be same.")
    if np.dtype(values.dtype).kind == "c":  # accepted by the type check, but MindSpore 2.10 has no CPU kernel
        raise ArgumentError(f"For '{name}', the CPU kernel does not support {np.dtype(values.dtype).name} values.")
    for arg, x, rank in (("x1_indices", indices, 2), ("x1_values", values, 1), ("x1_shape", shape, 1)):
        if len(x.shape) != rank:
            raise ValueError(f"For '{name}', the dim of '{arg}' must be {rank}, but got {len(x.shape)}.")


def _broadcast_check(name: str, dense_rank: Any, x2_shape: tuple, dense: Any = None) -> None:
    ok = dense_rank is None or len(x2_shape) <= dense_rank
    if ok and dense is not None:
        tail = list(dense)[len(dense) - len(x2_shape):] if x2_shape else []
        ok = all(b in (1, d) for b, d in zip(x2_shape, tail))
    if not ok:
        raise ShapeError(f"For {name}, the shape of 'x2' can't broadcast to 'x1_shape'. In order to broadcast, the "
                         f"size of the trailing axes for 'x2' and sparse in an operation must either be the same "
                         f"size or size of the trailing axes for 'x2' must be one.")


def _define_cwise(name: str, fn: Any) -> Any:
    op = define_op(name, OpKind.OTHER, differentiable=False,
                   doc=f"{name}()(x1_indices, x1_values, x1_shape, x2): the stored values of the sparse x1 "
                       f"combined with x2 (broadcast to x1_shape) at their indices.")

    @op.def_impl
    def _impl(indices: Any, values: Any, shape: Any, x2: Any) -> np.ndarray:
        ind, val, shp, d = (np.asarray(v) for v in (indices, values, shape, x2))
        _cwise_check(name, ind, val, shp, d)
        _broadcast_check(name, shp.shape[0], d.shape, [int(s) for s in shp])
        if ind.shape[0] != val.shape[0] or ind.shape[1] != shp.shape[0]:
            raise KernelValueError(f"For '{name}', the shapes of 'x1_indices' {list(ind.shape)}, 'x1_values' "
                                   f"{list(val.shape)} and 'x1_shape' {list(shp.shape)} do not agree.")
        if ind.size and (np.any(ind < 0) or np.any(ind >= shp[None, :])):
            raise KernelValueError(f"For '{name}', the 'x1_indices' must be in the bounds of 'x1_shape'.")
        k = d.ndim
        pos = ind[:, ind.shape[1] - k:] if k else np.zeros((ind.shape[0], 0), np.int64)
        pos = np.where(np.array(d.shape)[None, :] == 1, 0, pos)
        other = d[tuple(pos.T)] if k else np.broadcast_to(d, val.shape)
        with np.errstate(all="ignore"):
            return np.asarray(fn(val, other)).astype(val.dtype)

    @op.def_infer
    def _infer(indices: Aval, values: Aval, shape: Aval, x2: Aval) -> Aval:
        _cwise_check(name, indices, values, shape, x2)
        _broadcast_check(name, shape.shape[0], tuple(x2.shape))
        return Aval(tuple(values.shape), values.dtype)

    return op.prim_class


def _div(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    if a.dtype.kind in "iu":
        if np.any(b == 0):
            raise KernelValueError("For 'SparseDenseCwiseDiv', the divisor must not be zero.")
        q = np.abs(a) // np.abs(b)  # C's truncating division
        return np.where((a < 0) != (b < 0), -q, q)
    return a / b


SparseDenseCwiseAdd = _define_cwise("SparseDenseCwiseAdd", np.add)
SparseDenseCwiseMul = _define_cwise("SparseDenseCwiseMul", np.multiply)
SparseDenseCwiseDiv = _define_cwise("SparseDenseCwiseDiv", _div)


# --- SparseCountSparseOutput -------------------------------------------------------------------------------------
def _count_check(indices: Any, values: Any, shape: Any, weights: Any) -> None:
    name = "SparseCountSparseOutput"
    for arg, x, ok in (("indices", indices, ("int64",)), ("dense_shape", shape, ("int64",)),
                       ("values", values, ("int32", "int64")),
                       ("weights", weights, ("float32", "float64", "int32", "int64"))):
        dt = np.dtype(x.dtype).name
        if dt not in ok:
            kinds = ", ".join(f"Tensor[{t.capitalize()}]" for t in sorted(ok, key=lambda t: t.capitalize()))
            raise ArgumentError(f"For primitive[{name}], the input argument[{arg}] must be a type of {{{kinds}}}, "
                                f"but got Tensor[{dt.capitalize()}].")
    for arg, x, rank in (("indices", indices, 2), ("values", values, 1), ("dense_shape", shape, 1)):
        if len(x.shape) != rank:
            raise ValueError(f"For '{name}', the dim of '{arg}' must be {rank}, but got {len(x.shape)}.")


SPARSE_COUNT = define_op(
    "SparseCountSparseOutput", OpKind.OTHER, n_outputs=3, differentiable=False,
    attrs={"binary_output": False, "minlength": -1, "maxlength": -1},
    doc="SparseCountSparseOutput(binary_output=False, minlength=-1, maxlength=-1)(indices, values, dense_shape, "
        "weights): the weighted counts of each value per batch, (output_indices, output_values, output_shape).")


@SPARSE_COUNT.def_impl
def _sparse_count_impl(indices: Any, values: Any, dense_shape: Any, weights: Any, binary_output: bool = False,
                       minlength: int = -1, maxlength: int = -1) -> Any:
    name = "SparseCountSparseOutput"
    ind, val, shp, w = (np.asarray(v) for v in (indices, values, dense_shape, weights))
    _count_check(ind, val, shp, w)
    use_w = w.size > 0
    if use_w and w.shape != val.shape:
        raise OpRuntimeError(f"For '{name}', weights and values must have the same shape")
    if ind.shape[0] != val.shape[0] or ind.shape[1] != shp.shape[0]:
        raise OpRuntimeError(f"For '{name}', the shapes of 'indices' {list(ind.shape)}, 'values' "
                             f"{list(val.shape)} and 'dense_shape' {list(shp.shape)} do not agree.")
    rank = shp.shape[0]
    for row in ind:
        for d in range(rank):
            if not 0 <= row[d] < shp[d]:
                raise OpRuntimeError(f"For '{name}', the input index value {row[d]} must be in [0, {shp[d]}) as "
                                     f"given by dense shape")
    if np.any(val < 0):
        raise OpRuntimeError(f"For '{name}', the input values must be non-negative")
    batched = rank > 1
    n_batches = int(shp[0]) if batched else 1
    counts: dict = {}
    max_value = 0
    for i, v in enumerate(val.tolist()):
        if maxlength > 0 and v >= maxlength:
            continue
        b = int(ind[i, 0]) if batched else 0
        key = (b, v)
        counts[key] = counts.get(key, 0) + (w[i] if use_w else 1)
        max_value = max(max_value, v)
    out_dt = w.dtype
    depth = maxlength if maxlength > 0 else max(max_value + 1, minlength)
    keys = sorted(k for k in counts if k[0] < n_batches)
    out_ind = np.array([[b, v] if batched else [v] for b, v in keys], np.int64).reshape(len(keys), 2 if batched else 1)
    out_val = np.array([1 if binary_output else counts[k] for k in keys], out_dt).reshape(len(keys))
    out_shape = np.array([n_batches, depth] if batched else [depth], np.int64)
    return out_ind, out_val, out_shape


@SPARSE_COUNT.def_infer
def _sparse_count_infer(indices: Aval, values: Aval, dense_shape: Aval, weights: Aval, binary_output: bool = False,
                        minlength: int = -1, maxlength: int = -1) -> Any:
    _count_check(indices, values, dense_shape, weights)
    rank = dense_shape.shape[0]
    out_rank = None if rank is None else (2 if rank > 1 else 1)
    return (Aval((None, out_rank), np.dtype(np.int64)), Aval((None,), np.dtype(weights.dtype)),
            Aval((out_rank,), np.dtype(np.int64)))


class SparseCountSparseOutput(SPARSE_COUNT.prim_class):
    """SparseCountSparseOutput(binary_output=False, minlength=-1, maxlength=-1)."""

    def __init__(self, binary_output: bool = False, minlength: int = -1, maxlength: int = -1) -> None:
        name = "SparseCountSparseOutput"
        if not isinstance(binary_output, bool):
            raise TypeError(f"For '{name}', the 'binary_output' must be a bool, but got {user_type(binary_output).__name__}.")
        for arg, v in (("minlength", minlength), ("maxlength", maxlength)):
            if isinstance(v, bool) or not isinstance(v, int):
                raise TypeError(f"For '{name}', the '{arg}' must be an int, but got {user_type(v).__name__}.")
        super().__init__(binary_output=binary_output, minlength=minlength, maxlength=maxlength)


SparseCountSparseOutput.__module__ = "msgraph.ops"
SPARSE_COUNT.prim_class = export(SparseCountSparseOutput)


# --- SparseMatrixSoftmax -----------------------------------------------------------------------------------------
def _softmax_dtype(dtype: Any, kinds: Tuple[str, ...] = ("float32", "float64")) -> np.dtype:
    from ..common.dtype import to_numpy

    dt = np.dtype(to_numpy(dtype))
    if dt.name not in kinds:
        raise ArgumentError(f"Only float32 and float64 type data are supported, but got {dt.name.capitalize()}")
    return dt


SPARSE_MATRIX_SOFTMAX = define_op(
    "SparseMatrixSoftmax", OpKind.OTHER, n_outputs=5, differentiable=False, attrs={"dtype": "float32"},
    doc="SparseMatrixSoftmax(dtype)(x_dense_shape, x_batch_pointers, x_row_pointers, x_col_indices, x_values): "
        "the softmax of each row's stored values of a (batched) CSR matrix; the other parts pass through.")


@SPARSE_MATRIX_SOFTMAX.def_impl
def _sparse_matrix_softmax_impl(dense_shape: Any, batch_pointers: Any, row_pointers: Any, col_indices: Any,
                                values: Any, dtype: Any = "float32") -> Any:
    shp, bp, rp, ci, val = (np.asarray(v) for v in (dense_shape, batch_pointers, row_pointers, col_indices, values))
    _softmax_dtype(val.dtype)
    out = val.copy()
    rows = int(shp[-2]) if shp.size >= 2 else 0
    batches = int(shp[0]) if shp.size == 3 else 1
    for b in range(batches):
        base = int(bp.reshape(-1)[b]) if shp.size == 3 and bp.size > b else 0
        ptr = rp[b * (rows + 1):(b + 1) * (rows + 1)]
        for r in range(min(rows, len(ptr) - 1)):
            seg = out[base + int(ptr[r]):base + int(ptr[r + 1])]
            if seg.size:  # the kernel: exp in double, a running total rounded to the dtype, quotient in double
                e = np.exp((seg - seg.max()).astype(np.float64))
                total = val.dtype.type(0)
                for v in e:
                    total = val.dtype.type(float(total) + v)
                seg[...] = e / float(total)
    return shp.copy(), bp.copy(), rp.copy(), ci.copy(), out


@SPARSE_MATRIX_SOFTMAX.def_infer
def _sparse_matrix_softmax_infer(dense_shape: Aval, batch_pointers: Aval, row_pointers: Aval, col_indices: Aval,
                                 values: Aval, dtype: Any = "float32") -> Any:
    _softmax_dtype(values.dtype)
    return tuple(Aval(tuple(a.shape), a.dtype) for a in (dense_shape, batch_pointers, row_pointers, col_indices,
                                                           values))


class SparseMatrixSoftmax(SPARSE_MATRIX_SOFTMAX.prim_class):
    """SparseMatrixSoftmax(dtype)."""

    def __init__(self, dtype: Any) -> None:
        # MindSpore 2.10 checks the attribute's class (Float): float16 too (dt52); the values stay float32 / float64
        _softmax_dtype(dtype, ("float16", "float32", "float64"))
        super().__init__(dtype=dtype)


SparseMatrixSoftmax.__module__ = "msgraph.ops"
SPARSE_MATRIX_SOFTMAX.prim_class = export(SparseMatrixSoftmax)


# --- SparseSparseMaximum / SparseSparseMinimum -------------------------------------------------------------------
def _ss_check(name: str, i1: Any, v1: Any, s1: Any, i2: Any, v2: Any, s2: Any) -> None:
    for arg, x in (("x1_indices", i1), ("x1_shape", s1), ("x2_indices", i2), ("x2_shape", s2)):
        if np.dtype(x.dtype) != np.int64:
            raise ArgumentError(f"For primitive[{name}], the input argument[{arg}] must be a type of "
                                f"{{Tensor[Int64]}}, but got Tensor[{np.dtype(x.dtype).name.capitalize()}].")
    if np.dtype(v1.dtype) != np.dtype(v2.dtype):
        raise ArgumentError(f"For primitive[{name}], the input type must be same.")
    if np.dtype(v1.dtype).kind not in "iuf":
        raise ArgumentError(f"For primitive[{name}], the input argument[x1_values] must be a type of real "
                            f"numbers, but got Tensor[{np.dtype(v1.dtype).name.capitalize()}].")
    for arg, x, rank in (("x1_indices", i1, 2), ("x1_values", v1, 1), ("x1_shape", s1, 1), ("x2_indices", i2, 2),
                         ("x2_values", v2, 1), ("x2_shape", s2, 1)):
        if len(x.shape) != rank:
            raise ValueError(f"For '{name}', the dim of '{arg}' must be {rank}, but got {len(x.shape)}.")


def _define_sparse_sparse(name: str, fn: Any) -> Any:
    op = define_op(name, OpKind.OTHER, n_outputs=2, differentiable=False,
                   doc=f"{name}()(x1_indices, x1_values, x1_shape, x2_indices, x2_values, x2_shape): the "
                       f"elementwise {fn.__name__} of two sparse tensors (an index missing from one counts as 0), "
                       f"over the union of their indices in row-major order, (y_indices, y_values).")

    @op.def_impl
    def _impl(i1: Any, v1: Any, s1: Any, i2: Any, v2: Any, s2: Any) -> Any:
        i1, v1, s1, i2, v2, s2 = (np.asarray(x) for x in (i1, v1, s1, i2, v2, s2))
        _ss_check(name, i1, v1, s1, i2, v2, s2)
        if not np.array_equal(s1, s2):
            raise KernelValueError(f"For '{name}', the 'x1_shape' and 'x2_shape' must be the same, but got "
                                   f"{s1.tolist()} and {s2.tolist()}.")
        # MindSpore's kernel merges the two index lists as sorted ones, in one pass (row-major comparison of the
        # current pair; equal: both values, else the smaller one's value with 0): unsorted or repeated indices
        # stay as given (tests/st/ops/gpu/test_sparse_sparse_maximum.py)
        a, b = [tuple(r) for r in i1.tolist()], [tuple(r) for r in i2.tolist()]
        zero = v1.dtype.type(0)
        keys, vals = [], []
        p = q = 0
        while p < len(a) or q < len(b):
            if q == len(b) or (p < len(a) and a[p] < b[q]):
                keys.append(a[p]), vals.append(fn(v1[p], zero))
                p += 1
            elif p == len(a) or b[q] < a[p]:
                keys.append(b[q]), vals.append(fn(zero, v2[q]))
                q += 1
            else:
                keys.append(a[p]), vals.append(fn(v1[p], v2[q]))
                p, q = p + 1, q + 1
        rank = i1.shape[1]
        return (np.array(keys, np.int64).reshape(len(keys), rank), np.array(vals, v1.dtype).reshape(len(keys)))

    @op.def_infer
    def _infer(i1: Aval, v1: Aval, s1: Aval, i2: Aval, v2: Aval, s2: Aval) -> Any:
        _ss_check(name, i1, v1, s1, i2, v2, s2)
        return Aval((None, i1.shape[1]), np.dtype(np.int64)), Aval((None,), v1.dtype)

    return op.prim_class


SparseSparseMaximum = _define_sparse_sparse("SparseSparseMaximum", max)
SparseSparseMinimum = _define_sparse_sparse("SparseSparseMinimum", min)


# --- batched CSR matrices (dense_shape, batch_pointers, row_pointers, col_indices, values) -----------------------
def _csr_to_dense(shape: np.ndarray, bp: np.ndarray, rp: np.ndarray, ci: np.ndarray, val: np.ndarray) -> np.ndarray:
    shp = [int(d) for d in shape]
    batches, rows, cols = (shp if len(shp) == 3 else [1] + shp)
    out = np.zeros((batches, rows, cols), val.dtype)
    for b in range(batches):
        base = int(bp[b]) if bp.size > b else 0
        ptr = rp[b * (rows + 1):(b + 1) * (rows + 1)]
        for r in range(rows):
            for k in range(base + int(ptr[r]), base + int(ptr[r + 1])):
                out[b, r, int(ci[k])] += val[k]
    return out if len(shp) == 3 else out[0]


SPARSE_MATRIX_MATMUL = define_op(
    "SparseMatrixMatMul", OpKind.OTHER, differentiable=False,
    attrs={"transpose_x1": False, "transpose_x2": False, "adjoint_x1": False, "adjoint_x2": False,
           "transpose_output": False, "conjugate_output": False},
    doc="SparseMatrixMatMul(...)(x1_dense_shape, x1_batch_pointers, x1_row_pointers, x1_col_indices, x1_values, "
        "x2_dense): the (batched) CSR matrix x1 times the dense x2.")


def _smm_check(shape: Any, bp: Any, rp: Any, ci: Any, val: Any, x2: Any) -> None:
    name = "SparseMatrixMatMul"
    idt = np.dtype(shape.dtype)
    for arg, x in (("x1_dense_shape", shape), ("x1_batch_pointers", bp), ("x1_row_pointers", rp),
                   ("x1_col_indices", ci)):
        if np.dtype(x.dtype).name not in ("int32", "int64") or np.dtype(x.dtype) != idt:
            raise ArgumentError(f"For primitive[{name}], the input argument[{arg}] must be int32 or int64, and "
                                f"the same as 'x1_dense_shape', but got Tensor[{np.dtype(x.dtype).name.capitalize()}].")
    if np.dtype(val.dtype).name not in ("float32", "float64", "complex64", "complex128"):
        raise ArgumentError(f"For primitive[{name}], the input argument[x1_values] must be float32, float64, "
                            f"complex64 or complex128, but got Tensor[{np.dtype(val.dtype).name.capitalize()}].")
    if np.dtype(val.dtype) != np.dtype(x2.dtype):
        raise ArgumentError(f"For primitive[{name}], the input type must be same.")


@SPARSE_MATRIX_MATMUL.def_impl
def _sparse_matrix_matmul_impl(shape: Any, bp: Any, rp: Any, ci: Any, val: Any, x2: Any,
                               transpose_x1: bool = False, transpose_x2: bool = False, adjoint_x1: bool = False,
                               adjoint_x2: bool = False, transpose_output: bool = False,
                               conjugate_output: bool = False) -> np.ndarray:
    shape, bp, rp, ci, val, x2 = (np.asarray(v) for v in (shape, bp, rp, ci, val, x2))
    _smm_check(shape, bp, rp, ci, val, x2)
    a = _csr_to_dense(shape, bp, rp, ci, val)
    if transpose_x1 or adjoint_x1:
        a = np.swapaxes(a, -1, -2)
        a = np.conj(a) if adjoint_x1 else a
    b = x2
    if transpose_x2 or adjoint_x2:
        b = np.swapaxes(b, -1, -2)
        b = np.conj(b) if adjoint_x2 else b
    if a.shape[-1] != b.shape[-2]:
        raise KernelValueError(f"For 'SparseMatrixMatMul', the inner dimensions of x1 {list(a.shape)} and x2 "
                               f"{list(b.shape)} must match.")
    out = np.matmul(a, b).astype(val.dtype)
    if transpose_output:
        out = np.swapaxes(out, -1, -2)
    return np.conj(out) if conjugate_output else out


@SPARSE_MATRIX_MATMUL.def_infer
def _sparse_matrix_matmul_infer(shape: Aval, bp: Aval, rp: Aval, ci: Aval, val: Aval, x2: Aval,
                                transpose_x1: bool = False, transpose_x2: bool = False, adjoint_x1: bool = False,
                                adjoint_x2: bool = False, transpose_output: bool = False,
                                conjugate_output: bool = False) -> Aval:
    _smm_check(shape, bp, rp, ci, val, x2)
    cols = x2.shape[-2] if (transpose_x2 or adjoint_x2) else x2.shape[-1]
    out = (None, cols) if len(x2.shape) == 2 else (None, None, cols)
    return Aval(out[::-1] if transpose_output and len(out) == 2 else out, val.dtype)


SparseMatrixMatMul = SPARSE_MATRIX_MATMUL.prim_class


SPARSE_TO_CSR = define_op(
    "SparseTensorToCSRSparseMatrix", OpKind.OTHER, n_outputs=5, differentiable=False,
    doc="SparseTensorToCSRSparseMatrix()(x_indices, x_values, x_dense_shape): the COO tensor (rank 2 or 3) as a "
        "batched CSR matrix, (y_dense_shape, y_batch_pointers, y_row_pointers, y_col_indices, y_values).")


def _to_csr_check(ind: Any, val: Any, shape: Any) -> None:
    name = "SparseTensorToCSRSparseMatrix"
    if np.dtype(ind.dtype).name not in ("int32", "int64") or np.dtype(shape.dtype) != np.dtype(ind.dtype):
        raise ArgumentError(f"For primitive[{name}], the 'x_indices' and 'x_dense_shape' must be int32 or int64 "
                            f"of one dtype, but got Tensor[{np.dtype(ind.dtype).name.capitalize()}] and "
                            f"Tensor[{np.dtype(shape.dtype).name.capitalize()}].")
    if np.dtype(val.dtype).name not in ("float32", "float64", "complex64", "complex128"):
        raise ArgumentError(f"For primitive[{name}], the input argument[x_values] must be float32, float64, "
                            f"complex64 or complex128, but got Tensor[{np.dtype(val.dtype).name.capitalize()}].")


@SPARSE_TO_CSR.def_impl
def _sparse_to_csr_impl(indices: Any, values: Any, dense_shape: Any) -> Any:
    ind, val, shp = (np.asarray(v) for v in (indices, values, dense_shape))
    _to_csr_check(ind, val, shp)
    dims = [int(d) for d in shp]
    if len(dims) not in (2, 3) or ind.ndim != 2 or ind.shape[1] != len(dims) or ind.shape[0] != val.shape[0]:
        raise KernelValueError(f"For 'SparseTensorToCSRSparseMatrix', the 'x_dense_shape' must be of rank 2 or 3 "
                               f"and match 'x_indices' {list(ind.shape)} and 'x_values' {list(val.shape)}.")
    batches, rows = (dims[0], dims[1]) if len(dims) == 3 else (1, dims[0])
    bidx = ind[:, 0] if len(dims) == 3 else np.zeros(ind.shape[0], np.int64)
    ridx, cidx = ind[:, -2], ind[:, -1]
    # the kernel expects the canonical (row-major) order and keeps the entries' order
    bp = np.zeros(batches + 1, ind.dtype)
    np.add.at(bp, bidx.astype(np.int64) + 1, 1)
    rp = np.zeros(batches * (rows + 1), ind.dtype)
    for b, r in zip(bidx.tolist(), ridx.tolist()):
        rp[b * (rows + 1) + r + 1] += 1
    for b in range(batches):
        seg = rp[b * (rows + 1):(b + 1) * (rows + 1)]
        seg[...] = np.cumsum(seg)
    return shp.copy(), np.cumsum(bp).astype(ind.dtype), rp, cidx.astype(ind.dtype), val.copy()


@SPARSE_TO_CSR.def_infer
def _sparse_to_csr_infer(indices: Aval, values: Aval, dense_shape: Aval) -> Any:
    _to_csr_check(indices, values, dense_shape)
    idt = np.dtype(indices.dtype)
    return (Aval(tuple(dense_shape.shape), idt), Aval((None,), idt), Aval((None,), idt),
            Aval((indices.shape[0],), idt), Aval(tuple(values.shape), values.dtype))


SparseTensorToCSRSparseMatrix = SPARSE_TO_CSR.prim_class


CSR_TO_SPARSE = define_op(
    "CSRSparseMatrixToSparseTensor", OpKind.OTHER, n_outputs=3, differentiable=False,
    doc="CSRSparseMatrixToSparseTensor()(x_dense_shape, x_batch_pointers, x_row_pointers, x_col_indices, "
        "x_values): the batched CSR matrix (rank 2 or 3) as a COO tensor, (indices (nnz, rank), values, "
        "dense_shape); SparseTensorToCSRSparseMatrix's inverse.")


def _csr_to_sparse_check(shape: Any, bp: Any, rp: Any, ci: Any, val: Any) -> None:
    name = "CSRSparseMatrixToSparseTensor"
    idt = np.dtype(shape.dtype)
    if idt.name not in ("int32", "int64") or any(np.dtype(t.dtype) != idt for t in (bp, rp, ci)):
        raise ArgumentError(f"For primitive[{name}], the 'x_dense_shape', 'x_batch_pointers', 'x_row_pointers' and "
                            f"'x_col_indices' must be int32 or int64 of one dtype.")
    if np.dtype(val.dtype).name not in ("float32", "float64", "complex64", "complex128"):
        raise ArgumentError(f"For primitive[{name}], the input argument[x_values] must be float32, float64, "
                            f"complex64 or complex128, but got Tensor[{np.dtype(val.dtype).name.capitalize()}].")


@CSR_TO_SPARSE.def_impl
def _csr_to_sparse_impl(dense_shape: Any, batch_pointers: Any, row_pointers: Any, col_indices: Any,
                        values: Any) -> Any:
    shp, bp, rp, ci, val = (np.asarray(v) for v in (dense_shape, batch_pointers, row_pointers, col_indices, values))
    _csr_to_sparse_check(shp, bp, rp, ci, val)
    dims = [int(d) for d in shp]
    if len(dims) not in (2, 3):
        raise KernelValueError(f"For 'CSRSparseMatrixToSparseTensor', the 'x_dense_shape' must be of rank 2 or 3, "
                               f"but got {len(dims)}.")
    batches, rows = (dims[0], dims[1]) if len(dims) == 3 else (1, dims[0])
    if bp.shape[0] != batches + 1 or rp.shape[0] != batches * (rows + 1) or ci.shape[0] != val.shape[0]:
        raise KernelValueError("For 'CSRSparseMatrixToSparseTensor', the batch pointers, row pointers, column "
                               "indices and values do not match 'x_dense_shape'.")
    out = np.zeros((ci.shape[0], len(dims)), shp.dtype)
    for b in range(batches):
        seg = rp[b * (rows + 1):(b + 1) * (rows + 1)].astype(np.int64)
        start = int(bp[b])
        for r in range(rows):
            lo, hi = start + int(seg[r]), start + int(seg[r + 1])
            out[lo:hi, -2] = r
            if len(dims) == 3:
                out[lo:hi, 0] = b
    out[:, -1] = ci
    return out, val.copy(), shp.copy()


@CSR_TO_SPARSE.def_infer
def _csr_to_sparse_infer(dense_shape: Aval, batch_pointers: Aval, row_pointers: Aval, col_indices: Aval,
                         values: Aval) -> Any:
    _csr_to_sparse_check(dense_shape, batch_pointers, row_pointers, col_indices, values)
    idt = np.dtype(dense_shape.dtype)
    return (Aval((col_indices.shape[0], dense_shape.shape[0]), idt), Aval(tuple(values.shape), values.dtype),
            Aval(tuple(dense_shape.shape), idt))


CSRSparseMatrixToSparseTensor = CSR_TO_SPARSE.prim_class


# --- SparseAddmm -------------------------------------------------------------------------------------------------
SPARSE_ADDMM = define_op(
    "SparseAddmm", OpKind.OTHER, differentiable=False,
    doc="SparseAddmm()(indices, values, sparse_shape, x2_dense, x3_dense, alpha, beta): "
        "alpha * (sparse @ x2_dense) + beta * x3_dense.")


def _addmm_check(ind: Any, val: Any, shape: Any, x2: Any, x3: Any, alpha: Any, beta: Any) -> None:
    name = "SparseAddmm"
    if np.dtype(ind.dtype).name not in ("int32", "int64") or np.dtype(shape.dtype) != np.dtype(ind.dtype):
        raise ArgumentError(f"For primitive[{name}], the 'indices' and 'sparse_shape' must be int32 or int64 of "
                            f"one dtype, but got Tensor[{np.dtype(ind.dtype).name.capitalize()}] and "
                            f"Tensor[{np.dtype(shape.dtype).name.capitalize()}].")
    for arg, x in (("x2_dense", x2), ("x3_dense", x3), ("alpha", alpha), ("beta", beta)):
        if np.dtype(x.dtype) != np.dtype(val.dtype):
            raise ArgumentError(f"For primitive[{name}], the input type must be same, but got 'values' "
                                f"Tensor[{np.dtype(val.dtype).name.capitalize()}] and '{arg}' "
                                f"Tensor[{np.dtype(x.dtype).name.capitalize()}].")
    for arg, x, rank in (("indices", ind, 2), ("values", val, 1), ("sparse_shape", shape, 1), ("x2_dense", x2, 2),
                         ("x3_dense", x3, 2)):
        if len(x.shape) != rank:
            raise ValueError(f"For '{name}', the dim of '{arg}' must be {rank}, but got {len(x.shape)}.")


@SPARSE_ADDMM.def_impl
def _sparse_addmm_impl(indices: Any, values: Any, sparse_shape: Any, x2: Any, x3: Any, alpha: Any,
                       beta: Any) -> np.ndarray:
    ind, val, shp, d2, d3, al, be = (np.asarray(v) for v in (indices, values, sparse_shape, x2, x3, alpha, beta))
    _addmm_check(ind, val, shp, d2, d3, al, be)
    rows, cols = int(shp[0]), int(shp[1])
    if cols != d2.shape[0] or d3.shape != (rows, d2.shape[1]):
        raise KernelValueError(f"For 'SparseAddmm', the shapes of the sparse matrix {[rows, cols]}, 'x2_dense' "
                               f"{list(d2.shape)} and 'x3_dense' {list(d3.shape)} do not agree.")
    if ind.size and (np.any(ind < 0) or np.any(ind >= shp[None, :])):
        raise KernelValueError("For 'SparseAddmm', the 'indices' must be in the bounds of 'sparse_shape'.")
    dense = np.zeros((rows, cols), val.dtype)
    np.add.at(dense, (ind[:, 0], ind[:, 1]), val)
    return (al.reshape(-1)[0] * (dense @ d2) + be.reshape(-1)[0] * d3).astype(val.dtype)


@SPARSE_ADDMM.def_infer
def _sparse_addmm_infer(indices: Aval, values: Aval, sparse_shape: Aval, x2: Aval, x3: Aval, alpha: Aval,
                        beta: Aval) -> Aval:
    _addmm_check(indices, values, sparse_shape, x2, x3, alpha, beta)
    return Aval((x3.shape[0], x2.shape[1] if x2.shape[1] is not None else x3.shape[1]), values.dtype)


SparseAddmm = SPARSE_ADDMM.prim_class


# --- SubAndFilter (operations._embedding_cache_ops) --------------------------------------------------------------
SUB_AND_FILTER = define_op(
    "SubAndFilter", OpKind.OTHER, n_outputs=2, differentiable=False, const_inputs=(1, 2),
    doc="SubAndFilter()(x, max_num, offset): the values x - offset that lie in [0, max_num) and their positions "
        "in x, (filter_res, filter_idx).")


def _sub_filter_check(x: Any) -> None:
    if np.dtype(x.dtype).name not in ("int8", "int16", "int32", "int64"):
        raise ArgumentError(f"For 'SubAndFilter', the element of 'input_x' must be one of Tensor[Int8], "
                            f"Tensor[Int16], Tensor[Int32], Tensor[Int64], but got "
                            f"Tensor[{np.dtype(x.dtype).name.capitalize()}].")


@SUB_AND_FILTER.def_impl
def _sub_and_filter_impl(x: Any, max_num: Any, offset: Any) -> Any:
    a = np.asarray(x)
    _sub_filter_check(a)
    d = a.reshape(-1) - a.dtype.type(int(offset))
    keep = np.flatnonzero((d >= 0) & (d < int(max_num)))
    return d[keep].astype(a.dtype), keep.astype(a.dtype)


@SUB_AND_FILTER.def_infer
def _sub_and_filter_infer(x: Aval, max_num: Any, offset: Any) -> Any:
    _sub_filter_check(x)
    return Aval((None,), x.dtype), Aval((None,), x.dtype)


SubAndFilter = SUB_AND_FILTER.prim_class
