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
from ._helpers import user_type


_PER_STEP_PREFIXES = ("Inplace", "Apply", "SparseApply", "Fused", "Sequence", "_Sequence", "List", "Tuple",
                      "tuple_", "sequence_", "Scatter", "_Apply")
_PER_STEP_NAMES = frozenset({"SGD", "Assert", "_Summary", "TensorDump", "Load", "Shape", "DType", "Rank", "Size",
                             "TensorShape", "IsInstance", "IsSubClass", "TopTypeof", "identity", "IdentityN",
                             "ScalarCast", "TensorToScalar", "TensorToList", "TensorToTuple", "InSequence",
                             "ConvertToDynamic", "GpuConvertToDynamicShape", "ErrorOnDynamicShapeInput",
                             "CheckNumerics", "InplaceUpdateV2", "TensorCopySlices", "IndexPut", "Depend"})


def _per_step(name: str) -> bool:
    """Primitives whose steps a mixed-precision policy keeps dispatching one by one: those that write or alias
    their inputs (optimizer kernels, in-place and view primitives: a cast copy would take the write), sequence and
    meta primitives (nothing to compute)."""
    return name in _PER_STEP_NAMES or name.startswith(_PER_STEP_PREFIXES) or name.endswith("View")


def _at_boundary(call: Any) -> Any:
    import functools

    from . import amp_state

    @functools.wraps(call)
    def __call__(self: Any, *args: Any, **kwargs: Any) -> Any:
        if amp_state.STATE.dtype is None:
            return call(self, *args, **kwargs)
        return amp_state.composite_dispatch(self, call, args, kwargs)
    return __call__


class CompositePrimitive(Primitive):
    """Base of primitives built from registry ops; subclasses set ``_attrs`` (name -> default)
    in MindSpore's attribute order and define ``__call__``."""

    _attrs: Dict[str, Any] = {}
    #: A mixed-precision policy (Cell.to_float, amp levels) casts the primitive's inputs at its boundary and runs
    #: its steps uncast, as MindSpore's one kernel (ops/amp_state.py, :func:`composite_dispatch`); False: its steps
    #: are dispatched one by one (primitives that write or alias their inputs, sequence and meta primitives).
    amp_boundary: bool = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "amp_boundary" not in cls.__dict__ and _per_step(cls.__name__):
            cls.amp_boundary = False
        call = cls.__dict__.get("__call__")
        if call is not None and cls.amp_boundary:
            cls.__call__ = _at_boundary(call)
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
        raise AttributeError(f"'{user_type(self).__name__}' object has no attribute '{name}'")

    def __call__(self, *args: Any) -> Any:  # pragma: no cover - every subclass defines it
        raise NotImplementedError
