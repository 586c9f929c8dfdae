"""Inner primitives that MindSpore's JIT-fallback and sequence code paths use from Python.

* ``TopTypeof()(x)``: the MindSpore type object of ``x`` (``mstype.TensorType`` for a Tensor,
  ``mstype.int64``/``float32``/``bool_`` for Python scalars); a compile-time value in Graph mode.
* ``SequenceAddN()(seq)``: the sum of a tuple/list of Tensors or numbers (the ops' ``add``).

Both are compositions (``CompositePrimitive``): importable from ``ops.operations._inner_ops`` and
``ops.operations._sequence_ops`` like MindSpore's.
"""
from __future__ import annotations

from typing import Any

from ..common import dtype as mstype
from ..errors import ArgumentError
from ._compose import CompositePrimitive
from ._helpers import is_tensorlike

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
            raise ArgumentError(f"For 'SequenceAddN', the input must be a tuple or list, but got {type(seq).__name__}.")
        if not seq:
            raise ArgumentError("For 'SequenceAddN', the input sequence must not be empty.")
        from . import functional as F

        out = seq[0]
        for v in seq[1:]:
            out = F.add(out, v) if is_tensorlike(out) or is_tensorlike(v) else out + v
        return out
