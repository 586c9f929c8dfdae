"""Cells with a custom ``bprop``: forward region in the IR, user rule in the backward pass.

A call to such a Cell in graph code becomes a ``custom_bprop`` node whose block is
the Cell's ``construct``; code generation simply runs the block.  When the node is
differentiated, the Cell's ``bprop(*inputs, out, dout)`` source is lowered (it is
graph code too) instead of differentiating ``construct`` -- the same rule PyNative
uses.
"""
from __future__ import annotations

from typing import Any, Set

from ..ir import pytree
from ..ir.nodes import Block, Node, Struct, Value
from .sweep import call_bprop


def lower_custom_bprop_call(low: Any, cell: Any, construct: Any, args: Any, kwargs: Any, loc: Any,
                            bprop: Any = None, name: str = "") -> Any:
    """``cell(*args)`` (its ``construct``) as a custom_bprop node; ``bprop``/``name``: a plain function's rule
    instead of the Cell's ``bprop`` method (``ops.Morph(fn, ..., bprop_fn)``: ``cell`` is None)."""
    from ..common.tensor import Tensor
    from ..frontend.symbolic import Sym, is_sym
    from ..ir.builder import const_input

    leaves, tree = pytree.flatten(tuple(args), lambda x: is_sym(x) or isinstance(x, Tensor))
    leaves = [low.materialize(x) for x in leaves]
    blk = Block([Value(x.aval, x.value.name) for x in leaves])
    inner = pytree.unflatten(tree, [Sym(p) for p in blk.params])
    with low.b.block(blk):
        out = low.call_function(construct, inner, kwargs, self_obj=cell, loc=loc)
    out_leaves, out_tree = pytree.flatten(out, lambda x: is_sym(x) or isinstance(x, Tensor))
    blk.results = [x.value if is_sym(x) else const_input(x) for x in out_leaves]
    avals = [r.aval for r in blk.results]
    node = Node(Struct.CUSTOM_BPROP, [x.value for x in leaves], avals, blocks=[blk],
                attrs={"cell": cell, "in_tree": tree, "out_tree": out_tree, "bprop": bprop,
                       "name": name or f"{type(cell).__name__}.bprop"})
    low.b.add(node)
    return pytree.unflatten(out_tree, [Sym(o) for o in node.outputs])


# The graph the expand_grad pass is differentiating (set by the pass): InsertGradientOf's hook, run in the
# backward, reads and writes its Parameters as graph state (MindSpore 2.10's Graph mode, test_cell_assign).
EXPANDING: list = [None]


def backprop_custom(n: Node, adj: Any, requires: Set[int], b: Any) -> None:
    """The backward of a ``custom_bprop`` node: the Cell's ``bprop`` lowered as graph code, called
    through the same validating :func:`~msgraph.autodiff.sweep.call_bprop` as every other rule."""
    from ..frontend.lower import Lowerer
    from ..frontend.symbolic import Sym
    from ..ir.nodes import Graph
    from ..ops import functional as F

    cell = n.attrs["cell"]
    ins = pytree.unflatten(n.attrs["in_tree"], [Sym(i) for i in n.inputs])
    outs = [Sym(o) for o in n.outputs]
    douts = [adj.get(o.id) if o.id in adj else F.zeros_like(s) for o, s in zip(n.outputs, outs)]
    out = pytree.unflatten(n.attrs["out_tree"], outs)
    dout = pytree.unflatten(n.attrs["out_tree"], douts)
    graph = EXPANDING[0]
    shares_state = (getattr(cell, "bprop_reads_parameters", False) and graph is not None
                    and b.current is b.blocks[0])
    low = Lowerer(graph if shares_state else Graph("bprop"))
    low.b = b
    if shares_state:   # the hook reads the Parameters' values as the forward left them and its writes are stored
        for p, v in graph.param_refs:
            low.param_entries[id(p)] = Sym(v, p)
        for p, v in graph.writes:
            low.param_state[id(p)] = (p, Sym(v, p))
        before = dict(low.param_state)

    def no_parameters(p: Any) -> Any:   # MindSpore's Graph mode refuses them (its PyNative allows them)
        from ..errors import GraphRuntimeError

        raise GraphRuntimeError(f"The user defined 'bprop' function in scope Default does not support using "
                                f"Parameter ('{getattr(p, 'name', p)}').", n.loc,
                                hint="compute what the bprop needs from its inputs, or keep it in PyNative mode")
    if not shares_state:   # (InsertGradientOf's hook may read and write them)
        low.param_sym = no_parameters
    bprop = n.attrs.get("bprop") or type(cell).bprop
    if getattr(bprop, "only_for_required_inputs", False) \
            and not any(isinstance(i, Value) and i.id in requires for i in n.inputs):
        return   # (a Cell's backward hook: MindSpore runs none where its inputs' gradients are not wanted)
    if getattr(bprop, "symbolic_rule", False):
        # a rule msgraph writes (a Cell's backward hooks, frontend/cell_hooks.py): called with the symbolic
        # values, it lowers what it calls through ``low``
        def rule(*args: Any) -> Any:
            return bprop(low, n.loc, *args)
    else:
        _check_bprop_arity(bprop, len(ins), method=cell is not None)

        def rule(*args: Any) -> Any:
            return low.call_function(bprop, list(args), {}, self_obj=cell, loc=n.loc)

    from ..frontend import writeback

    try:
        grads = call_bprop(rule, list(ins), out, dout, name=n.attrs.get("name") or f"{type(cell).__name__}.bprop",
                           tuple_required=True, loc=n.loc, user_rule=True)
    finally:
        # what the bprop / hook's graph code did to global and Cell-attribute lists and dicts is undone, as after
        # any graph code's lowering: MindSpore 2.10's Graph mode leaves a backward hook's ``seen.append(...)``
        # list empty; msgraph's list had kept the graph's symbolic values (grad46/graph_hook_list_append)
        writeback.restore_attr_containers(low)
    if shares_state:
        for pid, (p, sym) in low.param_state.items():
            if before.get(pid) is None or before[pid][1].value is not sym.value:
                if before.get(pid) is None and low.param_entries.get(pid) is not None \
                        and low.param_entries[pid].value is sym.value:
                    continue   # only read
                graph.writes = [(q, v) for q, v in graph.writes if q is not p] + [(p, sym.value)]
    flat, _ = pytree.flatten(tuple(grads), lambda x: not isinstance(x, (tuple, list, dict)))
    import numpy as np

    from .sweep import Literal

    for i, g in zip(n.inputs, flat):
        if isinstance(i, Value) and i.id in requires:
            if i.node is None and not getattr(bprop, "symbolic_rule", False) and (
                    g is None or isinstance(g, np.ndarray) or (isinstance(g, (int, float)) and not isinstance(g, bool))):
                # a user's bprop giving None / a number / a numpy array for an input of the graph: MindSpore's Graph
                # mode returns it as it is (left37); msgraph had given zeros / a Tensor
                g = Literal(g, i, n.loc)
            adj.acc(i.id, g, i)


def _check_bprop_arity(bprop: Any, n_inputs: int, method: bool = True) -> None:
    """MindSpore's checks of a custom ``bprop(self, *inputs, out, dout)`` signature (a ``*args`` one passes);
    ``method``: False for a plain function's rule (no ``self``)."""
    import inspect

    from ..errors import ArgumentError, GraphRuntimeError

    try:
        params = list(inspect.signature(bprop).parameters.values())[1 if method else 0:]   # without self
    except (TypeError, ValueError):
        return
    if any(p.kind is inspect.Parameter.VAR_POSITIONAL for p in params):
        return
    n = sum(1 for p in params if p.kind in (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD))
    if n < 2:
        raise GraphRuntimeError(f"The function 'bprop' of Primitive or Cell requires at least 2 params 'out' and 'dout', "
                            f"but got only {n}.")
    if n != n_inputs + 2:
        raise ArgumentError("The params of function 'bprop' of Primitive or Cell requires the forward inputs as well "
                            "as the 'out' and 'dout'.")
