"""CompositePrimitive: a MindSpore primitive class that is a composition of registry ops.

Many MindSpore primitives (``ops.SmoothL1Loss()``, ``ops.Slice()``, ``ops.Shape()``...) are, for
msgraph, either a few registry ops in a row or a compile-time Python value.  Their class derives
from :class:`CompositePrimitive` and defines ``__call__`` with the public op functions; the math
stays in the registry (one definition per op), gradients come from the ops it uses, and Graph
mode calls the primitive like any other (its ops emit IR, compile-time values stay Python values).

The class gets an OpDef of its own that is *not* registered in ``OPS`` (the compiler reads
``prim.op.name`` and ``prim.op.effectful`` when it calls a primitive).
"""
from __future__ import annotations

from typing import Any, Dict

from .registry import OpDef, OpKind, Primitive, export


class CompositePrimitive(Primitive):
    """Base of primitives built from registry ops; subclasses set ``_attrs`` (name -> default)
    in MindSpore's attribute order and define ``__call__``."""

    _attrs: Dict[str, Any] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.op = OpDef(cls.__name__, OpKind.OTHER, doc=cls.__doc__ or "")
        cls.op.prim_class = cls
        if cls.__module__.startswith("msgraph.ops.") and not cls.__name__.startswith("_"):
            export(cls)                  # public in ops.operations
        cls.__module__ = "msgraph.ops"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        from ..errors import ArgumentError

        name = type(self).__name__
        Primitive.__init__(self, name)
        defaults = type(self)._attrs
        if len(args) > len(defaults):
            raise ArgumentError(f"{name}() takes at most {len(defaults)} attribute(s), got {len(args)}.")
        values = dict(defaults)
        for key, val in zip(defaults, args):
            values[key] = val
        for key, val in kwargs.items():
            if key not in defaults:
                raise ArgumentError(f"{name}() got an unexpected attribute {key!r}.",
                                    hint=f"valid attributes: {', '.join(defaults) or 'none'}")
            values[key] = val
        self.attrs = values
        self._check_attrs()

    def _check_attrs(self) -> None:
        """Validate ``self.attrs`` at construction (MindSpore checks attributes in ``__init__``)."""

    def __getattr__(self, name: str) -> Any:
        attrs = self.__dict__.get("attrs")
        if attrs is not None and name in attrs:
            return attrs[name]
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def __call__(self, *args: Any) -> Any:  # pragma: no cover - every subclass defines it
        raise NotImplementedError
