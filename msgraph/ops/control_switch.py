"""``ops.functional.switch(cond, true_value, false_value)`` (h-inpl): MindSpore's ``Switch`` primitive used
as a function.  A Python condition picks a value; a one-element Tensor condition joins the two values, as a
Tensor ``if`` does (both must have one dtype and shape; the values are computed already, so the join is a
select).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common import dtype as mstype
from ..errors import DTypeError, ShapeError
from .registry import op_function
from ._helpers import user_type

__all__ = ["switch"]


def _F():
    from . import functional

    return functional


def _is_tensor(x: Any) -> bool:
    return not isinstance(x, (bool, int, float, complex, np.generic, tuple, list, dict, type(None), str))


def _join(cond: Any, a: Any, b: Any) -> Any:
    F = _F()
    if isinstance(a, (tuple, list)) and isinstance(b, (tuple, list)):
        if len(a) != len(b):
            raise ValueError(f"Cannot join the return values of different branches: a sequence of {len(a)} "
                             f"elements and one of {len(b)}.")
        return type(a)(_join(cond, x, y) for x, y in zip(a, b))
    if not _is_tensor(a) and not _is_tensor(b):
        if type(a) is not type(b):
            raise DTypeError(f"Type Join Failed: dtype1 = {user_type(a).__name__}, dtype2 = {user_type(b).__name__}.")
        if a == b:
            return a
        dt = _scalar_dtype(a)
        a, b = F.scalar_to_tensor(a, dt), F.scalar_to_tensor(b, dt)
    elif not _is_tensor(a) or not _is_tensor(b):
        raise DTypeError("Cannot join the return values of different branches: a Tensor and "
                         f"{user_type(b if _is_tensor(a) else a).__name__}.")
    da, db = F.dtype(a), F.dtype(b)
    if da != db:
        raise DTypeError(f"Type Join Failed: dtype1 = {da}, dtype2 = {db}.")
    sa, sb = tuple(F.shape(a)), tuple(F.shape(b))
    if sa != sb:
        raise ShapeError(f"Shape Join Failed: shape1 = {list(sa)}, shape2 = {list(sb)}.")
    return F.select(F.broadcast_to(cond, sa), a, b)


def _scalar_dtype(v: Any) -> Any:
    return mstype.bool_ if isinstance(v, bool) else (mstype.int64 if isinstance(v, int) else mstype.float32)


@op_function
def switch(cond: Any, true_value: Any, false_value: Any) -> Any:
    """``true_value`` if ``cond`` else ``false_value``; ``cond`` a Python bool or a one-element Tensor."""
    if not _is_tensor(cond):
        return true_value if cond else false_value
    F = _F()
    shape = tuple(F.shape(cond))
    if int(np.prod(shape)) != 1:
        raise ValueError("The truth value of an array with more than one element is ambiguous.")
    c = F.reshape(cond, ())
    if F.dtype(c) != mstype.bool_:
        c = F.cast(c, mstype.bool_)
    return _join(c, true_value, false_value)
