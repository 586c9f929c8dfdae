"""``mindspore.ops.functional`` primitives on Python values (h-fb3): ``tuple_div`` and ``typeof``.

Both run on constants (graph code evaluates them while compiling), with MindSpore 2.10's checks and
messages (recorded: tests/conformance/programs/st_fallback3/tuple_div_typeof.py).
"""
from __future__ import annotations

from typing import Any

from ..errors import OpRuntimeError
from .registry import op_function

__all__ = ["tuple_div", "typeof"]


@op_function
def tuple_div(x: Any, y: Any) -> tuple:
    """Element-wise exact integer division of two tuples of int64 numbers (MindSpore's ``tuple_div``)."""
    if len(x) != len(y):
        raise OpRuntimeError(f"The size of inputs of 'tuple_div' operator must be the same, but the size of divisor "
                             f"tuple is {len(y)}, the size of dividend tuple is {len(x)}.")
    out = []
    for a, b in zip(x, y):
        for v in (a, b):
            if not isinstance(v, int) or isinstance(v, bool):
                kind = "Float32" if isinstance(v, float) else type(v).__name__
                shown = int(v) if isinstance(v, float) and v.is_integer() else v
                raise OpRuntimeError(f"The data type of inputs of 'tuple_div' operator should be an int64 number, "
                                     f"but got a {kind} number {shown}.")
        if b == 0:
            raise OpRuntimeError("The divisor value should not be 0!")
        if a % b != 0:
            raise OpRuntimeError(f"The inputs of 'tuple_div' operator should be divisible, but they are not "
                                 f"divisible now, the dividend is {a}, the divisor is {b}.")
        q = abs(a) // abs(b)
        out.append(q if (a < 0) == (b < 0) else -q)
    return tuple(out)


@op_function
def typeof(*args: Any) -> Any:
    """The MindSpore type of a value: ``typeof(1) == mstype.int64``, ``typeof(1.0) == mstype.float32``."""
    from ..common import dtype as mstype
    from ..common.tensor import Tensor

    if len(args) != 1:
        raise OpRuntimeError(f"The Typeof operator must requires 1 argument, but the size of arguments is "
                             f"{len(args)}.")
    v = args[0]
    if isinstance(v, Tensor) or hasattr(v, "dtype") and hasattr(v, "shape") and not isinstance(v, (int, float)):
        return mstype.tensor_type
    if isinstance(v, bool):
        return mstype.bool_
    if isinstance(v, int):
        return mstype.int64
    if isinstance(v, float):
        return mstype.float32
    if isinstance(v, str):
        return mstype.string
    return {tuple: "tuple_", list: "list_", dict: "dict_", type(None): "type_none"}.get(type(v), type(v).__name__)
