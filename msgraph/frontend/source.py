"""Read a function's source, dedent it and parse it with gast at its real position.

Line and column numbers of the returned tree are those of the user's file, so
every diagnostic and every IR node can point at the user's own line.
"""
from __future__ import annotations

import inspect
import linecache
import textwrap
import threading
from typing import Any, Dict, Optional, Tuple

import gast

from ..errors import SourceLoc


class ParsedFunction:
    """A function's gast tree plus where it came from."""

    __slots__ = ("node", "filename", "firstline", "qualname")

    def __init__(self, node: Any, filename: str, firstline: int, qualname: str):
        self.node = node
        self.filename = filename
        self.firstline = firstline
        self.qualname = qualname

    def loc(self, node: Any = None) -> SourceLoc:
        n = node if node is not None else self.node
        return SourceLoc(self.filename, getattr(n, "lineno", self.firstline) or self.firstline,
                         getattr(n, "col_offset", 0) or 0, getattr(n, "end_col_offset", None),
                         self.qualname)


#: id(code) -> (code, parsed).  Keyed by identity: code objects compare EQUAL across files (co_filename is no part
#: of code equality), so two functions named alike on the same line of two files, whose bodies Python folds to the
#: same constants (``return 1 << 64`` / ``return 2 ** 64``), would share one parse.  The entry holds its code, so
#: the id is not reused while it lives.
_cache: Dict[int, Tuple[Any, ParsedFunction]] = {}
_lock = threading.Lock()


def _shift(tree: Any, dline: int, dcol: int) -> None:
    for n in gast.walk(tree):
        if hasattr(n, "lineno") and n.lineno is not None:
            n.lineno += dline
            if getattr(n, "end_lineno", None) is not None:
                n.end_lineno += dline
        if hasattr(n, "col_offset") and n.col_offset is not None:
            n.col_offset += dcol
            if getattr(n, "end_col_offset", None) is not None:
                n.end_col_offset += dcol


def unwrap_function(fn: Any) -> Any:
    """The function under bound-method and ``functools.wraps`` layers (what graph mode compiles)."""
    fn = getattr(fn, "__func__", fn)
    while hasattr(fn, "__wrapped__"):
        fn = fn.__wrapped__
    return fn


def parse_function(fn: Any) -> ParsedFunction:
    """Parse ``fn`` (function, method or lambda). Raises SourceUnavailableError with a reason."""
    from .rules import RULES

    fn = unwrap_function(fn)
    code = getattr(fn, "__code__", None)
    with _lock:
        hit = _cache.get(id(code))
    if hit is not None and hit[0] is code:
        return hit[1]
    name = getattr(fn, "__qualname__", repr(fn))
    if code is None:
        raise RULES["MSG407"].error(None, func=name, reason="it is not a Python function (built-in or C code)")
    filename = code.co_filename
    try:
        lines, firstline = inspect.getsourcelines(fn)
    except (OSError, TypeError) as exc:
        reason = ("it was defined in an interactive session or with exec()"
                  if filename.startswith("<") else str(exc))
        raise RULES["MSG407"].error(None, func=name, reason=reason) from None
    src = "".join(lines)
    indent = len(src) - len(src.lstrip(" \t"))
    first = lines[0]
    indent = len(first) - len(first.lstrip(" \t"))
    dedented = textwrap.dedent(src)
    try:
        tree = gast.parse(dedented)
    except SyntaxError:
        # A lambda (or decorator expression) cut out of a larger statement.
        tree = None
    node = None
    if tree is not None:
        node = tree.body[0] if tree.body else None
    if code.co_name == "<lambda>":
        node = _find_lambda(dedented, code, firstline)
        if node is None:
            raise RULES["MSG407"].error(
                SourceLoc(filename, firstline), func=name,
                reason="several lambdas share this line, so its source cannot be isolated")
        _shift(node, firstline - 1, indent if False else 0)
    else:
        if node is None or not isinstance(node, (gast.FunctionDef, gast.AsyncFunctionDef)):
            raise RULES["MSG407"].error(SourceLoc(filename, firstline), func=name,
                                        reason="its source text is not a function definition")
        _shift(node, firstline - 1, indent)
    _mangle_private_attributes(node, code)
    parsed = ParsedFunction(node, filename, firstline, name)
    with _lock:
        _cache[id(code)] = (code, parsed)
    return parsed


def _mangle_private_attributes(node: Any, code: Any) -> None:
    """``self.__x`` in a method of class ``C``: Python compiled it as ``self._C__x`` (name mangling); the source
    text says ``__x``, so the attribute names of the tree take the compiled names (read from the code objects)."""
    names: Dict[str, str] = {}
    stack = [code]
    while stack:
        c = stack.pop()
        for n in c.co_names:
            if n.startswith("_") and not n.startswith("__") and "__" in n[1:] and not n.endswith("__"):
                names.setdefault(n[n.index("__", 1):], n)
        stack.extend(k for k in c.co_consts if hasattr(k, "co_names"))
    if not names:
        return
    for sub in gast.walk(node):
        if isinstance(sub, gast.Attribute) and sub.attr in names:
            sub.attr = names[sub.attr]


def _find_lambda(src: str, code: Any, firstline: int) -> Optional[Any]:
    """Find the unique lambda in the source lines of ``code`` (None if ambiguous)."""
    lines = linecache.getlines(code.co_filename)
    # Grow the statement until it parses.
    start = firstline - 1
    for end in range(start + 1, min(len(lines), start + 50) + 1):
        chunk = textwrap.dedent("".join(lines[start:end]))
        try:
            tree = gast.parse(chunk)
        except SyntaxError:
            continue
        lambdas = [n for n in gast.walk(tree) if isinstance(n, gast.Lambda)]
        nargs = code.co_argcount
        lambdas = [n for n in lambdas if len(n.args.args) == nargs]
        if len(lambdas) != 1:
            return None
        lam = lambdas[0]
        line0 = lines[start]
        indent = len(line0) - len(line0.lstrip(" \t"))
        _shift(lam, 0, indent)
        return lam
    return None

from ..common.lambda_source import lambda_column, lambda_source_problem  # noqa: F401,E402  (vmap checks it too)


def check_lambda_source(fn: Any) -> None:
    """Raise MindSpore's error for a user lambda that Graph mode parses but whose source statement is more than
    the lambda (``ms.grad(lambda x: ...)``): rule MSG414 (TypeError "Parse Lambda Function Fail"), or the
    ValueError / SyntaxError MindSpore's parser gives for a lambda in a ``def`` line's defaults / a line that does
    not parse alone; located at the ``lambda`` keyword.  Not a lambda, or no source: nothing."""
    from ..errors import GraphSyntaxError, GraphTypeError, GraphValueError
    from .rules import RULES

    code = getattr(fn, "__code__", None)
    if code is None or code.co_name != "<lambda>":
        return
    problem = lambda_source_problem(fn)
    if problem is None:
        return
    line, col = lambda_column(fn)
    loc = SourceLoc(code.co_filename, line, col, col + len("lambda"))
    cls, message = problem
    rule = RULES["MSG414"]
    # (MindSpore's message exactly, without the code prefix: programs compare its first line)
    if cls is SyntaxError:
        exc = GraphSyntaxError(message, loc, rule.hint)
    else:
        exc = (GraphTypeError if cls is TypeError else GraphValueError)(message, loc, rule.hint)
    exc.code, exc.rule = rule.code, rule
    raise exc


def register_source(filename: str, text: str) -> None:
    """Put generated text in linecache so tracebacks and inspect can show it."""
    linecache.cache[filename] = (len(text), None, text.splitlines(True), filename)


def function_loc(parsed: ParsedFunction) -> SourceLoc:
    return parsed.loc()


def source_of(fn: Any) -> Tuple[str, int]:
    lines, first = inspect.getsourcelines(unwrap_function(fn))
    return "".join(lines), first
