"""Stable, readable text form of the IR.

Values are renumbered in order of appearance and keep the user's variable names
(``%x``, ``%x.1`` for the second value named x), so the text does not depend on
global counters and golden files stay stable.
"""
from __future__ import annotations

import os
from typing import Dict, List

from .nodes import Block, Const, Graph, Node, Struct, Value
from .pytree import render


class _Namer:
    def __init__(self) -> None:
        self.names: Dict[int, str] = {}
        self.used: Dict[str, int] = {}
        self.counter = 0

    def __call__(self, v: object) -> str:
        if isinstance(v, Const):
            return repr(v)
        assert isinstance(v, Value)
        if v.id not in self.names:
            base = v.name or ""
            if base:
                k = self.used.get(base, 0)
                self.used[base] = k + 1
                name = base if k == 0 else f"{base}.{k}"
            else:
                name = str(self.counter)
                self.counter += 1
            self.names[v.id] = "%" + name
        return self.names[v.id]


def _state_kind(p: object) -> str:
    """How a piece of graph state is printed: a Parameter, or a plain Tensor constant written in place (left38)."""
    return "Tensor" if type(p).__name__ == "Tensor" else "Parameter"


def _loc(n: Node, with_loc: bool) -> str:
    if not with_loc or n.loc is None:
        return ""
    tail = f"  # {os.path.basename(n.loc.filename)}:{n.loc.line}"
    if n.origin:
        tail += f" ({n.origin})"
    return tail


def _attrs(n: Node) -> str:
    attrs = dict(getattr(n.op, "attrs", {}) or {})
    attrs.update({k: v for k, v in n.attrs.items() if not k.startswith("_")})
    if not attrs:
        return ""
    return "<" + ", ".join(f"{k}={_short(v)}" for k, v in attrs.items()) + ">"


def _short(v: object) -> str:
    if callable(v) and hasattr(v, "__name__"):
        return getattr(v, "__qualname__", v.__name__)
    if isinstance(v, type):
        return v.__name__
    s = repr(v)
    return s if len(s) < 60 else s[:57] + "..."


def _block(b: Block, namer: _Namer, indent: str, out: List[str], with_loc: bool, results: bool = True) -> None:
    for n in b.nodes:
        _node(n, namer, indent, out, with_loc)
    if b.results and results:
        out.append(f"{indent}yield {', '.join(namer(r) for r in b.results)}")


def _node(n: Node, namer: _Namer, indent: str, out: List[str], with_loc: bool) -> None:
    outs = ", ".join(f"{namer(o)}: {o.aval}" for o in n.outputs)
    lhs = f"{outs} = " if n.outputs else ""
    args = ", ".join(namer(i) for i in n.inputs)
    if n.op is Struct.IF:
        out.append(f"{indent}{lhs}if {args} {{{_loc(n, with_loc)}")
        _block(n.blocks[0], namer, indent + "  ", out, with_loc)
        out.append(f"{indent}}} else {{")
        _block(n.blocks[1], namer, indent + "  ", out, with_loc)
        out.append(f"{indent}}}")
    elif n.op is Struct.WHILE:
        cond, body = n.blocks
        params = ", ".join(namer(p) for p in body.params)
        out.append(f"{indent}{lhs}while ({params}) = ({args}) {{{_loc(n, with_loc)}")
        cparams = ", ".join(namer(p) for p in cond.params)
        out.append(f"{indent}  cond({cparams}):")
        _block(cond, namer, indent + "    ", out, with_loc)
        out.append(f"{indent}  body:")
        _block(body, namer, indent + "    ", out, with_loc)
        out.append(f"{indent}}}")
    elif isinstance(n.op, Struct) and n.blocks:
        params = ", ".join(namer(p) for p in n.blocks[0].params)
        out.append(f"{indent}{lhs}{n.name}{_attrs(n)}({args}) {{ ({params}) ->{_loc(n, with_loc)}")
        for b in n.blocks:
            _block(b, namer, indent + "  ", out, with_loc)
        out.append(f"{indent}}}")
    else:
        out.append(f"{indent}{lhs}{n.name}{_attrs(n)}({args}){_loc(n, with_loc)}")


def format_graph(g: Graph, with_loc: bool = True) -> str:
    """The text form of a graph (``str(graph)``)."""
    namer = _Namer()
    params = ", ".join(f"{namer(p)}: {p.aval}" for p in g.params)
    head = f"graph {g.name}({params}) {{"
    if with_loc and g.loc is not None:
        head += f"  # {os.path.basename(g.loc.filename)}:{g.loc.line}"
    out = [head]
    for p, v in g.param_refs:
        out.append(f"  {namer(v)}: {v.aval} = load {_state_kind(p)}({getattr(p, 'name', None)!r})")
    # The graph's results are printed once, by ``return`` (with the structure of the Python value).
    _block(g.block, namer, "  ", out, with_loc, results=False)
    for p, v in g.writes:
        out.append(f"  store {_state_kind(p)}({getattr(p, 'name', None)!r}) <- {namer(v)}")
    results = list(g.block.results)
    if g.n_extra:
        results, extra = results[:len(results) - g.n_extra], results[len(results) - g.n_extra:]
        out.append(f"  store containers <- {', '.join(namer(r) for r in extra)}")
    out.append(f"  return {render(g.out_tree, [namer(r) for r in results])}")
    out.append("}")
    return "\n".join(out)
