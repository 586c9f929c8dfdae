"""Primitives of MindSpore's tests/st/ops/gpu that its CPU build runs (adapt45w2sp, session 45):

* ``sparse_ops.DenseToCSRSparseMatrix()(dense_input, indices)`` -> (dense_shape, batch_pointers, row_pointers,
  col_indices, values): the CSR form of the entries of a 2-D (or batched 3-D) dense tensor named by ``indices``
  (N, rank) -- in the order given; row / batch pointers count them.  Index outputs take ``indices``' dtype.
* ``_grad_ops.SparseSliceGrad()(backprop_val_grad, indices, start, new_indices)`` -> the gradient of SparseSlice's
  values: entry i gets ``backprop_val_grad[j]`` where ``indices[i] - start == new_indices[j]``, else 0.
* ``sparse_ops.SparseToDenseV2(validate_indices=True)(indices, output_shape, values, default_value)``: the dense
  tensor of ``output_shape`` filled with ``default_value``, ``values`` at ``indices`` (row-major order, no repeats,
  in bounds: MindSpore's CPU kernel checks the order even when ``validate_indices`` is False).
* ``sparse_ops.Sspaddmm()(x1_indices, x1_values, x1_shape, x2_indices, x2_values, x2_shape, x3_dense, alpha,
  beta)`` -> (indices (2, M) int64, values (M,), shape (2,) int64): ``beta * x1`` (its entries as given) followed by
  ``alpha * (x2 @ x3_dense)`` as every column of each row of x2 that holds an entry (rows in order of first entry).
* ``random_ops.NonDeterministicInts(dtype=int64)(shape)``: integers over the dtype's whole range.

As in MindSpore 2.10, only NonDeterministicInts is in ``ops`` / ``ops.operations``; the others live in their
submodules only (``public=False`` here, exported by _operations/sparse_ops.py and _grad_ops.py).
``_sparse_grad_ops.SparseAddGrad`` is sparse_coo_ops' (SparseAdd's gradient).  Gradients as MindSpore 2.10's:
DenseToCSRSparseMatrix's dense input gets the values' gradient scattered at ``indices``; SparseToDenseV2's values get
``dout`` gathered at ``indices`` and default_value the rest of ``dout``'s sum; Sspaddmm gives zeros; a gradient
reaching SparseSliceGrad (or SparseAddGrad) is MindSpore's RuntimeError "bprop not defined".  The checks and error
classes are MindSpore 2.10's CPU build's, as measured.
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, DTypeError, OpRuntimeError, ShapeError
from .registry import OpKind, bprop_getters, define_op, raising_bprop
from ._helpers import user_type

_NAMES = {"float16": "Float16", "float32": "Float32", "float64": "Float64", "int8": "Int8", "int16": "Int16",
          "int32": "Int32", "int64": "Int64", "uint8": "UInt8", "uint16": "UInt16", "uint32": "UInt32",
          "uint64": "UInt64", "bool": "Bool", "complex64": "Complex64", "complex128": "Complex128"}


def _ms(d: Any) -> str:
    n = np.dtype(d).name
    return _NAMES.get(n, n)


def _want(prim: str, arg: str, x: Any, allowed: Tuple[str, ...]) -> None:
    if np.dtype(x.dtype).name not in allowed:
        kinds = ", ".join(sorted(f"Tensor[{_NAMES[a]}]" for a in allowed))
        raise DTypeError(f"For primitive[{prim}], the input argument[{arg}] must be a type of {{{kinds}}}, but got "
                         f"Tensor[{_ms(x.dtype)}].")


def _same(prim: str, *xs: Any) -> None:
    if len({np.dtype(x.dtype) for x in xs}) > 1:
        raise DTypeError(f"For primitive[{prim}], the input type must be same.")


def _rank(prim: str, arg: str, x: Any, rank: Any) -> None:
    if len(x.shape) not in ((rank,) if isinstance(rank, int) else rank):
        raise ShapeError(f"For '{prim}', the '{arg}' must be a {rank}-D Tensor, but got {len(x.shape)}-D.")


# --- DenseToCSRSparseMatrix -------------------------------------------------------------------------------------
def _csr_check(dense: Any, indices: Any) -> None:
    name = "DenseToCSRSparseMatrix"
    _want(name, "dense_input", dense, ("float32", "float64", "complex64", "complex128"))
    _want(name, "indices_type", indices, ("int32", "int64"))
    rank = len(dense.shape)
    if rank not in (2, 3):
        raise ShapeError(f"Currently only support 2-D Tensor when converting to CSRTensor, but got Tensor "
                         f"dimension: {rank}.")
    _rank(name, "indices", indices, 2)
    if indices.shape[1] is not None and indices.shape[1] != rank:
        raise ShapeError(f"For '{name}', shape[1] of indices must be equal to the rank of dense input, but got "
                         f"dense rank: {rank}, indices.shape[1]: {indices.shape[1]}.")


DENSE_TO_CSR = define_op(
    "DenseToCSRSparseMatrix", OpKind.OTHER, n_outputs=5, differentiable=False,
    public=False,
    doc="DenseToCSRSparseMatrix()(dense_input, indices): (dense_shape, batch_pointers, row_pointers, col_indices, "
        "values) of the entries of a 2-D / batched 3-D dense tensor named by indices.")


@DENSE_TO_CSR.def_impl
def _dense_to_csr_impl(dense_input: Any, indices: Any) -> Any:
    d, idx = np.asarray(dense_input), np.asarray(indices)
    _csr_check(d, idx)
    it = idx.dtype
    if d.ndim == 2:
        d3, idx3 = d[None], np.concatenate([np.zeros((len(idx), 1), it), idx], axis=1)
    else:
        d3, idx3 = d, idx
    batch, rows = d3.shape[0], d3.shape[1]
    for k in idx3:
        if not all(0 <= int(v) < s for v, s in zip(k, d3.shape)):   # MindSpore 2.10: a RuntimeError (measured)
            raise OpRuntimeError(f"For 'DenseToCSRSparseMatrix', the index {k.tolist()} is out of range of the dense "
                                 f"input shape {list(d.shape)}.")
    b, r = idx3[:, 0].astype(np.int64), idx3[:, 1].astype(np.int64)
    batch_ptr = np.zeros(batch + 1, np.int64)
    np.add.at(batch_ptr, b + 1, 1)
    row_ptr = np.zeros((batch, rows + 1), np.int64)
    np.add.at(row_ptr, (b, r + 1), 1)
    values = d3[tuple(idx3.T.astype(np.int64))] if len(idx3) else np.zeros(0, d.dtype)
    return (np.array(d.shape, it), np.cumsum(batch_ptr).astype(it), np.cumsum(row_ptr, axis=1).reshape(-1).astype(it),
            idx3[:, 2].astype(it).copy(), np.asarray(values, d.dtype).reshape(len(idx3)))


@DENSE_TO_CSR.def_infer
def _dense_to_csr_infer(dense_input: Aval, indices: Aval) -> Any:
    _csr_check(dense_input, indices)
    shp = tuple(dense_input.shape)
    batch, rows = (1, shp[0]) if len(shp) == 2 else (shp[0], shp[1])
    it = np.dtype(indices.dtype)
    rp = None if batch is None or rows is None else batch * (rows + 1)
    return (Aval((len(shp),), it), Aval((None if batch is None else batch + 1,), it), Aval((rp,), it),
            Aval((indices.shape[0],), it), Aval((indices.shape[0],), np.dtype(dense_input.dtype)))


DenseToCSRSparseMatrix = DENSE_TO_CSR.prim_class
DENSE_TO_CSR.differentiable = True


@bprop_getters.register(DenseToCSRSparseMatrix)
def _dense_to_csr_bprop_getter(self: Any) -> Any:
    def bprop(dense_input: Any, indices: Any, out: Any, dout: Any) -> Any:
        from . import functional as F

        dx = F.scatter_nd(indices, dout[4], F.shape(dense_input))
        return dx, F.zeros_like(indices)
    return bprop


# --- SparseSliceGrad --------------------------------------------------------------------------------------------
def _ssg_check(grad: Any, indices: Any, start: Any, new_indices: Any) -> None:
    name = "SparseSliceGrad"
    _want(name, "backprop_val_grad", grad, tuple(_NAMES))
    for arg, x in (("indices", indices), ("start", start), ("new_indices", new_indices)):
        _want(name, arg, x, ("int64",))
    _rank(name, "backprop_val_grad", grad, 1)
    _rank(name, "indices", indices, 2)
    _rank(name, "start", start, 1)
    _rank(name, "new_indices", new_indices, 2)
    if grad.shape[0] is not None and new_indices.shape[0] is not None and grad.shape[0] != new_indices.shape[0]:
        raise ShapeError(f"For SparseSliceGrad, backprop_val_grad.shape[0] must equal to new_indices_shape.shape[0], "
                         f"but got backprop_val_grad.shape = ({grad.shape[0]}) and new_indices.shape = "
                         f"{tuple(new_indices.shape)}.")


SPARSE_SLICE_GRAD = define_op(
    "SparseSliceGrad", OpKind.OTHER, differentiable=False, public=False,
    doc="SparseSliceGrad()(backprop_val_grad, indices, start, new_indices): SparseSlice's values gradient.")


@SPARSE_SLICE_GRAD.def_impl
def _sparse_slice_grad_impl(backprop_val_grad: Any, indices: Any, start: Any, new_indices: Any) -> np.ndarray:
    g, idx, st, new = (np.asarray(x) for x in (backprop_val_grad, indices, start, new_indices))
    _ssg_check(g, idx, st, new)
    if idx.shape[1] != st.shape[0]:
        raise ShapeError(f"For SparseSliceGrad, indices.shape[1] must equal to start.shape[0], but got indices.shape "
                         f"= {tuple(idx.shape)} and start.shape = {tuple(st.shape)}.")
    # MindSpore's kernel walks indices and new_indices in step: entry i takes the next gradient only where
    # indices[i] - start equals the next new index (unsorted new_indices lose entries, as there)
    out = np.zeros(len(idx), g.dtype)
    new_keys = [tuple(k) for k in new.tolist()]
    j = 0
    for i, k in enumerate((idx - st.reshape(1, -1)).tolist() if len(idx) else []):
        if j < len(new_keys) and tuple(k) == new_keys[j]:
            out[i] = g[j]
            j += 1
    return out


@SPARSE_SLICE_GRAD.def_infer
def _sparse_slice_grad_infer(backprop_val_grad: Aval, indices: Aval, start: Aval, new_indices: Aval) -> Aval:
    _ssg_check(backprop_val_grad, indices, start, new_indices)
    return Aval((indices.shape[0],), np.dtype(backprop_val_grad.dtype))


SparseSliceGrad = SPARSE_SLICE_GRAD.prim_class
raising_bprop(SPARSE_SLICE_GRAD, "SparseSliceGrad")


# --- SparseToDenseV2 --------------------------------------------------------------------------------------------
_S2D_VALUES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "float16", "float32", "float64")


def _s2d_check(indices: Any, output_shape: Any, values: Any, default_value: Any) -> None:
    name = "SparseToDenseV2"
    _want(name, "indices", indices, ("int32", "int64"))
    _same(name, indices, output_shape)
    _want(name, "values", values, _S2D_VALUES)
    _same(name, values, default_value)
    if len(default_value.shape) != 0:
        raise ShapeError(f"For primitive[{name}], the default_value dimension must be equal to 0, but got "
                         f"{len(default_value.shape)}.")
    if len(values.shape) == 0:
        raise ShapeError("For the third input parameter, the size of it should not be empty.")
    _rank(name, "indices", indices, (0, 1, 2))
    if len(output_shape.shape) != 1:
        raise ShapeError(f"For primitive[{name}], the outshape dimension must be equal to 1, but got "
                         f"{len(output_shape.shape)}.")
    _rank(name, "values", values, 1)


SPARSE_TO_DENSE_V2 = define_op(
    "SparseToDenseV2", OpKind.OTHER, attrs={"validate_indices": True}, differentiable=False, public=False,
    doc="SparseToDenseV2(validate_indices=True)(indices, output_shape, values, default_value): a dense tensor of "
        "output_shape holding default_value, values at indices.")


@SPARSE_TO_DENSE_V2.def_impl
def _sparse_to_dense_v2_impl(indices: Any, output_shape: Any, values: Any, default_value: Any,
                             validate_indices: bool = True) -> np.ndarray:
    idx, shp, v, dv = (np.asarray(x) for x in (indices, output_shape, values, default_value))
    _s2d_check(idx, shp, v, dv)
    shape = tuple(int(s) for s in shp.reshape(-1))
    if any(s <= 0 for s in shape):
        raise ValueError(f"For 'SparseToDenseV2', each dimension must be greater than 0, but got {list(shape)}.")
    if idx.ndim == 0:
        # MindSpore 2.10's kernel (measured): a 0-d index is bounded by output_shape[0] and written at that offset of
        # the flattened output (index 1 of a (2, 2) output is [0, 1])
        flat = int(idx)
        if not 0 <= flat < shape[0]:
            raise ValueError(f"For 'SparseToDenseV2', the 0th value in 0th dimension index: {flat} of 'output' out of "
                             f"bounds: [0, {shape[0]})")
        idx = np.array([np.unravel_index(flat, shape)], np.int64)
    idx2 = idx if idx.ndim == 2 else idx.reshape(-1, 1)
    if v.shape[0] != idx2.shape[0]:
        raise ValueError(f"For 'SparseToDenseV2', the indices_shape[0] {idx2.shape[0]} should match the values "
                         f"element {v.shape[0]}.")
    if idx2.shape[0] == 0:   # MindSpore 2.10's kernel: "out of bounds" (measured)
        raise ValueError("For 'SparseToDenseV2', the indices is out of bounds.")
    if idx2.shape[1] < len(shape):
        raise ValueError("For 'SparseToDenseV2', the index of 'indices' out of bounds.")
    idx2 = idx2[:, :len(shape)]   # (wider indices: MindSpore's kernel reads the first len(output_shape) columns)
    out = np.full(shape, dv, v.dtype)
    keys = [tuple(int(a) for a in k) for k in idx2]
    for n, k in enumerate(keys):
        if not all(0 <= a < s for a, s in zip(k, shape)):
            raise ValueError("For 'SparseToDenseV2', the indices is out of bounds.")
        if n and k == keys[n - 1]:
            raise ValueError("For 'SparseToDenseV2', the indices is repeated")
        if n and k < keys[n - 1]:
            raise ValueError("For 'SparseToDenseV2', the indices is out of order.")
        out[k] = v[n]
    return out


@SPARSE_TO_DENSE_V2.def_infer
def _sparse_to_dense_v2_infer(indices: Aval, output_shape: Any, values: Aval, default_value: Aval,
                              validate_indices: bool = True) -> Aval:
    if not isinstance(output_shape, Aval):
        output_shape = np.asarray(output_shape)
        _s2d_check(indices, output_shape, values, default_value)
        return Aval(tuple(int(s) for s in output_shape.reshape(-1)), np.dtype(values.dtype))
    _s2d_check(indices, output_shape, values, default_value)
    n = output_shape.shape[0]
    if n is None:
        raise ShapeError("For 'SparseToDenseV2', the output_shape's size must be known.")
    return Aval((None,) * n, np.dtype(values.dtype))


SparseToDenseV2 = SPARSE_TO_DENSE_V2.prim_class
SPARSE_TO_DENSE_V2.differentiable = True


@bprop_getters.register(SparseToDenseV2)
def _sparse_to_dense_v2_bprop_getter(self: Any) -> Any:
    def bprop(indices: Any, output_shape: Any, values: Any, default_value: Any, out: Any, dout: Any) -> Any:
        from . import functional as F

        idx = indices if len(F.shape(indices)) == 2 else F.reshape(indices, (-1, 1))
        dv = F.gather_nd(dout, idx)
        dd = F.sub(F.reduce_sum(dout), F.reduce_sum(dv))
        return F.zeros_like(indices), F.zeros_like(output_shape), dv, dd
    return bprop


# --- Sspaddmm ---------------------------------------------------------------------------------------------------
_SSP_VALUES = ("float32", "float64", "int8", "int16", "int32", "int64", "uint8")


def _ssp_dtype(x1_values: Any, x2_values: Any, x3_dense: Any, alpha: Any, beta: Any) -> np.dtype:
    """MindSpore 2.10 promotes the five value inputs to one dtype (the output values' dtype) before its checks."""
    from ..common.dtype import mindspore_result_type

    return np.dtype(mindspore_result_type(x1_values, x2_values, x3_dense, alpha, beta))


def _ssp_check(x1_indices: Any, x1_values: Any, x1_shape: Any, x2_indices: Any, x2_values: Any, x2_shape: Any,
               x3_dense: Any, alpha: Any, beta: Any) -> np.dtype:
    name = "Sspaddmm"
    dt = _ssp_dtype(x1_values, x2_values, x3_dense, alpha, beta)
    if dt.name not in _SSP_VALUES:
        kinds = ", ".join(sorted(f"Tensor[{_NAMES[a]}]" for a in _SSP_VALUES))
        raise DTypeError(f"For primitive[{name}], the input argument[x1_values] must be a type of {{{kinds}}}, but got "
                         f"Tensor[{_ms(dt)}].")
    for x in (x1_indices, x1_shape, x2_indices, x2_shape):
        if np.dtype(x.dtype).name not in ("int32", "int64"):
            raise DTypeError(f"For primitive[{name}], the input type must be same.")
    _same(name, x1_indices, x1_shape, x2_indices, x2_shape)
    for arg, x, rank in (("x1_indices", x1_indices, 2), ("x1_values", x1_values, 1), ("x1_shape", x1_shape, 1),
                         ("x2_indices", x2_indices, 2), ("x2_values", x2_values, 1), ("x2_shape", x2_shape, 1),
                         ("x3_dense", x3_dense, 2)):
        _rank(name, arg, x, rank)
    for n, ind, val, shp in (("x1", x1_indices, x1_values, x1_shape), ("x2", x2_indices, x2_values, x2_shape)):
        if ind.shape[0] not in (2, None):
            raise ShapeError(f"For Sspaddmm, {n}_indices shape should be (2, n), while {n}_indices shape dim0 is "
                             f"{ind.shape[0]}.")
        if None not in (ind.shape[1], val.shape[0]) and ind.shape[1] != val.shape[0]:
            raise ShapeError(f"For Sspaddmm, dim1 size of `{n}_indices` and dim0 size of `{n}_values` should be the "
                             f"same while {n}_indices dim1 size is {ind.shape[1]}, {n}_values_shape dim0 size is "
                             f"{val.shape[0]}.")
        if shp.shape[0] not in (2, None):
            raise ShapeError(f"For Sspaddmm, the shape of {n}_shape should be [2] but got shape [{shp.shape[0]}].")
    for arg, x in (("alpha", alpha), ("beta", beta)):
        if len(x.shape) > 1 or (len(x.shape) == 1 and x.shape[0] not in (1, None)):
            raise ShapeError(f"For Sspaddmm, {arg} shape should be (1,) or (), but got shape {tuple(x.shape)}.")
    return dt


SSPADDMM = define_op(
    "Sspaddmm", OpKind.OTHER, n_outputs=3, differentiable=False, public=False,
    doc="Sspaddmm()(x1_indices, x1_values, x1_shape, x2_indices, x2_values, x2_shape, x3_dense, alpha, beta): the "
        "COO tensor beta * x1 + alpha * (x2 @ x3_dense) as (indices (2, M), values (M,), shape (2,)).")


@SSPADDMM.def_impl
def _sspaddmm_impl(x1_indices: Any, x1_values: Any, x1_shape: Any, x2_indices: Any, x2_values: Any, x2_shape: Any,
                   x3_dense: Any, alpha: Any, beta: Any) -> Any:
    a = [np.asarray(x) for x in (x1_indices, x1_values, x1_shape, x2_indices, x2_values, x2_shape, x3_dense,
                                 alpha, beta)]
    dt = _ssp_check(*a)
    i1, v1, s1, i2, v2, s2, x3, al, be = a
    v1, v2, x3, al, be = (x.astype(dt) for x in (v1, v2, x3, al, be))
    s1, s2 = [int(s) for s in s1], [int(s) for s in s2]
    if v1.shape[0] == 0 or v2.shape[0] == 0:
        raise ValueError("For Sspaddmm, datanum value error.")
    if s2[1] != x3.shape[0]:
        raise ValueError(f"For Sspaddmm, the sparse tensor x2's dense shape col:{s2[1]} should be equal to x3_dense "
                         f"shape row:{x3.shape[0]}.")
    if s1 != [s2[0], x3.shape[1]]:
        raise ValueError(f"For Sspaddmm, the sparse x1's dense shape {s1} should equal to x2@x3_dense shape "
                         f"{[s2[0], x3.shape[1]]}.")
    for n, ind, shp in (("x1", i1, s1), ("x2", i2, s2)):
        for r, c in ind.T.tolist():
            if not (0 <= r < shp[0] and 0 <= c < shp[1]):
                raise ValueError(f"For Sspaddmm, the {n}_indices row value:{r}, col value: {c} out of bounds. Row "
                                 f"should between [0,{shp[0]}].Col should between [0,{shp[1]}].")
    al, be = al.reshape(-1)[0], be.reshape(-1)[0]
    rows: dict = {}
    for (r, c), v in zip(i2.T.astype(np.int64).tolist(), v2.tolist()):
        acc = rows.setdefault(r, np.zeros(x3.shape[1], dt))
        acc += (np.asarray(v, dt) * x3[c]).astype(dt)
    cols = x3.shape[1]
    prod_idx = [(r, c) for r in rows for c in range(cols)]
    prod_val = [(al * rows[r]).astype(dt) for r in rows]
    idx = np.concatenate([i1.astype(np.int64).reshape(2, -1),
                          np.array(prod_idx, np.int64).reshape(-1, 2).T], axis=1)
    vals = np.concatenate([(be * v1).astype(dt).reshape(-1)] + [p.reshape(-1) for p in prod_val]).astype(dt)
    return idx, vals, np.array(s1, np.int64)


@SSPADDMM.def_infer
def _sspaddmm_infer(x1_indices: Aval, x1_values: Aval, x1_shape: Aval, x2_indices: Aval, x2_values: Aval,
                    x2_shape: Aval, x3_dense: Aval, alpha: Aval, beta: Aval) -> Any:
    dt = _ssp_check(x1_indices, x1_values, x1_shape, x2_indices, x2_values, x2_shape, x3_dense, alpha, beta)
    return (Aval((2, None), np.dtype(np.int64)), Aval((None,), dt),
            Aval((2,), np.dtype(np.int64)))


Sspaddmm = SSPADDMM.prim_class
SSPADDMM.differentiable = True


@bprop_getters.register(Sspaddmm)
def _sspaddmm_bprop_getter(self: Any) -> Any:
    def bprop(*args: Any) -> Any:   # MindSpore 2.10: zeros for every input
        from . import functional as F

        return tuple(F.zeros_like(a) for a in args[:-2])
    return bprop


# --- NonDeterministicInts ---------------------------------------------------------------------------------------
_NDI_DTYPES = ("int32", "int64", "uint32", "uint64")


def _ndi_init(prim: Any, args: Any, kwargs: Any) -> None:
    from ..common.dtype import from_numpy, to_numpy

    from ..common.dtype import DType

    dt = prim.attrs["dtype"]
    if isinstance(dt, str) and "dtype" not in kwargs and not args:
        dt = from_numpy(np.dtype(dt))   # the default
    if not isinstance(dt, DType):
        raise DTypeError(f"For 'NonDeterministicInts', the 'dtype' should be one of [mindspore.int32, "
                         f"mindspore.int64, mindspore.uint32, mindspore.uint64], but got '{dt!r}'.")
    try:
        name = np.dtype(to_numpy(dt)).name
    except Exception:  # noqa: BLE001 - not a dtype at all
        name = ""
    if name not in _NDI_DTYPES:
        raise DTypeError(f"For 'NonDeterministicInts', the 'dtype' should be one of [mindspore.int32, "
                         f"mindspore.int64, mindspore.uint32, mindspore.uint64], but got '{dt!r}'.")
    prim.attrs["dtype"] = from_numpy(np.dtype(name))


def _ndi_shape(shape: Any) -> Tuple[Any, ...]:
    name = "NonDeterministicInts"
    if not hasattr(shape, "dtype") or not hasattr(shape, "shape") or isinstance(shape, (np.generic,)):
        raise DTypeError(f"For Primitive[{name}], the type of input argument[shape] must be Tensor but got "
                         f"{user_type(shape).__name__}.")
    _want(name, "shape", shape, ("int32", "int64", "uint32", "uint64"))
    if len(shape.shape) != 1:
        raise ShapeError(f"For primitive[{name}], the shape's rank must be equal to 1, but got {len(shape.shape)}.")
    if shape.shape[0] is not None and shape.shape[0] < 2:  # MindSpore 2.10's infer: 2 dimensions at least
        raise ShapeError(f"For '{name}', 'shape' must be at least 2-dimensional.")
    if isinstance(shape, Aval):
        return (None,) * (shape.shape[0] or 0) if shape.shape[0] is not None else (None,)
    dims = tuple(int(d) for d in np.asarray(shape))
    if any(d < -2 for d in dims):
        raise ShapeError(f"Shape should not have values less than -2 but got {dims}.")
    if any(d <= 0 for d in dims):
        raise ShapeError(f"For '{name}', 'shape' can't contain non-positive dim.")
    return dims


NON_DETERMINISTIC_INTS = define_op(
    "NonDeterministicInts", OpKind.CREATION, attrs={"dtype": "int64"}, differentiable=False, stateful=True,
    init_rule=_ndi_init,
    doc="NonDeterministicInts(dtype=mstype.int64)(shape): integers drawn over the dtype's whole range.")


@NON_DETERMINISTIC_INTS.def_impl
def _non_deterministic_ints_impl(shape: Any, dtype: Any = "int64") -> np.ndarray:
    from ..common.dtype import to_numpy
    from .random_ops import _rng

    dims = _ndi_shape(np.asarray(shape) if not isinstance(shape, (tuple, list)) else shape)
    out = np.dtype(to_numpy(dtype))
    info = np.iinfo(out)
    return _rng().integers(info.min, info.max, size=dims, dtype=out, endpoint=True)


@NON_DETERMINISTIC_INTS.def_infer
def _non_deterministic_ints_infer(shape: Any, dtype: Any = "int64") -> Aval:
    from ..common.dtype import to_numpy

    if isinstance(shape, (np.ndarray, Aval)):
        dims = _ndi_shape(shape)
    else:
        dims = _ndi_shape(shape)
    return Aval(dims, np.dtype(to_numpy(dtype)))


NonDeterministicInts = NON_DETERMINISTIC_INTS.prim_class
