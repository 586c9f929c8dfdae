"""``ms.jit_class``: mark a plain Python class whose instances graph code may use.

Graph mode reads such an instance's attributes as constants (its Parameters as graph state),
inlines its methods from source, and runs ``with obj:`` as ``__enter__`` / body / ``__exit__``.
(msgraph's Graph mode treats any plain object's methods the same way; the mark is kept so code
written for MindSpore runs unchanged.)
"""
from __future__ import annotations

import inspect
from typing import Any


def jit_class(cls: Any) -> Any:
    """Class decorator for user-defined classes used in graph code (MindSpore's ``jit_class``)."""
    if not inspect.isclass(cls):
        raise TypeError(f"Decorator jit_class can only be used for class type, but got {cls}.")
    if getattr(cls, "_msgraph_cell", False):
        raise TypeError(f"Decorator jit_class is used for user-defined classes and cannot be used for nn.Cell: {cls}.")
    setattr(cls, "__ms_class__", True)
    return cls
