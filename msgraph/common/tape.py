"""The PyNative tape: records op applications while a gradient is taken, replays bprops.

Recording is on only inside ``grad``/``value_and_grad``/``GradOperation`` calls
(``STATE.depth > 0``) and only for ops that touch a *tracked* tensor: a gradient
target (leaf) or a tensor produced by a recorded op.  The reverse pass calls the
op registry's bprop rules, which are written with public ops, so when an outer
gradient is active the backward computation is itself recorded: grad of grad
comes for free.
"""
from __future__ import annotations

import contextlib
import threading
from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence

import numpy as np


class _State(threading.local):
    def __init__(self) -> None:
        self.depth = 0                       # >0 while some gradient is being taken
        self.leaves: Dict[int, int] = {}     # id(tensor) -> registration count


STATE = _State()


class TapeNode:
    """One recorded application: ``out = prim(*inputs)`` (or a Cell with a custom bprop)."""

    __slots__ = ("prim", "inputs", "in_nodes", "in_data", "out", "bprop", "name")

    def __init__(self, prim: Any, inputs: Sequence[Any], out: Any,
                 bprop: Optional[Callable[..., Any]] = None, name: str = ""):
        self.prim = prim
        self.inputs = tuple(inputs)
        # The producer of each input when it was read.  An in-place update (``x[i] = v``)
        # later gives the same Tensor object a new producer; this node read the old version.
        self.in_nodes = tuple(getattr(a, "_node", None) for a in self.inputs)
        # The arrays read: a Parameter assigned later (ops.assign) must not change this node's bprop.
        self.in_data = tuple(getattr(a, "_data", None) for a in self.inputs)
        self.out = out
        self.bprop = bprop
        self.name = name or getattr(prim, "name", "custom")

    def read_inputs(self) -> tuple:
        """The inputs as they were when read (a snapshot for any whose array was replaced since)."""
        out = []
        for a, d in zip(self.inputs, self.in_data):
            if d is not None and a._data is not d:
                from .tensor import Tensor

                a = Tensor._wrap(d)
            out.append(a)
        return tuple(out)

    def rule(self) -> Callable[..., Any]:
        return self.bprop if self.bprop is not None else self.prim.get_bprop()


def is_tracked(x: Any) -> bool:
    return getattr(x, "_node", None) is not None or id(x) in STATE.leaves


def record(prim: Any, args: Sequence[Any], result: Any, bprop: Optional[Callable[..., Any]] = None) -> None:
    """Attach a TapeNode to ``result`` if any argument is tracked."""
    leaves = STATE.leaves
    for a in args:
        if getattr(a, "_node", None) is not None or id(a) in leaves:
            break
    else:
        return
    node = TapeNode(prim, args, result, bprop)
    if isinstance(result, tuple):
        for r in result:
            if hasattr(r, "_node"):
                r._node = node
    elif hasattr(result, "_node"):
        result._node = node


@contextlib.contextmanager
def recording(leaves: Iterable[Any]):
    """Enable recording and mark ``leaves`` as gradient targets for the duration."""
    st = STATE
    ids = [id(x) for x in leaves]
    for i in ids:
        st.leaves[i] = st.leaves.get(i, 0) + 1
    st.depth += 1
    try:
        yield
    finally:
        st.depth -= 1
        for i in ids:
            n = st.leaves[i] - 1
            if n:
                st.leaves[i] = n
            else:
                del st.leaves[i]


@contextlib.contextmanager
def paused():
    """Suspend recording (used to run a Cell with a custom bprop as one node)."""
    st = STATE
    saved = st.depth
    st.depth = 0
    try:
        yield
    finally:
        st.depth = saved


def _toposort(outputs: Sequence[Any], stop: set) -> List[TapeNode]:
    """Nodes reachable from ``outputs``, producers first; ``stop`` holds (tensor id, producer id)
    versions not to look behind."""
    order: List[TapeNode] = []
    seen: set = set()
    stack: List[tuple] = []
    for o in outputs:
        n = getattr(o, "_node", None)
        if n is not None and (id(o), id(n)) not in stop:
            stack.append((n, False))
    while stack:
        node, done = stack.pop()
        if done:
            order.append(node)
            continue
        if id(node) in seen:
            continue
        seen.add(id(node))
        stack.append((node, True))
        for inp, n in zip(node.inputs, node.in_nodes):
            if n is not None and (id(inp), id(n)) not in stop and id(n) not in seen:
                stack.append((n, False))
    order.reverse()
    return order


def pre_update(variable: Any, value: Any, rule: Callable[[Any], tuple]) -> Optional[TapeNode]:
    """Before an in-place write ``variable <- f(variable, value)`` (ops.assign*), while recording.

    Returns the node to attach to ``variable`` after the write, so later reads see the new
    version (whose gradient ``rule(dout) -> (d_old_variable, d_value)`` flows back) and the
    gradient of the version read before the write stays separate.
    """
    if not (is_tracked(variable) or is_tracked(value)):
        return None
    return TapeNode(None, (variable, value), variable, bprop=lambda var, val, out, dout: rule(dout),
                    name="assign")


def backward(outputs: Sequence[Any], sens: Sequence[Any], targets: Sequence[Any],
             producers: Optional[Sequence[Any]] = None) -> List[Optional[Any]]:
    """Gradients of ``sum(<outputs, sens>)`` w.r.t. each target (None when unreachable).

    ``producers`` are the targets' producing nodes when the gradient started (default: now);
    they matter when a target was updated in place during the computation.
    """
    from ..ops import functional as F

    # Gradients are keyed by (tensor, producing node): one key per *version* of a tensor,
    # so a Tensor updated in place keeps separate gradients for its old and new values.
    grads: Dict[tuple, Any] = {}
    keep: Dict[tuple, Any] = {}   # keep tensors alive so ids stay unique

    def acc(t: Any, producer: Any, g: Any) -> None:
        if g is None:
            return
        k = (id(t), id(producer))
        keep[k] = (t, producer)
        grads[k] = g if k not in grads else F.add(grads[k], g)

    for o, s in zip(outputs, sens):
        acc(o, getattr(o, "_node", None), s)
    if producers is None:
        producers = [getattr(t, "_node", None) for t in targets]
    # Stop at the targets' versions when the gradient started: a later in-place write to a target
    # (ops.assign_add(w, f(x))) makes a new version that still depends on x and on the old w.
    stop = {(id(t), id(p)) for t, p in zip(targets, producers)}
    for node in _toposort(outputs, stop):
        out = node.out
        if isinstance(out, tuple):
            douts = [grads.get((id(o), id(node))) for o in out]
            if all(d is None for d in douts):
                continue
            dout = tuple(F.zeros_like(o) if d is None else d for o, d in zip(out, douts))
        else:
            dout = grads.get((id(out), id(node)))
            if dout is None:
                continue
        rule = node.rule()
        din = rule(*node.read_inputs(), out, dout)
        if not isinstance(din, (tuple, list)):
            from ..errors import BpropError

            raise BpropError(f"the bprop of '{node.name}' returned {type(din).__name__}; "
                             f"it must return a tuple with one gradient per input.")
        if len(din) != len(node.inputs):
            from ..errors import BpropError

            raise BpropError(f"the bprop of '{node.name}' returned {len(din)} gradient(s) "
                             f"for {len(node.inputs)} input(s).",
                             hint="return one gradient per input (use zeros_like for non-differentiable ones)")
        for inp, producer, g in zip(node.inputs, node.in_nodes, din):
            if g is None or not hasattr(inp, "_node"):
                continue
            if producer is not None or id(inp) in STATE.leaves or (id(inp), id(producer)) in stop:
                acc(inp, producer, g)
    return [grads.get((id(t), id(p))) for t, p in zip(targets, producers)]


def ones_like_array(x: Any) -> np.ndarray:
    return np.ones(np.shape(x), np.asarray(x).dtype)
