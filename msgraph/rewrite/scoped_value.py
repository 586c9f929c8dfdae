"""``mindspore.rewrite.ScopedValue`` and ``ValueType``: a value as the rewritten source names it."""
from __future__ import annotations

from enum import Enum
from typing import List, Optional, Tuple, Union


class ValueType(Enum):
    """Kind of a :class:`ScopedValue` (MindSpore's numbering)."""
    ConstantValue = 0
    TupleValue = 20
    ListValue = 21
    DictValue = 22
    NamingValue = 40
    CustomObjValue = 41
    UnsupportedValue = 50


def _check_str(name: str, value, owner: str = "ScopedValue") -> None:
    if not isinstance(value, str):
        raise TypeError(f"For '{owner}', the type of '{name}' should be 'str', but got '{type(value).__name__}'.")


class ScopedValue:
    """A value with its scope: ``self.conv`` is the naming value ``conv`` in scope ``self``."""

    def __init__(self, arg_type: ValueType, scope: str = "", value=None):
        if not isinstance(arg_type, ValueType):
            raise TypeError(f"For 'ScopedValue', the type of 'arg_type' should be 'ValueType', but got "
                            f"'{type(arg_type).__name__}'.")
        _check_str("scope", scope)
        self.type = arg_type
        self.scope = scope
        self.value = value

    @classmethod
    def create_variable_value(cls, value) -> Optional["ScopedValue"]:
        if isinstance(value, (type(None), int, float, str, bool)):
            return cls(ValueType.ConstantValue, "", value)
        if isinstance(value, tuple):
            return cls(ValueType.TupleValue, "", tuple(cls.create_variable_value(v) for v in value))
        if isinstance(value, list):
            return cls(ValueType.ListValue, "", [cls.create_variable_value(v) for v in value])
        if isinstance(value, dict):
            return cls(ValueType.DictValue, "", {cls.create_variable_value(k): cls.create_variable_value(v)
                                                 for k, v in value.items()})
        return cls(ValueType.CustomObjValue, "", value)

    @classmethod
    def create_naming_value(cls, name: str, scope: str = "") -> "ScopedValue":
        _check_str("name", name)
        _check_str("scope", scope)
        return cls(ValueType.NamingValue, scope, name)

    @staticmethod
    def create_name_values(names: Union[List[str], Tuple[str]],
                           scopes: Union[List[str], Tuple[str]] = None) -> List["ScopedValue"]:
        if not isinstance(names, (list, tuple)) or not all(isinstance(n, str) for n in names):
            raise TypeError(f"For 'ScopedValue', 'names' should be a list or tuple of str, but got {names!r}.")
        if scopes is not None:
            if not isinstance(scopes, (list, tuple)) or not all(isinstance(s, str) for s in scopes):
                raise TypeError(f"For 'ScopedValue', 'scopes' should be a list or tuple of str, but got {scopes!r}.")
            if len(names) != len(scopes):
                raise ValueError("Length of names should be equal to length of scopes")
        return [ScopedValue.create_naming_value(n, scopes[i] if scopes is not None else "")
                for i, n in enumerate(names)]

    def __str__(self):
        if self.type == ValueType.ConstantValue:
            return str(self.value)
        if self.type == ValueType.NamingValue:
            return f"{self.scope}.{self.value}" if self.scope else str(self.value)
        if self.type == ValueType.CustomObjValue:
            return f"CustomObj: {str(self.value)}"
        return f"Illegal ValueType: {str(self.type)}"

    def __eq__(self, other):
        if id(self) == id(other):
            return True
        if not isinstance(other, ScopedValue):
            return False
        return self.type == other.type and self.scope == other.scope and self.value == other.value

    def __repr__(self):
        return str(self)

    def __hash__(self):
        return hash((self.type, self.scope, self.value))
