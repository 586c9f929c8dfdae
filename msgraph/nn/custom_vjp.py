"""``custom_vjp``: a function with a custom bprop, as a Cell whose ``bprop`` is the ``defbwd`` rule."""
from __future__ import annotations

from typing import Any, Callable

from ..errors import BpropError
from ..ops.function.grad import grad_func as _grad_func
from .cell import Cell

__all__ = ["custom_vjp"]


def custom_vjp(fn: Any = None) -> Any:
    """Decorator: ``f = custom_vjp(fwd)`` then ``f.defbwd(bwd)``; ``bwd(*inputs, out, dout)`` is its bprop."""

    def deco(fwd: Callable[..., Any]) -> Any:
        class CustomVjp(Cell):
            def __init__(self, fwd: Callable[..., Any]) -> None:
                super().__init__()
                self.fwd = fwd
                self.bwd = None
                self.custom_vjp = True

            def construct(self, *args: Any) -> Any:
                return self.fwd(*args)

            def defbwd(self, bwd: Callable[..., Any]) -> None:
                self.bwd = bwd

            def bprop(self, *args: Any) -> Any:
                if self.bwd is None:   # MindSpore 2.10's Graph-mode TypeError (its PyNative: "'NoneType' object ...")
                    raise BpropError("The bprop function of @custom_vjp is undefined. Please use 'defbwd(bprop)' to "
                                     "define the 'bprop' function.", hint="f.defbwd(bprop)")
                return self.bwd(*args)

        return CustomVjp(fwd)

    if fn is not None:
        return deco(fn)
    return deco


_grad_func.custom_vjp = custom_vjp   # mindspore.ops.function.grad.grad_func.custom_vjp
