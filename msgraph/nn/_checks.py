"""Argument checks with MindSpore's error classes (TypeError for a wrong type, ValueError for a bad value).

Shared by the learning-rate functions, the schedules, the optimizers and ``msgraph.amp``.
"""
from __future__ import annotations

import math
from typing import Any, Optional, Sequence

__all__ = ["positive_int", "positive_float", "non_negative_float", "is_float", "float_type", "value_type",
           "float_range", "bool_value"]


def _who(arg: str, prim: Optional[str]) -> str:
    return (f"For '{prim}', the '{arg}'" if prim else f"The '{arg}'")


def _number(value: Any, arg: str, prim: Optional[str], kind: type, rel: str) -> Any:
    who = _who(arg, prim)
    if isinstance(value, bool) or not isinstance(value, kind):
        raise TypeError(f"{who} must be {kind.__name__}, but got '{type(value).__name__}'")
    if math.isinf(value) or math.isnan(value):
        raise ValueError(f"{who} must be a legal value, but got '{value}'.")
    ok = value > 0 if rel == "> 0" else value >= 0
    if not ok:
        raise ValueError(f"{who} must be {kind.__name__} and must {rel}, but got '{value}' with type "
                         f"'{type(value).__name__}'.")
    return value


def positive_int(value: Any, arg: str, prim: Optional[str] = None) -> int:
    return _number(value, arg, prim, int, "> 0")


def positive_float(value: Any, arg: str, prim: Optional[str] = None) -> float:
    return _number(value, arg, prim, float, "> 0")


def non_negative_float(value: Any, arg: str, prim: Optional[str] = None) -> float:
    return _number(value, arg, prim, float, ">= 0")


def is_float(value: Any, arg: str, prim: Optional[str] = None) -> float:
    if isinstance(value, bool) or not isinstance(value, float):
        raise TypeError(f"{_who(arg, prim)} must be float, but got '{type(value).__name__}'")
    return value


def float_type(value: Any, arg: str, where: str) -> float:
    """``isinstance(value, float)`` with the learning-rate functions' message (bool passes, as in MindSpore)."""
    if not isinstance(value, float):
        raise TypeError(f"For '{where}', the argument '{arg}' must be type of float, "
                        f"but got '{arg}' type: {type(value)}.")
    return value


def value_type(value: Any, arg: str, types: Sequence[type], prim: Optional[str] = None) -> Any:
    """``isinstance`` check where bool is not an int unless bool is listed (MindSpore's rule)."""
    types = tuple(types)
    bad = (isinstance(value, bool) and bool not in types) or not isinstance(value, types)
    if bad:
        names = [t.__name__ for t in types]
        prefix = f"For '{prim}', the" if prim else "The"
        shown = f"one of '{names}'" if len(names) > 1 else f"'{names[0]}'"
        raise TypeError(f"{prefix} type of '{arg}' should be {shown}, but got type '{type(value).__name__}'.")
    return value


def bool_value(value: Any, arg: str, prim: Optional[str] = None) -> bool:
    return value_type(value, arg, [bool], prim)


def float_range(value: Any, lo: float, hi: float, arg: str, prim: Optional[str] = None) -> float:
    """``lo < value < hi`` (both ends excluded)."""
    if isinstance(value, bool) or not isinstance(value, float):
        raise TypeError(f"{_who(arg, prim)} must be float, but got '{type(value).__name__}'")
    if not lo < value < hi:
        raise ValueError(f"{_who(arg, prim)} must be in range of ({lo}, {hi}), but got {value}.")
    return value
