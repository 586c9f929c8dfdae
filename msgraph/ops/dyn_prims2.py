"""Primitives of tests/st/ops/dynamic_shape/grad (h-dyn, session 11), each a composition of registry ops
(their gradients come from those ops): ``sparse_ops.SparseTensorDenseAdd``, ``_inner_ops.ClipByNorm``
(``array_ops.SegmentMean`` is api22_ops.py's registry op since session 36)."""
from __future__ import annotations

from typing import Any

import numpy as np

from ._compose import CompositePrimitive

__all__: list = []


def _F() -> Any:
    from . import functional

    return functional


class SparseTensorDenseAdd(CompositePrimitive):
    """SparseTensorDenseAdd()(x1_indices, x1_values, x1_shape, x2): the dense ``x2`` plus the COO sparse tensor
    (``x1_values`` at ``x1_indices``; ``x1_shape`` is x2's shape)."""

    def __call__(self, x1_indices: Any, x1_values: Any, x1_shape: Any, x2: Any) -> Any:
        return _F().tensor_scatter_add(x2, x1_indices, x1_values)


class ClipByNorm(CompositePrimitive):
    """ClipByNorm(axis=None)(x, clip_norm): ``x * clip_norm / max(l2norm(x, axis), clip_norm)`` (the norm over
    ``axis``, all axes for None, kept for broadcasting), in x's dtype."""

    _attrs = {"axis": None}

    def __call__(self, x: Any, clip_norm: Any) -> Any:
        F = _F()
        axis = self.axis
        if axis is None:
            axis = tuple(range(len(x.shape)))
        elif isinstance(axis, int):
            axis = (axis,)
        xf = F.cast(x, np.float32)
        l2 = F.sqrt(F.reduce_sum(F.square(xf), tuple(axis), keep_dims=True))
        cn = F.cast(clip_norm, np.float32)
        return F.cast(F.div(F.mul(xf, cn), F.maximum(l2, cn)), x.dtype)


class MapUniform(CompositePrimitive):
    """MapUniform()(input, per_group_size, group_num): ``input % group_num * per_group_size + input // group_num``
    (MindSpore's embedding-cache op, deprecated since 2.8)."""

    def __call__(self, input_x: Any, per_group_size: Any, group_num: Any) -> Any:  # noqa: A002
        out = input_x % group_num * per_group_size + input_x // group_num
        from ..common.tensor import Tensor

        if isinstance(out, Tensor):   # the kernel's check (a graph value is not checked)
            top = int(per_group_size) * int(group_num)
            bad = out.asnumpy()[out.asnumpy() >= top]
            if bad.size:
                from ..errors import OpRuntimeError

                raise OpRuntimeError(f"For 'MapUniform', all elements in output must be less than {top}, "
                                     f"but got {int(bad[0])}")
        return out


class PadAndShift(CompositePrimitive):
    """PadAndShift()(input_x, cum_sum_arr, shift_idx): ``cum_sum_arr[-1]`` values of -1 with
    ``input_x[:end - start]`` copied to ``[start, end)`` (start, end = cum_sum_arr[shift_idx], [shift_idx + 1]);
    the output length is read from the values (deprecated since 2.8)."""

    def __call__(self, input_x: Any, cum_sum_arr: Any, shift_idx: Any) -> Any:
        from ..common.tensor import Tensor

        x, c = input_x.asnumpy(), cum_sum_arr.asnumpy()
        idx = int(shift_idx)
        if idx + 1 >= len(c):
            raise ValueError(f"For 'PadAndShift', the 'shift_idx' must be less than {len(c) - 1}, but got {idx}.")
        start, end = int(c[idx]), int(c[idx + 1])
        out = np.full(int(c[-1]), -1, x.dtype)
        out[start:end] = x[:end - start]
        return Tensor(out)
