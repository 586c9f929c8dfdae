"""Python values to the numpy arrays a pipeline carries (MindSpore's type rules)."""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np


def to_array(value: Any) -> np.ndarray:
    """One column value as numpy: Python int -> int64, float -> float64, bool -> bool, str -> str."""
    if isinstance(value, np.ndarray):
        return value
    if isinstance(value, np.generic):
        return np.asarray(value)
    if hasattr(value, "asnumpy"):
        return value.asnumpy()
    if isinstance(value, bool):
        return np.asarray(value, np.bool_)
    if isinstance(value, int):
        return np.asarray(value, np.int64)
    if isinstance(value, float):
        return np.asarray(value, np.float64)
    if isinstance(value, (list, tuple)):
        arr = np.asarray([v.asnumpy() if hasattr(v, "asnumpy") else v for v in value])
        if arr.dtype.kind == "i" and arr.dtype != np.int64:
            arr = arr.astype(np.int64)
        return arr
    return np.asarray(value)


def to_row(value: Any) -> Tuple[np.ndarray, ...]:
    """A source item as a row: a tuple or list gives one column per element, anything else one column."""
    if isinstance(value, (tuple, list)):
        return tuple(to_array(v) for v in value)
    return (to_array(value),)


def mstype_to_numpy(t: Any) -> np.dtype:
    """A MindSpore/msgraph dtype or numpy dtype as numpy."""
    if t is None:
        raise TypeError("a column type is None")
    from ...common import dtype as _dt

    if isinstance(t, _dt.DType):
        return t.np
    return np.dtype(t)
