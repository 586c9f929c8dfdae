"""Function forms MindSpore's dynamic-shape st tests call that msgraph lacked (h-dyn, session 8)."""
from __future__ import annotations

from typing import Any

from .registry import refuse_numbers
from .registry import op_function
from ._helpers import user_type

__all__ = ["deepcopy", "is_sequence_value_unknown", "is_sequence_shape_unknown", "is_dynamic_sequence_element_unknown",
           "isconstant"]


@op_function
def deepcopy(input_x: Any) -> Any:
    """``ops.deepcopy(input_x)``: a new Tensor with input_x's values (MindSpore's Identity primitive)."""
    refuse_numbers('Failed calling Identity with "Identity()(input_x={k0})".', input_x)
    from .control import identity_copy

    return identity_copy(input_x)


def _is_variable_range(x: Any) -> bool:
    """``range()`` of graph-variable bounds in graph code (the front end's SymRange): MindSpore's
    dynamic-length tuple."""
    return type(x).__name__ == "SymRange"


def _runtime_sequence(x: Any) -> bool:
    """A tuple/list made when the graph runs, of a length known only then (``SeqAval``: ``seq[:mutable(2)]``)."""
    from ..common.aval import SeqAval

    return isinstance(getattr(x, "aval", None), SeqAval)


def _check_sequence(name: str, x: Any) -> None:
    if not isinstance(x, (tuple, list)) and not _is_variable_range(x) and not _runtime_sequence(x):
        raise TypeError(f"For '{name}', the input must be a tuple or list, but got {user_type(x).__name__}.")


def _holds_variable(x: Any) -> bool:
    """Whether ``x`` is, or holds, a value known only when the graph runs (a graph value, a mutable number)."""
    from ..common.mutable import MutableBool, is_mutable_scalar
    from .value_dependent import is_symbolic

    if isinstance(x, (tuple, list)):
        return any(_holds_variable(e) for e in x)
    if isinstance(x, dict):
        return any(_holds_variable(e) for e in x.values())
    # a mutable bool too (recorded: ret_b/isconstant_mutable_bool)
    return is_symbolic(x) or is_mutable_scalar(x) or type(x) is MutableBool


@op_function
def is_sequence_value_unknown(x: Any) -> bool:
    """``F.is_sequence_value_unknown(seq)``: whether the sequence's values are unknown while compiling: it
    has a dynamic length (``mutable(seq, True)``) or holds graph values (Tensor inputs, mutable numbers).
    msgraph compiles each call for its actual shapes, so a shape tuple is always known (False), as in
    MindSpore's PyNative mode (docs/differences.md: dynamic shapes)."""
    from ..common.mutable import is_dynamic_len

    _check_sequence("is_sequence_value_unknown", x)
    return is_dynamic_len(x) or _is_variable_range(x) or _runtime_sequence(x) or _holds_variable(x)


@op_function
def is_sequence_shape_unknown(x: Any) -> bool:
    """``F.is_sequence_shape_unknown(seq)``: whether the sequence's length is unknown while compiling: a
    dynamic-length sequence (``mutable(seq, True)``, or ``+``, ``*`` or a slice of one)."""
    from ..common.mutable import is_dynamic_len

    _check_sequence("is_sequence_shape_unknown", x)
    return is_dynamic_len(x) or _is_variable_range(x) or _runtime_sequence(x)


@op_function
def is_dynamic_sequence_element_unknown(x: Any) -> bool:
    """``F.is_dynamic_sequence_element_unknown(seq)``: whether a dynamic-length sequence's element type is
    not known yet (an empty one); a TypeError for any other input, as MindSpore's IsElementUnknown."""
    from ..common.mutable import is_dynamic_len

    if not is_dynamic_len(x):
        raise TypeError("The input of IsElementUnknown should be variable length sequence.")
    return len(x) == 0


@op_function
def isconstant(x: Any) -> bool:
    """``F.isconstant(x)``: whether ``x`` is known while compiling (no graph value, no mutable number in it).
    Eagerly everything is known (True), as MindSpore's IsConstant primitive answers outside a graph."""
    return not _holds_variable(x)


# answered from what the compiler knows (a sequence made when the graph runs is one), not run then
for _f in (is_sequence_value_unknown, is_sequence_shape_unknown, isconstant):
    _f.reads_abstract = True
