"""``mindspore.ops.vm_impl_registry``: MindSpore's registry of Python debug implementations of primitives.

MindSpore's unit-test package (``tests/ut/python/__init__.py`` -> ``tests/vm_impl``) registers numpy
implementations here at import; msgraph keeps them (by primitive name and by class id) and runs its own
implementations, so the registry is only read back through ``get_vm_impl_fn`` (h-ut1)."""
from __future__ import annotations

from typing import Any, Callable, Dict, Optional

__all__ = ["VmImplRegistry", "get_vm_impl_fn", "vm_impl_registry"]


class VmImplRegistry(dict):
    """Registry of vm_impl getters, keyed by primitive name (and ``id`` of the primitive class)."""

    def register(self, prim: Any) -> Callable:
        def deco(fn: Callable) -> Callable:
            if isinstance(prim, str):
                self[prim] = fn
            elif isinstance(prim, type):
                self[id(prim)] = fn
                self[prim.__name__] = fn
            return fn

        return deco


vm_impl_registry = VmImplRegistry()


def get_vm_impl_fn(prim: Any) -> Optional[Callable]:
    """The registered debug implementation of ``prim`` (a primitive instance or name), or None."""
    key = prim if isinstance(prim, str) else getattr(prim, "name", type(prim).__name__)
    getter = vm_impl_registry.get(key)
    if getter is None:
        return None
    return getter if isinstance(prim, str) else getter(prim)
