"""COO sparse-tensor primitives on (indices, values, shape) triples: ``sparse_ops.SparseAdd`` (h-cpu4, session 7).

SparseAdd is TensorFlow's (as MindSpore's CPU kernel): both inputs' indices are in row-major order; the sum
walks them in step, an index of one input alone keeps its value, an index of both keeps ``a + b`` only when
``thresh <= |a + b|``.  The number of output entries depends on the values (an output dimension of unknown
length in Graph mode).  Its gradient (``SparseAddGrad``, h-grad9): each input value gets the output value
gradient at its index, 0 where a sum fell below ``thresh``; indices, shapes and thresh get zeros.
"""
from __future__ import annotations

from typing import Any, List

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, ShapeError
from .registry import OpKind, apply, bprop_getters, define_op, prim, raising_bprop

__all__: List[str] = []

_VALUE_DTYPES = ("int8", "int16", "int32", "int64", "float32", "float64", "complex64", "complex128")


def _check(a_indices: Any, a_values: Any, a_shape: Any, b_indices: Any, b_values: Any, b_shape: Any,
           thresh: Any) -> None:
    name = "SparseAdd"
    for arg, x in (("a_indices", a_indices), ("b_indices", b_indices), ("a_shape", a_shape), ("b_shape", b_shape)):
        if np.dtype(x.dtype) != np.int64:
            raise ArgumentError(f"For '{name}', the dtype of '{arg}' must be int64, but got {np.dtype(x.dtype).name}.")
    for arg, x in (("a_values", a_values), ("b_values", b_values)):
        if np.dtype(x.dtype).name not in _VALUE_DTYPES:
            raise ArgumentError(f"For '{name}', the dtype of '{arg}' is not supported, got {np.dtype(x.dtype).name}.")
    if np.dtype(a_values.dtype) != np.dtype(b_values.dtype):
        raise ArgumentError(f"For '{name}', the dtypes of 'a_values' and 'b_values' must be the same, but got "
                            f"{np.dtype(a_values.dtype).name} and {np.dtype(b_values.dtype).name}.")
    for arg, x, rank in (("a_indices", a_indices, 2), ("b_indices", b_indices, 2), ("a_values", a_values, 1),
                         ("b_values", b_values, 1), ("a_shape", a_shape, 1), ("b_shape", b_shape, 1)):
        if len(x.shape) != rank:
            raise ShapeError(f"For '{name}', the '{arg}' must be a {rank}-D Tensor, but got {len(x.shape)}-D.")
    if len(thresh.shape) not in (0, 1) or (len(thresh.shape) == 1 and thresh.shape[0] not in (1, None)):
        raise ShapeError(f"For '{name}', the 'thresh' must be a scalar Tensor, but got shape {list(thresh.shape)}.")


SPARSE_ADD = define_op(
    "SparseAdd", OpKind.OTHER, n_outputs=3,
    doc="SparseAdd()(a_indices, a_values, a_shape, b_indices, b_values, b_shape, thresh): the COO sum of two "
        "sparse tensors of one shape, (sum_indices, sum_values, sum_shape).")


@SPARSE_ADD.def_impl
def _sparse_add_impl(a_indices: Any, a_values: Any, a_shape: Any, b_indices: Any, b_values: Any, b_shape: Any,
                     thresh: Any) -> Any:
    ai, av, ash, bi, bv, bsh, th = (np.asarray(x) for x in (a_indices, a_values, a_shape, b_indices, b_values,
                                                            b_shape, thresh))
    _check(ai, av, ash, bi, bv, bsh, th)
    if not np.array_equal(ash, bsh):
        raise ValueError(f"For 'SparseAdd', the 'a_shape' and 'b_shape' must be the same, but got "
                         f"{ash.tolist()} and {bsh.tolist()}.")
    t = th.reshape(-1)[0] if th.size else 0
    idx: List[Any] = []
    vals: List[Any] = []
    i = j = 0
    while i < len(ai) and j < len(bi):
        ka, kb = tuple(ai[i]), tuple(bi[j])
        if ka < kb:
            idx.append(ai[i]); vals.append(av[i]); i += 1  # noqa: E702
        elif kb < ka:
            idx.append(bi[j]); vals.append(bv[j]); j += 1  # noqa: E702
        else:
            s = av[i] + bv[j]
            if t <= abs(s):
                idx.append(ai[i]); vals.append(s)  # noqa: E702
            i += 1
            j += 1
    for k in range(i, len(ai)):
        idx.append(ai[k]); vals.append(av[k])  # noqa: E702
    for k in range(j, len(bi)):
        idx.append(bi[k]); vals.append(bv[k])  # noqa: E702
    rank = ai.shape[1] if ai.ndim == 2 else 0
    out_idx = np.array(idx, np.int64).reshape(len(idx), rank)
    return out_idx, np.array(vals, av.dtype).reshape(len(vals)), ash.astype(np.int64).copy()


@SPARSE_ADD.def_infer
def _sparse_add_infer(a_indices: Aval, a_values: Aval, a_shape: Aval, b_indices: Aval, b_values: Aval,
                      b_shape: Aval, thresh: Aval) -> Any:
    _check(a_indices, a_values, a_shape, b_indices, b_values, b_shape, thresh)
    return (Aval((None, a_indices.shape[1]), np.dtype(np.int64)), Aval((None,), a_values.dtype),
            Aval(tuple(a_shape.shape), np.dtype(np.int64)))


SparseAdd = SPARSE_ADD.prim_class

SPARSE_ADD_GRAD = define_op(
    "SparseAddGrad", OpKind.OTHER, n_outputs=2, differentiable=False, public=False,
    doc="SparseAddGrad()(dout_values, a_indices, b_indices, sum_indices) -> (da_values, db_values): the gradient of "
        "each input value is dout_values at its index in sum_indices (0 where the sum was dropped).")


_GRAD_VALUE_DTYPES = ("int8", "int16", "int32", "int64", "float32", "float64", "complex64", "complex128")


def _grad_check(dout: Any, a_indices: Any, b_indices: Any, sum_indices: Any) -> None:
    """MindSpore 2.10's checks (its CPU build, measured by adapt45w2sp): dtypes are TypeErrors."""
    from ..errors import DTypeError

    name = "SparseAddGrad"
    if np.dtype(dout.dtype).name not in _GRAD_VALUE_DTYPES:
        raise DTypeError(f"For primitive[{name}], the input argument[backprop_val_grad] must be one of "
                         f"{_GRAD_VALUE_DTYPES}, but got {np.dtype(dout.dtype).name}.")
    for arg, x in (("x1_indices", a_indices), ("x2_indices", b_indices), ("sum_indices", sum_indices)):
        if np.dtype(x.dtype) != np.int64:
            raise DTypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of {{Tensor[Int64]}}, "
                             f"but got {np.dtype(x.dtype).name}.")
    for arg, x, rank in (("backprop_val_grad", dout, 1), ("x1_indices", a_indices, 2), ("x2_indices", b_indices, 2),
                         ("sum_indices", sum_indices, 2)):
        if len(x.shape) != rank:
            raise ShapeError(f"For '{name}', the '{arg}' must be a {rank}-D Tensor, but got {len(x.shape)}-D.")


@SPARSE_ADD_GRAD.def_impl
def _sparse_add_grad_impl(dout: Any, a_indices: Any, b_indices: Any, sum_indices: Any) -> Any:
    g, ai, bi, si = (np.asarray(x) for x in (dout, a_indices, b_indices, sum_indices))
    _grad_check(g, ai, bi, si)
    if len(si) != len(g):
        raise ValueError(f"For SparseAddGrad, the length of sum_indices and backprop_val_grad must be same, but got "
                         f"length of sum_indices {len(si)} and backprop_val_grad {len(g)}.")
    # MindSpore's (TensorFlow's) kernel walks both inputs in step in row-major order, and sum_indices with them: an
    # input entry gets the next sum gradient only where it equals the next sum index (unsorted inputs lose entries)
    a, b, sm = ([tuple(k) for k in x.tolist()] for x in (ai, bi, si))
    da, db = np.zeros(len(a), g.dtype), np.zeros(len(b), g.dtype)
    i = j = k = 0

    def take(key: Any) -> Any:
        nonlocal k
        if k < len(sm) and key == sm[k]:
            k += 1
            return g[k - 1]
        return None

    while i < len(a) and j < len(b):
        if a[i] < b[j]:
            v = take(a[i])
            if v is not None:
                da[i] = v
            i += 1
        elif b[j] < a[i]:
            v = take(b[j])
            if v is not None:
                db[j] = v
            j += 1
        else:
            v = take(a[i])
            if v is not None:
                da[i] = db[j] = v
            i += 1
            j += 1
    for n in range(i, len(a)):
        v = take(a[n])
        if v is not None:
            da[n] = v
    for n in range(j, len(b)):
        v = take(b[n])
        if v is not None:
            db[n] = v
    return da, db


@SPARSE_ADD_GRAD.def_infer
def _sparse_add_grad_infer(dout: Aval, a_indices: Aval, b_indices: Aval, sum_indices: Aval) -> Any:
    _grad_check(dout, a_indices, b_indices, sum_indices)
    return Aval((a_indices.shape[0],), dout.dtype), Aval((b_indices.shape[0],), dout.dtype)


# MindSpore 2.10 defines no bprop for SparseAddGrad: a gradient reaching it is its RuntimeError (adapt45w2sp)
raising_bprop(SPARSE_ADD_GRAD, "SparseAddGrad")


@bprop_getters.register(SparseAdd)
def _get_sparse_add_bprop(self: Any):
    grad = prim(SPARSE_ADD_GRAD)

    def bprop(a_indices, a_values, a_shape, b_indices, b_values, b_shape, thresh, out, dout):
        from . import functional as F

        da, db = apply(grad, (dout[1], a_indices, b_indices, out[0]))
        return (F.zeros_like(a_indices), da, F.zeros_like(a_shape), F.zeros_like(b_indices), db,
                F.zeros_like(b_shape), F.zeros_like(thresh))

    return bprop


# --- SparseReorder: the entries in row-major (canonical) order ------------------------------------------------
def _check_coo(name: str, indices: Any, values: Any, shape: Any) -> None:
    for arg, x in (("indices", indices), ("shape", shape)):
        if np.dtype(x.dtype) != np.int64:
            raise ArgumentError(f"For '{name}', the dtype of '{arg}' must be int64, but got {np.dtype(x.dtype).name}.")
    for arg, x, rank in (("indices", indices, 2), ("values", values, 1), ("shape", shape, 1)):
        if x is not None and len(x.shape) != rank:
            raise ShapeError(f"For '{name}', the '{arg}' must be a {rank}-D Tensor, but got {len(x.shape)}-D.")


SPARSE_REORDER = define_op(
    "SparseReorder", OpKind.OTHER, n_outputs=2, differentiable=False,
    doc="SparseReorder()(indices, values, shape): the COO entries sorted in row-major order, (y_indices, y_values).")


@SPARSE_REORDER.def_impl
def _sparse_reorder_impl(indices: Any, values: Any, shape: Any) -> Any:
    ind, val, shp = np.asarray(indices), np.asarray(values), np.asarray(shape)
    _check_coo("SparseReorder", ind, val, shp)
    if ind.shape[0] != val.shape[0] or ind.shape[1] != shp.shape[0]:
        raise ValueError(f"For 'SparseReorder', the shapes of 'indices' {list(ind.shape)}, 'values' "
                         f"{list(val.shape)} and 'shape' {list(shp.shape)} do not agree.")
    if np.any(ind < 0) or np.any(ind >= shp[None, :]):
        raise ValueError("For 'SparseReorder', the 'indices' must be in the bounds of 'shape'.")
    order = np.lexsort(ind.T[::-1]) if ind.size else np.arange(ind.shape[0])
    return ind[order], val[order]


@SPARSE_REORDER.def_infer
def _sparse_reorder_infer(indices: Aval, values: Aval, shape: Aval) -> Any:
    _check_coo("SparseReorder", indices, values, shape)
    return Aval(tuple(indices.shape), indices.dtype), Aval(tuple(values.shape), values.dtype)


SparseReorder = SPARSE_REORDER.prim_class


# --- SparseReshape: the same entries under a new dense shape (one -1 inferred) --------------------------------
SPARSE_RESHAPE = define_op(
    "SparseReshape", OpKind.OTHER, n_outputs=2, differentiable=False,
    doc="SparseReshape()(indices, shape, new_shape): the COO indices under new_shape (one -1 dimension "
        "inferred), (y_indices, y_shape).")


@SPARSE_RESHAPE.def_impl
def _sparse_reshape_impl(indices: Any, shape: Any, new_shape: Any) -> Any:
    ind, shp, new = np.asarray(indices), np.asarray(shape), np.asarray(new_shape)
    _check_coo("SparseReshape", ind, None, shp)
    if np.dtype(new.dtype) != np.int64 or new.ndim != 1:
        raise ArgumentError("For 'SparseReshape', the 'new_shape' must be a 1-D Tensor of int64.")
    dense = int(np.prod(shp)) if shp.size else 1
    unknown = [i for i, d in enumerate(new.tolist()) if d == -1]
    if len(unknown) > 1:
        raise ValueError(f"For 'SparseReshape', only one dimension of 'new_shape' can be -1, but got {new.tolist()}.")
    out = new.astype(np.int64).copy()
    if unknown:
        known = int(np.prod([d for d in new.tolist() if d != -1])) if new.size > 1 else 1
        if known == 0 or dense % known:
            raise ValueError(f"For 'SparseReshape', the input shape {shp.tolist()} cannot be reshaped to "
                             f"{new.tolist()}.")
        out[unknown[0]] = dense // known
    if int(np.prod(out)) != dense:
        raise ValueError(f"For 'SparseReshape', the input shape {shp.tolist()} has {dense} elements, but the new "
                         f"shape {out.tolist()} has {int(np.prod(out))}.")
    if ind.shape[0] == 0:
        return np.zeros((0, out.shape[0]), np.int64), out
    flat = np.ravel_multi_index(tuple(ind.T), tuple(int(d) for d in shp))
    return np.stack(np.unravel_index(flat, tuple(int(d) for d in out)), axis=1).astype(np.int64), out


@SPARSE_RESHAPE.def_infer
def _sparse_reshape_infer(indices: Aval, shape: Aval, new_shape: Aval) -> Any:
    _check_coo("SparseReshape", indices, None, shape)
    return Aval((indices.shape[0], new_shape.shape[0]), np.dtype(np.int64)), Aval(tuple(new_shape.shape),
                                                                                  np.dtype(np.int64))


SparseReshape = SPARSE_RESHAPE.prim_class
