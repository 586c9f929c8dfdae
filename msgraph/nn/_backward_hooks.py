"""PyNative ``Cell.register_backward_hook`` / ``register_backward_pre_hook``.

While a gradient is taken, a Cell with backward hooks runs between two tape nodes:

* an *input* node ``(x1', x2', ...) = (x1, x2, ...)`` over the Tensor arguments, whose bprop
  receives the gradients of all inputs at once (``grad_input``) and calls each
  ``hook_fn(cell, grad_input, grad_output) -> new grad_input | None``;
* an *output* node ``out' = out`` whose bprop receives the gradient passed to the Cell
  (``grad_output``, a tuple) and first calls each ``pre_hook(cell, grad_output) -> new
  grad_output | None``.

Both nodes are identities in the forward pass.  Outside a gradient the hooks are not called; Graph mode
compiles the same pair (``frontend/cell_hooks.py``).
"""
from __future__ import annotations

from typing import Any, Callable

from ..autodiff import tape as _tape
from ..common.cell_hook_calls import BACKWARD_HOOKS, BACKWARD_PRE_HOOKS, as_grad_tuple, run_backward_hooks
from ..common.tensor import Tensor



def _call(fn: Any, args: tuple) -> Any:
    return fn(*args)


class _HookIn:
    __slots__ = ("cell", "state", "name", "tracked")

    def __init__(self, cell: Any, state: dict, tracked: tuple) -> None:
        self.cell, self.state, self.tracked = cell, state, tracked
        self.name = f"{type(cell).__name__}.backward_hook"

    def __call__(self, *args: Any) -> tuple:
        *_, dout = args
        # an input the gradient does not reach (not differentiated, made of no differentiated value) is None in
        # grad_input, as in MindSpore 2.10 (a hook computing with it raises there); an argument of the
        # differentiated function is not, whichever positions were asked for (``tracked``)
        grad_input = tuple(g if t else None for g, t in zip(as_grad_tuple(dout), self.tracked))
        return run_backward_hooks(self.cell, BACKWARD_HOOKS, grad_input, self.state.get("grad_output", ()), _call)


class _HookOut:
    __slots__ = ("cell", "state", "name", "multi")

    def __init__(self, cell: Any, state: dict, multi: bool) -> None:
        self.cell, self.state, self.multi = cell, state, multi
        self.name = f"{type(cell).__name__}.backward_pre_hook"

    def __call__(self, *args: Any) -> tuple:
        *_, dout = args
        grad_output = run_backward_hooks(self.cell, BACKWARD_PRE_HOOKS, as_grad_tuple(dout), (), _call)
        self.state["grad_output"] = grad_output
        if self.state.get("no_input"):
            # no input of the Cell is differentiated (the gradient reaches the Cell through its Parameters
            # only): MindSpore 2.10 calls the backward hooks with grad_input (None,) and uses no result
            run_backward_hooks(self.cell, BACKWARD_HOOKS, (None,), grad_output, _call)
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
    tracked = tuple(_tape.is_tracked(args[i]) for i in pos)
    if cell.__dict__.get(BACKWARD_HOOKS) and pos and not any(tracked):
        # MindSpore 2.10's PyNative runs such a Cell's backward hooks only when the gradient reaches the Cell
        # (through its Parameters), with grad_input (None,): the output node calls them (measured: the hooks of a
        # Cell whose output no differentiated value reaches are not called)
        state["no_input"] = True
    elif cell.__dict__.get(BACKWARD_HOOKS) and pos:
        ins = tuple(args[i] for i in pos)
        new = tuple(Tensor._wrap(a._data) for a in ins)
        # grad_input: the gradients of the inputs made of differentiated values, and of the differentiated
        # function's own Tensor arguments (MindSpore 2.10 differentiates every argument when input positions are
        # asked for: ms.grad(net, 0) shows the second argument's gradient to a hook of the Cell taking both)
        _node(_HookIn(cell, state, tuple(t or _tape.is_differentiated_arg(a) for t, a in zip(tracked, ins))),
              ins, new)
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
