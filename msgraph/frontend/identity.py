"""Which lists and dicts a compiled function returns are the caller's own objects.

MindSpore 2.10 (with list/dict in-place support, its default) returns the *same* Python object when
graph code returns a list or dict it did not create: a global, a closure variable, a Cell or
``jit_class`` attribute, or a list/dict argument (``id(f(a)) == id(a)``), with what graph code did
to it (``reverse``, ``extend``, ``d[k] = v``...) applied in place.  Containers built in the graph
(``[x, 1]``, ``dict(...)``) are new objects.

:func:`origins` gives :func:`msgraph.ir.pytree.flatten` that classification: ``("obj", o)`` for a
container reachable from the function's globals, closure or ``self`` (it is refilled and returned
as itself), ``("arg", path)`` for the lowerer's copy of an argument (the caller's object at
``path`` of ``(args, kwargs)``).
"""
from __future__ import annotations

import types
from typing import Any, Callable, Dict, List, Optional, Tuple

_MAX_DEPTH = 4


def _has_container(x: Any, depth: int = 0) -> bool:
    if isinstance(x, (list, dict)):
        return True
    if isinstance(x, tuple) and depth < _MAX_DEPTH:
        return any(_has_container(v, depth + 1) for v in x)
    return False


def _walk(root: Any, seen: Dict[int, Any], depth: int) -> None:
    """Record every list/dict reachable from ``root`` through containers and plain objects' attributes."""
    if depth > _MAX_DEPTH or id(root) in seen:
        return
    if isinstance(root, (list, dict)):
        seen[id(root)] = root
        values = root.values() if isinstance(root, dict) else root
        for v in list(values):
            if isinstance(v, (list, dict, tuple)) or _is_plain_object(v):
                _walk(v, seen, depth + 1)
    elif isinstance(root, tuple):
        seen[id(root)] = root
        for v in root:
            if isinstance(v, (list, dict, tuple)) or _is_plain_object(v):
                _walk(v, seen, depth + 1)
    elif _is_plain_object(root):
        seen[id(root)] = root
        for v in list(vars(root).values()):
            if isinstance(v, (list, dict, tuple)) or _is_plain_object(v):
                _walk(v, seen, depth + 1)


def _is_plain_object(v: Any) -> bool:
    """A user object whose attributes may hold lists (a Cell, a jit_class instance...)."""
    if isinstance(v, (type, types.ModuleType, types.FunctionType, types.MethodType, types.BuiltinFunctionType)):
        return False
    if not hasattr(v, "__dict__"):
        return False
    mod = type(v).__module__ or ""
    return not mod.startswith(("numpy", "msgraph.common", "builtins"))


def origins(fn: Any, self_obj: Any, snap: List[Tuple[tuple, Any, Any]],
            result: Any, rebuilt: Any = ()) -> Tuple[Optional[Callable[[Any], Any]], List[bool]]:
    """(origin function for ``pytree.flatten`` or None, a one-item list set True when an argument is
    returned).  ``rebuilt``: ids of argument lists changed by item assignment or ``append``, which
    MindSpore returns as new lists (the caller's keeps its contents)."""
    returned_arg = [False]
    if not _has_container(result):
        return None, returned_arg
    args = {id(copy): path for path, copy, _ in snap}
    known: Dict[int, Any] = {}
    raw = getattr(fn, "fn", fn)
    if self_obj is not None:
        _walk(self_obj, known, 0)
    elif not isinstance(raw, types.FunctionType) and hasattr(raw, "__dict__"):
        _walk(raw, known, 0)            # a Cell called as the graph: its attributes
        raw = getattr(type(raw), "construct", None)
        raw = getattr(raw, "fn", raw)
    if isinstance(raw, types.MethodType):
        _walk(raw.__self__, known, 0)
        raw = raw.__func__
    code = getattr(raw, "__code__", None)
    glb = getattr(raw, "__globals__", None)
    if code is not None and isinstance(glb, dict):
        for name in code.co_names:
            if name in glb:
                v = glb[name]
                if isinstance(v, (list, dict, tuple)) or _is_plain_object(v):
                    _walk(v, known, 1)
    for cell in getattr(raw, "__closure__", None) or ():
        try:
            v = cell.cell_contents
        except ValueError:
            continue
        if isinstance(v, (list, dict, tuple)) or _is_plain_object(v):
            _walk(v, known, 1)

    def origin(o: Any) -> Any:
        path = args.get(id(o))
        if path is not None and id(o) not in rebuilt:
            returned_arg[0] = True
            return ("arg", path)
        if id(o) in known and known[id(o)] is o:
            return ("obj", o)
        return None

    return origin, returned_arg


__all__ = ["origins"]
