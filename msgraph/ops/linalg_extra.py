"""``ops.pinv`` and ``ops.sparse_segment_mean`` (h-opsb: MindSpore's CPU op tests n-z).

Each is one registry op with its numpy impl, inference and a bprop written with public ops:
pinv's is the derivative of the Moore-Penrose inverse X = A+ (valid where the rank is locally constant)
  dA = -X^T G X^T + (I - A X) G^T X X^T + X^T X G^T (I - X A);
sparse_segment_mean's sends each output row's gradient, divided by its segment's size, back to the
rows of ``x`` named by ``indices``.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, DTypeError, ShapeError
from ._helpers import np_dtype, shape_of
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim, public_functions


def _F():
    from . import functional

    return functional


# --- pinv -------------------------------------------------------------------------------------------------
PINV = define_op("Pinv", OpKind.OTHER, attrs={"atol": None, "rtol": None, "hermitian": False}, public=False,
                 doc="The Moore-Penrose pseudo-inverse of the matrices in the last two axes.")


def _pinv_check(shape: Any, dtype: Any) -> None:
    if np.dtype(dtype).name not in ("float32", "float64"):
        raise DTypeError(f"For 'pinv', the dtype of 'x' must be float32 or float64, but got {np.dtype(dtype).name}.")
    if len(tuple(shape)) < 2:
        raise ShapeError(f"For 'pinv', the dimension of 'x' must be at least 2, but got {len(tuple(shape))}.")


@PINV.def_impl
def _pinv_impl(x: Any, atol: Any = None, rtol: Any = None, hermitian: bool = False) -> np.ndarray:
    x = np.asarray(x)
    _pinv_check(x.shape, x.dtype)
    m, n = x.shape[-2:]
    u, s, vt = np.linalg.svd(x.astype(np.float64), full_matrices=False)
    smax = s.max(axis=-1, keepdims=True) if s.size else np.zeros(s.shape[:-1] + (1,))
    a = 0.0 if atol is None else float(atol)
    r = (np.finfo(x.dtype).eps * max(m, n) if atol is None else 0.0) if rtol is None else float(rtol)
    cutoff = np.maximum(a, r * smax)
    sinv = np.where(s > cutoff, 1.0 / np.where(s == 0, 1, s), 0.0)
    out = np.swapaxes(vt, -1, -2) @ (sinv[..., :, None] * np.swapaxes(u, -1, -2))
    return out.astype(x.dtype)


@PINV.def_infer
def _pinv_infer(x: Aval, atol: Any = None, rtol: Any = None, hermitian: bool = False) -> Aval:
    _pinv_check(x.shape, x.dtype)
    return Aval(tuple(x.shape[:-2]) + (x.shape[-1], x.shape[-2]), x.dtype)


@bprop_getters.register(PINV.prim_class)
def _get_bprop_pinv(self: Any):
    def bprop(a, out, dout):
        F = _F()
        T = lambda t: F.swapaxes(t, -1, -2)  # noqa: E731
        mm = F.matmul
        m, n = tuple(shape_of(a))[-2:]
        dt = np_dtype(a)
        p = F.sub(F.eye(m, m, dt), mm(a, out))        # I - A X  (m, m)
        q = F.sub(F.eye(n, n, dt), mm(out, a))        # I - X A  (n, n)
        g1 = F.neg(mm(mm(T(out), dout), T(out)))
        g2 = mm(mm(p, T(dout)), mm(out, T(out)))
        g3 = mm(mm(mm(T(out), out), T(dout)), q)
        return (F.add(F.add(g1, g2), g3),)
    return bprop


@op_function
def pinv(x: Any, *, atol: Any = None, rtol: Any = None, hermitian: bool = False) -> Any:
    """The pseudo-inverse of x (..., M, N): singular values at most max(atol, rtol * largest) are dropped
    (rtol defaults to eps * max(M, N) when neither tolerance is given)."""
    for name, v in (("atol", atol), ("rtol", rtol)):
        if v is not None and (isinstance(v, bool) or not isinstance(v, (int, float))):
            raise ArgumentError(f"For 'pinv', the '{name}' must be a float, but got {type(v).__name__}.")
    return apply(prim(PINV, atol=atol, rtol=rtol, hermitian=bool(hermitian)), (x,))


# --- sparse_segment_mean ----------------------------------------------------------------------------------
SPARSE_SEGMENT_MEAN = define_op("SparseSegmentMean", OpKind.OTHER,
                                doc="SparseSegmentMean()(x, indices, segment_ids): out[s] = the mean of "
                                    "x[indices[j]] over the j with segment_ids[j] == s (sorted ids; empty "
                                    "segments are 0).")
SparseSegmentMean = SPARSE_SEGMENT_MEAN.prim_class


def _ssm_check(x_shape: Any, x_dtype: Any, i_shape: Any, i_dtype: Any, s_shape: Any, s_dtype: Any) -> None:
    if np.dtype(x_dtype).kind != "f":
        raise DTypeError(f"For 'SparseSegmentMean', the 'x' must be a float Tensor, but got {np.dtype(x_dtype)}.")
    for name, dt in (("indices", i_dtype), ("segment_ids", s_dtype)):
        if np.dtype(dt).name not in ("int32", "int64"):
            raise DTypeError(f"For 'SparseSegmentMean', the '{name}' must be int32 or int64, but got {np.dtype(dt)}.")
    if len(tuple(x_shape)) < 1:
        raise ShapeError("For 'SparseSegmentMean', the rank of 'x' must be at least 1, but got 0.")
    if len(tuple(i_shape)) != 1 or len(tuple(s_shape)) != 1:
        raise ShapeError(f"For 'SparseSegmentMean', 'indices' and 'segment_ids' must be 1-D, but got shapes "
                         f"{list(i_shape)} and {list(s_shape)}.")
    if i_shape[0] is not None and s_shape[0] is not None and i_shape[0] != s_shape[0]:
        raise ShapeError(f"For 'SparseSegmentMean', 'indices' and 'segment_ids' must have the same length, but got "
                         f"{i_shape[0]} and {s_shape[0]}.")


@SPARSE_SEGMENT_MEAN.def_impl
def _ssm_impl(x: Any, indices: Any, segment_ids: Any) -> np.ndarray:
    x, idx, ids = np.asarray(x), np.asarray(indices), np.asarray(segment_ids)
    _ssm_check(x.shape, x.dtype, idx.shape, idx.dtype, ids.shape, ids.dtype)
    if idx.size and (idx.min() < 0 or idx.max() >= x.shape[0]):
        raise ValueError(f"For 'SparseSegmentMean', the 'indices' must be in [0, {x.shape[0]}), "
                         f"but got {idx.tolist()}.")
    if ids.size and (ids.min() < 0 or np.any(np.diff(ids) < 0)):
        raise ValueError("For 'SparseSegmentMean', the 'segment_ids' must be non-negative and sorted.")
    num = int(ids.max()) + 1 if ids.size else 0
    acc = np.zeros((num,) + x.shape[1:], np.float64)
    np.add.at(acc, ids, x[idx].astype(np.float64))
    counts = np.bincount(ids, minlength=num).astype(np.float64).reshape((num,) + (1,) * (x.ndim - 1))
    return (acc / np.maximum(counts, 1)).astype(x.dtype)


@SPARSE_SEGMENT_MEAN.def_infer
def _ssm_infer(x: Aval, indices: Aval, segment_ids: Aval) -> Aval:
    _ssm_check(x.shape, x.dtype, indices.shape, indices.dtype, segment_ids.shape, segment_ids.dtype)
    return Aval((None,) + tuple(x.shape[1:]), x.dtype)


@bprop_getters.register(SparseSegmentMean)
def _get_bprop_ssm(self: Any):
    def bprop(x, indices, segment_ids, out, dout):
        F = _F()
        xs = tuple(shape_of(x))
        # each entry's segment size (no num_segments: dout's first dimension is dynamic in Graph mode)
        same = F.cast(F.equal(F.expand_dims(segment_ids, 1), F.expand_dims(segment_ids, 0)), np_dtype(dout))
        per = F.div(1.0, F.reduce_sum(same, 1))
        rows = F.mul(F.gather(dout, segment_ids, 0), F.reshape(per, (-1,) + (1,) * (len(xs) - 1)))
        return (F.unsorted_segment_sum(rows, indices, xs[0]), F.zeros_like(indices), F.zeros_like(segment_ids))
    return bprop


@op_function
def sparse_segment_mean(x: Any, indices: Any, segment_ids: Any) -> Any:
    """The means of the rows x[indices] grouped by the sorted ``segment_ids``."""
    return apply(prim(SPARSE_SEGMENT_MEAN), (x, indices, segment_ids))


__all__ = public_functions(globals())
