"""``ops.vmap(fn, in_axes=0, out_axes=0)``: map ``fn`` over an axis of its inputs.

msgraph vectorizes by running ``fn`` once per batch element (the mapped inputs sliced with
``Unstack``) and stacking the results (``Stack``), so any ``fn`` (a function, a Cell, a primitive, a
nested ``vmap``) is supported, gradients included.  ``in_axes``: an int or None for every input, or a
tuple with one entry (an int, None, or a nested tuple for a tuple input) per input; negative axes
count from the end.  ``out_axes``: an int or None (an unbatched output: the first element's value),
or a tuple with one entry per output.  Mapped inputs must agree on the batch size (RuntimeError, as in MindSpore).
"""
from __future__ import annotations

import functools
from typing import Any, Callable, List

from ..common.tensor import Tensor
from . import functional as _functional   # (partly initialised here: functional imports this module)


def _is_tensor(x: Any) -> bool:
    return isinstance(x, Tensor)


def _check_axes(axes: Any, what: str) -> None:
    if axes is None or (isinstance(axes, int) and not isinstance(axes, bool)):
        return
    if isinstance(axes, (tuple, list)):
        for a in axes:
            _check_axes(a, what)
        return
    raise TypeError(f"For 'vmap', the '{what}' must be an int, None or a tuple of them, but got {axes!r}.")


def _sizes(arg: Any, axis: Any) -> List[int]:
    """The sizes of the mapped axes of ``arg`` (a Tensor or a tuple/list of them)."""
    if axis is None:
        return []
    if isinstance(axis, (tuple, list)):
        if not isinstance(arg, (tuple, list)) or len(arg) != len(axis):
            raise ValueError("For 'vmap', the structure of 'in_axes' must match the inputs, "
                             f"but got in_axes {axis!r} for an input of type {type(arg).__name__}.")
        found: List[int] = []
        for a, ax in zip(arg, axis):
            found = found + _sizes(a, ax)
        return found
    if isinstance(arg, (tuple, list)):
        found = []
        for a in arg:
            found = found + _sizes(a, axis)
        return found
    if not _is_tensor(arg):
        raise ValueError(f"For 'vmap', an input mapped over axis {axis} must be a Tensor, "
                         f"but got {type(arg).__name__}.")
    nd = len(arg.shape)
    if not -nd <= axis < nd:
        raise ValueError(f"For 'vmap', the 'in_axes' {axis} is out of range for an input of rank {nd}.")
    return [arg.shape[axis % nd]]


def _slices(arg: Any, axis: Any, n: int) -> List[Any]:
    """``arg`` split along ``axis`` into ``n`` elements (``arg`` itself n times when unmapped)."""
    if axis is None:
        return [arg] * n
    if isinstance(arg, (tuple, list)):
        axes = axis if isinstance(axis, (tuple, list)) else [axis] * len(arg)
        parts = [_slices(a, ax, n) for a, ax in zip(arg, axes)]
        return [type(arg)(p[i] for p in parts) for i in range(n)]
    return list(_functional.unstack(arg, axis % len(arg.shape)))


def _stack(outs: List[Any], axis: Any) -> Any:
    first = outs[0]
    if isinstance(first, (tuple, list)):
        axes = axis if isinstance(axis, (tuple, list)) else [axis] * len(first)
        if len(axes) != len(first):
            raise ValueError(f"For 'vmap', the 'out_axes' {axis!r} must have one entry per output "
                             f"({len(first)} outputs).")
        return type(first)(_stack([o[i] for o in outs], ax) for i, ax in enumerate(axes))
    if axis is None:
        return first
    if not _is_tensor(first):
        outs = [Tensor(o) for o in outs]
    nd = len(outs[0].shape) + 1
    if not -nd <= axis < nd:
        raise ValueError(f"For 'vmap', the 'out_axes' {axis} is out of range for an output of rank {nd}.")
    return _functional.stack(outs, axis % nd)


def vmap(fn: Callable, in_axes: Any = 0, out_axes: Any = 0) -> Callable:
    """``fn`` mapped over ``in_axes`` of its inputs, the results stacked along ``out_axes``."""
    if isinstance(fn, (bool, int, float, str, list, tuple, dict, Tensor)) or fn is None:
        raise TypeError(f"For 'vmap', the 'fn' must be callable, but got {type(fn).__name__}.")
    _check_axes(in_axes, "in_axes")
    _check_axes(out_axes, "out_axes")

    @functools.wraps(fn if not hasattr(fn, "construct") else fn.construct)
    def mapped(*args: Any) -> Any:
        axes: Any = in_axes
        if not isinstance(axes, (tuple, list)):
            axes = (axes,) * len(args)
        elif len(axes) != len(args):
            raise ValueError(f"For 'vmap', the length of 'in_axes' ({len(axes)}) must equal the number of "
                             f"inputs ({len(args)}).")
        sizes: List[int] = []
        for a, ax in zip(args, axes):
            sizes = sizes + _sizes(a, ax)
        if not sizes:
            raise ValueError("For 'vmap', at least one input must be mapped (an 'in_axes' entry that is not None).")
        if any(v != sizes[0] for v in sizes):
            raise RuntimeError(f"For 'vmap', the mapped axes of the inputs must have the same size, but got {sizes}.")
        n = sizes[0]
        per_arg = [_slices(a, ax, n) for a, ax in zip(args, axes)]
        outs = [fn(*[p[i] for p in per_arg]) for i in range(n)]
        return _stack(outs, out_axes)

    return mapped


__all__ = ["vmap"]
