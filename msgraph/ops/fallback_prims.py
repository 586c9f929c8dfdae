"""Inner primitives that MindSpore's JIT-fallback and sequence code paths use from Python.

* ``TopTypeof()(x)``: the MindSpore type object of ``x`` (``mstype.TensorType`` for a Tensor,
  ``mstype.int64``/``float32``/``bool_`` for Python scalars); a compile-time value in Graph mode.
* ``SequenceAddN()(seq)``: the sum of a tuple/list of Tensors or numbers (the ops' ``add``).
* ``IsInstance()(x, t)``: whether ``x``'s MindSpore type is ``t`` or, for the width-free ``ms.int_`` /
  ``ms.float_`` / ``ms.uint``, of that family (a Python int is Int64, a float Float32, a bool only Bool).

They are compositions (``CompositePrimitive``): importable from ``ops.operations._inner_ops`` and
``ops.operations._sequence_ops`` like MindSpore's.
"""
from __future__ import annotations

from typing import Any

from ..common import dtype as mstype
from ..errors import ArgumentError
from ._compose import CompositePrimitive
from ._helpers import is_tensorlike
from ._helpers import user_type

_PY_TYPES = {bool: mstype.bool_, int: mstype.int64, float: mstype.float32}


class TopTypeof(CompositePrimitive):
    """TopTypeof()(x): the type object of x (a Tensor's is ``mstype.TensorType``)."""

    def __call__(self, x: Any) -> Any:
        if is_tensorlike(x):
            return mstype.tensor_type
        t = _PY_TYPES.get(type(x))
        if t is not None:
            return t
        return mstype._NamedType(type(x).__name__.capitalize())


class SequenceAddN(CompositePrimitive):
    """SequenceAddN()(seq): the sum of the elements of a non-empty tuple or list."""

    def __call__(self, seq: Any) -> Any:
        if not isinstance(seq, (tuple, list)):
            raise ArgumentError(f"For 'SequenceAddN', the input must be a tuple or list, but got {user_type(seq).__name__}.")
        if not seq:
            raise ArgumentError("For 'SequenceAddN', the input sequence must not be empty.")
        from . import functional as F

        out = seq[0]
        for v in seq[1:]:
            out = F.add(out, v) if is_tensorlike(out) or is_tensorlike(v) else out + v
        return out


_FAMILIES = {"int_": mstype.int_type, "float_": mstype.float_type, "uint": mstype.uint_type}


class IsInstance(CompositePrimitive):
    """IsInstance()(x, t): whether x is of MindSpore type t (MindSpore's type check of a constant)."""

    def __call__(self, x: Any, t: Any) -> bool:
        if x is None:
            return False          # MindSpore types None apart from ``ms.type_none``: never an instance
        if is_tensorlike(x):
            xt = mstype.tensor_type
        elif isinstance(x, list):
            xt = mstype.list_
        elif isinstance(x, tuple):
            xt = mstype.tuple_
        elif isinstance(x, str):
            xt = mstype.string
        else:
            xt = _PY_TYPES.get(type(x))
            if xt is None:
                return False
        if xt == t:
            return True
        return any(t is getattr(mstype, name) and xt in family for name, family in _FAMILIES.items())
