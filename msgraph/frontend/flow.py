"""Control-flow bookkeeping of the lowerer: how a statement list ended, work-list markers."""
from __future__ import annotations

import enum
from typing import Any, Sequence

MAX_CONST_LOOP = 100_000


class Exit(enum.Enum):
    """How a statement list finished."""

    FALL = "fall"          # ran to the end
    RETURN = "return"      # payload: returned value
    BREAK = "break"        # leaves the enclosing Tensor loop
    CONTINUE = "continue"  # next iteration of the enclosing Tensor loop
    NEXT = "next"          # end of a Tensor-loop body; payload: the 'broke' flag (bool or Sym)
    RAISE = "raise"        # ended by a raise (a compile-time path raised while compiling)


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


def F() -> Any:
    from ..ops import functional

    return functional

def _ident(name: str) -> str:
    out = "".join(ch if ch.isalnum() or ch == "_" else "_" for ch in str(name))
    return out or "v"
