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
import itertools
import threading
from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence

from ..common.parameter import Parameter
from ..common.tensor import Tensor
from ..common import tensor_hooks as _tensor_hooks
from ..common.tensor_hooks import apply_hooks
from .sweep import Adjoints, ReverseSweep

_SEQ = itertools.count()   # TapeNode.seq


class _State(threading.local):
    def __init__(self) -> None:
        self.depth = 0                       # >0 while some gradient is being taken
        self.leaves: Dict[int, int] = {}     # id(tensor) -> registration count
        # >0 while an ``@ms.jit`` function runs eagerly under a PyNative gradient: its code is graph code
        # (``ops.HookBackward`` is the identity there, as in MindSpore's graph)
        self.graph_code = 0
        # id(tensor) -> count: the Tensor arguments of the functions PyNative gradients with differentiated input
        # positions run (a Cell backward hook's grad_input holds their gradients: ``nn/_backward_hooks.py``)
        self.diff_args: Dict[int, int] = {}


STATE = _State()


class TapeNode:
    """One recorded application: ``out = prim(*inputs)`` (or a Cell with a custom bprop)."""

    __slots__ = ("prim", "inputs", "in_nodes", "in_data", "out", "bprop", "name", "seq")

    def __init__(self, prim: Any, inputs: Sequence[Any], out: Any,
                 bprop: Optional[Callable[..., Any]] = None, name: str = ""):
        self.prim = prim
        self.inputs = inputs = tuple(inputs)
        # The producer of each input when it was read.  An in-place update (``x[i] = v``)
        # later gives the same Tensor object a new producer; this node read the old version.
        self.in_nodes = tuple([getattr(a, "_node", None) for a in inputs])
        # The arrays read: a Parameter assigned later (ops.assign) must not change this node's bprop.
        self.in_data = tuple([getattr(a, "_data", None) for a in inputs])
        self.out = out
        self.bprop = bprop
        self.name = name or getattr(prim, "name", "custom")
        # creation (= execution) order: the sweep runs the reachable nodes in its reverse, as MindSpore 2.10's
        # PyNative does, so an input used several times sums its gradients last use first (float16 / float32
        # results depend on that order; zoo46/grad_accumulation_order)
        self.seq = next(_SEQ)

    def read_inputs(self) -> tuple:
        """The inputs as they were when read (a snapshot for any whose array was replaced since)."""
        out = []
        for a, d in zip(self.inputs, self.in_data):
            if d is not None and a._data is not d:
                a = Tensor._wrap(d)
            out.append(a)
        return tuple(out)

    def rule(self) -> Callable[..., Any]:
        return self.bprop if self.bprop is not None else self.prim.get_bprop()


def is_tracked(x: Any) -> bool:
    return getattr(x, "_node", None) is not None or id(x) in STATE.leaves


def _reached(args: Sequence[Any]) -> bool:
    """Whether an argument is tracked or computed from a tracked Tensor through ops without a gradient (:func:`reach`)."""
    leaves = STATE.leaves
    return any(getattr(a, "_node", None) is not None or id(a) in leaves or getattr(a, "_grad_reach", False)
               for a in args)


def reach(args: Sequence[Any], result: Any) -> None:
    """An op without a gradient (a comparison, argmax) applied while a gradient is taken: its result is marked when an
    argument is tracked or marked.  MindSpore 2.10's PyNative records every op computed from a differentiated input,
    so an op whose gradient is its "bprop not defined" error after such ops (``logical_xor(x > 1, x < 3)``, ``invert``
    of an int cast of a comparison) raises when a gradient reaches it (measured, left52/no_bprop_after_compare); the
    ops without a gradient still pass none back (a custom bprop behind them does not run)."""
    if _reached(args):
        for r in (result if isinstance(result, tuple) else (result,)):
            if isinstance(r, Tensor):
                r._grad_reach = True


def record(prim: Any, args: Sequence[Any], result: Any, bprop: Optional[Callable[..., Any]] = None,
           raising: bool = False) -> None:
    """Attach a TapeNode to ``result`` if any argument is tracked (``raising``: an op whose gradient is MindSpore's
    error, recorded where an argument is only marked by :func:`reach` too)."""
    leaves = STATE.leaves
    for a in args:
        if getattr(a, "_node", None) is not None or id(a) in leaves:
            break
    else:
        if not raising:
            reach(args, result)
            return
        if not _reached(args):
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
def net_inputs(args: Iterable[Any]):
    """The Tensor arguments of the network a PyNative gradient runs (and those in tuple / list arguments): a slice
    assignment to one of them meanwhile is MindSpore 2.10's RuntimeError (``Tensor.__setitem__``)."""
    from ..common import tensor as _tensor

    ids = [id(t) for a in args for t in (a if type(a) in (tuple, list) else (a,)) if isinstance(t, Tensor)]
    with _counted(_tensor.GRAD_NET_INPUTS, ids):
        yield


@contextlib.contextmanager
def _counted(reg: dict, ids: list):
    """Count ``ids`` in the registry ``reg`` (id -> nesting count) while the block runs."""
    for i in ids:
        reg[i] = reg.get(i, 0) + 1
    try:
        yield
    finally:
        for i in ids:
            n = reg[i] - 1
            if n:
                reg[i] = n
            else:
                del reg[i]


@contextlib.contextmanager
def differentiated_args(args: Iterable[Any]):
    """While a PyNative gradient with differentiated input positions runs its function: the function's Tensor
    arguments, each one a Tensor MindSpore 2.10 gives a gradient whether or not its position is asked for
    (``is_differentiated_arg``)."""
    with _counted(STATE.diff_args, [id(a) for a in args if isinstance(a, Tensor)]):
        yield


def is_differentiated_arg(x: Any) -> bool:
    return id(x) in STATE.diff_args


@contextlib.contextmanager
def as_graph_code():
    """Run an ``@ms.jit`` function's code eagerly on the tape, as graph code (see ``_State.graph_code``)."""
    from ..common import tensor as _tensor

    STATE.graph_code += 1
    _tensor.GRAD_INPUTS_EXEMPT[0] += 1
    try:
        yield
    finally:
        STATE.graph_code -= 1
        _tensor.GRAD_INPUTS_EXEMPT[0] -= 1


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
    # execution order (a node is made after its inputs' producers, so this is topological too): the reverse sweep
    # then visits the nodes in the reverse of their execution, as MindSpore 2.10's PyNative does
    order.sort(key=_seq_key)
    return order


def _seq_key(node: "TapeNode") -> int:
    return node.seq


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


class _TapeSweep(ReverseSweep):
    """The reverse sweep over recorded nodes; adjoints are keyed by (tensor, producing node):
    one key per *version* of a tensor, so a Tensor updated in place keeps separate gradients
    for its old and new values."""

    def __init__(self, adj: Adjoints, stop: set, F: Any) -> None:
        super().__init__(adj)
        self.stop = stop
        self.F = F
        self.keep: Dict[tuple, Any] = {}   # keep tensors alive so their ids stay unique
        self.hooked: set = set()           # versions whose Tensor hooks have run
        self._wanted: tuple = (None, ())   # (node, mask): the last wanted() answer, for accumulate()

    def outputs(self, node: TapeNode) -> tuple:
        out = node.out
        if isinstance(out, tuple):
            return [(id(o), id(node)) for o in out], out, True
        return [(id(out), id(node))], [out], False

    def rule(self, node: TapeNode) -> tuple:
        return node.rule(), node.read_inputs(), node.name

    def zeros_like(self, x: Any) -> Any:
        if isinstance(x, (tuple, list)):
            # a nested output of a custom bprop Cell (``return y, grad_all(f)(x, y)``): zeros of the same structure
            return type(x)(self.zeros_like(e) for e in x)
        return None if x is None else self.F.zeros_like(x)   # a None output (a custom bprop Cell's) has none

    def keep_missing(self, node: TapeNode) -> bool:
        return getattr(node.prim, "keep_missing_dout", False)

    def _needs(self, inp: Any, producer: Any) -> bool:
        return hasattr(inp, "_node") and (producer is not None or id(inp) in STATE.leaves
                                          or (id(inp), id(producer)) in self.stop)

    def wanted(self, node: TapeNode) -> tuple:
        leaves, stop = STATE.leaves, self.stop
        w = tuple([hasattr(inp, "_node") and (p is not None or id(inp) in leaves or (id(inp), id(p)) in stop)
                   for inp, p in zip(node.inputs, node.in_nodes)])   # (_needs, inlined: one call per node)
        self._wanted = (node, w)
        return w

    def accumulate(self, node: TapeNode, grads: Sequence[Any]) -> None:
        last = self._wanted
        # the mask wanted() gave this node's bprop (the leaves and stops it read are the same after the rule)
        needs = last[1] if last[0] is node else self.wanted(node)
        for inp, producer, g, need in zip(node.inputs, node.in_nodes, grads, needs):
            if g is not None and need:
                self.acc(inp, producer, g)

    def acc(self, t: Any, producer: Any, g: Any) -> None:
        k = (id(t), id(producer))
        self.keep[k] = (t, producer)
        self.adj.acc(k, g)

    #: id(node) -> the hooked targets (key, tensor, producer) whose gradient is complete once node's rule ran
    leaf_hooks: Dict[int, list] = {}

    def step(self, node: TapeNode) -> None:
        # Tensor.register_hook: an output's gradient is complete before its producer's bprop runs.  (Until a hook
        # is registered (tensor_hooks.ANY) no Tensor has one: an unset _hooks slot costs an AttributeError a read.)
        if _tensor_hooks.ANY[0]:
            outs = node.out if isinstance(node.out, tuple) else (node.out,)
            for o in outs:
                if getattr(o, "_hooks", None):
                    self.hook((id(o), id(node)), o, node)
        super().step(node)
        if self.leaf_hooks:
            # a target's (a Parameter's, an input's) hooks run as soon as its gradient is complete -- after its
            # first user in forward order -- as MindSpore 2.10's do, not after the whole sweep in target order
            # (two nested Cells' weights: the later Cell's hook runs first)
            for k, t, p in self.leaf_hooks.pop(id(node), ()):
                if self.adj.get(k) is None:
                    self.adj[k] = self.F.zeros_like(t)
                self.hook(k, t, p)

    def hook(self, k: tuple, t: Any, producer: Any) -> None:
        if k in self.hooked:
            return
        self.hooked.add(k)
        g = self.adj.get(k)
        if g is not None:
            self.adj[k] = apply_hooks(t, producer, g)


def backward(outputs: Sequence[Any], sens: Sequence[Any], targets: Sequence[Any],
             producers: Optional[Sequence[Any]] = None) -> List[Optional[Any]]:
    """Gradients of ``sum(<outputs, sens>)`` w.r.t. each target (None when unreachable).

    ``producers`` are the targets' producing nodes when the gradient started (default: now);
    they matter when a target was updated in place during the computation.
    """
    from ..ops import functional as F

    if producers is None:
        producers = [getattr(t, "_node", None) for t in targets]
    # Stop at the targets' versions when the gradient started: a later in-place write to a target
    # (ops.assign_add(w, f(x))) makes a new version that still depends on x and on the old w.
    stop = {(id(t), id(p)) for t, p in zip(targets, producers)}

    def add(prev: Any, g: Any, like: Any) -> Any:
        # MindSpore 2.10 sums two gradients of an input with its Add primitive, which refuses two bool ones (``x * y
        # + x`` of bool Tensors: TypeError)
        return F.add(prev, g)

    sweep = _TapeSweep(Adjoints(add), stop, F)
    for o, s in zip(outputs, sens):
        sweep.acc(o, getattr(o, "_node", None), s)
    nodes = _toposort(outputs, stop)
    hooked = {(id(t), id(p)): (t, p) for t, p in zip(targets, producers) if getattr(t, "_hooks", None)} \
        if _tensor_hooks.ANY[0] else None
    if hooked and len(hooked) > 1:
        leaf_hooks: Dict[int, list] = {}
        for node in nodes:   # (forward order: a target's first user is the last its gradient gets from)
            for inp, prod in zip(node.inputs, node.in_nodes):
                k = (id(inp), id(prod))
                if k in hooked:
                    leaf_hooks.setdefault(id(node), []).append((k, *hooked.pop(k)))
        sweep.leaf_hooks = leaf_hooks
    sweep.run(nodes)
    for t, p in zip(targets, producers) if _tensor_hooks.ANY[0] else ():
        if getattr(t, "_hooks", None):
            k = (id(t), id(p))
            if sweep.adj.get(k) is None:
                # MindSpore 2.10 runs a weight's hooks on its zero gradient too, not a differentiated input's
                # (an input no gradient reaches: unused, behind stop_gradient; measured, program
                # grad46/unreached_input_hook)
                if not isinstance(t, Parameter):
                    continue
                sweep.adj[k] = F.zeros_like(t)
            sweep.hook(k, t, p)
    return [sweep.adj.get((id(t), id(p))) for t, p in zip(targets, producers)]
