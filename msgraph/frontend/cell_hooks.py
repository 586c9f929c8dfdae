"""A Cell's forward hooks in graph code.

MindSpore 2.10 compiles a Cell's ``register_forward_pre_hook`` / ``register_forward_hook`` functions into the
graph wherever the Cell is called in Graph mode (the top Cell of a graph, a sub-Cell, a Cell called from an
``@ms.jit`` function or differentiated there): a pre-hook's result replaces the Cell's inputs (``None`` keeps
them; a value that is no tuple is the only input), a forward hook's result replaces its output (measured, gss28;
MindSpore's own st test ``test_pynative_forward_hook_in_graph_mode`` expects them ignored and fails on 2.10).
The hooks are inlined as any Python function called from graph code is, in the order PyNative runs them
(``nn/cell.py``), as registered when the graph is compiled.
"""
from __future__ import annotations

from typing import Any, Callable, Dict, Optional, Sequence

from ..errors import GraphRuntimeError, SourceLoc


def has_forward_hooks(cell: Any) -> bool:
    d = getattr(cell, "__dict__", {})
    return bool(d.get("_forward_pre_hooks") or d.get("_forward_hooks"))


def call_hooked(low: Any, cell: Any, args: Sequence[Any], kwargs: Dict[str, Any], loc: Optional[SourceLoc],
                run: Callable[[Sequence[Any], Dict[str, Any]], Any]) -> Any:
    """``run(args, kwargs)`` (the Cell's construct) between its forward pre-hooks and forward hooks, lowered."""
    d = cell.__dict__
    with_kw = d.get("_hooks_with_kwargs", ())
    args, kwargs = tuple(args), dict(kwargs)
    for key, fn in list((d.get("_forward_pre_hooks") or {}).items()):
        if key in with_kw:
            r = low.call(fn, [cell, args, kwargs], {}, loc)
            if r is not None:
                if not (isinstance(r, tuple) and len(r) == 2):
                    raise GraphRuntimeError("forward pre hook with kwargs must return None or a tuple of "
                                            f"(new_args, new_kwargs), but got {r}", loc)
                args, kwargs = tuple(r[0]), dict(r[1])
            continue
        r = low.call(fn, [cell, args], {}, loc)
        if r is not None:
            args = r if isinstance(r, tuple) else (r,)
    out = run(args, kwargs)
    for key, fn in list((d.get("_forward_hooks") or {}).items()):
        r = low.call(fn, [cell, args, kwargs, out] if key in with_kw else [cell, args, out], {}, loc)
        if r is not None:
            out = r
    return out
