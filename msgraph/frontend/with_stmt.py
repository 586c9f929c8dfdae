"""``with`` in graph code: on an ``ms.jit_class`` instance only, as MindSpore does.

``with obj as v: body`` runs ``v = obj.__enter__()`` while compiling (the method is inlined like any
method of the object), then the body, then ``obj.__exit__(None, None, None)`` -- also where the
body leaves early by ``return``, ``break`` or ``continue``.  A graph raises no Python exceptions
into the body, so ``__exit__`` never sees one.  Any other object is ``MSG108`` (a TypeError, as
MindSpore's "Only support jit_class instance").
"""
from __future__ import annotations

from typing import Any, List


class WithExit:
    """Work-list marker after a ``with`` body: call the object's ``__exit__``."""

    __slots__ = ("obj", "loc")

    def __init__(self, obj: Any, loc: Any):
        self.obj, self.loc = obj, loc


def is_jit_class_instance(obj: Any) -> bool:
    return bool(getattr(type(obj), "__ms_class__", False)) and not isinstance(obj, type)


def lower_with(low: Any, frame: Any, node: Any) -> List[Any]:
    """Enter the context objects; returns the statements to run next (body, then the exits)."""
    loc = low.b.loc
    entered: List[Any] = []
    for item in node.items:
        obj = low.eval(frame, item.context_expr)
        if not is_jit_class_instance(obj):
            raise low.error("MSG108", loc, stmt="With")
        value = low.call(getattr(obj, "__enter__"), (), {}, loc)
        if item.optional_vars is not None:
            low.assign(frame, item.optional_vars, value)
        entered.append(obj)
    return list(node.body) + [WithExit(obj, loc) for obj in reversed(entered)]


def exit_one(low: Any, marker: WithExit) -> None:
    low.call(getattr(marker.obj, "__exit__"), (None, None, None), {}, marker.loc)


def exits_between(low: Any, items: List[Any], start: int, stop: int) -> None:
    """Run the ``__exit__`` of every ``with`` a jump from ``start`` to ``stop`` leaves."""
    for k in range(start, min(stop, len(items))):
        if isinstance(items[k], WithExit):
            exit_one(low, items[k])
