"""Name resolution and compile-time objects of the front end.

A :class:`Frame` is one inlined function call: its local environment, globals,
closure cells and the parsed source.  Locals hold either Python constants
(compile-time values: numbers, strings, tuples, Cells, functions...) or
:class:`~msgraph.frontend.symbolic.Sym` (runtime Tensors), or containers of both.
"""
from __future__ import annotations

import builtins
import inspect
from typing import Any, Dict, Optional

import gast

from .source import ParsedFunction


class Undefined:
    """A name assigned in only one branch of a Tensor ``if``, or whose two branch values do not
    join (``error``: the join error).  Only an error if it is read later, as in MindSpore.  ``hard``: two values of
    kinds MindSpore 2.10 never joins (frontend/branches.kind_clash), an error wherever it is read later, where values
    that only differ in shape or length run what follows in both branches."""

    __slots__ = ("name", "loc", "error", "hard")

    def __init__(self, name: str, loc: Any, error: Any = None, hard: bool = False):
        self.name = name
        self.loc = loc
        self.error = error
        self.hard = hard


class StagedFunction:
    """A ``def`` or ``lambda`` written inside graph code: its AST plus defining frame.

    ``defaults`` are the evaluated defaults of the positional parameters (the last ones, as in
    ``__defaults__``); ``kw_defaults`` has one entry per keyword-only parameter, with
    ``inspect.Parameter.empty`` for a required one.
    """

    def __init__(self, node: Any, frame: "Frame", defaults: list, kw_defaults: list):
        self.node = node
        self.frame = frame
        self.defaults = defaults
        self.kw_defaults = kw_defaults
        self.__name__ = getattr(node, "name", "<lambda>")

    def signature(self) -> inspect.Signature:
        """The Python signature the ``def``/``lambda`` declares, with its evaluated defaults."""
        P = inspect.Parameter
        a = self.node.args
        pos = list(a.posonlyargs) + list(a.args)
        first_default = len(pos) - len(self.defaults)
        params = []
        for i, arg in enumerate(pos):
            kind = P.POSITIONAL_ONLY if i < len(a.posonlyargs) else P.POSITIONAL_OR_KEYWORD
            default = self.defaults[i - first_default] if i >= first_default else P.empty
            params.append(P(arg.id, kind, default=default))
        if a.vararg is not None:
            params.append(P(a.vararg.id, P.VAR_POSITIONAL))
        for arg, default in zip(a.kwonlyargs, self.kw_defaults):
            params.append(P(arg.id, P.KEYWORD_ONLY, default=default))
        if a.kwarg is not None:
            params.append(P(a.kwarg.id, P.VAR_KEYWORD))
        return inspect.Signature(params)

    def __repr__(self) -> str:
        return f"<graph function {self.__name__}>"


class Frame:
    """One function activation during lowering."""

    def __init__(self, parsed: ParsedFunction, globals_: Dict[str, Any],
                 closure: Optional[Dict[str, Any]] = None, parent: Optional["Frame"] = None):
        self.parsed = parsed
        self.env: Dict[str, Any] = {}
        self.globals = globals_
        self.closure = closure or {}
        self.parent = parent  # lexical parent for nested defs/lambdas

    def lookup(self, name: str) -> Any:
        """Resolve a name: locals, enclosing graph functions, closure cells, globals, builtins."""
        f: Optional[Frame] = self
        while f is not None:
            if name in f.env:
                return f.env[name]
            if name in f.closure:
                return f.closure[name]
            f = f.parent
        if name in self.globals:
            return self.globals[name]
        if hasattr(builtins, name):
            return getattr(builtins, name)
        raise KeyError(name)


_BLOCK_ENDS = (gast.If, gast.For, gast.AsyncFor, gast.While, gast.With, gast.AsyncWith, gast.Try)


def first_block_globals(parsed: Any) -> frozenset:
    """Places ``(name, line, col)`` of the reads of a name the function declares ``global`` that lie in its
    first block: its top-level statements up to the first ``if`` / ``for`` / ``while`` (the ``if`` test and the
    ``for`` iterable included; not inside a conditional expression's branches, a comprehension's body or a lambda,
    blocks of their own: measured).  MindSpore 2.10's parser resolves such a read to the module global even after an
    assignment in that block (``global G; G = 9; return x + G`` adds the old G); reads in later blocks see the
    assigned value, and the module global is never written (measured: docs/differences.md, Session 37 (global37))."""
    fn = getattr(parsed, "node", None)
    cached = getattr(fn, "_msgraph_first_globals", None)
    if cached is not None:
        return cached
    declared = set()
    out = set()
    if isinstance(getattr(fn, "body", None), list):   # (a lambda's body is an expression: no ``global``)
        stack = list(fn.body)
        while stack:
            node = stack.pop()
            if isinstance(node, gast.Global):
                declared.update(node.names)
            elif not isinstance(node, (gast.FunctionDef, gast.AsyncFunctionDef, gast.ClassDef, gast.Lambda)):
                stack.extend(gast.iter_child_nodes(node))
    if declared:
        for s in fn.body:
            parts = [s]
            if isinstance(s, _BLOCK_ENDS):
                parts = [s.test] if isinstance(s, gast.If) else [s.iter] if isinstance(s, (gast.For, gast.AsyncFor)) \
                    else []
            stack = list(parts)
            while stack:
                n = stack.pop()
                if isinstance(n, gast.Name):
                    if n.id in declared and hasattr(n, "lineno"):
                        out.add((n.id, n.lineno, n.col_offset))
                elif isinstance(n, gast.IfExp):   # its branches, comprehension bodies, lambdas: blocks of their own
                    stack.append(n.test)
                elif isinstance(n, (gast.ListComp, gast.SetComp, gast.GeneratorExp, gast.DictComp)):
                    stack.append(n.generators[0].iter)
                elif not isinstance(n, (gast.Lambda, gast.FunctionDef, gast.AsyncFunctionDef, gast.ClassDef)):
                    stack.extend(gast.iter_child_nodes(n))
            if isinstance(s, _BLOCK_ENDS):
                break
    cached = frozenset(out)
    try:   # (cached on the function's tree: ParsedFunction has __slots__)
        fn._msgraph_declared_globals = frozenset(declared)
        fn._msgraph_first_globals = cached
    except AttributeError:
        pass
    return cached


def declared_globals(parsed: Any) -> frozenset:
    """The names the function declares ``global`` (nested functions' declarations not included)."""
    first_block_globals(parsed)
    return getattr(getattr(parsed, "node", None), "_msgraph_declared_globals", frozenset())


def closure_vars(fn: Any) -> Dict[str, Any]:
    """Free variables of a Python function as a dict (cells that are still empty are skipped)."""
    code = getattr(fn, "__code__", None)
    cells = getattr(fn, "__closure__", None) or ()
    out: Dict[str, Any] = {}
    if code is None:
        return out
    for name, cell in zip(code.co_freevars, cells):
        try:
            out[name] = cell.cell_contents
        except ValueError:
            pass
    return out


def assigned_names(stmts: Any) -> set:
    """Names bound by assignments in ``stmts`` (not inside nested defs/lambdas)."""
    out: set = set()

    def visit(node: Any) -> None:
        if isinstance(node, (gast.FunctionDef, gast.Lambda, gast.AsyncFunctionDef)):
            if isinstance(node, gast.FunctionDef):
                out.add(node.name)
            return
        if isinstance(node, gast.Name) and isinstance(node.ctx, (gast.Store, gast.Del)):
            out.add(node.id)
        for child in gast.iter_child_nodes(node):
            visit(child)

    for s in stmts:
        visit(s)
    return out


def subscript_store_bases(stmts: Any) -> set:
    """Names whose items are assigned in ``stmts`` (``x[i] = v``, ``x[i][k] += 1``: ``x``), not in nested defs."""
    out: set = set()

    def visit(node: Any) -> None:
        if isinstance(node, (gast.FunctionDef, gast.Lambda, gast.AsyncFunctionDef)):
            return
        if isinstance(node, gast.Subscript) and isinstance(node.ctx, gast.Store):
            base = node.value
            while isinstance(base, gast.Subscript):
                base = base.value
            if isinstance(base, gast.Name):
                out.add(base.id)
        for child in gast.iter_child_nodes(node):
            visit(child)

    for s in stmts:
        visit(s)
    return out


def has_jump(stmts: Any, kinds: tuple) -> bool:
    """Whether ``stmts`` contain a statement of ``kinds`` that leaves them (not in nested loops/defs).

    ``break``/``continue`` inside a nested loop bind to that loop and do not count;
    ``return`` counts anywhere except in nested function definitions.
    """
    def visit(node: Any, in_loop: bool) -> bool:
        if isinstance(node, (gast.FunctionDef, gast.Lambda, gast.AsyncFunctionDef, gast.ClassDef)):
            return False
        if isinstance(node, kinds):
            if isinstance(node, (gast.Break, gast.Continue)) and in_loop:
                return False
            return True
        loop = in_loop or isinstance(node, (gast.For, gast.While))
        return any(visit(c, loop) for c in gast.iter_child_nodes(node))

    return any(visit(s, False) for s in stmts)


def _annotation_ids(fn: Any) -> set:
    """ids of the nodes inside ``fn``'s annotations (not evaluated: ``from __future__ import annotations``)."""
    out: set = set()
    for node in gast.walk(fn):
        anns = []
        if isinstance(node, (gast.FunctionDef, gast.AsyncFunctionDef)):
            anns.append(node.returns)
        if isinstance(node, gast.arguments):
            anns += [a.annotation for a in node.args + node.posonlyargs + node.kwonlyargs if a is not None]
            anns += [a.annotation for a in (node.vararg, node.kwarg) if a is not None]
        if isinstance(node, gast.AnnAssign):
            anns.append(node.annotation)
        for a in anns:
            if a is not None:
                out.update(id(n) for n in gast.walk(a))
    return out


def first_undefined_name(parsed: ParsedFunction, globals_: Dict[str, Any], closure: Dict[str, Any]) -> Optional[Any]:
    """The first (in source order) Name node that graph code reads and that nothing defines: no binding anywhere
    in the function (its nested functions, lambdas and comprehensions included), no global, closure cell or
    builtin.  MindSpore 2.10 finds these while parsing, before any other compile error (its NameError "The name
    'a' is not defined" even under a branch on a Tensor that would be an error first when lowered)."""
    fn = parsed.node
    bound: set = set()
    loads = []
    skip = _annotation_ids(fn)
    # the function's own decorators and defaults are evaluated by Python where it is defined
    outer = list(getattr(fn, "decorator_list", []))
    if getattr(fn, "args", None) is not None:
        outer += list(fn.args.defaults) + [d for d in fn.args.kw_defaults if d is not None]
    for o in outer:
        skip.update(id(n) for n in gast.walk(o))
    for node in gast.walk(fn):
        if isinstance(node, gast.Raise) and node.exc is not None:
            # ``raise Undefined(...)``: MindSpore's RuntimeError "Unsupported exception type" (when lowered)
            cls = node.exc.func if isinstance(node.exc, gast.Call) else node.exc
            if isinstance(cls, gast.Name):
                skip.add(id(cls))
        if isinstance(node, gast.Name):
            if id(node) in skip:
                continue
            if isinstance(node.ctx, gast.Load):
                loads.append(node)
            else:   # Store, Del, Param (gast's arguments are Names)
                bound.add(node.id)
        elif isinstance(node, (gast.FunctionDef, gast.AsyncFunctionDef, gast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, (gast.Import, gast.ImportFrom)):
            bound.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, (gast.Global, gast.Nonlocal)):
            bound.update(node.names)
        elif isinstance(node, gast.ExceptHandler) and isinstance(node.name, str):
            bound.add(node.name)
    missing = [n for n in loads if n.id not in bound and n.id not in globals_ and n.id not in closure
               and not hasattr(builtins, n.id)]
    if not missing:
        return None
    return min(missing, key=lambda n: (getattr(n, "lineno", 0), getattr(n, "col_offset", 0)))
