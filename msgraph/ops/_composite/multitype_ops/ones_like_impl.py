"""``mindspore.ops.composite.multitype_ops.ones_like_impl.ones_like`` (``ops.composite.ones_like``): ones shaped
like a value, through tuples and lists (see ``zeros_like_impl.fill_like``)."""
from typing import Any

from .zeros_like_impl import fill_like


def ones_like(x: Any) -> Any:
    """Ones like ``x``: 1/1.0/True for a number, ``ops.ones_like`` for a Tensor, element-wise for a tuple or list."""
    return fill_like(x, True)
