"""``ms.mutable``: mark a Python number (or a container of Tensors) as a graph *variable*.

By default a Python number passed to a jit function is a compile-time constant: a new value
compiles a new graph.  ``ms.mutable(3)`` keeps behaving like ``3`` in Python, but a compiled
function receives it as a runtime input (weakly typed, like a Python scalar), so new values
reuse the same graph.  Tensors are variables already; a tuple or list of Tensors passed
through ``mutable`` is returned unchanged (its Tensors are runtime inputs; its length is part
of the signature).
"""
from __future__ import annotations

from typing import Any


class MutableInt(int):
    """An int that compiled functions treat as a runtime value."""

    _msgraph_mutable = True


class MutableFloat(float):
    """A float that compiled functions treat as a runtime value."""

    _msgraph_mutable = True


class MutableBool(int):
    """``ms.mutable(True)``: bool cannot be subclassed, so (as MindSpore's ``_Bool``) an int that reports
    ``bool`` as its class; compiled functions see its value."""

    _msgraph_mutable = True

    def __new__(cls, value: Any) -> "MutableBool":
        return int.__new__(cls, bool(value))

    @property  # type: ignore[misc]
    def __class__(self) -> type:
        return bool

    def __and__(self, x: Any) -> Any:
        return bool(self) & x

    __rand__ = __and__

    def __or__(self, x: Any) -> Any:
        return bool(self) | x

    __ror__ = __or__

    def __xor__(self, x: Any) -> Any:
        return bool(self) ^ x

    __rxor__ = __xor__

    def __repr__(self) -> str:
        return repr(bool(self))

    __str__ = __repr__


class MutableTuple(tuple):
    """A tuple marked by ``ms.mutable``: a gradient may be taken with respect to its Tensors."""

    _msgraph_mutable = True


class MutableList(list):
    """A list marked by ``ms.mutable`` (see :class:`MutableTuple`)."""

    _msgraph_mutable = True


class MutableDict(dict):
    """A dict marked by ``ms.mutable`` (see :class:`MutableTuple`)."""

    _msgraph_mutable = True


_CONTAINERS = {tuple: MutableTuple, list: MutableList, dict: MutableDict}


def is_mutable_container(x: Any) -> bool:
    return type(x) in (MutableTuple, MutableList, MutableDict)


def mark_container(x: Any) -> Any:
    """``x`` (a tuple, list or dict) as its mutable-marked twin (already marked: unchanged)."""
    cls = _CONTAINERS.get(type(x))
    return cls(x) if cls is not None else x


def is_mutable_scalar(x: Any) -> bool:
    return type(x) in (MutableInt, MutableFloat)


def mutable(input_data: Any, dynamic_len: bool = False) -> Any:
    """Return ``input_data`` marked as a variable for graph compilation."""
    from ..errors import ArgumentError
    from .tensor import Tensor

    if isinstance(input_data, bool):
        return _origin(MutableBool(input_data), input_data)
    if isinstance(input_data, int):
        return _origin(MutableInt(input_data), input_data)
    if isinstance(input_data, float):
        return _origin(MutableFloat(input_data), input_data)
    if isinstance(input_data, (tuple, list, dict)):
        # Marked: GradOperation differentiates with respect to the Tensors inside (same structure back).
        out = _origin(mark_container(input_data), input_data)
        if dynamic_len and out is not input_data:
            # MindSpore's dynamic-length sequence: graph code gets copies of its Tensors (an in-place op on
            # one does not write back to the caller's Tensor; compiler.py)
            out._msgraph_dynamic_len = True
        return out
    if isinstance(input_data, Tensor):
        return input_data
    raise ArgumentError(f"ms.mutable accepts numbers, Tensors and containers of Tensors, got "
                        f"{type(input_data).__name__}.")


def _origin(ret: Any, input_data: Any) -> Any:
    """MindSpore's ``__ms_origin_object__``: the object ``mutable`` was given."""
    if ret is not input_data:
        ret.__ms_origin_object__ = input_data
    return ret
