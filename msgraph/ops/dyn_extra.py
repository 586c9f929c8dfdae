"""Function forms MindSpore's dynamic-shape st tests call that msgraph lacked (h-dyn, session 8)."""
from __future__ import annotations

from typing import Any

from .registry import op_function

__all__ = ["deepcopy", "is_sequence_value_unknown", "is_sequence_shape_unknown"]


@op_function
def deepcopy(input_x: Any) -> Any:
    """``ops.deepcopy(input_x)``: a new Tensor with input_x's values (MindSpore's Identity primitive)."""
    from .control import identity

    return identity(input_x)


def _check_sequence(name: str, x: Any) -> None:
    if not isinstance(x, (tuple, list)):
        raise TypeError(f"For '{name}', the input must be a tuple or list, but got {type(x).__name__}.")


@op_function
def is_sequence_value_unknown(x: Any) -> bool:
    """``F.is_sequence_value_unknown(seq)``: whether the sequence's values are unknown while compiling.
    msgraph compiles each call for its actual shapes and values, so a shape tuple or a Python sequence is
    always known (False), as in MindSpore's PyNative mode (docs/differences.md: dynamic shapes)."""
    _check_sequence("is_sequence_value_unknown", x)
    return False


@op_function
def is_sequence_shape_unknown(x: Any) -> bool:
    """``F.is_sequence_shape_unknown(seq)``: whether the sequence's length is unknown while compiling
    (False: msgraph knows every sequence's length; see is_sequence_value_unknown)."""
    _check_sequence("is_sequence_shape_unknown", x)
    return False
