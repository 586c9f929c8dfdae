"""Control-flow bookkeeping of the lowerer: how a statement list ended, work-list markers."""
from __future__ import annotations

import enum
from typing import Any, Dict, Optional, Sequence

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
    """Next iteration of a ``for`` unrolled at compile time.

    ``key`` names the loop's exit flag in the environment once a ``break`` under a Tensor
    condition may have left it (see Lowerer.run): later iterations then run under
    ``if not flag``, each one once (``guarded``), instead of being copied into both branches.
    """

    __slots__ = ("target", "elems", "idx", "body", "key", "guarded")

    def __init__(self, target: Any, elems: Sequence[Any], idx: int, body: Sequence[Any],
                 key: Any = None, guarded: bool = False):
        self.target, self.elems, self.idx, self.body = target, elems, idx, body
        self.key, self.guarded = key, guarded


class _WhileNext:
    """Next test of a ``while`` on Python constants; ``key`` as for :class:`_ForNext` (once the
    loop may have been left under a Tensor condition, the rest of it is a graph loop)."""

    __slots__ = ("node", "count", "key", "const_tensor")

    def __init__(self, node: Any, count: int, key: Any = None, const_tensor: bool = False):
        # const_tensor: the condition is a Tensor computed at compile time from constants and the body
        # grows a Python list: the loop unrolls while the condition stays a constant Tensor.
        self.node, self.count, self.key, self.const_tensor = node, count, key, const_tensor


class _LoopEnd:
    """End of an unrolled loop (``break`` jumps past it).  ``final``: the loop's own end, which
    drops its exit flag; a guarded iteration ends with a non-final one."""

    __slots__ = ("key", "final", "grown", "carried")

    def __init__(self, key: Any = None, final: bool = True):
        self.key, self.final = key, final
        #: a loop over a dynamic-length sequence: {name: kind} of the numbers / Tensors in scope before it (a real
        #: loop in MindSpore: a name it rebinds to another kind is its join TypeError)
        self.carried: Optional[Dict[str, str]] = None
        #: a loop over a dynamic-length sequence: {name: (list, length before the loop)} of the lists in scope
        #: (one the loop appends to is a dynamic-length list, MindSpore's ListAppend: ``mark_loop_built``)
        self.grown: Optional[Dict[str, Any]] = None


def F() -> Any:
    from ..ops import functional

    return functional

def _ident(name: str) -> str:
    out = "".join(ch if ch.isalnum() or ch == "_" else "_" for ch in str(name))
    return out or "v"
