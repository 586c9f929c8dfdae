"""``mindspore.common._monad``: the side-effect tokens ``U`` (memory) and ``IO`` of MindSpore's auto-monad.

MindSpore threads these tokens through effectful primitives (``F.depend(x, monad.U)``, a primitive's
trailing ``u`` input) to order side effects.  msgraph orders effects itself, so the tokens are plain
markers: ops that receive one ignore it (``F.depend(value, monad.U)`` is ``value``)."""
from __future__ import annotations

__all__ = ["U", "IO"]


class UMonad:
    """The memory side-effect token (``mindspore._c_expression.UMonad``)."""
    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, UMonad)

    def __hash__(self) -> int:
        return hash(UMonad)


class IOMonad:
    """The IO side-effect token (``mindspore._c_expression.IOMonad``)."""
    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, IOMonad)

    def __hash__(self) -> int:
        return hash(IOMonad)


U = UMonad()
IO = IOMonad()
