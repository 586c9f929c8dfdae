"""``Jvp`` and ``Vjp`` Cells: ``(fn(*inputs), J v)`` and ``(fn(*inputs), v^T J)`` with ``v`` the last argument.

``Vjp`` returns one gradient per input (a bare Tensor for a single input), as MindSpore's
``GradOperation(sens_param=True)`` does; ``Jvp`` one tangent per output.
"""
from __future__ import annotations

from typing import Any

from ...autodiff.grad import GradOperation
from ...ops.composite import jvp
from ..cell import Cell


class Jvp(Cell):
    """Jacobian-vector product of ``fn``: ``Jvp(fn)(*inputs, v) -> (fn(*inputs), jvp)`` (deprecated API)."""

    def __init__(self, fn: Any) -> None:
        super().__init__()
        self.fn = fn

    def construct(self, *args: Any) -> Any:
        inputs = args[0:-1]
        v = args[-1]
        if len(inputs) == 1:
            return jvp(self.fn, inputs[0], v)
        return jvp(self.fn, inputs, v)


class Vjp(Cell):
    """Vector-Jacobian product of ``fn``: ``Vjp(fn)(*inputs, v) -> (fn(*inputs), vjp)`` (deprecated API)."""

    def __init__(self, fn: Any) -> None:
        super().__init__()
        self.fn = fn
        self.grad = GradOperation(get_all=True, sens_param=True)
        self.grad_single_value = GradOperation(sens_param=True)

    def construct(self, *args: Any) -> Any:
        inputs = args[0:-1]
        output = self.fn(*inputs)
        if len(inputs) == 1:
            return output, self.grad_single_value(self.fn)(*args)
        return output, self.grad(self.fn)(*args)
