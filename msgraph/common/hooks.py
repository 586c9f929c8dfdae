"""Late-bound hooks that let lower layers reach Graph mode without importing it.

The eager layers (Tensor, nn.Cell, grad functions) must not import the compiler or the jit API
(imports point down the layers; see docs/architecture.md).  :mod:`msgraph.api`, which
``import msgraph`` loads, installs ``run_graph`` here; it returns NotImplemented when Graph mode
cannot be used, and the caller then runs eagerly.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

# Set by msgraph.api at import: run_graph(obj, args, kwargs) -> result
_run_graph: Optional[Callable[..., Any]] = None


# Set by msgraph.api at import: compile_graph(obj, args, kwargs) compiles without running (Cell.compile)
_compile_graph: Optional[Callable[..., Any]] = None

# Set by msgraph.api at import: compiled_ir_text(obj) -> the IR text of obj's last compiled Graph-mode graph, or ""
_compiled_ir_text: Optional[Callable[[Any], str]] = None

# Set by msgraph.train.callback at import: the training Callback class, which the dataset layer's
# WaitedDSCallback (MindSpore: ``class WaitedDSCallback(Callback, DSCallback)``) takes as its first base
train_callback_base: Optional[type] = None

# How many ``vmap`` calls are running ``fn`` now (msgraph.autodiff.vmap; both modes: graph code while it is lowered).
# Ops that MindSpore 2.10 has no vmap rule for (NonZero, Unique: "all axis should be none") refuse to run inside one.
vmap_depth = [0]


# The innermost running ``vmap``'s mapped argument slices: id(slice) -> the axis it was taken along (set per call of fn).
vmap_slice_axes: list = []


def vmap_axis_of(x: Any) -> Any:
    """The axis the innermost running ``vmap`` mapped ``x`` along (``x`` one of its argument slices), else None."""
    return vmap_slice_axes[-1].get(id(x)) if vmap_slice_axes else None


def refuse_in_vmap(prim_name: str) -> None:
    """MindSpore's ValueError for a primitive without a vmap rule called in the scope of ``vmap`` (its rule fails
    for a mapped input and its infer for an unmapped one)."""
    if vmap_depth[0]:
        raise ValueError(f"For operator {prim_name}, all axis should be none, but got [0]")


def install(run_graph: Callable[..., Any], compile_graph: Optional[Callable[..., Any]] = None,
            compiled_ir_text: Optional[Callable[[Any], str]] = None) -> None:
    global _run_graph, _compile_graph, _compiled_ir_text
    _run_graph = run_graph
    if compile_graph is not None:
        _compile_graph = compile_graph
    if compiled_ir_text is not None:
        _compiled_ir_text = compiled_ir_text


def compiled_ir_text(obj: Any) -> str:
    """The IR text of ``obj``'s most recently run Graph-mode graph; "" when it has none (never compiled)."""
    return _compiled_ir_text(obj) if _compiled_ir_text is not None else ""


def run_graph(obj: Any, args: tuple, kwargs: dict) -> Any:
    """Compile-and-run ``obj`` (a Cell, jit function or grad function) in Graph mode."""
    if _run_graph is None:   # only while ``import msgraph`` itself runs, before msgraph.api is loaded
        raise RuntimeError("Graph mode is not available before `import msgraph` has finished "
                           "(msgraph.api installs it).")
    return _run_graph(obj, args, kwargs)


def compile_graph(obj: Any, args: tuple, kwargs: dict) -> Any:
    """Compile ``obj``'s Graph-mode graph for these inputs without running it."""
    if _compile_graph is None:
        raise RuntimeError("Graph mode is not available before `import msgraph` has finished "
                           "(msgraph.api installs it).")
    return _compile_graph(obj, args, kwargs)


# Cells are recognised by the front end through this protocol, not by importing nn.
def is_cell(obj: Any) -> bool:
    return getattr(type(obj), "_msgraph_cell", False)


def cell_construct(cell: Any) -> Any:
    """The ``construct`` Graph mode parses for ``cell``: a method bound to this very cell and stored on the
    instance (``setattr(net, "construct", net.other_method)``, as MindSpore's test framework does) wins over
    the class's (MindSpore compiles ``cell.construct`` as found on the object)."""
    own = getattr(cell, "__dict__", {}).get("construct")
    if own is not None and getattr(own, "__self__", None) is cell and hasattr(own, "__func__"):
        return own.__func__
    return type(cell).construct
