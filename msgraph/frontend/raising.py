"""``raise`` (and a failing ``assert``) in graph code: where it raises, and what it ends.

MindSpore drops the untaken branch of an ``if`` on a compile-time constant, and a ``raise`` it
reaches on such a path raises *while compiling*, with the user's exception class and message
(``if self.reduction not in ('mean', 'sum'): raise ValueError(...)``).  The statements after it are
never lowered: they may only make sense on the other path (``self.table[self.mode]``).

Under a Tensor condition (an ``if``/``while`` on a Tensor, a function chosen by a Tensor) the raise
is a ``raise`` node that runs when the graph runs, and it still ends its statement list: the branch
that raises never reaches the join after the ``if``, so the names it would have joined take the
other branch's values (its own side is a placeholder that is never read).
"""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Tuple

import numpy as np

from .flow import Exit
from .loop_return import ReturnSlot
from .symbolic import contains_sym, is_sym


# The exception classes MindSpore 2.10's graph ``raise`` knows (any other -- a Warning, ImportError, a user's
# class -- is its RuntimeError "Unsupported exception type"); OSError also under its aliases.
_SUPPORTED = frozenset({ValueError, TypeError, KeyError, IndexError, AttributeError, NameError, AssertionError,
                        BaseException, KeyboardInterrupt, Exception, StopIteration, OverflowError, ZeroDivisionError,
                        OSError, MemoryError, UnboundLocalError, RuntimeError, NotImplementedError, IndentationError,
                        RuntimeWarning})


def _unsupported(low: Any, name: str) -> Any:
    from ..errors import CompileError

    return CompileError(f"Unsupported exception type: {name}.", low.b.loc)


def lower_raise(low: Any, frame: Any, stmt: Any) -> None:
    """Lower a ``raise`` statement: raises now on a compile-time path, else a ``raise`` node."""
    import gast

    from ..errors import GraphNameError, MsGraphError

    named = stmt.exc.func if isinstance(stmt.exc, gast.Call) else stmt.exc
    outer = getattr(low, "lowering_raise", False)
    low.lowering_raise = True   # an f-string in the message writes its Tensors as MindSpore's raise does
    try:
        exc = None if stmt.exc is None else low.eval(frame, stmt.exc)
    except GraphNameError:
        if isinstance(named, gast.Name):   # ``raise NotDefinedError(...)``
            raise _unsupported(low, named.id) from None
        raise
    finally:
        low.lowering_raise = outer
    cls = exc if isinstance(exc, type) else type(exc) if isinstance(exc, BaseException) else None
    if cls is not None and cls not in _SUPPORTED and not issubclass(cls, MsGraphError):
        raise _unsupported(low, cls.__name__)
    if not low.tensor_cf and not contains_sym(getattr(exc, "args", ())) \
            and not getattr(low, "raised_at_run_time", False):
        # (after a raise under a Tensor condition, this one runs when the graph runs too: the
        # earlier one, if its condition holds, raises first -- ``if z >= 1: raise A`` / ``raise B``)
        raise_now(low, exc)
    low.emit_raise_obj(exc)


def lower_assert(low: Any, frame: Any, stmt: Any) -> bool:
    """Lower an ``assert``; True when it always fails (the statements after it are dead)."""
    test = low.eval(frame, stmt.test)
    msg = None if stmt.msg is None else low.eval(frame, stmt.msg)
    if is_sym(test):
        low.emit_raise(AssertionError, msg, low.cond_of(test), negate=True)
        return False
    if low.truth(test):
        return False
    if not low.tensor_cf and not is_sym(msg) and not getattr(low, "raised_at_run_time", False):
        raise_now(low, AssertionError(msg) if msg is not None else AssertionError())
    low.emit_raise(AssertionError, msg, None)
    return True


def raise_now(low: Any, exc: Any) -> None:
    """Raise the user's exception while compiling (MindSpore's RaiseConstant)."""
    if isinstance(exc, type) and issubclass(exc, BaseException):
        err = exc()
    elif isinstance(exc, BaseException):
        err = _fresh(exc)
        text = _constant_text(err.args)
        if text is not None:
            try:
                err = type(err)(text)
            except Exception:   # pragma: no cover - an exception class with its own signature
                pass
    else:
        low.emit_raise_obj(exc)   # not an exception: the lowerer's own error
        return
    loc = low.b.loc
    if loc is not None:
        try:
            line = loc.source_line().strip()
        except Exception:   # pragma: no cover - source unavailable
            line = ""
        err.add_note(f"  raised while compiling, at {loc}" + (f": {line}" if line else ""))
    raise err


def _constant_text(args: Tuple[Any, ...]) -> Optional[str]:
    """MindSpore 2.10's message for a ``raise`` of constants with numbers or sequences among its arguments
    (RaiseConstant's C++ text): floats as C++ streams print them (``2.0`` -> ``2``, ``1e20`` -> ``1e+20``), bools
    ``true``/``false``, a one-element sequence as its element, several arguments as a tuple, strings in it quoted.
    None where msgraph keeps Python's message (one string, no arguments, values of other kinds)."""
    def ok(v: Any) -> bool:
        if isinstance(v, (tuple, list)):
            return bool(v) and all(ok(e) and not isinstance(e, str) for e in v)
        return type(v) in (bool, int, float, str)

    if not args or (len(args) == 1 and isinstance(args[0], str)) or not all(ok(a) for a in args):
        return None

    def text(v: Any, top: bool = False) -> str:
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, float):
            return "%g" % v
        if isinstance(v, str):
            return v if top else repr(v)
        if isinstance(v, (tuple, list)):
            if len(v) == 1:
                return text(v[0])
            inner = ", ".join(text(e) for e in v)
            return f"[{inner}]" if isinstance(v, list) else f"({inner})"
        return str(v)

    return text(args[0], True) if len(args) == 1 else "(" + ", ".join(text(a) for a in args) + ")"


def _fresh(exc: BaseException) -> BaseException:
    """A new instance equal to ``exc`` (an exception object kept on ``self`` is raised afresh each
    compile, without the notes and traceback of the last one)."""
    try:
        new = type(exc)(*exc.args)
    except Exception:
        return exc
    return new


def settle(kinds: Sequence[Exit], envs: List[Dict[str, Any]], before: Dict[str, Any]) -> bool:
    """Give a branch that raised the other branch's names (as never-read placeholders), in place.

    Returns True when both branches raised (the statements after the ``if`` are dead)."""
    raised = [k is Exit.RAISE for k in kinds]
    if all(raised):
        envs[0] = dict(before)
        envs[1] = dict(before)
        return True
    for side, did in enumerate(raised):
        if did:
            other = envs[1 - side]
            envs[side] = {nm: (v if nm in before and before[nm] is v else ReturnSlot()) for nm, v in other.items()}
    return False


def raised_return(outcomes: List[Tuple[Exit, Any]]) -> List[Any]:
    """The returned values of the two sides of a ``return``-joining ``if``; a side that raised
    returns a placeholder of the other side's value."""
    return [ReturnSlot() if k is Exit.RAISE else (v if k is Exit.RETURN else None) for k, v in outcomes]


def _leaves(v: Any, out: List[Any]) -> List[Any]:
    if isinstance(v, dict):
        for e in v.values():
            _leaves(e, out)
    elif isinstance(v, (list, tuple)):
        for e in v:
            _leaves(e, out)
    else:
        out.append(v)
    return out


class _ArgsText:
    """The message of a graph ``raise`` whose arguments hold values known when the graph runs, as MindSpore 2.10
    writes it: the arguments' leaves (lists, tuples and dicts' values flattened) -- one alone as its text, several
    as a tuple's text -- a Tensor by its numpy text, a string quoted among several (``raise ValueError("v", x)``:
    "('v', 1)"; ``ValueError([x[0]])``: "1")."""

    def __init__(self, leaves: List[Any]):
        self.leaves = leaves   # constants, None where a graph value comes

    def __repr__(self) -> str:
        return "raise message"

    def __call__(self, *values: Any) -> str:
        from ..common.tensor import Tensor

        it = iter(values)
        items = [next(it) if e is None else e for e in self.leaves]

        def text(v: Any, alone: bool) -> str:
            if isinstance(v, Tensor):
                v = v.asnumpy()
            if isinstance(v, (np.ndarray, np.generic)):
                return str(v)
            return str(v) if alone else repr(v)
        if len(items) == 1:
            return text(items[0], True)
        return "(" + ", ".join(text(v, False) for v in items) + ("," if len(items) == 1 else "") + ")"


def raise_message(low: Any, args: Sequence[Any]) -> Any:
    """The message of ``raise Exc(*args)`` lowered to a raise node: the argument itself (one constant, or one graph
    value: an f-string's text, a Tensor), else MindSpore 2.10's text of the arguments (:class:`_ArgsText`) --
    made when the graph runs if they hold graph values (msgraph kept the first argument only, and wrote a list's
    graph values as compile-time placeholders; adapt40fb)."""
    if not args:
        return None
    if len(args) == 1 and (not contains_sym(args[0]) or (is_sym(args[0]) and args[0].aval.dtype == object)):
        return args[0]
    leaves = _leaves(list(args), [])   # (one graph value: its text, ``KeyError(x)`` says '11' as MindSpore)
    if not contains_sym(leaves):
        return _ArgsText(leaves)()
    from .fallback import runtime_call

    return runtime_call(low, _ArgsText([None if is_sym(e) else e for e in leaves]), [e for e in leaves if is_sym(e)],
                        {}, "a raise message", strict_ok=True)
