"""Lower checked function ASTs to IR by staged evaluation.

The lowerer walks the gast tree of ``construct``/``@jit`` functions like an
interpreter that runs at compile time:

* Python constants (numbers, strings, tuples, Cells, functions, ...) are computed
  right away, as Python would: ``if`` on a constant picks a branch, ``for`` over a
  tuple/range/CellList unrolls, calls on constants fold.
* Tensor values are :class:`~msgraph.frontend.symbolic.Sym`; applying an op to one
  appends a node to the current block.
* ``if`` on a Tensor becomes an ``if`` node whose two blocks join the names they
  assign; ``while`` on a Tensor becomes a ``while`` node with loop-carried values;
  ``return``/``break``/``continue`` under a Tensor condition are lowered by running
  the rest of the enclosing body inside each branch (continuation style).
* Calls to other Python functions and Cells are inlined recursively from source.

Statements are processed from a work list, so unrolled loops and continuations
need no recursion on the Python stack.
"""
from __future__ import annotations

import builtins
import enum
import functools
import inspect
import operator
import types
import weakref
from typing import Any, Dict, List, Optional, Sequence, Tuple

import gast
import numpy as np

from ..common.aval import Aval
from ..common.tensor import Parameter, Tensor
from ..common import hooks
from ..errors import CompileError, MsGraphError, SourceLoc
from ..ir.nodes import Block, Const, Graph, Node, Struct, Value
from . import syntax
from .scope import Frame, StagedFunction, Undefined, assigned_names, closure_vars, has_jump
from .source import ParsedFunction, parse_function
from .symbolic import Builder, CURRENT, NeedsConstant, Sym, const_input, contains_sym, is_sym

MAX_CONST_LOOP = 100_000


class Exit(enum.Enum):
    """How a statement list finished."""

    FALL = "fall"          # ran to the end
    RETURN = "return"      # payload: returned value
    BREAK = "break"        # leaves the enclosing Tensor loop
    CONTINUE = "continue"  # next iteration of the enclosing Tensor loop
    NEXT = "next"          # end of a Tensor-loop body; payload: the 'broke' flag (bool or Sym)


class Scope(enum.Enum):
    FUNCTION = "function"
    LOOP = "loop"


class _ForNext:
    __slots__ = ("target", "elems", "idx", "body")

    def __init__(self, target: Any, elems: Sequence[Any], idx: int, body: Sequence[Any]):
        self.target, self.elems, self.idx, self.body = target, elems, idx, body


class _WhileNext:
    __slots__ = ("node", "count")

    def __init__(self, node: Any, count: int):
        self.node, self.count = node, count


class _LoopEnd:
    __slots__ = ()


_BINOPS = {gast.Add: operator.add, gast.Sub: operator.sub, gast.Mult: operator.mul,
           gast.Div: operator.truediv, gast.FloorDiv: operator.floordiv, gast.Mod: operator.mod,
           gast.Pow: operator.pow, gast.MatMult: operator.matmul, gast.BitAnd: operator.and_,
           gast.BitOr: operator.or_, gast.BitXor: operator.xor, gast.LShift: operator.lshift,
           gast.RShift: operator.rshift}
_CMPOPS = {gast.Eq: operator.eq, gast.NotEq: operator.ne, gast.Lt: operator.lt, gast.LtE: operator.le,
           gast.Gt: operator.gt, gast.GtE: operator.ge, gast.Is: operator.is_, gast.IsNot: operator.is_not,
           gast.In: lambda a, b: a in b, gast.NotIn: lambda a, b: a not in b}
_UNOPS = {gast.USub: operator.neg, gast.UAdd: operator.pos, gast.Invert: operator.invert}


def F() -> Any:
    from ..ops import functional

    return functional


class Lowerer:
    """Builds one Graph from a Python callable and its (abstract) arguments."""

    def __init__(self, graph: Graph, level: str = "LAX"):
        self.graph = graph
        self.level = syntax.Level(level)
        self.b = Builder()
        self.b.blocks.append(graph.block)
        self.param_state: Dict[int, Tuple[Parameter, Sym]] = {}
        self.call_stack: List[Any] = []
        self.tensor_cf = 0   # depth of Tensor-dependent control flow (container growth is unsafe there)
        self._checked: set = set()

    # ------------------------------------------------------------------------------
    # entry
    # ------------------------------------------------------------------------------
    def __enter__(self) -> "Lowerer":
        self._saved = CURRENT.builder
        CURRENT.builder = self.b
        return self

    def __exit__(self, *exc: Any) -> None:
        CURRENT.builder = self._saved

    def error(self, code: str, loc: Optional[SourceLoc] = None, **fmt: Any) -> MsGraphError:
        return syntax.RULES[code].error(loc or self.b.loc, **fmt)

    # ------------------------------------------------------------------------------
    # Parameters: functional state threaded through the graph
    # ------------------------------------------------------------------------------
    def param_sym(self, p: Parameter) -> Sym:
        st = self.param_state.get(id(p))
        if st is None:
            v = Value(Aval(p.shape, p._data.dtype), name=_ident(p.name))
            self.graph.param_refs.append((p, v))
            st = self.param_state[id(p)] = (p, Sym(v, p))
        return st[1]

    def write_param(self, p: Parameter, value: Any) -> Sym:
        new = value
        if not is_sym(new) or new.aval.dtype != p._data.dtype or new.shape != tuple(p.shape):
            new = F().cast(F().broadcast_to(new, tuple(p.shape)) if not is_sym(new) or new.shape != tuple(p.shape)
                           else new, p.dtype)
        if not is_sym(new):
            new = self.materialize(new)
        s = Sym(new.value, p)
        self.param_state[id(p)] = (p, s)
        return s

    def lift(self, obj: Any) -> Any:
        """A Python object read from outside the graph (attribute, global) as a graph value."""
        if isinstance(obj, Parameter):
            return self.param_sym(obj)
        if type(obj) is tuple or type(obj).__name__ == "ParameterTuple":
            if any(isinstance(o, Parameter) for o in obj):
                return tuple(self.lift(o) for o in obj)
        if type(obj) is list and any(isinstance(o, Parameter) for o in obj):
            return [self.lift(o) for o in obj]
        return obj

    def materialize(self, x: Any) -> Sym:
        """A Sym for a constant Tensor/number (used where a runtime value is required)."""
        if is_sym(x):
            return x
        c = const_input(x)
        if c.aval is None:
            raise CompileError(f"cannot use {x!r} as a Tensor value.", self.b.loc)
        n = Node(_identity_prim(), [c], [c.aval])
        self.b.add(n)
        return Sym(n.outputs[0])

    # ------------------------------------------------------------------------------
    # function calls
    # ------------------------------------------------------------------------------
    def check_syntax(self, parsed: ParsedFunction) -> None:
        key = (id(parsed), self.level)
        if key in self._checked:
            return
        diags = syntax.check_function(parsed.node, filename=parsed.filename, level=self.level)
        if diags:
            raise diags[0].to_error()
        self._checked.add(key)

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
            self.check_syntax(parsed)
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
    def run(self, frame: Frame, stmts: Sequence[Any], scope: Scope) -> Tuple[Exit, Any]:
        items: List[Any] = list(stmts)
        i = 0
        while i < len(items):
            it = items[i]
            i += 1
            if isinstance(it, _ForNext):
                if it.idx < len(it.elems):
                    self.assign(frame, it.target, it.elems[it.idx])
                    items[i:i] = list(it.body) + [_ForNext(it.target, it.elems, it.idx + 1, it.body)]
                continue
            if isinstance(it, _LoopEnd):
                continue
            if isinstance(it, _WhileNext):
                self.b.loc = frame.parsed.loc(it.node)
                test = self.eval(frame, it.node.test)
                if is_sym(test):
                    raise CompileError("a while condition changed from a Python constant to a Tensor between "
                                       "iterations.", self.b.loc,
                                       hint="make the condition a Tensor from the start (e.g. wrap it in ms.Tensor)")
                if self.truth(test):
                    if it.count >= MAX_CONST_LOOP:
                        raise CompileError(f"a while loop on Python constants ran {MAX_CONST_LOOP} iterations at "
                                           "compile time.", self.b.loc,
                                           hint="use a Tensor condition for a runtime loop")
                    items[i:i] = list(it.node.body) + [_WhileNext(it.node, it.count + 1)]
                continue
            self.b.loc = frame.parsed.loc(it)
            kind = type(it)
            if kind is gast.Return:
                value = None if it.value is None else self.eval(frame, it.value)
                return Exit.RETURN, value
            if kind is gast.Break:
                j = _find(items, i, _LoopEnd)
                if j is None:
                    return Exit.BREAK, None
                i = j + 1
                continue
            if kind is gast.Continue:
                j = _find(items, i, (_ForNext, _WhileNext))
                if j is None:
                    return Exit.CONTINUE, None
                i = j
                continue
            if kind is gast.If:
                test = self.eval(frame, it.test)
                if not is_sym(test):
                    items[i:i] = list(it.body if self.truth(test) else it.orelse)
                    continue
                cond = self.cond_of(test)
                if has_jump(it.body + it.orelse, (gast.Return, gast.Break, gast.Continue)):
                    rest = items[i:]
                    return self.tensor_if_cps(frame, cond, list(it.body) + rest, list(it.orelse) + rest, scope)
                self.tensor_if(frame, cond, it.body, it.orelse)
                continue
            if kind is gast.For:
                it_val = self.eval(frame, it.iter)
                if isinstance(it_val, SymRange):
                    from .loops import lower_range_for

                    items[i:i] = [lower_range_for(self, frame, it, it_val)]
                    continue
                elems = self.const_iter(it_val)
                items[i:i] = [_ForNext(it.target, elems, 0, it.body), _LoopEnd()]
                continue
            if kind is gast.While:
                test = self.trial_eval(frame, it.test)
                if not is_sym(test):
                    items[i:i] = [_WhileNext(it, 0), _LoopEnd()]
                    continue
                self.tensor_while(frame, it)
                continue
            self.stmt(frame, it)
        return (Exit.NEXT, False) if scope is Scope.LOOP else (Exit.FALL, None)

    def stmt(self, frame: Frame, s: Any) -> None:
        kind = type(s)
        if kind is gast.Assign:
            value = self.eval(frame, s.value)
            for t in s.targets:
                self.assign(frame, t, value)
        elif kind is gast.AugAssign:
            cur = self.eval(frame, _as_load(s.target))
            rhs = self.eval(frame, s.value)
            value = self.binop(type(s.op), cur, rhs)
            self.assign(frame, s.target, value)
        elif kind is gast.AnnAssign:
            if s.value is not None:
                self.assign(frame, s.target, self.eval(frame, s.value))
        elif kind is gast.Expr:
            self.eval(frame, s.value)
        elif kind is gast.Pass:
            pass
        elif kind is gast.FunctionDef:
            defaults = [self.eval(frame, d) for d in s.args.defaults]
            kwd = [None if d is None else self.eval(frame, d) for d in s.args.kw_defaults]
            frame.env[s.name] = StagedFunction(s, frame, defaults, kwd)
        elif kind is gast.Assert:
            test = self.eval(frame, s.test)
            msg = None if s.msg is None else self.eval(frame, s.msg)
            if is_sym(test):
                self.emit_raise(AssertionError, msg, self.cond_of(test), negate=True)
            elif not self.truth(test):
                self.emit_raise(AssertionError, msg, None)
        elif kind is gast.Raise:
            exc = None if s.exc is None else self.eval(frame, s.exc)
            self.emit_raise_obj(exc)
        else:
            raise self.error("MSG406", self.b.loc, func=f"statement '{kind.__name__}'")

    def emit_raise(self, exc_cls: type, msg: Any, cond: Any, negate: bool = False) -> None:
        inputs: List[Any] = []
        if cond is not None:
            inputs.append(cond.value)
        attrs = {"exc": exc_cls, "msg": msg if not is_sym(msg) else None, "negate": negate,
                 "conditional": cond is not None}
        self.b.add(Node(Struct.RAISE, inputs, [], attrs=attrs))

    def emit_raise_obj(self, exc: Any) -> None:
        if isinstance(exc, type) and issubclass(exc, BaseException):
            self.emit_raise(exc, None, None)
        elif isinstance(exc, BaseException):
            self.emit_raise(type(exc), exc.args[0] if exc.args else None, None)
        else:
            raise CompileError(f"raise needs an exception, got {exc!r}.", self.b.loc)

    # -- assignment ---------------------------------------------------------------------------
    def assign(self, frame: Frame, target: Any, value: Any) -> None:
        kind = type(target)
        if kind is gast.Name:
            if is_sym(value) and not value.value.name and value.param is None:
                value.value.name = _ident(target.id)
            frame.env[target.id] = value
        elif kind in (gast.Tuple, gast.List):
            elts = target.elts
            star = [k for k, e in enumerate(elts) if isinstance(e, gast.Starred)]
            try:
                seq = list(value) if not is_sym(value) else [value[k] for k in range(len(value))]
            except NeedsConstant:
                raise self.error("MSG412", self.b.loc, what="unpacking a Tensor of dynamic length") from None
            if star:
                k = star[0]
                n_after = len(elts) - k - 1
                if len(seq) < len(elts) - 1:
                    raise CompileError(f"not enough values to unpack (expected at least {len(elts) - 1}, "
                                       f"got {len(seq)})", self.b.loc)
                for e, v in zip(elts[:k], seq[:k]):
                    self.assign(frame, e, v)
                self.assign(frame, elts[k].value, list(seq[k:len(seq) - n_after]))
                for e, v in zip(elts[k + 1:], seq[len(seq) - n_after:]):
                    self.assign(frame, e, v)
            else:
                if len(seq) != len(elts):
                    raise CompileError(f"cannot unpack {len(seq)} values into {len(elts)} names", self.b.loc,
                                       hint="make the number of names match the number of values")
                for e, v in zip(elts, seq):
                    self.assign(frame, e, v)
        elif kind is gast.Subscript:
            obj = self.eval(frame, target.value)
            idx = self.eval(frame, target.slice)
            if is_sym(obj) or isinstance(obj, Tensor):
                new = F().setitem(obj, idx, value)
                self.assign(frame, _as_store(target.value), new)
            else:
                self.check_mutation(obj)
                obj[idx] = value
        elif kind is gast.Attribute:
            obj = self.eval(frame, target.value)
            cur = getattr(obj, target.attr, None)
            if isinstance(cur, Parameter):
                self.write_param(cur, value)
            elif is_sym(cur) and cur.param is not None:
                self.write_param(cur.param, value)
            else:
                raise self.error("MSG406", self.b.loc,
                                 func=f"setting attribute '{target.attr}' of {type(obj).__name__} in graph code")
        elif kind is gast.Starred:
            self.assign(frame, target.value, value)
        else:
            raise self.error("MSG406", self.b.loc, func=f"assignment to {kind.__name__}")

    def check_mutation(self, obj: Any) -> None:
        if self.tensor_cf and isinstance(obj, (list, dict)):
            raise self.error("MSG409", self.b.loc, kind=type(obj).__name__, name="container")

    # ------------------------------------------------------------------------------
    # expressions
    # ------------------------------------------------------------------------------
    def eval(self, frame: Frame, node: Any) -> Any:
        method = _EXPR.get(type(node))
        if method is None:
            raise self.error("MSG406", frame.parsed.loc(node), func=f"expression '{type(node).__name__}'")
        return method(self, frame, node)

    def trial_eval(self, frame: Frame, node: Any) -> Any:
        """Evaluate in a scratch block (to see whether a loop condition is a Tensor)."""
        self.b.blocks.append(Block())
        saved = dict(self.param_state)
        try:
            return self.eval(frame, node)
        finally:
            self.b.blocks.pop()
            self.param_state = saved

    def e_constant(self, frame: Frame, n: Any) -> Any:
        return n.value

    def e_name(self, frame: Frame, n: Any) -> Any:
        try:
            v = frame.lookup(n.id)
        except KeyError:
            raise self.error("MSG403", frame.parsed.loc(n), name=n.id) from None
        if isinstance(v, Undefined):
            raise self.error("MSG402", frame.parsed.loc(n), name=n.id)
        if n.id in frame.env or _in_parent_env(frame, n.id):
            return v
        return self.lift(v)

    def e_attribute(self, frame: Frame, n: Any) -> Any:
        obj = self.eval(frame, n.value)
        try:
            v = getattr(obj, n.attr)
        except NeedsConstant as e:
            raise self.error("MSG412", frame.parsed.loc(n), what=f"'.{n.attr}' ({e.what})") from None
        except AttributeError:
            owner = type(obj).__name__
            raise self.error("MSG404", frame.parsed.loc(n), cls=owner, attr=n.attr) from None
        if hooks.is_cell(obj) and _guardable(v):
            # A Cell attribute folded into the graph: recompile if it changes (PyNative semantics).
            self.graph.guards.append((weakref.ref(obj), n.attr, v))
        return self.lift(v)

    def e_binop(self, frame: Frame, n: Any) -> Any:
        left = self.eval(frame, n.left)
        right = self.eval(frame, n.right)
        self.b.loc = frame.parsed.loc(n)
        return self.binop(type(n.op), left, right)

    def binop(self, op: type, left: Any, right: Any) -> Any:
        try:
            return _BINOPS[op](left, right)
        except NeedsConstant as e:
            raise self.error("MSG412", self.b.loc, what=e.what) from None

    def e_unaryop(self, frame: Frame, n: Any) -> Any:
        v = self.eval(frame, n.operand)
        if type(n.op) is gast.Not:
            if is_sym(v):
                return F().logical_not(self.cond_of(v))
            return not self.truth(v)
        return _UNOPS[type(n.op)](v)

    def e_compare(self, frame: Frame, n: Any) -> Any:
        left = self.eval(frame, n.left)
        result: Any = True
        for op, comp in zip(n.ops, n.comparators):
            right = self.eval(frame, comp)
            self.b.loc = frame.parsed.loc(n)
            if type(op) in (gast.Is, gast.IsNot) and (is_sym(left) or is_sym(right)):
                r = _CMPOPS[type(op)](left, right)
            else:
                try:
                    r = _CMPOPS[type(op)](left, right)
                except NeedsConstant as e:
                    raise self.error("MSG412", self.b.loc, what=e.what) from None
            result = r if result is True else self.and_values(result, r)
            left = right
        return result

    def and_values(self, a: Any, b: Any) -> Any:
        if not is_sym(a) and not is_sym(b):
            return a and b
        if not is_sym(a):
            return b if self.truth(a) else a
        if not is_sym(b):
            return self.cond_of(a) if self.truth(b) else False
        return F().logical_and(self.cond_of(a), self.cond_of(b))

    def or_values(self, a: Any, b: Any) -> Any:
        if not is_sym(a) and not is_sym(b):
            return a or b
        if not is_sym(a):
            return a if self.truth(a) else b
        if not is_sym(b):
            return True if self.truth(b) else self.cond_of(a)
        return F().logical_or(self.cond_of(a), self.cond_of(b))

    def e_boolop(self, frame: Frame, n: Any) -> Any:
        is_and = type(n.op) is gast.And
        acc = self.eval(frame, n.values[0])
        for sub in n.values[1:]:
            if not is_sym(acc):
                # Python short-circuit on constants.
                if is_and and not self.truth(acc):
                    return acc
                if not is_and and self.truth(acc):
                    return acc
                acc = self.eval(frame, sub)
                continue
            nxt = self.eval(frame, sub)
            acc = self.and_values(acc, nxt) if is_and else self.or_values(acc, nxt)
        return acc

    def e_ifexp(self, frame: Frame, n: Any) -> Any:
        test = self.eval(frame, n.test)
        if not is_sym(test):
            return self.eval(frame, n.body if self.truth(test) else n.orelse)
        cond = self.cond_of(test)
        results = []
        for expr in (n.body, n.orelse):
            blk = Block()
            self.b.blocks.append(blk)
            try:
                results.append(self.eval(frame, expr))
            finally:
                self.b.blocks.pop()
            results.append(blk)
        (vt, bt, ve, be) = results
        return self.emit_if(cond, bt, be, [vt], [ve], ["ifexp"])[0]

    def e_tuple(self, frame: Frame, n: Any) -> Any:
        return tuple(self.eval_elts(frame, n.elts))

    def e_list(self, frame: Frame, n: Any) -> Any:
        return list(self.eval_elts(frame, n.elts))

    def eval_elts(self, frame: Frame, elts: Sequence[Any]) -> List[Any]:
        out: List[Any] = []
        for e in elts:
            if isinstance(e, gast.Starred):
                out.extend(self.const_iter(self.eval(frame, e.value)))
            else:
                out.append(self.eval(frame, e))
        return out

    def e_dict(self, frame: Frame, n: Any) -> Any:
        out: Dict[Any, Any] = {}
        for k, v in zip(n.keys, n.values):
            if k is None:
                out.update(self.eval(frame, v))
            else:
                key = self.eval(frame, k)
                if is_sym(key):
                    raise self.error("MSG412", frame.parsed.loc(k), what="a Tensor as a dict key")
                out[key] = self.eval(frame, v)
        return out

    def e_subscript(self, frame: Frame, n: Any) -> Any:
        obj = self.eval(frame, n.value)
        idx = self.eval(frame, n.slice)
        self.b.loc = frame.parsed.loc(n)
        if is_sym(obj) or isinstance(obj, Tensor):
            return F().getitem(obj, idx)
        if contains_sym(idx):
            raise self.error("MSG412", self.b.loc, what=f"indexing a {type(obj).__name__} with a Tensor")
        return self.lift(obj[idx])

    def e_slice(self, frame: Frame, n: Any) -> Any:
        parts = [None if p is None else self.eval(frame, p) for p in (n.lower, n.upper, n.step)]
        if any(is_sym(p) for p in parts):
            raise self.error("MSG412", frame.parsed.loc(n), what="a slice bound")
        return slice(*parts)

    def e_joinedstr(self, frame: Frame, n: Any) -> Any:
        out = []
        for part in n.values:
            if isinstance(part, gast.Constant):
                out.append(str(part.value))
            else:
                v = self.eval(frame, part.value)
                if contains_sym(v):
                    raise self.error("MSG412", frame.parsed.loc(part), what="a Tensor in an f-string")
                conv = {115: str, 114: repr, 97: ascii}.get(part.conversion, None)
                if conv is not None:
                    v = conv(v)
                spec = "" if part.format_spec is None else self.e_joinedstr(frame, part.format_spec)
                out.append(format(v, spec))
        return "".join(out)

    def e_lambda(self, frame: Frame, n: Any) -> Any:
        defaults = [self.eval(frame, d) for d in n.args.defaults]
        return StagedFunction(n, frame, defaults, [])

    def e_listcomp(self, frame: Frame, n: Any) -> Any:
        return list(self.comprehension(frame, n, lambda f: self.eval(f, n.elt)))

    def e_dictcomp(self, frame: Frame, n: Any) -> Any:
        return dict(self.comprehension(frame, n, lambda f: (self.eval(f, n.key), self.eval(f, n.value))))

    def e_genexp(self, frame: Frame, n: Any) -> Any:
        return tuple(self.comprehension(frame, n, lambda f: self.eval(f, n.elt)))

    def comprehension(self, frame: Frame, n: Any, make: Any) -> List[Any]:
        gen = n.generators[0]
        inner = Frame(frame.parsed, frame.globals, parent=frame)
        out = []
        for elem in self.const_iter(self.eval(frame, gen.iter)):
            self.assign(inner, gen.target, elem)
            ok = True
            for cond in gen.ifs:
                c = self.eval(inner, cond)
                if is_sym(c):
                    raise self.error("MSG412", frame.parsed.loc(cond), what="a comprehension filter")
                if not self.truth(c):
                    ok = False
                    break
            if ok:
                out.append(make(inner))
        return out

    def e_call(self, frame: Frame, n: Any) -> Any:
        fn = self.eval(frame, n.func)
        args = self.eval_elts(frame, n.args)
        kwargs: Dict[str, Any] = {}
        for kw in n.keywords:
            if kw.arg is None:
                kwargs.update(self.eval(frame, kw.value))
            else:
                kwargs[kw.arg] = self.eval(frame, kw.value)
        loc = frame.parsed.loc(n)
        self.b.loc = loc
        if fn is super and not args:
            cls = frame.closure.get("__class__")
            first = next(iter(frame.env.values()), None)
            return super(cls, first)
        return self.call(fn, args, kwargs, loc)

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
                if hooks.is_cell(self_obj) and fn.__name__ == "construct":
                    return self.call_cell(self_obj, args, kwargs, loc)
                return self.call_function(fn.__func__, args, kwargs, self_obj=fn.__self__, loc=loc)
            if _is_library_function(fn):
                return self.fallback(fn, args, kwargs)
            return self.call_function(fn, args, kwargs, loc=loc)
        if isinstance(fn, functools.partial):
            return self.call(fn.func, list(fn.args) + list(args), {**fn.keywords, **kwargs}, loc)
        if not callable(fn):
            raise self.error("MSG406", loc, func=f"calling a {type(fn).__name__} object")
        return self.fallback(fn, args, kwargs)

    def guard(self, thunk: Any, what: str) -> Any:
        try:
            return thunk()
        except NeedsConstant as e:
            raise self.error("MSG412", self.b.loc, what=f"{what} ({e.what})") from None

    def fallback(self, fn: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        """JIT fallback: Python code on constants runs now, at compile time (LAX)."""
        if contains_sym(list(args)) or contains_sym(kwargs):
            raise self.error("MSG406", self.b.loc, func=f"calling {_describe(fn)} with Tensor arguments")
        if self.level is syntax.Level.STRICT and not _strict_ok(fn):
            raise self.error("MSG406", self.b.loc,
                             func=f"calling {_describe(fn)} (Python fallback needs jit_syntax_level='LAX')")
        try:
            result = fn(*args, **kwargs)
        except MsGraphError:
            raise
        except Exception as exc:
            raise CompileError(f"{_describe(fn)} raised {type(exc).__name__} while running at compile time: {exc}",
                               self.b.loc) from exc
        return self.lift(result)

    def call_op(self, fn: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        from ..ops.registry import Primitive

        prim = fn if isinstance(fn, Primitive) else None
        name = prim.op.name if prim is not None else getattr(fn, "__name__", "")
        if name in _ASSIGN_OPS and args and is_sym(args[0]) and args[0].param is not None:
            p = args[0].param
            value = args[1] if len(args) > 1 else kwargs.get("value")
            cur = self.param_sym(p)
            if name in ("assign_add", "AssignAdd"):
                value = cur + value
            elif name in ("assign_sub", "AssignSub"):
                value = cur - value
            return self.write_param(p, value)
        effect = prim is not None and prim.op.effectful
        if effect or name in ("Print", "print_"):
            args = [self.materialize(a) if isinstance(a, Tensor) else a for a in args]
            prim = prim or _print_prim()
            return self.emit_effect(prim, args)
        return self.guard(lambda: fn(*args, **kwargs), name)

    def emit_effect(self, prim: Any, args: Sequence[Any]) -> Any:
        from .symbolic import emit_prim

        if not any(is_sym(a) for a in args):
            # Effects never run at compile time: force a node.
            return emit_prim(prim, list(args))
        return emit_prim(prim, list(args))

    # ------------------------------------------------------------------------------
    # Tensor conditions and control flow
    # ------------------------------------------------------------------------------
    def truth(self, v: Any) -> bool:
        try:
            return bool(v)
        except NeedsConstant:
            raise self.error("MSG412", self.b.loc, what="a Tensor used as a Python bool") from None

    def cond_of(self, v: Any) -> Sym:
        """A 0-d bool Sym meaning ``bool(v)`` (one-element Tensors only)."""
        if not is_sym(v):
            v = self.materialize(v)
        size = v.aval.size
        if size is not None and size != 1:
            raise CompileError(f"The truth value of a Tensor with {size} elements is ambiguous "
                               f"(shape {v.shape}).", self.b.loc,
                               hint="reduce it first, e.g. (x > 0).all() or x.sum() > 0")
        if v.shape != ():
            v = F().reshape(v, ())
        if v.aval.dtype != np.bool_:
            v = F().cast(v, "bool")
        return v

    def tensor_if(self, frame: Frame, cond: Sym, body: Sequence[Any], orelse: Sequence[Any]) -> None:
        loc = self.b.loc
        before = dict(frame.env)
        pstate = dict(self.param_state)
        envs, states, blocks = [], [], []
        self.tensor_cf += 1
        try:
            for stmts in (body, orelse):
                frame.env = dict(before)
                self.param_state = dict(pstate)
                blk = Block()
                self.b.blocks.append(blk)
                try:
                    kind, _ = self.run(frame, stmts, Scope.FUNCTION)
                finally:
                    self.b.blocks.pop()
                envs.append(frame.env)
                states.append(self.param_state)
                blocks.append(blk)
        finally:
            self.tensor_cf -= 1
        self.b.loc = loc
        self.join_into(frame, cond, blocks, envs, states, before)

    def join_into(self, frame: Frame, cond: Sym, blocks: List[Block], envs: List[Dict[str, Any]],
                  states: List[Dict[int, Any]], before: Dict[str, Any]) -> None:
        names = sorted(set(envs[0]) | set(envs[1]))
        vals_t, vals_e, keys = [], [], []
        result_env = dict(before)
        for name in names:
            a = envs[0].get(name, _MISSING)
            c = envs[1].get(name, _MISSING)
            if a is c:
                result_env[name] = a
                continue
            if a is _MISSING or c is _MISSING:
                result_env[name] = Undefined(name, self.b.loc)
                continue
            keys.append(("name", name))
            vals_t.append(a)
            vals_e.append(c)
        pids = sorted(set(states[0]) | set(states[1]))
        for pid in pids:
            a = states[0].get(pid)
            c = states[1].get(pid)
            if a is c:
                continue
            p = (a or c)[0]
            a = a[1] if a else self.param_sym_outer(p)
            c = c[1] if c else self.param_sym_outer(p)
            keys.append(("param", pid, p))
            vals_t.append(a)
            vals_e.append(c)
        labels = [k[1] if k[0] == "name" else _ident(k[2].name) for k in keys]
        joined = self.emit_if(cond, blocks[0], blocks[1], vals_t, vals_e, labels)
        frame.env = result_env
        merged_state = dict(states[0])
        merged_state.update({k: v for k, v in states[1].items() if k not in merged_state})
        self.param_state = merged_state
        for key, val in zip(keys, joined):
            if key[0] == "name":
                frame.env[key[1]] = val
            else:
                p = key[2]
                self.param_state[id(p)] = (p, Sym(val.value, p))

    def param_sym_outer(self, p: Parameter) -> Sym:
        return self.param_sym(p)

    def emit_if(self, cond: Sym, bt: Block, be: Block, vals_t: List[Any], vals_e: List[Any],
                labels: List[str]) -> List[Any]:
        """Emit an ``if`` node joining structures vals_t/vals_e; returns the joined structures."""
        leaves_t: List[Any] = []
        leaves_e: List[Any] = []
        templates = []
        for a, c, label in zip(vals_t, vals_e, labels):
            templates.append(self.join_struct(a, c, leaves_t, leaves_e, label))
        out_avals = []
        for a, c, label in zip(leaves_t, leaves_e, [x[2] for x in leaves_t]):
            pass
        avals = []
        for (ta, _, label), (ea, _, _) in zip(leaves_t, leaves_e):
            avals.append(_join_aval(self, ta, ea, label))
        bt.results = [self.as_input(x[0], av, bt) for x, av in zip(leaves_t, avals)]
        be.results = [self.as_input(x[0], av, be) for x, av in zip(leaves_e, avals)]
        node = Node(Struct.IF, [cond.value], avals, blocks=[bt, be], names=[x[2] for x in leaves_t])
        self.b.add(node)
        outs = [Sym(v) for v in node.outputs]
        it = iter(outs)
        return [_fill(t, it) for t in templates]

    def join_struct(self, a: Any, c: Any, lt: List[Any], le: List[Any], label: str) -> Any:
        if is_sym(a) or is_sym(c) or (isinstance(a, (bool, int, float)) and isinstance(c, (bool, int, float))
                                      and type(a) is type(c) and a != c):
            lt.append((a, None, label))
            le.append((c, None, label))
            return _HOLE
        if isinstance(a, (tuple, list)) and type(a) is type(c) and len(a) == len(c):
            return type(a)(self.join_struct(x, y, lt, le, label) for x, y in zip(a, c))
        if isinstance(a, Tensor) and isinstance(c, Tensor):
            lt.append((a, None, label))
            le.append((c, None, label))
            return _HOLE
        if a is c or (type(a) is type(c) and _safe_eq(a, c)):
            return a
        raise self.error("MSG401", self.b.loc, details=f"'{label}' is {_kind(a)} in one branch and {_kind(c)} "
                                                      f"in the other")

    def as_input(self, v: Any, aval: Aval, blk: Block) -> Any:
        if is_sym(v):
            return v.value
        c = const_input(v)
        if c.aval is not None and (c.aval.dtype != aval.dtype):
            c = Const(np.asarray(v, aval.dtype), aval) if not aval.weak else Const(aval.dtype.type(v).item(), aval)
        return c

    def tensor_if_cps(self, frame: Frame, cond: Sym, then_items: List[Any], else_items: List[Any],
                      scope: Scope) -> Tuple[Exit, Any]:
        loc = self.b.loc
        before = dict(frame.env)
        pstate = dict(self.param_state)
        outcomes, blocks, envs, states = [], [], [], []
        self.tensor_cf += 1
        try:
            for items in (then_items, else_items):
                frame.env = dict(before)
                self.param_state = dict(pstate)
                blk = Block()
                self.b.blocks.append(blk)
                try:
                    outcomes.append(self.run(frame, items, scope))
                finally:
                    self.b.blocks.pop()
                blocks.append(blk)
                envs.append(frame.env)
                states.append(self.param_state)
        finally:
            self.tensor_cf -= 1
        self.b.loc = loc
        kinds = {k for k, _ in outcomes}
        if scope is Scope.FUNCTION:
            vals = [v if k is Exit.RETURN else None for k, v in outcomes]
            # Names are dead after a return; only Parameter state must be joined.
            envs = [{"__return__": vals[0]}, {"__return__": vals[1]}]
            self.join_into(frame, cond, blocks, envs, states, {})
            return Exit.RETURN, frame.env["__return__"]
        if Exit.RETURN in kinds:
            raise CompileError("'return' inside a loop whose condition is a Tensor is not supported.",
                               self.b.loc, hint="assign the result to a variable, 'break', and return after the loop")
        flags = [v if k is Exit.NEXT else (k is Exit.BREAK) for k, v in outcomes]
        envs[0]["__broke__"] = flags[0]
        envs[1]["__broke__"] = flags[1]
        self.join_into(frame, cond, blocks, envs, states, before)
        broke = frame.env.pop("__broke__")
        return Exit.NEXT, broke

    # -- loops -------------------------------------------------------------------------------
    def const_iter(self, v: Any) -> List[Any]:
        if is_sym(v):
            try:
                return list(v)
            except NeedsConstant:
                raise self.error("MSG412", self.b.loc, what="iterating a Tensor of dynamic length") from None
        if isinstance(v, dict):
            return list(v.keys())
        if hooks.is_cell(v) and hasattr(v, "__iter__"):
            return [self.lift(c) for c in v]
        try:
            return [self.lift(x) for x in v]
        except NeedsConstant as e:
            raise self.error("MSG412", self.b.loc, what=f"a loop bound ({e.what})") from None
        except TypeError:
            raise CompileError(f"cannot iterate over {type(v).__name__}.", self.b.loc) from None

    def tensor_while(self, frame: Frame, node: Any) -> None:
        from .loops import lower_tensor_while

        lower_tensor_while(self, frame, node)


# ----------------------------------------------------------------------------------
# helpers
# ----------------------------------------------------------------------------------
_MISSING = object()
_HOLE = object()
_MUTATORS = {"append", "extend", "insert", "pop", "remove", "clear", "update", "setdefault", "popitem", "sort",
             "reverse", "__setitem__"}
_ASSIGN_OPS = {"Assign", "assign", "AssignAdd", "assign_add", "AssignSub", "assign_sub"}
_PY_BUILTINS = {getattr(builtins, n) for n in ("len", "isinstance", "range", "enumerate", "zip", "tuple", "list",
                                               "dict", "min", "max", "abs", "sum", "round", "all", "any", "int",
                                               "float", "bool", "str", "getattr", "hasattr", "type", "pow",
                                               "reversed", "sorted", "divmod", "issubclass", "callable", "id",
                                               "repr", "format", "slice", "map", "filter")}


def _guardable(v: Any) -> bool:
    if v is None or type(v) in (bool, int, float, str):
        return True
    return type(v) is tuple and all(_guardable(x) for x in v)


def _grad_kind(fn: Any) -> Optional[str]:
    import importlib

    G = importlib.import_module("msgraph.autodiff.grad")

    if isinstance(fn, G.GradFunction):
        return "function"
    if isinstance(fn, G.GradOperation) or fn is G.grad or fn is G.value_and_grad:
        return "factory"
    return None


def _fill(template: Any, it: Any) -> Any:
    if template is _HOLE:
        return next(it)
    if isinstance(template, (tuple, list)):
        return type(template)(_fill(t, it) for t in template)
    return template


def _safe_eq(a: Any, b: Any) -> bool:
    try:
        return bool(a == b)
    except Exception:
        return False


def _kind(v: Any) -> str:
    if is_sym(v):
        return f"Tensor[{v.aval}]"
    if isinstance(v, Tensor):
        return f"Tensor[{tuple(v.shape)}, {v.dtype}]"
    return f"{type(v).__name__} {v!r}"


def _join_aval(low: Lowerer, a: Any, c: Any, label: str) -> Aval:
    def av(x: Any) -> Aval:
        if is_sym(x):
            return x.aval
        return const_input(x).aval

    x, y = av(a), av(c)
    if x is None or y is None:
        raise low.error("MSG401", low.b.loc, details=f"'{label}' is {_kind(a)} in one branch and {_kind(c)} in the other")
    if x.weak and y.weak:
        dt = np.result_type(x.dtype, y.dtype)
        return Aval((), dt, weak=True)
    if x.shape != y.shape or x.dtype != y.dtype or (x.weak != y.weak and (is_sym(a) and is_sym(c)) is False):
        raise low.error("MSG401", low.b.loc,
                        detail=f"'{label}' is {_kind(a)} in the true branch and {_kind(c)} in the false branch")
    return Aval(x.shape, x.dtype, weak=x.weak and y.weak)


def _find(items: List[Any], start: int, kinds: Any) -> Optional[int]:
    for j in range(start, len(items)):
        if isinstance(items[j], kinds):
            return j
    return None


def _as_load(t: Any) -> Any:
    if isinstance(t, gast.Name):
        return gast.Name(id=t.id, ctx=gast.Load(), annotation=None, type_comment=None)
    if isinstance(t, gast.Attribute):
        return gast.Attribute(value=t.value, attr=t.attr, ctx=gast.Load())
    if isinstance(t, gast.Subscript):
        return gast.Subscript(value=t.value, slice=t.slice, ctx=gast.Load())
    return t


def _as_store(t: Any) -> Any:
    if isinstance(t, gast.Name):
        return gast.Name(id=t.id, ctx=gast.Store(), annotation=None, type_comment=None)
    if isinstance(t, gast.Attribute):
        return gast.Attribute(value=t.value, attr=t.attr, ctx=gast.Store())
    if isinstance(t, gast.Subscript):
        return gast.Subscript(value=t.value, slice=t.slice, ctx=gast.Store())
    return t


def _ident(name: str) -> str:
    out = "".join(ch if ch.isalnum() or ch == "_" else "_" for ch in str(name))
    return out or "v"


def _in_parent_env(frame: Frame, name: str) -> bool:
    f = frame.parent
    while f is not None:
        if name in f.env:
            return True
        f = f.parent
    return False


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


def _special_print(low: Lowerer, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    args = [low.materialize(a) if isinstance(a, Tensor) else a for a in args]
    low.emit_effect(_print_prim(), args)
    return None


def _special_isinstance(low: Lowerer, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    obj, cls = args
    if is_sym(obj):
        classes = cls if isinstance(cls, tuple) else (cls,)
        return any(isinstance(c, type) and issubclass(c, Tensor) and not issubclass(c, Parameter)
                   or (obj.param is not None and c is Parameter) for c in classes)
    return isinstance(obj, cls)


def _special_len(low: Lowerer, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    return low.guard(lambda: len(args[0]), "len")


def _special_minmax(which: Any) -> Any:
    def impl(low: Lowerer, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        vals = list(args[0]) if len(args) == 1 else list(args)
        if not contains_sym(vals) or kwargs:
            return low.fallback(which, args, kwargs)
        acc = vals[0]
        for v in vals[1:]:
            acc = (F().maximum if which is max else F().minimum)(acc, v)
        return acc
    return impl


def _special_map(low: Lowerer, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    fn, *seqs = args
    return tuple(low.call(fn, list(items), {}, low.b.loc) for items in zip(*[low.const_iter(s) for s in seqs]))


def _special_filter(low: Lowerer, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
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


def _special_range(low: Lowerer, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
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

_EXPR = {
    gast.Constant: Lowerer.e_constant, gast.Name: Lowerer.e_name, gast.Attribute: Lowerer.e_attribute,
    gast.BinOp: Lowerer.e_binop, gast.UnaryOp: Lowerer.e_unaryop, gast.Compare: Lowerer.e_compare,
    gast.BoolOp: Lowerer.e_boolop, gast.IfExp: Lowerer.e_ifexp, gast.Tuple: Lowerer.e_tuple,
    gast.List: Lowerer.e_list, gast.Dict: Lowerer.e_dict, gast.Subscript: Lowerer.e_subscript,
    gast.Slice: Lowerer.e_slice, gast.JoinedStr: Lowerer.e_joinedstr, gast.Lambda: Lowerer.e_lambda,
    gast.ListComp: Lowerer.e_listcomp, gast.DictComp: Lowerer.e_dictcomp, gast.GeneratorExp: Lowerer.e_genexp,
    gast.Call: Lowerer.e_call,
}
