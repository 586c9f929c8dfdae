"""Whole-graph mode: a small graph with control flow as ONE Numba nopython function.

A Tensor ``while``/``if`` run by generated Python costs Python dispatch per iteration.  When a
graph has control flow and at most :data:`WHOLE_MAX_NODES` nodes, this module writes the whole
graph as one ``@njit`` function: loops are loops, fused groups and single ops are the kernels
of :mod:`msgraph.codegen.numba_cpu` called from it (Numba inlines them), so an iteration costs
nanoseconds.  Anything it cannot express raises :class:`Unsupported` and the graph is compiled
per kernel instead.
"""
from __future__ import annotations

from typing import Any, Callable, Dict, List, Optional

import numpy as np

from ..ir.analysis import is_elementwise, kernel_aval, reduction_info
from ..ir.nodes import Node, Struct, Value
from .kernel_expr import ident, loc_comment, plain_matmul, register_lowering, typed_literal
from .numba_cpu import KernelSpec, Param, fused_kernel, single_kernel


class Unsupported(Exception):
    """The graph has something whole-graph mode can't express (it then runs per kernel)."""


#: Graphs with more nodes than this are compiled per kernel even with control flow.
WHOLE_MAX_NODES = 400


def whole_eligible(graph: Any) -> bool:
    """Control flow present (a Tensor ``while``/``if``) and small enough to be one function."""
    count = 0
    has_cf = False
    for n in graph.walk():
        count += 1
        if n.op in (Struct.WHILE, Struct.IF):
            has_cf = True
    return has_cf and count <= WHOLE_MAX_NODES


class EntrySpec:
    """The whole-graph nopython function (compiled like a kernel)."""

    def __init__(self, name: str, params: List[Param], parallel: bool):
        self.name = name
        self.params = params
        self.parallel = parallel

    numba_signature = KernelSpec.numba_signature


class WholeGraph:
    """Nopython source for a whole graph: kernels for its nodes, loops as loops."""

    def __init__(self, graph: Any, tag: str):
        self.graph = graph
        self.tag = tag
        self.specs: List[KernelSpec] = []
        self.names: Dict[int, str] = {}
        self.lines: List[str] = []
        self._is_ew = is_elementwise
        self._red = reduction_info
        params: List[Param] = []
        for v in list(graph.params) + [v for _, v in graph.param_refs]:
            a = v.aval
            if a is None or a.weak or not _ok_value(v):
                raise Unsupported(f"input {v!r} has no static numeric shape")
            kind = "scalar" if a.ndim == 0 else "array"
            params.append(Param(self.name(v), kind, a.dtype, a.shape, v))
        self.params = params
        self.block(graph.block, "    ")
        results = [self.ref(r) for r in graph.block.results] + [self.ref(v) for _, v in graph.writes]
        self.n_results = len(graph.block.results)
        self.result_vals = list(graph.block.results) + [v for _, v in graph.writes]
        parallel = any(s.parallel for s in self.specs)
        self.entry_name = f"g_{tag}"
        head = [f"# whole graph {graph.name!r} as one nopython function",
                '@njit(cache=True, nogil=True, error_model="numpy")',
                f"def {self.entry_name}({', '.join(p.name for p in params)}):"]
        ret = "    return (" + "".join(r + ", " for r in results) + ")"
        self.entry_source = "\n".join(head + self.lines + [ret]) + "\n"
        self.entry_specs = [EntrySpec(self.entry_name, params, parallel)]

    # -- naming --------------------------------------------------------------------------
    def name(self, v: Value) -> str:
        n = self.names.get(v.id)
        if n is None:
            base = ident(v.name) if v.name and v.name.isidentifier() else "v"
            n = self.names[v.id] = f"{base}_{len(self.names)}"
        return n

    def ref(self, x: Any) -> str:
        if isinstance(x, Value):
            if x.id not in self.names:
                raise Unsupported(f"{x!r} is read before it is defined")
            return self.names[x.id]
        v = x.value
        a = x.aval
        if isinstance(v, (bool, int, float, np.generic)) or (isinstance(v, np.ndarray) and v.ndim == 0):
            dt = a.dtype if a is not None and not a.weak else np.asarray(v).dtype
            return typed_literal(np.asarray(v).item(), dt)
        raise Unsupported("constant arrays in results")

    # -- emission ------------------------------------------------------------------------------
    def block(self, b: Any, ind: str) -> None:
        for n in b.nodes:
            self.node(n, ind)

    def node(self, n: Node, ind: str) -> None:
        outs = [self.name(o) for o in n.outputs]
        cm = loc_comment(n)
        if n.op is Struct.FUSED:
            spec = fused_kernel(n, f"k{len(self.specs)}_{self.tag}", scalar0d=True, parallel=False)
            self._call(spec, outs, ind, cm)
            return
        if n.op is Struct.IF:
            self.lines.append(f"{ind}if {self.ref(n.inputs[0])}:{cm}")
            for k, blk in enumerate(n.blocks):
                if k == 1:
                    self.lines.append(f"{ind}else:")
                self.block(blk, ind + "    ")
                for o, r in zip(outs, blk.results):
                    self.lines.append(f"{ind}    {o} = {self.ref(r)}")
                if not blk.nodes and not blk.results:
                    self.lines.append(f"{ind}    pass")
            return
        if n.op is Struct.WHILE:
            cond, body = n.blocks
            for p, i in zip(body.params, n.inputs):
                self.lines.append(f"{ind}{self.name(p)} = {self.ref(i)}")
            for cp, bp in zip(cond.params, body.params):
                self.names[cp.id] = self.name(bp)
            self.lines.append(f"{ind}while True:{cm}")
            inner = ind + "    "
            self.block(cond, inner)
            self.lines.append(f"{inner}if not {self.ref(cond.results[0])}:")
            self.lines.append(f"{inner}    break")
            self.block(body, inner)
            if body.results:
                tmp = [self.ref(r) for r in body.results]
                self.lines.append(f"{inner}{', '.join(self.name(p) for p in body.params)} = {', '.join(tmp)}")
            for o, p in zip(outs, body.params):
                self.lines.append(f"{ind}{o} = {self.name(p)}")
            return
        if isinstance(n.op, Struct):
            raise Unsupported(f"structural node {n.name}")
        if not all(_ok_value(o) for o in n.outputs):
            raise Unsupported(f"{n.name} has outputs without a static numeric type")
        if self._is_ew(n) or self._red(n) is not None:
            spec = single_kernel(n, f"k{len(self.specs)}_{self.tag}", scalar0d=True)
            self._call(spec, outs, ind, cm)
            return
        rule = LOWERINGS.get(n.opdef.name) if n.opdef is not None else None
        text = rule(self, n, outs) if rule is not None else None
        if text is None:
            raise Unsupported(f"op {n.name}")
        self.lines.append(f"{ind}{text}{cm}")

    def _call(self, spec: KernelSpec, outs: List[str], ind: str, cm: str) -> None:
        self.specs.append(spec)
        args = []
        for p in spec.params:
            if isinstance(p.source, Value):
                args.append(self.ref(p.source))
            else:
                raise Unsupported("constant array operands")
        if any(p.kind == "weak" for p in spec.params):
            raise Unsupported("Python-scalar operands")
        lhs = ", ".join(outs)
        self.lines.append(f"{ind}{lhs} = {spec.name}({', '.join(args)}){cm}")

    # -- the Python side ----------------------------------------------------------------------
    def python_code(self, level: str) -> Any:
        """The Python entry: feeds scalars, calls the nopython function, types 0-d results."""
        import hashlib

        from .python import GeneratedCode
        from ..frontend.source import register_source

        args = [p.name for p in self.params]
        call_args = [f"_np.{'bool_' if p.dtype.kind == 'b' else p.dtype.name}({p.name})"
                     if p.kind == "scalar" else p.name for p in self.params]
        outs = []
        for k, v in enumerate(self.result_vals):
            a = getattr(v, "aval", None)
            if isinstance(v, Value) and a is not None and a.ndim == 0:
                outs.append(f"_np.{a.dtype.name if a.dtype.kind != 'b' else 'bool_'}(_r[{k}])")
            else:
                outs.append(f"_r[{k}]")
        res, writes = outs[:self.n_results], outs[self.n_results:]
        fname = ident(self.graph.name) or "graph"
        lines = [f"def {fname}({', '.join(args)}):",
                 f"    _r = _{self.entry_name}({', '.join(call_args)})",
                 f"    return ({''.join(r + ', ' for r in res)}), ({''.join(w + ', ' for w in writes)})"]
        body = "\n".join(lines) + "\n"
        digest = hashlib.sha1(body.encode()).hexdigest()[:12]
        filename = f"<msgraph-{level}-whole {self.graph.name} {digest}>"
        register_source(filename, body)
        ns: Dict[str, Any] = {"_np": np}
        exec(compile(body, filename, "exec"), ns)
        line_map = {}
        if self.graph.loc is not None:
            line_map = {1: self.graph.loc, 2: self.graph.loc}
        return GeneratedCode(body, filename, ns[fname], line_map)

    def bind(self, ns: Dict[str, Any], kernels: Dict[str, Any]) -> None:
        from ..runtime.numba_env import serialized

        fn = kernels[self.entry_name]
        ns[f"_{self.entry_name}"] = serialized(fn) if self.entry_specs[0].parallel else fn


#: Whole-graph mode's per-op rules for nodes other than kernels and control flow:
#: ``rule(whole_graph, node, outs) -> str | None`` (the statement; None: unsupported here).
LOWERINGS: Dict[str, Callable[..., Optional[str]]] = {}


@register_lowering("MatMul", LOWERINGS)
def _lower_matmul(wg: WholeGraph, n: Node, outs: List[str]) -> Optional[str]:
    if not plain_matmul(n):
        return None
    a, b = (wg.ref(i) for i in n.inputs)
    a = f"{a}.T" if n.op.attrs.get("transpose_a") else a
    b = f"{b}.T" if n.op.attrs.get("transpose_b") else b
    return f"{outs[0]} = np.dot({a}, {b})"


def _ok_value(v: Value) -> bool:
    return kernel_aval(v.aval)
