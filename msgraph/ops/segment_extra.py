"""UnsortedSegmentMax / UnsortedSegmentMin / UnsortedSegmentProd: reduce the slices of ``x`` that share
a segment id (negative ids are dropped; an id >= num_segments is a RuntimeError, as MindSpore's CPU kernels).

An empty segment holds the reduction's identity as MindSpore's CPU kernels write it: the dtype's
lowest value for Max (``-3.4028235e38`` in float32), its highest for Min, 1 for Prod.  Gradients are
MindSpore's: Max/Min share ``dout`` equally among the entries equal to their segment's result; Prod
gives ``out / x`` (the product of the others, exact where ``x`` is 0, zero when a segment holds two zeros).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common.aval import Aval
from ._helpers import shape_of
from .array_ops import _segment_num, _segment_shape, _unsorted_segment_sum as _segsum_drop
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim, public_functions


def _identity(dtype: np.dtype, kind: str) -> Any:
    if kind == "prod":
        return 1
    info = np.finfo(dtype) if dtype.kind == "f" else np.iinfo(dtype)
    return info.min if kind == "max" else info.max


def _define(name: str, kind: str, ufunc: Any):
    op = define_op(name, OpKind.OTHER, const_inputs=(2,),
                   doc=f"{name}()(x, segment_ids, num_segments): the {kind} of the slices of x sharing an id.")

    def check(xdt: Any, num: Any, n_ids: Any = None) -> None:
        # MindSpore 2.10 (adapt36gpu): a bool x is a TypeError, num_segments 0 a ValueError, in both modes
        if np.dtype(xdt) == np.bool_:
            from ..errors import DTypeError

            raise DTypeError(f"For '{name}', the element of 'x' must be a number Tensor, but got Tensor[Bool].")
        num = _segment_num(num)
        if isinstance(num, (int, np.integer)) and not isinstance(num, bool) and num == 0 and n_ids != 0:
            from ..errors import ShapeError

            raise ShapeError(f"For primitive[{name}], the num_segments's value must be greater than 0, but got 0.")

    @op.def_impl
    def impl(x: Any, ids: Any, num: Any) -> np.ndarray:
        x, ids = np.asarray(x), np.asarray(ids)
        if ids.dtype.kind not in "iu":
            raise TypeError(f"For '{name}', 'segment_ids' must be an int32 or int64 Tensor, but got {ids.dtype}.")
        check(x.dtype, num, ids.size)
        out = np.full(_segment_shape(x.shape, ids.shape, num), _identity(x.dtype, kind), x.dtype)
        if ids.size and ids.max() >= num:  # MindSpore's CPU kernel: a RuntimeError (negative ids are dropped)
            from .array_extra import IndicesRangeError

            raise IndicesRangeError(f"For '{name}', segment_ids value should be [0, {num}), "
                                    f"but got {int(ids.max())}.")
        valid = (ids >= 0) & (ids < num)
        ufunc.at(out, ids[valid], x[valid])
        return out

    @op.def_infer
    def infer(x: Aval, ids: Any, num: Any) -> Aval:
        check(x.dtype, num)
        return Aval(_segment_shape(x.shape, shape_of(ids), num), x.dtype)

    return op, op.prim_class


# (fmax / fmin: MindSpore 2.10's CPU kernels skip NaN elements, adapt34b)
SEGMAX, UnsortedSegmentMax = _define("UnsortedSegmentMax", "max", np.fmax)
SEGMIN, UnsortedSegmentMin = _define("UnsortedSegmentMin", "min", np.fmin)
SEGPROD, UnsortedSegmentProd = _define("UnsortedSegmentProd", "prod", np.multiply)


def _F() -> Any:
    from . import functional

    return functional


def _gather_back(F: Any, v: Any, ids: Any, num: int) -> Any:
    """``v[ids]`` for every entry of x (ids clipped into range; the caller masks the dropped ones)."""
    safe = F.maximum(F.minimum(ids, num - 1), 0)
    return F.gather(v, safe, 0)


def _valid_mask(F: Any, x: Any, ids: Any, num: int) -> Any:
    """1 where x's entry belongs to a kept segment (0 <= id < num), broadcastable to x."""
    ok = F.logical_and(F.greater_equal(ids, 0), F.less(ids, num))
    extra = len(shape_of(x)) - len(shape_of(ids))
    return F.reshape(F.cast(ok, x.dtype), tuple(shape_of(ids)) + (1,) * extra)


def _extremum_bprop(self: Any):
    def bprop(x, ids, num, out, dout):
        F = _F()
        sel = F.mul(F.cast(F.equal(x, _gather_back(F, out, ids, num)), x.dtype), _valid_mask(F, x, ids, num))
        count = F.maximum(_segsum_drop(sel, ids, num), 1)
        g = F.div(_gather_back(F, dout, ids, num), _gather_back(F, count, ids, num))
        return F.mul(g, sel), F.zeros_like(ids), 0
    return bprop


bprop_getters.register(UnsortedSegmentMax)(_extremum_bprop)
bprop_getters.register(UnsortedSegmentMin)(_extremum_bprop)


@bprop_getters.register(UnsortedSegmentProd)
def _prod_bprop(self: Any):
    def bprop(x, ids, num, out, dout):
        F = _F()
        zero = F.equal(x, 0)
        zeros_in = _segsum_drop(F.cast(zero, x.dtype), ids, num)
        nonzero_prod = apply(prim(SEGPROD), (F.select(zero, F.ones_like(x), x), ids, num))
        safe_x = F.select(zero, F.ones_like(x), x)
        others = F.select(zero, _gather_back(F, nonzero_prod, ids, num), F.div(_gather_back(F, out, ids, num), safe_x))
        others = F.select(F.greater(_gather_back(F, zeros_in, ids, num), 1), F.zeros_like(x), others)
        g = F.mul(F.mul(others, _gather_back(F, dout, ids, num)), _valid_mask(F, x, ids, num))
        return g, F.zeros_like(ids), 0
    return bprop


@op_function
def unsorted_segment_max(x: Any, segment_ids: Any, num_segments: int) -> Any:
    """The maximum of the slices of x that share a segment id."""
    return apply(prim(SEGMAX), (x, segment_ids, num_segments))


@op_function
def unsorted_segment_min(x: Any, segment_ids: Any, num_segments: int) -> Any:
    """The minimum of the slices of x that share a segment id."""
    return apply(prim(SEGMIN), (x, segment_ids, num_segments))


@op_function
def unsorted_segment_prod(x: Any, segment_ids: Any, num_segments: int) -> Any:
    """The product of the slices of x that share a segment id."""
    return apply(prim(SEGPROD), (x, segment_ids, num_segments))


__all__ = public_functions(globals())
