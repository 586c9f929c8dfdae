"""Primitives and function forms that MindSpore's CPU op tests ``tests/st/ops/cpu/test_[n-z]*.py`` use and
msgraph lacked (h-opsb).

Compositions of registry ops (``Padding``, ``padding``) get their gradients from the ops they use; the
in-place optimizer primitives (``FusedSparseAdam``...) compute their new values with one registry op each
(``_optim_rules``) and write them to their Parameters with ``Assign``.
"""
from __future__ import annotations

from typing import Any

from ._compose import CompositePrimitive
from ._helpers import shape_of
from .registry import op_function

__all__ = ["padding"]


def _F():
    from . import functional

    return functional


class Padding(CompositePrimitive):
    """Padding(pad_dim_size=8)(x): x (..., 1) widened to (..., pad_dim_size) with zeros after its value."""

    _attrs = {"pad_dim_size": 8}

    def _check_attrs(self) -> None:
        n = self.attrs["pad_dim_size"]
        if isinstance(n, bool) or not isinstance(n, int) or n <= 0:
            raise ValueError(f"For 'Padding', the 'pad_dim_size' must be int and must > 0, but got '{n}' with "
                             f"type '{type(n).__name__}'.")

    def __call__(self, x: Any) -> Any:
        s = tuple(shape_of(x))
        if len(s) < 2:
            raise ValueError(f"For primitive[Padding], the x rank must be greater than or equal to 2, "
                             f"but got {len(s)}.")
        if s[-1] != 1:
            raise ValueError(f"For 'Padding', the last dimension of 'x' must be 1, but got: {s[-1]}.")
        n = self.attrs["pad_dim_size"]
        return x if n == 1 else _F().pad(x, (0, n - 1))


@op_function
def padding(x: Any, pad_dim_size: int = 8) -> Any:
    """Padding(pad_dim_size)(x)."""
    return Padding(pad_dim_size)(x)

