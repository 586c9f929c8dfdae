"""The SparseSegment family (h-gpub: MindSpore's tests/st/ops/gpu, run on the CPU backend).

``SparseSegment{Sum,Mean,SqrtN}(x, indices, segment_ids)`` reduce the rows ``x[indices[j]]`` that share
``segment_ids[j]``: their sum, their mean, or their sum divided by the square root of their count;
the ``...WithNumSegments`` forms take the number of output rows (``num_segments``, rows no id names
are 0, negative ids are dropped), the others have ``max(segment_ids) + 1`` rows.  The gradient
primitives ``SparseSegment{Sum,Mean,SqrtN}Grad(grad, indices, segment_ids, output_dim0)`` send each
segment's row back to the rows of x its entries read (divided by the count, or its square root).
One numpy implementation serves all nine (``_reduce``, ``_scatter_back``); each op differs only in
the argument checks MindSpore 2.10's CPU kernels make, which this module copies with their messages:

* SparseSegmentSum / SqrtN need ids that start at 0 and are contiguous (no empty segment),
  SparseSegmentMean only sorted, non-negative ids (its kernel raises RuntimeError);
* Sum takes integer ``x`` and indices / ids of different int types, Mean and SqrtN neither;
* SparseSegmentSqrtN on float64 returns float32-rounded values (its CPU kernel computes in float).

Each forward op's gradient is its Grad primitive, as in MindSpore.
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import DTypeError, KernelValueError, OpRuntimeError, ShapeError
from ._helpers import dtype_name, np_dtype, shape_of
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim, public_functions, raising_bprop

_FLOATS = "{Tensor[Float16], Tensor[Float32], Tensor[Float64]}"


def _sig(a: Any) -> Tuple[Tuple[Any, ...], np.dtype]:
    """(shape, dtype) of an array, an Aval or a Python int (a constant num_segments / output_dim0)."""
    if isinstance(a, (int, np.integer)) and not isinstance(a, bool):
        return (), None
    return tuple(a.shape), np.dtype(a.dtype)


def _check_types(name: str, x: Any, idx: Any, ids: Any, n: Any, float_only: bool, same_int: bool,
                 n_int32: bool = False) -> None:
    """MindSpore's type checks: x's dtype, the index dtypes (each int32/int64, or all one type)."""
    _, xdt = _sig(x)
    if float_only and xdt.kind != "f":
        raise DTypeError(f"For primitive[{name}], the input argument[x] must be a type of {_FLOATS}, "
                         f"but got Tensor[{dtype_name(xdt)}].")
    if not float_only and xdt.kind not in "iuf":
        raise DTypeError(f"For primitive[{name}], the input argument[x] must be a number Tensor, "
                         f"but got Tensor[{dtype_name(xdt)}].")
    ints = [("indices", idx), ("segment_ids", ids)]
    if n is not None and _sig(n)[1] is not None:
        if n_int32:
            if _sig(n)[1] != np.int32:
                raise DTypeError(f"For primitive[{name}], the input argument[output_dim0] must be a type of "
                                 f"{{Tensor[Int32]}}, but got Tensor[{dtype_name(_sig(n)[1])}].")
        else:
            ints.append(("num_segments" if "Grad" not in name else "output_dim0", n))
    for arg, a in ints:
        if _sig(a)[1].name not in ("int32", "int64"):
            raise DTypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of "
                             f"{{Tensor[Int32], Tensor[Int64]}}, but got Tensor[{dtype_name(_sig(a)[1])}].")
    if same_int and len({_sig(a)[1] for _, a in ints}) > 1:
        raise DTypeError(f"For primitive[{name}], the input type must be same.")


def _check_shapes(name: str, x: Any, idx: Any, ids: Any, mean_style: bool) -> None:
    xs, is_, ss = _sig(x)[0], _sig(idx)[0], _sig(ids)[0]
    if len(xs) < 1:
        raise ShapeError(f"For '{name}', the rank of 'x' must be at least 1, but got 0.")
    if len(is_) != 1 or len(ss) != 1:
        raise ShapeError(f"For '{name}', 'indices' and 'segment_ids' must be 1-D, but got shapes "
                         f"{list(is_)} and {list(ss)}.")
    if is_[0] is None or ss[0] is None:
        return
    if mean_style:
        if is_[0] != ss[0]:
            raise ShapeError(f"For '{name}', the size of 'indices' and 'segment_ids' must be the same, "
                             f"but got {is_[0]} vs {ss[0]}.")
        return
    if is_[0] != ss[0]:
        raise ShapeError(f"For '{name}', the rank of indices and segment_ids must be the same, but got indices "
                         f"{list(is_)} and segment_ids {list(ss)}.")
    if is_[0] == 0:
        raise ShapeError(f"For '{name}', the rank of indices and segment_ids must greater than 0, but got "
                         f"indices {list(is_)} and segment_ids {list(ss)}.")


def _count(n: Any) -> int:
    return int(np.asarray(n).reshape(-1)[0])


def _reduce(x: np.ndarray, idx: np.ndarray, ids: np.ndarray, num: int, mode: str) -> np.ndarray:
    """Rows x[idx[j]] reduced by id into ``num`` rows (ids outside [0, num) are dropped), computed in x's
    dtype as MindSpore's CPU kernels do (a float32 sum divided by the float32 square root of its count)."""
    keep = (ids >= 0) & (ids < num)
    idx, ids = idx[keep], ids[keep]
    acc = np.zeros((num,) + x.shape[1:], x.dtype)
    np.add.at(acc, ids, x[idx])
    if mode != "sum":
        counts = np.bincount(ids, minlength=num).astype(x.dtype).reshape((num,) + (1,) * (x.ndim - 1))
        with np.errstate(divide="ignore", invalid="ignore"):
            acc = np.where(counts > 0, acc / (counts if mode == "mean" else np.sqrt(counts)), 0).astype(x.dtype)
    return acc


def _scatter_back(g: np.ndarray, idx: np.ndarray, ids: np.ndarray, dim0: int, mode: str) -> np.ndarray:
    """out[idx[j]] += g[ids[j]] (/ count or sqrt(count) of ids[j]): the Grad primitives, in g's dtype."""
    keep = (ids >= 0) & (ids < g.shape[0])
    idx, ids = idx[keep], ids[keep]
    rows = g[ids]
    if mode != "sum":
        counts = np.bincount(ids, minlength=g.shape[0]).astype(g.dtype)[ids]
        rows = rows / (counts if mode == "mean" else np.sqrt(counts)).reshape((-1,) + (1,) * (g.ndim - 1))
    out = np.zeros((dim0,) + g.shape[1:], g.dtype)
    np.add.at(out, idx, rows.astype(g.dtype))
    return out


def _out_rows(n: Any) -> Any:
    """The number of output rows known at compile time (a constant), else None (a Tensor's value)."""
    if isinstance(n, Aval):
        return None
    return _count(n)


# --- the forward ops without num_segments -----------------------------------------------------------------
def _define_plain(name: str, mode: str):
    float_only, mean_style = mode != "sum", mode == "mean"
    op = define_op(name, OpKind.OTHER, doc=f"{name}()(x, indices, segment_ids): the {mode} of the rows "
                                           f"x[indices] sharing a segment id (max(segment_ids) + 1 rows).")

    @op.def_impl
    def impl(x: Any, indices: Any, segment_ids: Any) -> np.ndarray:
        x, idx, ids = np.asarray(x), np.asarray(indices), np.asarray(segment_ids)
        _check_types(name, x, idx, ids, None, float_only, mean_style)
        _check_shapes(name, x, idx, ids, mean_style)
        if mean_style:  # the CPU kernel's checks: RuntimeError
            if idx.size == 0:
                raise OpRuntimeError(f"For '{name}', 'indices' and 'segment_ids' must not be empty.")
            if idx.min() < 0 or idx.max() >= x.shape[0]:
                bad = int(np.flatnonzero((idx < 0) | (idx >= x.shape[0]))[0])
                raise OpRuntimeError(f"For '{name}', the {bad}-th 'indices'[{int(idx[bad])}] is out of range"
                                     f"[0, {x.shape[0]}).")
            if ids.min() < 0:
                raise OpRuntimeError(f"For '{name}', the input 'segment_ids' must be non-negative.")
            if np.any(np.diff(ids) < 0):
                raise OpRuntimeError(f"For '{name}', the input 'segment_ids' must be sorted.")
        else:
            if ids[0] != 0:
                raise KernelValueError(f"For '{name}', " + ("indices in 'segment_ids' should be start from 0."
                                                            if mode == "sqrtn" else "indices should start from 0."))
            if np.any((np.diff(ids) != 0) & (np.diff(ids) != 1)):
                raise KernelValueError(f"For '{name}', " + ("segment_ids should be sorted and contiguous."
                                                            if mode == "sqrtn"
                                                            else "indices in 'segment_ids' should be contiguous."))
            if idx.min() < 0 or idx.max() >= x.shape[0]:
                raise KernelValueError(f"For '{name}', {'' if mode == 'sqrtn' else 'input '}indices is out of range of "
                                 f"x's first dimension.")
        if mode == "sqrtn" and x.dtype == np.float64:  # the CPU kernel computes in float32
            return _reduce(x.astype(np.float32), idx, ids, int(ids.max()) + 1, mode).astype(np.float64)
        return _reduce(x, idx, ids, int(ids.max()) + 1, mode)

    @op.def_infer
    def infer(x: Aval, indices: Aval, segment_ids: Aval) -> Aval:
        _check_types(name, x, indices, segment_ids, None, float_only, mean_style)
        _check_shapes(name, x, indices, segment_ids, mean_style)
        return Aval((None,) + tuple(x.shape[1:]), x.dtype)

    return op, op.prim_class


SPARSE_SEGMENT_SUM, SparseSegmentSum = _define_plain("SparseSegmentSum", "sum")
SPARSE_SEGMENT_MEAN, SparseSegmentMean = _define_plain("SparseSegmentMean", "mean")
SPARSE_SEGMENT_SQRT_N, SparseSegmentSqrtN = _define_plain("SparseSegmentSqrtN", "sqrtn")


# --- the forward ops with num_segments --------------------------------------------------------------------
def _define_num(name: str, mode: str):
    float_only, sqrtn = mode != "sum", mode == "sqrtn"
    op = define_op(name, OpKind.OTHER, doc=f"{name}()(x, indices, segment_ids, num_segments): the {mode} of "
                                           f"the rows x[indices] sharing a segment id, num_segments rows.")
    pre = "" if sqrtn else "input "

    @op.def_impl
    def impl(x: Any, indices: Any, segment_ids: Any, num_segments: Any) -> np.ndarray:
        x, idx, ids = np.asarray(x), np.asarray(indices), np.asarray(segment_ids)
        _check_types(name, x, idx, ids, num_segments, float_only, float_only)
        _check_shapes(name, x, idx, ids, False)
        num = _count(num_segments)
        if np.any(np.diff(ids) < 0):
            raise KernelValueError(f"For '{name}', {pre}segment_ids should be sorted.")
        if idx.min() < 0 or idx.max() >= x.shape[0]:
            raise KernelValueError(f"For '{name}', {pre}indices is out of range of x's first dimension.")
        if ids.max() >= num:
            raise KernelValueError(f"For '{name}', num_segments must be bigger than the largest id of segment_ids.")
        return _reduce(x, idx, ids, num, mode)

    @op.def_infer
    def infer(x: Aval, indices: Aval, segment_ids: Aval, num_segments: Any) -> Aval:
        _check_types(name, x, indices, segment_ids, num_segments, float_only, float_only)
        _check_shapes(name, x, indices, segment_ids, False)
        return Aval((_out_rows(num_segments),) + tuple(x.shape[1:]), x.dtype)

    return op, op.prim_class


SPARSE_SEGMENT_SUM_WNS, SparseSegmentSumWithNumSegments = _define_num("SparseSegmentSumWithNumSegments", "sum")
SPARSE_SEGMENT_MEAN_WNS, SparseSegmentMeanWithNumSegments = _define_num("SparseSegmentMeanWithNumSegments", "mean")
SPARSE_SEGMENT_SQRT_N_WNS, SparseSegmentSqrtNWithNumSegments = _define_num("SparseSegmentSqrtNWithNumSegments",
                                                                           "sqrtn")


# --- the gradient primitives ------------------------------------------------------------------------------
def _define_grad(name: str, mode: str):
    op = define_op(name, OpKind.OTHER, differentiable=False,
                   doc=f"{name}()(grad, indices, segment_ids, output_dim0): output_dim0 rows, row indices[j] "
                       f"gathering grad[segment_ids[j]] (the gradient of SparseSegment{name[13:-4]}).")
    mean = mode == "mean"

    @op.def_impl
    def impl(grad: Any, indices: Any, segment_ids: Any, output_dim0: Any) -> np.ndarray:
        g, idx, ids = np.asarray(grad), np.asarray(indices), np.asarray(segment_ids)
        _check_types(name, g, idx, ids, output_dim0, True, True, n_int32=mean)
        _check_shapes(name, g, idx, ids, True)
        dim0 = _count(output_dim0)
        if np.any(np.diff(ids) < 0):
            raise KernelValueError(f"For '{name}', segment_ids should be sorted.")
        if idx.size and (idx.min() < 0 or idx.max() >= dim0):
            raise KernelValueError(f"For '{name}', indices is out of range of output_dim0.")
        if mean and ids.size and (ids.min() < 0 or ids.max() >= g.shape[0]):
            raise KernelValueError(f"For '{name}', segment_ids is out of range of grad_dim0.")
        return _scatter_back(g, idx, ids, dim0, mode)

    @op.def_infer
    def infer(grad: Aval, indices: Aval, segment_ids: Aval, output_dim0: Any) -> Aval:
        _check_types(name, grad, indices, segment_ids, output_dim0, True, True, n_int32=mean)
        _check_shapes(name, grad, indices, segment_ids, True)
        return Aval((_out_rows(output_dim0),) + tuple(grad.shape[1:]), grad.dtype)

    return op, op.prim_class


SPARSE_SEGMENT_SUM_GRAD, SparseSegmentSumGrad = _define_grad("SparseSegmentSumGrad", "sum")
SPARSE_SEGMENT_MEAN_GRAD, SparseSegmentMeanGrad = _define_grad("SparseSegmentMeanGrad", "mean")
SPARSE_SEGMENT_SQRT_N_GRAD, SparseSegmentSqrtNGrad = _define_grad("SparseSegmentSqrtNGrad", "sqrtn")

_GRAD_OF = {SparseSegmentSum: SPARSE_SEGMENT_SUM_GRAD, SparseSegmentMean: SPARSE_SEGMENT_MEAN_GRAD,
            SparseSegmentSqrtN: SPARSE_SEGMENT_SQRT_N_GRAD,
            SparseSegmentSumWithNumSegments: SPARSE_SEGMENT_SUM_GRAD,
            SparseSegmentMeanWithNumSegments: SPARSE_SEGMENT_MEAN_GRAD,
            SparseSegmentSqrtNWithNumSegments: SPARSE_SEGMENT_SQRT_N_GRAD}


def _bprop_getter(grad_op: Any):
    def getter(self: Any):
        def bprop(x, indices, segment_ids, *rest):
            from . import functional as F

            ids_dt = np_dtype(segment_ids)
            if np_dtype(indices) != ids_dt:   # the Grad primitives take one index type
                indices = F.cast(indices, ids_dt)
            dim0 = np.array(tuple(shape_of(x))[0], np.int32 if grad_op is SPARSE_SEGMENT_MEAN_GRAD else ids_dt)
            dx = apply(prim(grad_op), (rest[-1], indices, segment_ids, dim0))
            zeros = (F.zeros_like(indices), F.zeros_like(segment_ids))
            if len(rest) == 3:   # num_segments
                zeros += (F.zeros_like(rest[0]) if hasattr(rest[0], "dtype") else 0,)
            return (dx,) + zeros
        return bprop
    return getter


for _cls, _g in _GRAD_OF.items():
    if _cls is not SparseSegmentMean:
        bprop_getters.register(_cls)(_bprop_getter(_g))
# MindSpore 2.10 defines no bprop for SparseSegmentMean itself (its WithNumSegments form has one): a gradient
# reaching it is its RuntimeError (msgraph applied SparseSegmentMeanGrad; adapt41gpu)
raising_bprop(SPARSE_SEGMENT_MEAN, "SparseSegmentMean",
              "Illegal primitive: Primitive SparseSegmentMean's bprop not defined.")


@op_function
def sparse_segment_mean(x: Any, indices: Any, segment_ids: Any) -> Any:
    """The means of the rows x[indices] grouped by the sorted ``segment_ids``."""
    return apply(prim(SPARSE_SEGMENT_MEAN), (x, indices, segment_ids))


__all__ = public_functions(globals())
