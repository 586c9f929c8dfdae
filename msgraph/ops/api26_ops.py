"""Primitives of MindSpore 2.10's ``mindspore.ops`` that its CPU backend runs and msgraph lacked (api26):
``NonMaxSuppressionWithOverlaps`` (greedy selection by score over a given overlap matrix), ``SparseSlice`` (a
window of a COO sparse Tensor) and ``TridiagonalMatMul`` (a tridiagonal matrix, given by its three diagonals,
times a matrix).  Each is one registry op (numpy implementation and shape/dtype inference); the first two have
data-dependent output lengths (a dynamic dimension in graph code)."""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common import dtype as mstype
from ..common.aval import Aval
from ._compose import CompositePrimitive
from ._helpers import is_tensorlike, np_dtype, shape_of
from ._helpers import user_type
from .registry import OpKind, apply, define_op, is_number_input, prim


def _dtype_name(x: Any) -> str:
    return str(mstype.from_numpy(np.dtype(np_dtype(x))))


def _number_name(v: Any) -> str:
    return "Bool" if isinstance(v, bool) else "Int64" if isinstance(v, int) else "Float32"


_FLOATS = ("Float16", "Float32", "Float64")

# --- NonMaxSuppressionWithOverlaps -----------------------------------------------------------------------------------
NMS_OVERLAPS = define_op("NonMaxSuppressionWithOverlapsSelect", OpKind.OTHER, differentiable=False, public=False,
                         doc="The indices NonMaxSuppressionWithOverlaps keeps (int32, dynamic length).")


@NMS_OVERLAPS.def_impl
def _nms_impl(overlaps: Any, scores: Any, max_output_size: Any, overlap_threshold: Any,
              score_threshold: Any) -> np.ndarray:
    ov, sc = np.asarray(overlaps), np.asarray(scores)
    limit = int(np.asarray(max_output_size))
    if limit < 0:
        raise ValueError("For 'NonMaxSuppressionWithOverlaps', the input max_output_size must be non-negative.")
    ov_thr, sc_thr = np.asarray(overlap_threshold), np.asarray(score_threshold)
    kept = []
    for i in np.argsort(-sc, kind="stable"):   # highest score first; equal scores by index
        if len(kept) >= limit or not sc[i] > sc_thr:
            break
        if any(ov[i, j] >= ov_thr for j in kept):   # overlaps[candidate, selected] reaching the threshold
            continue
        kept.append(int(i))
    return np.asarray(kept, np.int32)


@NMS_OVERLAPS.def_infer
def _nms_infer(overlaps: Aval, scores: Aval, *rest: Aval) -> Aval:
    return Aval((None,), np.dtype(np.int32))


class NonMaxSuppressionWithOverlaps(CompositePrimitive):
    """NonMaxSuppressionWithOverlaps()(overlaps (n, n), scores (n,), max_output_size, overlap_threshold,
    score_threshold) -> int32 indices: boxes taken by decreasing score (above ``score_threshold``), each dropped
    when its overlap with a box already taken reaches ``overlap_threshold``, at most ``max_output_size``."""

    def __call__(self, overlaps: Any, scores: Any, max_output_size: Any, overlap_threshold: Any,
                  score_threshold: Any) -> Any:
        name = "For primitive[NonMaxSuppressionWithOverlaps]"
        for arg, v in (("max_output_size", max_output_size), ("overlap_threshold", overlap_threshold),
                       ("score_threshold", score_threshold)):
            if is_number_input(v):
                raise TypeError(f"The primitive[NonMaxSuppressionWithOverlaps]'s input arguments[{arg}] must be all "
                                f"tensor and those type must be same. But got input argument[{arg}]:"
                                f"{_number_name(v)}")
        for arg, v in (("overlaps", overlaps), ("scores", scores)):
            if not is_tensorlike(v):
                raise TypeError(f"{name}, the input argument[{arg}] must be a Tensor, but got {user_type(v).__name__}.")
        if _dtype_name(max_output_size) != "Int32":
            raise TypeError(f"{name}, the input argument[max_output_size] must be a type of {{Tensor[Int32]}}, but got "
                            f"Tensor[{_dtype_name(max_output_size)}].")
        names = [_dtype_name(v) for v in (overlaps, scores, overlap_threshold, score_threshold)]
        if any(n not in _FLOATS for n in names):
            raise TypeError(f"{name}, the input argument[overlaps] must be a type of {{Tensor[Float16], "
                            f"Tensor[Float32], Tensor[Float64]}}, but got Tensor[{names[0]}].")
        if names[0] != names[1]:
            raise TypeError(f"{name}, the input type must be same.")
        os_, ss = tuple(shape_of(overlaps)), tuple(shape_of(scores))
        if len(os_) != 2:
            raise ValueError(f"{name}, the rank of overlaps must be equal to 2, but got {len(os_)}.")
        if os_[1] != os_[0]:
            raise ValueError(f"{name}, the size of the second dimension of overlaps must be equal to {os_[0]}, but got "
                             f"{os_[1]}.")
        if len(ss) != 1:
            raise ValueError(f"{name}, the rank of scores must be equal to 1, but got {len(ss)}.")
        if ss[0] != os_[0]:
            raise ValueError(f"{name}, the length of scores must be equal to {os_[0]}, but got {ss[0]}.")
        for arg, v in (("max_output_size", max_output_size), ("overlap_threshold", overlap_threshold),
                       ("score_threshold", score_threshold)):
            if len(shape_of(v)) != 0:
                raise ValueError(f"{name}, the rank of {arg} must be equal to 0, but got {len(shape_of(v))}.")
        return apply(prim(NMS_OVERLAPS), (overlaps, scores, max_output_size, overlap_threshold, score_threshold))


# --- SparseSlice -----------------------------------------------------------------------------------------------------
SPARSE_SLICE = define_op("SparseSliceWindow", OpKind.OTHER, n_outputs=3, differentiable=False, public=False,
                         doc="SparseSlice's (indices, values, shape) of the window [start, start + size).")


@SPARSE_SLICE.def_impl
def _sparse_slice_impl(indices: Any, values: Any, shape: Any, start: Any, size: Any) -> Tuple[np.ndarray, ...]:
    ind, val = np.asarray(indices), np.asarray(values)
    shp, st, sz = (np.asarray(a, np.int64) for a in (shape, start, size))
    end = np.minimum(st + sz, shp)
    keep = np.all((ind >= st) & (ind < end), axis=1) if ind.size else np.zeros(len(ind), bool)
    out_shape = np.maximum(end - st, 0).astype(np.int64)
    return (ind[keep] - st).astype(np.int64).reshape(-1, len(shp)), val[keep], out_shape


@SPARSE_SLICE.def_infer
def _sparse_slice_infer(indices: Aval, values: Aval, shape: Aval, start: Aval, size: Aval) -> Tuple[Aval, ...]:
    rank = indices.shape[1]
    return (Aval((None, rank), np.dtype(np.int64)), Aval((None,), values.dtype),
            Aval(tuple(shape.shape), np.dtype(np.int64)))


class SparseSlice(CompositePrimitive):
    """SparseSlice()(indices (N, R) int64, values (N,), shape (R,), start (R,), size (R,)) -> the entries inside
    ``[start, start + size)`` (clipped to ``shape``), their indices relative to ``start``, and the window's shape."""

    def __call__(self, indices: Any, values: Any, shape: Any, start: Any, size: Any) -> Any:
        name = "For primitive[SparseSlice]"
        for arg, v in (("indices", indices), ("shape", shape), ("start", start), ("size", size)):
            if not is_tensorlike(v) or _dtype_name(v) != "Int64":
                got = f"Tensor[{_dtype_name(v)}]" if is_tensorlike(v) else type(v).__name__
                raise TypeError(f"{name}, the input argument[{arg}] must be a type of {{Tensor[Int64]}}, but got "
                                f"{got}.")
        if not is_tensorlike(values):
            raise TypeError(f"{name}, the input argument[values] must be a Tensor, but got {user_type(values).__name__}.")
        si, sv, ss, st, sz = (tuple(shape_of(v)) for v in (indices, values, shape, start, size))
        if len(si) != 2:
            raise ValueError(f"{name}, the rank of indices must be equal to 2, but got {len(si)}.")
        for arg, s in (("values", sv), ("shape", ss), ("start", st), ("size", sz)):
            if len(s) != 1:
                raise ValueError(f"{name}, the rank of {arg} must be equal to 1, but got {len(s)}.")
        if si[0] != sv[0]:
            raise ValueError(f"For SparseSlice, indices.shape[0] must equal to values.shape[0], but got indices.shape "
                             f"= {list(si)} and value.shape = {list(sv)}.")
        if si[1] != ss[0]:
            raise ValueError(f"For SparseSlice, indices.shape[1] must equal to shape.shape[0], but got indices.shape "
                             f"= {list(si)} and shape.shape = {list(ss)}.")
        for arg, s in (("start", st), ("size", sz)):
            if s != ss:
                raise ValueError(f"For SparseSlice, shape.shape must equal to {arg}.shape, but got shape.shape = "
                                 f"{list(ss)} and {arg}.shape = {list(s)}.")
        return apply(prim(SPARSE_SLICE), (indices, values, shape, start, size))


# --- TridiagonalMatMul -----------------------------------------------------------------------------------------------
TRIDIAGONAL_MATMUL = define_op("TridiagonalMatMul", OpKind.OTHER, differentiable=False,
                               doc="TridiagonalMatMul()(superdiag, maindiag, subdiag (..., 1, M), rhs (..., M, N)): "
                                   "the tridiagonal matrix with these diagonals times rhs (superdiag's last and "
                                   "subdiag's first element unused).")
TridiagonalMatMul = TRIDIAGONAL_MATMUL.prim_class


def _tridiagonal_check(shapes: Tuple[Tuple[Any, ...], ...], dtypes: Tuple[np.dtype, ...]) -> None:
    """MindSpore's checks of TridiagonalMatMul's inputs (shapes and dtypes of superdiag, maindiag, subdiag, rhs)."""
    name = "For primitive[TridiagonalMatMul]"
    kinds = ("Complex128", "Complex64", "Float16", "Float32", "Float64")
    for arg, d in zip(("superdiag", "maindiag", "subdiag", "rhs"), dtypes):
        got = str(mstype.from_numpy(np.dtype(d)))
        if got not in kinds:
            raise TypeError(f"{name}, the input argument[{arg}] must be a type of "
                            f"{{{', '.join(f'Tensor[{k}]' for k in kinds)}}}, but got Tensor[{got}].")
    if len({np.dtype(d) for d in dtypes}) != 1:
        raise TypeError(f"{name}, the input type must be same.")
    sd, md, bd, r = shapes
    if min(len(sd), len(md), len(bd), len(r)) < 2:
        raise ValueError("For 'TridiagonalMatMul', the ranks of the inputs must be at least 2.")
    if not sd == md == bd:
        raise ValueError(f"For 'TridiagonalMatMul', the shapes of 'superdiag', 'maindiag' and 'subdiag' must be the "
                         f"same, but got {sd}, {md} and {bd}.")
    if sd[-2] != 1:
        raise ValueError(f"For 'TridiagonalMatMul', the rows of the diagonals must be 1, but got {sd[-2]}.")
    if sd[-1] != r[-2]:
        raise ValueError(f"For 'TridiagonalMatMul', the columns of the diagonals must equal the rows of 'rhs' "
                         f"({r[-2]}), but got {sd[-1]}.")
    if sd[:-2] != r[:-2]:
        raise ValueError(f"For 'TridiagonalMatMul', the batch shapes of the diagonals and 'rhs' must be the same, "
                         f"but got {sd[:-2]} and {r[:-2]}.")


@TRIDIAGONAL_MATMUL.def_impl
def _tridiagonal_matmul_impl(superdiag: Any, maindiag: Any, subdiag: Any, rhs: Any) -> np.ndarray:
    sup, main, sub, y = (np.asarray(a) for a in (superdiag, maindiag, subdiag, rhs))
    _tridiagonal_check(tuple(a.shape for a in (sup, main, sub, y)), tuple(a.dtype for a in (sup, main, sub, y)))
    col = lambda d: np.swapaxes(d, -1, -2)   # noqa: E731  (..., 1, M) -> (..., M, 1)
    out = col(main) * y
    out[..., :-1, :] += col(sup)[..., :-1, :] * y[..., 1:, :]
    out[..., 1:, :] += col(sub)[..., 1:, :] * y[..., :-1, :]
    return out.astype(y.dtype, copy=False)


@TRIDIAGONAL_MATMUL.def_infer
def _tridiagonal_matmul_infer(superdiag: Aval, maindiag: Aval, subdiag: Aval, rhs: Aval) -> Aval:
    avals = (superdiag, maindiag, subdiag, rhs)
    _tridiagonal_check(tuple(tuple(a.shape) for a in avals), tuple(np.dtype(a.dtype) for a in avals))
    return Aval(tuple(rhs.shape), rhs.dtype)
