"""Graphviz DOT export of the IR: ``to_dot(graph) -> str``.

The picture follows the text form (:mod:`msgraph.ir.printer`): the same value names
(``%x``, ``%x.1``), one box per node labelled like its text line, an edge from each
value's producer to each node that reads it.  Structured control flow is drawn as
nested clusters:

* an ``if`` node is a cluster with a ``then`` and an ``else`` sub-cluster; each branch
  ends in a ``yield`` box whose dashed edge goes to the ``if`` join box, which defines
  the node's outputs;
* a ``while`` node is a cluster with ``cond`` and ``body`` sub-clusters whose loop-carried
  parameters (ellipses) receive the initial values (dashed edges); the ``while`` join box
  gets the condition and the body's yields and defines the values after the loop;
* other structural nodes (``fused``, ``custom_bprop``, ``grad`` before autodiff expands it)
  are one cluster holding their block.

Graph inputs are light-blue ellipses, Parameters read by the graph gold cylinders,
Parameter writes salmon boxes, and backward nodes (those with an origin such as
``gradient of line 12``) are shaded grey.  Render with Graphviz::

    dot -Tpng graph.dot -o graph.png         # or msgraph.ir.dot.render(text, "graph.png")

``to_dot`` accepts a :class:`~msgraph.ir.nodes.Graph`, a compiled executable (it has a
``graph``) or a jit function (the most recently used compiled signature).
"""
from __future__ import annotations

import os
import shutil
import subprocess
from typing import Any, Dict, List, Optional

from .nodes import Block, Const, Graph, Node, Struct, Value
from .printer import _attrs, _block as _print_block, _Namer

__all__ = ["to_dot", "render", "have_graphviz"]

_FILL = {
    "input": "#dbeafe",
    "param": "#fde68a",
    "write": "#fecaca",
    "effect": "#fecaca",
    "backward": "#e5e7eb",
    "node": "#ffffff",
    "join": "#ede9fe",
    "yield": "#f3f4f6",
    "return": "#bbf7d0",
}


def _esc(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\l") + "\\l"


def _as_graph(obj: Any) -> Graph:
    if isinstance(obj, Graph):
        return obj
    g = getattr(obj, "graph", None)
    if isinstance(g, Graph):
        return g
    jf = getattr(obj, "jf", obj)           # a bound jit method wraps its JitFunction
    last = getattr(jf, "_last", None)
    if last is not None and isinstance(getattr(last, "graph", None), Graph):
        return last.graph
    raise TypeError(f"to_dot expects an IR Graph, a compiled executable or a jit function that has run, "
                    f"got {type(obj).__name__}.")


class _DotWriter:
    def __init__(self, graph: Graph, with_loc: bool, with_types: bool):
        self.g = graph
        self.with_loc = with_loc
        self.with_types = with_types
        self.namer = _Namer()
        # Name every value in the printer's order, so the picture says %x.1 where the text does.
        for p in graph.params:
            self.namer(p)
        for _, v in graph.param_refs:
            self.namer(v)
        _print_block(graph.block, self.namer, "", [], False)
        self.lines: List[str] = []
        self.edges: List[str] = []
        self.ids: Dict[int, str] = {}      # Value.id -> DOT node id of its producer
        self.count = 0

    # -- helpers --------------------------------------------------------------------------
    def new_id(self, prefix: str = "n") -> str:
        self.count += 1
        return f"{prefix}{self.count}"

    def emit(self, indent: str, text: str) -> None:
        self.lines.append(indent + text)

    def box(self, indent: str, nid: str, label: str, shape: str = "box", fill: str = "node",
            extra: str = "") -> None:
        style = "filled" if shape not in ("box",) else "rounded,filled"
        self.emit(indent, f'{nid} [label="{_esc(label)}", shape={shape}, style="{style}", '
                          f'fillcolor="{_FILL[fill]}"{extra}];')

    def edge(self, indent: str, src: str, dst: str, dashed: bool = False, constraint: bool = True) -> None:
        attrs = []
        if dashed:
            attrs.append("style=dashed")
        if not constraint:
            attrs.append("constraint=false")
        tail = f" [{', '.join(attrs)}]" if attrs else ""
        # Edges go at top level: naming a node inside a cluster would make it a member.
        self.edges.append(f"  {src} -> {dst}{tail};")

    def typed(self, v: Value) -> str:
        name = self.namer(v)
        return f"{name}: {v.aval}" if self.with_types and v.aval is not None else name

    def loc(self, n: Node) -> str:
        if not self.with_loc or n.loc is None:
            return ""
        tail = f"{os.path.basename(n.loc.filename)}:{n.loc.line}"
        if n.origin:
            tail += f" ({n.origin})"
        return "\n" + tail

    def value_edges(self, indent: str, inputs: List[Any], dst: str, dashed: bool = False) -> None:
        seen = set()
        for i in inputs:
            if isinstance(i, Value):
                src = self.ids.get(i.id)
                if src is not None and src not in seen:
                    seen.add(src)
                    self.edge(indent, src, dst, dashed=dashed)

    def define(self, v: Value, nid: str) -> None:
        self.ids[v.id] = nid

    # -- graph ------------------------------------------------------------------------------
    def write(self, name: Optional[str]) -> str:
        g = self.g
        title = name or g.name
        self.emit("", f'digraph "{title}" {{')
        head = f"graph {g.name}"
        if self.with_loc and g.loc is not None:
            head += f"  ({os.path.basename(g.loc.filename)}:{g.loc.line})"
        self.emit("  ", f'label="{_esc(head)}"; labelloc=t; labeljust=l; fontname="Helvetica";')
        self.emit("  ", 'node [fontname="Courier", fontsize=10]; edge [color="#4b5563", arrowsize=0.7];')
        self.emit("  ", "rankdir=TB;")
        for p in g.params:
            nid = self.new_id("in")
            self.box("  ", nid, "input " + self.typed(p), shape="ellipse", fill="input")
            self.define(p, nid)
        for p, v in g.param_refs:
            nid = self.new_id("p")
            self.box("  ", nid, f"Parameter {getattr(p, 'name', None)!r}\n{self.typed(v)}", shape="cylinder", fill="param")
            self.define(v, nid)
        self.block(g.block, "  ")
        for p, v in g.writes:
            nid = self.new_id("w")
            self.box("  ", nid, f"store Parameter {p.name!r}", fill="write")
            self.value_edges("  ", [v], nid)
        ret = self.new_id("ret")
        from .pytree import render as render_tree

        results = g.block.results
        text = render_tree(g.out_tree, [self.namer(r) for r in results]) if g.out_tree is not None else \
            ", ".join(self.namer(r) for r in results)
        self.box("  ", ret, f"return {text}", shape="box", fill="return")
        self.value_edges("  ", results, ret)
        self.lines.extend(self.edges)
        self.emit("", "}")
        return "\n".join(self.lines) + "\n"

    def block(self, b: Block, indent: str) -> None:
        for n in b.nodes:
            self.node(n, indent)

    def label(self, n: Node) -> str:
        outs = ", ".join(self.typed(o) for o in n.outputs)
        args = ", ".join(self.namer(i) for i in n.inputs)
        lhs = f"{outs} =\n  " if n.outputs else ""
        return f"{lhs}{n.name}{_attrs(n)}({args}){self.loc(n)}"

    def node(self, n: Node, indent: str) -> None:
        if isinstance(n.op, Struct) and n.blocks:
            self.struct(n, indent)
            return
        nid = self.new_id()
        fill = "backward" if n.origin else "effect" if n.is_effect else "node"
        self.box(indent, nid, self.label(n), fill=fill)
        self.value_edges(indent, n.inputs, nid)
        for o in n.outputs:
            self.define(o, nid)

    def block_cluster(self, b: Block, indent: str, title: str, entry: List[Any], own: bool = True) -> Optional[str]:
        """Draw a block (as a cluster of its own when ``own``); ``entry`` values feed its parameters.
        Returns its yield box."""
        inner = indent
        if own:
            cid = self.new_id("cluster_")
            self.emit(indent, f"subgraph {cid} {{")
            inner = indent + "  "
            self.emit(inner, f'label="{title}"; style="rounded,dashed"; color="#6b7280"; fontname="Helvetica";')
        for k, p in enumerate(b.params):
            pid = self.new_id("bp")
            init = entry[k] if k < len(entry) else None
            text = self.typed(p) + (f"\n(starts as {init!r})" if isinstance(init, Const) else "")
            self.box(inner, pid, text, shape="ellipse", fill="input")
            if init is not None:
                self.value_edges(inner, [init], pid, dashed=True)
            self.define(p, pid)
        self.block(b, inner)
        yid = None
        if b.results:
            yid = self.new_id("y")
            self.box(inner, yid, "yield " + ", ".join(self.namer(r) for r in b.results), fill="yield")
            self.value_edges(inner, b.results, yid)
        if own:
            self.emit(indent, "}")
        return yid

    def struct(self, n: Node, indent: str) -> None:
        cid = self.new_id("cluster_")
        self.emit(indent, f"subgraph {cid} {{")
        inner = indent + "  "
        where = self.loc(n).strip()
        title = f"{n.name}{'  ' + where if where else ''}"
        self.emit(inner, f'label="{_esc(title)}"; style="rounded"; color="#7c3aed"; fontname="Helvetica";')
        if n.op is Struct.IF:
            yields = [self.block_cluster(n.blocks[0], inner, "then", []),
                      self.block_cluster(n.blocks[1], inner, "else", [])]
            cond_inputs = n.inputs
        elif n.op is Struct.WHILE:
            cond, body = n.blocks
            yields = [self.block_cluster(cond, inner, "cond (loop test)", list(n.inputs)),
                      self.block_cluster(body, inner, "body", list(n.inputs))]
            cond_inputs = []
        else:
            single = len(n.blocks) == 1      # fused, grad, custom_bprop: the block fills the cluster
            yields = [self.block_cluster(b, inner, f"{n.name} block {k}", list(n.inputs), own=not single)
                      for k, b in enumerate(n.blocks)]
            cond_inputs = []
        jid = self.new_id("j")
        outs = ", ".join(self.typed(o) for o in n.outputs)
        args = ", ".join(self.namer(i) for i in n.inputs)
        head = {Struct.IF: f"if {args}", Struct.WHILE: f"while ({args})"}.get(n.op, f"{n.name}({args})")
        label = f"{outs} =\n  end of {head}" if outs else f"end of {head}"
        self.box(inner, jid, label, shape="box", fill="backward" if n.origin else "join")
        self.value_edges(inner, cond_inputs, jid)
        for y in yields:
            if y is not None:
                self.edge(inner, y, jid, dashed=True)
        for o in n.outputs:
            self.define(o, jid)
        self.emit(indent, "}")


def to_dot(graph: Any, *, name: Optional[str] = None, with_loc: bool = True, with_types: bool = True) -> str:
    """The Graphviz DOT text of an IR graph (or of a compiled executable / jit function).

    ``with_loc`` adds the ``file:line`` of each node, ``with_types`` the shape and dtype of
    each value; turn them off for a smaller picture.
    """
    return _DotWriter(_as_graph(graph), with_loc, with_types).write(name)


def have_graphviz() -> bool:
    """Whether Graphviz's ``dot`` program is on PATH."""
    return shutil.which("dot") is not None


def render(dot_text: str, path: str, fmt: Optional[str] = None, timeout: float = 60.0) -> bool:
    """Render DOT text to ``path`` with Graphviz (format from the extension, e.g. .png/.svg).

    Returns False, writing nothing, when the ``dot`` program is not installed.
    """
    exe = shutil.which("dot")
    if exe is None:
        return False
    fmt = fmt or (os.path.splitext(path)[1].lstrip(".") or "png")
    subprocess.run([exe, f"-T{fmt}", "-o", path], input=dot_text.encode("utf-8"), check=True,
                   timeout=timeout, capture_output=True)
    return True
