"""MindSpore 2.10's graph-mode errors for a primitive called with the wrong number of inputs (h-fb3).

A primitive with a dtype-promotion signature (MindSpore's ``S_Prim_<Name>``: the binary elementwise
ops, ``Add``, ``Mod``...) reports a missing input as ``For 'S_Prim_Mod', the size of input should be
2, but got 1`` (RuntimeError) and an extra one as ``Function S_Prim_Add's input length is not equal to
Signature length.``; any other primitive reports an extra input as ``For Operator[Abs], the number of
inputs should be less than or equal to 1, but got 2.`` (TypeError).  Recorded:
tests/conformance/programs/st_fallback3/prim_arity_errors.py.
"""
from __future__ import annotations

from typing import Any, Dict, Optional, Sequence, Tuple

from ..errors import CompileError, GraphTypeError, MsGraphError
from ..ops.registry import prim_input_counts as _n_inputs


# binary primitives msgraph composes from function forms (ops/prims_extra.py) that carry MindSpore's
# dtype signature
_COMPOSITE_BINARY = frozenset({"Mod", "TruncateDiv", "TruncateMod", "Xlogy"})


def prim_arity_error(prim: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Optional[MsGraphError]:
    """The error MindSpore's graph compiler raises for ``prim(*args)``, or None when the count is right
    (or the primitive's inputs are not known from its registry definition)."""
    from ..ops.registry import OpKind, Primitive

    cls = type(prim)
    if kwargs:
        return None
    name = prim.op.name
    composite_binary = name in _COMPOSITE_BINARY and cls.__call__ is not Primitive.__call__
    if not composite_binary and (cls.__call__ is not Primitive.__call__ or cls._impl is not Primitive._impl):
        return None
    counts = (2, 2) if composite_binary else _n_inputs(prim)
    if counts is None:
        return None
    n, most = counts
    m = len(args)
    if composite_binary or prim.op.kind is OpKind.ELEMENTWISE and n >= 2:
        if m > most:
            return CompileError(f"Function S_Prim_{name}'s input length is not equal to Signature length.")
        if m < n:
            return CompileError(f"For 'S_Prim_{name}', the size of input should be {n}, but got {m}. "
                                "Please check inputs of the operator.")
        return None
    if m > most:
        return GraphTypeError(f"For Operator[{name}], the number of inputs should be less than or equal to {most}, "
                              f"but got {m}.")
    return None
