"""``mindspore.dataset.core.datatypes``: the dataset engine's type names (MindSpore's C++ ``DataType``) and the
maps from numpy and MindSpore dtypes to them."""
from __future__ import annotations

from typing import Any, Optional

import numpy as np

_NAMES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32",
          "float64", "string", "bytes", "python", "")


class DataType:
    """A dataset engine type, by name ('int64', 'string', '' for unknown); equal when the names are."""

    def __init__(self, name: str = "") -> None:
        name = str(name)
        self._name = name if name in _NAMES else ""

    def __eq__(self, other: Any) -> bool:
        return isinstance(other, DataType) and other._name == self._name

    def __hash__(self) -> int:
        return hash(self._name)

    def __str__(self) -> str:
        return self._name or "unknown"

    __repr__ = __str__

    def to_numpy(self) -> np.dtype:
        return np.dtype(np.str_ if self._name == "string" else self._name)


def nptype_to_detype(type_: Any) -> Optional[DataType]:
    """The engine type of a numpy dtype (None for one the engine does not hold)."""
    if not isinstance(type_, np.dtype):
        type_ = np.dtype(type_)
    if type_.kind == "U":
        return DataType("string") if type_ == np.dtype("str") else None
    return DataType(type_.name) if type_.name in _NAMES[:12] else None


def mstype_to_detype(type_: Any) -> DataType:
    """The engine type of a MindSpore dtype (NotImplementedError for something else; KeyError for a dtype the
    engine does not hold)."""
    from ...common import dtype as mstype

    if not isinstance(type_, mstype.DType):
        raise NotImplementedError()
    if type_ == getattr(mstype, "string", None):
        return DataType("string")
    name = {"Bool": "bool"}.get(str(type_), str(type_).lower())
    if name not in _NAMES[:12]:
        raise KeyError(type_)
    return DataType(name)


def mstypelist_to_detypelist(type_list: list) -> list:
    for i, t in enumerate(type_list):
        type_list[i] = DataType("") if t is None else mstype_to_detype(t)
    return type_list
