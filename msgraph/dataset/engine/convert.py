"""Python values to the numpy arrays a pipeline carries (MindSpore's type rules)."""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np


def to_array(value: Any) -> np.ndarray:
    """One column value as numpy: Python int -> int64, float -> float64, bool -> bool, str -> str; a Python
    dict is carried as it is (see :func:`pydict`)."""
    if isinstance(value, np.ndarray):
        return value
    if isinstance(value, dict):
        return pydict(value)
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


def pydict(value: dict) -> np.ndarray:
    """A Python dict as a pipeline value: MindSpore carries dicts untouched (a 'python' tensor) through the
    pipeline; here a 0-d object array holds it, so that rows stay tuples of arrays."""
    out = np.empty((), object)
    out[()] = value
    return out


def is_pydict(a: np.ndarray) -> bool:
    return a.dtype.kind == "O" and a.ndim == 0 and isinstance(a[()], dict)


def user_value(a: np.ndarray) -> Any:
    """What a user function (map, filter, per_batch_map) receives for a pipeline value: the dict itself for
    a carried dict, the array otherwise."""
    if a.dtype.kind == "O" and a.ndim == 0:
        v = a[()]
        if isinstance(v, dict):
            return v
    return a


_NP_TYPES = frozenset(np.dtype(t) for t in (np.bool_, np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16,
                                            np.uint32, np.uint64, np.float16, np.float32, np.float64))
_SCALARS = (int, float, bool, str, np.ndarray, np.str_, np.bytes_, np.bool_, np.number)


def convert_python(obj: Any, to_numpy: bool) -> Any:
    """A carried Python object as the iterator hands it out (MindSpore's ``__convert_python``): numbers,
    strings and arrays inside dicts, tuples and lists become numpy arrays (``to_numpy``) or Tensors (string
    arrays stay numpy); anything else is returned as it is."""
    if isinstance(obj, _SCALARS):
        if isinstance(obj, np.ndarray) and obj.dtype not in _NP_TYPES and obj.dtype.kind not in "US":
            raise TypeError("A NumPy array of unsupported type detected: " + str(obj.dtype) + ".\nSupported types "
                            "are: " + "\n".join(str(t.type) for t in sorted(_NP_TYPES, key=str)) + ".")
        arr = np.array(obj)
        if to_numpy or arr.dtype.kind in "US":
            return arr
        from ...common.tensor import Tensor

        return Tensor(arr)
    if isinstance(obj, dict):
        return {k: convert_python(v, to_numpy) for k, v in obj.items()}
    if isinstance(obj, tuple):
        return tuple(convert_python(v, to_numpy) for v in obj)
    if isinstance(obj, list):
        return [convert_python(v, to_numpy) for v in obj]
    return obj


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
