"""The base class of every pass (its own module, so the passes and the pass manager import it without importing
each other: the manager builds its pipelines from the passes at module level)."""
from __future__ import annotations

from typing import Dict, List

from ..errors import CompileError
from ..ir.nodes import Block, Graph, Node


class Pass:
    """A small named transformation; ``run`` returns whether it changed the graph."""

    name = "pass"

    def run(self, graph: Graph) -> bool:
        raise CompileError(f"pass {self.name} defines no run()")


def insert_before(b: Block, before: Dict[int, List[Node]]) -> None:
    """Put the nodes ``before[id(n)]`` in front of each node ``n`` of block ``b`` (a pass that rewrites a node into
    several collects them, then splices them in one walk)."""
    if not before:
        return
    nodes: List[Node] = []
    for n in b.nodes:
        nodes.extend(before.get(id(n), ()))
        nodes.append(n)
    b.nodes = nodes
