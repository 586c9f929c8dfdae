"""IR -> readable Python source that calls the registry's numpy implementations.

One line per IR node, each ending in ``# file:line`` of the user code it came
from.  The text is registered in ``linecache`` under a stable name, and a map from
generated line to user :class:`~msgraph.errors.SourceLoc` lets the runtime
re-raise errors at the user's line.
"""
from __future__ import annotations

import functools
import hashlib
import os
from typing import Any, Callable, Dict, List, Optional

import numpy as np

from ..errors import SourceLoc
from ..ir.analysis import last_uses, node_reads
from ..ir.builder import node_args
from ..ir.nodes import Block, Graph, Node, Struct, Value
from ..ops import bf16


class GeneratedCode:
    """Generated source, its entry function, and generated-line -> user-location map."""

    def __init__(self, source: str, filename: str, fn: Callable[..., Any], line_map: Dict[int, SourceLoc]):
        self.source = source
        self.filename = filename
        self.fn = fn
        self.line_map = line_map


def _to_bool(x: Any) -> bool:
    return bool(x)


def _weak(x: Any) -> Any:
    return x.item() if hasattr(x, "item") else x


def _raise(exc: type, msg: Any) -> None:
    raise exc(msg) if msg is not None else exc()


class PyEmitter:
    """Turns a Graph into Python source text plus a namespace of helpers."""

    def __init__(self, graph: Graph, kernel_hook: Optional[Callable[["PyEmitter", Node, List[str], str], Optional[List[str]]]] = None):
        self.g = graph
        self.lines: List[str] = []
        self.line_map: Dict[int, SourceLoc] = {}
        self.ns: Dict[str, Any] = {"_np": np, "_to_bool": _to_bool, "_weak": _weak, "_raise": _raise}
        self.names: Dict[int, str] = {}
        self.used: Dict[str, int] = {}
        self.consts: Dict[int, str] = {}
        self.kernel_hook = kernel_hook

    # -- naming -------------------------------------------------------------------------
    def name(self, v: Value) -> str:
        n = self.names.get(v.id)
        if n is None:
            base = v.name if v.name and v.name.isidentifier() and not v.name.startswith("_") else "v"
            k = self.used.get(base, 0)
            self.used[base] = k + 1
            n = self.names[v.id] = f"{base}_{k}"
        return n

    def ref(self, x: Any) -> str:
        if isinstance(x, Value):
            return self.name(x)
        return self.const(x.value)

    def const(self, value: Any) -> str:
        if value is None or type(value) in (bool, int, float, str):   # (an IntEnum member's repr is no literal)
            if isinstance(value, float) and not np.isfinite(value):
                return f"float({str(value)!r})"
            return repr(value)
        key = id(value)
        if key not in self.consts:
            nm = f"_c{len(self.consts)}"
            self.consts[key] = nm
            self.ns[nm] = value
        return self.consts[key]

    def helper(self, obj: Any, prefix: str) -> str:
        for k, v in self.ns.items():
            if v is obj and k.startswith(prefix):
                return k
        nm = f"{prefix}{sum(1 for k in self.ns if k.startswith(prefix))}"
        self.ns[nm] = obj
        return nm

    # -- emission -----------------------------------------------------------------------
    def emit(self, text: str, indent: str, loc: Optional[SourceLoc] = None, origin: str = "") -> None:
        if loc is not None:
            tail = f"  # {os.path.basename(loc.filename)}:{loc.line}"
            if origin:
                tail += f" ({origin})"
            text += tail
            self.line_map[len(self.lines) + 1] = loc
        self.lines.append(indent + text)

    def block(self, b: Block, indent: str, release: bool = False) -> None:
        """Emit ``b``'s nodes; with ``release``, drop each value after its last use.

        Generated code would otherwise keep every intermediate alive until the
        function returns: a chain of 16 MB temporaries then defeats the allocator's
        reuse and every op pays fresh page faults (PyNative frees them as it goes).
        """
        last = last_uses(b) if release else {}
        for i, n in enumerate(b.nodes):
            self.node(n, indent)
            dead = last.get(i)
            if dead:
                self.emit(f"del {', '.join(self.name(v) for v in dead)}", indent)

    def node(self, n: Node, indent: str) -> None:
        outs = [self.name(o) for o in n.outputs]
        if n.op in (Struct.IF, Struct.WHILE) and len(indent) >= 4 * OUTLINE_DEPTH:
            self.outline(n, outs, indent)
            return
        if n.op is Struct.IF:
            self.emit(f"if _to_bool({self.ref(n.inputs[0])}):", indent, n.loc, n.origin)
            for blk in n.blocks:
                self.block(blk, indent + "    ")
                for o, r in zip(outs, blk.results):
                    self.emit(f"{o} = {self.ref(r)}", indent + "    ")
                if not blk.nodes and not blk.results:
                    self.emit("pass", indent + "    ")
                if blk is n.blocks[0]:
                    self.emit("else:", indent)
            return
        if n.op is Struct.WHILE:
            cond, body = n.blocks
            for p, i in zip(body.params, n.inputs):
                self.emit(f"{self.name(p)} = {self.ref(i)}", indent)
            for cp, bp in zip(cond.params, body.params):
                self.names[cp.id] = self.name(bp)
            self.emit("while True:", indent, n.loc, n.origin)
            inner = indent + "    "
            self.block(cond, inner)
            self.emit(f"if not _to_bool({self.ref(cond.results[0])}):", inner)
            self.emit("break", inner + "    ")
            self.block(body, inner)
            tmp = [self.ref(r) for r in body.results]
            if tmp:
                self.emit(f"{', '.join(self.name(p) for p in body.params)} = {', '.join(tmp)}", inner)
            for o, p in zip(outs, body.params):
                self.emit(f"{o} = {self.name(p)}", indent)
            return
        if n.op is Struct.RAISE:
            exc = self.helper(n.attrs["exc"], "_exc")
            k = n.attrs.get("msg_input")
            msg = self.const(n.attrs.get("msg")) if k is None else self.ref(n.inputs[k])
            if n.attrs.get("conditional"):
                c = self.ref(n.inputs[0])
                test = f"not _to_bool({c})" if n.attrs.get("negate") else f"_to_bool({c})"
                self.emit(f"if {test}: _raise({exc}, {msg})", indent, n.loc, n.origin)
            else:
                self.emit(f"_raise({exc}, {msg})", indent, n.loc, n.origin)
            return
        if n.op is Struct.CALL:
            # a call to a graph of its own (recursion decided at run time): a Python function
            fn = self.callee(n.attrs["graph"])
            args = ", ".join(self.ref(i) for i in n.inputs)
            lhs = "".join(o + ", " for o in outs) + "= " if outs else ""
            self.emit(f"{lhs}{fn}({args})", indent, n.loc, n.origin)
            return
        if isinstance(n.op, Struct):
            if self.kernel_hook is not None:
                done = self.kernel_hook(self, n, outs, indent)
                if done:
                    return
            # A structural node with one block (e.g. custom-bprop region, fused group): inline its block.
            blk = n.blocks[0]
            for p, i in zip(blk.params, n.inputs):
                self.emit(f"{self.name(p)} = {self.ref(i)}", indent)
            # A fused group's temporaries die as they would in PyNative (the numpy version of an
            # O1 graph, which runs while its kernels compile, must not be slower than PyNative).
            self.block(blk, indent, release=n.op is Struct.FUSED)
            for o, r in zip(outs, blk.results):
                self.emit(f"{o} = {self.ref(r)}", indent)
            return
        self.emit(self.call_text(n, outs), indent, n.loc, n.origin)

    def callee(self, cg: Any) -> str:
        """The name of the generated function of a called graph (emitted after the entry)."""
        todo = self.__dict__.setdefault("callees", {})
        if id(cg) not in todo:
            todo[id(cg)] = (cg, f"_graph_{_ident(cg.name)}")
        return todo[id(cg)][1]

    def outline(self, n: Node, outs: List[str], indent: str) -> None:
        """Emit branch node ``n`` as a call of a function of its own (emitted after the entry, :meth:`emit_callees`),
        its free values the arguments, its outputs the results."""
        free = _free_values(n)
        todo = self.__dict__.setdefault("outlined", [])
        name = f"_nested{len(todo)}"
        todo.append((name, n, free, outs))
        lhs = "".join(o + ", " for o in outs) + "= " if outs else ""
        self.emit(f"{lhs}{name}({', '.join(self.name(v) for v in free)})", indent, n.loc, n.origin)

    def emit_callees(self) -> None:
        """``def`` each called graph (they may call each other and themselves), and each outlined branch node."""
        done: set = set()
        n_outlined = 0
        while True:
            outlined = self.__dict__.get("outlined", [])
            while n_outlined < len(outlined):
                name, n, free, outs = outlined[n_outlined]
                n_outlined += 1
                self.emit("", "")
                self.emit(f"def {name}({', '.join(self.name(v) for v in free)}):", "", n.loc)
                self.node(n, "    ")
                self.emit(f"return ({''.join(o + ', ' for o in outs)})", "    ")
            pending = [(k, v) for k, v in self.__dict__.get("callees", {}).items() if k not in done]
            if not pending:
                if n_outlined == len(self.__dict__.get("outlined", [])):
                    return
                continue
            for k, (cg, name) in pending:
                done.add(k)
                g = cg.graph
                self.emit("", "")
                self.emit(f"def {name}({', '.join(self.name(p) for p in g.params)}):", "", g.loc)
                self.block(g.block, "    ", release=True)
                res = [self.ref(r) for r in g.block.results]
                self.emit(f"return ({''.join(r + ', ' for r in res)})", "    ")

    def call_text(self, n: Node, outs: List[str]) -> str:
        prim = n.op
        fn = _bound_impl(prim, n)
        if any(o.aval is not None and o.aval.shape == () and not o.aval.weak and o.aval.dtype != object
               for o in n.outputs):
            fn = functools.partial(_array_results, fn)
        fn = self.helper(fn, f"_{_ident(prim.name)}")
        refs = [_Ref(self.ref(i)) for i in n.inputs]
        if n.structured_args:
            args = node_args(n, refs)
            arg_text = ", ".join(_render_arg(a, self) for a in args)
        else:
            arg_text = ", ".join(refs)
        call = f"{fn}({arg_text})"
        if len(outs) == 0:
            return call
        if len(outs) == 1:
            if getattr(n.opdef, "n_outputs", 1) == -1:   # a variadic op's one-element tuple (Split, Broadcast)
                return f"{outs[0]}, = {call}"
            if n.outputs[0].aval is not None and n.outputs[0].aval.weak:
                call = f"_weak({call})"
            return f"{outs[0]} = {call}"
        return f"{', '.join(outs)} = {call}"


#: nesting (in blocks of generated code) from which an ``if`` / ``while`` node is emitted as a function of its own:
#: Python refuses 100 nested blocks (IndentationError), and MindSpore 2.10 computes an ``if``/``elif`` chain of 100
#: Tensor conditions (left47/deep_elif)
OUTLINE_DEPTH = 64


def _free_values(n: Node) -> List[Value]:
    """The values node ``n`` (its inputs and its blocks, nested) reads from its scope, once each, in first-use order
    (ir.analysis.node_reads)."""
    return list({v.id: v for v in node_reads(n)}.values())


class _Ref(str):
    """A rendered reference to a value (as opposed to a constant string argument)."""


def _render_arg(a: Any, em: PyEmitter) -> str:
    if isinstance(a, _Ref):
        return a
    if isinstance(a, tuple):
        return "(" + "".join(_render_arg(x, em) + ", " for x in a) + ")"
    if isinstance(a, list):
        return "[" + ", ".join(_render_arg(x, em) for x in a) + "]"
    if isinstance(a, dict):
        return "{" + ", ".join(f"{_render_key(k, em)}: {_render_arg(v, em)}" for k, v in a.items()) + "}"
    return em.const(a)


def _render_key(k: Any, em: PyEmitter) -> str:
    """A dict key: its literal, or a constant of the code (a Tensor constant key, ``{Tensor([True]): x}``)."""
    return repr(k) if k is None or type(k) in (bool, int, float, str) or isinstance(k, tuple) else em.const(k)


def _with_results(b: Block, writes: List[Any]) -> Block:
    """``b`` whose results also hold the Parameter writes (they must outlive the body)."""
    return Block(b.params, b.nodes, list(b.results) + [v for _, v in writes])


def _bound_impl(prim: Any, n: Optional[Node] = None) -> Callable[..., Any]:
    """The callable the generated code uses for a primitive: the OpDef's impl, attrs bound.

    An elementwise impl casts its operands to the op's compute dtype on every call (``elementwise_impl``:
    a dtype-promotion lookup, ~1 us); where node ``n``'s inputs are all arrays of fully known shape
    already in that dtype -- known at compile time -- the numpy function it wraps is called directly."""
    from ..ops.registry import Primitive

    if n is not None and any(bf16.aval_is_bf16(getattr(v, "aval", None)) for v in n.inputs):
        # bfloat16 operands: computed as MindSpore's CPU kernels do (ops/bf16.py), as in PyNative
        return functools.partial(_bf16_call, prim.name, _bound_impl(prim))
    if type(prim)._impl is Primitive._impl:
        impl = prim.op.impl
        if n is not None and _operands_ready(prim.op, n):
            impl = impl.__wrapped__
        elif n is not None:
            dt = _static_compute_dtype(prim.op, n)
            if dt is not None:
                impl = functools.partial(_cast_operands_call, impl, dt, frozenset(prim.op.no_cast))
        return functools.partial(impl, **prim.attrs) if prim.attrs else impl
    return prim._impl


def _static_compute_dtype(op: Any, n: Node) -> Any:
    """The compute dtype of elementwise ``op`` at node ``n`` from its inputs' avals, when all are graph values of a
    known (strong) dtype; None otherwise.  When the graph runs, a 0-d float64 value can be a numpy scalar
    (``np.add`` of 0-d arrays returns one, so do reductions and indexing), which the run-time promotion reads as a
    weak Python float (np.float64 is a float): ``(z + a) + b`` of a float64 ``z`` and int64 ``a``, ``b`` computed
    in float32 (adapt34d/float64_scalar_promotion)."""
    promote = getattr(op, "compute_dtype", None)
    if promote is None or getattr(op.impl, "__wrapped__", None) is None or n.structured_args or not n.inputs:
        return None
    dtypes = []
    for v in n.inputs:
        a = getattr(v, "aval", None)
        if not isinstance(v, Value) or a is None or a.weak:
            return None
        dtypes.append(a.dtype)
    try:
        dt = promote(*dtypes)
    except Exception:  # noqa: BLE001 - anything unusual: the run-time promotion
        return None
    return None if dt is None else np.dtype(dt)


def _array_results(impl: Callable[..., Any], *inputs: Any, **attrs: Any) -> Any:
    """A node with a 0-d Tensor result: numpy returns a numpy scalar for it (``np.add`` of 0-d arrays, a
    reduction, an indexed element), which the next op's run-time promotion would read as a Python number (a
    weak float, np.float64 being a float): made a 0-d array (adapt34d/float64_scalar_promotion)."""
    out = impl(*inputs, **attrs)
    if isinstance(out, np.generic):
        return np.asarray(out)
    if type(out) is tuple and any(isinstance(o, np.generic) for o in out):
        return tuple(np.asarray(o) if isinstance(o, np.generic) else o for o in out)
    return out


def _cast_operands_call(impl: Callable[..., Any], dt: Any, keep: Any, *inputs: Any, **attrs: Any) -> Any:
    """``impl`` on the inputs cast to ``dt``, except the op's ``no_cast`` positions ``keep`` (as elementwise_impl)."""
    return impl(*(x if i in keep else np.asarray(x, dt) for i, x in enumerate(inputs)), **attrs)


def _bf16_call(name: str, impl: Callable[..., Any], *inputs: Any) -> Any:
    return bf16.call(name, impl, inputs, checked=True)   # (inference checked the op when the graph was built)


def _operands_ready(op: Any, n: Node) -> bool:
    """True when ``op``'s elementwise impl would cast none of ``n``'s inputs (and their shapes, all known,
    were checked by the op's inference rule when the graph was compiled)."""
    promote = getattr(op, "compute_dtype", None)
    if promote is None or getattr(op.impl, "__wrapped__", None) is None or n.structured_args or not n.inputs:
        return False
    avals = []
    for v in n.inputs:
        a = getattr(v, "aval", None)
        if not isinstance(v, Value) or a is None or a.weak or \
                not all(isinstance(d, int) and d >= 0 for d in a.shape):
            return False
        avals.append(a)
    try:
        dt = promote(*[a.dtype for a in avals])
    except Exception:  # noqa: BLE001 - anything unusual: keep the checked impl
        return False
    keep = op.no_cast
    return dt is not None and all(a.dtype == dt or i in keep for i, a in enumerate(avals))


def _ident(s: str) -> str:
    return "".join(ch if ch.isalnum() else "_" for ch in s)


def generate(graph: Graph, kernel_hook: Any = None, tag: str = "py") -> GeneratedCode:
    """Generate and load the Python function for ``graph``.

    The function takes ``(*inputs, *parameter_arrays)`` and returns
    ``(results_tuple, parameter_writes_tuple)``.
    """
    em = PyEmitter(graph, kernel_hook)
    params = [em.name(p) for p in graph.params] + [em.name(v) for _, v in graph.param_refs]
    em.emit(f"def {_ident(graph.name)}({', '.join(params)}):", "", graph.loc)
    em.block(_with_results(graph.block, graph.writes), "    ", release=True)
    res = [em.ref(r) for r in graph.block.results]
    writes = [em.ref(v) for _, v in graph.writes]
    em.emit(f"return ({''.join(r + ', ' for r in res)}), ({''.join(w + ', ' for w in writes)})", "    ")
    em.emit_callees()
    body = "\n".join(em.lines) + "\n"
    digest = hashlib.sha1(body.encode()).hexdigest()[:12]
    filename = f"<msgraph-{tag} {graph.name} {digest}>"
    from ..frontend.source import register_source

    register_source(filename, body)
    code = compile(body, filename, "exec")
    ns = dict(em.ns)
    exec(code, ns)
    return GeneratedCode(body, filename, ns[_ident(graph.name)], em.line_map)
