"""``ops.InsertGradientOf(f)``: an identity whose gradient is ``f(dout)``, in both modes.

It is a Cell with a custom bprop underneath (PyNative records one tape node; graph code lowers the call
as a Cell call with a bprop), exposed under ``ops`` / ``ops.operations`` by msgraph.nn: the Cell
machinery sits above ops.
"""
from __future__ import annotations

from typing import Any

from .. import ops as _ops
from ..ops import operations as _operations
from .cell import Cell

__all__ = ["InsertGradientOf"]


class _InsertGradientCell(Cell):
    def __init__(self, f: Any) -> None:
        super().__init__()
        self.f = f

    def construct(self, x: Any) -> Any:
        return x

    def bprop(self, x: Any, out: Any, dout: Any) -> Any:
        return (self.f(dout),)


class InsertGradientOf:
    """``InsertGradientOf(f)(x)``: returns ``x``; the gradient flowing back through it becomes ``f(dout)``."""

    def __init__(self, f: Any) -> None:
        if not callable(f):
            raise TypeError(f"For 'InsertGradientOf', the 'f' must be callable, but got {type(f).__name__}.")
        self.name = "InsertGradientOf"
        self.f = f
        self.attrs: dict = {}
        self._cell = _InsertGradientCell(f)
        self.__msgraph_lower__ = self._lower

    def __call__(self, x: Any) -> Any:
        return self._cell(x)

    def _lower(self, low: Any, args: Any, kwargs: Any, loc: Any) -> Any:
        return low.call(self._cell, list(args), dict(kwargs), loc)


_ops.InsertGradientOf = InsertGradientOf
_operations.InsertGradientOf = InsertGradientOf
if "InsertGradientOf" not in _operations.__all__:
    _operations.__all__.append("InsertGradientOf")
