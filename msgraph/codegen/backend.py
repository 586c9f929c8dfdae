"""Choose the code generator for a compile (Python/numpy now; Numba kernels plug in here)."""
from __future__ import annotations

from typing import Any

from ..ir.nodes import Graph
from . import python


def generate(graph: Graph, opts: Any) -> Any:
    """Generated, loaded code for ``graph`` under the compile options."""
    return python.generate(graph, tag=f"{opts.jit_level}")
