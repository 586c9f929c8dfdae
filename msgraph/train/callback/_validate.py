"""Argument checks shared by the callbacks (MindSpore's Validator messages, ValueError/TypeError)."""
from __future__ import annotations

from typing import Any


def check_non_negative_int(value: Any, name: str = "value") -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"The '{name}' must be int, but got {type(value).__name__}.")
    if value < 0:
        raise ValueError(f"The '{name}' must be non-negative int, but got {value}.")
    return value


def check_positive_int(value: Any, name: str = "value") -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"The '{name}' must be int, but got {type(value).__name__}.")
    if value <= 0:
        raise ValueError(f"The '{name}' must be positive int, but got {value}.")
    return value


def check_bool(value: Any, name: str = "value") -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"The '{name}' must be bool, but got {type(value).__name__}.")
    return value


def check_type(value: Any, types: Any, name: str) -> Any:
    types = types if isinstance(types, tuple) else tuple(types) if isinstance(types, list) else (types,)
    if isinstance(value, bool) and bool not in types:
        raise TypeError(f"The '{name}' must be {[t.__name__ for t in types]}, but got bool.")
    if not isinstance(value, types):
        raise TypeError(f"The '{name}' must be {[t.__name__ for t in types]}, but got {type(value).__name__}.")
    return value
