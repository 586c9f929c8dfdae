"""``mindspore.ops._utils.arg_dtype_cast``: the sequence-conversion primitives ``ListToTuple`` / ``TupleToList``
(tests/st/dynamic_shape/test_ops_seq_to_seq.py; h-dyn).  They convert the Python sequence itself, so both modes
and gradients (through the elements) follow."""
from __future__ import annotations

from typing import Any

from .._compose import CompositePrimitive

__all__ = ["ListToTuple", "TupleToList"]


class ListToTuple(CompositePrimitive):
    """ListToTuple()(input_list): the list's elements as a tuple."""

    def __call__(self, input_list: Any) -> Any:
        return tuple(input_list)


class TupleToList(CompositePrimitive):
    """TupleToList()(input_tuple): the tuple's elements as a list."""

    def __call__(self, input_tuple: Any) -> Any:
        return list(input_tuple)
