"""The one loop over a Cell's backward hooks, shared by PyNative (``nn/_backward_hooks.py``) and graph code
(``frontend/cell_hooks.py``), which differ only in how a hook is called (directly, or lowered into the graph)."""
from __future__ import annotations

from typing import Any, Callable

#: the Cell attribute holding each kind of backward hook (its ``register_*`` method's dict)
BACKWARD_HOOKS = "_backward_hooks"            # hook(cell, grad_input, grad_output) -> new grad_input | None
BACKWARD_PRE_HOOKS = "_backward_pre_hooks"    # hook(cell, grad_output) -> new grad_output | None


def as_grad_tuple(g: Any) -> tuple:
    return tuple(g) if isinstance(g, (tuple, list)) else (g,)


def run_backward_hooks(cell: Any, kind: str, grads: tuple, grad_output: tuple,
                       call: Callable[[Any, tuple], Any]) -> tuple:
    """``grads`` through each of the Cell's hooks of ``kind`` in order, each called as ``call(fn, args)``; a
    result that is not None replaces them."""
    for fn in list(cell.__dict__.get(kind, {}).values()):
        r = call(fn, (cell, grads, grad_output) if kind == BACKWARD_HOOKS else (cell, grads))
        if r is not None:
            grads = as_grad_tuple(r)
    return grads
