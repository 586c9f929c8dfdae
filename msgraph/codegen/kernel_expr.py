"""The scalar-expression and loop-text helpers the kernel generators share (CPU, whole-graph, CUDA).

A fused group's member becomes one scalar expression (:func:`member_expr`): its operands cast to
the op's compute dtype (``OpDef.compute_dtype``, except the ``OpDef.no_cast`` positions), then the
op's rule in :data:`LOWERINGS` or, by default, its registry kernel, cast to the output dtype.  The
text calls ``vm.*`` (:mod:`msgraph.codegen.transcendentals`) and ``math.*``, which each generator's
module header binds.  Reductions accumulate with :func:`acc_dtype`, :func:`init_literal` and
:func:`update_expr`; loops index their arrays with :func:`index_expr`.
"""
from __future__ import annotations

import os
import re
from typing import Any, Callable, Dict, List, Optional, Sequence

import numpy as np

from ..ir.builder import node_args
from ..ir.nodes import Node, Value


def member_cost(m: Node) -> int:
    """Per-element cost of a member (``OpDef.cost``: 1 = one arithmetic op, exp ~10)."""
    return getattr(m.opdef, "cost", 1)


#: The Numba kernels' scalar lowering rules (CPU and CUDA kernels share them; ``numba_cpu.LOWERINGS``),
#: keyed by op name: ``rule(node, operands, out_dtype) -> str``, the member's whole scalar expression
#: from its (already cast) operand expressions.  An op without a rule lowers through its registry
#: kernel (:func:`_kernel_rule`).  The CUDA and whole-graph generators keep node-level tables.
LOWERINGS: Dict[str, Callable[..., str]] = {}


def register_lowering(op: Any, table: Optional[Dict[str, Callable[..., Any]]] = None) -> Callable[..., Any]:
    """``@register_lowering("Cast")`` (an op name or OpDef) on a rule of ``table`` (default
    :data:`LOWERINGS`); the other generators keep their own tables with the same decorator."""
    key = op if isinstance(op, str) else op.name
    target = LOWERINGS if table is None else table

    def deco(rule: Callable[..., Any]) -> Callable[..., Any]:
        target[key] = rule
        return rule

    return deco


def ctor(dt: np.dtype) -> str:
    """The Numba-side constructor/cast for a dtype (``np.float32``)."""
    dt = np.dtype(dt)
    return "np.bool_" if dt.kind == "b" else f"np.{dt.name}"


def typed_literal(value: Any, dt: np.dtype) -> str:
    """``value`` as a literal of dtype ``dt`` in Numba code."""
    dt = np.dtype(dt)
    if dt.kind == "b":
        return repr(bool(value))
    if dt.kind == "f":
        v = float(value)
        if v != v:
            body = "np.nan"
        elif v in (float("inf"), float("-inf")):
            body = "np.inf" if v > 0 else "-np.inf"
        else:
            body = repr(v)
        return f"{ctor(dt)}({body})"
    return f"{ctor(dt)}({int(value)})"


def _proxy(x: Any) -> Any:
    """What np.result_type should see for a member input (numpy 2 weak rules)."""
    if isinstance(x, Value):
        return x.aval.proxy
    v = x.value
    if isinstance(v, (bool, int, float)):
        return v
    return np.asarray(v).dtype


def compute_dtype(n: Node) -> np.dtype:
    """The dtype a member computes in: the op's promotion rule, else numpy's result type."""
    promote = getattr(getattr(n, "opdef", None), "compute_dtype", None)
    if promote is not None:
        dt = promote(*[_proxy(i) for i in n.inputs])
        if dt is not None:
            return dt
    try:
        return np.result_type(*[_proxy(i) for i in n.inputs])
    except (TypeError, OverflowError):
        return n.outputs[0].aval.dtype


def loc_comment(n: Node) -> str:
    """The ``# file:line Op`` comment generated code puts after a member's line."""
    if n.loc is None:
        return f"  # {n.name}"
    return f"  # {os.path.basename(n.loc.filename)}:{n.loc.line} {n.name}"


def used_loads(loads: List[str], body: List[str]) -> List[str]:
    text = "\n".join(body)
    out = []
    for ld in loads:
        var = ld.split(" = ", 1)[0]
        if re.search(rf"\b{re.escape(var)}\b", text):
            out.append(ld)
    return out


def ident(s: str) -> str:
    """``s`` as a short Python identifier fragment."""
    return "".join(ch if ch.isalnum() else "_" for ch in s)[:20]


def shape_text(shape: Sequence[int]) -> str:
    if len(shape) == 0:
        return "()"
    return "(" + ", ".join(str(int(d)) for d in shape) + ("," if len(shape) == 1 else "") + ")"


def index_expr(shape: Sequence[int], domain: Sequence[int]) -> str:
    """Index expression for an array of ``shape`` broadcast into the loop ``domain``."""
    r, nd = len(shape), len(domain)
    if r == 0:
        return "()"
    parts = []
    for k in range(r):
        d = nd - r + k
        parts.append("0" if shape[k] == 1 and domain[d] != 1 else f"i{d}")
    return ", ".join(parts)


def member_expr(m: Node, local: Dict[int, str], const: Any) -> str:
    """The cast scalar expression for one elementwise member (CPU and CUDA kernels alike: they
    differ only in what their module headers bind ``vm`` and ``math`` to)."""
    out_dt = m.outputs[0].aval.dtype
    rt = compute_dtype(m)
    no_cast = getattr(m.opdef, "no_cast", ())
    operands: List[str] = []
    for k, i in enumerate(m.inputs):
        if isinstance(i, Value):
            e = local[i.id]
            dt = i.aval.dtype
            if i.aval.weak:
                e = f"{ctor(rt)}({e})" if k not in no_cast else e
            elif dt != rt and k not in no_cast and rt.kind in "biuf" and dt.kind in "biuf":
                e = f"{ctor(rt)}({e})"
            operands.append(e)
        else:
            v = i.value
            if isinstance(v, np.ndarray) and v.ndim > 0:
                e = local[-id(v) - 1]
                if v.dtype != rt and k not in no_cast and rt.kind in "biuf" and v.dtype.kind in "biuf":
                    e = f"{ctor(rt)}({e})"
                operands.append(e)
                continue
            if isinstance(v, (bool, int, float)):
                operands.append(const(v, rt if k not in no_cast else np.asarray(v).dtype))
            else:
                a = np.asarray(v)
                dt = rt if (a.dtype != rt and k not in no_cast) else a.dtype
                operands.append(const(a.item(), dt))
    rule = LOWERINGS.get(m.opdef.name, _kernel_rule)
    return rule(m, operands, out_dt)


@register_lowering("Pow")
def _pow_rule(m: Node, operands: List[str], out_dt: np.dtype) -> str:
    """Pow of a float base to a constant integral exponent in [-3, 7]: the op's own binary exponentiation
    (ops.math.pow_chain, as its numpy impl computes it) on the operand text; else the registry kernel."""
    from ..ops.math import pow_chain, pow_chain_exponent

    y = m.inputs[1] if len(m.inputs) == 2 else None
    n = None if y is None or isinstance(y, Value) else pow_chain_exponent(np.asarray(y.value))
    rt = compute_dtype(m)
    if n is None or rt.kind != "f" or m.structured_args:
        return _kernel_rule(m, operands, out_dt)
    one = typed_literal(1.0, rt)
    expr = pow_chain(operands[0], n, lambda a, b: f"({a} * {b})", lambda a: f"({one} / {a})")
    return f"{ctor(out_dt)}({expr})"


def _kernel_rule(m: Node, operands: List[str], out_dt: np.dtype) -> str:
    """The default lowering: the op's registry kernel on the operands, cast to the output dtype.  A kernel of a
    signed-integer member that is a ring expression (only ``+``, ``-``, ``*`` of its operands and integer literals)
    computes on the operands' bits as uint64 (:func:`wrapping_ring_expr`)."""
    attrs = dict(getattr(m.op, "attrs", {}) or {})
    if compute_dtype(m).kind == "i":
        marks = [f"_ring_operand{k}_" for k in range(len(operands))]
        text = m.opdef.kernel(out_dt, *node_args(m, marks), **attrs)
        wrapped = wrapping_ring_expr(text, dict(zip(marks, operands)))
        if wrapped is not None:     # uint64 bits: an integer cast keeps the low bits, anything else reads an int64
            return f"{ctor(out_dt)}({wrapped})" if out_dt.kind in "iu" else f"{ctor(out_dt)}(np.int64({wrapped}))"
    return f"{ctor(out_dt)}({m.opdef.kernel(out_dt, *node_args(m, operands), **attrs)})"


_WIDE_INTS = ("int64", "uint64")


def wrapping_ring_expr(text: str, operands: Dict[str, str]) -> Optional[str]:
    """``text`` (a kernel expression over the names in ``operands``) computed with two's-complement wrap-around:
    each operand and integer literal converted to uint64 and the ``+`` / ``-`` / ``*`` done on uint64 (the result
    is a uint64 expression: cast it to the integer dtype wanted) -- or None where ``text`` is not such a ring
    expression (a comparison, a division, a call).

    Numba gives signed integer add / sub / mul LLVM's no-signed-wrap flag, so LLVM simplifies by algebra that only
    holds without overflow: ``(x * 2) != 0`` became ``x != 0`` and ``abs(x - 1) * 2`` of x = -2**63 gave 2, where
    MindSpore and the numpy path wrap (False, -2).  Unsigned arithmetic carries no such flag, and the ring
    operations give the same low bits on the bit patterns, so any narrower result cast from them is right too."""
    import ast

    try:
        tree = ast.parse(text.strip(), mode="eval").body
    except SyntaxError:
        return None

    def conv(e: ast.AST) -> Optional[str]:
        if isinstance(e, ast.Name) and e.id in operands:
            return f"np.uint64({operands[e.id]})"
        if isinstance(e, ast.Constant) and type(e.value) is int:
            return f"np.uint64({e.value % (1 << 64)})"
        if isinstance(e, ast.BinOp) and isinstance(e.op, (ast.Add, ast.Sub, ast.Mult)):
            a, b = conv(e.left), conv(e.right)
            if a is None or b is None:
                return None
            return f"({a} {'+' if isinstance(e.op, ast.Add) else '-' if isinstance(e.op, ast.Sub) else '*'} {b})"
        if isinstance(e, ast.UnaryOp) and isinstance(e.op, (ast.USub, ast.UAdd)):
            a = conv(e.operand)
            if a is None:
                return None
            return f"(np.uint64(0) - {a})" if isinstance(e.op, ast.USub) else a
        if (isinstance(e, ast.Call) and isinstance(e.func, ast.Attribute) and isinstance(e.func.value, ast.Name)
                and e.func.value.id == "np" and e.func.attr in _WIDE_INTS and len(e.args) == 1 and not e.keywords):
            return conv(e.args[0])          # a cast to a 64-bit integer: the same bits
        return None

    if not isinstance(tree, (ast.BinOp, ast.UnaryOp)):
        return None
    return conv(tree)


def plain_matmul(n: Node) -> bool:
    """A MatMul node the generators lower themselves: two 2-D tensors, one float32/float64 dtype."""
    if len(n.inputs) != 2 or n.structured_args or not all(isinstance(i, Value) for i in n.inputs):
        return False
    dts = {i.aval.dtype for i in n.inputs} | {n.outputs[0].aval.dtype}
    return len(dts) == 1 and next(iter(dts)) in (np.float32, np.float64) and all(i.aval.ndim == 2 for i in n.inputs)


@register_lowering("BroadcastTo")
def _lower_broadcast_to(m: Node, operands: List[str], out_dt: np.dtype) -> str:
    # a fused member (passes/fuse.py): its input, loaded with the broadcast index, is the value at each element
    return f"{ctor(out_dt)}({operands[0]})"


@register_lowering("Cast")
def _lower_cast(m: Node, operands: List[str], out_dt: np.dtype) -> str:
    # The registry's cast kernel uses float()/int(), which Numba rejects for bools.
    x = operands[0]
    if out_dt.kind == "b":
        return f"({x} != 0)"
    src = m.inputs[0].aval.dtype if isinstance(m.inputs[0], Value) else np.dtype(np.float64)
    out_dt = np.dtype(out_dt)
    if np.dtype(src).kind == "f" and out_dt.kind in "iu":
        # float -> int out of range (or NaN) is undefined in LLVM (vectorized, it saturates); the op's
        # definition (MindSpore's CPU Cast, ops/array_ops.py's _cast_impl) converts through int32 (int64 for
        # int64 and uint32): NaN / out of range -> INT_MIN, then wraps to narrower types (300.0 -> int8 44,
        # -20.0 -> uint8 236, -2.0 -> uint32 4294967294, 1e10 -> uint32 1410065408); uint64 as C's conversion:
        # below 2**63 through int64 (-2.0 -> 2**64 - 2, NaN -> 2**63), else (x - 2**63) through int64 with the
        # top bit set again (1.5e19 exact, inf and >= 2**64 -> 0)
        if out_dt == np.uint64:
            top = "9.223372036854775808e18"
            return (f"(np.uint64({_via_int(f'({x} - {top})', 'int64')}) ^ np.uint64({1 << 63}) if ({x} >= {top}) "
                    f"else np.uint64({_via_int(x, 'int64')}))")
        wide = "int64" if out_dt.itemsize == 8 or out_dt == np.uint32 else "int32"
        conv = _via_int(x, wide)
        return conv if out_dt.name == wide else f"{ctor(out_dt)}({conv})"
    return f"{ctor(out_dt)}({x})"


def _via_int(x: str, wide: str) -> str:
    """Float ``x`` converted to int32 / int64 as x86's truncating conversion: NaN / out of range -> INT_MIN."""
    lim = "9.223372036854775808e18" if wide == "int64" else "2147483648.0"
    guard = f"({x} >= -9.223372036854775808e18)" if wide == "int64" else f"({x} > -2147483649.0)"
    return f"(np.{wide}({x}) if ({guard} and ({x} < {lim})) else np.{wide}({np.iinfo(wide).min}))"


_INIT = {"sum": 0, "mean": 0, "prod": 1, "all": True, "any": False}


def acc_dtype(kind: str, in_dt: np.dtype, out_dt: np.dtype) -> np.dtype:
    if kind in ("sum", "mean", "prod"):
        if out_dt.kind == "f" or kind == "mean":
            return np.dtype(np.float64)
        if out_dt.kind == "i":
            # signed sums and products accumulate as uint64 (wrap-around, as the numpy path; Numba's signed add /
            # mul carry LLVM's no-signed-wrap flag: wrapping_ring_expr), cast to the output dtype at the end
            return np.dtype(np.uint64)
        return out_dt
    if kind in ("all", "any"):
        return np.dtype(np.bool_)
    return in_dt


def init_literal(kind: str, acc_dt: np.dtype) -> str:
    if kind in _INIT:
        return typed_literal(_INIT[kind], acc_dt)
    if acc_dt.kind == "f":
        return typed_literal(float("-inf") if kind == "max" else float("inf"), acc_dt)
    if acc_dt.kind == "b":
        return repr(kind == "min")
    info = np.iinfo(acc_dt)
    return typed_literal(info.min if kind == "max" else info.max, acc_dt)


def update_expr(kind: str, acc: str, v: str, acc_dt: np.dtype, target: str = "cpu") -> str:
    if kind in ("sum", "mean"):
        if target == "cpu" and acc_dt.kind == "f":   # reassociable add: LLVM vectorizes the reduction
            return f"_radd({acc}, {ctor(acc_dt)}({v}))"
        return f"{acc} + {ctor(acc_dt)}({v})"
    if kind == "prod":
        if target == "cpu" and acc_dt.kind == "f":
            return f"_rmul({acc}, {ctor(acc_dt)}({v}))"
        return f"{acc} * {ctor(acc_dt)}({v})"
    if kind == "max":
        return f"{v} if ({v} > {acc} or {v} != {v}) else {acc}"
    if kind == "min":
        return f"{v} if ({v} < {acc} or {v} != {v}) else {acc}"
    if kind == "all":
        return f"{acc} and ({v} != 0)"
    return f"{acc} or ({v} != 0)"
