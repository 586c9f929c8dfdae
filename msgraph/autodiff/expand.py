"""Reverse-mode autodiff as an IR transform (the ``expand_grad`` pass).

The front end lowers ``GradOperation``/``ms.grad``/``value_and_grad`` calls to a
``grad`` node whose block is the forward computation.  This pass replaces each
``grad`` node by the forward nodes followed by backward nodes built from the
registry's bprop rules: each rule is called with symbolic values, so the same
Python bprop that serves the eager tape emits IR here.  Backward nodes keep the
location of the forward node they differentiate ("gradient of line N").

``if`` nodes are differentiated by an ``if`` on the same condition whose branches
recompute the branch's forward values and run its backward.
"""
from __future__ import annotations

import contextlib
from typing import Any, Dict, List, Sequence, Set

import numpy as np

from ..common.aval import Aval
from ..common.dtype import is_bf16, is_float
from ..common.tensor import Tensor
from ..errors import CompileError, MsGraphError, OpRuntimeError
from ..frontend.symbolic import Sym
from ..ir.analysis import clone_nodes, free_values
from ..ir.builder import CURRENT, Builder, flat_grads, node_args
from .sweep import Literal
from ..ir.nodes import Block, Const, Graph, Node, Struct, Value
from ..passes.base import Pass
from ..ops.registry import RAISING_BPROP
from ..passes.simplify import apply_subst
from .sweep import Adjoints, ReverseSweep, call_bprop


def F() -> Any:
    from ..ops import functional

    return functional


class ExpandGrad(Pass):
    """Replace every ``grad`` node by forward + backward nodes."""

    name = "expand_grad"

    def run(self, graph: Graph) -> bool:
        from .custom_bprop import EXPANDING

        self.graph = graph
        subst: Dict[int, Any] = {}
        saved = EXPANDING[0]
        try:
            changed = self.block(graph.block, subst)
        finally:
            EXPANDING[0] = saved
        apply_subst(graph, subst)
        changed |= _drop_hook_markers(graph.block)
        return changed

    def block(self, b: Block, subst: Dict[int, Any]) -> bool:
        changed = False
        out: List[Node] = []
        for n in b.nodes:
            if any(isinstance(i, Value) and i.id in subst for i in n.inputs):
                n.set_inputs([_res(subst, i) for i in n.inputs])
            for blk in n.blocks:
                changed |= self.block(blk, subst)
            if n.op is Struct.GRAD:
                # the backward may hold grad nodes of its own (a custom bprop that takes gradients
                # under an ``if`` on a Tensor): expanded too, nested blocks included
                from .custom_bprop import EXPANDING

                # (a gradient taken at the graph's top level: its backward's values are visible at the exit)
                EXPANDING[0] = self.graph if b is self.graph.block else None
                new = Block(nodes=self.expand(n, subst))
                if any(m.op is Struct.GRAD for m in new.walk()):
                    self.block(new, subst)
                out.extend(new.nodes)
                changed = True
            else:
                out.append(n)
        b.nodes = out
        b.results = [_res(subst, r) for r in b.results]
        return changed

    def expand(self, n: Node, subst: Dict[int, Any]) -> List[Node]:
        fwd = n.blocks[0]
        n_t = n.attrs["n_targets"]
        targets = list(n.inputs[:n_t])
        sens = list(n.inputs[n_t:])
        mapping: Dict[int, Any] = {p.id: t for p, t in zip(fwd.params, targets)}
        nodes = clone_nodes(fwd.nodes, mapping)
        results = [_res(mapping, r) for r in fwd.results]
        n_out = n.attrs["n_out"]
        diff_idx: Sequence[int] = n.attrs["diff_idx"]

        b = Builder()
        tmp = Block()
        b.blocks.append(tmp)
        b.origin = "gradient"
        saved = CURRENT.builder
        CURRENT.builder = b
        try:
            tvals = [t for t in targets if isinstance(t, Value)]
            requires = forward_reach(nodes, {t.id for t in tvals})
            adj = adjoints()
            hooks = tensor_hooks(nodes)
            for k, i in enumerate(diff_idx):
                r = results[i]
                if not isinstance(r, Value) or r.id not in requires:
                    continue
                s = sens[k] if sens else None
                seed = Sym(s) if isinstance(s, Value) else (
                    _const_like(r, s.value) if isinstance(s, Const) else _ones_seed(r))
                adj.acc(r.id, seed, r)
            outs = {results[i].id for i in diff_idx if isinstance(results[i], Value)}
            backprop(nodes, adj, requires, b, hooks, zero_reach=backward_reach(nodes, outs))
            for t in tvals:   # hooks registered on a differentiated input inside the forward
                if t.id in hooks:
                    _apply_hook(adj, t, hooks[t.id])
            adj.flush()
            grads = []
            for t in targets:
                g = dict.get(adj, t.id) if isinstance(t, Value) else None
                if isinstance(g, Literal):   # a custom bprop's None / number / numpy array, as it is (left37)
                    grads.append(Const(g.value) if not isinstance(g.value, np.ndarray) else _BpropArray(g.value))
                    continue
                if g is None:
                    g = F().zeros_like(Sym(t) if isinstance(t, Value) else Tensor._wrap(np.asarray(t.value)))
                grads.append(_as_value(g))
        finally:
            CURRENT.builder = saved
        for node in tmp.nodes:
            if node.loc is None:
                node.loc = n.loc
        new_nodes = nodes + tmp.nodes
        if any(m.op is Struct.GRAD for m in tmp.nodes):
            # A custom bprop that takes a gradient itself: its grad nodes are expanded here too.
            inner = Block()
            inner.nodes = new_nodes
            self.block(inner, subst)
            new_nodes = inner.nodes
            results = [_res(subst, r) for r in results]
            grads = [_res(subst, g) for g in grads]
        for i, o in enumerate(n.outputs[:n_out]):
            subst[o.id] = results[i]
        extra = results[n_out:]
        for o, r in zip(n.outputs[n_out + n_t:], extra):
            subst[o.id] = r
        for o, g in zip(n.outputs[n_out:n_out + n_t], grads):
            subst[o.id] = g
        return new_nodes


def _res(subst: Dict[int, Any], x: Any) -> Any:
    while isinstance(x, Value) and x.id in subst:
        x = subst[x.id]
    return x


def _const_like(r: Value, value: Any) -> Sym:
    if _is_object(r.aval):   # a value made when the graph runs: the sensitivity as it was given
        return Sym(CURRENT.builder.materialize(np.asarray(value)))
    arr = np.asarray(value, r.aval.dtype)
    if arr.size == 1 and arr.ndim > len(r.aval.shape):  # a shape-(1,) sens for a scalar loss (the zoo's
        arr = arr.reshape(())                           # cast(tuple_to_array((sens,)))): taken as that scalar
    if any(d is None for d in r.aval.shape):   # a length known when the graph runs (the values of to_csr)
        c = Sym(CURRENT.builder.materialize(arr.copy()))
        return c if arr.ndim == len(r.aval.shape) else F().add(F().zeros_like(Sym(r)), c)
    arr = np.broadcast_to(arr, r.aval.shape).copy()
    return Sym(CURRENT.builder.materialize(arr))


def _as_value(g: Any) -> Any:
    if isinstance(g, Sym):
        return g.value
    if isinstance(g, Tensor):
        return Sym(CURRENT.builder.materialize(g._data)).value
    return Const(g)


class _BpropArray(Const):
    """A custom bprop's numpy array returned as an input's whole gradient: returned as the ndarray (MindSpore 2.10's
    Graph mode; runtime/executable.py reads the marker; bag37/custom_bprop_ndarray)."""

    __slots__ = ()
    bprop_ndarray = True


def _literal_tensor(lit: Literal) -> Any:
    """A custom bprop's :class:`~msgraph.autodiff.sweep.Literal` gradient as a Tensor (None: MindSpore's ValueError)."""
    if lit.value is None:
        from ..errors import GraphValueError

        raise GraphValueError("For 'MultitypeFuncGraph', cannot find fn match given args. Got (sigs, fn): a custom "
                              "bprop's None gradient added to another gradient of the same input (None + Tensor).",
                              lit.loc)
    if isinstance(lit.value, np.ndarray):
        return Sym(CURRENT.builder.materialize(lit.value))
    return F().add(F().zeros_like(Sym(lit.like)), lit.value)


class _GraphAdjoints(Adjoints):
    """The adjoint store of a graph: a :class:`Literal` gradient reads as a Tensor (or MindSpore's ValueError for
    None) everywhere but where the differentiated graph's gradients are collected (``dict.get``).

    Several gradients of one value are summed when the value's adjoint is read, first user's first: MindSpore
    2.10's Graph mode adds a value's gradients in the forward order of its users ((g1 + g2) + g3), where the reverse
    sweep meets them last user first; float16 / float32 sums depend on that order (zoo46/grad_accumulation_order).
    ``parts`` holds the later arrivals until then; :meth:`flush` sums them all (before a node with blocks of its own
    and before the gradients are collected)."""

    def __init__(self, add: Any, prepare: Any = None) -> None:
        super().__init__(add, prepare)
        self.parts: Dict[Any, list] = {}

    def get(self, key: Any, default: Any = None) -> Any:
        if key in self.parts:
            self._fold(key)
        g = dict.get(self, key, default)
        return _literal_tensor(g) if isinstance(g, Literal) else g

    def _fold(self, key: Any) -> None:
        parts = self.parts.pop(key)
        seq = [dict.get(self, key)] + [g for g, _ in parts]   # arrival order: the last user's gradient first
        like = parts[-1][1]
        total = seq[-1]
        for g in reversed(seq[:-1]):
            total = self.add(total, g, like)
        self[key] = total

    def flush(self) -> None:
        for key in list(self.parts):
            self._fold(key)

    def acc(self, key: Any, g: Any, like: Any = None) -> None:
        prev = dict.get(self, key)
        if isinstance(g, Literal) and isinstance(prev, Literal):
            # two custom-bprop literals of one input (a Cell called twice, an unrolled loop): None and None stay
            # None, two numbers their sum (MindSpore 2.10's Graph mode; adapt42grad/bprop_literal_twice)
            if g.value is None and prev.value is None:
                return
            if type(g.value) in (int, float) and type(prev.value) in (int, float):
                self[key] = Literal(prev.value + g.value, prev.like, prev.loc)
                return
        for lit, other in ((g, prev), (prev, g)):
            if isinstance(lit, Literal) and type(lit.value) in (int, float) and other is not None \
                    and not isinstance(other, Literal):
                # a number added to a Tensor gradient of the same input: MindSpore 2.10's ValueError, as for None
                from ..errors import GraphValueError

                raise GraphValueError("For 'MultitypeFuncGraph', cannot find fn match given args. Got (sigs, fn): "
                                      "a custom bprop's number gradient added to another gradient of the same "
                                      "input (number + Tensor).", lit.loc)
        super().acc(key, g, like)

    def another(self, key: Any, g: Any, like: Any) -> None:
        if isinstance(dict.get(self, key), Literal) or isinstance(g, Literal):
            if key in self.parts:
                self._fold(key)
            super().another(key, g, like)   # (a literal: read as a Tensor, or MindSpore's ValueError, now)
        else:
            self.parts.setdefault(key, []).append((g, like))   # summed when the adjoint is read (:meth:`_fold`)


def adjoints() -> Adjoints:
    """An adjoint store for IR values (keyed by value id)."""
    return _GraphAdjoints(_add, _prepare)


def _prepare(g: Any) -> Any:
    """A gradient as the store keeps it: a literal 0 is no gradient, an eager Tensor a constant."""
    if isinstance(g, (int, float)) and not isinstance(g, bool) and g == 0:
        return None
    if isinstance(g, Tensor):
        return Sym(CURRENT.builder.materialize(g._data))
    return g


def _add(prev: Any, g: Any, v: Value) -> Any:
    if isinstance(g, Literal):   # (prev, read through _GraphAdjoints.get, is one already)
        g = _literal_tensor(g)
    if _is_object(v.aval) or _is_object(getattr(prev, "aval", None)) or _is_object(getattr(g, "aval", None)):
        # adjoints of a value made when the graph runs (a dynamic-rank Tensor): added then
        from ..frontend.symbolic import emit_prim
        from ..ops.pyexecute import PyExecute
        from .runtime_vjp import RunAdd

        prev = prev if isinstance(prev, Sym) else Sym(_as_value(prev))
        g = g if isinstance(g, Sym) else Sym(_as_value(g))
        return emit_prim(PyExecute(fn=RunAdd(), out=Aval((), object), kwargs=None, scalar=False), [prev, g])
    if v.aval is None:   # two adjoint tapes (see _backprop_tape)
        from ..ops.registry import OPS, prim

        node = Node(prim(OPS["LoopTapeAdd"]), [prev.value if isinstance(prev, Sym) else prev,
                                               g.value if isinstance(g, Sym) else g], [None])
        CURRENT.builder.add(node)
        return Sym(node.outputs[0])
    pa, ga = getattr(prev, "aval", None), getattr(g, "aval", None)
    if isinstance(pa, Aval) and isinstance(ga, Aval) and pa.dtype != ga.dtype:
        from ..errors import GraphTypeError

        raise GraphTypeError(f"For primitive[AddN], the input type must be same: two gradients of one value, "
                             f"{pa.dtype} and {ga.dtype}")
    if isinstance(pa, Aval) and isinstance(ga, Aval) and pa.shape != ga.shape and not pa.weak and not ga.weak \
            and None not in pa.shape and None not in ga.shape:
        # two gradients of one value with other static shapes (a custom bprop's (1, 3) or 0-d gradient beside
        # another): MindSpore 2.10's Graph mode sums them with AddN, whose ValueError this is (adapt43grad)
        from ..errors import GraphValueError

        raise GraphValueError(f"For 'AddN', input shape must be same: two gradients of one value, shapes "
                              f"{pa.shape} and {ga.shape}")
    try:
        return F().add(prev, g)
    except Exception as exc:
        # two gradients of a bool input (``a * b + a``): MindSpore 2.10's Add / AddN TypeError; not retried
        # with the input made a constant (compiler.ValueSpecialized), which dropped its gradient (adapt36gr)
        exc._msgraph_no_specialize = True
        raise


class Reach(set):
    """:func:`forward_reach`'s ids, with ``raising``: value id -> the node of an op whose gradient is MindSpore's "bprop
    not defined" error (``RAISING_BPROP``: IsClose's result) that the value was computed from, through any op but
    StopGradient: MindSpore's Graph mode differentiates every op, a comparison or logical op too
    (``ops.logical_not(ops.isclose(x, y))``, ``isclose(x, y).astype(int32) > 0``) with zeros, which reach that op
    and raise; a gradient reaching such a value raises at once (adapt44grad)."""

    raising: Dict[int, Node]
    #: the ids among ``raising`` whose gradient goes nowhere but to that op's error: its outputs and values computed
    #: from them through ops without a gradient (a comparison, logical_not); a gradient reaching one is not kept
    dead: Set[int]

    def __or__(self, other: Any) -> "Reach":
        out = Reach(set.__or__(self, other))
        out.raising = self.raising
        out.dead = self.dead
        return out


def forward_reach(nodes: Sequence[Node], seeds: Set[int]) -> Reach:
    """Ids of values that depend on ``seeds`` (through nested blocks too).  A non-differentiable op stops the reach,
    except after an op whose gradient raises (:class:`Reach`)."""
    req = Reach(seeds)
    req.raising = raising = {}
    req.dead = dead = set()

    def visit(ns: Sequence[Node]) -> None:
        for n in ns:
            for blk in n.blocks:
                if n.op is Struct.WHILE:
                    for p, i in zip(blk.params, n.inputs):
                        if isinstance(i, Value) and i.id in req:
                            req.add(p.id)
                visit(blk.nodes)
            dep = any(isinstance(i, Value) and i.id in req for i in n.inputs)
            if not dep and n.blocks:
                dep = any(isinstance(r, Value) and r.id in req for blk in n.blocks for r in blk.results)
                dep = dep or any(v.id in req for blk in n.blocks for v in free_values(blk))
            if dep and n.opdef is not None and not n.opdef.differentiable and n.opdef.name not in _TAPE_OPS \
                    and not _runtime_differentiable(n):
                src = next((raising[i.id] for i in n.inputs if isinstance(i, Value) and i.id in raising), None) \
                    if raising and n.opdef.name != "StopGradient" else None
                if src is not None:
                    for o in n.outputs:
                        req.add(o.id)
                        raising[o.id] = src
                        dead.add(o.id)
                continue
            if dep:
                for o in n.outputs:
                    req.add(o.id)
                if n.opdef is not None and n.opdef.name in RAISING_BPROP:
                    raising.update((o.id, n) for o in n.outputs)
                    dead.update(o.id for o in n.outputs)
                elif raising and n.opdef is not None:
                    src = next((raising[i.id] for i in n.inputs if isinstance(i, Value) and i.id in raising), None)
                    if src is not None:
                        raising.update((o.id, src) for o in n.outputs)

    visit(nodes)
    return req


def _arg_value(x: Any) -> Any:
    if isinstance(x, Value):
        return Sym(x)
    v = x.value
    if isinstance(v, np.ndarray):
        return Tensor._wrap(v)
    return v


#: Ops whose output carries nothing of an input's value to the differentiated output for :func:`backward_reach`:
#: MindSpore 2.10's Graph mode never calls a custom bprop behind them (measured, left51: ``stop_gradient(y)``,
#: ``ones_like(y)``); a PyExecute (Python run when the graph runs) is not followed either (not measured).
_ZERO_REACH_STOPS = frozenset({"StopGradient", "OnesLike", "PyExecute"})


def backward_reach(nodes: Sequence[Node], outs: Set[int]) -> Set[int]:
    """Ids of the values among ``nodes`` that the differentiated outputs ``outs`` are computed from, through any op
    (a non-differentiable one too) but :data:`_ZERO_REACH_STOPS`; a node holding blocks (if / while) depends on its
    inputs and on the blocks' free values.

    MindSpore 2.10's Graph mode differentiates every op, a rounding, comparison or argmax with zeros, so a Cell's
    custom ``bprop`` whose output reaches the loss only through such ops runs with a zero ``dout`` and its result is
    the gradient (``floor_div(custom(x, w), c)``: the bprop's ``(5 + x, w + 9)``; left51).  The sweep calls such a
    bprop where no gradient reached it (:meth:`_GraphSweep.step`)."""
    need = set(outs)
    for n in reversed(nodes):
        if not any(o.id in need for o in n.outputs):
            continue
        if n.opdef is not None and n.opdef.name in _ZERO_REACH_STOPS and not _runtime_differentiable(n):
            continue
        need.update(i.id for i in n.inputs if isinstance(i, Value))
        for blk in n.blocks:
            need.update(v.id for v in free_values(blk))
    return need


def backprop(nodes: Sequence[Node], adj: Adjoints, requires: Set[int], b: Builder,
             hooks: Any = None, zero_reach: Any = ()) -> None:
    """Reverse pass over ``nodes`` accumulating adjoints into ``adj`` (by value id); ``zero_reach``: the values
    the differentiated outputs depend on (:func:`backward_reach`), whose custom bprops run with a zero dout."""
    sweep = _GraphSweep(adj, requires, b)
    sweep.hooks = tensor_hooks(nodes) if hooks is None else hooks
    sweep.zero_reach = zero_reach
    sweep.run(nodes)


def _is_hook_marker(n: Node) -> bool:
    return n.opdef is not None and n.opdef.name == "TensorHook"


def tensor_hooks(nodes: Sequence[Node]) -> Dict[int, Any]:
    """value id -> the hook functions, last registered first, from the ``TensorHook`` markers
    (``x.register_hook(fn)`` in graph code, ops/graph_tensor_hook.py) among ``nodes``.  MindSpore 2.10
    composes several hooks on one Tensor (the last registered applied first: ``neg`` then ``add1`` gives
    -(g + 1)), except two registered by statements standing directly in one function's body (not inside an
    ``if`` / ``for``): its RuntimeError (measured)."""
    hooks: Dict[int, Any] = {}
    scopes: Dict[tuple, int] = {}
    for n in nodes:
        if _is_hook_marker(n) and isinstance(n.inputs[0], Value):
            v = n.inputs[0]
            scope = n.op.attrs.get("scope")
            if scope is not None and (v.id, scope) in scopes:
                name = (v.name or "").split(".")[0]
                from ..errors import GraphRuntimeError

                raise GraphRuntimeError("It is not supported to register multiple hooks for a Tensor."
                                        + (f" You tensor is `{name}`." if name else ""), n.loc)
            if scope is not None:
                scopes[(v.id, scope)] = 1
            hooks[v.id] = (n.op.attrs["fn"],) + hooks.get(v.id, ())
    return hooks


def _apply_hook(adj: Adjoints, v: Value, fns: Any) -> None:
    """The complete gradient of ``v`` passed through the hooks ``fns`` (in order) when the graph runs."""
    for fn in (fns if isinstance(fns, tuple) else (fns,)):
        _apply_one_hook(adj, v, fn)


def _apply_one_hook(adj: Adjoints, v: Value, fn: Any) -> None:
    g = adj.get(v.id)
    if g is None:
        return
    from ..frontend.symbolic import emit_prim
    from ..ops.graph_tensor_hook import RunHook
    from ..ops.pyexecute import PyExecute

    g = g if isinstance(g, Sym) else Sym(_as_value(g))
    lowered = _lowered_hook(fn, g)
    if lowered is not None:
        adj[v.id] = lowered
        return
    av = g.aval
    adj[v.id] = emit_prim(PyExecute(fn=RunHook(fn), out=Aval(av.shape, av.dtype), kwargs=None, scalar=False), [g])


def _lowered_hook(fn: Any, g: Sym) -> Any:
    """A Tensor hook that is a Python function, compiled into the gradient as graph code, as MindSpore 2.10's
    Graph mode does (a ``print`` in it is a Print node of the graph, with the graph's format; what it does to a
    module-level list is undone after compiling, the list stays empty); its result replaces the gradient (None
    keeps it).  None: not a plain function (a callable object, a graph-code lambda's stand-in), which runs as
    Python when the graph runs (``RunHook``)."""
    import inspect

    from ..frontend import writeback
    from ..frontend.lower import Lowerer
    from ..frontend.symbolic import _lambda_hook, is_sym

    if not inspect.isfunction(fn) or fn is _lambda_hook or fn.__name__ == "<lambda>":
        return None
    low = Lowerer(Graph("tensor_hook"))
    low.b = CURRENT.builder
    try:
        r = low.call(fn, [g], {}, None)
    finally:
        writeback.restore_attr_containers(low)
    if r is None:
        return g
    if is_sym(r):
        return r
    from ..errors import GraphRuntimeError, GraphTypeError

    name = getattr(fn, "__qualname__", None) or getattr(fn, "__name__", repr(fn))
    if isinstance(r, (tuple, list)):
        raise GraphRuntimeError(f"Tensor hook {name} returned a {type(r).__name__}: calling GetType() on a "
                                f"sequence, a Tensor is expected.")
    if isinstance(r, Tensor):
        return Sym(_as_value(r))
    raise GraphTypeError(f"The gradient returned by the Tensor hook {name} has type '{type(r).__name__}', which "
                         f"does not match expected type 'Tensor'.")


def _drop_hook_markers(b: Block) -> bool:
    """Remove the ``TensorHook`` markers once every gradient has been expanded (they compute nothing)."""
    changed = False
    keep = []
    for n in b.nodes:
        for blk in n.blocks:
            changed |= _drop_hook_markers(blk)
        if _is_hook_marker(n):
            changed = True
        else:
            keep.append(n)
    b.nodes = keep
    return changed


@contextlib.contextmanager
def _gradient_of(b: Builder, n: Node):
    """The nodes ``b`` emits meanwhile carry ``n``'s source location, as "gradient of line N"."""
    saved_loc, saved_origin = b.loc, b.origin
    b.loc = n.loc
    b.origin = f"gradient of line {n.loc.line}" if n.loc is not None else "gradient"
    try:
        yield
    finally:
        b.loc, b.origin = saved_loc, saved_origin


class _GraphSweep(ReverseSweep):
    """The shared reverse sweep over IR nodes: a bprop rule called with symbolic values emits the
    backward nodes; ``if``, ``while``, custom-bprop and loop-tape nodes have rules of their own."""

    tuple_required = True   # MindSpore's graph compiler: "For bprop function, output should be a tuple"

    def __init__(self, adj: Adjoints, requires: Set[int], b: Builder) -> None:
        super().__init__(adj)
        self.requires = requires
        self.b = b

    hooks: Dict[int, Any] = {}
    zero_reach: Any = ()

    def step(self, n: Node) -> None:
        if self.hooks:
            for o in n.outputs:   # o's gradient is complete: its users come after n
                if o.id in self.hooks:
                    _apply_hook(self.adj, o, self.hooks[o.id])
        if not any(o.id in self.requires for o in n.outputs):
            if n.op is Struct.CUSTOM_BPROP:   # a Cell's bprop is compiled even where no gradient flows
                from .custom_bprop import backprop_custom   # (MindSpore checks it then too); dead code

                backprop_custom(n, self.adj, self.requires, self.b)
            return
        if n.op is Struct.CUSTOM_BPROP and all(self.adj.get(o.id) is None for o in n.outputs) \
                and any(o.id in self.zero_reach for o in n.outputs):
            # its output reaches the differentiated output only through ops without a gradient (floor_div, a
            # comparison...): MindSpore's zeros reach the bprop, which runs with a zero dout (backward_reach)
            from .custom_bprop import backprop_custom

            with _gradient_of(self.b, n):
                backprop_custom(n, self.adj, self.requires, self.b)
            return
        if n.op is Struct.IF and all(self.adj.get(o.id) is None for o in n.outputs) \
                and any(o.id in self.zero_reach for o in n.outputs) \
                and any(m.op is Struct.CUSTOM_BPROP for blk in n.blocks for m in blk.walk()):
            # an ``if`` whose result reaches the differentiated output only through ops without a gradient, with
            # a custom bprop in a branch: MindSpore's zeros reach the branch, whose bprop runs (left52)
            for o in n.outputs:
                if o.id in self.requires:
                    self.adj.acc(o.id, F().zeros_like(Sym(o)), o)
        with _gradient_of(self.b, n):
            try:
                super().step(n)
            except OpRuntimeError as exc:
                if "bprop not defined" not in str(exc) or n.opdef is None:
                    raise
                self._poison(n, exc)   # (an op whose bprop raises MindSpore's error, not in RAISING_BPROP: Rint)

    def special(self, n: Node) -> bool:
        adj, requires, b = self.adj, self.requires, self.b
        if isinstance(n.op, Struct) or (n.opdef is not None and n.opdef.name in _TAPE_OPS) \
                or _runtime_differentiable(n):
            flush = getattr(adj, "flush", None)
            if flush is not None:   # sums still pending are emitted here, outside the blocks this node makes
                flush()
        if n.op is Struct.IF:
            _backprop_if(n, adj, requires, b)
        elif n.op is Struct.WHILE:
            _backprop_while(n, adj, requires, b)
        elif n.op is Struct.CUSTOM_BPROP:
            from .custom_bprop import backprop_custom

            backprop_custom(n, adj, requires, b)
        elif n.op is Struct.CALL:   # a graph that calls itself (frontend/recursion.py)
            from .graph_call import backprop_call

            backprop_call(n, adj, requires, b)
        elif isinstance(n.op, Struct):
            raise CompileError(f"cannot differentiate a '{n.name}' node.", n.loc)
        elif n.opdef is not None and n.opdef.name in _TAPE_OPS:
            _backprop_tape(n, adj, requires, b)
        elif _runtime_differentiable(n):
            _backprop_runtime(n, adj, requires, b)
        elif n.opdef is not None and n.opdef.name in RAISING_BPROP:
            self._poison(n)
        elif n.opdef is not None and not n.opdef.differentiable:
            # an output here has a gradient only after a raising op (forward_reach): MindSpore's zeros reach it
            self._raise_from(n.inputs)
        else:
            return False
        return True

    def outputs(self, n: Node) -> tuple:
        return [o.id for o in n.outputs], [Sym(o) for o in n.outputs], len(n.outputs) != 1

    def rule(self, n: Node) -> tuple:
        return n.op.get_bprop(), node_args(n, [_arg_value(i) for i in n.inputs]), n.name

    def zeros_like(self, x: Any) -> Any:
        return F().zeros_like(x)

    def loc(self, n: Node) -> Any:
        return n.loc

    def reaches(self, n: Node) -> Any:
        return [isinstance(i, Value) and i.id in self.requires for i in n.inputs]

    def accumulate(self, n: Node, grads: Sequence[Any]) -> None:
        self._raise_from(n.inputs)
        dead = getattr(self.requires, "dead", ())
        for i, g in zip(n.inputs, flat_grads(n, list(grads))):
            if isinstance(i, Value) and i.id in self.requires and i.id not in dead:
                self.adj.acc(i.id, g, i)

    def _raise_from(self, inputs: Sequence[Any]) -> None:
        """A gradient (zeros too) reaching a value computed from an op whose bprop raises: that op's error reaches
        its inputs' gradients (:meth:`_poison`); the value's own gradient is not kept (bool zeros refuse Add)."""
        raising = getattr(self.requires, "raising", None)
        if not raising:
            return
        for i in inputs:
            src = raising.get(i.id) if isinstance(i, Value) else None
            if src is not None:
                self._poison(src)

    def _poison(self, src: Node, err: Any = None) -> None:
        """The gradient of ``src``, an op whose bprop is MindSpore's "bprop not defined" error (``RAISING_BPROP``):
        zeros for each input that needs one, each a ZerosLike node carrying the error (passes/missing_kernels'
        attr), which raises at compile time if the node outlives DCE.  MindSpore 2.10's Graph mode raises only where
        that gradient is read: a custom bprop that ignores its dout (``isclose(custom(x, w), c)``) gives its own
        result (measured, left52/raising_bprop_dead_graph); one that reads it, or the plain gradient, raises."""
        done = self.__dict__.setdefault("poisoned", set())
        if id(src) in done:
            return
        done.add(id(src))
        if err is None:
            try:
                call_bprop(src.op.get_bprop(), [], None, None, name=src.name, loc=src.loc)
            except MsGraphError as exc:
                err = exc
            else:   # (not raising after all: nothing reaches the inputs)
                return
        from ..passes.missing_kernels import ATTR

        for i in src.inputs:
            if isinstance(i, Value) and i.id in self.requires:
                z = F().zeros_like(Sym(i))
                node = getattr(getattr(z, "value", None), "node", None)
                if node is None:   # (no node to carry the error: raise it now, as before)
                    raise err
                node.attrs[ATTR] = err
                self.adj.acc(i.id, z, i)


def _is_object(aval: Any) -> bool:
    return isinstance(aval, Aval) and aval.dtype == np.dtype(object)


def _zeros(v: Any) -> Any:
    """Zeros like graph value ``v`` (when the graph runs for a value made then)."""
    if isinstance(v, Value) and _is_object(v.aval):
        return _run_like(v, "zeros")
    return F().zeros_like(Sym(v) if isinstance(v, Value) else v)


def _run_like(v: Value, kind: str) -> Sym:
    from ..frontend.symbolic import emit_prim
    from ..ops.pyexecute import PyExecute
    from .runtime_vjp import RunOnesLike, RunZerosLike

    fn = RunOnesLike() if kind == "ones" else RunZerosLike()
    return emit_prim(PyExecute(fn=fn, out=Aval((), object), kwargs=None, scalar=False), [Sym(v)])


def _runtime_differentiable(n: Node) -> bool:
    """A PyExecute on a dynamic-rank Tensor made when the graph runs (autodiff/runtime_vjp.py)."""
    if n.opdef is None or n.opdef.name != "PyExecute":
        return False
    from .runtime_vjp import is_runtime_differentiable

    return is_runtime_differentiable((n.op.attrs or {}).get("fn"))


def _backprop_runtime(n: Node, adj: Adjoints, requires: Set[int], b: Builder) -> None:
    """The gradient of a :func:`_runtime_differentiable` node, taken when the graph runs: the join of a
    branch value passes its adjoint on (as a Tensor of the branch value's shape and dtype); other Python is
    differentiated on the eager tape (runtime_vjp.RunVjp)."""
    from ..frontend.symbolic import emit_prim
    from ..ops.pyexecute import PyExecute
    from .runtime_vjp import AsInput, RunVjp

    d = adj.get(n.outputs[0].id)
    if d is None:
        return
    d = d if isinstance(d, Sym) else Sym(_as_value(d))
    fn = n.op.attrs["fn"]
    want = [k for k, i in enumerate(n.inputs) if isinstance(i, Value) and i.id in requires
            and (_is_object(i.aval) or _is_float(i.aval)) and k not in fn.nondiff]
    if not want:
        return
    args = [_arg_value(i) for i in n.inputs]
    if fn.identity:
        grads = d
    else:
        template = list(n.args) if n.structured_args else None
        grads = emit_prim(PyExecute(fn=RunVjp(fn.vjp_fn, n.op.attrs.get("kwargs"), want, template), out=Aval((), object),
                                    kwargs=None, scalar=False), [*args, d])
    for j, k in enumerate(want):
        v = n.inputs[k]
        index = None if fn.identity else j
        if _is_object(v.aval):
            pick, out = AsInput(index), Aval((), object)
        else:
            pick, out = AsInput(index, v.aval.shape, v.aval.dtype), Aval(v.aval.shape, v.aval.dtype)
        g = emit_prim(PyExecute(fn=pick, out=out, kwargs=None, scalar=False), [grads, Sym(v)])
        adj.acc(v.id, g, v)


def _backprop_if(n: Node, adj: Adjoints, requires: Set[int], b: Builder) -> None:
    fvs: List[Value] = []
    seen: Set[int] = set()
    for blk in n.blocks:
        for v in free_values(blk):
            if v.id in requires and v.id not in seen:
                seen.add(v.id)
                fvs.append(v)
    if not fvs:
        return
    douts = {o.id: adj.get(o.id) for o in n.outputs}
    branches = []
    for blk in n.blocks:
        nb = Block()
        with b.block(nb):
            mapping: Dict[int, Any] = {}
            nodes = _without_prints(clone_nodes(blk.nodes, mapping))
            nb.nodes.extend(nodes)
            results = [_res(mapping, r) for r in blk.results]
            inner_adj = adjoints()
            inner_req = forward_reach(nodes, {v.id for v in fvs}) | {v.id for v in fvs}
            seeded = set()
            for o, r in zip(n.outputs, results):
                d = douts.get(o.id)
                if d is not None and isinstance(r, Value):
                    seeded.add(r.id)
                    if r.id in inner_req:
                        inner_adj.acc(r.id, d, r)
            # (a custom bprop in the branch whose output reaches the branch's result only through ops without a
            # gradient runs with a zero dout, as at the top level: left52/custom_bprop_in_if)
            backprop(nodes, inner_adj, inner_req, b, zero_reach=backward_reach(nodes, seeded))
            res = []
            for v in fvs:
                g = inner_adj.get(v.id)
                if g is None:
                    g = _zeros(v)
                res.append(_as_value(g))
            nb.results = res
        branches.append(nb)
    node = Node(Struct.IF, [n.inputs[0]], [v.aval for v in fvs], n.loc, blocks=branches,
                names=[f"d_{v.name or 'v'}" for v in fvs])
    b.add(node)
    for v, o in zip(fvs, node.outputs):
        adj.acc(v.id, Sym(o), v)


# A while loop's tape (autodiff/loop_tape.py) is differentiable for higher-order gradients: the adjoint of a
# tape is a tape of the adjoints of what was pushed, so the backward of a push is a pop of the adjoint
# tape and the backward of a pop is a push.  (Grad of grad through a while loop differentiates the
# first backward loop, whose pops read the forward loop's pushes.)
_TAPE_OPS = ("LoopTapePush", "LoopTapePop")


def _backprop_tape(n: Node, adj: Adjoints, requires: Set[int], b: Builder) -> None:
    from ..ops.registry import OPS, prim

    if n.opdef.name == "LoopTapePush":
        d = adj.get(n.outputs[0].id)
        if d is None:
            return
        vals = n.inputs[1:]
        pop = Node(prim(OPS["LoopTapePop"]), [_as_value(d)],
                   [None] + [v.aval if isinstance(v, Value) else v.aval for v in vals], n.loc)
        b.add(pop)
        tape_in = n.inputs[0]
        if isinstance(tape_in, Value) and tape_in.id in requires:
            adj.acc(tape_in.id, Sym(pop.outputs[0]), tape_in)
        for v, o in zip(vals, pop.outputs[1:]):
            # integer values too: PyNative differentiates integer Tensors (grad of grad of an int power loop)
            if isinstance(v, Value) and v.id in requires and (_is_float(v.aval) or _is_int(v.aval) or v.aval is None):
                adj.acc(v.id, Sym(o), v)
        return
    rest, vals = n.outputs[0], n.outputs[1:]
    if adj.get(rest.id) is None and all(adj.get(v.id) is None for v in vals):
        return
    d_rest = adj.get(rest.id)
    ins = [_as_value(d_rest) if d_rest is not None else Const(None)]
    for v in vals:
        g = adj.get(v.id)
        if g is None:
            g = None if v.aval is None else F().zeros_like(Sym(v))   # a pushed tape: an empty adjoint
        ins.append(_as_value(g) if g is not None else Const(None))
    push = Node(prim(OPS["LoopTapePush"]), ins, [None], n.loc, names=["d_tape"])
    b.add(push)
    tape_in = n.inputs[0]
    if isinstance(tape_in, Value) and tape_in.id in requires:
        adj.acc(tape_in.id, Sym(push.outputs[0]), tape_in)


def _is_tape_carry(n: Node, j: int, adj: Adjoints, requires: Set[int]) -> bool:
    """A loop-carried tape (aval None) whose adjoint is needed: it has one, or the loop's initial
    tape requires gradient (an outer gradient differentiating a backward loop)."""
    if n.outputs[j].aval is not None:
        return False
    inp = n.inputs[j] if j < len(n.inputs) else None
    return adj.get(n.outputs[j].id) is not None or (isinstance(inp, Value) and inp.id in requires)


def _is_object_carry(n: Node, j: int, adj: Adjoints, requires: Set[int]) -> bool:
    """A carried value made when the graph runs (a dynamic-rank Tensor, autodiff/runtime_vjp.py) whose adjoint is
    needed: it has one, or its initial value requires gradient."""
    if not _is_object(n.outputs[j].aval):
        return False
    inp = n.inputs[j] if j < len(n.inputs) else None
    return adj.get(n.outputs[j].id) is not None or (isinstance(inp, Value) and inp.id in requires)


def _is_int(aval: Any) -> bool:
    return aval is not None and aval.dtype.kind in "iu"


def _is_int_carry(n: Node, j: int, adj: Adjoints, requires: Set[int]) -> bool:
    """An integer carried value that depends on a differentiated input: PyNative differentiates
    integer Tensors too (a loop counter that starts from a constant is left alone)."""
    if not _is_int(n.outputs[j].aval):
        return False
    inp = n.inputs[j] if j < len(n.inputs) else None
    return adj.get(n.outputs[j].id) is not None or (isinstance(inp, Value) and inp.id in requires)


def _is_float(aval: Any) -> bool:
    return aval is not None and is_float(aval.dtype)


def _ones_seed(r: Value) -> Any:
    """The default sensitivity of output ``r``: ones of its shape and dtype (a Fill for bfloat16, whose OnesLike
    CPU kernel MindSpore lacks: its gradients still start from ones; ones of its value's shape when the graph
    runs for a dynamic-rank Tensor made then)."""
    if _is_object(r.aval):
        return _run_like(r, "ones")
    if r.aval is not None and is_bf16(r.aval.dtype):
        from ..common.dtype import bfloat16

        return F().fill(bfloat16, r.aval.shape, 1)
    return F().ones_like(Sym(r))


def _int_carries(n: Node, adj: Adjoints, requires: Set[int]) -> Set[int]:
    """The integer carried values of a while loop to differentiate: those `_is_int_carry` names, and (to a
    fixpoint) those the body computes from a differentiated free value or from another such carry -- ``r = one;
    while ...: r = r * x`` starts from a constant but depends on x (MindSpore: grad of grad of an int power loop
    is 30, tests/st/ops/ascend/test_aicpu_ops/test_env_ops.py).  A counter ``n = n - 1`` stays out."""
    body = n.blocks[1]
    k = len(n.outputs)
    act = {j for j in range(k) if _is_int_carry(n, j, adj, requires)}
    free_req = {v.id for v in free_values(body) if v.id in requires}
    if not free_req and not act:
        return act
    while True:
        seeds = free_req | {body.params[j].id for j in act}
        reach = forward_reach(body.nodes, seeds) | seeds
        new = {j for j in range(k) if j not in act and _is_int(n.outputs[j].aval)
               and isinstance(body.results[j], Value) and body.results[j].id in reach}
        if not new:
            return act
        act |= new


#: the print ops (``ops.Print``, graph-code ``print``): no value of theirs is needed by a backward
_PRINTS = ("Print", "PythonPrint")


def _without_prints(nodes: List[Node]) -> List[Node]:
    """A branch's or loop body's forward as its backward recomputes it: without its prints, at every depth (the
    forward printed them; MindSpore's gradient prints each once, where the recompute had printed them again:
    adapt43ctl/print_in_grad_once)."""
    out = []
    for n in nodes:
        if n.opdef is not None and n.opdef.name in _PRINTS:
            continue
        for blk in n.blocks:
            blk.nodes = _without_prints(blk.nodes)
        out.append(n)
    return out


def _backprop_while(n: Node, adj: Adjoints, requires: Set[int], b: Builder) -> None:
    """Differentiate a while loop: the forward pushes each iteration's carried values on a
    tape; a backward loop pops them, recomputes the body and runs its backward."""
    from ..ops.registry import OPS, prim

    cond, body = n.blocks
    k = len(n.outputs)
    ints = _int_carries(n, adj, requires)
    fidx = [j for j in range(k) if _is_float(n.outputs[j].aval) or _is_tape_carry(n, j, adj, requires) or j in ints
            or _is_object_carry(n, j, adj, requires)]
    fvs = [v for v in free_values(body) if v.id in requires and (_is_float(v.aval) or _is_int(v.aval))]
    if not fidx and not fvs:
        return
    # 1. Instrument the forward loop with a tape of carried values.
    tp_body, tp_cond = Value(None, "tape"), Value(None, "tape")
    push = Node(prim(OPS["LoopTapePush"]), [tp_body] + body.params[:k], [None], n.loc, names=["tape"])
    body.params.append(tp_body)
    cond.params.append(tp_cond)
    body.nodes.insert(0, push)
    body.results.append(push.outputs[0])
    n.set_inputs(list(n.inputs) + [Const(None)])
    tape_out = Value(None, "tape", n, k)
    n.outputs.append(tape_out)

    # 2. The backward loop: carried = adjoints of float carried values, tape, accumulators.
    init = []
    for j in fidx:
        o = n.outputs[j]
        g = adj.get(o.id)
        if o.aval is None:
            init.append(_as_value(g) if g is not None else Const(None))   # an empty adjoint tape
            continue
        init.append(_as_value(g if g is not None else _zeros(o)))
    init.append(tape_out)
    for v in fvs:
        init.append(_as_value(F().zeros_like(Sym(v))))
    avals = [n.outputs[j].aval for j in fidx] + [None] + [v.aval for v in fvs]
    nf = len(fidx)

    bcond = Block([Value(a, "d") for a in avals])
    bcond.params[nf].name = "tape"
    with b.block(bcond):
        ne = Node(prim(OPS["LoopTapeNonEmpty"]), [bcond.params[nf]], [Aval((), np.bool_)], n.loc)
        b.add(ne)
        bcond.results = [ne.outputs[0]]

    bbody = Block([Value(a, "d") for a in avals])
    bbody.params[nf].name = "tape"
    with b.block(bbody):
        pop = Node(prim(OPS["LoopTapePop"]), [bbody.params[nf]], [None] + [p.aval for p in body.params[:k]],
                   n.loc, names=["tape"] + [p.name for p in body.params[:k]])
        b.add(pop)
        carried = pop.outputs[1:]
        mapping: Dict[int, Any] = {bp.id: c for bp, c in zip(body.params[:k], carried)}
        cloned = _without_prints(clone_nodes(body.nodes[1:], mapping))
        bbody.nodes.extend(cloned)
        fwd_results = [_res(mapping, r) for r in body.results[:k]]
        seeds = {carried[j].id for j in fidx} | {v.id for v in fvs}
        inner_req = forward_reach(cloned, seeds) | seeds
        inner_adj = adjoints()
        for idx, j in enumerate(fidx):
            r = fwd_results[j]
            if isinstance(r, Value) and r.id in inner_req:
                inner_adj.acc(r.id, Sym(bbody.params[idx]), r)
        backprop(cloned, inner_adj, inner_req, b)
        results = []
        for j in fidx:
            g = inner_adj.get(carried[j].id)
            if carried[j].aval is None:
                results.append(_as_value(g) if g is not None else Const(None))
                continue
            results.append(_as_value(g if g is not None else _zeros(carried[j])))
        results.append(pop.outputs[0])
        for i, v in enumerate(fvs):
            accp = Sym(bbody.params[nf + 1 + i])
            g = inner_adj.get(v.id)
            results.append(_as_value(accp if g is None else F().add(accp, g)))
        bbody.results = results
    back = Node(Struct.WHILE, init, avals, n.loc, blocks=[bcond, bbody],
                names=[f"d_{n.outputs[j].name or 'v'}" for j in fidx] + ["tape"] + [f"d_{v.name or 'v'}" for v in fvs])
    b.add(back)
    # 3. Adjoints of the loop's initial values and of the values its body read.
    for idx, j in enumerate(fidx):
        inp = n.inputs[j]
        if isinstance(inp, Value) and inp.id in requires:
            adj.acc(inp.id, Sym(back.outputs[idx]), inp)
    for i, v in enumerate(fvs):
        adj.acc(v.id, Sym(back.outputs[nf + 1 + i]), v)
