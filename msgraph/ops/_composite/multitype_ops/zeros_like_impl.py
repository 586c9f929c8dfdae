"""``mindspore.ops.composite.multitype_ops.zeros_like_impl.zeros_like`` (``ops.composite.zeros_like``): zeros
shaped like a value, through tuples and lists (a number's zero of its type, a Tensor's ``ops.zeros_like``)."""
from typing import Any

import numpy as np

from msgraph.ops import functional as F


def fill_like(x: Any, one: bool) -> Any:
    """MindSpore's ``zeros_like``/``ones_like`` multitype graphs (their Graph-mode results, the same in PyNative
    here): element-wise through a tuple or list (of the same type), a number's 0/1 of its type (a bool's zero is
    the int 0, its one is True; a numpy scalar's zero is 0.0), None's zero is None, a Tensor's
    ``ops.zeros_like``/``ops.ones_like``."""
    if isinstance(x, (tuple, list)):
        items = [fill_like(v, one) for v in x]
        return items if isinstance(x, list) else tuple(items)
    if isinstance(x, bool):
        return True if one else 0
    if isinstance(x, int):
        return 1 if one else 0
    if isinstance(x, float):
        return 1.0 if one else 0.0
    if x is None and not one:
        return None
    if isinstance(x, (np.generic,)) and not one:
        return 0.0
    if isinstance(x, np.ndarray):
        raise TypeError("For 'MultitypeFuncGraph', the input can not be numpy.ndarray")
    return F.ones_like(x) if one else F.zeros_like(x)


def zeros_like(x: Any) -> Any:
    """Zeros like ``x`` (see ``fill_like``)."""
    return fill_like(x, False)
