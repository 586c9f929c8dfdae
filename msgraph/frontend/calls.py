"""Call lowering (a mixin of the Lowerer): dispatch on what the callee is."""
from __future__ import annotations

import builtins
import contextvars
import copy
import enum
import functools
import inspect
import operator
import sys
import types
from typing import Any, Callable, Dict, Optional, Sequence


import numpy as np

from ..common import hooks
from ..common.aval import Aval, SeqAval
from ..common.mutable import MutableBool, is_dynamic_len, is_mutable_container, is_mutable_scalar
from ..common.tensor import Parameter, Tensor
from ..common.tensor import tensor as _tensor_fn
from ..ops import sequence_st as _seq_ops
from ..ops._helpers import scalar_type_name
from ..ops._operations import manually_defined as _manual_ops
from ..ops.registry import (GRAPH_USER_ARRAYS, NUMBERS_ACCEPTED, NUMBERS_REFUSED, check_number_inputs, graph_call,
                            in_msgraph, is_number_input, number_dtype)
from ..errors import (ArgumentCountRuntimeError, UnexpectedKeywordError, CompileError, GraphAttributeError, GraphRuntimeError, GraphTypeError, GraphValueError, MsGraphError, SourceLoc,
                      compile_error_class)
from ..errors import ArgumentError, DTypeError, OpError, SignatureError
from . import syntax
from .cell_hooks import call_hooked, has_hooks
from .binding import BindingProblem, binding_problem, safe_signature, signature_text
from .scope import Frame, StagedFunction, closure_vars, first_undefined_name
from .source import ParsedFunction, check_lambda_source, parse_function, unwrap_function
from .symbolic import NeedsConstant, Sym, contains_sym, emit_node, emit_prim, is_sym
from .fallback import objects_run
from .list_join import is_joined_elem, tensor_result as list_join_result
from .numpy_view import is_numpy_scalar, is_numpy_view, isinstance_numpy, mark_numpy, mark_numpy_result, numpy_operands
from .switch import SwitchFn, switch_call

from .flow import Exit, F, Scope
from .jit_forbidden import forbidden_message


_MUTATORS = {"append", "extend", "insert", "pop", "remove", "clear", "update", "setdefault", "popitem", "sort",
             "reverse", "__setitem__"}


_PY_BUILTINS = {getattr(builtins, n) for n in ("len", "isinstance", "range", "enumerate", "zip", "tuple", "list",
                                               "dict", "min", "max", "abs", "sum", "round", "all", "any", "int",
                                               "float", "bool", "str", "getattr", "hasattr", "type", "pow",
                                               "reversed", "sorted", "divmod", "issubclass", "callable", "id",
                                               "repr", "format", "slice", "map", "filter")}



#: MindSpore 2.10's graph call depth (``max_call_depth``, 1000 unless set; ``ms.set_recursion_limit``) bounds how deep
#: inlined calls may nest.  Measured with limits 100 and 1000: a chain of distinct functions or nested Cells n calls
#: below the graph compiles while ``n + 4 <= limit`` (96 / 996 deep), a recursion on a Python counter while
#: ``3 * n + 3 <= limit`` (32 / 332 levels: each level runs its ``if``'s branch graphs as well).  The graph's own
#: function is the first entry of the call stack (cost 1); a recursive call costs 3, the deepest 2.  Past it MindSpore
#: stops with its RuntimeError "Exceed function call depth limit"; a recursion is msgraph's MSG408 (same class).
CALL_DEPTH_BASE = 3
#: the call-depth cost of an active call that recurses (a call of a function already active) and of any other call
RECURSIVE_CALL_COST, CALL_COST = 3, 1

#: Python frames one inlined call level may take (measured: 9 for a function, 12-14 for a Cell; hooks, amp and
#: deep expressions take more): every ``STACK_CHECK_LEVELS`` levels the inliner makes sure that this many frames per
#: level for twice as many levels fit under Python's recursion limit, raising it while it compiles
#: (:func:`stack_room`), so that a deep nesting MindSpore compiles never stops on Python's RecursionError.
FRAMES_PER_LEVEL = 40
STACK_CHECK_LEVELS = 8


def _frame_depth() -> int:
    depth, frame = 0, sys._getframe(1)
    while frame is not None:
        depth, frame = depth + 1, frame.f_back
    return depth


def ensure_stack_room(levels: int) -> None:
    """Raise Python's recursion limit, when needed, so that ``levels`` more inlined call levels fit above the caller.
    The limit follows the depth that inlining reaches (it is not raised ahead of need: a runaway recursion elsewhere
    still ends in a RecursionError near the usual margin); the outermost call restores it (:meth:`CallLowering.
    call_function`)."""
    need = _frame_depth() + FRAMES_PER_LEVEL * levels + 200
    if need > sys.getrecursionlimit():
        sys.setrecursionlimit(need)


def call_depth_message(limit: int) -> str:
    return (f"Exceed function call depth limit {limit}, (function call depth: {limit + 1}, simulate call depth: "
            f"{limit}).\nIt's always happened with complex construction of code or infinite recursion or loop.\n"
            f"Please check the code if it's has the infinite recursion or call "
            f"'context.set_context(max_call_depth=value)' to adjust this value.")


def call_depth_error(limit: int, loc: Optional[SourceLoc], hint: Optional[str] = None) -> CompileError:
    """MindSpore 2.10's RuntimeError for a graph past its call depth limit (``max_call_depth``)."""
    return CompileError(call_depth_message(limit), loc, hint=hint)


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
            bound = self.bind_staged(fn, args, kwargs, loc)
        else:
            # A functools.wraps wrapper is compiled as the function it wraps, with that function's
            # globals and closure: MindSpore 2.10 parses the unwrapped source (docs/differences.md).
            raw = unwrap_function(fn)
            if getattr(getattr(raw, "__code__", None), "co_name", "") == "<lambda>" and not self.bytecode \
                    and not _in_library(SourceLoc(raw.__code__.co_filename, 1)):
                # (a lambda called from graph code, or compiled as the graph: rule MSG414)
                check_lambda_source(raw)
            parsed = parse_function(raw)
            self.check_syntax(parsed, syntax.module_aliases_from_globals(raw.__globals__))
            frame = Frame(parsed, raw.__globals__, closure_vars(raw))
            if self.bytecode and getattr(raw, "__closure__", None) and getattr(self, "graph", None) is not None:
                # bytecode capture guards the closure cells it reads: a rebound closure Tensor or number is seen
                # at the next call (MindSpore 2.10 measured; adapt38pj/bytecode_closure_guards)
                from .guards import closure_guard

                for name, cell in zip(raw.__code__.co_freevars, raw.__closure__):
                    if name in frame.closure:   # (a closure list / dict also by its items: guards.closure_guard)
                        self.graph.guards.append(closure_guard(cell, frame.closure[name]))
            names_ok = self.__dict__.setdefault("_names_checked", set())   # (once per function per compile)
            if id(raw.__code__) not in names_ok and not _in_library(parsed.loc()):
                undefined = first_undefined_name(parsed, frame.globals, frame.closure)
                if undefined is not None:   # (MindSpore's parser: before any other error of the function)
                    raise self.error("MSG403", parsed.loc(undefined), name=undefined.id)
                names_ok.add(id(raw.__code__))   # (identity: equal code objects of two files differ)
            key = raw.__code__
            n_self = 0
            if self_obj is not None:
                args = (self_obj,) + tuple(args)
                n_self = 1
            bound = self.bind_python(raw, parsed, args, kwargs, loc, n_self)
        # Recursion is judged per function *and receiver*: a SequentialCell inside a SequentialCell
        # runs the same construct on another instance, which is no recursion at all.
        key = (key, id(self_obj)) if self_obj is not None else (key, None)
        depth = sum(1 for k in self.call_stack if k[0] == key)
        # MindSpore's call depth with this call (the deepest so far costs 2 when it recurses: its branch graph that
        # would recurse further is counted when the next level comes)
        from .. import context

        limit = context.get_context("max_call_depth")
        if CALL_DEPTH_BASE + sum(k[3] for k in self.call_stack) + (2 if depth else CALL_COST) > limit:
            if depth:   # (MSG408 says which call recurses, then MindSpore's message)
                raise self.error("MSG408", loc, func=parsed.qualname, extra=call_depth_message(limit),
                                 chain=" -> ".join(k[1] for k in self.call_stack[-8:]))
            raise call_depth_error(limit, loc, hint=f"graph calls nest {len(self.call_stack) + 1} deep here; raise "
                                                    f"ms.set_recursion_limit, or nest fewer Cells / functions")
        if depth:
            # Real recursion: inlined while its depth is decided by compile-time constants (fact(5)
            # folds); a recursion whose end depends on a Tensor never bottoms out here.
            from .recursion import BROADEN_DEPTH, broadened_repeat, graph_call, repeats_active

            # (only under a Tensor condition: elsewhere the depth is decided by constants or state
            # changed while compiling, and inlining goes on)
            sig = repeats_active(self, key, bound) if self.tensor_cf else None
            if sig is None and self.tensor_cf and depth >= BROADEN_DEPTH:
                broadened = broadened_repeat(self, key, bound)
                if broadened is not None:
                    sig, bound = broadened
            if sig is not None:
                # It repeats an active call exactly: its depth is decided by Tensors, at run time.
                body = fn.node.body if isinstance(fn, StagedFunction) else parsed.node.body
                if isinstance(body, list):
                    return graph_call(self, fn, parsed, frame, key, sig, bound, body, loc)
        frame.env.update(bound)
        outer_limit = sys.getrecursionlimit() if not self.call_stack else None   # (the outermost call restores it)
        if len(self.call_stack) % STACK_CHECK_LEVELS == 0:
            ensure_stack_room(2 * STACK_CHECK_LEVELS)
        self.call_stack.append((key, parsed.qualname, bound, RECURSIVE_CALL_COST if depth else CALL_COST))
        self.call_locs.append(loc if loc is not None else self.b.loc)   # (a graph break's "From user code" chain)
        saved_loc = self.b.loc
        try:
            body = fn.node.body if isinstance(fn, StagedFunction) else parsed.node.body
            if isinstance(body, list):
                kind, value = self.run(frame, body, Scope.FUNCTION)
                self.call_raised = kind is Exit.RAISE   # read by a switch join (frontend/switch.py)
                # the statement that returned (named by a switch join's error, frontend/switch.py)
                self.call_return_loc = self.b.loc if kind is Exit.RETURN else None
                return value if kind is Exit.RETURN else None
            self.b.loc = parsed.loc(body)
            return self.eval(frame, body)   # lambda body
        except MsGraphError as exc:
            # An error inside library code (a Dense layer's matmul) is reported at the user's line
            # that called into the library; the library frame follows as a note.
            if (loc is not None and exc.loc is not None and _in_library(exc.loc) and not _in_library(loc)
                    and not isinstance(exc, SyntaxError)):
                inner = exc.loc
                MsGraphError.__init__(exc, exc.raw_message, loc, exc.hint)
                exc.add_note(f"  in msgraph library code: {inner} ({inner.source_line().strip()})")
            elif loc is not None and exc.loc is not None and exc.loc != loc and loc != parsed.loc():
                exc.add_note(f"  called from {loc} ({loc.source_line().strip()})")
            raise
        finally:
            self.call_stack.pop()
            self.call_locs.pop()
            self.b.loc = saved_loc
            if outer_limit is not None and sys.getrecursionlimit() != outer_limit:
                sys.setrecursionlimit(outer_limit)

    def bind_python(self, fn: Any, parsed: ParsedFunction, args: Sequence[Any], kwargs: Dict[str, Any],
                    loc: Optional[SourceLoc], n_self: int = 0) -> Dict[str, Any]:
        """Bind a Python function's parameters (``n_self`` leading ``args`` are a bound ``self``)."""
        return self.bind(inspect.signature(fn), parsed.qualname, args, kwargs, loc, n_self)

    def bind_staged(self, fn: StagedFunction, args: Sequence[Any], kwargs: Dict[str, Any],
                    loc: Optional[SourceLoc] = None) -> Dict[str, Any]:
        """Bind a ``def``/``lambda`` written in graph code, exactly like a Python function."""
        return self.bind(fn.signature(), fn.__name__, args, kwargs, loc)

    def bind(self, sig: inspect.Signature, name: str, args: Sequence[Any], kwargs: Dict[str, Any],
             loc: Optional[SourceLoc], n_self: int = 0) -> Dict[str, Any]:
        """Parameter name -> value, as Python binds the call (``*args`` a tuple, ``**kwargs`` a dict);
        a call Python rejects raises the error Python reports first (:mod:`.binding`), at ``loc``."""
        self.check_binding(sig, name, args, kwargs, loc, n_self)
        try:
            ba = sig.bind(*args, **kwargs)
        except TypeError as exc:   # not expected after check_binding; keep Python's words
            raise self.binding_error(name, BindingProblem("keyword", str(exc)), sig, loc, n_self) from None
        given = set(ba.arguments)
        ba.apply_defaults()
        out: Dict[str, Any] = {}
        for pname, val in ba.arguments.items():
            p = sig.parameters[pname]
            if self.bytecode and pname not in given and type(val) in (list, dict):
                # a mutable default is shared by every call, as a global list is: a write to it breaks the graph
                # and the function runs as Python (writeback._break_at_outer_writes; adapt38pj/bytecode_outer_writes)
                from .writeback import note_attr_container
                note_attr_container(self, val)
            if p.kind is p.VAR_POSITIONAL:
                val = tuple(val)
            elif p.kind is p.VAR_KEYWORD:
                val = dict(val)
            out[pname] = val
        return out

    def check_binding(self, sig: Optional[inspect.Signature], name: str, args: Sequence[Any],
                      kwargs: Dict[str, Any], loc: Optional[SourceLoc], n_self: int = 0) -> None:
        """Raise the ArgumentError (MSG405) for a call that does not bind to ``sig``; no-op if it does
        (or ``sig`` is unknown)."""
        if sig is None:
            return
        problem = binding_problem(sig, args, kwargs, n_self)
        if problem is not None:
            raise self.binding_error(name, problem, sig, loc, n_self)

    def binding_error(self, name: str, problem: BindingProblem, sig: inspect.Signature,
                      loc: Optional[SourceLoc], n_self: int = 0) -> MsGraphError:
        rule = syntax.RULES["MSG405"]
        loc = loc or self.b.loc
        if problem.kind == "count":
            message, hint = rule.format(func=name, expected=problem.expected, got=problem.got)
            if problem.detail:
                message = f"{message[:-1]} ({problem.detail})."
            ms_words = self.binder_count_words(sig, problem, n_self)
            if ms_words:
                exc = ArgumentCountRuntimeError(f"{ms_words} ({rule.code}: {message})", loc, hint)
                exc.code, exc.rule = rule.code, rule
                return exc
            return rule.make_error(message, hint, loc)
        hint = f"`{name}` takes {signature_text(sig, n_self)}: check the argument names."
        unexpected = problem.detail.startswith("got an unexpected keyword argument")
        if unexpected or "required keyword-only" in problem.detail:
            # MindSpore's Graph mode: a RuntimeError with its sentence (also a TypeError, as Python's); a missing
            # keyword-only argument is its RuntimeError "Miss argument input for parameter:b" (ctrl26)
            exc = UnexpectedKeywordError(f"{rule.code} {name}() {problem.detail}.", loc,
                                         f"G{problem.detail[1:]} (MindSpore's words); {hint}" if unexpected else hint)
            exc.code, exc.rule = rule.code, rule
            return exc
        return rule.make_error(f"{name}() {problem.detail}.", hint, loc)

    def binder_count_words(self, sig: inspect.Signature, problem: BindingProblem, n_self: int) -> str:
        """MindSpore's RuntimeError sentence for a wrong number of positional arguments where its generic binder
        (not the arity TypeError) reports it, else "".  Measured on MindSpore 2.10 (adapt37am): a callee with
        ``*args`` or ``**kwargs`` -- a Graph-mode Cell's construct or ``@jit`` function called from Python too --
        and, for a call inside graph code, a callee with defaults or keyword-only parameters."""
        params = list(sig.parameters.values())[n_self:]
        has_var = any(p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) for p in params)
        plain = all(p.kind is p.POSITIONAL_OR_KEYWORD and p.default is p.empty for p in params)
        if not has_var and (plain or not self.call_stack):
            return ""
        if problem.detail.startswith("missing"):
            if any(p.kind is p.VAR_POSITIONAL for p in params) and not any(p.kind is p.VAR_KEYWORD for p in params):
                n_pos = sum(1 for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD))
                return (f"its max argument size: {problem.got} is less than parameter size: {n_pos}")
            first = problem.detail.split(": ", 1)[1].split(",")[0].split(" and ")[0].strip("'")
            return f"Miss argument input for parameter:{first}"
        n_pos = sum(1 for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD))
        return f"takes {n_pos} positional arguments, but {problem.got} were given."

    def binding_mismatch(self, fn: Any, name: str, args: Sequence[Any], kwargs: Dict[str, Any],
                         loc: Optional[SourceLoc]) -> Optional[MsGraphError]:
        """After ``fn(*args, **kwargs)`` raised a plain TypeError: when the call does not bind to
        ``fn``'s signature, that was the cause (Python binds before running any of ``fn``): the
        located ArgumentError to raise instead; ``None`` otherwise (or if the signature is unknown)."""
        sig = safe_signature(fn)
        problem = None if sig is None else binding_problem(sig, args, kwargs)
        from ..ops.registry import Primitive

        if problem is not None and kwargs and problem.kind == "count" and problem.detail.startswith("missing") \
                and isinstance(fn, Primitive):
            # MindSpore's graph compiler names the first keyword for a primitive's missing input (RuntimeError)
            exc = UnexpectedKeywordError(f"Got an unexpected keyword argument '{next(iter(kwargs))}' for "
                                         f"'S_Prim_{type(fn).__name__}' ({problem.detail}).", loc or self.b.loc)
            return exc
        return None if problem is None else self.binding_error(name, problem, sig, loc)

    def call_cell(self, cell: Any, args: Sequence[Any], kwargs: Dict[str, Any], loc: Optional[SourceLoc]) -> Any:
        from ..autodiff.grad_call import note_graph_cell_call

        note_graph_cell_call(self, cell, args, kwargs)
        arrays = tuple(a for a in tuple(args) + tuple(kwargs.values()) if type(a) is np.ndarray)
        prev = GRAPH_USER_ARRAYS[0]
        if arrays and (loc is None or not in_msgraph(loc.filename)):
            # the user's numpy arrays given to a Cell (``nn.ReLU()(a)``): one that reaches an op in its construct,
            # msgraph's own graph code too, is MindSpore 2.10's TypeError (registry.refuse_user_array)
            GRAPH_USER_ARRAYS[0] = prev + arrays
        try:   # (frames per Cell level: FRAMES_PER_LEVEL, ensure_stack_room)
            if has_hooks(self, cell):   # MindSpore 2.10 compiles a Cell's hooks (frontend/cell_hooks.py)
                return call_hooked(self, cell, args, kwargs, loc, lambda a, k: self._call_cell_amp(cell, a, k, loc))
            return self._call_cell_amp(cell, args, kwargs, loc)
        finally:
            GRAPH_USER_ARRAYS[0] = prev

    def _call_cell_amp(self, cell: Any, args: Sequence[Any], kwargs: Dict[str, Any], loc: Optional[SourceLoc]) -> Any:
        amp_policy = cell.__dict__.get("_amp_policy")
        if amp_policy is not None:  # Cell.to_float / amp: the ops lowered inside cast their inputs
            from ..ops import amp_state

            args = amp_state.cell_inputs(amp_policy, args)   # Graph mode casts at the Cell's boundary
            with amp_state.scope(*amp_policy):
                return self._call_cell(cell, args, kwargs, loc)
        return self._call_cell(cell, args, kwargs, loc)

    def call_with_bprop(self, fn: Any, bprop: Any, args: Sequence[Any], kwargs: Dict[str, Any],
                        loc: Optional[SourceLoc], name: str) -> Any:
        """``fn(*args)`` differentiated by the user rule ``bprop(*args, out, dout)`` (``ops.Morph``'s
        ``bprop_fn``), as a Cell's ``bprop`` is."""
        from ..autodiff.custom_bprop import lower_custom_bprop_call

        return lower_custom_bprop_call(self, None, fn, args, kwargs, loc, bprop=bprop, name=name)

    def _call_cell(self, cell: Any, args: Sequence[Any], kwargs: Dict[str, Any], loc: Optional[SourceLoc]) -> Any:
        construct = hooks.cell_construct(cell)
        raw = getattr(construct, "fn", construct)  # @ms.jit on construct
        if callable(getattr(cell, "bprop", None)):
            from ..autodiff.custom_bprop import lower_custom_bprop_call

            return lower_custom_bprop_call(self, cell, raw, args, kwargs, loc)
        return self.call_function(raw, args, kwargs, self_obj=cell, loc=loc)

    # ------------------------------------------------------------------------------
    # statements (work list)
    # ------------------------------------------------------------------------------

    def call(self, fn: Any, args: Sequence[Any], kwargs: Dict[str, Any], loc: Optional[SourceLoc]) -> Any:
        """Dispatch a call made in graph code by what the callee is."""
        out = self._dispatch_call(fn, args, kwargs, loc)
        if type(out) is tuple and len(args) == 1 and is_sym(args[0]) and _is_shape_fn(fn):
            from .dyn_rank_shape import shape_of
            out = shape_of(self, args[0], out)   # ops.shape of a set_inputs dynamic-rank input: formats as numpy's
        return out

    def _dispatch_call(self, fn: Any, args: Sequence[Any], kwargs: Dict[str, Any], loc: Optional[SourceLoc]) -> Any:
        from ..ops.registry import Primitive

        if isinstance(fn, StagedFunction):
            return self.call_function(fn, args, kwargs, loc=loc)
        ns = getattr(self, "namespace_self", None)
        if ns is not None and fn is ns:
            # the instance of a compiled jit method is MindSpore's namespace object there (compiler._namespace_self)
            raise GraphValueError("The object is not callable. Please check code.", loc or self.b.loc,
                                  hint="call a method of the object (self.method(...)), not the object itself")
        if ((is_sym(fn) and fn.aval.dtype == object and objects_run(self, [fn, args, kwargs]))
                or ((isinstance(fn, Primitive) or getattr(fn, "_msgraph_op", False))
                    and not getattr(fn, "reads_abstract", False) and objects_run(self, [args, kwargs]))):
            # a Python object made when the graph runs (a dynamic-rank Tensor's method, an op given one):
            # called then, on Tensors
            from .fallback import runtime_call
            refusal = getattr(fn, "graph_dynamic_rank_error", None)
            if refusal and not is_sym(fn):
                # an op whose MindSpore graph-mode inference refuses a dynamic-rank input (SplitTensor)
                raise GraphValueError(refusal, loc or self.b.loc)
            if is_sym(fn):
                return runtime_call(self, _call_object, [fn, *args], kwargs, "a call")
            return runtime_call(self, functools.partial(_call_object, fn), list(args), kwargs,
                                getattr(fn, "__name__", None) or type(fn).__name__)
        if isinstance(fn, SwitchFn):
            return switch_call(self, fn, args, kwargs, loc)
        grad_kind = _grad_kind(fn)
        if grad_kind == "function":
            from ..autodiff.grad_call import lower_grad_call

            return lower_grad_call(self, fn, args, kwargs)
        if grad_kind == "factory":
            from ..autodiff.grad_call import unlift

            _check_grad_factory_target(fn, args, kwargs, loc or self.b.loc)
            made = fn(*[unlift(a) for a in args], **{k: unlift(v) for k, v in kwargs.items()})
            if type(getattr(made, "weights", None)) is list and hasattr(made, "weights_list_result"):
                # weights given as a list display in graph code (``[self.w1, self.w2]``, not a list attribute):
                # their gradients a list, as MindSpore 2.10 (recorded: ret_b/grad_weights_list)
                shown = self.__dict__.get("param_list_displays", [])
                made.weights_list_result = any(a is d for a in list(args) + list(kwargs.values()) for d in shown)
            return made
        jit_fn = getattr(fn, "__msgraph_jit_fn__", None)
        if jit_fn is not None:
            if isinstance(fn, types.MethodType) and isinstance(jit_fn, types.FunctionType):
                # a method whose function a ``functools.wraps`` decorator made over a @jit method (wraps copies the
                # JitFunction's attributes): the wrapper calls it with the instance, so does the graph
                jit_fn = types.MethodType(jit_fn, fn.__self__)
            capture = getattr(fn, "capture", None) or getattr(getattr(fn, "jf", None), "capture", None)
            if capture == "trace" and _trace_running():
                # an 'ast' graph compiled while a trace function runs calls a trace function: the same nesting limit
                # (st compiler/trace test_nested_ast_4; a graph compiled before runs from its cache)
                raise GraphRuntimeError("The maximum nesting level for using the jit "
                                        "trace and jit ast decorators is one. Please check the current code for its "
                                        "nesting usage.", loc or self.b.loc)
            if capture == "ast" and self.__dict__.get("_trace_bodies", 0):
                # graph code -> a jit(capture_mode='trace') function -> an 'ast' jit function: MindSpore 2.10 allows
                # one level of nesting (st compiler/trace test_nested_trace_4; left34)
                raise GraphRuntimeError("Encounter error: RuntimeError: The maximum nesting level for using the jit "
                                        "trace and jit ast decorators is one. Please check the current code for its "
                                        "nesting usage.", loc or self.b.loc)
            if capture != "trace":
                return self.call(jit_fn, args, kwargs, loc)
            self.__dict__["_trace_bodies"] = self.__dict__.get("_trace_bodies", 0) + 1
            try:
                return self.call(jit_fn, args, kwargs, loc)
            finally:
                self.__dict__["_trace_bodies"] -= 1
        if id(fn) in _SCALAR_UNARY_IDS and len(args) == 1 and not kwargs and type(args[0]) is not bool:
            return _SPECIAL_CALLS[id(fn)](self, args, kwargs)
        if isinstance(fn, Primitive) or getattr(fn, "_msgraph_op", False):
            if args and _is_depend(fn):
                # MindSpore: depend(value, expr) loads a Parameter value after expr's writes (auto-monad)
                args = [_current_values(self, args[0])] + list(args[1:])
            return self.call_op(fn, args, kwargs, loc)
        forbidden = forbidden_message(fn)
        where = loc or self.b.loc
        if forbidden is not None and (where is None or not _in_library(where)):
            raise CompileError(forbidden, where)
        if hooks.is_cell(fn):
            if getattr(type(fn), "_msgraph_eager_object", False) and not contains_sym(kwargs):
                # a Cell whose call updates its Parameters eagerly (experimental.optim's optimizers): run each
                # time the graph runs, on the graph's values
                from .fallback import host_call

                return host_call(self, fn, args, kwargs)
            return self.call_cell(fn, args, kwargs, loc)
        special = _SPECIAL_CALLS.get(id(fn))
        if special is None and isinstance(fn, types.FunctionType):
            special = fn.__dict__.get("__msgraph_graph_call__")   # (a library function's graph-code form)
        if fn in (float, int, bool) and len(args) == 1 and not kwargs and is_joined_elem(self, args[0]):
            # float(l[0]) of a number of a list joined by a Tensor if: a 0-d Tensor (frontend/list_join.py)
            return list_join_result(self, args, special(self, args, kwargs) if special is not None
                                    else self.call_builtin(fn, args, kwargs, loc))
        if special is not None:
            return _check_int64_result(self, fn, special(self, args, kwargs), loc)
        if fn in (abs, sorted) and len(args) == 1 and is_sym(args[0]) and isinstance(args[0].aval, SeqAval) \
                and args[0].aval.kind is list and self.level is not syntax.Level.STRICT:
            # abs / sorted of a list made when the graph runs (``x.asnumpy().tolist()``): Python's, then (a
            # TypeError for abs, as MindSpore 2.10's fallback; adapt36fb)
            from .fallback import python_functions, runtime_call
            # (``sorted(x.tolist(), key=lambda e: -e)``: the graph lambda is Python's then)
            args, kwargs = python_functions(args, kwargs) or (args, kwargs)
            return runtime_call(self, fn, list(args), dict(kwargs), fn.__name__, sequence=True)
        if fn in (set, frozenset) and len(args) == 1 and not kwargs and contains_sym(args[0]) \
                and self.level is not syntax.Level.STRICT:
            # set() of values known when the graph runs (a Tensor, ``x.asnumpy()``, ``x.asnumpy().tolist()``):
            # Python's set, made when the graph runs (MindSpore 2.10's fallback; msgraph iterated the value while
            # compiling: a set of graph placeholders, or len()'s TypeError for a list made at run time; adapt40fb)
            from .fallback import OnTensors, numpy_mask, runtime_call
            return runtime_call(self, OnTensors(fn, numpy_mask(self, list(args))), list(args), {}, fn.__name__,
                                object_result=True)
        if fn in _PY_BUILTINS and fn is not len and objects_run(self, [args, kwargs]):
            # a builtin over a Python object made when the graph runs (the set above): Python's, then
            from .fallback import runtime_call
            return runtime_call(self, fn, list(args), dict(kwargs), fn.__name__, object_result=True)
        self_obj = getattr(fn, "__self__", None)
        if is_sym(self_obj) or isinstance(self_obj, Tensor):
            name = getattr(fn, "__name__", "method")
            if type(self_obj) is Tensor and name.endswith("_") and not name.endswith("__") \
                    and getattr(Sym, name, None) is not None:
                # an in-place method of a plain Tensor constant (``self.t.add_(x)`` on a Cell attribute): the
                # method of its current value, stored into the object after the run, as a Parameter's (left38)
                cur = self.param_sym(self_obj)
                return self._inplace_method_result(cur, self.invoke(getattr(cur, name), args, kwargs, name, loc))
            out = self.invoke(fn, args, kwargs, name, loc)
            if is_sym(self_obj) and name.endswith("_") and not name.endswith("__"):
                out = self._inplace_method_result(self_obj, out)
            return out
        if isinstance(fn, types.FunctionType) and _is_tensor_method(fn):
            # ``Tensor.add(x, y)``: the method called through the class; MindSpore's methods are
            # descriptors of its C++ Tensor, which reject another kind of first argument.
            first = args[0] if args else None
            if is_sym(first) or isinstance(first, Tensor):
                return self.invoke(fn, args, kwargs, fn.__name__, loc)
            if args:
                raise TypeError(f"descriptor '{fn.__name__}' for 'TensorPy' objects doesn't apply to a "
                                f"'{type(first).__name__}' object")
        graph_handler = getattr(fn, "__msgraph_lower__", None)
        if graph_handler is not None:
            return graph_handler(self, args, kwargs, loc)
        if self_obj is not None and getattr(type(self_obj), "_msgraph_eager_object", False) \
                and not contains_sym(kwargs):
            # a host object whose methods update its state eagerly (experimental.optim's lr schedulers, as
            # MindSpore's jit_class with Parameters): the call runs each time the graph runs
            from .fallback import host_call

            return host_call(self, fn, args, kwargs)
        if isinstance(fn, type) and fn.__name__ == "MultitypeFuncGraph" and fn.__module__.startswith("msgraph.ops"):
            # MindSpore 2.10 refuses to make one in graph code (msgraph made it and then found no overload for the
            # call: a ValueError naming its graph values; ut graph_syntax/test_invalid_attribute)
            name = "mindspore.ops.composite.base.MultitypeFuncGraph"
            raise GraphValueError(f"Failed to compile in GRAPH_MODE because creating class '{name}' instances is not "
                                  "supported in 'construct' or @jit decorated function.", loc or self.b.loc,
                                  hint=f"create the '{name}' instance outside graph code, e.g. in '__init__', and "
                                       "use it from there")
        if isinstance(fn, type) and (getattr(fn, "__ms_class__", False) is True or getattr(fn, "_msgraph_cell", False)):
            # a @jit_class or Cell instance made in graph code takes constants only (MindSpore 2.10's TypeError for a
            # Tensor input or a mutable number; msgraph made the instance: adapt39up/jit_class_variable_args,
            # err51/cell_instance_variable_args)
            bad = next((i for i, a in enumerate(list(args) + list(kwargs.values())) if contains_sym(a)), None)
            if bad is not None:
                raise GraphTypeError(f"When creating an instance of '{fn.__name__}', all arguments are required to "
                                     f"be constants, but input {bad} is a variable.", loc or self.b.loc,
                                     hint="pass constants, or make the object outside graph code")
        if isinstance(fn, (types.BuiltinFunctionType, type)) or fn in _PY_BUILTINS \
                or (isinstance(fn, types.MethodWrapperType) and type(self_obj) is dict
                    and fn.__name__ == "__setitem__"):
            out = self.call_builtin(fn, args, kwargs, loc)
            _check_int64_result(self, fn, out, loc)
            if fn is dict and type(out) is dict:
                # MindSpore 2.10 makes a dict() call's dict a Python object (PyExecute): print() of it is
                # Python's print (a dict display {...} holds graph values: the Print op)
                self.__dict__.setdefault("_dict_calls", {})[id(out)] = out
            return out
        if fn is _tensor_fn:
            # ms.tensor(...) in graph code: ms.Tensor's rules (a library function run as Python, it returned a numpy
            # array for a graph value -- ``ms.tensor(ms.mutable(3))`` -- and Int64 for ``ms.mutable(True)``; adapt38cc)
            kwargs = {k: v for k, v in kwargs.items()
                      if not (k in ("shape", "init", "const_arg", "device") and v in (None, False))}
            return self.call(Tensor, args, kwargs, loc)
        if isinstance(fn, (types.FunctionType, types.MethodType)) and _has_source(fn):
            if isinstance(fn, types.MethodType):
                if not isinstance(fn.__func__, types.FunctionType) or _is_library_function(fn.__func__):
                    return self.fallback(fn, args, kwargs)   # numpy's RandomState.rand, a Cython method...
                own = hooks.cell_construct(self_obj) if hooks.is_cell(self_obj) else None
                if own is not None and fn.__func__ is getattr(own, "fn", own):
                    return self.call_cell(self_obj, args, kwargs, loc)
                if _receiver_not_bound(fn):
                    return self.call_function(fn.__func__, args, kwargs, loc=loc)
                return self.call_function(fn.__func__, args, kwargs, self_obj=fn.__self__, loc=loc)
            if _is_library_function(fn):
                return self.fallback(fn, args, kwargs)
            return self.call_function(fn, args, kwargs, loc=loc)
        if isinstance(fn, functools.partial):
            return self.call(fn.func, list(fn.args) + list(args), {**fn.keywords, **kwargs}, loc)
        call_method = getattr(type(fn), "__call__", None)
        if isinstance(call_method, types.FunctionType) and not _is_library_function(call_method):
            # A user object with a Python __call__ (plain or jit_class): inlined like a method.
            return self.call(types.MethodType(call_method, fn), args, kwargs, loc)
        if not callable(fn):
            from ..errors import NotCallableError

            if getattr(type(fn), "__ms_class__", False):   # MindSpore 2.10's words for a jit_class instance
                raise NotCallableError(f"MsClassObject: '{type(fn).__name__}' has no __call__ function, please check "
                                       "the code.", loc, hint="give the jit_class a __call__ method")
            raise NotCallableError(f"'{type(fn).__name__}' object is not callable.", loc,
                                   hint="call a function, a Cell or an object with __call__")
        return self.fallback(fn, args, kwargs)

    def call_builtin(self, fn: Any, args: Sequence[Any], kwargs: Dict[str, Any],
                     loc: Optional[SourceLoc] = None) -> Any:
        """A builtin function or class: folds on constants, else runs on graph values."""
        self_obj = getattr(fn, "__self__", None)
        if isinstance(fn, type) and hooks.is_cell(fn) is False and issubclass(fn, BaseException):
            return fn(*args, **kwargs)
        if fn is builtins.getattr and len(args) == 2 and not kwargs and is_sym(args[0]) \
                and isinstance(args[1], str) and not hasattr(args[0], args[1]):
            # getattr(x, "abs2") of a Tensor: the located AttributeError of ``x.abs2`` (MindSpore's "'Tensor' object
            # has no attribute"; msgraph's Python getattr named its graph-value class, 'Sym', with no location)
            from .expressions import missing_attribute

            raise missing_attribute(args[0], args[1], loc or self.b.loc)
        if (fn is tuple or fn is list) and len(args) == 1 and not kwargs and is_sym(args[0]) \
                and is_numpy_view(self, args[0]) and len(args[0].aval.shape) >= 1:
            return fn(self.const_iter(args[0]))   # tuple(x.asnumpy()): its elements, numpy scalars (or arrays)
        if (fn is tuple or fn is list) and len(args) == 1 and not kwargs \
                and getattr(args[0], "_msgraph_dynamic_len", False) is True:
            # tuple()/list() of a dynamic-length sequence is one too (MindSpore's F.is_sequence_shape_unknown)
            from ..common.mutable import mark_dynamic_len

            return mark_dynamic_len(fn(args[0]))
        if (fn is tuple or fn is list) and len(args) == 1 and not kwargs and isinstance(args[0], SymRange):
            from .expressions import _weak_int

            r = args[0]
            if all(_weak_int(b) or type(b) is int for b in (r.start, r.stop, r.step)):
                # tuple(range(ms.mutable(3))): a dynamic-length sequence of ints made when the graph runs (MindSpore
                # 2.10's (0, 1, 2)), ctrl26
                from .fallback import runtime_call

                return runtime_call(self, _range_sequence(fn), [r.start, r.stop, r.step], {}, fn.__name__,
                                    strict_ok=True, sequence=True)
        if isinstance(self_obj, (list, dict)) and getattr(fn, "__name__", "") in _MUTATORS:
            self.check_mutation(self_obj)
            if isinstance(self_obj, list) and fn.__name__ in ("append", "__setitem__", "remove", "sort", "clear"):
                from .writeback import note_rebuild
                note_rebuild(self, self_obj, fn.__name__ not in ("remove", "sort"))
            elif isinstance(self_obj, dict) and fn.__name__ in ("update", "clear"):
                from .writeback import note_dict_rebuild
                note_dict_rebuild(self, self_obj)
            if type(self_obj) is dict and fn.__name__ == "__setitem__" and len(args) == 2 and not kwargs \
                    and not self.tensor_cf:
                # ``d.__setitem__(k, v)``: as ``d[k] = v`` (it ran as Python when the graph ran, and wrote the
                # graph's placeholder value to the caller's dict, adapt36pj)
                self_obj[args[0]] = args[1]
                self.dict_sets.add((id(self_obj), args[0]))
                return None
        if isinstance(self_obj, (list, tuple)) and getattr(fn, "__name__", "") == "index" and len(args) == 1 \
                and not kwargs and (contains_sym([self_obj, args[0]]) or is_dynamic_len(self_obj)):
            at_run = _index_at_run_time(self, self_obj, args[0])
            if at_run is not None:
                return at_run
        if isinstance(self_obj, (list, tuple)) and getattr(fn, "__name__", "") == "count" and len(args) == 1 \
                and not kwargs and is_sym(args[0]) and not contains_sym(list(self_obj)) \
                and not is_dynamic_len(self_obj):
            at_run = _count_tensors_at_run_time(self, self_obj, args[0])
            if at_run is not None:
                return at_run
        if isinstance(self_obj, (list, tuple)) and getattr(fn, "__name__", "") in ("index", "count") \
                and len(args) == 1 and not kwargs and not contains_sym(list(args)) \
                and not contains_sym(list(self_obj)):
            if _mixed_mutable_numbers(self_obj) and isinstance(args[0], (int, float)):
                # a mutable tuple of numbers of several types: MindSpore runs Python's count / index on it
                # (``mutable((1, 2.5, True)).count(1)`` is 2, ``.index(True)`` 0; a constant one compares types)
                found = _python_search(self_obj, fn.__name__, args[0], self.b.loc)
            else:
                found = _strict_search(self_obj, fn.__name__, args[0], self.b.loc)
            return _variable_int(found) if getattr(self_obj, "_msgraph_dynamic_len", False) is True else found
        if isinstance(self_obj, str) and getattr(fn, "__name__", "") == "format" \
                and any(hooks.is_cell(a) for a in list(args) + list(kwargs.values())):
            # MindSpore 2.10 cannot hand a Cell to str.format's Python call in graph code
            raise GraphTypeError("Unsupported parameter type for python primitive, the parameter value is DeadNode",
                                 self.b.loc)
        if type(self_obj) is dict and getattr(fn, "__name__", "") in ("keys", "values", "items") \
                and not args and not kwargs:
            # MindSpore 2.10's graph dicts: keys()/values() are tuples, items() a list of pairs
            view = getattr(self_obj, fn.__name__)()
            if getattr(self, "trace", False) or getattr(self, "bytecode", False):
                # (bytecode capture too: MindSpore 2.10 returns dict_keys / dict_values / dict_items; bag37)
                # jit(capture_mode='trace') runs the function as Python: the view is live, and a returned one
                # holds the dict as the function leaves it (compiler._dict_views_as_tuples; st trace test_trace_9)
                return view
            return list(view) if fn.__name__ == "items" else tuple(view)
        if isinstance(self_obj, str) and getattr(fn, "__name__", "") == "format" and contains_sym(kwargs):
            _format_without_kwargs(self_obj)
        if fn is str or fn is format or (isinstance(self_obj, str) and getattr(fn, "__name__", "") == "format"):
            from .dyn_rank_shape import as_text_value
            args = [as_text_value(self, a) for a in args]   # set_inputs' dynamic-rank shape: numpy's text
        if fn is Tensor and args and type(args[0]) is MutableBool:
            # ms.Tensor(ms.mutable(True)) in graph code: a Bool Tensor there (PyNative: Int64, the int it is);
            # adapt38cc
            args = [bool(args[0])] + list(args[1:])
        if not contains_sym(list(args)) and not contains_sym(kwargs):
            return self.fallback(fn, args, kwargs)
        if fn is Tensor and args and is_sym(args[0]) and len(args) <= 2 and not kwargs.keys() - {"dtype"}:
            # ms.Tensor(graph value[, dtype]): the value itself (cast), e.g. ms.Tensor(x.asnumpy() * 2)
            dtype = args[1] if len(args) > 1 else kwargs.get("dtype")
            made = self.__dict__.get("tolist_sources", {}).get(id(args[0]))
            if made is not None and made[0] is args[0]:
                # ms.Tensor(x.tolist()): a Tensor of the list's Python numbers, float32 / int64 / bool unless a dtype
                # is given (MindSpore 2.10; adapt37sy/tensor_tolist_list)
                kind = np.dtype(made[1].aval.dtype).kind
                return F().cast(made[1], dtype if dtype is not None else
                                "bool" if kind == "b" else "int64" if kind in "iu" else "float32")
            if dtype is None and (is_numpy_view(self, args[0]) or is_numpy_scalar(self, args[0])):
                return F().identity_copy(args[0])   # a Tensor again (returned as one), numpy's dtype kept
            if _runtime_object_among(self, args[:1]) and self.level is not syntax.Level.STRICT:
                # ms.Tensor(l) of a list made when the graph runs (``sorted(x.tolist())``, a comprehension over
                # it): the Tensor made then (it was the list itself; adapt43gs/builtins_over_runtime_list)
                from .fallback import runtime_call
                return runtime_call(self, Tensor, list(args), dict(kwargs), "Tensor", object_result=True)
            if dtype is None and is_number_input(args[0]):
                # ms.Tensor(n) of a graph Python number (``lst.count(x)``, a mutable int, ``n * 2.5``, ``n > 1``):
                # a 0-d Tensor, int64 / float32 / bool as from the constant (recorded: ret_b/tensor_of_graph_number)
                kind = np.dtype(args[0].aval.dtype).kind
                return F().scalar_to_tensor(args[0], "bool" if kind == "b" else "int64" if kind in "iu" else "float32")
            return args[0] if dtype is None else F().cast(args[0], dtype)
        if fn in (str, repr, format, ascii) or isinstance(self_obj, (str, bytes)):
            # str(t), "{}".format(t): formatting a Tensor's value happens when the graph runs
            return self.fallback(fn, args, kwargs)
        if fn in (abs, round) and args and is_sym(args[0]) and is_number_input(args[0]):
            _refuse_number_builtin(fn, args, self.b.loc)
        if fn in (divmod, pow, abs, round) and not kwargs and self.level is not syntax.Level.STRICT \
                and numpy_operands(self, args):
            # divmod(x.asnumpy(), 2): numpy's arithmetic when the graph runs (MindSpore's fallback); divmod's
            # pair is two numpy values
            from .fallback import runtime_call
            if fn is divmod:
                return tuple(mark_numpy(self, runtime_call(self, f, list(args), {}, "divmod"))
                             for f in (_np_floor_divide, _np_mod))
            return mark_numpy(self, runtime_call(self, fn, list(args), {}, fn.__name__))
        # (``functools.partial(g, x)`` of a graph function g: Python stores it, a later call compiles it)
        args = [self._as_python_callable(a) for a in args]
        kwargs = {k: self._as_python_callable(v) for k, v in kwargs.items()}
        return self.invoke(fn, args, kwargs, getattr(fn, "__name__", repr(fn)), loc or self.b.loc)

    def as_python_number(self, v: Any) -> Any:
        """A 0-d graph value re-typed as a Python number (weak: adopts the other operand's dtype)."""
        return Sym(self.b.materialize(v.value, Aval((), v.aval.dtype, weak=True)))

    def guard(self, thunk: Any, what: str) -> Any:
        try:
            return thunk()
        except MsGraphError as e:
            raise e.with_loc(self.b.loc)  # e.g. an op evaluated on constants at compile time
        except NeedsConstant as e:
            raise self.error("MSG412", self.b.loc, what=f"{what} ({e.what})") from None

    def runtime_or_error(self, fn: Any, args: Sequence[Any], kwargs: Dict[str, Any], name: str,
                         what: str) -> Any:
        """``fn(*args)`` needed a Tensor's value at compile time: LAX runs it when the graph runs
        (one PyExecute node); STRICT, or Python that cannot run on the values, is MSG412; COMPATIBLE refuses
        Python on a Tensor variable as MindSpore's ValueError (MSG303: ``np.array(x)``)."""
        op_fn = _is_op_function(fn)
        if self.level is syntax.Level.COMPATIBLE and not op_fn:
            raise self.error("MSG303", self.b.loc, func=getattr(fn, "__qualname__", repr(fn)),
                             module=getattr(fn, "__module__", "?"))
        req = MUTABLE_INTS.get()
        if _is_op_function(fn) and not (req is not None and req.at_run_time) and _holds_graph_int(list(args)):
            # an msgraph op given a mutable int where it needs one (``ops.concat(xs, k)``): run when the graph runs,
            # its result's shape would be the placeholder's (axis 1) whatever k is (SILENT: ``y.shape``).  The
            # compiler specializes the graph on the int (compiler.compile_graph), or, failing that, compiles again
            # running the op when the graph runs (ut47/mutable_axis_concat_shape)
            from ..ops.value_dependent import needs_constant_int

            err = needs_constant_int(getattr(fn, "__name__", name), "axis")
            err._msgraph_op_int = True
            raise err.with_loc(self.b.loc)
        # (an msgraph op function at every syntax level: MindSpore's op takes the number as an input -- a float(t)
        # ``lambd`` of mint.nn.functional.hardshrink under STRICT, as st TEST_OP passes numbers -- not Python
        # fallback; flip48)
        if (self.level is not syntax.Level.STRICT or op_fn) and not contains_sym(kwargs):
            from .fallback import OnTensors, OpRefusal, numpy_mask, runtime_call

            owner = getattr(fn, "__self__", None)
            if isinstance(owner, (tuple, list, dict)) and contains_sym(owner):
                # ``tup.count(t)`` on a tuple holding graph values: the unbound method, the tuple an argument
                fn, args = getattr(type(owner), fn.__name__), (owner, *args)

            # an msgraph op needing a constant (ops.cat(xs, axis) with a mutable axis) is differentiated when the
            # graph runs, as MindSpore differentiates its op (the gradient was zeros: adapt41cpu; mint.cat /
            # mint.narrow: adapt41rt)
            try:
                return runtime_call(self, OnTensors(fn, numpy_mask(self, list(args))), args, kwargs, name,
                                    differentiable=op_fn, strict_ok=op_fn)
            except OpRefusal as refusal:
                raise refusal.error from None
            except MsGraphError:
                pass   # Python that cannot run on these values: MSG412 below

        raise self.error("MSG412", self.b.loc, what=what) from None

    def fallback(self, fn: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        """JIT fallback: Python code on constants runs now, at compile time (every syntax level).

        Its errors are located at the call being lowered (``self.b.loc``): an msgraph error keeps
        its class (``ms.Tensor(data, dtype='float99')`` is a DTypeError, as in PyNative) and gains the
        user's line; a call that does not bind to ``fn``'s signature is an ArgumentError (a
        TypeError, as in PyNative); any other exception becomes a CompileError naming it."""
        if str(getattr(fn, "__module__", None) or getattr(type(fn), "__module__", "")).startswith("numpy"):
            self.fullgraph_break_at(self.b.loc, "Unsupported function")   # (bytecode capture, fullgraph=True)
        if contains_sym(list(args)) or contains_sym(kwargs):
            if self.level in syntax.NO_TENSOR_FALLBACK and not _strict_ok(fn):
                # MindSpore's STRICT: Python on a Tensor variable is a ValueError ("should be constant")
                raise self.error("MSG303", self.b.loc, func=getattr(fn, "__qualname__", repr(fn)),
                                 module=getattr(fn, "__module__", "?"))
            # LAX: Python on Tensor values runs when the graph runs (a PyExecute node).
            from .fallback import OnTensors, numpy_mask, runtime_call

            if fn in (str, repr, format, ascii):
                # the text of graph values shows them as Tensors (a list's items as Tensor reprs), as
                # MindSpore's PyExecute does; x.asnumpy() values stay numpy arrays
                fn = OnTensors(fn, numpy_mask(self, list(args)))
            if any(isinstance(a, StagedFunction) for a in list(args) + list(kwargs.values())):
                # ``sorted(x.tolist(), key=lambda e: -e)``: the graph code's lambda is Python's when the graph
                # runs (MindSpore 2.10's JIT Fallback; adapt43gs/builtins_over_runtime_list)
                from .fallback import python_functions

                args, kwargs = python_functions(args, kwargs) or (args, kwargs)
            return runtime_call(self, fn, args, kwargs, _describe(fn).strip("'"))
        # Python on constants runs now, at every syntax level (MindSpore 2.10 folds np/math/itertools
        # calls on constants under STRICT too: recorded in tests/conformance/programs/ut_syntax)
        if any(isinstance(a, StagedFunction) for a in list(args) + list(kwargs.values())):
            # a function of the graph code handed to Python (``sorted(t, key=lambda q: -q)``,
            # ``functools.reduce(g, t)``): Python calls it, and it compiles as a call made here (ctrl26)
            args = [self._as_python_callable(a) for a in args]
            kwargs = {k: self._as_python_callable(v) for k, v in kwargs.items()}
        try:
            result = fn(*args, **kwargs)
        except MsGraphError as exc:
            raise exc.with_loc(self.b.loc)
        except NeedsConstant as exc:
            owner = getattr(fn, "__self__", None)
            if self.bytecode and type(owner) is list and getattr(fn, "__name__", "") in _MUTATORS \
                    and contains_sym(owner):
                # ``lst.remove(2)`` on a list holding a Tensor: the truth of ``x == 2`` is known when the function
                # runs; bytecode capture breaks the graph there and runs Python (MindSpore 2.10 measured; run when
                # the graph ran, the removal was lost: adapt41pj/bytecode_list_remove)
                self.bytecode_break(self.b.loc, f"list.{fn.__name__} needs the truth of a Tensor comparison")
            if isinstance(owner, (tuple, list, dict)) and contains_sym(owner):
                # ``(y.asnumpy(), 10).index(a)``: a method of a sequence holding graph values, when it runs
                return self.runtime_or_error(fn, args, kwargs, _describe(fn).strip("'"), exc.what)
            raise
        except Exception as exc:
            if isinstance(exc, TypeError):
                name = getattr(fn, "__qualname__", None) or getattr(fn, "__name__", repr(fn))
                err = self.binding_mismatch(fn, name, args, kwargs, self.b.loc)
                if err is not None:
                    raise err from None
            if isinstance(exc, AttributeError):
                # getattr(obj, "missing") run by the fallback: an AttributeError, as in MindSpore
                raise GraphAttributeError(str(exc), self.b.loc) from None
            raise compile_error_class(type(exc))(
                f"{_describe(fn)} raised {type(exc).__name__} while running at compile time: "
                f"{_graph_message(fn, args, exc)}", self.b.loc) from exc
        # (lift: the numpy scalar a Python call on constants returns is a Python number, ``np.sqrt(2.0)`` a
        # float: ``ms.Tensor(np.float64(2.5))`` is float32 in a graph, float64 in PyNative)
        # (a list of Parameters: a tuple only as ``getattr(cell, name)`` resolves it, a list from ``d.get(k)``)
        return self.lift(result, fn is getattr and bool(args) and hooks.is_cell(args[0]))

    def _as_python_callable(self, v: Any) -> Any:
        if not isinstance(v, StagedFunction) or isinstance(v, _CallableStaged):
            return v
        return _CallableStaged(v, self, self.b.loc)

    def call_op(self, fn: Any, args: Sequence[Any], kwargs: Dict[str, Any],
                loc: Optional[SourceLoc] = None) -> Any:
        """A primitive or an op's function form.  Ops that write a Parameter (``OpDef.writes_input``)
        reach :meth:`emit_write` from the emitter, whichever way they were called.

        Arguments bind as in PyNative (the same Python call); a call that does not bind is a
        located ArgumentError naming the problem (``ops.add(x, z=y)``: the keyword ``'z'``)."""
        from ..ops.registry import Primitive

        loc = loc or self.b.loc
        prim = fn if isinstance(fn, Primitive) else None
        if prim is not None and prim.op is None:
            raise prim.unknown_op_error(True).with_loc(loc)
        name = prim.op.name if prim is not None else getattr(fn, "__name__", "")
        effect = prim is not None and prim.op.effectful
        if effect or name in ("Print", "print_"):  # ops.print_: the Print op (MindSpore's format)
            if kwargs and prim is not None:
                sig = inspect.signature(prim)
                self.check_binding(sig, name, args, kwargs, loc)
                args = sig.bind(*args, **kwargs).args
            if prim is not None and prim.op.call_check is not None and prim.user_checks and loc is not None \
                    and not _in_library(loc):
                # the checks of the user's call (OpDef.call_check; ``P.Assign()(p, 2.0)``): an effect is emitted
                # without the primitive's ``__call__``, which runs them for every other primitive
                try:
                    prim.op.call_check(prim, *args)
                except MsGraphError as e:
                    raise e.with_loc(loc) from None
            # (the input an op writes, a plain Tensor constant, stays the object: emit_write makes it state stored
            # after the run, as for the op's function form; materialized, the write went to a copy: adapt43grad)
            k = prim.op.writes_input if prim is not None else None
            if prim is None or prim.op.name == "Print":   # constant Tensors: MindSpore's constant text, ``(1, 2)``
                from ..ops.control import graph_print_arg
                args = [graph_print_arg(a) for a in args]
            args = [a if i == k and type(a) is Tensor else self.materialize(a) if isinstance(a, Tensor) else a
                    for i, a in enumerate(args)]
            prim = prim or _print_prim("Print")
            return self.emit_effect(prim, args)
        if prim is not None and prim.op.stateful and not kwargs and type(prim)._impl is Primitive._impl \
                and type(prim).__call__ is Primitive.__call__ \
                and not contains_sym(list(args)):
            # A random op on constant arguments still draws at run time (never folded at compile time).
            return emit_prim(prim, [self.materialize(a) if isinstance(a, Tensor) else a for a in args])
        if prim is not None:   # a wrong input count: MindSpore's graph-mode error (h-fb3)
            from .prim_arity import prim_arity_error
            err = prim_arity_error(prim, args, kwargs)
            if err is not None:
                raise err.with_loc(loc)
            if args and not kwargs and all(is_number_input(a) for a in args):
                if name in NUMBERS_REFUSED:   # P.Equal()(a, 3) on Python numbers: TypeError, as in PyNative
                    try:
                        check_number_inputs(prim, args)
                    except MsGraphError as e:   # (Mod words it as graph code does: registry.check_number_inputs)
                        raise e.with_loc(loc) from None
                if (name in NUMBERS_ACCEPTED or name == "Atan2") and (name != "Div" or contains_sym(list(args))):
                    # ``P.Add()(2, 3)`` on Python numbers in graph code: MindSpore 2.10 computes on Tensors made
                    # of them at its scalars' width, Int32 / Float32 (PyNative: Int64); a constant Div of ints
                    # stays Float64 (recorded: ut_compiler2/prim_on_numbers)
                    args = [self.number_tensor(a) for a in args]
        return self.invoke(fn, args, kwargs, name, loc)

    def number_tensor(self, a: Any) -> Any:
        """A Python number (constant or graph value) as a 0-d Int32 / Float32 Tensor; a bool unchanged."""
        kind = np.dtype(a.aval.dtype).kind if is_sym(a) else {int: "i", float: "f"}.get(type(a), "b")
        dt = number_dtype(kind)
        if dt is None:
            return a
        return F().cast(a, dt) if is_sym(a) else Tensor(np.asarray(a, dt))

    def invoke(self, fn: Any, args: Sequence[Any], kwargs: Dict[str, Any], what: str,
               loc: Optional[SourceLoc]) -> Any:
        """Call ``fn`` now (it emits IR for graph values); errors are located like :meth:`guard`'s,
        and a call that does not bind to ``fn`` is an ArgumentError at ``loc``.  A call refusing an int graph
        code made mutable (an axis, a kernel size, a count) is made again with the int's value
        (:func:`made_ints_by_value`)."""
        from ..ops.registry import Primitive

        if isinstance(fn, type) and issubclass(fn, Primitive):
            # a primitive's attributes are its constants (``ops.AvgPool(k)``, ``ops.Softmax(axis=k)``): such an
            # int by value
            by_value = made_ints_by_value((list(args), dict(kwargs)))
            if by_value is not None:
                args, kwargs = by_value
        try:
            return self._invoke(fn, args, kwargs, what, loc)
        except Exception as exc:
            # (the errors with which an op refuses a graph value where it needs a constant: compiler.compile_graph)
            if not (isinstance(exc, (OpError, DTypeError, ArgumentError)) or str(exc).startswith("MSG412")) \
                    or isinstance(exc, SignatureError) or getattr(exc, "_msgraph_no_specialize", False):
                raise
            by_value = made_ints_by_value((list(args), dict(kwargs)))
            if by_value is None:
                raise
            try:
                return self._invoke(fn, by_value[0], by_value[1], what, loc)
            except Exception:
                raise exc from None   # the first error stands

    def _invoke(self, fn: Any, args: Sequence[Any], kwargs: Dict[str, Any], what: str,
                loc: Optional[SourceLoc]) -> Any:
        try:
            try:
                with graph_call(tuple(args) + tuple(kwargs.values())):   # (a numpy array among them is the user's)
                    return fn(*args, **kwargs)
            except MsGraphError as e:
                raise e.with_loc(self.b.loc)
            except NeedsConstant as e:
                # LAX: Python that needs a Tensor's value (``tup.count(t)``, ``max`` of a nested
                # sequence...) runs when the graph runs, as MindSpore's PyExecute does.
                return self.runtime_or_error(fn, args, kwargs, what, f"{what} ({e.what})")
        except TypeError as exc:
            err = None if isinstance(exc, MsGraphError) else self.binding_mismatch(fn, what, args, kwargs, loc)
            if err is not None:
                raise err from None
            raise

    def _inplace_method_result(self, obj: Any, out: Any) -> Any:
        """``t.add_(y)`` / ``t.mul_(y)`` / ``t.zero_()``... on a graph value: the method returns the
        new value (graph values cannot change in place), which becomes ``t``'s state, so every name
        for ``t`` sees it, as MindSpore 2.10's in-place Tensor methods do in graph code.  On a
        Parameter or a Tensor argument (of a Cell or a jit function) the caller's Tensor is written
        too, as in MindSpore 2.10."""
        if not (is_sym(out) or isinstance(out, Tensor)) or out is obj or tuple(out.shape) != tuple(obj.shape):
            return out   # (a method that reshapes, squeeze_ / resize_, rebinds nothing; a constant new value --
            #              fill_(3.0), zero_() -- is written as well)
        ref = self.ref_or_local(obj)
        if isinstance(ref, Parameter) and is_sym(out):
            # on a Parameter: later reads are the Parameter (their gradient goes to it, not through the update),
            # the written value gets none through them; the method's result keeps its gradient -- the rule of
            # AssignAdd into a Parameter (emit_write).  MindSpore 2.10's Graph mode: ``r = self.p.mul_(y); return
            # r, self.p * 1`` gives d/dy = p, d/dp = y + 1 (adapt38cc)
            from ..ops.control import written_value
            from .flow import F

            state = self.write_param(ref, written_value(self.param_sym(ref), F().stop_gradient(out)))
            self.write_outputs[state.value.id] = out.value.id
            return Sym(out.value, ref)
        state = self.write_param(ref, out)
        self._write_through(obj, state)
        return state

    def _write_through(self, view: Any, state: Any) -> None:
        """After an in-place write of ``view``: when it is mint.unsqueeze's / ExpandDimsView's view of a Tensor
        (ops/inplace_ops.write_through_view), that Tensor takes the new value too, as in MindSpore 2.10's Graph mode
        (measured; program docs46/mint_view_inplace)."""
        base = self.b.write_through.get(view.value.id) if type(view) is Sym else None
        if base is None or not is_sym(state):
            return
        from .flow import F

        self.write_param(self.ref_or_local(base), F().reshape(state, tuple(base.shape)))

    def emit_effect(self, prim: Any, args: Sequence[Any]) -> Any:
        """An effect op: always a node, even on constant arguments (effects never run at compile time)."""
        return emit_prim(prim, list(args))

    def emit_write(self, prim: Any, args: Sequence[Any]) -> Any:
        """An op that writes its input ``k = OpDef.writes_input`` (a Parameter): the Parameter's next value.

        Parameters are functional state (stored at graph exit), so the write is the op's new value
        of the Parameter's *current* value.  The op's own combine rule (``new = combine(*inputs)``,
        written with public operators) is applied to graph values, which keeps the update
        differentiable and fusable; an op without one becomes a node of its own.
        """
        k = prim.op.writes_input
        # a plain Tensor constant (a Cell attribute, a global) is state like a Parameter: read at graph entry,
        # its new value stored into the object after the run (MindSpore 2.10's Graph mode writes it; left38)
        p = args[k] if type(args[k]) is Tensor else args[k].param
        twin = None if p is not None else self.__dict__.get("grad_arg_twins", {}).get(args[k].value.id)
        if twin is not None:
            # a Tensor argument of a Cell a gradient runs (autodiff/grad_call.py): the write is the argument's state
            p = twin
            self.value_refs[args[k].value.id] = twin
            self.param_state.setdefault(id(twin), (twin, Sym(args[k].value, twin)))
        elif p is None:
            p = self.local_ref(args[k])
        from ..ir.argref import ArgRef
        local = isinstance(p, ArgRef)   # a Tensor computed in the graph, or a Tensor argument
        ins = list(args)
        ins[k] = self.param_sym(p)
        # The op's own shape/dtype rule first (combine would otherwise broadcast what the op rejects).
        prim._infer(*[a.aval if is_sym(a) else Aval(a._data.shape, a._data.dtype) if isinstance(a, Tensor)
                      else a for a in ins])
        combine = prim.op.combine
        new = combine(*ins) if combine is not None else emit_node(prim, ins)
        if getattr(prim.op, "reads_as_variable", False):
            from ..ops.control import written_value
            from .flow import F

            cur = ins[k]
            if not is_sym(new) or new.aval.dtype != cur.aval.dtype or new.shape != cur.shape:
                if is_sym(new) and len(new.shape) > len(cur.shape):     # a (1,) value into a rank-0 variable
                    new = F().reshape(new, cur.shape)
                elif not is_sym(new) or new.shape != cur.shape:
                    if isinstance(new, (bool, int, float)):
                        # a Python number written into a Parameter (``ops.assign(self.w, i)``, MindSpore 2.10 in both
                        # modes; st auto_monad test_load_eliminate): a constant of the variable's dtype
                        new = Tensor(np.asarray(new, cur.aval.dtype))
                    new = F().broadcast_to(new, cur.shape)
                new = F().cast(new, cur.aval.dtype)
            if not local and prim.op.name in ("AssignAdd", "AssignSub") and is_sym(new):
                # on a Parameter (or a Tensor state): later reads are the Parameter (no gradient to the value), the
                # op's returned value keeps its own: ``return ops.assign_sub(self.p, v) * 1`` gives d/dv = -1
                # (MindSpore 2.10, both modes; adapt43rt/assign_add_sub_result_grad) -- a scatter's rule below
                return self._store_keeping_output(p, cur, new)
            if not (local and prim.op.name in ("AssignAdd", "AssignSub")):
                # (AssignAdd / AssignSub on a local Tensor, not a Parameter: the value keeps its gradient, MindSpore
                # 2.10's Graph mode: ``z = y * 1; AssignAdd()(z, x); return z`` gives d/dx = 1; adapt36gr)
                new = written_value(cur, F().stop_gradient(new))   # (no -0.0 through AssignSub's negation)
        elif not local and is_sym(new) and getattr(prim.op, "write_result", None) is None \
                and new.aval.dtype == ins[k].aval.dtype and new.shape == ins[k].shape:
            # an in-place scatter on a Parameter: later reads are the Parameter (dout to the value read before),
            # the updates get no gradient through them; the op's output keeps its bprop (MindSpore 2.10's PyNative,
            # followed in Graph mode; adapt37ctl)
            return self._store_keeping_output(p, ins[k], new)
        out = self.write_param(p, new)
        self._write_through(args[k], out)
        result = getattr(prim.op, "write_result", None)   # an op whose output is not the written value (UpdateCache)
        return out if result is None else result(out)

    def _store_keeping_output(self, p: Any, read: Any, new: Any) -> Any:
        """An in-place op's write of Parameter ``p`` (``read`` its value before): the stored state is the new value
        with no gradient through it (later reads are the Parameter), while the op's returned value ``new`` keeps its
        bprop (lower.py reads it back as the op's output: ``_scatter_outs``)."""
        from ..ops.control import written_value
        from .flow import F

        state = self.write_param(p, written_value(read, F().stop_gradient(new)))
        self.write_outputs[state.value.id] = new.value.id
        self.__dict__.setdefault("_scatter_outs", set()).add(new.value.id)
        return Sym(new.value, p)

    # ------------------------------------------------------------------------------
    # Tensor conditions and control flow
    # ------------------------------------------------------------------------------


def _grad_kind(fn: Any) -> Optional[str]:
    import importlib

    G = importlib.import_module("msgraph.autodiff.grad")

    if isinstance(fn, G.GradFunction):
        return "function"
    if isinstance(fn, G.GradOperation) or fn is G.grad or fn is G.value_and_grad:
        return "factory"
    return None


def _check_grad_factory_target(fn: Any, args: Any, kwargs: Any, loc: Any) -> None:
    """Graph code ``GradOperation()()`` / ``GradOperation()(None)``: MindSpore's compile-time RuntimeErrors."""
    import importlib

    if not isinstance(fn, importlib.import_module("msgraph.autodiff.grad").GradOperation):
        return
    if not args and "fn" not in kwargs:
        raise CompileError("'GradOperation' requires a forward network or function as an input, while the input is "
                           "empty.", loc)
    target = args[0] if args else kwargs["fn"]
    if target is None:
        raise CompileError("For 'GradOperation', the first argument must be a 'Function' or 'Cell', but got "
                           "AbstractNone(Value: None)", loc)


def _has_source(fn: Any) -> bool:
    code = getattr(getattr(fn, "__func__", fn), "__code__", None)
    return code is not None


# (scipy: a third-party module MindSpore's fallback runs as Python; inlined, its numpy scalars became Python numbers)
_LIBRARY_PREFIXES = ("numpy", "math", "random", "functools", "itertools", "operator", "collections",
                     "typing", "builtins", "inspect", "os", "sys", "re", "string", "scipy")


def _is_library_function(fn: Any) -> bool:
    mod = getattr(fn, "__module__", "") or ""
    root = mod.split(".")[0]
    if root in _LIBRARY_PREFIXES or (root in getattr(sys, "stdlib_module_names", ()) and _in_stdlib(fn)):
        return True   # Python's standard library (copy.deepcopy...): runs as Python, never inlined
    if root == "msgraph":
        # msgraph's own helpers that are not graph code (e.g. initializers) run at compile time;
        # nn, ops and the jit_class loss scalers of msgraph.amp are graph code.
        return not (mod.startswith("msgraph.nn") or mod.startswith("msgraph.ops") or mod == "msgraph.amp"
                    or mod == "msgraph.common.generator")   # h-nn: Generator._step is graph code
    return False


def _is_op_function(fn: Any) -> bool:
    """Whether ``fn`` is one of msgraph's op functions (``ops.*`` / ``mint.*``, whose math has a bprop): run when the
    graph runs, it is differentiated there as MindSpore differentiates its op (autodiff/runtime_vjp.py); any other
    Python run then is not.  Where a function is defined decides it, as for _is_library_function."""
    return str(getattr(fn, "__module__", None) or "").startswith(("msgraph.ops", "msgraph.mint"))


def _in_stdlib(fn: Any) -> bool:
    """Whether ``fn``'s code lives in Python's standard library directory (a user module that
    happens to be named like a stdlib one, e.g. ``test``, is not)."""
    import os
    import sysconfig

    code = getattr(fn, "__code__", None)
    if code is None:
        return False
    stdlib = os.path.realpath(sysconfig.get_paths()["stdlib"]) + os.sep
    return os.path.realpath(code.co_filename).startswith(stdlib)


_LIBRARY_DIR = __file__.rsplit("/frontend/", 1)[0] + "/"


def _receiver_not_bound(method: Any) -> bool:
    """Whether graph code calls this method of a Cell or jit_class without its receiver.

    MindSpore 2.10's parser passes the receiver only to a method whose first parameter is named ``self``:
    ``def func(x, y)`` in a Cell called as ``self.func(a, b)`` is ``func(a, b)`` (the tutorial page mindir.md prints
    2.0 that way), ``def func(s, x, y)`` or a classmethod's ``cls`` gets no receiver (``self.func(x, y)`` is
    MindSpore's TypeError, 3 parameters for 2 arguments), ``def func(*args)`` counts only the arguments given
    (measured, session 46 docs46).  msgraph's own library methods keep Python's binding."""
    func = unwrap_function(method.__func__)   # (a functools.wraps decorator: the method it wraps is parsed)
    owner = method.__self__
    cls = owner if isinstance(owner, type) else type(owner)
    if not (getattr(cls, "_msgraph_cell", False) or getattr(cls, "__ms_class__", False)):
        return False
    code = getattr(func, "__code__", None)
    if code is None or _in_library(SourceLoc(code.co_filename, 1)):
        return False
    return not (code.co_argcount >= 1 and code.co_varnames[0] == "self")


def _in_library(loc: SourceLoc) -> bool:
    """Whether a location is in msgraph's own source (nn layers...), not in user code."""
    import os

    return os.path.abspath(loc.filename).startswith(os.path.abspath(_LIBRARY_DIR))


_STRICT_METHOD_OWNERS = (list, dict, tuple, str)


def _strict_ok(fn: Any) -> bool:
    mod = getattr(fn, "__module__", "") or ""
    if mod.startswith("msgraph") or mod.startswith("mindspore") or fn in _PY_BUILTINS:
        return True
    # list/dict/tuple/str methods on constant containers (``z.append(1)``, ``d.keys()``): graph
    # syntax of its own in MindSpore, so STRICT compiles them too
    owner = getattr(fn, "__self__", None)
    if type(owner) in _STRICT_METHOD_OWNERS and (not getattr(fn, "__name__", "_").startswith("_")
                                                or fn.__name__ == "__contains__"):
        return True
    return isinstance(fn, type) and (hooks.is_cell(fn) or issubclass(fn, (Tensor, BaseException)))


def _describe(fn: Any) -> str:
    mod = getattr(fn, "__module__", None)
    name = getattr(fn, "__qualname__", getattr(fn, "__name__", repr(fn)))
    return f"'{mod}.{name}'" if mod and mod != "builtins" else f"'{name}'"


@functools.lru_cache(maxsize=None)
def _print_prim(name: str, **attrs: Any) -> Any:
    from ..ops.registry import OPS, prim

    return prim(OPS[name], **attrs)


def _special_print(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    """Python's print() in graph code is MindSpore's Print op there (each argument on its own line,
    Tensors as ``Tensor(shape=[..], dtype=.., value=..)``, numbers as C++ prints them; recorded:
    diff_sweep/graph_print); print() with sep=/end=/file= keeps Python's text, and so does a print()
    of a numpy array (a constant or ``x.asnumpy()``): MindSpore's JIT fallback runs Python's print then,
    Tensors as ``str`` shows them (recorded: st_compiler6/print_numpy)."""
    if kwargs and low.bytecode:
        # jit(capture_mode='bytecode'): print() with keywords breaks MindSpore's graph, and the function runs as
        # Python (its print()s Python's text); fullgraph=True: Unsupported (measured, adapt36pj)
        low.bytecode_break(low.b.loc, "Trace function call failed")
    numpy_arg = any(isinstance(a, np.ndarray) or is_numpy_view(low, a) for a in args) \
        or any(type(a) is dict and low.__dict__.get("_dict_calls", {}).get(id(a)) is a for a in args) \
        or any(_python_print_object(low, a) for a in args)
    name = "PythonPrint" if numpy_arg or set(kwargs) - {"flush"} else "Print"
    if name == "PythonPrint":
        # a dict literal holding a value made when the graph runs prints as the tuple of its values, as MindSpore
        # 2.10's fallback print shows it (``print({"a": l[0], "b": "s"})`` is ``(3.0, 's')``)
        args = [tuple(a.values()) if type(a) is dict and low.__dict__.get("_dict_calls", {}).get(id(a)) is not a
                and _python_print_object(low, a) else a for a in args]
    if name == "Print":
        from ..ops.control import graph_print_arg
        from .dyn_rank_shape import print_args
        args = [graph_print_arg(a) for a in args]   # constant Tensors: MindSpore's constant text, ``(1, 2)``
        args = print_args(low, args)   # set_inputs' dynamic shapes: as MindSpore's Print op shows them
    args = [low.materialize(a) if isinstance(a, Tensor) else a for a in args]
    # (Python's sep= and end= as given; None is their default, as in Python)
    attrs = {k: kwargs[k] for k in ("sep", "end") if name == "PythonPrint" and kwargs.get(k) is not None}
    low.emit_effect(_print_prim(name, **attrs), args)
    return None


def _python_print_object(low: Any, a: Any) -> bool:
    """Whether print() of ``a`` in graph code is MindSpore 2.10's JIT-fallback print (Python's text, the arguments
    on one line): a Python object made when the graph runs (``x.tolist()``, ``l[0]`` of it) or an Enum member
    (measured: ``print("v:", x.tolist(), 5)`` is ``v: [1.0, 2.0, 3.0] 5``; adapt43gs/print_python_objects)."""
    from .fallback import is_rank_tensor

    if isinstance(a, enum.Enum):
        return True
    if isinstance(a, (type, str)) and low.__dict__.get("_python_values", {}).get(id(a)) is a:
        # ``type(x)`` of a Tensor, ``"%s" % v``: JIT-Fallback values in MindSpore 2.10 (pr49/print_python_values)
        return True
    if isinstance(a, (tuple, list)) and not hasattr(a, "_fields"):
        # a tuple / list holding such a value (``print([l[0], 2])``: ``[3.0, 2]``) -- adapt44fb/print_runtime_values
        return any(_python_print_object(low, e) for e in a)
    if type(a) is dict:
        return any(_python_print_object(low, e) for e in a.values())
    if is_sym(a) and (is_numpy_scalar(low, a) or low.__dict__.get("_python_numbers", {}).get(id(a)) is a):
        # a numpy scalar (``np.sum(x.asnumpy())``, ``x.asnumpy()[0]``) or a Python number made from one
        # (``int(np.argmax(x.asnumpy()))``): Python's text, ``6.0`` / ``True`` (Print showed ``6`` / ``1``)
        return True
    return is_sym(a) and a.aval.dtype == object and not is_rank_tensor(low, a)


def _isinstance_classes_ok(cls: Any) -> bool:
    """MindSpore's graph isinstance takes a class or a (nested) tuple of classes, nothing else."""
    if isinstance(cls, tuple):
        return all(_isinstance_classes_ok(c) for c in cls)
    return isinstance(cls, (type, types.UnionType))


def _graph_message(fn: Any, args: Sequence[Any], exc: BaseException) -> str:
    """MindSpore's wording for Python errors of its graph builtins (list.pop, max/min...)."""
    name = getattr(fn, "__name__", "")
    owner = getattr(fn, "__self__", None)
    if name == "pop" and isinstance(owner, list) and isinstance(exc, IndexError):
        return "The pop index out of range."
    if name in ("pop", "insert") and isinstance(owner, list) and isinstance(exc, TypeError) and args \
            and isinstance(args[0], (float, str)):
        # MindSpore 2.10's list_inplace_insert/pop infer: the index's scalar type and value
        v = args[0]
        shown = f"{v:g}" if isinstance(v, float) else v
        return f"Integer argument expected, but got {'FP32Imm' if isinstance(v, float) else 'StringImm'} type " \
               f"value: {shown}"
    if fn in (max, min):
        if isinstance(exc, ValueError) and "empty sequence" in str(exc):
            return f"{name}() arg is an empty sequence."
        if isinstance(exc, ValueError) and "ambiguous" in str(exc):
            return "The truth value of an array with more than one element is ambiguous."
        if isinstance(exc, TypeError) and "0-d tensor" in str(exc):
            return "Cannot iterate over a scalar tensor."
    return str(exc)


def _mixed_mutable_numbers(seq: Any) -> bool:
    """A mutable (not dynamic-length) tuple/list of Python numbers of more than one type."""
    if not is_mutable_container(seq) or is_dynamic_len(seq) or not len(seq):
        return False
    if not all(isinstance(v, (int, float)) and not isinstance(v, Tensor) for v in seq):
        return False
    return len({bool if isinstance(v, bool) else float if isinstance(v, float) else int for v in seq}) > 1


def _python_search(seq: Any, how: str, value: Any, loc: Optional[SourceLoc]) -> Any:
    items = list(seq)
    if how == "count":
        return items.count(value)
    if value not in items:
        raise compile_error_class(ValueError)("tuple.index(x): x not in tuple", loc)
    return items.index(value)


def _same_element(a: Any, b: Any) -> bool:
    """Element equality of MindSpore's graph list/tuple ``index``/``count``: the types must match
    (``1`` is not ``1.0``, ``True`` or ``Tensor(1)``); Tensors compare by dtype, shape and values."""
    if a is b:
        return True
    if type(a) is not type(b):
        return False
    if isinstance(a, Tensor):
        x, y = a._data, b._data
        return x.dtype == y.dtype and x.shape == y.shape and bool(np.array_equal(x, y))
    try:
        return bool(a == b)
    except Exception:
        return False


def _strict_search(seq: Any, how: str, value: Any, loc: Optional[SourceLoc]) -> Any:
    hits = [i for i, e in enumerate(seq) if _same_element(e, value)]
    if how == "count":
        return len(hits)
    if not hits:
        raise compile_error_class(ValueError)(f"{value} is not in {type(seq).__name__} {seq}", loc)
    return hits[0]


def _flat_classes(cls: Any) -> tuple:
    return sum((_flat_classes(c) for c in cls), ()) if isinstance(cls, tuple) else (cls,)


def _special_isinstance(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    obj, cls = args
    if not _isinstance_classes_ok(cls):
        raise TypeError("isinstance() arg 2 must be a type or tuple of types.")
    if is_sym(obj) and is_numpy_view(low, obj):   # x.asnumpy() (h-fb3)
        return isinstance_numpy(cls)
    if is_sym(obj) and is_numpy_scalar(low, obj):   # x.asnumpy()[0]: a numpy scalar of its dtype
        return isinstance(np.dtype(obj.aval.dtype).type(0), cls)
    if type(obj) is SymRange:
        # range() of graph-variable bounds: MindSpore's dynamic-length tuple
        return any(isinstance(c, type) and issubclass(tuple, c) for c in _flat_classes(cls))
    if is_sym(obj) and isinstance(obj.aval, SeqAval):   # a dynamic-length tuple/list made when the graph runs
        return any(isinstance(c, type) and issubclass(obj.aval.kind, c) for c in _flat_classes(cls))
    if is_sym(obj) and getattr(obj.aval, "weak", False) and tuple(obj.aval.shape) == () \
            and not isinstance(obj.param, Parameter):
        # a Python number known when the graph runs (``mutable(2)``): its Python type (h-ut1)
        kind = {"b": bool, "i": int, "u": int, "f": float}.get(np.dtype(obj.aval.dtype).kind)
        if kind is not None:
            return any(isinstance(c, type) and issubclass(kind, c) for c in _flat_classes(cls))
    if is_sym(obj) and _runtime_object_among(low, [obj]) and low.level is not syntax.Level.STRICT:
        # a Python object made when the graph runs (``l[0]`` of ``l = x.tolist()``): its class then, as MindSpore
        # 2.10's JIT Fallback checks it (SILENT: was False, a Tensor's answer; adapt44fb/isinstance_of_runtime_objects)
        return _at_run_time(low, isinstance, [obj, cls], {}, "isinstance")
    if is_sym(obj):
        classes = _flat_classes(cls)
        # (a Parameter given as an argument is one in graph code too: MindSpore 2.10, ctrl26)
        param = isinstance(obj.param, Parameter) or (obj.param is not None
                                                      and any(r is obj.param for r in low.param_alias.values()))
        return any(isinstance(c, type) and issubclass(c, Tensor) and not issubclass(c, Parameter)
                   or (param and c is Parameter) for c in classes)
    return isinstance(obj, cls)


def _special_type(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    """``type(x)`` of a graph value: the class it has when the graph runs (Tensor, Parameter, or the
    Python number type of a scalar known at run time), as ``isinstance`` sees it."""
    if len(args) == 1 and not kwargs and is_sym(args[0]):
        v = args[0]
        if low.level.no_tensor_fallback and low.b.loc is not None and not _in_library(low.b.loc):
            # a Cell compiled with jit_syntax_level STRICT / COMPATIBLE: MindSpore 2.10 runs type() of a graph
            # variable as a script and refuses it (its ValueError; measured by the adapt36fb sweep)
            raise GraphValueError("When handling script 'type(...) in graph mode', the inputs should be constant, "
                                  "but found a variable to be nonconstant. Try to set jit_syntax_level to LAX.",
                                  low.b.loc)
        if is_numpy_view(low, v):   # x.asnumpy() (h-fb3)
            return np.ndarray
        if is_numpy_scalar(low, v):
            return np.dtype(v.aval.dtype).type
        if isinstance(v.param, Parameter):
            return _runtime_type(low, Parameter)
        aval = getattr(v, "aval", None)
        if isinstance(aval, SeqAval):
            return aval.kind
        if aval is not None and getattr(aval, "weak", False) and tuple(aval.shape) == ():
            return {"b": bool, "i": int, "u": int, "f": float}.get(np.dtype(aval.dtype).kind, Tensor)
        if _runtime_object_among(low, [v]) and low.level is not syntax.Level.STRICT:
            # a Python object made when the graph runs (``map(f, x.tolist())``): its class then (was Tensor;
            # MindSpore 2.10: ``type(m).__name__`` is 'map', adapt43gs/builtins_over_runtime_list)
            return _at_run_time(low, type, [v], {}, "type")
        return _runtime_type(low, Tensor)
    if len(args) == 1 and not kwargs:
        from ..common.mutable import MutableDict, MutableList, MutableTuple

        for made, plain in ((MutableTuple, tuple), (MutableList, list), (MutableDict, dict)):
            if type(args[0]) is made:
                return plain   # ``type(ms.mutable((1, 2)))`` is tuple in graph code (MindSpore 2.10), ctrl26
    return low.call_builtin(type, args, kwargs)


def _runtime_type(low: Any, cls: type) -> type:
    """``type(x)`` of a Tensor graph value: MindSpore 2.10 evaluates it by JIT Fallback (PyExecute), so a print()
    given it is Python's print (``print("v:", type(x), x)`` is ``v: <class '...Tensor'> [1. 2.]`` on one line;
    pr49/print_python_values).  The class is remembered for print (``_python_print_object``)."""
    low.__dict__.setdefault("_python_values", {})[id(cls)] = cls
    return cls


def _special_zip(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    if not args:   # MindSpore's RuntimeError while compiling
        raise CompileError("The zip operator must have at least 1 argument, but the size of arguments is 0.", low.b.loc)
    # MindSpore's graph mode: a tuple of tuples, made now (a lazy zip object would leak graph values
    # out of the compile)
    _refuse_dynamic_len("zip", args, low.b.loc)
    if _runtime_object_among(low, args):
        return _at_run_time(low, _zip_tuple, args, kwargs, "zip")
    r = low.call_builtin(zip, _numpy_items_beside_tensors(low, args), kwargs)
    if not isinstance(r, zip):
        return r
    try:
        return tuple(r)
    except TypeError as exc:
        if "0-d" in str(exc):   # zip(x, Tensor(1)): MindSpore's TypeError
            from ..errors import GraphTypeError
            raise GraphTypeError("Cannot iterate over a scalar tensor.", low.b.loc) from None
        raise


def _numpy_items_beside_tensors(low: Any, seqs: Sequence[Any]) -> list:
    """``zip(np_array, t)`` / ``map(fn, np_array, t)`` with a Tensor ``t``: MindSpore's fallback runs them in Python,
    so the array's items are numpy values (``np.int64``, returned as such; numpy's operators on them) where
    beside tuples alone they are Python numbers (recorded: st29c/zip_map_numpy_tensor)."""
    def tensor(s: Any) -> bool:
        return isinstance(s, Tensor) or (is_sym(s) and not is_numpy_view(low, s) and isinstance(s.aval, Aval)
                                         and s.aval.dtype != np.dtype(object) and len(s.aval.shape) > 0)

    seqs = list(seqs)
    if not (any(isinstance(s, np.ndarray) and s.dtype.kind in "biufc" and s.ndim for s in seqs)
            and any(tensor(s) for s in seqs)):
        return seqs
    return [tuple(mark_numpy_result(low, low.materialize(e)) for e in s)
            if isinstance(s, np.ndarray) and s.dtype.kind in "biufc" and s.ndim else s for s in seqs]


def _special_slice(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    """``slice(a, b, c)`` in graph code: MindSpore's MakeSlice checks each bound (a RuntimeError)."""
    from .expressions import check_slice_bounds

    if not kwargs and 1 <= len(args) <= 3:
        parts = [None, args[0], None] if len(args) == 1 else list(args) + [None] * (3 - len(args))
        check_slice_bounds(slice(*parts), low.b.loc)
    return low.call_builtin(slice, args, kwargs)


def _special_sum(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    """``sum(x)``: MindSpore's graph errors for a number or a 0-d Tensor (its text, quoted)."""
    one = args[0] if args else None
    if is_sym(one) and one.aval.dtype == object:
        # a Python object made when the graph runs (``x.asnumpy().tolist()``): Python's sum then (adapt36fb)
        from .fallback import runtime_call
        return runtime_call(low, sum, args, kwargs, "sum")
    if (is_sym(one) and one.aval.weak) or (isinstance(one, (int, float)) and not isinstance(one, bool)):
        kind = one.aval.dtype.kind if is_sym(one) else ("f" if isinstance(one, float) else "i")
        raise TypeError(f"'{'Float32' if kind == 'f' else 'Int64'} object is not iterable.'")
    if (is_sym(one) and one.aval.shape == ()) or (isinstance(one, Tensor) and one.ndim == 0):
        raise TypeError("'Cannot iterate over a scalar tensor.'")
    at_run = _numpy_builtin(low, sum, args, kwargs)
    if at_run is not None:
        return at_run
    if 1 <= len(args) <= 2 and not kwargs and _graph_tensor(low, one):
        # MindSpore 2.10's graph ``sum(x, start=0)`` of a Tensor is ``start + x.sum(0)``: SumExt widens bool,
        # int8-32 and uint8 to int64 (an int8 Tensor's sum is Int64 and does not wrap; PyNative adds the rows in
        # Python, Int8).  Recorded: st31/builtin_sum_tensor.
        import gast

        total = F().sum(one, 0)
        return total if len(args) == 1 else low.binop(gast.Add, args[1], total)
    seq = list(one) if isinstance(one, (tuple, list)) else None
    if seq is not None and not kwargs and len(args) <= 2 \
            and all(type(v) in (bool, int, float) or (is_sym(v) and is_number_input(v) and not is_numpy_scalar(low, v))
                    for v in seq + list(args[1:])):
        # Python floats in graph code add as MindSpore 2.10's float32 scalars: ``sum([0.1, 0.2])`` is
        # 0.30000001192092896 (recorded: adapt36sx/sum_float_scalars); ints as its int64 ScalarAdd, which refuses an
        # overflow (adapt37sy/int64_scalars); numbers known when the graph runs alike (``sum([float(x[0]), 1.5])``
        # float32: adapt37sy/sum_runtime_numbers)
        import gast

        total = args[1] if len(args) == 2 else 0
        for v in seq:
            total = low.binop(gast.Add, total, v)
        return total
    return low.call_builtin(sum, args, kwargs)


def _check_int64_result(low: Any, fn: Any, out: Any, loc: Any) -> Any:
    """``out``; MindSpore 2.10's RuntimeError where ``abs`` / ``int`` / ``round`` of Python numbers in graph code gives
    an int outside int64 (``abs(-2 ** 63)``, ``int(9.3e18)``; recorded: adapt37sy/int64_scalars)."""
    if fn in (abs, int, round) and type(out) is int and not -2 ** 63 <= out < 2 ** 63 and not low.bytecode:
        from .expressions import INT64_CAST_ERROR

        raise GraphRuntimeError(INT64_CAST_ERROR, loc)
    return out


def _special_pow(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    """``pow(a, b)`` of two Python numbers in graph code is ``a ** b``, MindSpore 2.10's scalar power (float32:
    ``pow(2.0, 0.5)`` is 1.4142135381698608, ``pow(2, -1)`` the int 0; recorded: adapt36sx/float32_builtins,
    adapt36fb/builtin_pow_ints)."""
    if len(args) == 2 and not kwargs and all(type(v) in (bool, int, float) for v in args):
        import gast

        return low.binop(gast.Pow, args[0], args[1])
    if _python_numbers_at_run_time(low, args, kwargs):
        return _at_run_time(low, pow, args, kwargs, "pow")
    return low.call_builtin(pow, args, kwargs)


def _special_scalar_binop(op_name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    """``F.scalar_add`` / ``scalar_sub`` / ``scalar_mul`` / ``scalar_div`` / ``scalar_floordiv`` / ``scalar_mod`` /
    ``scalar_pow`` (``operator.add``, ...) of two Python numbers in graph code: MindSpore 2.10's scalar ops, as the
    operators compute them (float32: ``F.scalar_div(2.5, 3)`` is 0.8333333134651184, ``F.scalar_pow(7, -2)`` the
    int 0); msgraph computed them in Python doubles (vd48b/scalar_functional_ops)."""
    def call(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        import gast

        from .expressions import _is_number
        if len(args) == 2 and not kwargs and all(_is_number(a) for a in args):
            return low.binop(getattr(gast, op_name), args[0], args[1])
        return low.call_builtin(fn, args, kwargs)
    return call


def _special_scalar_unary(kind: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    """``F.scalar_uadd`` / ``scalar_usub`` / ``scalar_log`` of a Python number in graph code: MindSpore 2.10's
    float32 scalars (``F.scalar_log(8)`` is 2.079441547393799, ``F.scalar_uadd(0.7)`` 0.699999988079071; a number
    known when the graph runs too: msgraph refused ``scalar_log(mutable(0.7))``; vd48b/scalar_functional_ops)."""
    def call(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        import gast

        from .expressions import _is_number
        if len(args) != 1 or kwargs or not _is_number(args[0]) or isinstance(args[0], bool):
            return low.call_builtin(fn, args, kwargs)
        v = args[0]
        if kind == "uadd":
            return low.f32_number(v)
        if kind == "usub":
            return low.unaryop(types.SimpleNamespace(op=gast.USub()), v)
        if is_sym(v):
            return low.as_python_number(F().log(F().cast(v, np.float32)))
        # a constant: the Log op's own kernel (the registry's) on the float32 scalar, now (a Python float)
        with np.errstate(over="ignore"):
            x = np.float32(v)
        return float(F().log(Tensor(x)).asnumpy())
    return call


def _python_numbers_at_run_time(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> bool:
    """Whether a builtin's arguments are Python objects made when the graph runs (``l[0]`` of ``l = x.tolist()``)
    and Python numbers: MindSpore 2.10 runs the builtin then, so ``pow(l[0], 3)`` is a float and ``divmod(l[0], 2)``
    a tuple of two (msgraph made a float64 Tensor / raised TypeError; adapt44fb/builtins_of_runtime_numbers)."""
    return low.level is not syntax.Level.STRICT and not kwargs and _runtime_object_among(low, args) \
        and all(_runtime_object_among(low, [a]) or type(a) in (bool, int, float) for a in args)


def _graph_tensor(low: Any, v: Any) -> bool:
    """A Tensor of rank >= 1 in graph code (a graph value or a constant; not a numpy array or a Python object)."""
    if isinstance(v, Tensor):
        return v.ndim >= 1
    return is_sym(v) and not is_numpy_view(low, v) and isinstance(v.aval, Aval) and not v.aval.weak \
        and v.aval.dtype != np.dtype(object) and len(v.aval.shape) >= 1


def _numpy_builtin(low: Any, fn: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    """``sum(x.asnumpy())``, ``max(1, x.asnumpy())``: Python's builtin run on the numpy arrays when the graph runs
    (MindSpore's fallback): a numpy scalar or array, as Python gives it (recorded: ret_c/numpy_view_scalars).
    None where no argument is such a numpy value."""
    if low.level is syntax.Level.STRICT or kwargs or not numpy_operands(low, args):
        return None
    from .fallback import OnTensors, numpy_mask, runtime_call

    if len(args) > 1 and fn is not sum:
        # max(1, x.asnumpy()) is whichever argument wins (an int or the array): a Python object when the graph runs
        return runtime_call(low, OnTensors(fn, numpy_mask(low, list(args))), list(args), {}, fn.__name__,
                            object_result=True)
    return mark_numpy_result(low, runtime_call(low, fn, list(args), {}, fn.__name__))


def _special_copy(which: Any) -> Any:
    def impl(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        """``copy.copy``/``copy.deepcopy`` run while compiling: a graph value copies as itself (a
        fresh reference, see ``Sym.__deepcopy__``), so the copy is a Tensor, as in MindSpore."""
        return low.guard(lambda: which(*args, **kwargs), which.__name__)
    return impl


def _len_at_run_time(obj: Any) -> int:
    """``len(obj)`` of an object made when the graph runs: MindSpore 2.10 calls its ``__len__`` (AttributeError
    "'float' object has no attribute '__len__'" for a number, as for a constant; Python's TypeError before;
    adapt44fb/len_of_runtime_number)."""
    if not hasattr(type(obj), "__len__"):
        raise AttributeError(f"'{type(obj).__name__}' object has no attribute '__len__'")
    return len(obj)


def _special_len(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    if len(args) == 1 and not kwargs:
        # MindSpore 2.10 in graph code: a 0-d Tensor is a TypeError; a number (a constant or a
        # mutable scalar) an AttributeError naming its graph type.
        v = args[0]
        if is_sym(v) and v.aval.dtype == object:   # a Python object made when the graph runs
            from .fallback import runtime_call
            return runtime_call(low, _len_at_run_time, [v], {}, "len")
        if isinstance(v, SymRange):
            from .expressions import _weak_int

            if all(_weak_int(b) or type(b) is int for b in (v.start, v.stop, v.step)):
                # len(range(ms.mutable(4))): an int known when the graph runs (MindSpore 2.10's 4, not a
                # constant; adapt45uta sweep s1)
                from .fallback import runtime_call

                return runtime_call(low, _range_len, [v.start, v.stop, v.step], {}, "len", strict_ok=True)
        if (is_sym(v) and v.aval.shape == () and not v.aval.weak) or (isinstance(v, Tensor) and v.ndim == 0):
            raise GraphTypeError("Not support len of a 0-D tensor.", low.b.loc)
        if is_sym(v) and v.aval.shape == () and v.aval.weak:
            kind = {"b": "Bool", "f": "Float"}.get(np.dtype(v.aval.dtype).kind, "Int")
            raise GraphAttributeError(f"'{kind}' object has no attribute '__len__'", low.b.loc)
        if isinstance(v, (bool, int, float)):
            kind = "Bool" if isinstance(v, bool) else ("Float" if isinstance(v, float) else "Int")
            raise GraphAttributeError(f"'{kind}' object has no attribute '__len__'", low.b.loc)
        if is_sym(v) and v.aval.shape and v.aval.shape[0] is None:
            # a first dimension known only when the graph runs (after masked_select, x[mask]): its run-time int
            from ..ops.array_compose import shape as ops_shape
            return low.call(ops_shape, [v], {}, low.b.loc)[0]
    n = low.guard(lambda: len(args[0]), "len")
    return _variable_int(n) if getattr(args[0], "_msgraph_dynamic_len", False) is True else n


def _index_at_run_time(low: Any, seq: Any, target: Any) -> Any:
    """``seq.index(target)`` known only when the graph runs (a dynamic-length sequence, a graph value among the
    elements or as the target): a Python int computed then by a pure op (an unused result is removed, as
    MindSpore's SequenceIndex; its ValueError when the target is missing).  A dynamic-length sequence of
    constants holding the target keeps the index's value (a mutable int); None: not a sequence of numbers or
    of Tensors of one shape and dtype (the caller's way)."""
    from ..ops.sequence_st import SEQUENCE_INDEX_AT_RUN

    items = list(seq)
    if not items:
        return None

    def number(v: Any) -> bool:
        return (isinstance(v, (int, float)) and not isinstance(v, bool)) or (is_sym(v) and v.aval.weak
                                                                              and v.aval.shape == ())

    def tensor(v: Any) -> bool:
        return isinstance(v, Tensor) or (is_sym(v) and not v.aval.weak and v.aval.dtype != object)

    if not contains_sym([items, target]):
        if any(_same_element(e, target) for e in items):
            return None   # found while compiling: the caller's mutable int
    if all(number(v) for v in items) and number(target):
        if contains_sym(items):
            elements = F().stack([low.materialize(v) if not is_sym(v) else v for v in items], 0)
        else:
            arr = np.asarray(items)
            elements = low.materialize(Tensor(arr.astype(np.float32) if arr.dtype.kind == "f" else arr))
    elif all(tensor(v) for v in items) and (tensor(target) or number(target)) \
            and len({(tuple(v.shape), str(v.dtype)) for v in items}) == 1:
        if not contains_sym(items) and is_sym(target) and tensor(target):
            # constant Tensors and a Tensor target: MindSpore's SequenceIndex kernel's dtype / shape checks
            # (adapt45uta)
            _check_seq_search_tensors(low, "SequenceIndex", items[0]._data.dtype, [tuple(items[0].shape)], target)
        elements = F().stack([low.materialize(v) if not is_sym(v) else v for v in items], 0)
    else:
        return None
    t = target if is_sym(target) else low.materialize(target if isinstance(target, Tensor) else Tensor(target))
    kind = "tuple" if isinstance(seq, tuple) else "list"
    return emit_prim(SEQUENCE_INDEX_AT_RUN.prim_class(kind=kind), [elements, t])


#: (elements' dtype, target's dtype) pairs MindSpore 2.10's CPU SequenceCount / SequenceIndex compare Tensors of
#: (measured, adapt45uta sweep s1); float32 elements with a float16 target are its RuntimeError (no float16
#: TensorToScalar kernel), others its TypeError
_SEQ_SEARCH_DTYPES = {("float32", "float32"), ("float32", "float64"), ("float64", "float64"), ("int32", "int32"),
                      ("int32", "int64"), ("int32", "int16"), ("int64", "int64")}


def _check_seq_search_tensors(low: Any, op: str, dtype: Any, shapes: Sequence[tuple], target: Any) -> None:
    """MindSpore's checks of ``seq.count(t)`` / ``seq.index(t)`` run on one-element Tensors: the dtype pair (see
    ``_SEQ_SEARCH_DTYPES``) and each shape ``()`` or ``(1,)`` (TensorToScalar's ValueError)."""
    pair = (np.dtype(dtype).name, np.dtype(target.aval.dtype).name)
    if pair not in _SEQ_SEARCH_DTYPES:
        cls = RuntimeError if pair == ("float32", "float16") else TypeError
        raise compile_error_class(cls)(f"For {op}, the elements' dtype {pair[0]} and the target's dtype {pair[1]} "
                                       "are not supported together.", low.b.loc)
    for shape in list(shapes) + [tuple(target.aval.shape)]:
        if tuple(shape) not in ((), (1,)):
            raise compile_error_class(ValueError)(
                f"For Primitive[TensorToScalar], the input tensor's shape must be empty or {{1}}, but got "
                f"{list(shape)}.", low.b.loc)


def _count_tensors_at_run_time(low: Any, seq: Any, target: Any) -> Any:
    """``seq.count(target)`` of constant Tensors of one dtype with a Tensor target known only when the graph runs:
    MindSpore's SequenceCount, an int known then (``F.isconstant`` False).  Its element comparison needs
    one-element Tensors (``_check_seq_search_tensors``).  None: not such a sequence (the caller's way).  SILENT
    before (adapt45uta): the count was 0, a constant."""
    from ..ops.sequence_st import SEQUENCE_INDEX_AT_RUN

    items = list(seq)
    if not items or not all(isinstance(e, Tensor) for e in items) or target.aval.weak \
            or target.aval.dtype == object or len({str(e.dtype) for e in items}) != 1:
        return None
    _check_seq_search_tensors(low, "SequenceCount", items[0]._data.dtype, [tuple(e.shape) for e in items], target)
    elements = low.materialize(Tensor(np.stack([np.asarray(e._data).reshape(()) for e in items])))
    if tuple(target.aval.shape) != ():
        target = F().reshape(target, ())
    kind = "tuple" if isinstance(seq, tuple) else "list"
    return emit_prim(SEQUENCE_INDEX_AT_RUN.prim_class(kind=kind, how="count"), [elements, target])


def _variable_int(n: int) -> Any:
    """``n`` (the length of a dynamic-length sequence, a count or an index in one) as a mutable int: MindSpore
    knows it only when the graph runs (``F.isconstant`` is False); msgraph keeps its value."""
    from ..common.mutable import MutableInt

    return MutableInt(n)


def _format_without_kwargs(fmt: str) -> None:
    """MindSpore 2.10 runs ``fmt.format(..., key=<Tensor>)`` in graph code without its keyword
    arguments: the first named field is a KeyError."""
    import string

    for _, field, _, _ in string.Formatter().parse(fmt):
        if field is None:
            continue
        key = field.split(".")[0].split("[")[0]
        if key and not key.isdigit():
            raise KeyError(f"'{key}'")


def _ms_value_text(v: Any) -> str:
    """A constant as MindSpore's graph errors print it (a tuple as ``(1, 2)``, even of one element)."""
    if v is None:
        return "not const"
    if isinstance(v, tuple):
        return "(" + ", ".join(_ms_value_text(x) for x in v) + ")"
    if isinstance(v, list):
        return "[" + ", ".join(_ms_value_text(x) for x in v) + "]"
    return str(v)


def _filter_list(*args: Any, **kwargs: Any) -> list:
    return list(filter(*args, **kwargs))   # (MindSpore 2.10's graph filter: a list)


def _zip_tuple(*args: Any, **kwargs: Any) -> tuple:
    return tuple(zip(*args, **kwargs))


def _enumerate_tuple(*args: Any, **kwargs: Any) -> tuple:
    return tuple(enumerate(*args, **kwargs))


def _runtime_object_among(low: Any, args: Sequence[Any]) -> bool:
    """Whether one of ``args`` is a Python object made when the graph runs (``x.asnumpy().tolist()``; not a
    dynamic-rank Tensor or a numpy view)."""
    from .fallback import is_rank_tensor

    return any(is_sym(a) and a.aval.dtype == object and not is_rank_tensor(low, a) and not is_numpy_view(low, a)
               for a in args)


def _at_run_time(low: Any, fn: Any, args: Sequence[Any], kwargs: Dict[str, Any], name: str) -> Any:
    """``zip`` / ``enumerate`` over such an object: Python's, when the graph runs (MindSpore 2.10's JIT Fallback: a
    tuple of tuples; adapt42gs/for_over_runtime_list)."""
    from .fallback import runtime_call

    return runtime_call(low, fn, list(args), dict(kwargs), name, object_result=True)


def _special_enumerate(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    """``enumerate(seq, start)`` in graph code: MindSpore 2.10 takes a constant int ``start`` (a
    Tensor or bool start fails its make_range check, other values enumerate's own TypeError)."""
    _refuse_dynamic_len("zip", args[:1], low.b.loc)   # (MindSpore's enumerate is a zip: its name)
    if _runtime_object_among(low, args[:1]):
        return _at_run_time(low, _enumerate_tuple, args, kwargs, "enumerate")
    if len(args) > 1 or "start" in kwargs:
        start = args[1] if len(args) > 1 else kwargs["start"]
        if isinstance(start, Tensor) or is_sym(start):
            raise GraphTypeError(f"For 'make_range', the 0th input should be a int scalar but got "
                                 f"{_abstract_tensor(start)}", low.b.loc)
        if isinstance(start, bool):
            raise GraphTypeError("For 'make_range', the 0th input should be a int scalar but got "
                                 f"AbstractScalar(Type: Bool, Value: {str(start).lower()}, Shape: NoShape)", low.b.loc)
        if not isinstance(start, int):
            raise GraphTypeError(f"'For 'enumerate', the 'start' should be a const int number, but got "
                                 f"{_ms_value_text(start)}.'", low.b.loc)
    if args and isinstance(args[0], (int, float, bool)) and not isinstance(args[0], np.generic):
        # MindSpore 2.10: enumerate of a number (h-ut1)
        raise GraphTypeError(f"'For 'enumerate', the 'first input' should be tuple or list or tensor, but got "
                             f"{type(args[0])}.'", low.b.loc)
    if args and ((is_sym(args[0]) and not args[0].aval.weak and tuple(args[0].aval.shape) == ())
                 or (type(args[0]) is Tensor and args[0].ndim == 0)):
        # enumerate of a 0-d Tensor: MindSpore 2.10's ValueError (its zip reads item 0 of an empty shape)
        raise GraphValueError("For primitive:'TupleGetItem', cannot get item by index from an empty sequence.",
                              low.b.loc)
    # MindSpore's graph mode: a tuple of (index, item) tuples, made now (a lazy enumerate object
    # would leak graph values out of the compile)
    r = low.call_builtin(enumerate, args, kwargs)
    return tuple(r) if isinstance(r, enumerate) else r


def _trace_running() -> bool:
    """Whether a ``jit(capture_mode='trace')`` function is running in this thread (msgraph/api.py's trace run)."""
    import threading

    from ..common.tensor import TRACE_CONVERSION

    run = TRACE_CONVERSION[0]
    return run is not None and getattr(run, "thread", None) == threading.get_ident()


def _special_minmax(which: Any) -> Any:
    def impl(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        if kwargs:   # MindSpore 2.10's graph max / min take no key= / default= (RuntimeError; left34)
            raise GraphRuntimeError(f"Got an unexpected keyword argument '{next(iter(kwargs))}'", low.b.loc)
        one = args[0] if len(args) == 1 else None
        if (is_sym(one) and one.aval.weak) or (len(args) == 1 and isinstance(one, (int, float))):
            raise TypeError("'The object is not iterable.'")   # a Python number (MindSpore's text, quoted)
        if (is_sym(one) and one.aval.shape == ()) or (isinstance(one, Tensor) and one.ndim == 0):
            raise TypeError("Cannot iterate over a scalar tensor.")
        at_run = _numpy_builtin(low, which, args, kwargs)
        if at_run is not None:
            return at_run
        if len(args) == 1 and not kwargs and _graph_tensor(low, one) and tuple(one.shape)[0] == 0:
            # an empty Tensor: MindSpore 2.10's ValueError while compiling (recorded: st31/builtin_sum_tensor)
            raise GraphValueError(f"{which.__name__.capitalize()} cannot deal with empty input. Please try other "
                                  "inputs" if len(one.shape) == 1 else
                                  "'The truth value of an array with more than one element is ambiguous.'", low.b.loc)
        vals = list(args[0]) if len(args) == 1 else list(args)
        if len(args) == 1 and any(isinstance(v, (list, tuple)) and any(is_sym(e) or isinstance(e, Tensor) for e in v)
                                  for v in vals):
            # MindSpore's graph max/min compare sequences of numbers, not of Tensors
            raise TypeError(f"{which.__name__}() cannot support tensor in list or tuple nested now.")
        if not contains_sym(vals) or kwargs:
            return low.fallback(which, args, kwargs)
        if any(type(v) in (int, float) for v in vals) or _runtime_object_among(low, vals):
            # a Python number among graph Tensors: MindSpore 2.10 runs Python's max/min when the graph
            # runs (PyExecute), so the winner comes back unchanged -- ``max(t, 4)`` is the int 4 or ``t``; so are
            # Python objects made then (``max(l[0], l[1])`` of ``l = x.tolist()`` is a float, was a float64 Tensor:
            # adapt44fb/builtins_of_runtime_numbers)
            from .fallback import OnTensors, runtime_call

            return runtime_call(low, OnTensors(which), args, {}, which.__name__, object_result=True)
        if len(vals) > 1 and any((is_sym(v) or isinstance(v, Tensor)) and v.size not in (1, None) for v in vals):
            # Python compares the Tensors: a Tensor of several elements has no truth (MindSpore 2.10's ValueError
            # while compiling), not an elementwise maximum (ctrl26)
            from ..errors import AmbiguousTruthError

            raise AmbiguousTruthError("'The truth value of an array with more than one element is ambiguous.'",
                                  low.b.loc, hint=f"use ops.{'maximum' if which is max else 'minimum'} for an "
                                                  "elementwise result, or compare reduced values")
        acc = vals[0]
        for v in vals[1:]:
            acc = (F().maximum if which is max else F().minimum)(acc, v)
        return acc
    return impl


def _python_at_run_time(low: Any, fn: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    """``map`` / ``filter`` / ``any`` / ``all`` with an argument made when the graph runs (``x.tolist()``): Python's,
    then, a graph lambda / def among the arguments a Python function (MindSpore 2.10's JIT Fallback: ``map`` gives
    a map object, ``list(map(lambda e: e * 2, x.tolist()))`` Python's list; adapt43gs/builtins_over_runtime_list);
    None when that cannot be (not LAX, no such argument, a lambda reading a Tensor variable)."""
    from .fallback import python_functions

    if low.level is syntax.Level.STRICT or not _runtime_object_among(low, list(args) + list(kwargs.values())):
        return None
    converted = python_functions(args, kwargs)
    if converted is None:
        if fn is map:
            # a lambda reading a Tensor variable of the graph code (``map(lambda e: x * e, x.tolist())``):
            # MindSpore 2.10's RuntimeError
            raise GraphRuntimeError("The Map operator don't support Closure with free variable yet.", low.b.loc)
        return None
    return _at_run_time(low, fn, converted[0], converted[1], fn.__name__)


def _special_map(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    at_run = _python_at_run_time(low, map, args, kwargs)
    if at_run is not None:
        return at_run
    _refuse_dynamic_len("map", args[1:], low.b.loc)
    _check_map_args(args, low.b.loc)
    from ..common.dtype import from_numpy

    if not getattr(low, "bytecode", False) and not any(isinstance(v, np.ndarray) or is_numpy_view(low, v)
                                                       for v in args[1:]):
        # (a numpy array beside a Tensor: the whole map is JIT Fallback's Python map, st29c/zip_map_numpy_tensor)
        for v in args[1:]:
            if isinstance(v, Tensor) or (is_sym(v) and not is_numpy_view(low, v) and isinstance(v.aval, Aval)
                                         and not v.aval.weak and v.aval.dtype != np.dtype(object)):
                # MindSpore 2.10's graph map takes lists and tuples only, a Tensor of any rank is refused
                # (adapt42gs/map_over_tensor); a numpy array (``x.asnumpy()``) is JIT Fallback's Python map
                raise GraphRuntimeError("Map can only be applied to list, tuple, but got "
                                        f"Tensor[{v.dtype if isinstance(v, Tensor) else from_numpy(v.aval.dtype)}].",
                                        low.b.loc)
    fn, *seqs = args
    seqs = _numpy_items_beside_tensors(low, seqs)
    # MindSpore's graph mode: map(...) is a sequence of the first argument's kind (a list over a
    # list, a tuple otherwise); tuple(map(...)) / list(map(...)) convert it.
    out = [low.call(fn, list(items), {}, low.b.loc) for items in zip(*[low.const_iter(s) for s in seqs])]
    if seqs and all(isinstance(s, np.ndarray) for s in seqs) and not contains_sym(out):
        # map over numpy arrays (``t.asnumpy()``) is JIT Fallback's Python map: a map object
        # (st fallback test_graph_fallback_runtime_map test_fallback_runtime_map)
        return map(lambda v: v, out)
    return out if seqs and isinstance(seqs[0], list) else tuple(out)


def _refuse_dynamic_len(name: str, seqs: Sequence[Any], loc: Optional[SourceLoc]) -> None:
    """MindSpore's graph mode: ``zip``/``enumerate``/``map`` take no dynamic-length sequence."""
    from ..common.mutable import is_dynamic_len

    if any(is_dynamic_len(x) for x in seqs):
        raise GraphRuntimeError(f"For '{name}', the dynamic length input is unsupported in graph mode.", loc)


def _check_map_args(args: Sequence[Any], loc: Optional[SourceLoc]) -> None:
    """MindSpore's checks of ``map``'s arguments in graph mode: at least one sequence; no numbers;
    lists and tuples not mixed, of one length."""
    from ..errors import GraphRuntimeError, GraphTypeError

    if len(args) < 2:
        raise GraphTypeError("The Map operator must have at least two arguments. But the size of "
                             f"arguments is {len(args)}.", loc)
    seqs = list(args[1:])
    for v in seqs:
        if isinstance(v, (bool, int, float)) or (is_sym(v) and v.aval.shape == () and v.aval.weak):
            kind = {bool: "Bool", int: "Int64", float: "Float64"}.get(type(v), "Number")
            raise GraphRuntimeError(f"Map can only be applied to list, tuple, but got {kind}.", loc)
    if any(isinstance(v, (list, tuple)) for v in seqs):
        # a numpy array goes with a tuple or a list (``map(f, np_array, (1, 2))``: its items, MindSpore 2.10)
        if len({type(v) for v in seqs if not isinstance(v, np.ndarray)}) != 1:
            raise GraphRuntimeError("The types of arguments in Map must be consistent, but the types of "
                                    "arguments are inconsistent.", loc)
        if len({len(v) for v in seqs}) != 1:
            raise GraphRuntimeError(f"For 'Map', the length of {type(seqs[0]).__name__}s must be the same.", loc)


def _special_filter(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    if args and args[0] is None and not getattr(low, "bytecode", False):
        # MindSpore 2.10's graph filter calls its first argument, of a run-time list too (adapt37sy/filter_none,
        # adapt43gs/builtins_over_runtime_list); its bytecode capture keeps Python's filter(None, ...): the true
        # items (adapt38pj/fullgraph_python_constructs)
        raise GraphValueError("The object is not callable. Please check code.", low.b.loc)
    at_run = _python_at_run_time(low, _filter_list, args, kwargs)
    if at_run is not None:
        return at_run
    fn, seq = args
    out = []
    for x in low.const_iter(seq):
        keep = x if fn is None else low.call(fn, [x], {}, low.b.loc)
        if low.truth(keep):
            out.append(x)
    return list(out)   # MindSpore 2.10: a list, of a tuple too


def _special_scalar(which: Any) -> Any:
    """``bool(t)``, ``int(t)``, ``float(t)`` of a one-element Tensor: a Python-number graph value
    (0-d, weakly typed: it returns as a Python number, as MindSpore's graph mode returns it)."""
    dtype = {bool: np.bool_, int: np.int64, float: np.float32}[which]

    def impl(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        if which is bool and len(args) == 1 and not kwargs and (
                is_sym(args[0]) and (args[0].aval.size not in (None, 1)
                                     or args[0].aval.size == 1 and tuple(args[0].shape) not in ((), (1,)))
                or type(args[0]) in (Tensor, Parameter) and args[0]._data.size != 1):
            # MindSpore 2.10 runs bool() of a Tensor through numpy (its fallback): numpy's ValueError
            raise GraphValueError("The truth value of an array with more than one element is ambiguous.", low.b.loc)
        if which is not bool and len(args) == 1 and not kwargs and type(args[0]) in (Tensor, Parameter) \
                and args[0]._data.size != 1:
            # a constant Tensor: converted by MindSpore 2.10's fallback, its Tensor's message (h-ut1)
            raise GraphValueError("Only one element tensors can be converted to Python scalars", low.b.loc)
        if which is not bool and len(args) == 1 and not kwargs and is_sym(args[0]) \
                and (args[0].aval.size not in (None, 1)
                     or args[0].aval.size == 1 and tuple(args[0].shape) not in ((), (1,))):
            # MindSpore 2.10's TensorToScalar (h-ut1); one element of rank 2+ too (``int(x)`` of a (1, 1) x: adapt34t)
            shape = tuple(args[0].shape)
            sep = " " if which is int else ""
            raise GraphValueError(f"'Can not convert Tensor with more than one element to Scalar, while the data's "
                                  f"shape is{sep}: ({', '.join(map(str, shape))})'", low.b.loc)
        if which is bool and len(args) == 1 and not kwargs and type(args[0]) is float:
            # a Python float is a MindSpore 2.10 float32 scalar in graph code: ``bool(1e-50)`` is False
            # (recorded: adapt36sx/float32_builtins)
            return bool(low.f32_number(args[0]))
        if len(args) == 1 and not kwargs and type(args[0]) is np.ndarray and args[0].size == 1:
            return low.call_builtin(which, [args[0].reshape(())], kwargs)   # numpy<2: a one-element array converts
        if len(args) != 1 or kwargs or not is_sym(args[0]):
            return low.call_builtin(which, args, kwargs)
        v = args[0]
        if v.aval.size is not None and v.aval.size != 1:
            raise low.error("MSG412", low.b.loc, what=f"{which.__name__}() of a Tensor with {v.aval.size} elements")
        from .numpy_view import is_numpy_value
        numpy_made = is_numpy_value(low, v)
        v = low.cond_of(v) if which is bool else F().cast(F().reshape(v, ()) if v.shape != () else v, dtype)
        # MindSpore 2.10: a Python number made from a Tensor (TensorToScalar) carries no gradient
        out = low.as_python_number(F().stop_gradient(v))
        if numpy_made:   # ``int(np.argmax(x.asnumpy()))``: a Python number made by the fallback (print shows Python's text)
            low.__dict__.setdefault("_python_numbers", {})[id(out)] = out
        return out
    return impl


def _special_all_any(which: Any) -> Any:
    """``all(t)`` / ``any(t)`` of a 1-d Tensor, or of a sequence holding Tensors: a Tensor
    condition (each element's truth, as Python iterates), returned as a Python bool."""
    def impl(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        if len(args) != 1 or kwargs or not contains_sym(args[0]):
            return low.call_builtin(which, args, kwargs)
        at_run = _python_at_run_time(low, which, args, kwargs)
        if at_run is not None:   # ``any(x.tolist())``, ``all(<generator over x.tolist()>)``: Python's bool
            return at_run
        seq = args[0]
        if is_sym(seq):
            if seq.ndim == 0:
                # Python's TypeError (MindSpore 2.10's too): a 0-d Tensor or a mutable number is not iterable
                what = ("'" + ("float" if np.dtype(seq.aval.dtype).kind == "f" else "int") + "' object is not iterable"
                        ) if seq.aval.weak else "iteration over a 0-d tensor"
                raise GraphTypeError(what, low.b.loc)
            shape = tuple(seq.aval.shape)
            if seq.ndim > 1 and shape[0] == 0:
                return which(())   # no rows: all() True, any() False
            if seq.ndim > 1 and None not in shape:
                row = int(np.prod(shape[1:]))
                if row != 1:
                    # MindSpore 2.10 takes each row's truth: a ValueError for a row of several elements (as PyNative;
                    # recorded: st31/builtin_sum_tensor)
                    raise GraphValueError(f"The tensor should have only one element, but got {row}, more than one "
                                          "element is ambiguous.", low.b.loc)
                seq = F().reshape(seq, (shape[0],))
            if seq.ndim > 1:
                raise low.error("MSG412", low.b.loc, what=f"{which.__name__}() of a {seq.ndim}-d Tensor (the truth "
                                                           "of each row)")
            flags = F().not_equal(seq, 0) if seq.aval.dtype != np.bool_ else seq
            red = F().reduce_all(flags) if which is all else F().reduce_any(flags)
            return low.as_python_number(red)
        acc = None
        for v in low.const_iter(seq):
            if is_sym(v):
                c = low.cond_of(v)
            else:
                c = low.materialize(bool(low.truth(v)))
            acc = c if acc is None else (F().logical_and if which is all else F().logical_or)(acc, c)
        return low.as_python_number(acc) if acc is not None else which([])
    return impl


def _range_len(start: Any, stop: Any, step: Any) -> int:
    return len(range(int(start), int(stop), int(step)))


def _range_sequence(kind: Any) -> Any:
    def make(start: Any, stop: Any, step: Any) -> Any:
        return kind(range(int(start), int(stop), int(step)))
    make.__name__ = kind.__name__
    return make


class _CallableStaged(StagedFunction):
    """A graph function handed to Python code that runs at compile time.  Python may call it there
    (``sorted(t, key=lambda q: -q)``: each call compiles as a call made at the fallback's line), or keep
    it (``fns.append(g)``, ``functools.partial(g, 1)``): it is still the graph function, so graph code
    that calls it later compiles it as usual."""

    def __init__(self, staged: StagedFunction, low: Any, loc: Any):
        super().__init__(staged.node, staged.frame, staged.defaults, staged.kw_defaults)
        self._low, self._loc = low, loc

    def __call__(self, *a: Any, **kw: Any) -> Any:
        return self._low.call_function(self, list(a), kw, loc=self._loc)


class SymRange:
    """``range(...)`` with a Tensor bound: a ``for`` over it becomes a Tensor while loop."""

    def __init__(self, start: Any, stop: Any, step: Any):
        self.start, self.stop, self.step = start, stop, step


_INT32_MIN, _INT32_MAX = -(1 << 31), (1 << 31) - 1


def _refuse_number_builtin(fn: Any, args: Sequence[Any], loc: Any) -> None:
    """``abs(n)`` / ``round(n)`` of a Python-number graph value (an ``ms.mutable`` number): MindSpore 2.10's graph
    code maps them to the Abs / Round Tensor ops, a TypeError on a number (constants fold as Python's;
    recorded: ut_compiler3/abs_round_mutable)."""
    if fn is round and len(args) > 1:
        raise GraphTypeError("type NoneType doesn't define __round__ method", loc)
    kind = np.dtype(args[0].aval.dtype).kind
    name = "Float32" if kind == "f" else "Bool" if kind == "b" else "Int64"
    raise GraphTypeError(f"For Operator[{'Abs' if fn is abs else 'Round'}], input's type '{name}' does not match "
                         f"expected type 'Tensor'.", loc)


def _abstract_scalar(v: Any) -> str:
    """MindSpore's text for a constant scalar in graph errors: ``AbstractScalar(Type: Float32, Value: 3, ...)``."""
    kind = scalar_type_name(v)
    shown = int(v) if isinstance(v, float) and v.is_integer() else v
    shown = str(v).lower() if isinstance(v, bool) else shown   # (MindSpore's C++ text: true / false)
    return f"AbstractScalar(Type: {kind}, Value: {shown}, Shape: NoShape)"


def _abstract_tensor(t: Any) -> str:
    """MindSpore's text for a Tensor in graph errors (its ``value_ptr`` address left out)."""
    from ..common.dtype import from_numpy

    aval = t.aval if is_sym(t) else None
    shape = tuple(aval.shape) if aval is not None else tuple(t.shape)
    dt = from_numpy(aval.dtype) if aval is not None else t.dtype
    value = "ValueAny" if aval is not None else repr(t)
    shape = "(" + ", ".join(str(d) for d in shape) + ")"   # MindSpore's text: (1), (2, 3), ()
    return (f"AbstractTensor(shape: {shape}, element: AbstractScalar(Type: {dt}, Value: ValueAny, "
            f"Shape: NoShape), value: {value})")


def _abstract_element(e: Any) -> str:
    """MindSpore's text for a sequence element in graph errors (scalars of a dynamic sequence: ValueAny)."""
    if is_sym(e) or isinstance(e, Tensor):
        return _abstract_tensor(e)
    if isinstance(e, (tuple, list)):
        kind = "AbstractTuple" if isinstance(e, tuple) else "AbstractList"
        return f"{kind}{{element num: {len(e)}, elements: " + ", ".join(_abstract_element(x) for x in e) + "}"
    return _abstract_scalar(e)


def _check_make_range(low: Any, args: Sequence[Any]) -> None:
    """MindSpore's ``make_range`` checks on constant ``range(...)`` arguments in graph code (graph mode only:
    PyNative runs Python's ``range``): argument count, int scalars, and overflow of the iteration."""
    if not 1 <= len(args) <= 3:
        raise CompileError(f"For 'make_range', the input size should within [1, 3] but got{len(args)}", low.b.loc)
    for i, a in enumerate(args):
        if not is_sym(a) and isinstance(a, (bool, float, str)):
            raise GraphTypeError(f"For 'make_range', the {i}th input should be a int scalar but got "
                                 f"{_abstract_scalar(a)}", low.b.loc)
        if is_sym(a) and a.aval.weak and np.dtype(a.aval.dtype).kind in "fb":
            # a graph float (``ms.mutable(2.5)``, ``n * 0.5``): MindSpore's make_range TypeError (msgraph ran
            # range() over it; adapt38cc)
            kind = "Float32" if np.dtype(a.aval.dtype).kind == "f" else "Bool"
            raise GraphTypeError(f"For 'make_range', the {i}th input should be a int scalar but got "
                                 f"AbstractScalar(Type: {kind}, Value: ValueAny, Shape: NoShape)", low.b.loc)
        if isinstance(a, Tensor) or (is_sym(a) and not a.aval.weak and not is_numpy_view(low, a)):
            # A Tensor (constant or variable) is never a range bound in graph code (MindSpore 2.10);
            # x.asnumpy() is (MindSpore's fallback runs range on the array).
            raise GraphTypeError(f"For 'make_range', the {i}th input should be a int scalar but got "
                                 f"{_abstract_tensor(a)}", low.b.loc)
    if contains_sym(list(args)) or not all(isinstance(a, int) for a in args) or (len(args) == 3 and args[2] == 0):
        return
    r = range(*args)
    # MindSpore 2.10 (CPU) checks each positive element i (negative, for a negative step) for
    # ``i + step`` leaving the int32 range; the extreme element decides (probed: range(1, 2, 2**31 - 1)
    # fails, range(0, 2, 2**31) and range(2**31 - 2, 2**31 - 1) run)
    last = r[-1] if len(r) else 0
    if (last > 0 and last + r.step > _INT32_MAX) or (last < 0 and last + r.step < _INT32_MIN):
        raise GraphValueError("Integer overflow error occurred when traversing the range. "
                              "Please check the inputs of range.", low.b.loc)


class MutableIntRequest:
    """How one graph compile (compiler.compile_graph) treats the graph ints an msgraph op refuses where it needs a
    constant.  ``at_run_time``: set while a graph is compiled again after specializing on its mutable int / small
    int Tensor arguments failed: an msgraph op given a graph int runs when the graph runs (runtime_or_error).  A
    compile nested in another (while it lowers) starts with its flag.  (An int graph code makes mutable needs no
    second compile: its value is known, and a call refusing it is made again with the value: made_ints_by_value.)"""

    __slots__ = ("at_run_time", "parent")

    def __init__(self, parent: "Optional[MutableIntRequest]" = None) -> None:
        self.at_run_time = parent.at_run_time if parent is not None else False
        self.parent = parent


#: Value.marks of an int graph code made mutable (``k = ms.mutable(2)``; _special_mutable)
MADE_MUTABLE_INT = "made_mutable_int"


def made_ints_by_value(args: Any) -> Any:
    """``args`` with every graph int computed from ints graph code made mutable (``k``, ``k + 1`` of ``k =
    ms.mutable(2)``; Python numbers otherwise constant) replaced by its value, a mutable int as MindSpore 2.10's ops
    take it (an axis, a kernel size, a count: ops.AvgPool(k), ReduceSum(x, k), TopK(x, k), Tile(x, (1, k)); msgraph's
    ops refuse a graph value there: ut47/mutable_int_in_graph); None where there is none.  Only the refusing call
    sees the value: elsewhere the int stays a graph value (F.isconstant False, ``if k > 1`` a graph branch)."""
    found = [False]

    def sub(a: Any) -> Any:
        if is_sym(a):
            v = _made_int_value(a.value, {})
            if v is None:
                return a
            found[0] = True
            from ..common.mutable import MutableInt
            m = MutableInt(v)
            m._msgraph_graph_number = True   # a range's or a slice's bound over it is a graph value (as_graph_number)
            return m
        if type(a) in (tuple, list):
            return type(a)(sub(x) for x in a)
        if type(a) is dict:
            return {k: sub(x) for k, x in a.items()}
        return a

    out = sub(args)
    return out if found[0] else None


def _made_int_value(value: Any, memo: Dict[int, Any], depth: int = 0) -> Any:
    """The int a 0-d integer graph value holds when it is computed (by pure ops on constants) from ints graph code
    made mutable; None otherwise."""
    from ..ir.analysis import evaluate_pure, is_pure
    from ..ir.nodes import Const, Value

    if value.id in memo:
        return memo[value.id]
    memo[value.id] = None
    av, node = value.aval, value.node
    if node is None or av is None or tuple(getattr(av, "shape", (None,))) != () or depth > 64 \
            or np.dtype(av.dtype).kind not in "iu":
        return None
    if MADE_MUTABLE_INT in value.marks:
        out = int(node.inputs[0].value)
    else:
        if not is_pure(node) or node.blocks or node.opdef is None:
            return None
        vals, made = [], False
        for i in node.inputs:
            if isinstance(i, Const):
                vals.append(i.value)
            elif isinstance(i, Value):
                v = _made_int_value(i, memo, depth + 1)
                if v is None:
                    return None
                vals.append(np.asarray(v, i.aval.dtype))
                made = True
            else:
                return None
        if not made:
            return None
        outs = evaluate_pure(node, vals)   # (the fold_constants pass's evaluation of one node; the pass itself
        if outs is None:                   # would make the int a constant for every reader: MindSpore keeps it a
            return None                    # variable, only the refusing call takes its value)
        r = outs[value.index]
        out = int(np.asarray(r).item()) if np.size(r) == 1 else None
    memo[value.id] = out
    return out


#: the compile request being lowered (None outside compiler.compile_graph)
MUTABLE_INTS: "contextvars.ContextVar[Optional[MutableIntRequest]]" = contextvars.ContextVar("msgraph_mutable_ints",
                                                                                            default=None)


def _holds_graph_int(args: Any) -> bool:
    from ..ops.value_dependent import is_graph_int

    if isinstance(args, (tuple, list)):
        return any(_holds_graph_int(a) for a in args)
    return is_graph_int(args)


def as_graph_number(low: Any, v: Any) -> Any:
    """A mutable int made in graph code (``_special_mutable``) as the graph value MindSpore sees (a range's or a
    slice's bound: a sequence of run-time length); anything else unchanged."""
    if getattr(v, "_msgraph_graph_number", False):
        return low.materialize(int(v))
    return v


def _special_range(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    args = [as_graph_number(low, a) for a in args]
    _check_make_range(low, args)
    if len(args) > 2 and not is_sym(args[2]) and isinstance(args[2], int) and args[2] == 0:
        raise CompileError("For 'range', the argument 'step' could not be 0.", low.b.loc)
    if not contains_sym(list(args)):
        r = range(*args)
        if any(is_mutable_scalar(a) for a in args):
            # range(len(dyn)): MindSpore knows its length only when the graph runs (a list comprehension over
            # it is a dynamic-length list: expressions.ExprLowering.e_listcomp)
            low.variable_ranges.append(r)
        return r
    if len(args) == 1:
        return SymRange(0, args[0], 1)
    start, stop = args[0], args[1]
    step = args[2] if len(args) > 2 else 1
    # (a graph-variable step is refused where a for loop runs over the range: lower.py)
    if not is_sym(step) and step == 0:
        raise CompileError("range() arg 3 must not be zero", low.b.loc)
    return SymRange(start, stop, step)


def _is_tensor_method(fn: Any) -> bool:
    """Whether ``fn`` is a Tensor method taken from the class (``Tensor.add``)."""
    from ..common.tensor_methods import TensorMethods

    name = getattr(fn, "__name__", "")
    return vars(TensorMethods).get(name) is fn or vars(Tensor).get(name) is fn


def _mutable_fn() -> Any:
    from ..common.mutable import mutable

    return mutable


def _special_mutable(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    """``ms.mutable(v)`` in graph code: a Tensor (or container of them) is a variable already; a
    Python number becomes a runtime scalar (a weakly typed graph value), as in MindSpore."""
    from ..common.mutable import (MutableInt, check_dynamic_elements, check_mutable_args, mark_container,
                                  mark_dynamic_len, mutable)

    n_in = len(args) + len(kwargs)
    if not 1 <= n_in <= 2:
        raise GraphRuntimeError(f"For 'mutable', the number of inputs should be 1 or 2, but got {n_in}", low.b.loc)
    v = args[0] if args else kwargs.get("input_data")
    dynamic_len = args[1] if len(args) > 1 else kwargs.get("dynamic_len", False)
    check_mutable_args(v, dynamic_len, lambda x: is_sym(x) or isinstance(x, (Tensor, np.number)), in_graph=True)
    if dynamic_len is False and getattr(v, "_msgraph_dynamic_len", False):
        raise GraphRuntimeError("For 'mutable', can not convert a dynamic length sequence to constant length.",
                                low.b.loc)
    if dynamic_len:
        check_dynamic_elements(v)
    # its Tensors are variables (a constant Tensor -- made in the graph, a const_arg argument -- becomes a graph
    # value, as MindSpore broadens it: GradOperation differentiates with respect to it)
    v = _as_variables(low, v)
    if contains_sym(v) if isinstance(v, (tuple, list, dict)) else is_sym(v) or isinstance(v, Tensor):
        # a container marked mutable: GradOperation differentiates with respect to its Tensors
        if not isinstance(v, (tuple, list, dict)):
            return v
        if isinstance(v, dict):
            return mark_container(v)
        return mark_dynamic_len(v) if dynamic_len else mark_container(v)
    if isinstance(v, np.generic) and not isinstance(v, np.bool_):
        v = v.item()
    if isinstance(v, bool):
        return bool(v)   # a mutable bool in graph code: its value (msgraph keeps bools constant)
    v = mutable(v, *args[1:], **{k: a for k, a in kwargs.items() if k != "input_data"})
    if isinstance(v, (int, float)):
        out = low.materialize(type(v).__mro__[1](v))
        if type(v) is MutableInt:   # its value known: a call refusing it gets the value (made_ints_by_value)
            out.value.marks = out.value.marks | {MADE_MUTABLE_INT}
        return out
    return v


def _as_variables(low: Any, v: Any) -> Any:
    """``v`` with its constant Tensors (not Parameters), also inside tuples/lists/dicts, made graph values."""
    if isinstance(v, Tensor) and not is_sym(v) and not isinstance(v, Parameter):
        return low.materialize(v)
    if isinstance(v, (tuple, list)) and not hasattr(v, "_fields"):
        return type(v)(_as_variables(low, x) for x in v)
    if type(v) is dict:
        return {k: _as_variables(low, x) for k, x in v.items()}
    return v


def _is_shape_fn(fn: Any) -> bool:
    """``ops.shape`` / ``F.shape`` / a ``P.Shape()`` instance: a call giving a Tensor's shape tuple."""
    from ..ops import array_compose
    from ..ops.operations import Shape

    return fn is array_compose.shape or isinstance(fn, Shape)


def _is_depend(fn: Any) -> bool:
    from ..ops.control import Depend, depend

    return fn is depend or isinstance(fn, Depend)


def _current_values(low: Any, v: Any) -> Any:
    """``v`` with each Parameter (or written Tensor) it holds read as its latest value."""
    if is_sym(v):
        return low.ref_current(v)
    if isinstance(v, (tuple, list)) and not hasattr(v, "_fields"):
        return type(v)(_current_values(low, e) for e in v)
    return v


def _special_divmod(self: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    """``divmod(a, b)`` with a number known when the graph runs (``ms.mutable(7)``): ``(a // b, a % b)``."""
    import gast

    if _python_numbers_at_run_time(self, args, kwargs):
        return _at_run_time(self, divmod, args, kwargs, "divmod")
    if len(args) == 2 and not kwargs and contains_sym(list(args)) \
            and all(is_sym(a) and a.aval.weak and a.aval.shape == () or type(a) in (int, float, bool) for a in args):
        return (self.binop(gast.FloorDiv, args[0], args[1]), self.binop(gast.Mod, args[0], args[1]))
    if len(args) == 2 and not kwargs and any(is_sym(a) and not is_numpy_view(self, a) and isinstance(a.aval, Aval)
                                             and not a.aval.weak and a.aval.dtype != np.dtype(object) for a in args):
        # a Tensor operand: MindSpore 2.10 runs Python's divmod, which has no Tensor form (its TypeError)
        names = ["Tensor" if is_sym(a) else type(a).__name__ for a in args]
        raise GraphTypeError(f"unsupported operand type(s) for divmod(): '{names[0]}' and '{names[1]}'", self.b.loc)
    return self.call_builtin(divmod, args, kwargs)


def _special_setattr(self: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    """``setattr(obj, "name", value)`` in graph code: the assignment ``obj.name = value`` (a Parameter's
    is an Assign, as MindSpore 2.10 compiles it; msgraph's used to set the Python attribute to the graph value)."""
    if len(args) != 3 or kwargs or not isinstance(args[1], str) or is_sym(args[0]):
        return self.fallback(setattr, args, kwargs)
    self.set_attribute(args[0], args[1], args[2])
    return None


_SPECIAL_CALLS = {id(range): _special_range, id(print): _special_print, id(isinstance): _special_isinstance, id(len): _special_len,
                  id(max): _special_minmax(max), id(min): _special_minmax(min), id(map): _special_map,
                  id(filter): _special_filter, id(bool): _special_scalar(bool), id(int): _special_scalar(int),
                  id(float): _special_scalar(float), id(all): _special_all_any(all), id(any): _special_all_any(any)}
_SPECIAL_CALLS[id(_mutable_fn())] = _special_mutable
_SPECIAL_CALLS[id(type)] = _special_type   # (h-fallback2)
_SPECIAL_CALLS[id(zip)] = _special_zip
_SPECIAL_CALLS[id(enumerate)] = _special_enumerate   # (h-fb4)
_SPECIAL_CALLS[id(slice)] = _special_slice
_SPECIAL_CALLS[id(setattr)] = _special_setattr
_SPECIAL_CALLS[id(divmod)] = _special_divmod
_SPECIAL_CALLS[id(sum)] = _special_sum
_SPECIAL_CALLS[id(pow)] = _special_pow
for _name, _fn in (("Add", operator.add), ("Sub", operator.sub), ("Mult", operator.mul), ("Div", operator.truediv),
                   ("FloorDiv", operator.floordiv), ("Mod", operator.mod), ("Pow", operator.pow)):
    _SPECIAL_CALLS[id(_fn)] = _special_scalar_binop(_name, _fn)
for _fn, _kind in ((_seq_ops.scalar_uadd, "uadd"), (_seq_ops.scalar_usub, "usub"), (_seq_ops.scalar_log, "log"),
                   (_manual_ops.scalar_usub, "usub"), (_manual_ops.scalar_log, "log")):
    _SPECIAL_CALLS[id(_fn)] = _special_scalar_unary(_kind, _fn)
_SCALAR_UNARY_IDS = frozenset(id(f) for f in (_seq_ops.scalar_uadd, _seq_ops.scalar_usub, _seq_ops.scalar_log,
                                              _manual_ops.scalar_usub, _manual_ops.scalar_log))
del _name, _fn, _kind
_SPECIAL_CALLS[id(copy.copy)] = _special_copy(copy.copy)
_SPECIAL_CALLS[id(copy.deepcopy)] = _special_copy(copy.deepcopy)


def _call_object(fn: Any, *args: Any, **kwargs: Any) -> Any:
    return fn(*args, **kwargs)


def _np_floor_divide(a: Any, b: Any) -> Any:
    return divmod(a, b)[0]


def _np_mod(a: Any, b: Any) -> Any:
    return divmod(a, b)[1]
