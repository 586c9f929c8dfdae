"""Late-bound hooks that let lower layers reach the compiler without importing it.

The eager layers (Tensor, nn.Cell, grad functions) must not import the compiler
(the data flow is one-way).  The compiler installs itself here on first use;
``run_graph`` returns NotImplemented when Graph mode cannot be used, and the
caller then runs eagerly.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

# Set by msgraph.compiler: run_graph(obj, args, kwargs) -> result
_run_graph: Optional[Callable[..., Any]] = None


def install(run_graph: Callable[..., Any]) -> None:
    global _run_graph
    _run_graph = run_graph


def run_graph(obj: Any, args: tuple, kwargs: dict) -> Any:
    """Compile-and-run ``obj`` (a Cell, jit function or grad function) in Graph mode."""
    global _run_graph
    if _run_graph is None:
        import importlib

        importlib.import_module("msgraph.compiler")  # installs the hook
    return _run_graph(obj, args, kwargs)  # type: ignore[misc]


# Cells are recognised by the front end through this protocol, not by importing nn.
def is_cell(obj: Any) -> bool:
    return getattr(type(obj), "_msgraph_cell", False)
