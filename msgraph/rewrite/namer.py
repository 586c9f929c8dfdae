"""Unique names in a symbol tree, by MindSpore's rule: a name used n times gets the suffix ``_n``."""
from __future__ import annotations

from typing import Dict, Optional, Tuple


class Namer:
    """Counts how often a base name was requested; ``get_name("x")`` answers ``x``, then ``x_1``, ``x_2``..."""

    def __init__(self) -> None:
        self._names: Dict[str, int] = {}

    @staticmethod
    def _split(name: str) -> Tuple[str, Optional[int]]:
        """``name_10`` -> (``name``, 10); a name without a numeric suffix -> (name, None)."""
        if name == "_":
            return name, None
        base, sep, digits = name.rpartition("_")
        if not sep or not digits or not digits.isdigit():
            return name, None
        return base, int(digits)

    def get_name(self, origin: str) -> str:
        if origin == "_":
            return origin
        base, suffix = self._split(origin)
        number = self._names.get(origin)
        if number is None:
            self._names[origin] = 1
            if not suffix or not self._names.get(base, -1) > suffix:
                return origin
            number = 1
        while True:
            candidate = f"{origin}_{number}"
            number += 1
            self._names[origin] = number
            if candidate not in self._names:
                return candidate

    def add_name(self, name: str) -> None:
        self._names.setdefault(name, 1)

    def __contains__(self, name: str) -> bool:
        return name in self._names
