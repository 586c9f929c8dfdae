"""A differentiated Cell reuses its forward pass: no second round of forward side effects.

MindSpore's training wrappers in the model zoo (CRNN, YOLO, BERT, GAN...) run ``loss = self.network(*inputs)``
and then ``self.grad(self.network, weights)(*inputs, sens)``.  MindSpore 2.10 runs the forward's side effects
once there (BatchNorm's moving statistics move one step, not two), in both modes: in PyNative the
``set_grad()`` Cell's recorded forward is reused when it is differentiated at the same inputs, and Graph
mode merges the two forwards.  msgraph recomputes the forward to differentiate it, so in that case the
recomputation's writes to Parameters that are not differentiated (moving statistics, counters) are
dropped: they keep the values the first forward left.

When the set_grad() Cell was called by the user outside any gradient and any other Cell (``sampler(x)`` then
``ms.grad(sampler)(x)``), PyNative records that forward on the tape (:func:`record_forward`) and the gradient
sweeps that record back without running the Cell again (:func:`recorded_forward`): the forward's prints, numpy
random draws and custom-bprop ``out`` are the first call's, as in MindSpore (its model_and_cell migration page).
A Cell called inside another (TrainOneStepCell's network) is recomputed as above.

The rule (measured on MindSpore 2.10): its last forward call took the very same inputs (same Tensor objects
in PyNative, same graph values in Graph mode), nothing else called it since, and, in PyNative only, the Cell
has ``requires_grad`` (``set_grad()``): Graph mode merges the two forwards of any Cell.  A forward at other inputs, or no forward before, updates as usual.
The Graph-mode side (a frontend-layer concern) is in autodiff/grad_call.py (``note_graph_cell_call``,
``graph_reuses_forward``).
"""
from __future__ import annotations

import contextlib
from typing import Any, Iterator, Sequence

from ..common import hooks
from ..common.tensor_methods import TensorMethods
from . import tape as _tape


def _same(a: Sequence[Any], b: Sequence[Any]) -> bool:
    return len(a) == len(b) and all(x is y for x, y in zip(a, b))


def eager_reuses_forward(fn: Any, inputs: Sequence[Any]) -> bool:
    """PyNative: is ``fn`` a set_grad() Cell whose last forward took exactly ``inputs``?  (Consumed.)"""
    if not hooks.is_cell(fn) or not fn.__dict__.get("requires_grad"):
        return False
    last = fn.__dict__.pop("_grad_forward_args", None)
    return last is not None and _same(last, tuple(inputs))


class _Record:
    """A set_grad() Cell's recorded forward: its inputs and outputs, the tape leaves it recorded and the versions
    of those leaves before it.  The outputs keep their tape links, as MindSpore's do: a later gradient of a function
    of them and of the Cell's Parameters flows through the recorded forward too."""

    __slots__ = ("args", "outputs", "leaves", "producers")

    def __init__(self, args: tuple, outputs: Any, leaves: list, producers: dict) -> None:
        self.args, self.outputs, self.leaves, self.producers = args, outputs, leaves, producers


def record_forward(cell: Any, args: tuple, run: Any) -> Any:
    """Run a set_grad() Cell's forward (``run()``) on the tape with its Tensor inputs and Parameters as leaves, and
    keep the record on the Cell for :func:`recorded_forward`."""
    leaves = [a for a in args if isinstance(a, TensorMethods)] + list(cell.get_parameters())
    producers = {id(t): getattr(t, "_node", None) for t in leaves}
    with _tape.recording(leaves):
        outputs = run()
    cell.__dict__["_grad_forward_record"] = _Record(args, outputs, leaves, producers)
    return outputs


def recorded_forward(fn: Any, reuse: bool, args: tuple, targets: Sequence[Any]) -> Any:
    """The recorded forward of Cell ``fn`` (consumed) when ``reuse`` holds, it took exactly ``args`` and it covers
    every target, as ``(outputs, producers)``; None when there is none to reuse."""
    rec = fn.__dict__.pop("_grad_forward_record", None) if hooks.is_cell(fn) else None
    ids = {id(t) for t in rec.leaves} if rec is not None else set()
    if not reuse or rec is None or not _same(rec.args, args) or not all(id(t) in ids for t in targets):
        return None
    return rec.outputs, [rec.producers[id(t)] for t in targets]


@contextlib.contextmanager
def keep_state(fn: Any, weights: Sequence[Any], reuse: bool, every: bool = False) -> Iterator[None]:
    """While the forward is recomputed for a reused forward, writes to the Cell's Parameters that are not
    differentiated are undone afterwards (``every``: also those with requires_grad, for ops.vjp)."""
    if not reuse:
        try:
            yield
        finally:
            if hooks.is_cell(fn):
                fn.__dict__.pop("_grad_forward_args", None)   # the gradient's own forward is not reusable
        return
    targets = {id(w) for w in weights}
    kept = [(p, p._data.copy()) for p in fn.get_parameters() if id(p) not in targets and (every or not p.requires_grad)]
    try:
        yield
    finally:
        for p, data in kept:
            p._data = data
        fn.__dict__.pop("_grad_forward_args", None)   # the recomputation's own call is not a new forward
