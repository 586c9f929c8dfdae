"""Argument binding for calls in graph code: Python's own checks, in Python's order.

Graph mode binds a call's arguments to the callee's parameters at compile time (it inlines the
callee), so it must reject exactly the calls Python rejects, and report the *same* problem first.
``inspect.Signature.bind`` walks the parameters and so reports a missing argument before an
unexpected keyword (``f(x, z=1)`` on ``def f(x, y)`` says "missing 'y'"); CPython -- and therefore
PyNative -- looks at the keywords first.  :func:`binding_problem` follows CPython's order
(``initialize_locals`` in ``ceval.c``):

1. each keyword, in call order: an unknown name (or a positional-only one) without ``**kwargs``;
   a name already bound by position ("multiple values");
2. too many positional arguments (no ``*args``);
3. missing required positional arguments;
4. missing required keyword-only arguments.

Only the text of the problem is produced here; :mod:`msgraph.frontend.calls` turns it into an
``ArgumentError`` (MSG405, a ``TypeError``) at the user's line.
"""
from __future__ import annotations

import inspect
from typing import Any, Dict, NamedTuple, Optional, Sequence

P = inspect.Parameter
_POSITIONAL = (P.POSITIONAL_ONLY, P.POSITIONAL_OR_KEYWORD)


class BindingProblem(NamedTuple):
    """Why a call does not bind.  ``kind`` is ``"keyword"`` (a keyword problem or a missing
    keyword-only argument: ``detail`` is Python's wording, e.g. "got an unexpected keyword argument
    'z'") or ``"count"`` (the number of positional arguments: ``expected``/``got`` exclude a bound
    ``self``; ``detail`` names missing arguments, or is empty)."""

    kind: str
    detail: str
    expected: str = ""
    got: int = 0


def _quoted(names: Sequence[str]) -> str:
    """Python's list of names: 'a'; 'a' and 'b'; 'a', 'b', and 'c'."""
    q = [repr(n) for n in names]
    if len(q) <= 2:
        return " and ".join(q)
    return ", ".join(q[:-1]) + ", and " + q[-1]


def binding_problem(sig: inspect.Signature, args: Sequence[Any], kwargs: Dict[str, Any],
                    n_self: int = 0) -> Optional[BindingProblem]:
    """The first problem Python would report for ``f(*args, **kwargs)`` on ``sig``, or ``None``.

    ``n_self`` is the number of leading ``args`` that are not the caller's (a bound ``self``):
    they are excluded from the counts shown to the user.
    """
    params = list(sig.parameters.values())
    positional = [p for p in params if p.kind in _POSITIONAL]
    index = {p.name: i for i, p in enumerate(positional)}
    has_varargs = any(p.kind is P.VAR_POSITIONAL for p in params)
    has_varkw = any(p.kind is P.VAR_KEYWORD for p in params)
    named = {p.name: p for p in params if p.kind not in (P.VAR_POSITIONAL, P.VAR_KEYWORD)}

    # 1. keywords, in the order they were written
    for key in kwargs:
        p = named.get(key)
        if p is None or p.kind is P.POSITIONAL_ONLY:
            if has_varkw:
                continue   # collected by **kwargs (a positional-only name included)
            if p is None:
                return BindingProblem("keyword", f"got an unexpected keyword argument {key!r}")
            posonly = [k for k in kwargs if k in named and named[k].kind is P.POSITIONAL_ONLY]
            return BindingProblem("keyword", "got some positional-only arguments passed as keyword arguments: "
                                  + ", ".join(repr(k) for k in posonly))
        if p.kind is P.POSITIONAL_OR_KEYWORD and index[key] < len(args):
            return BindingProblem("keyword", f"got multiple values for argument {key!r}")

    # 2.-3. the number of positional arguments
    n_pos = len(positional) - n_self
    n_req = sum(1 for p in positional if p.default is P.empty) - n_self
    got = len(args) - n_self
    if has_varargs:
        expected = f"at least {n_req}"
    else:
        expected = str(n_pos) if n_req == n_pos else f"{n_req} to {n_pos}"
    if not has_varargs and len(args) > len(positional):
        return BindingProblem("count", "", expected, got)
    missing = [p.name for p in positional[len(args):]
               if p.default is P.empty and not (p.name in kwargs and p.kind is not P.POSITIONAL_ONLY)]
    if missing:
        s = "s" if len(missing) > 1 else ""
        return BindingProblem("count", f"missing {len(missing)} required positional argument{s}: {_quoted(missing)}",
                              expected, got)

    # 4. keyword-only arguments without a default
    missing_kw = [p.name for p in params if p.kind is P.KEYWORD_ONLY and p.default is P.empty
                  and p.name not in kwargs]
    if missing_kw:
        s = "s" if len(missing_kw) > 1 else ""
        return BindingProblem("keyword", f"missing {len(missing_kw)} required keyword-only argument{s}: "
                              f"{_quoted(missing_kw)}")
    return None


def signature_text(sig: inspect.Signature, n_self: int = 0) -> str:
    """``(x, y=..., *args, k, **kw)``: the parameter list for a hint (defaults elided, they may be
    graph values), without a bound ``self``."""
    parts = []
    saw_star = False
    params = list(sig.parameters.values())[n_self:]
    for i, p in enumerate(params):
        if p.kind is P.VAR_POSITIONAL:
            parts.append(f"*{p.name}")
            saw_star = True
        elif p.kind is P.VAR_KEYWORD:
            parts.append(f"**{p.name}")
        else:
            if p.kind is P.KEYWORD_ONLY and not saw_star:
                parts.append("*")
                saw_star = True
            parts.append(p.name if p.default is P.empty else f"{p.name}=...")
            if p.kind is P.POSITIONAL_ONLY and (i + 1 == len(params) or params[i + 1].kind is not P.POSITIONAL_ONLY):
                parts.append("/")
    return f"({', '.join(parts)})"


def safe_signature(fn: Any) -> Optional[inspect.Signature]:
    """``inspect.signature(fn)``, or ``None`` where Python cannot tell (many builtins, numpy ufuncs)."""
    try:
        return inspect.signature(fn)
    except (TypeError, ValueError):
        return None
