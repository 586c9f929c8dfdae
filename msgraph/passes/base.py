"""The base class of every pass (its own module, so the passes and the pass manager import it without importing
each other: the manager builds its pipelines from the passes at module level)."""
from __future__ import annotations

from ..errors import CompileError
from ..ir.nodes import Graph


class Pass:
    """A small named transformation; ``run`` returns whether it changed the graph."""

    name = "pass"

    def run(self, graph: Graph) -> bool:
        raise CompileError(f"pass {self.name} defines no run()")
