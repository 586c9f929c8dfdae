"""Shared helpers for bprop rules (written with public ops, so they run eagerly and symbolically)."""
from __future__ import annotations

from typing import Any, Tuple

from ..common.aval import Aval


def shape_of(x: Any) -> Tuple[int, ...]:
    """Static shape of a Tensor, a symbolic value or a Python scalar (``()``)."""
    s = getattr(x, "shape", None)
    return tuple(s) if s is not None else ()


def is_tensorlike(x: Any) -> bool:
    return hasattr(x, "shape") and hasattr(x, "dtype")


def sum_to_shape(g: Any, shape: Tuple[int, ...]) -> Any:
    """Sum a broadcast gradient ``g`` back to ``shape`` (the one broadcasting helper)."""
    from . import functional as F

    gshape = shape_of(g)
    if gshape == tuple(shape):
        return g
    lead = len(gshape) - len(shape)
    axes = list(range(lead))
    for i, d in enumerate(shape):
        if d == 1 and gshape[lead + i] != 1:
            axes.append(lead + i)
    if axes:
        g = F.reduce_sum(g, tuple(axes), keep_dims=False)
    if shape_of(g) != tuple(shape):
        g = F.reshape(g, tuple(shape))
    return g


def binop_grad_common(x: Any, y: Any, dx: Any, dy: Any) -> Tuple[Any, Any]:
    """MindSpore's helper: reduce broadcast gradients to the inputs' shapes.

    Python-scalar (non-tensor) inputs get a zero gradient of their own kind.
    """
    from . import functional as F

    rx = sum_to_shape(dx, shape_of(x)) if is_tensorlike(x) else 0
    ry = sum_to_shape(dy, shape_of(y)) if is_tensorlike(y) else 0
    if is_tensorlike(x) and rx is not None and getattr(rx, "dtype", None) != x.dtype:
        rx = F.cast(rx, x.dtype)
    if is_tensorlike(y) and ry is not None and getattr(ry, "dtype", None) != y.dtype:
        ry = F.cast(ry, y.dtype)
    return rx, ry


def zeros_grad(x: Any) -> Any:
    """A zero gradient for input ``x`` (0 for non-tensor constants)."""
    from . import functional as F

    return F.zeros_like(x) if is_tensorlike(x) else 0
