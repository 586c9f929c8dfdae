"""Facts about IR that several stages need: what a block reads, last uses, cloning, op classes.

One implementation each, shared by autodiff, fusion and the code generators.
"""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Set

import numpy as np

from ..common.aval import Aval
from .nodes import Block, Node, Value, map_arg


# ---------------------------------------------------------------------------------------
# reads
# ---------------------------------------------------------------------------------------

def free_values(b: Block) -> List[Value]:
    """Outer values a block reads (in first-use order)."""
    defined: Set[int] = {p.id for p in b.params}
    seen: Set[int] = set()
    out: List[Value] = []

    def visit(blk: Block) -> None:
        for p in blk.params:
            defined.add(p.id)
        for n in blk.nodes:
            for i in n.inputs:
                if isinstance(i, Value) and i.id not in defined and i.id not in seen:
                    seen.add(i.id)
                    out.append(i)
            for sub in n.blocks:
                visit(sub)
            for o in n.outputs:
                defined.add(o.id)
        for r in blk.results:
            if isinstance(r, Value) and r.id not in defined and r.id not in seen:
                seen.add(r.id)
                out.append(r)

    visit(b)
    return out


def node_reads(n: Node) -> List[Value]:
    """Values ``n`` reads from its scope: its inputs, then what its blocks read from outside."""
    out = [i for i in n.inputs if isinstance(i, Value)]
    for b in n.blocks:
        out.extend(free_values(b))
    return out


def used_ids(n: Node, into: Set[int]) -> None:
    """Ids of the Values ``n`` reads, nested blocks included."""
    for x in n.inputs:
        if isinstance(x, Value):
            into.add(x.id)
    for b in n.blocks:
        for r in b.results:
            if isinstance(r, Value):
                into.add(r.id)
        for m in b.nodes:
            used_ids(m, into)


def last_uses(b: Block) -> Dict[int, List[Value]]:
    """node index -> the outputs of ``b``'s nodes that are dead after that node.

    Values the block returns stay alive; a value no node reads dies where it is made.
    """
    keep = {r.id for r in b.results if isinstance(r, Value)}
    last: Dict[int, int] = {}
    for i, n in enumerate(b.nodes):
        used: Set[int] = set()
        used_ids(n, used)
        for vid in used:
            last[vid] = i
    out: Dict[int, List[Value]] = {}
    for i, n in enumerate(b.nodes):
        for o in n.outputs:
            if o.id not in keep:
                out.setdefault(last.get(o.id, i), []).append(o)
    return out


# ---------------------------------------------------------------------------------------
# cloning
# ---------------------------------------------------------------------------------------

def _lookup(mapping: Dict[int, Any], x: Any) -> Any:
    while isinstance(x, Value) and x.id in mapping:
        x = mapping[x.id]
    return x


def clone_nodes(nodes: Sequence[Node], mapping: Dict[int, Any]) -> List[Node]:
    """Deep-copy nodes (and their blocks), renaming values through ``mapping`` (updated)."""
    out = []
    for n in nodes:
        blocks = [clone_block(b, mapping) for b in n.blocks]
        args = [map_arg(a, lambda i: _lookup(mapping, i)) for a in n.args]
        new = Node(n.op, args, [o.aval for o in n.outputs], n.loc, dict(n.attrs), blocks, [o.name for o in n.outputs])
        new.origin = n.origin
        for o, no in zip(n.outputs, new.outputs):
            mapping[o.id] = no
        out.append(new)
    return out


def clone_block(b: Block, mapping: Dict[int, Any]) -> Block:
    """Deep-copy a block with fresh parameters (``mapping`` gets old id -> new value)."""
    params = [Value(p.aval, p.name) for p in b.params]
    for p, q in zip(b.params, params):
        mapping[p.id] = q
    nodes = clone_nodes(b.nodes, mapping)
    return Block(params, nodes, [_lookup(mapping, r) for r in b.results])


# ---------------------------------------------------------------------------------------
# op classification
# ---------------------------------------------------------------------------------------

#: dtype kinds a kernel loop handles (bool, int, uint, float)
KERNEL_KINDS = "biuf"


def kernel_aval(a: Optional[Aval], allow_weak: bool = False) -> bool:
    """A value a generated loop kernel can hold: static shape, bool/int/float (not float16)."""
    if a is None or (a.weak and not allow_weak):
        return False
    if any(d is None for d in a.shape):
        return False
    if a.dtype.kind not in KERNEL_KINDS or a.dtype == np.float16:
        return False
    return True
