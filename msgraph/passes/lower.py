"""Graph lowering of ops kept whole through the value passes: each node whose op has an ``expand`` trait
(:class:`~msgraph.ops.registry.OpDef`) is rewritten into registry ops the later passes know.

``BiasAdd`` is one node up to here because MindSpore's CPU backend selects a kernel for it as one op (a float32-only
kernel: :mod:`msgraph.passes.f16_raise` chains it with MatMul / Conv2D / Exp...); after that it is
``Add(x, Reshape(bias, (C, 1, ...)))``, which Simplify, CSE and Fuse treat as any Add (nn.Dense + ReLU stays one
fused kernel)."""
from __future__ import annotations

from typing import Dict, List

from ..ir.nodes import Block, Graph, Node
from .base import Pass, insert_before


class LowerOps(Pass):
    """See the module docstring."""

    name = "lower_ops"

    def run(self, graph: Graph) -> bool:
        changed = False

        def block(b: Block) -> None:
            nonlocal changed
            before: Dict[int, List[Node]] = {}
            for n in b.nodes:
                for blk in n.blocks:
                    block(blk)
                expand = getattr(getattr(n.op, "op", None), "expand", None)
                if expand is None or len(n.outputs) != 1:
                    continue
                new = expand(n)
                changed = True
                if new:
                    before[id(n)] = new
            insert_before(b, before)

        block(graph.block)
        return changed
