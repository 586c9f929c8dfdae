"""``mindspore.ops.composite.multitype_ops.zeros_like_impl.zeros_like``: zeros shaped like a value, through
tuples and lists (a number's zero of its type, a Tensor's ``ops.zeros_like``)."""
from typing import Any

from msgraph.ops import functional as F


def zeros_like(x: Any) -> Any:
    """Zeros like ``x``: ``0``/``0.0``/``False`` for a number, ``ops.zeros_like`` for a Tensor, element-wise
    for a tuple or list."""
    if isinstance(x, (tuple, list)):
        return type(x)(zeros_like(v) for v in x) if type(x) in (tuple, list) else tuple(zeros_like(v) for v in x)
    if isinstance(x, bool):
        return False
    if isinstance(x, (int, float)):
        return type(x)(0) if type(x) in (int, float) else (0 if isinstance(x, int) else 0.0)
    return F.zeros_like(x)
