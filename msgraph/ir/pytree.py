"""Flatten Python return structures into leaves and rebuild them.

A tree spec is a nested structure of ``("tuple", [specs])``, ``("list", [specs])``,
``("dict", keys, [specs])``, ``("leaf",)`` for a runtime value, ``("const", value)``
for a compile-time constant.
"""
from __future__ import annotations

from typing import Any, Callable, List, Tuple

LEAF = ("leaf",)
_MUTABLE = "mutable"   # last item of the spec of a container marked by ms.mutable (kept on rebuild)


def _MUT(o: Any) -> tuple:
    return (_MUTABLE,) if getattr(type(o), "_msgraph_mutable", False) else ()


def _remark(r: Any) -> Any:
    from ..common.mutable import mark_container

    return mark_container(r)


def flatten(obj: Any, is_leaf: Callable[[Any], bool]) -> Tuple[List[Any], Any]:
    leaves: List[Any] = []

    def go(o: Any) -> Any:
        if is_leaf(o):
            leaves.append(o)
            return LEAF
        if isinstance(o, tuple) and not hasattr(o, "_fields"):
            return ("tuple", [go(x) for x in o]) + _MUT(o)
        if isinstance(o, list):
            return ("list", [go(x) for x in o]) + _MUT(o)
        if isinstance(o, dict):
            keys = list(o.keys())
            return ("dict", keys, [go(o[k]) for k in keys]) + _MUT(o)
        return ("const", o)

    return leaves, go(obj)


def unflatten(spec: Any, leaves: List[Any]) -> Any:
    it = iter(leaves)

    def go(s: Any) -> Any:
        kind = s[0]
        if kind == "leaf":
            return next(it)
        if kind == "tuple":
            r: Any = tuple(go(x) for x in s[1])
        elif kind == "list":
            r = [go(x) for x in s[1]]
        elif kind == "dict":
            r = {k: go(x) for k, x in zip(s[1], s[2])}
        else:
            return s[1]
        return _remark(r) if s[-1] == _MUTABLE else r

    return go(spec)


def render(spec: Any, leaves: List[str]) -> str:
    """Text of a tree spec with leaf names, for the IR printer."""
    if spec is None:
        return ", ".join(leaves)
    it = iter(leaves)

    def go(s: Any) -> str:
        kind = s[0]
        if kind == "leaf":
            return next(it, "?")
        if kind == "tuple":
            inner = ", ".join(go(x) for x in s[1])
            return f"({inner}{',' if len(s[1]) == 1 else ''})"
        if kind == "list":
            return "[" + ", ".join(go(x) for x in s[1]) + "]"
        if kind == "dict":
            return "{" + ", ".join(f"{k!r}: {go(x)}" for k, x in zip(s[1], s[2])) + "}"
        return repr(s[1])

    return go(spec)
