"""A ``while`` loop on a Tensor condition that grows a Python list, run as Python when the graph runs.

MindSpore 2.10 (LAX) runs ``while i < n: out.append(i); i = i + 1`` with ``n`` a Tensor: the list's
length is known only when the graph runs (its dynamic sequences / JIT Fallback).  msgraph lowers
such a statement to one ``PyExecute`` node: the statement's own code, compiled once, executed on the
current values (Tensors as Tensors, so its operators are the eager ones) each time the graph runs.
The names it assigns and the lists/dicts it reads come out as run-time values: a Tensor that was a
Tensor before the loop keeps its type, shape and dtype (MindSpore's loop rule), anything else is an
opaque Python object (returned from the graph as it is).  Python numbers the loop changes are
Tensors in it, as in MindSpore's loops (``i`` above: Int64 0-d Tensors in the list).
"""
from __future__ import annotations

from typing import Any, Dict, List

import gast
import numpy as np

from ..common.aval import Aval
from ..common.tensor import Tensor
from .scope import Frame, Undefined, assigned_names
from .symbolic import contains_sym, emit_prim, is_sym


def _copy(x: Any) -> Any:
    """A fresh copy of the containers (not of their items): each run starts from the same contents."""
    if type(x) is list:
        return [_copy(v) for v in x]
    if type(x) is dict:
        return {k: _copy(v) for k, v in x.items()}
    if type(x) is tuple:
        return tuple(_copy(v) for v in x)
    return x


class _RunStmt:
    """Run the compiled statement on a namespace of the values it reads; returns the ``outs`` values."""

    tensor_result = True

    def __init__(self, code: Any, static: Dict[str, Any], dyn: List[str], numbers: List[str], outs: List[str]):
        self.code, self.static, self.dyn, self.numbers, self.outs = code, static, dyn, numbers, outs
        self.__qualname__ = "while loop"

    def __repr__(self) -> str:
        return "while loop"

    def __call__(self, *vals: Any) -> Any:
        from .fallback import _as_tensors

        ns = {k: _copy(v) for k, v in self.static.items()}
        ns.update(zip(self.dyn, _as_tensors(list(vals))))
        for n in self.numbers:
            v = ns.get(n)
            if type(v) in (int, float):
                ns[n] = Tensor(np.asarray(v, np.int64 if type(v) is int else np.float32))
        exec(self.code, ns)   # noqa: S102 -- the user's own statement, as MindSpore's fallback runs it
        return tuple(ns.get(n) for n in self.outs)


class _Item:
    tensor_result = True   # a Tensor picked out returns from the graph as a Tensor

    def __init__(self, k: int, name: str):
        self.k = k
        self.__qualname__ = name

    def __repr__(self) -> str:
        return self.__qualname__

    def __call__(self, t: Any) -> Any:
        return t[self.k]


def wanted(low: Any, frame: Frame, node: Any) -> bool:
    """Whether ``node`` (a ``while`` on a Tensor condition) grows a list it reads (and can run as Python)."""
    from . import syntax
    from .lower import _grows_container
    from .scope import has_jump

    return low.level is not syntax.Level.STRICT and _grows_container(frame, node.body) \
        and not has_jump(node.body, (gast.Return,)) \
        and not any(isinstance(n, (gast.Yield, gast.YieldFrom, gast.Nonlocal, gast.Global))
                    for n in gast.walk(node))


def lower_at_run_time(low: Any, frame: Frame, node: Any) -> None:
    from ..ops.pyexecute import PyExecute

    names = sorted({n.id for n in gast.walk(node) if isinstance(n, gast.Name)})
    values: Dict[str, Any] = {}
    for n in names:
        try:
            v = frame.lookup(n)
        except KeyError:
            continue
        if not isinstance(v, Undefined):
            values[n] = low.ref_current(v) if is_sym(v) else v
    assigned = assigned_names([node])
    outs = sorted(n for n in names if n in assigned or (type(values.get(n)) in (list, dict) and n in frame.env))
    numbers = sorted(n for n in assigned if type(values.get(n)) in (int, float))
    dyn = [n for n in values if contains_sym(values[n])]
    static = {n: v for n, v in values.items() if n not in dyn}
    module = gast.gast_to_ast(gast.Module(body=[node], type_ignores=[]))
    import ast

    ast.fix_missing_locations(module)
    code = compile(module, getattr(frame.parsed.loc(node), "filename", "<graph>"), "exec")
    run = _RunStmt(code, static, dyn, numbers, outs)
    res = emit_prim(PyExecute(fn=run, out=Aval((), object), kwargs=None, scalar=False), [values[n] for n in dyn])
    for k, n in enumerate(outs):
        before = values.get(n)
        if is_sym(before) and before.aval.dtype != object and not before.aval.weak:
            aval = before.aval   # a Tensor keeps its type in the loop (MindSpore's rule)
        else:
            aval = Aval((), object)
        frame.env[n] = emit_prim(PyExecute(fn=_Item(k, n), out=aval, kwargs=None, scalar=False), [res])


__all__ = ["wanted", "lower_at_run_time"]
