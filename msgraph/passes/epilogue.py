"""Epilogue fusion: a node whose one result is read by one other node only, and whose op knows how to take that
reader in (``OpDef.absorb``), becomes one op with it: the reader is rewritten in place, the producer dropped.

The trait decides which pairs it takes and keeps its op's results: the fused op computes exactly what the two ops
computed one after the other (its impl falls back to the two impls; its kernel is generated from their
definitions).  The cases today: ``ReluGrad(MaxPoolGrad(x, dout), x)`` -- a ReLU followed by a max-pool, as in
LeNet, differentiated -- becomes ``MaxPoolGradReluGrad(x, dout)``, one pass over the gradient instead of two
(ops/pooling.py); ``ReLU(Conv2D(x, w))`` becomes ``Conv2DReLU(x, w)``, whose crop of the convolution's wide rows
applies the ReLU (ops/conv.py).  PyNative runs the two ops (it has no graph); the values are the same bit for bit.
"""
from __future__ import annotations

from typing import Set

from ..ir.nodes import Block, Graph, Struct, Value
from .base import Pass


def _results(graph: Graph) -> Set[int]:
    """Ids of the values that are block results or Parameter writes anywhere (uses that are not node inputs)."""
    out: Set[int] = {v.id for _, v in graph.writes if isinstance(v, Value)}

    def block(b: Block) -> None:
        out.update(r.id for r in b.results if isinstance(r, Value))
        for n in b.nodes:
            for blk in n.blocks:
                block(blk)

    block(graph.block)
    return out


class FuseEpilogues(Pass):
    """See the module docstring."""

    name = "fuse_epilogues"

    def run(self, graph: Graph) -> bool:
        held = _results(graph)
        changed = False

        def block(b: Block) -> None:
            nonlocal changed
            dropped = set()
            for n in b.nodes:
                for blk in n.blocks:
                    block(blk)
                absorb = None if isinstance(n.op, Struct) else getattr(getattr(n.op, "op", None), "absorb", None)
                if absorb is None or len(n.outputs) != 1 or n.is_effect:
                    continue
                out = n.outputs[0]
                users = list(dict.fromkeys(out.users))
                if out.id in held or len(users) != 1 or users[0] not in b.nodes or isinstance(users[0].op, Struct):
                    continue
                if absorb(n, users[0]):
                    if out.users:          # the trait must leave the producer unread
                        continue
                    n.set_inputs([])
                    dropped.add(id(n))
                    changed = True
            if dropped:
                b.nodes = [n for n in b.nodes if id(n) not in dropped]

        block(graph.block)
        return changed
