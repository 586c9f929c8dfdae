"""Call lowering (a mixin of the Lowerer): dispatch on what the callee is."""
from __future__ import annotations

import builtins
import functools
import inspect
import types
from typing import Any, Dict, Optional, Sequence


from ..common import hooks
from ..common.tensor import Parameter, Tensor
from ..errors import CompileError, MsGraphError, SourceLoc
from . import syntax
from .scope import Frame, StagedFunction, closure_vars
from .source import ParsedFunction, parse_function
from .symbolic import NeedsConstant, contains_sym, is_sym

from .flow import Exit, F, Scope

_MUTATORS = {"append", "extend", "insert", "pop", "remove", "clear", "update", "setdefault", "popitem", "sort",
             "reverse", "__setitem__"}


_PY_BUILTINS = {getattr(builtins, n) for n in ("len", "isinstance", "range", "enumerate", "zip", "tuple", "list",
                                               "dict", "min", "max", "abs", "sum", "round", "all", "any", "int",
                                               "float", "bool", "str", "getattr", "hasattr", "type", "pow",
                                               "reversed", "sorted", "divmod", "issubclass", "callable", "id",
                                               "repr", "format", "slice", "map", "filter")}



class CallLowering:
    """Inlines Python functions and Cells, emits ops, runs constant Python at compile time."""

    def call_function(self, fn: Any, args: Sequence[Any], kwargs: Dict[str, Any], self_obj: Any = None,
                      loc: Optional[SourceLoc] = None) -> Any:
        """Inline a Python function (or StagedFunction) call; returns its value."""
        if isinstance(fn, StagedFunction):
            parsed = ParsedFunction(fn.node, fn.frame.parsed.filename, getattr(fn.node, "lineno", 0),
                                    fn.__name__)
            frame = Frame(parsed, fn.frame.globals, parent=fn.frame)
            key = fn.node
            bound = self.bind_staged(fn, args, kwargs)
        else:
            raw = getattr(fn, "__func__", fn)
            parsed = parse_function(raw)
            self.check_syntax(parsed, syntax.module_aliases_from_globals(raw.__globals__))
            frame = Frame(parsed, raw.__globals__, closure_vars(raw))
            key = raw.__code__
            if self_obj is not None:
                args = (self_obj,) + tuple(args)
            bound = self.bind_python(raw, parsed, args, kwargs, loc)
        if key in self.call_stack:
            raise self.error("MSG408", loc, func=parsed.qualname, chain=" -> ".join(getattr(k, "co_name", "<lambda>") for k in self.call_stack))
        frame.env.update(bound)
        self.call_stack.append(key)
        saved_loc = self.b.loc
        try:
            body = fn.node.body if isinstance(fn, StagedFunction) else parsed.node.body
            if isinstance(body, list):
                kind, value = self.run(frame, body, Scope.FUNCTION)
                return value if kind is Exit.RETURN else None
            self.b.loc = parsed.loc(body)
            return self.eval(frame, body)   # lambda body
        except MsGraphError as exc:
            # Errors deep inside library code (a Dense layer's matmul) also name the user's call site.
            if loc is not None and exc.loc is not None and exc.loc != loc and loc != parsed.loc():
                exc.add_note(f"  called from {loc} ({loc.source_line().strip()})")
            raise
        finally:
            self.call_stack.pop()
            self.b.loc = saved_loc

    def bind_python(self, fn: Any, parsed: ParsedFunction, args: Sequence[Any], kwargs: Dict[str, Any],
                    loc: Optional[SourceLoc]) -> Dict[str, Any]:
        sig = inspect.signature(fn)
        try:
            ba = sig.bind(*args, **kwargs)
        except TypeError as exc:
            name = parsed.qualname
            if "keyword" in str(exc):
                raise syntax.RULES["MSG405"].make_error(f"{name}(): {exc}.", "check the argument names", loc) from None
            params = [p for p in sig.parameters.values()
                      if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.name != "self"]
            given = len(args) - (1 if params != list(sig.parameters.values()) and "self" in sig.parameters else 0)
            raise self.error("MSG405", loc, func=name, expected=len(params), got=given, detail=str(exc)) from None
        ba.apply_defaults()
        out: Dict[str, Any] = {}
        for name, val in ba.arguments.items():
            p = sig.parameters[name]
            if p.kind is p.VAR_POSITIONAL:
                val = tuple(val)
            elif p.kind is p.VAR_KEYWORD:
                val = dict(val)
            out[name] = val
        return out

    def bind_staged(self, fn: StagedFunction, args: Sequence[Any], kwargs: Dict[str, Any]) -> Dict[str, Any]:
        a = fn.node.args
        names = [x.id for x in a.posonlyargs + a.args]
        out: Dict[str, Any] = {}
        ndef = len(fn.defaults)
        for i, name in enumerate(names):
            if i < len(args):
                out[name] = args[i]
            elif name in kwargs:
                out[name] = kwargs.pop(name)
            elif i >= len(names) - ndef:
                out[name] = fn.defaults[i - (len(names) - ndef)]
            else:
                raise self.error("MSG405", None, func=fn.__name__, expected=len(names), got=len(args),
                                 detail=f"missing argument {name!r}")
        extra = list(args[len(names):])
        if a.vararg is not None:
            out[a.vararg.id] = tuple(extra)
        elif extra:
            raise self.error("MSG405", None, func=fn.__name__, expected=len(names), got=len(args),
                             detail="too many positional arguments")
        for k, d in zip(a.kwonlyargs, fn.kw_defaults):
            out[k.id] = kwargs.pop(k.id, d)
        if a.kwarg is not None:
            out[a.kwarg.id] = dict(kwargs)
        elif kwargs:
            raise self.error("MSG405", None, func=fn.__name__, expected=len(names), got=len(args),
                             detail=f"unexpected keyword argument(s) {', '.join(kwargs)}")
        return out

    def call_cell(self, cell: Any, args: Sequence[Any], kwargs: Dict[str, Any], loc: Optional[SourceLoc]) -> Any:
        construct = type(cell).construct
        raw = getattr(construct, "fn", construct)  # @ms.jit on construct
        if callable(getattr(cell, "bprop", None)):
            from ..passes.custom_bprop import lower_custom_bprop_call

            return lower_custom_bprop_call(self, cell, raw, args, kwargs, loc)
        return self.call_function(raw, args, kwargs, self_obj=cell, loc=loc)

    # ------------------------------------------------------------------------------
    # statements (work list)
    # ------------------------------------------------------------------------------

    def call(self, fn: Any, args: Sequence[Any], kwargs: Dict[str, Any], loc: Optional[SourceLoc]) -> Any:
        """Dispatch a call made in graph code by what the callee is."""
        from ..ops.registry import Primitive

        if isinstance(fn, StagedFunction):
            return self.call_function(fn, args, kwargs, loc=loc)
        grad_kind = _grad_kind(fn)
        if grad_kind == "function":
            from .grad_call import lower_grad_call

            return lower_grad_call(self, fn, args, kwargs)
        if grad_kind == "factory":
            from .grad_call import unlift

            return fn(*[unlift(a) for a in args], **{k: unlift(v) for k, v in kwargs.items()})
        jit_fn = getattr(fn, "__msgraph_jit_fn__", None)
        if jit_fn is not None:
            return self.call(jit_fn, args, kwargs, loc)
        if isinstance(fn, Primitive) or getattr(fn, "_msgraph_op", False):
            return self.call_op(fn, args, kwargs)
        if hooks.is_cell(fn):
            return self.call_cell(fn, args, kwargs, loc)
        special = _SPECIAL_CALLS.get(id(fn))
        if special is not None:
            return special(self, args, kwargs)
        self_obj = getattr(fn, "__self__", None)
        if is_sym(self_obj) or isinstance(self_obj, Tensor):
            return self.guard(lambda: fn(*args, **kwargs), getattr(fn, "__name__", "method"))
        graph_handler = getattr(fn, "__msgraph_lower__", None)
        if graph_handler is not None:
            return graph_handler(self, args, kwargs, loc)
        if isinstance(fn, (types.BuiltinFunctionType, type)) or fn in _PY_BUILTINS:
            if isinstance(fn, type) and hooks.is_cell(fn) is False and issubclass(fn, BaseException):
                return fn(*args, **kwargs)
            if isinstance(self_obj, (list, dict)) and getattr(fn, "__name__", "") in _MUTATORS:
                self.check_mutation(self_obj)
            if not contains_sym(list(args)) and not contains_sym(kwargs):
                return self.fallback(fn, args, kwargs)
            return self.guard(lambda: fn(*args, **kwargs), getattr(fn, "__name__", repr(fn)))
        if isinstance(fn, (types.FunctionType, types.MethodType)) and _has_source(fn):
            if isinstance(fn, types.MethodType):
                own = type(self_obj).construct if hooks.is_cell(self_obj) else None
                if own is not None and fn.__func__ is getattr(own, "fn", own):
                    return self.call_cell(self_obj, args, kwargs, loc)
                return self.call_function(fn.__func__, args, kwargs, self_obj=fn.__self__, loc=loc)
            if _is_library_function(fn):
                return self.fallback(fn, args, kwargs)
            return self.call_function(fn, args, kwargs, loc=loc)
        if isinstance(fn, functools.partial):
            return self.call(fn.func, list(fn.args) + list(args), {**fn.keywords, **kwargs}, loc)
        if not callable(fn):
            raise CompileError(f"'{type(fn).__name__}' object is not callable.", loc)
        return self.fallback(fn, args, kwargs)

    def guard(self, thunk: Any, what: str) -> Any:
        try:
            return thunk()
        except MsGraphError as e:
            raise e.with_loc(self.b.loc)  # e.g. an op evaluated on constants at compile time
        except NeedsConstant as e:
            raise self.error("MSG412", self.b.loc, what=f"{what} ({e.what})") from None

    def fallback(self, fn: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        """JIT fallback: Python code on constants runs now, at compile time (LAX)."""
        if contains_sym(list(args)) or contains_sym(kwargs):
            raise self.error("MSG406", self.b.loc, func=_describe(fn).strip("'"))
        if self.level is syntax.Level.STRICT and not _strict_ok(fn):
            raise self.error("MSG303", self.b.loc, func=getattr(fn, "__qualname__", repr(fn)),
                             module=getattr(fn, "__module__", "?"))
        try:
            result = fn(*args, **kwargs)
        except MsGraphError:
            raise
        except Exception as exc:
            raise CompileError(f"{_describe(fn)} raised {type(exc).__name__} while running at compile time: {exc}",
                               self.b.loc) from exc
        return self.lift(result)

    def call_op(self, fn: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        """A primitive or an op's function form.  Ops that write a Parameter (``OpDef.writes_input``)
        reach :meth:`emit_write` from the emitter, whichever way they were called."""
        from ..ops.registry import Primitive

        prim = fn if isinstance(fn, Primitive) else None
        name = prim.op.name if prim is not None else getattr(fn, "__name__", "")
        effect = prim is not None and prim.op.effectful
        if effect or name in ("Print", "print_"):
            if kwargs and prim is not None:
                try:
                    args = inspect.signature(prim.__call__).bind(*args, **kwargs).args
                except TypeError as exc:
                    raise CompileError(f"{name}(): {exc}.", self.b.loc) from None
            args = [self.materialize(a) if isinstance(a, Tensor) else a for a in args]
            prim = prim or _print_prim()
            return self.emit_effect(prim, args)
        return self.guard(lambda: fn(*args, **kwargs), name)

    def emit_effect(self, prim: Any, args: Sequence[Any]) -> Any:
        """An effect op: always a node, even on constant arguments (effects never run at compile time)."""
        from .symbolic import emit_prim

        return emit_prim(prim, list(args))

    def emit_write(self, prim: Any, args: Sequence[Any]) -> Any:
        """An op that writes its input ``k = OpDef.writes_input`` (a Parameter): the Parameter's next value.

        Parameters are functional state (stored at graph exit), so the write is the op's new value
        of the Parameter's *current* value.  The op's own combine rule (``new = combine(*inputs)``,
        written with public operators) is applied to graph values, which keeps the update
        differentiable and fusable; an op without one becomes a node of its own.
        """
        from .symbolic import emit_node

        k = prim.op.writes_input
        p = args[k].param
        ins = list(args)
        ins[k] = self.param_sym(p)
        combine = _combine_rule(prim.op)
        new = combine(*ins) if combine is not None else emit_node(prim, ins)
        return self.write_param(p, new)

    # ------------------------------------------------------------------------------
    # Tensor conditions and control flow
    # ------------------------------------------------------------------------------


def _combine_rule(op: Any) -> Any:
    """The math of an op that writes its input: ``OpDef.combine``, or ``None``."""
    rule = getattr(op, "combine", None)
    if rule is None and op.impl is not None:
        # Transitional, until msgraph/ops/control.py sets ``op.combine`` in _define_assign: the
        # rule is the ``combine`` its impl closes over (read, never re-written here).
        rule = inspect.getclosurevars(op.impl).nonlocals.get("combine")
    return rule


def _grad_kind(fn: Any) -> Optional[str]:
    import importlib

    G = importlib.import_module("msgraph.autodiff.grad")

    if isinstance(fn, G.GradFunction):
        return "function"
    if isinstance(fn, G.GradOperation) or fn is G.grad or fn is G.value_and_grad:
        return "factory"
    return None


def _has_source(fn: Any) -> bool:
    code = getattr(getattr(fn, "__func__", fn), "__code__", None)
    return code is not None


_LIBRARY_PREFIXES = ("numpy", "math", "random", "functools", "itertools", "operator", "collections",
                     "typing", "builtins", "inspect", "os", "sys", "re", "string")


def _is_library_function(fn: Any) -> bool:
    mod = getattr(fn, "__module__", "") or ""
    root = mod.split(".")[0]
    if root in _LIBRARY_PREFIXES:
        return True
    if root == "msgraph":
        # msgraph's own helpers that are not graph code (e.g. initializers) run at compile time.
        return not (mod.startswith("msgraph.nn") or mod.startswith("msgraph.ops"))
    return False


def _strict_ok(fn: Any) -> bool:
    mod = getattr(fn, "__module__", "") or ""
    if mod.startswith("msgraph") or mod.startswith("mindspore") or fn in _PY_BUILTINS:
        return True
    return isinstance(fn, type) and (hooks.is_cell(fn) or issubclass(fn, (Tensor, BaseException)))


def _describe(fn: Any) -> str:
    mod = getattr(fn, "__module__", None)
    name = getattr(fn, "__qualname__", getattr(fn, "__name__", repr(fn)))
    return f"'{mod}.{name}'" if mod and mod != "builtins" else f"'{name}'"


@functools.lru_cache(maxsize=None)
def _identity_prim() -> Any:
    from ..ops.registry import OPS, prim

    return prim(OPS["Identity"]) if "Identity" in OPS else prim(OPS["Cast"])


@functools.lru_cache(maxsize=None)
def _print_prim() -> Any:
    from ..ops.registry import OPS, prim

    return prim(OPS["Print"])


def _special_print(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    args = [low.materialize(a) if isinstance(a, Tensor) else a for a in args]
    low.emit_effect(_print_prim(), args)
    return None


def _special_isinstance(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    obj, cls = args
    if is_sym(obj):
        classes = cls if isinstance(cls, tuple) else (cls,)
        return any(isinstance(c, type) and issubclass(c, Tensor) and not issubclass(c, Parameter)
                   or (obj.param is not None and c is Parameter) for c in classes)
    return isinstance(obj, cls)


def _special_len(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    return low.guard(lambda: len(args[0]), "len")


def _special_minmax(which: Any) -> Any:
    def impl(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        vals = list(args[0]) if len(args) == 1 else list(args)
        if not contains_sym(vals) or kwargs:
            return low.fallback(which, args, kwargs)
        acc = vals[0]
        for v in vals[1:]:
            acc = (F().maximum if which is max else F().minimum)(acc, v)
        return acc
    return impl


def _special_map(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    fn, *seqs = args
    return tuple(low.call(fn, list(items), {}, low.b.loc) for items in zip(*[low.const_iter(s) for s in seqs]))


def _special_filter(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    fn, seq = args
    out = []
    for x in low.const_iter(seq):
        keep = x if fn is None else low.call(fn, [x], {}, low.b.loc)
        if low.truth(keep):
            out.append(x)
    return tuple(out)


class SymRange:
    """``range(...)`` with a Tensor bound: a ``for`` over it becomes a Tensor while loop."""

    def __init__(self, start: Any, stop: Any, step: Any):
        self.start, self.stop, self.step = start, stop, step


def _special_range(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    if not contains_sym(list(args)):
        return range(*args)
    if len(args) == 1:
        return SymRange(0, args[0], 1)
    start, stop = args[0], args[1]
    step = args[2] if len(args) > 2 else 1
    if is_sym(step):
        raise low.error("MSG412", low.b.loc, what="the step of range()")
    if step == 0:
        raise CompileError("range() arg 3 must not be zero", low.b.loc)
    return SymRange(start, stop, step)


_SPECIAL_CALLS = {id(range): _special_range, id(print): _special_print, id(isinstance): _special_isinstance, id(len): _special_len,
                  id(max): _special_minmax(max), id(min): _special_minmax(min), id(map): _special_map,
                  id(filter): _special_filter}
