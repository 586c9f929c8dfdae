"""Fusion: group chains of elementwise nodes into ``fused`` nodes (one kernel each).

Before and after, for ``relu(x * 1.5 + 0.3) * sigmoid(x)``::

    %0 = Mul(%x, 1.5)                         %r = fused(%x) { (%x.1) ->
    %1 = Add(%0, 0.3)                           %0 = Mul(%x.1, 1.5)
    %2 = Maximum(%1, 0.0)          ==>          %1 = Add(%0, 0.3)
    %3 = Sigmoid(%x)                            %2 = Maximum(%1, 0.0)
    %r = Mul(%2, %3)                            %3 = Sigmoid(%x.1)
                                                %r.1 = Mul(%2, %3)
                                                yield %r.1
                                              }

A fused node's single block holds the member nodes (in their original order);
its parameters stand for the external inputs (the node's inputs, in the same
order) and its results are the member values used outside the group (the
node's outputs).  Constants stay inside as Const inputs.  The node keeps the
location of its first member, the members keep their own (code generators put
them in comments).  Semantics are unchanged: the interpreter and the Python
code generator simply run the block.

What fuses (``opdef.kind is ELEMENTWISE`` with a scalar ``kernel``):

* O1 (``Fuse()``): elementwise nodes whose outputs all have the group's shape
  (the *domain*); inputs may broadcast into it (scalars, biases, ``[n,1]``
  columns, Parameters).  Elementwise parts of bprops fuse the same way (they
  are ordinary nodes after ``expand_grad``).
* A ``BroadcastTo`` to the domain's shape joins as a member: the loop reads its input with the broadcast index
  instead of the broadcast array being written and read (its numpy version still runs the op's impl).
* O2 (``Fuse(aggressive=True)``): additionally reductions (ops with an
  ``OpDef.reduction`` kind: ReduceMax/Min/All/Any over constant axes, and ReduceSum/Mean/Prod of
  integers -- exact in any order; a float sum keeps its op's summation order) as *sinks*: a
  reduction whose input is a member with the domain's shape joins the group
  and is accumulated in the same loop (``x.sum()`` of ``x*1.1+0.01``, the
  bias gradient ``ReduceSum(select(mask, dout, 0), 0)`` of a bprop); nothing in
  the group may read its result.

Ordering and effects: a group is placed where its last member was.  Members
are pure, so moving them later is safe; the pass never moves a group past a
node that consumes one of its values (when a non-member reads a group value,
the group is *closed* and takes no more members), so every use still follows
its definition.  Effectful, structural, weakly typed (Python scalar),
float16/complex and dynamically shaped nodes are never fused.  Nested blocks
(``if``/``while`` bodies) are fused independently; a nested block that reads a
group's value closes that group.
"""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Set

from ..ir.analysis import _plain_args, is_elementwise, kernel_aval, node_reads, reduction_info
from ..ir.nodes import Block, Graph, Node, Struct, Value
from .base import Pass


def _float_accumulation(n: Node, info: Dict[str, Any]) -> bool:
    """A float sum / mean / prod: its op definition fixes the summation order (MindSpore's bit for bit), which a
    loop accumulating in the kernel would not keep (adapt37gk: 1-1344 float32 ulps at O2), so it stays outside.
    Max / min / all / any and integer products are exact in any order and still sink (integer sums / means never
    reach here: ir/analysis.reduction_info leaves them to ReduceSum's impl, which adds in double as MindSpore does)."""
    return info["kind"] in ("sum", "mean", "prod") and n.inputs[0].aval.dtype.kind in "fc"


def _broadcast_member(n: Node) -> bool:
    """A ``BroadcastTo`` of one kernel value to a static shape: a member whose loop body reads its input with the
    broadcast index (codegen/kernel_expr.py's lowering), so the broadcast array is never written (a mean's gradient:
    a (N, C, 1, 1) array broadcast over the image, then scaled).  The numpy version runs its impl, as before."""
    if isinstance(n.op, Struct) or n.is_effect or n.name != "BroadcastTo" or len(n.outputs) != 1:
        return False
    if len(n.inputs) != 1 or not isinstance(n.inputs[0], Value) or not _plain_args(n):
        return False
    x, out = n.inputs[0].aval, n.outputs[0].aval
    return (kernel_aval(x) and kernel_aval(out) and x.dtype == out.dtype and x.ndim <= out.ndim
            and all(d in (1, t) for d, t in zip(x.shape, out.shape[out.ndim - x.ndim:])))


class _Group:
    __slots__ = ("members", "domain", "open", "reductions", "index")

    def __init__(self, domain: tuple, index: int):
        self.members: List[Node] = []
        self.domain = domain
        self.open = True
        self.reductions: Set[int] = set()   # ids of member nodes that are reductions
        self.index = index


class Fuse(Pass):
    """Group elementwise nodes into ``fused`` nodes (see module docstring)."""

    name = "fuse"

    def __init__(self, aggressive: bool = False, min_size: int = 2):
        self.aggressive = aggressive
        self.min_size = min_size
        if aggressive:
            self.name = "fuse_aggressive"

    # -- driver ----------------------------------------------------------------------
    def run(self, graph: Graph) -> bool:
        self._escaping: Set[int] = {v.id for _, v in graph.writes if isinstance(v, Value)}
        self._graph = graph
        for n in graph.walk():
            for b in n.blocks:
                self._escaping.update(r.id for r in b.results if isinstance(r, Value))
        self._escaping.update(r.id for r in graph.block.results if isinstance(r, Value))
        return self._block(graph.block)

    def _block(self, b: Block) -> bool:
        changed = False
        for n in b.nodes:
            for blk in n.blocks:
                if n.op is not Struct.FUSED:
                    changed |= self._block(blk)
        groups: List[_Group] = []
        group_of: Dict[int, _Group] = {}    # node id -> group

        def producer_group(v: Any) -> Optional[_Group]:
            if isinstance(v, Value) and v.node is not None:
                return group_of.get(id(v.node))
            return None

        for idx, n in enumerate(b.nodes):
            reads = node_reads(n)
            joined: Optional[_Group] = None
            role = self._role(n)
            if role is not None:
                domain, is_red = role
                # A reduction's value is final only after the loop: its readers stay outside.
                blocked = {id(g) for g in map(producer_group, reads)
                           if g is not None and any(v.node is not None and id(v.node) in g.reductions
                                                    for v in reads if producer_group(v) is g)}
                cands: List[_Group] = []
                for v in reads:
                    g = producer_group(v)
                    if g is None or not g.open or g in cands or id(g) in blocked:
                        continue
                    if self._compatible(g, n, domain, is_red):
                        cands.append(g)
                if cands:
                    joined = cands[0]
                    for g in cands[1:]:
                        self._merge(joined, g, group_of)
                        groups.remove(g)
                elif not is_red:
                    joined = _Group(domain, idx)
                    groups.append(joined)
                if joined is not None:
                    joined.members.append(n)
                    group_of[id(n)] = joined
                    if is_red:
                        joined.reductions.add(id(n))
            # Any other group whose value this node reads can take no more members.
            for v in reads:
                g = producer_group(v)
                if g is not None and g is not joined:
                    g.open = False
                elif g is not None and g is joined and id(v.node) in g.reductions:
                    g.open = False

        keep = [g for g in groups if self._worth_it(g)]
        if not keep:
            return changed
        self._rewrite(b, keep)
        return True

    # -- membership rules -----------------------------------------------------------------
    def _role(self, n: Node) -> Optional[tuple]:
        if is_elementwise(n) or _broadcast_member(n):
            return tuple(n.outputs[0].aval.shape), False
        if self.aggressive:
            info = reduction_info(n)
            if info is not None and not _float_accumulation(n, info):
                return info["in_shape"], True
        return None

    def _compatible(self, g: _Group, n: Node, domain: tuple, is_red: bool) -> bool:
        return domain == g.domain

    def _merge(self, into: _Group, other: _Group, group_of: Dict[int, _Group]) -> None:
        into.members.extend(other.members)
        into.reductions |= other.reductions
        for m in other.members:
            group_of[id(m)] = into
        into.open = into.open and other.open

    def _worth_it(self, g: _Group) -> bool:
        ew = [m for m in g.members if id(m) not in g.reductions]
        if not ew:
            return False
        return len(g.members) >= self.min_size

    # -- rewriting ----------------------------------------------------------------------
    def _rewrite(self, b: Block, groups: List[_Group]) -> None:
        order = {id(n): i for i, n in enumerate(b.nodes)}
        replace_at: Dict[int, Node] = {}
        drop: Set[int] = set()
        for g in groups:
            g.members.sort(key=lambda m: order[id(m)])
            fused = self._build(g)
            last = g.members[-1]
            replace_at[id(last)] = fused
            drop.update(id(m) for m in g.members)
        new_nodes: List[Node] = []
        for n in b.nodes:
            if id(n) in replace_at:
                new_nodes.append(replace_at[id(n)])
            elif id(n) not in drop:
                new_nodes.append(n)
        b.nodes = new_nodes

    def _build(self, g: _Group) -> Node:
        members = g.members
        member_ids = {id(m) for m in members}
        produced: Set[int] = {o.id for m in members for o in m.outputs}
        ext: List[Value] = []
        seen: Set[int] = set()
        for m in members:
            for i in m.inputs:
                if isinstance(i, Value) and i.id not in produced and i.id not in seen:
                    seen.add(i.id)
                    ext.append(i)
        exported: List[Value] = []
        for m in members:
            for o in m.outputs:
                if o.id in self._escaping or any(id(u) not in member_ids for u in o.users):
                    exported.append(o)
        params = [Value(v.aval, v.name) for v in ext]
        pmap = {v.id: p for v, p in zip(ext, params)}
        for m in members:
            if any(isinstance(i, Value) and i.id in pmap for i in m.inputs):
                m.set_inputs([pmap.get(i.id, i) if isinstance(i, Value) else i for i in m.inputs])
        first = members[0]
        attrs: Dict[str, Any] = {"_domain": g.domain}
        if g.reductions:
            attrs["_reductions"] = True
        fused = Node(Struct.FUSED, ext, [o.aval for o in exported], loc=first.loc, attrs=attrs,
                     blocks=[Block(params, members, list(exported))],
                     names=[o.name for o in exported])
        fused.origin = first.origin
        self._redirect(list(zip(exported, fused.outputs)), member_ids)
        return fused

    def _redirect(self, pairs: List[tuple], members: Set[int]) -> None:
        """Point every use outside the group at the fused node's outputs."""
        subst = {old.id: new for old, new in pairs}
        for old, new in pairs:
            old.replace_all_uses_with(new, where=lambda u: id(u) not in members)

        def fix(b: Block) -> None:
            b.results = [subst.get(r.id, r) if isinstance(r, Value) else r for r in b.results]
            for n in b.nodes:
                for blk in n.blocks:
                    fix(blk)

        fix(self._graph.block)
        self._graph.writes = [(p, subst.get(v.id, v) if isinstance(v, Value) else v)
                              for p, v in self._graph.writes]
