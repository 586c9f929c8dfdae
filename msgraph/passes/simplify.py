"""Cleanup passes: constant folding, algebraic simplification, CSE and DCE."""
from __future__ import annotations

from typing import Any, Dict, List, Set

import numpy as np

from ..ir.analysis import evaluate_pure, is_pure
from ..ir.nodes import Block, Const, Graph, Node, Struct, Value
from .base import Pass

def apply_subst(graph: Graph, subst: Dict[int, Any]) -> None:
    """Replace every use of value ids in ``subst`` (node inputs, block results, writes)."""
    if not subst:
        return

    def res(x: Any) -> Any:
        while isinstance(x, Value) and x.id in subst:
            x = subst[x.id]
        return x

    def block(b: Block) -> None:
        for n in b.nodes:
            if any(isinstance(i, Value) and i.id in subst for i in n.inputs):
                n.set_inputs([res(i) for i in n.inputs])
            for blk in n.blocks:
                block(blk)
        b.results = [res(r) for r in b.results]

    block(graph.block)
    graph.writes = [(p, res(v)) for p, v in graph.writes]


def _stateful(n: Node) -> bool:
    od = n.opdef
    return od is not None and getattr(od, "stateful", False)


class FoldConstants(Pass):
    """Evaluate nodes whose inputs are all constants (with the op's own numpy impl)."""

    name = "fold_constants"
    MAX_ELEMENTS = 1 << 16  # don't bake huge arrays into the graph

    def run(self, graph: Graph) -> bool:
        subst: Dict[int, Any] = {}
        changed = False

        def block(b: Block) -> None:
            nonlocal changed
            keep: List[Node] = []
            for n in b.nodes:
                ins = n.inputs      # folded values were replaced through their use lists
                if is_pure(n) and ins and all(isinstance(i, Const) for i in ins):
                    outs = evaluate_pure(n, [i.value for i in ins])
                    if outs is None:    # (an error of the program's own, left to when and if the node runs:
                        keep.append(n)  # SequenceIndexAtRun of a missing target, unused, is removed by dce)
                        continue
                    if all(np.size(o) <= self.MAX_ELEMENTS for o in outs):
                        for v, o in zip(n.outputs, outs):
                            if v.aval is not None and v.aval.weak:
                                o = o.item() if hasattr(o, "item") else o
                            else:
                                o = np.asarray(o)
                            subst[v.id] = Const(o, v.aval)
                            v.replace_all_uses_with(subst[v.id])
                        n.set_inputs([])
                        changed = True
                        continue
                for blk in n.blocks:
                    block(blk)
                keep.append(n)
            b.nodes = keep

        block(graph.block)
        apply_subst(graph, subst)
        return changed


def _is_const(x: Any, value: float) -> bool:
    if not isinstance(x, Const):
        return False
    v = x.value
    try:
        return bool(np.all(np.asarray(v) == value)) and np.size(v) >= 1
    except Exception:
        return False


def _replace_with_fill(n: Node, value: int) -> None:
    from ..common.dtype import from_numpy
    from ..ops.registry import OPS, prim

    av = n.outputs[0].aval
    n.op = prim(OPS["Fill"])
    n.set_args([Const(from_numpy(av.dtype)), Const(tuple(av.shape)), Const(value)])


class Simplify(Pass):
    """The ops' algebraic identities (``OpDef.identities``: x*1, 1*x, x+0, 0+x, x-0, x/1 -> x) when
    the result has x's exact shape and dtype; ops whose result depends only on the input's shape
    (``OpDef.fill``: ones_like(x), zeros_like(x)) -> fill(shape, dtype), no longer reading x."""

    name = "simplify"

    def run(self, graph: Graph) -> bool:
        subst: Dict[int, Any] = {}

        def block(b: Block) -> None:
            for n in b.nodes:
                for blk in n.blocks:
                    block(blk)
                od = None if isinstance(n.op, Struct) else n.opdef
                if od is None:
                    continue
                if od.fill is not None and n.inputs and isinstance(n.inputs[0], Value) and is_pure(n):
                    av = n.outputs[0].aval
                    if av is not None and None not in av.shape:
                        # Only the shape matters: drop the dependency so DCE can remove its producer.
                        _replace_with_fill(n, od.fill)
                    continue
                if not od.identities or len(n.inputs) != 2 or n.structured_args:
                    continue
                keep = None
                for k, c in od.identities:
                    if _is_const(n.inputs[k], c):
                        keep = n.inputs[1 - k]
                        break
                if keep is not None and od.name in ("Add", "AddExt") and str(getattr(keep.aval, "dtype", "")) == "float16":
                    # MindSpore 2.10's Graph mode folds x + 0 for float32/float64 (a -0.0 stays -0.0) but adds in
                    # float16 (-0.0 + 0 is +0.0, as eagerly): measured, lead45/add_zero_signed
                    continue
                if isinstance(keep, Value) and keep.aval == n.outputs[0].aval:
                    n.outputs[0].replace_all_uses_with(keep)
                    subst[n.outputs[0].id] = keep     # block results and Parameter writes

        block(graph.block)
        apply_subst(graph, subst)
        return bool(subst)


def _zero_signs(v: Any) -> Any:
    """The signs of a constant's float zeros, which ``==`` (and so a dict key) does not see: ``x * 0.0`` and
    ``x * -0.0`` are different computations (jl52/cse_signed_zero)."""
    if isinstance(v, (float, np.floating)):
        return bool(v == 0 and np.signbit(v))
    if isinstance(v, tuple):
        return tuple(_zero_signs(e) for e in v)
    return None


def _key(n: Node) -> Any:
    ins = []
    for i in n.inputs:
        if isinstance(i, Value):
            ins.append(("v", i.id))
        else:
            v = i.value
            if isinstance(v, np.ndarray):
                if v.size > 16:
                    return None
                ins.append(("a", v.dtype.str, v.shape, v.tobytes()))
            else:
                try:
                    hash(v)
                except TypeError:
                    return None
                ins.append(("c", type(v), v, _zero_signs(v)))
    try:
        return (n.op, n.args_spec, tuple(ins))
    except TypeError:
        return None


class CSE(Pass):
    """Share identical pure computations (inner blocks may reuse outer results)."""

    name = "cse"

    def run(self, graph: Graph) -> bool:
        subst: Dict[int, Any] = {}

        def block(b: Block, table: Dict[Any, Node]) -> None:
            table = dict(table)
            for n in b.nodes:
                for blk in n.blocks:
                    block(blk, table)
                if not is_pure(n):
                    continue
                k = _key(n)
                if k is None:
                    continue
                prev = table.get(k)
                if prev is not None:
                    for a, o in zip(n.outputs, prev.outputs):
                        a.replace_all_uses_with(o)
                        subst[a.id] = o     # block results and Parameter writes
                else:
                    table[k] = n

        block(graph.block, {})
        apply_subst(graph, subst)
        return bool(subst)


class DCE(Pass):
    """Remove nodes whose results are never used (effects are always kept)."""

    name = "dce"

    def run(self, graph: Graph) -> bool:
        live: Set[int] = {v.id for _, v in graph.writes if isinstance(v, Value)}
        changed = False

        def block(b: Block) -> None:
            nonlocal changed
            for r in b.results:
                if isinstance(r, Value):
                    live.add(r.id)
            keep: List[Node] = []
            for n in reversed(b.nodes):
                if n.is_effect or _stateful(n) or any(o.id in live for o in n.outputs):
                    keep.append(n)
                    for blk in n.blocks:
                        block(blk)
                    for i in n.inputs:
                        if isinstance(i, Value):
                            live.add(i.id)
                else:
                    n.set_inputs([])
                    changed = True
            keep.reverse()
            b.nodes = keep

        block(graph.block)
        return changed
