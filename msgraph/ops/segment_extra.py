"""UnsortedSegmentMax / UnsortedSegmentMin / UnsortedSegmentProd: reduce the slices of ``x`` that share
a segment id (ids outside ``[0, num_segments)`` are dropped).

An empty segment holds the reduction's identity as MindSpore's CPU kernels write it: the dtype's
lowest value for Max (``-3.4028235e38`` in float32), its highest for Min, 1 for Prod.  No gradient yet
(MindSpore has one; see docs/differences.md).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common.aval import Aval
from ._helpers import shape_of
from .array_ops import _segment_shape
from .registry import OpKind, apply, define_op, op_function, prim, public_functions


def _identity(dtype: np.dtype, kind: str) -> Any:
    if kind == "prod":
        return 1
    info = np.finfo(dtype) if dtype.kind == "f" else np.iinfo(dtype)
    return info.min if kind == "max" else info.max


def _define(name: str, kind: str, ufunc: Any):
    op = define_op(name, OpKind.OTHER, const_inputs=(2,), differentiable=False,
                   doc=f"{name}()(x, segment_ids, num_segments): the {kind} of the slices of x sharing an id.")

    @op.def_impl
    def impl(x: Any, ids: Any, num: Any) -> np.ndarray:
        x, ids = np.asarray(x), np.asarray(ids)
        if ids.dtype.kind not in "iu":
            raise TypeError(f"For '{name}', 'segment_ids' must be an int32 or int64 Tensor, but got {ids.dtype}.")
        out = np.full(_segment_shape(x.shape, ids.shape, num), _identity(x.dtype, kind), x.dtype)
        valid = (ids >= 0) & (ids < num)
        ufunc.at(out, ids[valid], x[valid])
        return out

    @op.def_infer
    def infer(x: Aval, ids: Any, num: Any) -> Aval:
        return Aval(_segment_shape(x.shape, shape_of(ids), num), x.dtype)

    return op, op.prim_class


SEGMAX, UnsortedSegmentMax = _define("UnsortedSegmentMax", "max", np.maximum)
SEGMIN, UnsortedSegmentMin = _define("UnsortedSegmentMin", "min", np.minimum)
SEGPROD, UnsortedSegmentProd = _define("UnsortedSegmentProd", "prod", np.multiply)


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
