"""Facts about IR that several stages need: what a block reads, last uses, cloning, op classes.

One implementation each, shared by autodiff, fusion and the code generators.
"""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Set

import numpy as np

from ..common.aval import Aval
from .nodes import Block, Node, Struct, Value, flatten_args, is_input, map_arg


# ---------------------------------------------------------------------------------------
# reads
# ---------------------------------------------------------------------------------------

def free_values(b: Block) -> List[Value]:
    """Outer values a block reads (in first-use order)."""
    defined: Set[int] = {p.id for p in b.params}
    seen: Set[int] = set()
    out: List[Value] = []

    def visit(blk: Block) -> None:
        for p in blk.params:
            defined.add(p.id)
        for n in blk.nodes:
            for i in n.inputs:
                if isinstance(i, Value) and i.id not in defined and i.id not in seen:
                    seen.add(i.id)
                    out.append(i)
            for sub in n.blocks:
                visit(sub)
            for o in n.outputs:
                defined.add(o.id)
        for r in blk.results:
            if isinstance(r, Value) and r.id not in defined and r.id not in seen:
                seen.add(r.id)
                out.append(r)

    visit(b)
    return out


def node_reads(n: Node) -> List[Value]:
    """Values ``n`` reads from its scope: its inputs, then what its blocks read from outside."""
    out = [i for i in n.inputs if isinstance(i, Value)]
    for b in n.blocks:
        out.extend(free_values(b))
    return out


def used_ids(n: Node, into: Set[int]) -> None:
    """Ids of the Values ``n`` reads, nested blocks included."""
    for x in n.inputs:
        if isinstance(x, Value):
            into.add(x.id)
    for b in n.blocks:
        for r in b.results:
            if isinstance(r, Value):
                into.add(r.id)
        for m in b.nodes:
            used_ids(m, into)


def last_uses(b: Block) -> Dict[int, List[Value]]:
    """node index -> the outputs of ``b``'s nodes that are dead after that node.

    Values the block returns stay alive; a value no node reads dies where it is made.
    """
    keep = {r.id for r in b.results if isinstance(r, Value)}
    last: Dict[int, int] = {}
    for i, n in enumerate(b.nodes):
        used: Set[int] = set()
        used_ids(n, used)
        for vid in used:
            last[vid] = i
    out: Dict[int, List[Value]] = {}
    for i, n in enumerate(b.nodes):
        for o in n.outputs:
            if o.id not in keep:
                out.setdefault(last.get(o.id, i), []).append(o)
    return out


# ---------------------------------------------------------------------------------------
# cloning
# ---------------------------------------------------------------------------------------

def _lookup(mapping: Dict[int, Any], x: Any) -> Any:
    while isinstance(x, Value) and x.id in mapping:
        x = mapping[x.id]
    return x


def clone_nodes(nodes: Sequence[Node], mapping: Dict[int, Any]) -> List[Node]:
    """Deep-copy nodes (and their blocks), renaming values through ``mapping`` (updated)."""
    out = []
    for n in nodes:
        blocks = [clone_block(b, mapping) for b in n.blocks]
        args = [map_arg(a, lambda i: _lookup(mapping, i)) for a in n.args]
        new = Node(n.op, args, [o.aval for o in n.outputs], n.loc, dict(n.attrs), blocks, [o.name for o in n.outputs])
        new.origin = n.origin
        for o, no in zip(n.outputs, new.outputs):
            mapping[o.id] = no
        out.append(new)
    return out


def clone_block(b: Block, mapping: Dict[int, Any]) -> Block:
    """Deep-copy a block with fresh parameters (``mapping`` gets old id -> new value)."""
    params = [Value(p.aval, p.name) for p in b.params]
    for p, q in zip(b.params, params):
        mapping[p.id] = q
    nodes = clone_nodes(b.nodes, mapping)
    return Block(params, nodes, [_lookup(mapping, r) for r in b.results])


# ---------------------------------------------------------------------------------------
# op classification
# ---------------------------------------------------------------------------------------

def is_pure(n: Node) -> bool:
    """A node computed from its inputs alone: not a control structure, an effect or a stateful op (an RNG)."""
    if isinstance(n.op, Struct) or n.is_effect or "cpu_kernel_missing" in n.attrs:
        return False   # (a node whose error passes/missing_kernels raises if it outlives DCE: never folded or shared)
    od = n.opdef
    return not (od is not None and getattr(od, "stateful", False))


def evaluate_pure(n: Node, values: Sequence[Any]) -> Optional[tuple]:
    """The outputs of pure node ``n`` (:func:`is_pure`) computed by its op's numpy impl on ``values``, its flat
    inputs' values, numpy's warnings silenced; None where the impl raises (an error of the program's own, left to
    when and if the node runs).  The one evaluation of a node on known values: the fold_constants pass's, and the
    front end's value of an int computed from ints graph code made mutable (frontend/calls.made_ints_by_value)."""
    from .builder import node_args

    try:
        with np.errstate(all="ignore"):
            out = n.op._impl(*node_args(n, values))
    except Exception:   # noqa: BLE001 - see the docstring
        return None
    return out if isinstance(out, tuple) else (out,)


#: dtype kinds a kernel loop handles (bool, int, uint, float)
KERNEL_KINDS = "biuf"


def kernel_aval(a: Optional[Aval], allow_weak: bool = False) -> bool:
    """A value a generated loop kernel can hold: static shape, bool/int/float (not float16)."""
    if a is None or (a.weak and not allow_weak):
        return False
    if any(d is None for d in a.shape):
        return False
    if a.dtype.kind not in KERNEL_KINDS or a.dtype == np.float16:
        return False
    return True


def kernel_input(x: Any) -> bool:
    """An input a kernel loop can read: a kernel value, or a bool/int64/float/array constant."""
    if isinstance(x, Value):
        return kernel_aval(x.aval, allow_weak=True)
    v = x.value
    if isinstance(v, bool) or isinstance(v, (int, float)):
        return not isinstance(v, int) or -(1 << 63) <= v < (1 << 63)
    if isinstance(v, (np.ndarray, np.generic)):
        a = np.asarray(v)
        return a.dtype.kind in KERNEL_KINDS and a.dtype != np.float16
    return False


def _plain_args(n: Node) -> bool:
    """Each argument is one input or a constant (no structure holding inputs)."""
    return all(is_input(a) or not flatten_args([a]) for a in n.args)


def is_elementwise(n: Node) -> bool:
    """A node the fusion pass (and the kernel generators) can put in a loop body."""
    if isinstance(n.op, Struct) or n.is_effect:
        return False
    od = n.opdef
    if od is None or getattr(od, "kind", None) is None or od.kind.value != "elementwise":
        return False
    if od.kernel is None or len(n.outputs) != 1 or not _plain_args(n):
        return False
    if not kernel_aval(n.outputs[0].aval):
        return False
    ok = getattr(od, "kernel_ok", None)
    if ok is not None and not ok(n.outputs[0].aval):
        return False
    return all(kernel_input(i) for i in n.inputs)


def reduction_info(n: Node) -> Optional[Dict[str, Any]]:
    """``{"kind", "axes", "keep_dims", "in_shape"}`` for a fusible reduction, else None."""
    if isinstance(n.op, Struct) or n.is_effect:
        return None
    od = n.opdef
    kind = getattr(od, "reduction", None)
    if kind is None or len(n.inputs) != 1 or len(n.outputs) != 1 or od.kind.value != "reduction":
        return None
    x = n.inputs[0]
    if not isinstance(x, Value) or not kernel_aval(x.aval) or not kernel_aval(n.outputs[0].aval):
        return None
    if kind in ("sum", "mean") and x.aval.dtype.kind in "iu":
        return None   # an integer sum adds in double in order, converted as Cast converts (ops/reduce.py _int_sum)
    axis: Any = ()
    if n.structured_args:
        if len(n.args) < 2 or not is_input(n.args[0]) or flatten_args(n.args[1:2]):
            return None
        axis = n.args[1]
    attrs = dict(getattr(n.op, "attrs", {}) or {})
    if set(attrs) - {"keep_dims"}:
        return None
    keep = bool(attrs.get("keep_dims", False))
    ndim = x.aval.ndim
    if axis is None or (isinstance(axis, (tuple, list)) and len(axis) == 0):
        axes = tuple(range(ndim))
    else:
        try:
            seq = axis if isinstance(axis, (tuple, list)) else (axis,)
            axes = tuple(sorted({int(a) % ndim for a in seq})) if ndim else ()
        except (TypeError, ValueError, ZeroDivisionError):
            return None
    if x.aval.size == 0:
        return None
    return {"kind": kind, "axes": axes, "keep_dims": keep, "in_shape": tuple(x.aval.shape)}
