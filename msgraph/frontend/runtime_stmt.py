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
from ..common.dtype import is_float
from ..common.tensor import Tensor
from .scope import Frame, Undefined, assigned_names
from .symbolic import contains_sym, emit_prim, is_sym


def _copy(x: Any) -> Any:
    """A fresh copy of the containers (not of their items): each run starts from the same contents."""
    if isinstance(x, (list, dict, tuple)) and type(x).__module__ in ("builtins", "msgraph.common.mutable"):
        new = type(x)({k: _copy(v) for k, v in x.items()} if isinstance(x, dict) else [_copy(v) for v in x])
        if getattr(x, "_msgraph_dynamic_len", False):
            new._msgraph_dynamic_len = True   # a mutable(..., True) list stays one
        return new
    return x


class _RunStmt:
    """Run the compiled statement on a namespace of the values it reads; returns the ``outs`` values."""

    tensor_result = True

    def __init__(self, code: Any, static: Dict[str, Any], dyn: List[str], numbers: List[str], outs: List[str],
                 what: str = "while loop"):
        self.code, self.static, self.dyn, self.numbers, self.outs = code, static, dyn, numbers, outs
        self.__qualname__ = what

    def __repr__(self) -> str:
        return self.__qualname__

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

    def __call__(self, t: Any, *_inputs: Any) -> Any:
        return t[self.k]


#: calls whose second run (for a gradient) would repeat a side effect: writes of Parameters / Tensors
_EFFECT_CALLS = ("assign", "assign_add", "assign_sub", "AssignAdd", "AssignSub", "Assign",
                 "copy_", "set_data", "update")


def _rerun_safe(node: Any, copied: Any = ()) -> bool:
    """Whether a statement run as Python can be run a second time for its gradient (``_Rerun``) without
    repeating an effect (a print is: ``_Rerun`` runs it with its output dropped): no write through an attribute or an item (``self.p = ...``, ``t[0] = ...``,
    in-place ``op_`` methods, assign / scatter ops), no call of a method of ``self`` (a Cell's method may write its
    Parameters), no global / nonlocal.  Otherwise the Tensors it changes carry no gradient (MindSpore's Graph mode
    gives zeros through such a statement too), and its effects happen once (measured: a loop adding 1 to a
    Parameter three times added 6 when it was run again).  ``copied``: the names of the lists / dicts made at
    compile time that each run starts from a fresh copy of (``_copy``): an item write or a mutating method call on
    one of them (``d[i] = x``, ``d.update(...)``) repeats nothing (adapt44ctl/runtime_dict_grad)."""
    def target_ok(t: Any) -> bool:
        if isinstance(t, (gast.Tuple, gast.List)):
            return all(target_ok(e) for e in t.elts)
        if isinstance(t, gast.Starred):
            return target_ok(t.value)
        if isinstance(t, gast.Subscript) and isinstance(t.value, gast.Name) and t.value.id in copied:
            return not any(isinstance(n, (gast.Attribute, gast.Subscript)) for n in gast.walk(t.slice))
        return not any(isinstance(n, (gast.Attribute, gast.Subscript)) for n in gast.walk(t))

    for n in gast.walk(node):
        if isinstance(n, (gast.Global, gast.Nonlocal)):
            return False
        if isinstance(n, (gast.Assign, gast.AugAssign, gast.AnnAssign)):
            targets = n.targets if isinstance(n, gast.Assign) else [n.target]
            if not all(target_ok(t) for t in targets):
                return False
        if isinstance(n, gast.Call):
            f = n.func
            if isinstance(f, gast.Attribute) and f.attr in _MUTATORS and isinstance(f.value, gast.Name) \
                    and f.value.id in copied:
                continue
            name = f.id if isinstance(f, gast.Name) else f.attr if isinstance(f, gast.Attribute) else ""
            if name in _EFFECT_CALLS or name.startswith("scatter") or name.startswith("Scatter") \
                    or (name.endswith("_") and not name.startswith("_")):
                return False
            if isinstance(f, gast.Attribute) and isinstance(f.value, gast.Name) and f.value.id == "self":
                return False
    return True


def _copied_names(values: Dict[str, Any]) -> set:
    """The names of the lists / dicts a statement run as Python starts from a fresh copy of each run: made at compile
    time (``_copy``), or holding graph values (rebuilt from them each run: fallback._as_tensors)."""
    return {n for n, v in values.items() if type(v) in (list, dict) or (not contains_sym(v) and _copy(v) is not v)}


class _Rerun:
    """The ``k``-th value of a statement run as Python, run again on the statement's inputs: what the eager tape
    records for a float Tensor the statement changes, so that gradients flow through it (MindSpore differentiates
    such a loop: adapt43gs/runtime_list_in_tensor_while's gradient)."""

    def __init__(self, run: "_RunStmt", k: int) -> None:
        self.run, self.k = run, k
        self.__qualname__ = f"{run.__qualname__} (again, for its gradient)"

    def __call__(self, _result: Any, *vals: Any) -> Any:
        import contextlib
        import io

        # (its prints, ``print`` / ``ops.Print``, happened in the first run: MindSpore prints once and gives the
        # gradient, adapt44ctl/runtime_stmt_print_grad)
        with contextlib.redirect_stdout(io.StringIO()):
            return self.run(*vals)[self.k]


def wanted(low: Any, frame: Frame, node: Any) -> bool:
    """Whether ``node`` (a ``while`` on a Tensor condition) grows a list it reads (and can run as Python)."""
    from .lower import _grows_container

    return _grows_container(frame, node.body) and while_ok(low, node)


def while_ok(low: Any, node: Any) -> bool:
    """Whether a ``while`` on a Tensor condition can run as Python when the graph runs (LAX level, no
    return, yield, global or nonlocal in it)."""
    from . import syntax
    from .scope import has_jump

    return low.level is not syntax.Level.STRICT and not has_jump(node.body, (gast.Return,)) \
        and not any(isinstance(n, (gast.Yield, gast.YieldFrom, gast.Nonlocal, gast.Global))
                    for n in gast.walk(node))


def for_over_object(low: Any, it_val: Any, node: Any) -> bool:
    """Whether a ``for`` statement iterates a Python object made when the graph runs (a list from
    ``x.asnumpy().tolist()``; not a dynamic-rank Tensor or a numpy view) and can run as Python then."""
    from .fallback import is_rank_tensor
    from .numpy_view import is_numpy_view

    return _is_object_value(it_val) and not is_rank_tensor(low, it_val) and not is_numpy_view(low, it_val) \
        and while_ok(low, node)


def _is_object_value(v: Any) -> bool:
    return is_sym(v) and v.aval.dtype == object


def if_wanted(low: Any, node: Any) -> bool:
    """Whether a Tensor ``if`` whose branches mutate a list or dict (MSG409 when lowered as a graph ``if``)
    can run as Python when the graph runs: LAX level, no return/break/continue/yield/global in it."""
    from . import syntax
    from .scope import has_jump

    return low.level is not syntax.Level.STRICT \
        and not has_jump(node.body + node.orelse, (gast.Return, gast.Break, gast.Continue)) \
        and not any(isinstance(n, (gast.Yield, gast.YieldFrom, gast.Nonlocal, gast.Global, gast.FunctionDef,
                                   gast.Lambda, gast.ClassDef))
                    for n in gast.walk(node))


_MUTATORS = {"append", "extend", "insert", "pop", "remove", "clear", "update", "setdefault", "popitem", "sort",
             "reverse"}


def _is_object(frame: Frame, name: str) -> bool:
    try:
        v = frame.lookup(name)
    except KeyError:
        return False
    return is_sym(v) and v.aval.dtype == object


def mutates_object(low: Any, frame: Frame, stmt: Any) -> bool:
    """Whether ``stmt`` (an assignment or expression statement, LAX level) changes a list or dict that is a
    run-time value (made by an earlier statement run as Python): ``out.append(v)``, ``d[k] = v``.  Such a
    statement runs as Python too, on that value; the name is rebound to the result."""
    from . import syntax

    if low.level is syntax.Level.STRICT:
        return False
    targets = stmt.targets if isinstance(stmt, gast.Assign) else \
        [stmt.target] if isinstance(stmt, gast.AugAssign) else []
    for t in targets:
        if isinstance(t, gast.Subscript) and isinstance(t.value, gast.Name) and _is_object(frame, t.value.id):
            return True
    for n in gast.walk(stmt):
        if isinstance(n, (gast.Lambda, gast.Yield, gast.YieldFrom)):
            return False
    for n in gast.walk(stmt):
        if isinstance(n, gast.Call) and isinstance(n.func, gast.Attribute) and n.func.attr in _MUTATORS \
                and isinstance(n.func.value, gast.Name) and _is_object(frame, n.func.value.id):
            return True
    return False


_COND = "__msgraph_cond"


def lower_if_at_run_time(low: Any, frame: Frame, node: Any, cond: Any) -> None:
    """``if cond: ... else: ...`` (``cond`` already evaluated, a Tensor) run as Python when the graph runs:
    MindSpore 2.10 (LAX) runs a branch that grows a list or dict through its JIT Fallback.  The lists and
    dicts the branches read come out as run-time values (a global one too: later reads in this function
    see the new contents)."""
    test = gast.Name(id=_COND, ctx=gast.Load(), annotation=None, type_comment=None)
    stmt = gast.If(test=test, body=node.body, orelse=node.orelse)
    gast.copy_location(stmt, node)
    gast.copy_location(test, node)
    lower_at_run_time(low, frame, stmt, {_COND: cond}, all_containers=True, loop=False)


def _bound_values(low: Any, frame: Frame, names: Any, extra: Any) -> Dict[str, Any]:
    """The values the run-time statement reads: ``extra``'s, else the frame's (graph values as the current
    node); names not bound yet are left out."""
    values: Dict[str, Any] = {}
    for n in names:
        if extra and n in extra:
            values[n] = extra[n]
            continue
        try:
            v = frame.lookup(n)
        except KeyError:
            continue
        if not isinstance(v, Undefined):
            values[n] = low.ref_current(v) if is_sym(v) else v
    return values


def _break_at_outer_container(low: Any, frame: Frame, values: Dict[str, Any]) -> None:
    """``jit(capture_mode='bytecode')``: a statement run as Python when the graph runs works on copies of the lists
    and dicts it reads; one that reads a module global's or a closure cell's list or dict (``if x.sum() > 0:
    G.append(1)``) breaks the graph instead, so the whole function runs as Python and the write reaches that
    object (writeback._break_at_outer_writes; adapt38pj/bytecode_outer_writes)."""
    for name, v in values.items():
        if type(v) not in (list, dict):
            continue
        f: Any = frame
        while f is not None and name not in f.env:
            f = f.parent
        if f is None:
            from .writeback import note_attr_container, raise_outer_write_break

            note_attr_container(low, v)   # (its contents at entry if graph code has not read it before)
            raise_outer_write_break(low)


_PARAM = "__msgraph_param_"


def _params_as_names(low: Any, frame: Frame, stmts: List[Any]) -> Any:
    """``stmts`` (copies) with each read of a Cell's Parameter through ``self`` (``x * self.w``) a name bound to the
    Parameter's current graph value, and those values: the statement then takes them as inputs, so that its
    gradient reaches the Parameter (MindSpore 2.10: GradOperation(get_by_list=True) of a Cell whose Tensor ``while``
    with a ``return`` grows a list; adapt44ctl/runtime_stmt_param_grad).  Only for statements run again for their
    gradient (``_rerun_safe``: none writes an attribute)."""
    import copy

    from ..common.tensor import Parameter

    try:
        cell = frame.lookup("self")
    except KeyError:
        return stmts, {}
    if is_sym(cell) or isinstance(cell, Undefined):
        return stmts, {}
    bound: Dict[str, Any] = {}

    class _Swap(gast.NodeTransformer):
        def visit_Attribute(self, node: Any) -> Any:
            if isinstance(node.value, gast.Name) and node.value.id == "self" and isinstance(node.ctx, gast.Load):
                p = getattr(cell, node.attr, None)
                if isinstance(p, Parameter):
                    name = _PARAM + node.attr
                    bound[name] = low.param_sym(p)
                    return gast.copy_location(gast.Name(id=name, ctx=gast.Load(), annotation=None,
                                                        type_comment=None), node)
            return self.generic_visit(node)

    out = [_Swap().visit(copy.deepcopy(st)) for st in stmts]
    return out, bound


def lower_at_run_time(low: Any, frame: Frame, node: Any, extra: Any = None, all_containers: bool = False,
                      loop: bool = True, tensor_numbers: bool = True) -> None:
    """Lower statement ``node`` to a PyExecute that runs it when the graph runs (``extra``: names bound
    to given values; ``loop``: a while loop, whose Python numbers become Tensors when
    ``tensor_numbers`` -- MindSpore's list-growing loops -- and stay numbers otherwise, as its loops
    that grow a dict)."""
    from ..ops.pyexecute import PyExecute

    names = sorted({n.id for n in gast.walk(node) if isinstance(n, gast.Name)})
    values = _bound_values(low, frame, names, extra)
    copied = _copied_names(values)
    if _rerun_safe(node, copied):
        (node,), params = _params_as_names(low, frame, [node])
        values.update(params)
    if getattr(low, "bytecode", False):
        _break_at_outer_container(low, frame, values)
    assigned = assigned_names([node])
    outs = sorted(n for n in names if n in assigned or _is_object_value(values.get(n))
                  or (isinstance(values.get(n), (list, dict)) and (all_containers or n in frame.env)))
    numbers = sorted(n for n in assigned if type(values.get(n)) in (int, float)) if loop and tensor_numbers else []
    dyn = [n for n in values if contains_sym(values[n])]
    static = {n: v for n, v in values.items() if n not in dyn}
    module = gast.gast_to_ast(gast.Module(body=[node], type_ignores=[]))
    import ast

    ast.fix_missing_locations(module)
    code = compile(module, getattr(frame.parsed.loc(node), "filename", "<graph>"), "exec")
    run = _RunStmt(code, static, dyn, numbers, outs, "while loop" if loop else "if statement")
    res = emit_prim(PyExecute(fn=run, out=Aval((), object), kwargs=None, scalar=False), [values[n] for n in dyn])
    ins = [values[n] for n in dyn] if _rerun_safe(node, copied) else []
    for k, n in enumerate(outs):
        before = values.get(n)
        if is_sym(before) and before.aval.dtype != object and not before.aval.weak:
            aval = before.aval   # a Tensor keeps its type in the loop (MindSpore's rule)
        else:
            aval = Aval((), object)
        if aval.dtype != object and is_float(aval.dtype) and ins:
            # a float Tensor the statement changes: differentiable, by running the statement again on the eager
            # tape when its gradient is wanted (it was 0, silently, where MindSpore gives the gradient)
            from ..autodiff.runtime_vjp import RunTimeGrad

            fn = RunTimeGrad(_Item(k, n), vjp_fn=_Rerun(run, k), nondiff=(0,))
            frame.env[n] = emit_prim(PyExecute(fn=fn, out=aval, kwargs=None, scalar=False), [res, *ins])
        elif aval.dtype == object and ins and any(is_sym(i) and i.aval.dtype != object and is_float(i.aval.dtype)
                                          for i in ins):
            # a tuple / list the statement grew from float Tensors (``out = out + (x,)``): the Tensors read back out
            # of it carry their gradients the same way (MindSpore's PyNative: adapt43rt/runtime_tuple_grad)
            from ..autodiff.runtime_vjp import RunTimeGrad
            from .fallback import mark_grad_object

            fn = RunTimeGrad(_Item(k, n), vjp_fn=_Rerun(run, k), nondiff=(0,))
            frame.env[n] = mark_grad_object(low, emit_prim(PyExecute(fn=fn, out=aval, kwargs=None, scalar=False),
                                                           [res, *ins]))
        else:
            frame.env[n] = emit_prim(PyExecute(fn=_Item(k, n), out=aval, kwargs=None, scalar=False), [res])


_TAIL, _RET = "__msgraph_tail", "__msgraph_ret"
_IT = "__msgraph_it"


def comprehension_at_run_time(low: Any, iterable: Any) -> bool:
    """Whether a comprehension whose first clause iterates ``iterable`` runs as Python when the graph runs: LAX, and
    ``iterable`` a Python object made then (``x.tolist()``; not a dynamic-rank Tensor or a numpy view)."""
    from . import syntax
    from .fallback import is_rank_tensor
    from .numpy_view import is_numpy_view

    return low.level is not syntax.Level.STRICT and _is_object_value(iterable) \
        and not is_rank_tensor(low, iterable) and not is_numpy_view(low, iterable)


def lower_comprehension_at_run_time(low: Any, frame: Frame, node: Any, iterable: Any) -> Any:
    """A list / dict comprehension or generator expression over a Python object made when the graph runs
    (``[e * 2 for e in x.tolist()]``, ``any(e > 2 for e in x.tolist())``), run as Python then, as MindSpore 2.10's
    JIT Fallback runs it; ``iterable``: its first clause's iterable, evaluated already.  A generator expression
    is a list (as graph code's are).  Its value is a run-time object (adapt43gs/builtins_over_runtime_list)."""
    import ast

    from ..ops.pyexecute import PyExecute

    gens = [gast.comprehension(target=g.target, iter=g.iter, ifs=g.ifs, is_async=g.is_async)
            for g in node.generators]
    gens[0].iter = gast.Name(id=_IT, ctx=gast.Load(), annotation=None, type_comment=None)
    if isinstance(node, gast.DictComp):
        expr = gast.DictComp(key=node.key, value=node.value, generators=gens)
    else:
        expr = gast.ListComp(elt=node.elt, generators=gens)
    stmt = gast.Assign(targets=[gast.Name(id=_RET, ctx=gast.Store(), annotation=None, type_comment=None)],
                       value=expr, type_comment=None)
    for n in (stmt, expr, gens[0].iter, stmt.targets[0]):
        gast.copy_location(n, node)
    names = sorted({n.id for n in gast.walk(expr) if isinstance(n, gast.Name)} - {_IT})
    values = _bound_values(low, frame, names, None)
    values[_IT] = iterable
    module = gast.gast_to_ast(gast.Module(body=[stmt], type_ignores=[]))
    ast.fix_missing_locations(module)
    code = compile(module, getattr(frame.parsed.loc(node), "filename", "<graph>"), "exec")
    dyn = [n for n in values if contains_sym(values[n])]
    static = {n: v for n, v in values.items() if n not in dyn}
    run = _RunStmt(code, static, dyn, [], [_RET], "comprehension")
    res = emit_prim(PyExecute(fn=run, out=Aval((), object), kwargs=None, scalar=False), [values[n] for n in dyn])
    return emit_prim(PyExecute(fn=_Item(0, "comprehension"), out=Aval((), object), kwargs=None, scalar=False), [res])


def tail_ok(low: Any, stmts: List[Any]) -> bool:
    """Whether ``stmts`` (a Tensor ``if``/``while`` with a ``return`` in it, and every statement after it
    to the end of the function) can run as one Python function when the graph runs: LAX level, plain
    statements only, no yield, global, nonlocal or nested definitions."""
    from . import syntax

    if low.level is syntax.Level.STRICT or not all(isinstance(s, gast.stmt) for s in stmts):
        return False
    return not any(isinstance(n, (gast.Yield, gast.YieldFrom, gast.Nonlocal, gast.Global, gast.FunctionDef,
                                  gast.AsyncFunctionDef, gast.Lambda, gast.ClassDef, gast.Await))
                   for s in stmts for n in gast.walk(s))


def lower_tail_at_run_time(low: Any, frame: Frame, stmts: List[Any], extra: Any = None) -> Any:
    """The rest of a function from a Tensor ``if``/``while`` whose body returns and grows a list or dict
    (MSG409 as graph control flow), run as Python when the graph runs: MindSpore 2.10 (LAX) runs such
    code through its JIT Fallback.  ``stmts`` become the body of a nested function whose parameters are
    the names they read (``extra``: names bound to given values, the evaluated condition); its return
    value is the function's (a run-time object, returned from the graph as it is)."""
    import ast

    from ..ops.pyexecute import PyExecute

    names = sorted({n.id for s in stmts for n in gast.walk(s) if isinstance(n, gast.Name)})
    values = _bound_values(low, frame, names, extra)
    copied = _copied_names(values)
    if all(_rerun_safe(st, copied) for st in stmts):
        stmts, params = _params_as_names(low, frame, stmts)
        values.update(params)
    params = sorted(values)
    body = gast.gast_to_ast(gast.Module(body=list(stmts), type_ignores=[])).body
    first = stmts[0]
    fdef = ast.FunctionDef(name=_TAIL, args=ast.arguments(posonlyargs=[], args=[ast.arg(arg=p) for p in params],
                                                          vararg=None, kwonlyargs=[], kw_defaults=[], kwarg=None,
                                                          defaults=[]),
                           body=body, decorator_list=[], returns=None, type_comment=None)
    call = ast.Assign(targets=[ast.Name(id=_RET, ctx=ast.Store())],
                      value=ast.Call(func=ast.Name(id=_TAIL, ctx=ast.Load()),
                                     args=[ast.Name(id=p, ctx=ast.Load()) for p in params], keywords=[]))
    line = getattr(first, "lineno", None) or 1
    end = max([line] + [getattr(b, "end_lineno", None) or line for b in body])
    for n in (fdef, call):
        n.lineno, n.col_offset, n.end_col_offset = line, 0, 0
    fdef.end_lineno, call.end_lineno = end, line
    module = ast.Module(body=[fdef, call], type_ignores=[])
    ast.fix_missing_locations(module)
    code = compile(module, getattr(frame.parsed.loc(first), "filename", "<graph>"), "exec")
    dyn = [n for n in values if contains_sym(values[n])]
    static = {n: v for n, v in values.items() if n not in dyn}
    # Python numbers a list-growing Tensor loop changes are Tensors in it (as lower_at_run_time's)
    numbers = sorted(n for n in assigned_names([first]) if type(values.get(n)) in (int, float)) \
        if isinstance(first, gast.While) else []
    run = _RunStmt(code, static, dyn, numbers, [_RET], "if statement" if isinstance(first, gast.If) else "while loop")
    res = emit_prim(PyExecute(fn=run, out=Aval((), object), kwargs=None, scalar=False), [values[n] for n in dyn])
    ins = [values[n] for n in dyn] if all(_rerun_safe(s, copied) for s in stmts) else []
    if any(is_sym(i) and i.aval.dtype != object and is_float(i.aval.dtype) for i in ins):
        # the value returned from float Tensors: differentiable as the values lower_at_run_time's statements change
        # (the statements run again on the eager tape); MindSpore 2.10 gives the gradient in both modes (it was 0,
        # silently: adapt44ctl/tail_at_run_time_grad)
        from ..autodiff.runtime_vjp import RunTimeGrad
        from .fallback import mark_grad_object

        fn = RunTimeGrad(_Item(0, "return value"), vjp_fn=_Rerun(run, 0), nondiff=(0,))
        return mark_grad_object(low, emit_prim(PyExecute(fn=fn, out=Aval((), object), kwargs=None, scalar=False),
                                               [res, *ins]))
    return emit_prim(PyExecute(fn=_Item(0, "return value"), out=Aval((), object), kwargs=None, scalar=False), [res])


def lower_if_tail_at_run_time(low: Any, frame: Frame, node: Any, rest: List[Any], cond: Any) -> Any:
    """``if cond: ... else: ...`` (``cond`` evaluated, a Tensor) and the statements ``rest`` after it, run as
    Python when the graph runs (see :func:`lower_tail_at_run_time`)."""
    test = gast.Name(id=_COND, ctx=gast.Load(), annotation=None, type_comment=None)
    stmt = gast.If(test=test, body=node.body, orelse=node.orelse)
    gast.copy_location(stmt, node)
    gast.copy_location(test, node)
    return lower_tail_at_run_time(low, frame, [stmt] + list(rest), {_COND: cond})


__all__ = ["wanted", "while_ok", "lower_at_run_time", "if_wanted", "lower_if_at_run_time", "mutates_object",
           "tail_ok", "lower_tail_at_run_time", "lower_if_tail_at_run_time", "comprehension_at_run_time",
           "lower_comprehension_at_run_time"]
