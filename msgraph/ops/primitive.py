"""``mindspore.ops.primitive``: the primitive base classes, ``constexpr`` and ``prim_attr_register``."""
from __future__ import annotations

import functools
import inspect
from typing import Any, Callable

from .composite import _primexpr, constexpr  # noqa: F401
from .registry import Primitive, PrimitiveWithInfer  # noqa: F401

__all__ = ["Primitive", "PrimitiveWithInfer", "constexpr", "prim_attr_register"]


def prim_attr_register(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Decorator for a custom primitive's ``__init__``: its arguments become the primitive's attributes."""
    sig = inspect.signature(fn)

    @functools.wraps(fn)
    def deco(self: Any, *args: Any, **kwargs: Any) -> Any:
        if not hasattr(self, "attrs"):
            Primitive.__init__(self, type(self).__name__)
        bound = sig.bind(self, *args, **kwargs)
        bound.apply_defaults()
        for name, value in list(bound.arguments.items())[1:]:
            self.add_prim_attr(name, value)
        return fn(self, *args, **kwargs)
    return deco


def _run_op(obj: Any, op_name: str, args: Any) -> Any:
    """MindSpore's single-op execution (PyNative's kernel path): ``obj(*args)``; a primitive MindSpore's CPU
    backend has no kernel for (``no_cpu_kernel``: TensorDump) is its CPU RuntimeError (h-asc2)."""
    if getattr(type(obj), "no_cpu_kernel", False):
        from .zoo_ops import _unsupported

        raise _unsupported(op_name)
    return obj(*args)
