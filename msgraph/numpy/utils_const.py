"""``mindspore.numpy.utils_const``: compile-time helpers on shapes and axes (plain Python on constants;
graph code runs them while compiling)."""
from __future__ import annotations

from typing import Any, Tuple
from ..ops._helpers import user_type


def _check_axis_in_range(axis: Any, ndim: int) -> int:
    """``axis`` checked against ``ndim`` dimensions, as a non-negative axis."""
    if not isinstance(axis, int):
        raise TypeError(f'axes should be integers, not {user_type(axis)}')
    if not -ndim <= axis < ndim:
        raise ValueError(f'axis {axis} is out of bounds for array of dimension {ndim}')
    return axis % ndim


def _infer_out_shape(*shapes: Any) -> Tuple[int, ...]:
    """The broadcast shape of ``shapes``; a ValueError where they do not broadcast."""
    rank = max(len(s) for s in shapes)
    out = []
    for i in range(rank):
        items = [s[i - rank + len(s)] if i - rank + len(s) >= 0 else 1 for s in shapes]
        size = 0 if 0 in items else max(items)
        if any(item not in (1, size) for item in items):
            raise ValueError(f'operands could not be broadcast together with shapes {*shapes,}')
        out.append(size)
    return tuple(out)


def _canonicalize_axis(axis: Any, ndim: int) -> Any:
    """Non-negative axes: one axis (an int, or a sequence of one) as an int, more as a sorted tuple;
    an axis out of range or a duplicate is a ValueError."""
    axes = [axis] if isinstance(axis, int) else list(axis)
    for ax in axes:
        _check_axis_in_range(ax, ndim)
    axes = tuple(a + ndim if a < 0 else a for a in axes)
    if not all(axes.count(a) <= 1 for a in axes):
        raise ValueError(f"duplicate axes in {axes}.")
    return tuple(sorted(axes)) if len(axes) > 1 else axes[0]
