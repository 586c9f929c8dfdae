"""A differentiated Cell reuses its forward pass: no second round of forward side effects.

MindSpore's training wrappers in the model zoo (CRNN, YOLO, BERT, GAN...) run ``loss = self.network(*inputs)``
and then ``self.grad(self.network, weights)(*inputs, sens)``.  MindSpore 2.10 runs the forward's side effects
once there (BatchNorm's moving statistics move one step, not two), in both modes: in PyNative the
``set_grad()`` Cell's recorded forward is reused when it is differentiated at the same inputs, and Graph
mode merges the two forwards.  msgraph recomputes the forward to differentiate it, so in that case the
recomputation's writes to Parameters that are not differentiated (moving statistics, counters) are
dropped: they keep the values the first forward left.

The rule (measured on MindSpore 2.10): the Cell has ``requires_grad`` (``set_grad()``), its last forward
call took the very same inputs (same Tensor objects in PyNative, same graph values in Graph mode), and
nothing else called it since.  A forward at other inputs, or no forward before, updates as usual.
"""
from __future__ import annotations

import contextlib
from typing import Any, Iterator, Sequence

from ..common import hooks


def _same(a: Sequence[Any], b: Sequence[Any]) -> bool:
    return len(a) == len(b) and all(x is y for x, y in zip(a, b))


def eager_reuses_forward(fn: Any, inputs: Sequence[Any]) -> bool:
    """PyNative: is ``fn`` a set_grad() Cell whose last forward took exactly ``inputs``?  (Consumed.)"""
    if not hooks.is_cell(fn) or not fn.__dict__.get("requires_grad"):
        return False
    last = fn.__dict__.pop("_grad_forward_args", None)
    return last is not None and _same(last, tuple(inputs))


@contextlib.contextmanager
def keep_state(fn: Any, weights: Sequence[Any], reuse: bool) -> Iterator[None]:
    """While the forward is recomputed for a reused forward, writes to the Cell's Parameters that are not
    differentiated are undone afterwards."""
    if not reuse:
        try:
            yield
        finally:
            if hooks.is_cell(fn):
                fn.__dict__.pop("_grad_forward_args", None)   # the gradient's own forward is not reusable
        return
    targets = {id(w) for w in weights}
    kept = [(p, p._data.copy()) for p in fn.get_parameters() if id(p) not in targets and not p.requires_grad]
    try:
        yield
    finally:
        for p, data in kept:
            p._data = data
        fn.__dict__.pop("_grad_forward_args", None)   # the recomputation's own call is not a new forward


def graph_key(args: Sequence[Any]) -> tuple:
    """Graph mode: the identity of a call's inputs (graph values by their IR value, constants by object)."""
    from ..frontend.symbolic import is_sym

    return tuple(("v", id(a.value)) if is_sym(a) else ("c", id(a)) for a in args)


def note_graph_cell_call(low: Any, cell: Any, args: Sequence[Any], kwargs: Any) -> None:
    """Graph mode: remember the inputs of a set_grad() Cell's call made in graph code."""
    calls = low.__dict__.setdefault("_grad_forward_calls", {})
    before = calls.get(id(cell))
    count = before[0] + 1 if before else 1
    calls[id(cell)] = (count, graph_key(args) if cell.__dict__.get("requires_grad") and not kwargs else None)


def graph_reuses_forward(low: Any, fn: Any, inputs: Sequence[Any], kwargs: Any) -> bool:
    """Graph mode: was the set_grad() Cell ``fn`` called once in this graph (since the last gradient of it),
    at exactly ``inputs``?  MindSpore 2.10 merges that forward with the gradient's; after two forwards
    it runs the gradient's forward too (measured).  Consumed."""
    calls = low.__dict__.get("_grad_forward_calls")
    if not hooks.is_cell(fn) or not calls:
        return False
    last = calls.pop(id(fn), None)
    if not fn.__dict__.get("requires_grad") or kwargs:
        return False
    return last is not None and last[0] == 1 and last[1] is not None and last[1] == graph_key(inputs)


def graph_grad_done(low: Any, fn: Any) -> None:
    """The gradient's own forward call is not a forward a later gradient could reuse."""
    calls = low.__dict__.get("_grad_forward_calls")
    if calls:
        calls.pop(id(fn), None)
