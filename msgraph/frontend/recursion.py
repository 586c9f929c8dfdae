"""Recursion whose depth depends on a Tensor: a graph that calls itself.

Inlining a recursive call ends when compile-time constants decide its depth (``fact(5)`` folds).
A call that repeats an active call exactly -- same function, same receiver, same constants, and
Tensors of the same shapes and dtypes -- would inline forever: its depth is decided by Tensor
values, at run time (``if x < 3: y = x * f(x + 1)``).  Such a call becomes a ``call`` node to a
graph of its own (:class:`CallGraph`), lowered once, whose body calls that graph again; the
generated Python is a function that calls itself, and autodiff differentiates the call with a
gradient graph that is recursive too (``passes/graph_call.py``).

The type of the call's result is needed while its own body is lowered.  It is found first by a
*probe*: the body is lowered with the recursive call marked pending, which ends the branch that
makes it like a ``raise`` does (``raising.py``), so the return value's type comes from the branch
that ends the recursion.  The real lowering then gives the call that type and checks that the
body returns the same.

The callee graph is closed: the values it reads from outside (Parameters, captured Tensors) become
extra inputs of every call.  A Parameter written inside it is an error (MSG408's hint says why).
"""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Tuple

import numpy as np

from ..common.tensor import Parameter, Tensor
from ..errors import CompileError
from ..ir import pytree
from ..ir.analysis import free_values
from ..ir.nodes import Block, Graph, Node, Struct, Value
from .flow import Exit, Scope
from .scope import Frame
from .symbolic import Sym, const_input, is_sym

#: Re-lowerings allowed when the body's return type differs from the probe's (a Python number
#: joined with a Tensor result becomes a 0-d value, ...).
MAX_TYPE_ROUNDS = 3


class RecursionPending(BaseException):
    """Raised by a recursive call whose result type is not known yet (caught by the branch that
    makes it).  A BaseException so that no ``except Exception`` of constant folding swallows it."""

    def __init__(self, cg: "CallGraph"):
        super().__init__(cg.name)
        self.cg = cg


class CallGraph:
    """One function lowered as a graph of its own (per function, receiver and argument types)."""

    def __init__(self, name: str, loc: Any):
        self.name = name
        self.graph = Graph(name, loc)
        self.out_tree: Any = None
        self.out_avals: Optional[List[Any]] = None
        self.lowering = False
        self.sites: List[Node] = []      # every call node to this graph (extra inputs are added to them)
        self.n_args = 0
        self.grad_graph: Any = None      # the gradient graph (passes/graph_call.py), made on demand

    def __repr__(self) -> str:
        return f"@{self.name}"


def _sig_leaf(x: Any) -> bool:
    return is_sym(x)


def signature(bound: Dict[str, Any]) -> Tuple[Any, Any]:
    """(leaves, key) of a call's bound arguments: Tensor leaves by type, everything else by value."""
    leaves, tree = pytree.flatten(tuple(bound[k] for k in sorted(bound)), _sig_leaf)
    key = (_hashable(tree), tuple((tuple(s.aval.shape), str(s.aval.dtype), bool(s.aval.weak)) for s in leaves))
    return leaves, key


def _hashable(spec: Any) -> Any:
    if isinstance(spec, (list, tuple)):
        return tuple(_hashable(s) for s in spec)
    try:
        hash(spec)
    except TypeError:
        return ("id", id(spec))
    if isinstance(spec, (np.ndarray, Tensor)):
        return ("id", id(spec))
    return (type(spec).__name__, spec)


def repeats_active(low: Any, key: Any, bound: Dict[str, Any]) -> Optional[Any]:
    """The signature key when this call repeats an active call of the same function exactly."""
    if not any(is_sym(v) or _has_sym(v) for v in bound.values()):
        return None     # constants only: inlining decides the depth
    try:
        _, sig = signature(bound)
        for entry in low.call_stack:
            if entry[0] == key and len(entry) > 2 and signature(entry[2])[1] == sig:
                return sig
    except Exception:   # an argument that cannot be compared: keep inlining (depth-limited)
        return None
    return None


#: Depth from which a recursion under a Tensor condition that differs from an active call only in the
#: values of constant Tensors runs as a graph call with those Tensors as inputs (MindSpore broadens them).
BROADEN_DEPTH = 4


def broadened_repeat(low: Any, key: Any, bound: Dict[str, Any]) -> Optional[Tuple[Any, Dict[str, Any]]]:
    """(signature, bound) of this call with its constant Tensors made graph inputs, when that repeats an
    active call of the same function so abstracted: ``f(x + 1, n)`` with ``x = Tensor([0])`` folded to
    a new constant each level and ``n`` a Tensor input would otherwise inline until MSG408."""
    def const_tensor(x: Any) -> bool:
        return is_sym(x) or isinstance(x, Tensor)

    def abstract(b: Dict[str, Any]) -> Any:
        leaves, tree = pytree.flatten(tuple(b[k] for k in sorted(b)), const_tensor)
        return (_hashable(tree), tuple((tuple(x.shape), str(x.dtype)) for x in leaves))

    try:
        if not any(_plain_const(x) for x in pytree.flatten(tuple(bound.values()), const_tensor)[0]):
            return None
        mine = abstract(bound)
        if not any(entry[0] == key and len(entry) > 2 and abstract(entry[2]) == mine for entry in low.call_stack):
            return None
    except Exception:
        return None
    new = {}
    for k, v in bound.items():
        leaves, tree = pytree.flatten(v, const_tensor)
        new[k] = pytree.unflatten(tree, [low.materialize(x) if _plain_const(x) else x for x in leaves])
    return signature(new)[1], new


def _plain_const(x: Any) -> bool:
    return isinstance(x, Tensor) and not is_sym(x) and not isinstance(x, Parameter)


def _has_sym(v: Any) -> bool:
    from .symbolic import contains_sym

    try:
        return contains_sym(v)
    except Exception:
        return False


def graph_call(low: Any, fn: Any, parsed: Any, frame: Frame, key: Any, sig: Any, bound: Dict[str, Any],
               body: Sequence[Any], loc: Any) -> Any:
    """A ``call`` node to the graph of ``fn`` for these argument types (lowered on first use)."""
    table: Dict[Any, CallGraph] = low.__dict__.setdefault("_call_graphs", {})
    cg = table.get((key, sig))
    leaves, _ = signature(bound)
    if cg is None:
        cg = table[(key, sig)] = CallGraph(f"{_ident(parsed.qualname)}_rec{len(table)}", parsed.loc())
        _lower_callee(low, cg, frame, bound, body, loc)
    elif cg.out_avals is None:
        raise RecursionPending(cg)
    node = Node(Struct.CALL, [s.value for s in leaves] + list(cg.__dict__.get("outer_free", [])),
                list(cg.out_avals), loc, attrs={"graph": cg})
    if cg.lowering:
        node.attrs["_inner"] = True
    cg.sites.append(node)
    low.b.add(node)
    outs = [Sym(o) for o in node.outputs]
    return pytree.unflatten(cg.out_tree, outs)


def _lower_callee(low: Any, cg: CallGraph, frame: Frame, bound: Dict[str, Any], body: Sequence[Any],
                  loc: Any) -> None:
    """Lower the body of the callee as ``cg.graph`` (probe for the result type, then for real)."""
    leaves, tree = pytree.flatten(tuple(bound[k] for k in sorted(bound)), _sig_leaf)
    names = sorted(bound)
    out_tree = out_avals = None
    for _ in range(MAX_TYPE_ROUNDS + 1):
        cg.out_tree, cg.out_avals = out_tree, out_avals
        result = _lower_body(low, cg, frame, names, leaves, tree, body, probe=out_avals is None)
        if result is None:
            raise low.error("MSG408", loc, func=cg.name.rsplit("_rec", 1)[0],
                            chain="it calls itself on every path, so it never returns")
        blk, r_tree, r_leaves = result
        new_avals = [v.aval for v in r_leaves]
        if out_avals is not None and r_tree == out_tree and _same(new_avals, out_avals):
            break
        out_tree, out_avals = r_tree, new_avals
    else:
        raise CompileError(f"the result type of the recursive function '{cg.name}' does not settle "
                           f"(last: {out_avals}).", loc, hint="return the same type on every path")
    _close(cg, blk, r_leaves, len(leaves))


def _lower_body(low: Any, cg: CallGraph, frame: Frame, names: List[str], leaves: List[Any], tree: Any,
                body: Sequence[Any], probe: bool) -> Optional[Tuple[Block, Any, List[Value]]]:
    blk = Block(params=[Value(s.aval, name=s.value.name or "a") for s in leaves])
    syms = [Sym(p) for p in blk.params]
    values = pytree.unflatten(tree, syms)
    saved_env, saved_state = dict(frame.env), dict(low.param_state)
    saved_cf, saved_loc, saved_blocks = low.tensor_cf, low.b.loc, list(low.b.blocks)
    frame.env.update(dict(zip(names, values)))
    low.b.blocks[:] = [blk]   # a graph of its own: no values of the caller's blocks
    low.tensor_cf = 1          # reached only when the graph runs: a raise in it raises then
    cg.lowering = True
    try:
        try:
            kind, value = low.run(frame, list(body), Scope.FUNCTION)
        except RecursionPending as p:
            if p.cg is not cg:
                raise
            return None
        if kind is Exit.RAISE:
            return None
        value = value if kind is Exit.RETURN else None
        changed = [p for pid, (p, s) in low.param_state.items()
                   if pid not in saved_state or saved_state[pid][1] is not s]
        written = [p for p in changed if s_entry_differs(low, p)]
        if written:
            raise CompileError(f"a function that calls itself to a depth decided by a Tensor assigns "
                               f"'{getattr(written[0], 'name', 'a Tensor')}'.", low.b.loc,
                               hint="return the new value and assign it outside the recursion")
        r_leaves, r_tree = pytree.flatten(value, lambda x: is_sym(x) or isinstance(x, (Tensor, bool, int, float,
                                                                                         np.number)))
        vals = [low.materialize(x).value if not is_sym(x) else x.value for x in r_leaves]
        blk.results = list(vals)
        return blk, r_tree, vals
    finally:
        cg.lowering = False
        frame.env = saved_env
        low.param_state = saved_state
        low.tensor_cf, low.b.loc = saved_cf, saved_loc
        low.b.blocks[:] = saved_blocks


def s_entry_differs(low: Any, p: Any) -> bool:
    st = low.param_state.get(id(p))
    if st is None:
        return False
    entry = low.param_entries.get(id(p))
    return entry is None or st[1].value is not entry.value


def _same(a: List[Any], b: List[Any]) -> bool:
    return len(a) == len(b) and all(x.shape == y.shape and x.dtype == y.dtype and bool(x.weak) == bool(y.weak)
                                    for x, y in zip(a, b))


def _close(cg: CallGraph, blk: Block, results: List[Value], n_args: int) -> None:
    """Make the callee graph closed: the outer values it reads become parameters of it, passed
    by every call (inside it: its own parameter)."""
    fvs = free_values(blk)
    inner = [Value(v.aval, name=v.name or "fv") for v in fvs]
    blk.params.extend(inner)
    sub = {v.id: q for v, q in zip(fvs, inner)}
    _substitute(blk, sub)
    g = cg.graph
    g.params = list(blk.params)
    g.block = Block([], blk.nodes, blk.results)
    g.out_tree = cg.out_tree
    cg.n_args = n_args
    cg.outer_free = list(fvs)
    for site in cg.sites:
        site.set_inputs(list(site.inputs) + (inner if site.attrs.pop("_inner", False) else list(fvs)))
    cg.sites = []


def _substitute(b: Block, sub: Dict[int, Any]) -> None:
    for n in b.nodes:
        if any(isinstance(i, Value) and i.id in sub for i in n.inputs):
            n.set_inputs([sub.get(i.id, i) if isinstance(i, Value) else i for i in n.inputs])
        for inner in n.blocks:
            _substitute(inner, sub)
    b.results = [sub.get(r.id, r) if isinstance(r, Value) else r for r in b.results]


def catch_pending(thunk: Any) -> Tuple[Exit, Any]:
    """Run a branch; a pending recursive call ends it like a raise (the probe of its type)."""
    try:
        return thunk()
    except RecursionPending:
        return Exit.RAISE, None


def _ident(s: str) -> str:
    return "".join(ch if ch.isalnum() else "_" for ch in s) or "f"


__all__ = ["CallGraph", "RecursionPending", "graph_call", "repeats_active", "catch_pending", "const_input"]
