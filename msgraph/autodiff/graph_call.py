"""The gradient of a ``call`` node (a graph that calls itself, frontend/recursion.py).

The backward of ``outs = call @g(args)`` is ``dargs = call @g_grad(args, douts)``, where ``@g_grad``
is a graph of its own: it recomputes ``@g``'s body from ``args`` and runs its backward, in which
the body's own recursive ``call @g`` turns into a ``call @g_grad`` -- the gradient graph is as
recursive as the function.  (Recomputing the forward in each level costs depth² work, as
``if`` gradients recompute their branch; recursion depths are small.)
"""
from __future__ import annotations

from typing import Any, Dict, Set

from ..common.dtype import is_float
from ..frontend.recursion import CallGraph
from ..frontend.symbolic import Sym
from ..ir.analysis import clone_nodes
from ..ir.builder import CURRENT, Builder
from ..ir.nodes import Block, Node, Struct, Value


def _F() -> Any:
    from ..ops import functional

    return functional


def _is_float(aval: Any) -> bool:
    return aval is not None and (aval.dtype.kind == "c" or is_float(aval.dtype))


def grad_graph(cg: CallGraph) -> CallGraph:
    """``@g_grad(args..., douts...) -> dargs...`` for ``cg`` (made once; it may call itself)."""
    if cg.grad_graph is not None:
        return cg.grad_graph
    from .expand import _as_value, _res, adjoints, backprop, forward_reach

    g = cg.graph
    gg = CallGraph(f"{cg.name}_grad", g.loc)
    cg.grad_graph = gg
    gg.out_avals = [p.aval for p in g.params]
    gg.out_tree = None
    params = [Value(p.aval, name=p.name or "a") for p in g.params]
    douts = [Value(r.aval, name="dout") for r in _results_avals(g)]
    blk = Block(params + douts)
    mapping: Dict[int, Any] = {p.id: q for p, q in zip(g.params, params)}
    nodes = _quiet_calls(_without_prints(clone_nodes(g.block.nodes, mapping)), cg)
    blk.nodes.extend(nodes)
    results = [_res(mapping, r) for r in g.block.results]
    b = Builder()
    b.blocks.append(blk)
    b.origin = "gradient"
    saved = CURRENT.builder
    CURRENT.builder = b
    try:
        requires = forward_reach(nodes, {p.id for p in params}) | {p.id for p in params}
        adj = adjoints()
        for r, d in zip(results, douts):
            if isinstance(r, Value) and r.id in requires and _is_float(r.aval):
                adj.acc(r.id, Sym(d), r)
        backprop(nodes, adj, requires, b)
        grads = []
        for p in params:
            d = adj.get(p.id)
            if d is None:
                d = _F().zeros_like(Sym(p))
            grads.append(_as_value(d))
    finally:
        CURRENT.builder = saved
    blk.results = grads
    gg.graph.params = list(blk.params)
    gg.graph.block = blk
    return gg


def quiet_graph(cg: CallGraph) -> CallGraph:
    """``@g_quiet``: ``cg``'s graph without its prints, calling itself where ``cg`` calls ``cg`` -- the forward that
    the gradient graph recomputes below its level (the forward printed each level once, as MindSpore's gradient
    does: ``if n > 0: ops.Print()("n", n); return rec(x * 2, n - 1)`` prints 3 2 1 under ms.grad, adapt44grad)."""
    quiet = cg.__dict__.get("quiet_graph")
    if quiet is not None:
        return quiet
    g = cg.graph
    quiet = CallGraph(f"{cg.name}_quiet", g.loc)
    cg.quiet_graph = quiet.quiet_graph = quiet
    quiet.grad_graph = cg.grad_graph   # (its gradient is cg's: the gradient graph prints nothing)
    quiet.out_avals, quiet.out_tree, quiet.n_args = cg.out_avals, cg.out_tree, cg.n_args
    params = [Value(p.aval, name=p.name) for p in g.params]
    mapping: Dict[int, Any] = {p.id: q for p, q in zip(g.params, params)}
    nodes = _quiet_calls(_without_prints(clone_nodes(g.block.nodes, mapping)), cg)
    from .expand import _res

    quiet.graph.params = params
    quiet.graph.block = Block(params, nodes, [_res(mapping, r) for r in g.block.results])
    return quiet


def _without_prints(nodes: Any) -> Any:
    from .expand import _without_prints as drop

    return drop(nodes)


def _quiet_calls(nodes: Any, cg: CallGraph) -> Any:
    """``nodes`` (cloned) with their calls of ``cg``, at any depth, calling :func:`quiet_graph` instead."""
    for n in nodes:
        if n.op is Struct.CALL and n.attrs.get("graph") is cg:
            n.attrs["graph"] = quiet_graph(cg)
        for blk in n.blocks:
            _quiet_calls(blk.nodes, cg)
    return nodes


class _R:
    __slots__ = ("aval",)

    def __init__(self, aval: Any):
        self.aval = aval


def _results_avals(g: Any) -> Any:
    out = []
    for r in g.block.results:
        out.append(_R(r.aval))
    return out


def backprop_call(n: Node, adj: Dict[int, Any], requires: Set[int], b: Builder) -> None:
    """Accumulate the adjoints of a ``call`` node's inputs (see the module docstring)."""
    from .expand import _as_value

    if not any(isinstance(i, Value) and i.id in requires and _is_float(i.aval) for i in n.inputs):
        return
    gg = grad_graph(n.attrs["graph"])
    douts = []
    for o in n.outputs:
        d = adj.get(o.id)
        if d is None:
            d = _F().zeros_like(Sym(o))
        douts.append(_as_value(d))
    node = Node(Struct.CALL, list(n.inputs) + douts, list(gg.out_avals), n.loc, attrs={"graph": gg},
                names=[f"d_{getattr(i, 'name', '') or 'v'}" for i in n.inputs])
    node.origin = b.origin
    b.add(node)
    for i, o in zip(n.inputs, node.outputs):
        if isinstance(i, Value) and i.id in requires and _is_float(i.aval):
            adj.acc(i.id, Sym(o), i)
