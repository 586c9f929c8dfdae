"""A Cell's forward and backward hooks in graph code.

MindSpore 2.10 compiles a Cell's ``register_forward_pre_hook`` / ``register_forward_hook`` functions into the
graph wherever the Cell is called in Graph mode (the top Cell of a graph, a sub-Cell, a Cell called from an
``@ms.jit`` function or differentiated there): a pre-hook's result replaces the Cell's inputs (``None`` keeps
them; a value that is no tuple is the only input), a forward hook's result replaces its output (measured, gss28;
MindSpore's own st test ``test_pynative_forward_hook_in_graph_mode`` expects them ignored and fails on 2.10).
A Cell taken out of a container (``self.cells[0]``, the members of a SequentialCell) runs without its hooks there.
The hooks are inlined as any Python function called from graph code is, in the order PyNative runs them
(``nn/cell.py``), as registered when the graph is compiled.

``register_backward_hook`` / ``register_backward_pre_hook`` are compiled too (measured, gss28): as in PyNative
(``nn/_backward_hooks.py``) the Cell's call runs between two identities with rules of their own (custom_bprop
nodes whose rule is a :class:`_HookRule`): the output's gets the gradient of the Cell's
outputs (``grad_output``, after the forward hooks; the pre-hooks may replace it), the inputs' the gradients of
its Tensor inputs (``grad_input``, after the forward pre-hooks), which each backward hook may replace.  The
reverse sweep expands the output's rule first, which leaves ``grad_output`` for the inputs' rule.
"""
from __future__ import annotations

from typing import Any, Callable, Dict, Optional, Sequence

from ..common.hooks import is_cell
from ..common.cell_hook_calls import BACKWARD_HOOKS, BACKWARD_PRE_HOOKS, as_grad_tuple, run_backward_hooks
from ..common.tensor import Tensor
from ..errors import SourceLoc
from .symbolic import is_sym


def has_hooks(low: Any, cell: Any) -> bool:
    """Whether the call of ``cell`` in graph code runs its hooks: it has some, and it is no member of a container
    (a CellList / SequentialCell / CellDict, or a tuple, list or dict attribute), whose members MindSpore 2.10's
    Graph mode calls without their hooks (measured, gss28), unless graph code also reads it as a Cell's
    attribute."""
    d = getattr(cell, "__dict__", {})
    if not (d.get("_forward_pre_hooks") or d.get("_forward_hooks") or has_backward_hooks(cell)):
        return False
    seen = low.__dict__.get("hook_cells")
    return seen is None or id(cell) in seen[0] or id(cell) not in seen[1]


def note_cells(low: Any, v: Any, attribute: bool) -> None:
    """Remember how graph code reached Cells: ``v``, the value of an attribute (of a Cell: ``attribute``), is a
    Cell itself (read directly) or holds Cells (container members)."""
    direct, members = low.__dict__.setdefault("hook_cells", (set(), set()))
    if is_cell(v) and attribute:
        direct.add(id(v))
    if is_cell(v) and not hasattr(v, "__iter__"):
        return
    for m in (v.values() if hasattr(v, "values") else v):
        if is_cell(m):
            members.add(id(m))


def call_hooked(low: Any, cell: Any, args: Sequence[Any], kwargs: Dict[str, Any], loc: Optional[SourceLoc],
                run: Callable[[Sequence[Any], Dict[str, Any]], Any]) -> Any:
    """``run(args, kwargs)`` (the Cell's construct) between its forward pre-hooks and forward hooks (and inside its
    backward hooks' identities), lowered.  Graph mode calls every hook as ``hook(cell, args)`` /
    ``hook(cell, args, output)``, also one registered ``with_kwargs=True`` (whose signature then does not bind:
    MindSpore 2.10's TypeError "The parameters number of the function is 3, but the number of provided arguments
    is 2.")."""
    args = tuple(args)
    pre = list((cell.__dict__.get("_forward_pre_hooks") or {}).values())
    bound = False
    if pre or cell.__dict__.get("_forward_hooks") or has_backward_hooks(cell):
        args, kwargs, bound = _bind_inputs(cell, args, kwargs)   # (keyword Tensors get their grad_input too)
    for fn in pre:
        r = low.call(fn, [cell, args], {}, loc)
        if r is not None:
            r = r if isinstance(r, tuple) else (r,)
            if bound and len(r) != len(args):
                from ..errors import GraphTypeError
                raise GraphTypeError(f"'The forward pre hook return value size is {len(r)} not equal to input size "
                                     f"{len(args)}'", loc)
            args = r
    if has_backward_hooks(cell):   # grad_input after the forward pre-hooks, grad_output after the forward hooks
        return call_with_backward_hooks(low, cell, args, kwargs, loc,
                                        lambda a, k: _forward_hooked(low, cell, a, k, loc, run), bound=bound)
    return _forward_hooked(low, cell, args, kwargs, loc, run)


def _bind_inputs(cell: Any, args: tuple, kwargs: Dict[str, Any]) -> tuple:
    """The inputs a Cell's forward (pre-)hooks see in graph code: MindSpore 2.10's Graph mode binds the call to
    ``construct``'s parameters, defaults included, and passes them all positionally (``k(a, scale=3.0)`` of
    ``construct(self, a, scale=2.0, bias=None)`` is ``(a, 3.0, None)``; measured, adapt36ph).  A construct with
    ``*args`` / ``**kwargs`` / keyword-only parameters, or a call that does not bind, is left as it is (MindSpore
    binds ``*rest`` as one tuple input, ``(a, rest)``, and then calls construct oddly: not followed); the last
    result says whether the inputs were bound (only then is a pre-hook's result size checked)."""
    import inspect
    try:
        sig = inspect.signature(type(cell).construct)
        params = list(sig.parameters.values())[1:]
        if any(p.kind not in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) for p in params):
            return args, kwargs, False
        bound = sig.bind(cell, *args, **kwargs)
    except (TypeError, ValueError):
        return args, kwargs, False
    bound.apply_defaults()
    return tuple(bound.arguments[p.name] for p in params), {}, True


def _forward_hooked(low: Any, cell: Any, args: Sequence[Any], kwargs: Dict[str, Any], loc: Optional[SourceLoc],
                    run: Callable[[Sequence[Any], Dict[str, Any]], Any]) -> Any:
    """``run(args, kwargs)``, then the Cell's forward hooks."""
    out = run(args, kwargs)
    for fn in list((cell.__dict__.get("_forward_hooks") or {}).values()):
        r = low.call(fn, [cell, args, out], {}, loc)
        if r is not None:
            out = r
    return out


def has_backward_hooks(cell: Any) -> bool:
    d = getattr(cell, "__dict__", {})
    return bool(d.get(BACKWARD_HOOKS) or d.get(BACKWARD_PRE_HOOKS))


_TENSOR = object()   # (a Tensor input's place in a backward hook's grad_input layout)


def _identity(*xs):
    return xs


class _HookRule:
    """The rule of one of the two identities: the inputs' (``kind`` BACKWARD_HOOKS: ``grad_input`` through each
    ``hook(cell, grad_input, grad_output)``) or the outputs' (BACKWARD_PRE_HOOKS: ``grad_output`` through each
    ``pre_hook(cell, grad_output)``, then kept for the inputs' rule); the hooks are lowered as graph code."""

    symbolic_rule = True

    def __init__(self, cell: Any, state: dict, kind: str, layout: Optional[list] = None) -> None:
        self.cell, self.state, self.kind = cell, state, kind
        # every bound input's entry in grad_input: None for a Tensor (its gradient), else the placeholder the hooks
        # see for it (left37: MindSpore's Graph mode gives a number input a zero, a None input None)
        self.layout = layout
        # (the inputs' hooks do not run when no input's gradient is wanted: only Parameters differentiated)
        self.only_for_required_inputs = kind == BACKWARD_HOOKS

    def __call__(self, low: Any, loc: Any, *args: Any) -> tuple:
        grads = as_grad_tuple(args[-1])
        layout = self.layout
        if layout is not None:
            it = iter(grads)
            grads = tuple(next(it) if ph is _TENSOR else ph for ph in layout)
        grads = run_backward_hooks(self.cell, self.kind, grads, self.state.get("grad_output", ()),
                                   lambda fn, a: low.call(fn, list(a), {}, loc), graph=True)
        if layout is not None:
            grads = tuple(g for g, ph in zip(grads, layout) if ph is _TENSOR)
        if self.kind == BACKWARD_PRE_HOOKS:
            self.state["grad_output"] = grads
        return grads


def call_with_backward_hooks(low: Any, cell: Any, args: Sequence[Any], kwargs: Dict[str, Any],
                             loc: Optional[SourceLoc], run: Callable[[Sequence[Any], Dict[str, Any]], Any],
                             bound: bool = False) -> Any:
    """``run(args, kwargs)`` (the Cell's call after its pre-hooks) between the backward hooks' identities.  With
    the inputs ``bound`` to construct's parameters, the backward hooks' ``grad_input`` has an entry for each: a
    zero for a number input, None for a None one (MindSpore 2.10's Graph mode, left37/graph_hook_grad_input_all)."""
    state: dict = {}
    name = type(cell).__name__
    args = list(args)
    pos = [i for i, a in enumerate(args) if is_sym(a) or isinstance(a, Tensor)]
    layout = None
    if bound and len(pos) < len(args) and all(
            is_sym(a) or isinstance(a, Tensor) or a is None or type(a) in (int, float) for a in args):
        layout = [_TENSOR if (is_sym(a) or isinstance(a, Tensor)) else (None if a is None else type(a)(0))
                  for a in args]
    if cell.__dict__.get(BACKWARD_HOOKS) and pos:
        new = low.call_with_bprop(_identity, _HookRule(cell, state, BACKWARD_HOOKS, layout), [args[i] for i in pos],
                                  {}, loc, f"{name}.backward_hook")
        for i, t in zip(pos, new):
            args[i] = t
    out = run(tuple(args), kwargs)
    outs = out if isinstance(out, tuple) else (out,)
    if not outs or not all(is_sym(o) or isinstance(o, Tensor) for o in outs):
        return out
    new_outs = low.call_with_bprop(_identity, _HookRule(cell, state, BACKWARD_PRE_HOOKS), list(outs), {}, loc, f"{name}.backward_pre_hook")
    return tuple(new_outs) if isinstance(out, tuple) else new_outs[0]
