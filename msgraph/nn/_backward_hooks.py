"""PyNative ``Cell.register_backward_hook`` / ``register_backward_pre_hook``.

While a gradient is taken, a Cell with backward hooks runs between two tape nodes:

* an *input* node ``(x1', x2', ...) = (x1, x2, ...)`` over the Tensor arguments, whose bprop
  receives the gradients of all inputs at once (``grad_input``) and calls each
  ``hook_fn(cell, grad_input, grad_output) -> new grad_input | None``;
* an *output* node ``out' = out`` whose bprop receives the gradient passed to the Cell
  (``grad_output``, a tuple) and first calls each ``pre_hook(cell, grad_output) -> new
  grad_output | None``.

Both nodes are identities in the forward pass.  Outside a gradient (or in Graph mode, as in
MindSpore) the hooks are not called.
"""
from __future__ import annotations

from typing import Any, Callable

from ..autodiff import tape as _tape
from ..common.tensor import Tensor


def _as_tuple(g: Any) -> tuple:
    if isinstance(g, list):
        return tuple(g)
    return g if isinstance(g, tuple) else (g,)


class _HookIn:
    __slots__ = ("cell", "state", "name", "tracked")

    def __init__(self, cell: Any, state: dict, tracked: tuple) -> None:
        self.cell, self.state, self.tracked = cell, state, tracked
        self.name = f"{type(cell).__name__}.backward_hook"

    def __call__(self, *args: Any) -> tuple:
        *_, dout = args
        # an input the gradient does not reach (not differentiated, made of no differentiated value) is None in
        # grad_input, as in MindSpore 2.10 (a hook computing with it raises there)
        grad_input = tuple(g if t else None for g, t in zip(_as_tuple(dout), self.tracked))
        grad_output = self.state.get("grad_output", ())
        for fn in list(self.cell.__dict__.get("_backward_hooks", {}).values()):
            r = fn(self.cell, grad_input, grad_output)
            if r is not None:
                grad_input = _as_tuple(r)
        return grad_input


class _HookOut:
    __slots__ = ("cell", "state", "name", "multi")

    def __init__(self, cell: Any, state: dict, multi: bool) -> None:
        self.cell, self.state, self.multi = cell, state, multi
        self.name = f"{type(cell).__name__}.backward_pre_hook"

    def __call__(self, *args: Any) -> tuple:
        *_, dout = args
        grad_output = _as_tuple(dout)
        for fn in list(self.cell.__dict__.get("_backward_pre_hooks", {}).values()):
            r = fn(self.cell, grad_output)
            if r is not None:
                grad_output = _as_tuple(r)
        self.state["grad_output"] = grad_output
        return grad_output


def _node(rule: Any, ins: tuple, outs: tuple) -> None:
    """Attach one identity node ``outs = ins`` (tuple form) with bprop ``rule``."""
    node = _tape.TapeNode(rule, ins, outs, bprop=rule, name=rule.name)
    for o in outs:
        o._node = node


def call_with_backward_hooks(cell: Any, args: tuple, run: Callable[[tuple], Any]) -> Any:
    """``run(args)`` (the Cell's construct) between the hook nodes, while a gradient is taken."""
    if not _tape.STATE.depth:
        return run(args)
    state: dict = {}
    pos = [i for i, a in enumerate(args) if isinstance(a, Tensor)]
    if cell.__dict__.get("_backward_hooks") and pos:
        ins = tuple(args[i] for i in pos)
        new = tuple(Tensor._wrap(a._data) for a in ins)
        _node(_HookIn(cell, state, tuple(_tape.is_tracked(a) for a in ins)), ins, new)
        args = list(args)
        for i, t in zip(pos, new):
            args[i] = t
        args = tuple(args)
    out = run(args)
    outs = out if isinstance(out, tuple) else (out,)
    if not all(isinstance(o, Tensor) for o in outs) or not any(_tape.is_tracked(o) for o in outs):
        return out
    new_outs = tuple(Tensor._wrap(o._data) for o in outs)
    _node(_HookOut(cell, state, isinstance(out, tuple)), outs, new_outs)
    return new_outs if isinstance(out, tuple) else new_outs[0]
