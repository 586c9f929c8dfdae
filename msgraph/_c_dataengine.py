"""``mindspore._c_dataengine``: MindSpore's C++ dataset engine module.  msgraph's engine is Python; this gives the
few names MindSpore's dataset tests use directly: ``Tensor`` (a numpy array as the engine holds it: ``as_array``,
``type``, the buffer shared with the array it was made from), ``TensorShape`` and ``DataType``."""
from __future__ import annotations

from typing import Any, List

import numpy as np

from .dataset.core.datatypes import DataType, nptype_to_detype

__all__ = ["DataType", "Tensor", "TensorShape"]


class TensorShape:
    def __init__(self, shape: Any) -> None:
        self._dims: List[int] = [int(d) for d in shape]

    def as_list(self) -> List[int]:
        return list(self._dims)

    def is_known(self) -> bool:
        return all(d >= 0 for d in self._dims)

    def __str__(self) -> str:
        return "<" + ",".join(map(str, self._dims)) + ">"


class Tensor:
    """A numpy array held by the engine: numeric arrays are kept without a copy (strided views made
    contiguous), string arrays (bytes or str) as given."""

    def __init__(self, array: Any) -> None:
        arr = np.asarray(array)
        self._array = arr if arr.flags.c_contiguous else np.ascontiguousarray(arr)

    def as_array(self) -> np.ndarray:
        return self._array

    def __array__(self, dtype: Any = None, copy: Any = None) -> np.ndarray:
        return self._array if dtype is None else self._array.astype(dtype)

    def type(self) -> DataType:
        kind = self._array.dtype.kind
        if kind == "S":
            return DataType("bytes")
        return nptype_to_detype(np.dtype(np.str_) if kind == "U" else self._array.dtype) or DataType("")

    def shape(self) -> List[int]:
        return list(self._array.shape)
