"""Mixed precision while a Cell runs (``Cell.to_float``, ``amp.auto_mixed_precision``).

The op dispatcher (``ops.registry.apply``) consults :data:`STATE`; a Cell whose ``_amp_policy``
attribute is set pushes it for the duration of its ``construct``: eagerly in PyNative mode, while its
source is lowered in Graph mode (the casts then become IR nodes).  Two policies:

* ``(dtype, None)`` -- ``Cell.to_float(dtype)``: every computing op takes its float inputs
  (arguments, Parameters, intermediates) in ``dtype``; results stay in ``dtype``;
* ``(dtype, names)`` -- the O1 white list: only ops whose name is in ``names`` compute in ``dtype``,
  and their float results are cast back to float32.

Gradients flow through the inserted ``Cast`` ops back to the float32 master weights.  Ops that only
move or store data (Cast itself, Assign, Print...) and non-differentiable ones (comparisons,
argmax...) are left alone.
"""
from __future__ import annotations

import contextlib
import threading
from typing import Any, Callable, FrozenSet, Iterator, Optional, Sequence

import numpy as np

__all__ = ["STATE", "scope", "dispatch"]


class _State(threading.local):
    dtype: Optional[Any] = None              # an msgraph DType, or None: no mixed precision
    white: Optional[FrozenSet[str]] = None   # None: every computing op; else only these op names


STATE = _State()


@contextlib.contextmanager
def scope(dtype: Optional[Any], white: Optional[FrozenSet[str]] = None) -> Iterator[None]:
    """Run the block under the policy ``(dtype, white)`` (``dtype=None``: no casting)."""
    saved = (STATE.dtype, STATE.white)
    STATE.dtype, STATE.white = dtype, white
    try:
        yield
    finally:
        STATE.dtype, STATE.white = saved


def _float_dtype(a: Any) -> Optional[np.dtype]:
    data = getattr(a, "_data", None)
    if isinstance(data, np.ndarray):
        dt = data.dtype
    else:
        aval = getattr(a, "aval", None)          # a symbolic value while a graph is built
        if aval is None or getattr(aval, "weak", False):
            return None
        try:
            dt = np.dtype(aval.dtype)
        except TypeError:
            return None
    return dt if dt.kind == "f" or dt.name == "bfloat16" else None


def _cast_all(values: Sequence[Any], dtype: Any, apply: Callable[..., Any]) -> list:
    from ..common.dtype import to_numpy
    from .array_ops import _P_CAST

    target = to_numpy(dtype)
    out = []
    for a in values:
        dt = _float_dtype(a)
        out.append(apply(_P_CAST, (a, dtype)) if dt is not None and dt != target else a)
    return out


def dispatch(p: Any, args: Sequence[Any], apply: Callable[..., Any]) -> Any:
    """``apply(p, args)`` under the current policy (called by ``apply`` when a policy is set)."""
    dtype, white = STATE.dtype, STATE.white
    op = p.op
    computes = op.name != "Cast" and op.differentiable and not op.effectful
    with scope(None):
        if not computes or (white is not None and op.name not in white):
            return apply(p, args)
        out = apply(p, _cast_all(args, dtype, apply))
        if white is None:
            return out
        from ..common import dtype as mstype

        if isinstance(out, tuple):
            return tuple(_cast_all(out, mstype.float32, apply))
        return _cast_all([out], mstype.float32, apply)[0]
