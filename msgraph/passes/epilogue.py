"""Epilogue fusion: a node whose one result is read by one other node only, and whose op knows how to take that
reader in (``OpDef.absorb``), becomes one op with it: the reader is rewritten in place, the producer dropped.

The trait decides which pairs it takes and keeps its op's results: the fused op computes exactly what the two ops
computed one after the other (its impl falls back to the two impls; its kernel is generated from their
definitions).  The cases today: ``ReluGrad(MaxPoolGrad(x, dout), x)`` -- a ReLU followed by a max-pool, as in
LeNet, differentiated -- becomes ``MaxPoolGradReluGrad(x, dout)``, one pass over the gradient instead of two
(ops/pooling.py; the trait also makes the forward ``MaxPool(x)`` MaxPoolPicks, which keeps the windows' picks for it,
and gives it a ``row_pitch`` when its readers are convolution gradients reading dout in their wide layout); ``ReLU(Conv2D(x, w))`` becomes ``Conv2DReLU(x, w)``, whose crop of the convolution's wide rows
applies the ReLU (ops/conv.py).  A producer of several results may instead take in its first result's only reader itself
(``OpDef.take_reader``): the producer is rewritten in place, the reader's readers read it, the reader is dropped --
``ReLU(BatchNorm(x, ...)[0])`` becomes ``BatchNormReLU`` (ops/batchnorm_ops.py), its statistics unchanged.
PyNative runs the two ops (it has no graph); the values are the same bit for bit.
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


def _only_reader(out: Value, held: Set[int], b: Block):
    """The one node of block ``b`` that reads ``out`` (not a block result or Parameter write), or None."""
    users = list(dict.fromkeys(out.users))
    if out.id in held or len(users) != 1 or users[0] not in b.nodes or isinstance(users[0].op, Struct):
        return None
    return users[0]


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
                if id(n) in dropped:
                    continue
                for blk in n.blocks:
                    block(blk)
                opdef = None if isinstance(n.op, Struct) else getattr(n.op, "op", None)
                take = getattr(opdef, "take_reader", None)
                if take is not None and n.outputs and not n.is_effect:
                    user = _only_reader(n.outputs[0], held, b)
                    if user is not None and len(user.outputs) == 1 and user.outputs[0].id not in held \
                            and not user.is_effect and take(n, user):
                        user.outputs[0].replace_all_uses_with(n.outputs[0])
                        user.set_inputs([])
                        dropped.add(id(user))
                        changed = True
                    continue
                absorb = getattr(opdef, "absorb", None)
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
