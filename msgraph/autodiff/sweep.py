"""The bprop contract and the reverse sweep, shared by the eager tape and the graph pass.

Both modes differentiate the same way: walk the recorded (PyNative, :mod:`.tape`) or
emitted (Graph mode, :mod:`.expand`) nodes from last to first, hand each node the
adjoints of its outputs, call its bprop rule through :func:`call_bprop` and add the
gradients it returns into the adjoints of its inputs.  What differs between the modes
-- how a node names its inputs and outputs, how two gradients are added, which nodes
need a rule of their own (an ``if``, a ``while`` loop) -- is supplied by a subclass of
:class:`ReverseSweep` and by the ``add`` function of the :class:`Adjoints` store.

This module imports only :mod:`msgraph.errors`: the tape (ops level) and the graph
pass (passes level) both build on it.
"""
from __future__ import annotations

import threading
from typing import Any, Callable, Hashable, Optional, Sequence, Tuple

from ..errors import BpropError, BpropOutputError, MsGraphError


class _Wanted(threading.local):
    mask: Optional[Sequence[bool]] = None
    reach: Optional[Sequence[bool]] = None


_WANTED = _Wanted()


def grad_wanted(i: int) -> bool:
    """Inside a bprop rule: whether the gradient of input ``i`` is used by the sweep running it.

    The eager sweep knows which inputs lead to a gradient target (a network's data input does
    not); a rule whose input gradients are costly (a convolution's input gradient) may return
    None for the others instead of computing them.  Graph mode always answers True: dead-code
    elimination drops what is not used.  Read it at the start of the rule, before calling others.
    """
    m = _WANTED.mask
    return m is None or i >= len(m) or bool(m[i])


def grad_mask_known() -> bool:
    """Inside a bprop rule: whether :func:`grad_wanted` knows the used inputs (the eager sweep), not
    Graph mode's answer of True for every input."""
    return _WANTED.mask is not None


def grad_reaches(i: int) -> bool:
    """Inside a bprop rule: whether input ``i`` leads to a gradient target -- the eager sweep's :func:`grad_wanted`
    mask, or in Graph mode the inputs the differentiated values reach (a constant operand does not), which
    :func:`grad_wanted` does not report there (its rules build every gradient and dead-code elimination drops the
    unused).  For a rule that must not raise over a gradient nobody uses (MindSpore builds none for a constant)."""
    m = _WANTED.mask if _WANTED.mask is not None else _WANTED.reach
    return m is None or i >= len(m) or bool(m[i])


def call_bprop(rule: Callable[..., Any], args: Sequence[Any], out: Any, dout: Any, *, name: str,
               tuple_required: bool = False, loc: Any = None,
               wanted: Optional[Sequence[bool]] = None, user_rule: bool = False,
               reach: Optional[Sequence[bool]] = None) -> Tuple[Any, ...]:
    """Run ``rule(*args, out, dout)`` and check MindSpore's bprop contract.

    Returns exactly one gradient per argument (``None`` where the rule gave none: no gradient).

    * The rule returns a tuple (or a list) with a gradient for each input, in order.  Gradients
      after the last input are ignored (MindSpore allows them: they are the gradients of free
      variables).  Fewer gradients than inputs is a RuntimeError in both of MindSpore's modes.
    * A single value that is not a tuple: PyNative MindSpore takes it as a one-element tuple;
      its graph compiler rejects it with a TypeError ("output should be a tuple").  The graph
      pass passes ``tuple_required=True``; for a user's ``bprop`` (``user_rule``) a list is refused there too
      (MindSpore's "but got AbstractList"), while PyNative takes it as the tuple.
    * ``loc`` (Graph mode) is attached to errors raised inside the rule.
    * ``wanted`` (eager sweep): which inputs' gradients are used, read by :func:`grad_wanted`; ``reach`` (Graph
      mode) which inputs lead to a target, read by :func:`grad_reaches`.
    """
    saved, saved_reach = _WANTED.mask, _WANTED.reach
    _WANTED.mask, _WANTED.reach = wanted, reach
    try:
        grads = rule(*args, out, dout)
    except MsGraphError as exc:   # e.g. no gradient through a PyExecute: name the forward line
        if loc is not None:
            raise exc.with_loc(loc)
        raise
    finally:
        _WANTED.mask, _WANTED.reach = saved, saved_reach
    if not isinstance(grads, tuple if tuple_required and user_rule else (tuple, list)):
        if tuple_required:
            kind = "Tensor" if hasattr(grads, "aval") else type(grads).__name__   # a symbolic tensor
            raise BpropError(f"For bprop function, output should be a tuple, but got {kind} (from '{name}').", loc,
                             hint="return one gradient per input, as a tuple: return (dx,)")
        grads = (grads,)
    n = len(args)
    if len(grads) < n:
        raise BpropOutputError(f"The output size of the 'bprop' of '{name}' must match the number of "
                               f"inputs of its primal function: {len(grads)} vs. {n}.", loc,
                               hint="return one gradient per input (use zeros_like for non-differentiable ones)")
    return tuple(grads[:n])


class Literal:
    """A custom ``bprop``'s gradient that is not a Tensor (None, a Python number, a numpy array) for an input of the
    differentiated graph: MindSpore 2.10's Graph mode returns it as it is when it is the input's whole gradient
    (``return dout, None`` gives None in the gradient tuple, ``0.0`` the float; left37/custom_bprop_literals).
    Added to another gradient, None is MindSpore's ValueError; a number or array is added as a Tensor (the graph
    adjoint store reads it so: autodiff/expand.py)."""

    __slots__ = ("value", "like", "loc")

    def __init__(self, value: Any, like: Any, loc: Any = None) -> None:
        self.value, self.like, self.loc = value, like, loc


class Adjoints(dict):
    """The adjoint store: key -> the gradient accumulated so far (a dict; absent = no gradient).

    Keys are what the sweep names values by (a tensor version on the tape, a value id in the
    IR).  ``add(prev, g, like)`` sums two gradients of the forward value ``like``; ``prepare(g)``
    (optional) converts a gradient before it is stored and returns None for "no gradient".
    """

    def __init__(self, add: Callable[[Any, Any, Any], Any], prepare: Optional[Callable[[Any], Any]] = None):
        super().__init__()
        self.add = add
        self.prepare = prepare

    def acc(self, key: Hashable, g: Any, like: Any = None) -> None:
        """Add gradient ``g`` (None: nothing) into the adjoint of ``key``."""
        if g is not None and self.prepare is not None:
            g = self.prepare(g)
        if g is None:
            return
        if dict.get(self, key) is None:
            self[key] = g
        else:
            self.another(key, g, like)

    def another(self, key: Hashable, g: Any, like: Any) -> None:
        """Where a further gradient ``g`` of ``key`` goes (its adjoint holds one already): here, summed into it at
        once; a subclass may defer the sum (the graph store sums in the forward order of the value's users,
        autodiff/expand.py)."""
        self[key] = self.add(self.get(key), g, like)


class ReverseSweep:
    """One reverse pass over nodes, accumulating into an :class:`Adjoints` store.

    A subclass says how to read a node (:meth:`outputs`, :meth:`rule`, :meth:`accumulate`) and
    may take over nodes that are not a bprop call (:meth:`special`).  :meth:`step` is the one
    bprop step both modes run: skip a node none of whose outputs has an adjoint, zeros for the
    outputs of a multi-output node that have none, the validated rule call, accumulation.
    """

    tuple_required = False

    def __init__(self, adj: Adjoints) -> None:
        self.adj = adj

    # -- what a subclass provides -------------------------------------------------------------
    def outputs(self, node: Any) -> Tuple[Sequence[Hashable], Sequence[Any], bool]:
        """``(keys, outs, multi)``: the adjoint keys of the node's outputs, the outputs as its rule
        receives them, and whether the rule sees a tuple of outputs (else the one output)."""
        raise NotImplementedError

    def rule(self, node: Any) -> Tuple[Callable[..., Any], Sequence[Any], str]:
        """``(rule, args, name)``: the bprop rule, the inputs it is called with, a name for errors."""
        raise NotImplementedError

    def accumulate(self, node: Any, grads: Sequence[Any]) -> None:
        """Add the rule's gradients (one per argument) into the adjoints of the node's inputs."""
        raise NotImplementedError

    def zeros_like(self, x: Any) -> Any:
        raise NotImplementedError

    def special(self, node: Any) -> bool:
        """Differentiate a node that is not a plain bprop call; True when it was handled."""
        return False

    def loc(self, node: Any) -> Any:
        return None

    def keep_missing(self, node: Any) -> bool:
        """True when the rule of a multi-output node takes None (not zeros) for outputs without a gradient."""
        return False

    def wanted(self, node: Any) -> Optional[Sequence[bool]]:
        """Which of the node's inputs need a gradient (None: all); see :func:`grad_wanted`."""
        return None

    def reaches(self, node: Any) -> Optional[Sequence[bool]]:
        """Which of the node's inputs lead to a gradient target (None: unknown); see :func:`grad_reaches`."""
        return None

    # -- the sweep ------------------------------------------------------------------------------
    def run(self, nodes: Sequence[Any]) -> None:
        """Differentiate ``nodes`` (given in forward order) from the last to the first."""
        for node in reversed(nodes):
            self.step(node)

    def step(self, node: Any) -> None:
        keys, outs, multi = self.outputs(node)
        adj = self.adj
        douts = [adj.get(k) for k in keys]
        if all(d is None for d in douts):
            return
        if self.special(node):
            return
        if multi:
            out: Any = tuple(outs)
            keep = self.keep_missing(node)
            dout: Any = tuple(self.zeros_like(o) if d is None and not keep else d for o, d in zip(outs, douts))
        else:
            out, dout = outs[0], douts[0]
        rule, args, name = self.rule(node)
        grads = call_bprop(rule, args, out, dout, name=name, tuple_required=self.tuple_required,
                           loc=self.loc(node), wanted=self.wanted(node), reach=self.reaches(node))
        self.accumulate(node, grads)

