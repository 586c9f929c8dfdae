"""MindSpore's check of the source of a Python lambda that compiled code calls (graph code, ``vmap``).

A lambda's source statement (``inspect.getsource``) must be the lambda alone (``f = lambda x: ...``)."""
from __future__ import annotations

import inspect
import textwrap
from typing import Any, Optional, Tuple

_LAMBDA_ON_DEF = ("An error occurred while parsing the positional information of the lambda expression. "
                  "Please write the lambda expression on a separate line.\nFor example, the code 'def "
                  "__init__(self, combine_fn=lambda x: x + 1):' rewritten as\n'def __init__(self, combine_fn="
                  "\nlambda x: x + 1\n):' will solve the problem.")
_LAMBDA_NOT_ALONE = ("Parse Lambda Function Fail. Node type must be Lambda, but got {kind}. Please check lambda "
                     "expression to make sure it is defined on a separate line.\n For example, the code 'func = "
                     "nn.ReLU() if y < 1 else lambda x: x + 1' rewritten as\n'if y < 1:\n    func = nn.ReLU()"
                     "\nelse:\n    func = lambda x: x + 1\n'will solve the problem.")


def lambda_source_problem(fn: Any) -> Optional[Tuple[type, str]]:
    """MindSpore's check of a Python lambda that its parser takes (graph code calls it, or it is given to
    ``ms.jit`` / ``ms.grad`` / ``value_and_grad`` / ``GradOperation`` / ``vmap`` / ``jvp`` in Graph mode): its
    source statement (``inspect.getsource``) must be the lambda alone (``f = lambda x: ...``); one in a
    ``def`` line's defaults is a ValueError, one inside a larger expression (a call's argument, ``a if
    c else lambda ...``, a list, a tuple) a TypeError naming that expression's AST node, and a source line
    that does not parse on its own (a lambda on its own line inside a call's parentheses) Python's
    SyntaxError.  Lambdas written in graph code are not checked (they are part of the graph's own source)."""
    import ast

    try:
        src = textwrap.dedent(inspect.getsource(fn))
    except (OSError, TypeError):
        return None
    if src[:4] == "def ":
        return ValueError, _LAMBDA_ON_DEF
    try:
        tree = ast.parse(src)
    except SyntaxError as exc:
        return SyntaxError, f"{exc.msg} (<unknown>, line {exc.lineno})"
    if not tree.body:
        return None
    value = getattr(tree.body[0], "value", None)
    if isinstance(value, ast.Lambda):
        return None
    return TypeError, _LAMBDA_NOT_ALONE.format(kind=type(value if value is not None else tree.body[0]).__name__)


def lambda_column(fn: Any) -> Tuple[int, int]:
    """(line, 0-based column) of the ``lambda`` keyword that defines ``fn`` (column 0 when not found)."""
    import linecache

    code = fn.__code__
    line = code.co_firstlineno
    text = linecache.getline(code.co_filename, line)
    col = text.find("lambda")
    return line, max(col, 0)


def check_user_lambda(fn: Any) -> None:
    """Raise MindSpore's error (:func:`lambda_source_problem`) for a user lambda (not one of msgraph's own) given to
    an API that parses it as soon as it gets it (``ops.InsertGradientOf(f)``, ``ms.jvp``; both modes)."""
    import os

    code = getattr(fn, "__code__", None)
    if code is None or code.co_name != "<lambda>":
        return
    library = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if os.path.abspath(code.co_filename).startswith(library + os.sep):
        return
    problem = lambda_source_problem(fn)
    if problem is not None:
        raise problem[0](problem[1])
