"""The offsets of Concat's inputs along the concatenation axis: ``_grad_ops.ConcatOffset(N, axis)`` and
``array_ops.ConcatOffsetV1`` (h-cpu4, session 7; what MindSpore's Concat bprop slices its gradient with).

``ConcatOffset(N, axis)((x1, ..., xN))`` reads the inputs' shapes and returns one int64 Tensor (N, rank): row i
is zero except ``sum(shape(xj)[axis] for j < i)`` at ``axis``.  ``ConcatOffsetV1()(axis, (s1, ..., sN))`` takes
the axis as an int32 Tensor and the shapes as 1-D int32 Tensors and returns a tuple of N int32 Tensors (rank,).
As MindSpore 2.10 records.  Not differentiable.
"""
from __future__ import annotations

from typing import Any, List, Sequence

import numpy as np

from ..common.aval import Aval
from ..errors import OpRuntimeError, ShapeError
from ._helpers import unpack_variadic
from .registry import make_variadic
from .registry import OpKind, apply, define_op

__all__: List[str] = []


def _offsets(name: str, shapes: Sequence[Sequence[int]], axis: int) -> np.ndarray:
    rank = len(shapes[0])
    if any(len(s) != rank for s in shapes):
        raise ShapeError(f"For '{name}', all inputs must have the same rank, but got shapes {[list(s) for s in shapes]}.")
    if not -rank <= axis < max(rank, 1):
        # (MindSpore 2.10's kernel raises it, a RuntimeError in both modes; measured adapt41gpu)
        raise OpRuntimeError(f"For '{name}', the 'axis' must be in range [{-rank}, {rank}), but got {axis}.")
    axis %= max(rank, 1)
    out = np.zeros((len(shapes), rank), np.int64)
    out[1:, axis] = np.cumsum([int(s[axis]) for s in shapes[:-1]])
    return out


CONCAT_OFFSET = define_op("ConcatOffset", OpKind.OTHER, attrs={"N": 2, "axis": 0}, differentiable=False,
                          doc="ConcatOffset(N, axis)((x1, ..., xN)): the (N, rank) int64 offsets of the inputs in "
                              "their concatenation along axis.")
ConcatOffset = make_variadic(CONCAT_OFFSET.prim_class)


@CONCAT_OFFSET.def_impl
def _concat_offset_impl(*xs: Any, N: int = 2, axis: int = 0) -> np.ndarray:  # noqa: N803
    return _offsets("ConcatOffset", [np.shape(x) for x in unpack_variadic(xs)], int(axis))


@CONCAT_OFFSET.def_infer
def _concat_offset_infer(*xs: Any, N: int = 2, axis: int = 0) -> Aval:  # noqa: N803
    xs = unpack_variadic(xs)
    rank = len(xs[0].shape)
    return Aval((len(xs), rank), np.dtype(np.int64))


CONCAT_OFFSET_V1 = define_op("ConcatOffsetV1", OpKind.OTHER, n_outputs=2, differentiable=False, public=False,
                             doc="ConcatOffsetV1 kernel: (axis, s1, ..., sN) -> N int32 offsets (rank,).")


@CONCAT_OFFSET_V1.def_impl
def _concat_offset_v1_impl(axis: Any, *shapes: Any) -> Any:
    a = int(np.asarray(axis).reshape(-1)[0])
    if a < 0:   # MindSpore 2.10's CPU kernel fails to launch on a negative axis (recorded)
        raise RuntimeError(f"For 'ConcatOffsetV1', the 'axis' must be non-negative, but got {a}.")
    sh = [np.asarray(s).reshape(-1).tolist() for s in shapes]
    return tuple(row.astype(np.int32) for row in _offsets("ConcatOffsetV1", sh, a))


@CONCAT_OFFSET_V1.def_infer
def _concat_offset_v1_infer(axis: Aval, *shapes: Aval) -> Any:
    for s in shapes:
        if len(s.shape) != 1:
            raise ShapeError(f"For 'ConcatOffsetV1', each shape must be a 1-D Tensor, but got {len(s.shape)}-D.")
    return tuple(Aval(tuple(s.shape), np.dtype(np.int32)) for s in shapes)


from ._compose import CompositePrimitive  # noqa: E402


class ConcatOffsetV1(CompositePrimitive):
    """ConcatOffsetV1()(axis, (x1_shape, ..., xN_shape)): a tuple of N int32 Tensors, the offsets of the inputs
    in their concatenation along ``axis`` (an int32 Tensor)."""

    def __call__(self, axis: Any, shapes: Any) -> Any:
        out = apply(CONCAT_OFFSET_V1.prim_class(), (axis, *tuple(shapes)))
        return tuple(out) if isinstance(out, (tuple, list)) else (out,)


__all__ += ["ConcatOffset", "ConcatOffsetV1"]
