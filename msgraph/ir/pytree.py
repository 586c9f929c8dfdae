"""Flatten Python return structures into leaves and rebuild them.

A tree spec is a nested structure of ``("tuple", [specs])``, ``("list", [specs])``,
``("dict", keys, [specs])``, ``("leaf",)`` for a runtime value, ``("const", value)``
for a compile-time constant.
"""
from __future__ import annotations

from typing import Any, Callable, List, Optional, Tuple

from ..common.sparse_tensor import holds_graph_values, sparse_parts, sparse_rebuild

LEAF = ("leaf",)
_MUTABLE = "mutable"   # last item of the spec of a container marked by ms.mutable (kept on rebuild)


def _MUT(o: Any) -> tuple:
    return (_MUTABLE,) if getattr(type(o), "_msgraph_mutable", False) else ()


def _remark(r: Any) -> Any:
    from ..common.mutable import mark_container

    return mark_container(r)


def flatten(obj: Any, is_leaf: Callable[[Any], bool],
            origin: Optional[Callable[[Any], Any]] = None) -> Tuple[List[Any], Any]:
    """``origin(container)``: where a list or dict came from (``("obj", o)``: this Python object;
    ``("arg", path)``: the caller's argument at ``path`` of ``(args, kwargs)``), or None.  Such a
    container rebuilds as that same object, refilled (``("same", ref, spec)``)."""
    leaves: List[Any] = []

    def go(o: Any) -> Any:
        if is_leaf(o):
            leaves.append(o)
            return LEAF
        if origin is not None and isinstance(o, (list, dict)):
            ref = origin(o)
            if ref is not None:
                if isinstance(o, list):
                    return ("same", ref, ("list", [go(x) for x in o]))
                keys = list(o.keys())
                return ("same", ref, ("dict", keys, [go(o[k]) for k in keys]))
        if holds_graph_values(o):
            # a COOTensor / CSRTensor graph code built from graph values: its parts are leaves
            return ("sparse", type(o), o.shape, [go(x) for x in sparse_parts(o)])
        if isinstance(o, tuple) and not hasattr(o, "_fields"):
            return ("tuple", [go(x) for x in o]) + _MUT(o)
        if isinstance(o, tuple) and any(is_leaf(x) for x in o):
            # a namedtuple holding Tensors (``Data(label1=t1, label2=t2)`` as a Cell input)
            return ("namedtuple", type(o), [go(x) for x in o])
        if isinstance(o, list):
            return ("list", [go(x) for x in o]) + _MUT(o)
        if isinstance(o, dict):
            keys = list(o.keys())
            return ("dict", keys, [go(o[k]) for k in keys]) + _MUT(o)
        if type(o) is slice and any(is_leaf(x) for x in (o.start, o.stop, o.step)):
            # ``slice(x, 1, 2)`` of a graph value (st pi_jit one_stage/test_grad: a Tensor leaked as Sym)
            return ("slice", [go(x) for x in (o.start, o.stop, o.step)])
        return ("const", o)

    return leaves, go(obj)


def unflatten(spec: Any, leaves: List[Any], call: Any = None) -> Any:
    """``call``: the ``(args, kwargs)`` of the run, for containers that are the caller's arguments."""
    it = iter(leaves)

    def go(s: Any) -> Any:
        kind = s[0]
        if kind == "leaf":
            return next(it)
        if kind == "same":
            return _refill(s[1], go(s[2]), call)
        if kind == "tuple":
            r: Any = tuple(go(x) for x in s[1])
        elif kind == "list":
            r = [go(x) for x in s[1]]
        elif kind == "dict":
            r = {k: go(x) for k, x in zip(s[1], s[2])}
        elif kind == "namedtuple":
            return s[1](*[go(x) for x in s[2]])
        elif kind == "sparse":
            return sparse_rebuild(s[1], s[2], [go(x) for x in s[3]])
        elif kind == "slice":
            return slice(*[go(x) for x in s[1]])
        else:
            return s[1]
        return _remark(r) if s[-1] == _MUTABLE else r

    return go(spec)


def _refill(ref: Any, new: Any, call: Any) -> Any:
    """The original container of ``ref`` with the contents ``new`` (as Python's in-place ops leave it)."""
    if ref[0] == "obj":
        target = ref[1]
    else:
        if call is None:
            return new
        target = call
        for p in ref[1]:
            target = target[p]
        if type(target) is not type(new):
            return new
    if isinstance(target, list):
        if len(target) == len(new):
            new = [_kept(a, b) for a, b in zip(target, new)]
        if len(target) != len(new) or any(a is not b for a, b in zip(target, new)):
            target[:] = new
    else:
        if list(target.keys()) == list(new.keys()):
            new = {k: _kept(target[k], v) for k, v in new.items()}
        if list(target.keys()) != list(new.keys()) or any(target[k] is not new[k] for k in new):
            target.clear()
            target.update(new)
    return target


def _kept(old: Any, new: Any) -> Any:
    """The caller's Tensor where the graph handed its array back unchanged (MindSpore 2.10 keeps the
    items of a returned argument list/dict as the same objects)."""
    data = getattr(old, "_data", None)
    if data is not None and type(new) is type(old) and getattr(new, "_data", None) is data:
        return old
    return new


def render(spec: Any, leaves: List[str]) -> str:
    """Text of a tree spec with leaf names, for the IR printer."""
    if spec is None:
        return ", ".join(leaves)
    it = iter(leaves)

    def go(s: Any) -> str:
        kind = s[0]
        if kind == "leaf":
            return next(it, "?")
        if kind == "same":
            return go(s[2])
        if kind == "tuple":
            inner = ", ".join(go(x) for x in s[1])
            return f"({inner}{',' if len(s[1]) == 1 else ''})"
        if kind == "list":
            return "[" + ", ".join(go(x) for x in s[1]) + "]"
        if kind == "dict":
            return "{" + ", ".join(f"{k!r}: {go(x)}" for k, x in zip(s[1], s[2])) + "}"
        if kind == "namedtuple":
            return s[1].__name__ + "(" + ", ".join(go(x) for x in s[2]) + ")"
        if kind == "sparse":
            return s[1].__name__ + "(" + ", ".join(go(x) for x in s[3]) + f", {s[2]})"
        if kind == "slice":
            return "slice(" + ", ".join(go(x) for x in s[1]) + ")"
        return repr(s[1])

    return go(spec)
