"""``Jvp`` and ``Vjp`` Cells: ``(fn(*inputs), J v)`` and ``(fn(*inputs), v^T J)`` with ``v`` the last argument.

``Vjp`` returns one gradient per input (a bare Tensor for a single input), as MindSpore's
``GradOperation(sens_param=True)`` does; ``Jvp`` one tangent per output.
"""
from __future__ import annotations

from typing import Any

from ...autodiff.grad import GradOperation
from ...ops import functional as F
from ...ops.composite import jvp
from ..cell import Cell


class _FirstGrad(Cell):
    """MindSpore's Jvp holds ``fn`` in two inner Cells of these names (its repr and cells_and_names list them, and
    ``fn``'s Parameters take the last one's prefix); msgraph's Jvp computes with :func:`ops.composite.jvp`."""

    def __init__(self, fn: Any) -> None:
        super().__init__()
        self.fn = fn


class _FirstGradSingleValue(_FirstGrad):
    pass


class Jvp(Cell):
    """Jacobian-vector product of ``fn``: ``Jvp(fn)(*inputs, v) -> (fn(*inputs), jvp)`` (deprecated API)."""

    def __init__(self, fn: Any) -> None:
        super().__init__()
        self.fn = fn
        self.first_grad = _FirstGrad(fn)
        self.first_grad_single_value = _FirstGradSingleValue(fn)

    def construct(self, *args: Any) -> Any:
        inputs = args[0:-1]
        v = args[-1]
        if len(inputs) == 1:
            if isinstance(inputs[0], (tuple, list)) or isinstance(v, (tuple, list)):
                # MindSpore differentiates the one input (a Tensor) with the tangent v as sensitivity
                raise TypeError("For 'Jvp', a single input and its tangent 'v' must be Tensors, but got "
                                f"{type(inputs[0]).__name__} and {type(v).__name__}.")
            return jvp(self.fn, inputs[0], v)
        if not isinstance(v, (tuple, list)) or len(v) != len(inputs):
            # MindSpore's Jvp runs fn on the inputs first (a wrong number of them is fn's TypeError), then joins
            # the Tensor v with the tuple of inputs' tangents: a TypeError
            self.fn(*inputs)
            if not isinstance(v, (tuple, list)):
                raise TypeError("Type Join Failed: Abstract type AbstractTensor cannot join with AbstractTuple.")
        return jvp(self.fn, inputs, v)


def _check_vjp_dtypes(output: Any, v: Any) -> None:
    """MindSpore 2.10 joins v with fn's output in both modes: a Tensor v of another dtype than its output is its
    TypeError "Type Join Failed" (msgraph's Graph mode computed: adapt39ux/jvp_tangent_join)."""
    outs = output if isinstance(output, tuple) else (output,)
    vs = v if isinstance(v, tuple) else (v,)
    for o, t in zip(outs, vs):
        if isinstance(o, (tuple, list)) or isinstance(t, (tuple, list)):
            continue
        do, dt = F.dtype(o), F.dtype(t)
        if do != dt:
            raise TypeError(f"Type Join Failed: dtype1 = {dt}, dtype2 = {do}.")


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
        v = args[-1]
        if isinstance(output, tuple) != isinstance(v, tuple):
            # MindSpore's graph compiler joins the sensitivity with the output: a TypeError
            kinds = ("AbstractTuple", "AbstractTensor") if isinstance(v, tuple) else ("AbstractTensor", "AbstractTuple")
            raise TypeError(f"Type Join Failed: Abstract type {kinds[0]} cannot join with {kinds[1]}.")
        _check_vjp_dtypes(output, v)
        if len(inputs) == 1:
            return output, self.grad_single_value(self.fn)(*args)
        return output, self.grad(self.fn)(*args)
