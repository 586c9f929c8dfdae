"""The static-graph syntax checker, shared by the compiler and ``msgraph-check``.

:func:`check_function` walks one function's AST and returns every violation of the *static* rules
of the rule table (:mod:`msgraph.frontend.rules`) as :class:`Diagnostic` objects, in source order;
the compiler raises the first (``diags[0].to_error()``), the CLI prints them all.  The table's
names (``Level``, ``Rule``, ``RULES``, ``SUPPORTED``, ``iter_rules``) are re-exported here, so
``from msgraph.frontend.syntax import RULES`` keeps working.

Example::

    >>> import gast
    >>> fn = gast.parse("def f(x):\\n    del x\\n").body[0]
    >>> [(d.rule.code, d.line, d.col) for d in check_function(fn, filename="m.py")]
    [('MSG104', 2, 4)]
"""
from __future__ import annotations

import ast
import dataclasses
import types
from typing import Callable, Dict, Iterator, List, Mapping, Optional, Sequence, Tuple, Union

from ..errors import MsGraphError, SourceLoc
from .rules import NO_TENSOR_FALLBACK, RULES, SUPPORTED, Level, Rule, iter_rules

__all__ = [
    "Level", "Rule", "RULES", "SUPPORTED", "Diagnostic", "check_function", "import_aliases",
    "module_aliases_from_globals", "iter_rules", "iter_statements", "dotted_name",
    "STRICT_PYTHON_MODULES", "DEFAULT_MODULE_ALIASES", "BYTECODE_ACCEPTS", "FULLGRAPH_RUNS_AS_PYTHON",
    "bytecode_outcome",
]

#: Rules of MindSpore's 'ast' parser that ``jit(capture_mode='bytecode')`` does not have: bytecode capture
#: runs these constructs (the compiler lowers them for such functions only).
BYTECODE_ACCEPTS = frozenset({"MSG206"})   # several ``for`` clauses in one comprehension
#: Rules whose constructs MindSpore 2.10's bytecode capture takes whole even under ``fullgraph=True`` (it computes
#: there; measured, adapt38pj/fullgraph_python_constructs): ``try`` (MSG101), ``with`` on a Python context manager
#: (MSG108), a generator function called (``yield``, MSG201), a lambda whose source msgraph cannot isolate (MSG407):
#: msgraph runs such a function as Python (Python's values, as there) instead of raising Unsupported.
FULLGRAPH_RUNS_AS_PYTHON = frozenset({"MSG101", "MSG108", "MSG201", "MSG407"})


def bytecode_outcome(code: Optional[str], fullgraph: bool) -> str:
    """What ``jit(capture_mode='bytecode'[, fullgraph=True])`` does with a construct the 'ast' parser refuses
    (rule ``code``): ``"graph"`` (captured), ``"python"`` (a graph break: the function runs as Python) or
    ``"error"`` (``fullgraph=True``: MindSpore's Unsupported).  The compiler (api.py) and msgraph-check both ask."""
    if code in BYTECODE_ACCEPTS:
        return "graph"
    if not fullgraph or code in FULLGRAPH_RUNS_AS_PYTHON:
        return "python"
    return "error"


# -- the checker --------------------------------------------------------------------------------
@dataclasses.dataclass
class Diagnostic:
    """One violation: the rule, where (1-based line, 0-based AST column), text and call chain."""

    rule: Rule
    filename: str
    line: int
    col: int
    end_col: Optional[int]
    message: str
    hint: str
    chain: Tuple[str, ...] = ()

    @property
    def code(self) -> str:
        return self.rule.code

    def loc(self) -> SourceLoc:
        return SourceLoc(self.filename, self.line, self.col, self.end_col,
                         self.chain[-1] if self.chain else "")

    def to_error(self) -> MsGraphError:
        return self.rule.make_error(self.message, self.hint, self.loc())

    def sort_key(self) -> tuple:
        return (self.filename, self.line, self.col, self.rule.code)


#: Module roots whose functions run as Python: on constants while compiling, on graph values only in
#: LAX (MSG501 information there; STRICT: MSG303).
STRICT_PYTHON_MODULES = frozenset({"numpy", "math", "random", "scipy"})
#: Aliases assumed when the caller knows nothing about the file's imports.
DEFAULT_MODULE_ALIASES: Mapping[str, str] = {"np": "numpy", "numpy": "numpy"}

# Statement keywords, so that the caret covers the keyword rather than the whole block.
_KEYWORD = {"Try": "try", "TryStar": "try", "With": "with", "AsyncWith": "async", "For": "for",
            "AsyncFor": "async", "While": "while", "Import": "import", "ImportFrom": "from",
            "ClassDef": "class", "AsyncFunctionDef": "async", "Delete": "del", "Global": "global",
            "Nonlocal": "nonlocal", "Match": "match"}
# Fields the graph never evaluates: annotations, and decorators (applied by Python at def time).
_SKIPPED_FIELDS = frozenset({"annotation", "returns", "type_comment", "type_params", "decorator_list"})
_COMPREHENSION_KIND = {"ListComp": "ListComp", "GeneratorExp": "ListComp", "DictComp": "DictComp"}

_Finding = Tuple[str, ast.AST, Dict[str, object], Optional[Tuple[int, int]]]


#: Fields holding lists of statements (If.orelse, Try.handlers, Match.cases...).
STATEMENT_BLOCK_FIELDS = ("body", "orelse", "finalbody", "handlers", "cases")


def iter_statements(tree: ast.AST) -> Iterator[ast.AST]:
    """Every statement under ``tree`` (nested blocks too), in source order, skipping expressions."""
    stack = list(reversed(getattr(tree, "body", [])))
    while stack:
        node = stack.pop()
        yield node
        children = [child for field in STATEMENT_BLOCK_FIELDS
                    for child in (getattr(node, field, None) or ())]
        stack.extend(reversed(children))


def import_aliases(tree: ast.AST) -> Dict[str, str]:
    """Map each name bound by an import statement in ``tree`` to the dotted name it stands for.

    ``import numpy as np`` -> ``{"np": "numpy"}``; ``from numpy import zeros`` -> ``{"zeros":
    "numpy.zeros"}``; ``import a.b`` -> ``{"a": "a"}``.  Relative imports keep their dots
    (``from .m import C`` -> ``".m.C"``).  The compiler builds the same map from a function's
    globals with :func:`module_aliases_from_globals`.
    """
    aliases: Dict[str, str] = {}
    for node in iter_statements(tree):
        kind = type(node).__name__
        if kind == "Import":
            for alias in node.names:
                if alias.asname:
                    aliases[alias.asname] = alias.name
                else:
                    root = alias.name.split(".")[0]
                    aliases[root] = root
        elif kind == "ImportFrom":
            base = "." * (node.level or 0) + (node.module or "")
            for alias in node.names:
                if alias.name == "*":
                    continue
                sep = "" if base.endswith(".") or not base else "."
                aliases[alias.asname or alias.name] = f"{base}{sep}{alias.name}"
    return aliases


def module_aliases_from_globals(namespace: Mapping[str, object]) -> Dict[str, str]:
    """The :func:`import_aliases` map rebuilt from a live namespace (a function's ``__globals__``).

    Modules map to their ``__name__``; functions and classes of the STRICT-forbidden modules
    (``from numpy import float32``) map to ``module.name``.  The compiler passes this to
    :func:`check_function` so it flags exactly what msgraph-check flags from the file's imports.
    """
    aliases: Dict[str, str] = {}
    for name, value in namespace.items():
        if isinstance(value, types.ModuleType):
            aliases[name] = value.__name__
            continue
        module = getattr(value, "__module__", None)
        if (isinstance(module, str) and module.split(".")[0] in STRICT_PYTHON_MODULES
                and callable(value)):
            aliases[name] = f"{module}.{getattr(value, '__name__', name)}"
    return aliases


def dotted_name(node: ast.AST) -> Optional[List[str]]:
    """``a.b.c`` -> ['a', 'b', 'c'] for Name/Attribute chains, else None."""
    parts: List[str] = []
    while type(node).__name__ == "Attribute":
        parts.append(node.attr)
        node = node.value
    if type(node).__name__ != "Name":
        return None
    parts.append(node.id)
    return parts[::-1]


#: builtin types that name a dtype as a literal argument of a numpy call
_BUILTIN_DTYPES = frozenset({"int", "float", "bool", "complex"})


def _literal(node: ast.AST, module_of: Optional[Callable] = None) -> bool:
    """A literal, or (given ``module_of``) a name inside a Python module such as ``np.float32``."""
    kind = type(node).__name__
    if kind == "Constant":
        return True
    if kind == "UnaryOp":
        return _literal(node.operand, module_of)
    if kind in ("Tuple", "List"):
        return all(_literal(e, module_of) for e in node.elts)
    if kind == "Name" and node.id in _BUILTIN_DTYPES:   # np.ones((25), int): a dtype, folded (MindSpore STRICT)
        return True
    return module_of is not None and kind in ("Name", "Attribute") and module_of(node) is not None


def _all_literal(call: ast.AST, module_of: Optional[Callable] = None) -> bool:
    """A call whose arguments are all literals (``np.sqrt(2.0)``, ``np.array([1, 2], np.float32)``):
    the compiler folds it."""
    return all(_literal(a, module_of) for a in call.args) and \
        all(_literal(k.value, module_of) for k in call.keywords)


def _attr_span(func: ast.AST) -> Optional[Tuple[int, int]]:
    """Columns of the attribute name in ``obj.attr`` when it sits on one line."""
    end = getattr(func, "end_col_offset", None)
    if end is None or getattr(func, "end_lineno", None) != getattr(func, "lineno", None):
        return None
    return end - len(func.attr), end


class _Walker:
    """Walks one function body and collects (code, node, fmt, span) findings."""

    def __init__(self, level: Level, module_aliases: Mapping[str, str]):
        self.level = level
        self.aliases = module_aliases
        self.findings: List[_Finding] = []

    def add(self, code: str, node: ast.AST, span: Optional[Tuple[int, int]] = None, **fmt) -> None:
        self.findings.append((code, node, fmt, span))

    def walk(self, node: ast.AST, parents: Tuple[ast.AST, ...]) -> None:
        kind = type(node).__name__
        check = _CHECKS.get(kind)
        descend = True
        if check is not None:
            descend = check(self, node, parents) is not False
        if not descend:
            return
        inner = parents + (node,)
        for field, value in ast.iter_fields(node):
            if field in _SKIPPED_FIELDS:
                continue
            if isinstance(value, list):
                for item in value:
                    if isinstance(item, ast.AST):
                        self.walk(item, inner)
            elif isinstance(value, ast.AST):
                self.walk(value, inner)

    # -- checks: each returns False to skip the node's children --------------------------------
    def statement(self, node, parents):
        code = _STATEMENT_CODES[type(node).__name__]
        self.add(code, node, stmt=type(node).__name__)
        # A class or coroutine body is not graph code: report the definition only.
        return type(node).__name__ not in ("ClassDef", "AsyncFunctionDef")

    def with_stmt(self, node, parents):
        """``with``: only on a ``jit_class`` instance (decided while compiling, where the object is
        known); reported here where the object plainly is none: a builtin's or a module's result
        (``open(...)``, ``ms.context(...)``, ``np.errstate(...)``)."""
        for item in node.items:
            expr = item.context_expr
            func = expr.func if type(expr).__name__ == "Call" else expr
            parts = dotted_name(func)
            root = self.aliases.get(parts[0], "").lstrip(".").split(".")[0] if parts else ""
            if parts and (root in _LIBRARIES or root in STRICT_PYTHON_MODULES
                          or (len(parts) == 1 and parts[0] in _BUILTIN_NAMES and parts[0] not in self.aliases)):
                self.add("MSG108", node, stmt="With")
                return True

    def expression(self, node, parents):
        self.add(_EXPRESSION_CODES[type(node).__name__], node, expr=type(node).__name__)

    def loop(self, node, parents):
        if node.orelse:
            self.add("MSG109", node, loop="for" if type(node).__name__ == "For" else "while")

    def comprehension(self, node, parents):
        kind = type(node).__name__
        if kind == "SetComp":
            self.add("MSG204", node)
        elif len(node.generators) > 1:
            self.add("MSG206", node, kind=_COMPREHENSION_KIND[kind], count=len(node.generators))

    def constant(self, node, parents):
        if isinstance(node.value, complex):
            self.add("MSG207", node, value=repr(node.value))

    def lam(self, node, parents):
        # MindSpore 2.10 compiles a lambda anywhere (called where it is built, in a tuple or dict, as an
        # ``if`` expression's value...); one stored on an attribute (``self.act = lambda v: v``) fails there
        parent = parents[-1] if parents else None
        pkind = type(parent).__name__
        if pkind in ("Assign", "AnnAssign") and parent.value is node:
            targets = parent.targets if pkind == "Assign" else [parent.target]
            if any(type(t).__name__ == "Attribute" for t in targets):
                self.add("MSG208", node)


    def call(self, node, parents):
        func = node.func
        if type(func).__name__ == "Attribute":
            if func.attr == "set_data":
                self.add("MSG301", node, _attr_span(func))
            elif func.attr in ("asnumpy", "numpy") and self.module_of(func.value) is None:
                if self.level in NO_TENSOR_FALLBACK:
                    self.add("MSG302", node, _attr_span(func), method=func.attr)
                else:   # LAX: the runtime fallback (information)
                    self.add("MSG501", node, _attr_span(func), func=f".{func.attr}()")
        parts = dotted_name(func)
        module = self.module_of(func) if parts else None
        if module is not None:
            span = (node.col_offset, func.end_col_offset) if getattr(func, "end_lineno", None) == node.lineno \
                else None
            if _all_literal(node, self.module_of):   # on literals it folds while compiling, at every level
                pass
            elif self.level in NO_TENSOR_FALLBACK:
                self.add("MSG303", node, span, func=".".join(parts), module=module)
            else:
                self.add("MSG501", node, span, func=".".join(parts))

    def module_of(self, expr: ast.AST) -> Optional[str]:
        """The STRICT-forbidden module an expression refers into (``np.linalg.norm`` -> 'numpy')."""
        parts = dotted_name(expr)
        if not parts or parts[0] not in self.aliases:
            return None
        qualified = self.aliases[parts[0]]
        if qualified.split(".")[0] not in STRICT_PYTHON_MODULES:
            return None
        if len(parts) == 1 and "." not in qualified:
            return None  # the bare module object, not a function of it
        return qualified.split(".")[0]


_STATEMENT_CODES = {"Try": "MSG101", "TryStar": "MSG101", "Nonlocal": "MSG102",
                    "Delete": "MSG104", "Import": "MSG105", "ImportFrom": "MSG105",
                    "ClassDef": "MSG106", "AsyncFunctionDef": "MSG107", "AsyncFor": "MSG107",
                    "AsyncWith": "MSG107", "Match": "MSG110"}
_BUILTIN_NAMES = frozenset(dir(__import__("builtins")))
# Libraries whose objects are no jit_class instances (a ``with`` on their results is MSG108 statically).
_LIBRARIES = frozenset({"mindspore", "msgraph", "numpy", "contextlib", "os", "io", "sys", "torch", "tempfile",
                        "threading", "warnings", "time", "pathlib", "logging", "unittest"})
_EXPRESSION_CODES = {"Yield": "MSG201", "YieldFrom": "MSG201", "Await": "MSG202", "Set": "MSG203",
                     "NamedExpr": "MSG205"}
# The table: AST node kind -> check.  A kind not listed is supported as far as syntax goes.
_CHECKS: Dict[str, Callable] = {
    **{kind: _Walker.statement for kind in _STATEMENT_CODES},
    **{kind: _Walker.expression for kind in _EXPRESSION_CODES},
    "For": _Walker.loop, "While": _Walker.loop, "With": _Walker.with_stmt,
    "ListComp": _Walker.comprehension, "DictComp": _Walker.comprehension,
    "GeneratorExp": _Walker.comprehension, "SetComp": _Walker.comprehension,
    "Constant": _Walker.constant, "Lambda": _Walker.lam,
    "Call": _Walker.call,
}


def check_function(fn: ast.AST, *, filename: str, level: Union[Level, str] = Level.LAX,
                   module_aliases: Optional[Mapping[str, str]] = None,
                   chain: Tuple[str, ...] = (), include_info: bool = False) -> List[Diagnostic]:
    """Return every static-rule violation in ``fn`` (a gast/ast [Async]FunctionDef or Lambda), in order.

    ``include_info`` adds the information findings (``severity="info"``, e.g. MSG501: the runtime
    fallback) that ``msgraph-check`` reports; the compiler leaves them out (they are no errors).

    Args:
        fn: the function node; its body, nested defs and lambdas are checked; its own decorators,
            annotations and default values (evaluated by Python, not the graph) are not.
        filename: recorded in each Diagnostic (line/col are taken from the AST as they are).
        level: ``Level.STRICT`` or ``Level.LAX`` (or their names, any case); STRICT adds MSG302/303.
        module_aliases: local name -> dotted module/object name as bound by the file's imports
            (see :func:`import_aliases`); defaults to ``np``/``numpy`` meaning numpy.
        chain: call chain recorded on each Diagnostic (e.g. ``("Net.construct", "helper")``).
    """
    level = Level.parse(level)
    walker = _Walker(level, DEFAULT_MODULE_ALIASES if module_aliases is None else module_aliases)
    kind = type(fn).__name__
    if kind == "Lambda":
        walker.walk(fn.body, (fn,))
    else:
        if kind == "AsyncFunctionDef":  # a coroutine handed to jit: reject it, then check its body
            walker.add("MSG107", fn, stmt=kind)
        for stmt in fn.body:
            walker.walk(stmt, (fn,))
    diags = [_diagnostic(code, node, fmt, span, filename, chain)
             for code, node, fmt, span in walker.findings if level in RULES[code].levels
             and (include_info or RULES[code].severity != "info")]
    diags.sort(key=Diagnostic.sort_key)
    return diags


def _diagnostic(code: str, node: ast.AST, fmt: Dict[str, object], span: Optional[Tuple[int, int]],
                filename: str, chain: Tuple[str, ...]) -> Diagnostic:
    rule = RULES[code]
    message, hint = rule.format(**fmt)
    line, col = node.lineno, node.col_offset
    if span is not None:
        col, end_col = span
    elif type(node).__name__ in _KEYWORD:
        end_col = col + len(_KEYWORD[type(node).__name__])
    elif getattr(node, "end_lineno", None) == line:
        end_col = node.end_col_offset
    else:
        end_col = None
    return Diagnostic(rule, filename, line, col, end_col, message, hint, tuple(chain))
