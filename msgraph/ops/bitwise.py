"""Bitwise ops on integer (and bool) Tensors: ``&``, ``|``, ``^`` on integer Tensors.

MindSpore's ``x & y``, ``x | y``, ``x ^ y`` are ``BitwiseAnd``/``BitwiseOr``/``BitwiseXor`` on
integer Tensors and the logical ops on bool Tensors (the Tensor operators pick: see
``common/tensor_methods.py``).  They have no gradient (integer outputs).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ._helpers import dtype_name
from ..errors import DTypeError
from .registry import define_binary

__all__ = ["bitwise_and", "bitwise_or", "bitwise_xor"]


def _require_int(name: str, *args: Any) -> None:
    for i, a in enumerate(args):
        if isinstance(a, (bool, int)):
            continue
        kind = np.asarray(a).dtype.kind
        if kind not in "biu":
            which = "x" if i == 0 else "y"
            raise DTypeError(f"For '{name}', the type of '{which}' should be an integer or bool Tensor, "
                             f"but got {dtype_name(a)}.", hint="cast to an integer dtype first (x.astype(ms.int32))")


def _bitwise(name: str, fn: Any, sym: str, fn_name: str, doc: str):
    def impl(x: Any, y: Any) -> Any:
        _require_int(name, x, y)
        return fn(x, y)
    return define_binary(name, impl, lambda t, x, y: f"({x} {sym} {y})", None, doc=doc, fn=fn_name, fn_doc=doc)


BITWISE_AND, BitwiseAnd, _P_BITWISE_AND, bitwise_and = _bitwise(
    "BitwiseAnd", np.bitwise_and, "&", "bitwise_and", "x & y, bit by bit (integer or bool Tensors).")
BITWISE_OR, BitwiseOr, _P_BITWISE_OR, bitwise_or = _bitwise(
    "BitwiseOr", np.bitwise_or, "|", "bitwise_or", "x | y, bit by bit (integer or bool Tensors).")
BITWISE_XOR, BitwiseXor, _P_BITWISE_XOR, bitwise_xor = _bitwise(
    "BitwiseXor", np.bitwise_xor, "^", "bitwise_xor", "x ^ y, bit by bit (integer or bool Tensors).")
