"""nn.ParameterUpdate: a Cell that writes its input into one Parameter (h-monad)."""
from __future__ import annotations

from ... import ops
from ...common.tensor import Parameter
from ..cell import Cell

__all__ = ["ParameterUpdate"]


class ParameterUpdate(Cell):
    """``ParameterUpdate(param)(x)``: assigns ``x`` to ``param`` (``ops.assign``) and returns ``x``."""

    def __init__(self, param):
        super().__init__(auto_prefix=False)
        if not isinstance(param, Parameter):
            raise TypeError(f"For 'ParameterUpdate', 'param' must be 'Parameter', but got {type(param)}.")
        self._param = param

    def construct(self, x):
        ops.assign(self._param, x)
        return x
