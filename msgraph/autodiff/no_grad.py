"""``mindspore._no_grad`` (PyNative): a context manager / decorator under which ops are not recorded
for gradients (their results are constants to an enclosing gradient), and asking for a gradient is
a RuntimeError, as in MindSpore."""
from __future__ import annotations

import functools
import threading
from typing import Any, Callable

from . import tape as _tape


class _Depth(threading.local):
    def __init__(self) -> None:
        self.n = 0


_DEPTH = _Depth()


def active() -> bool:
    return _DEPTH.n > 0


def check_grad_allowed() -> None:
    if _DEPTH.n:
        raise RuntimeError("In no_grad context, you can not calculate gradient.")


class _no_grad:
    """``with _no_grad(): ...`` or ``@_no_grad()`` on a function or a Cell's construct."""

    def __enter__(self) -> "_no_grad":
        if _tape.STATE.graph_code:
            # an @ms.jit function run eagerly under a PyNative gradient is still graph code, where MindSpore 2.10
            # refuses the with statement (TypeError "Only support jit_class instance"), as msgraph's compiler does
            # (frontend/rules.py MSG108); it ran the block unrecorded (adapt42pn/jit_no_grad_under_grad)
            import sys

            from ..errors import GraphSyntaxTypeError, SourceLoc

            f = sys._getframe(1)
            raise GraphSyntaxTypeError("Unsupported statement 'With': only a jit_class instance can be used with "
                                       "`with` in graph code, not mindspore._no_grad",
                                       SourceLoc(f.f_code.co_filename, f.f_lineno, 0, None, f.f_code.co_name))
        self._paused = _tape.paused()
        self._paused.__enter__()
        _DEPTH.n += 1
        return self

    def __exit__(self, *exc: Any) -> None:
        _DEPTH.n -= 1
        self._paused.__exit__(*exc)

    def __call__(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            with _no_grad():
                return fn(*args, **kwargs)

        return wrapper
