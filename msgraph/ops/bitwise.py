"""``&``, ``|``, ``^`` on integer (and bool) Tensors: the BitwiseAnd/Or/Xor ops of :mod:`.math_extra`.

MindSpore's ``x & y``, ``x | y``, ``x ^ y`` are ``BitwiseAnd``/``BitwiseOr``/``BitwiseXor`` on
integer Tensors and the logical ops on bool Tensors (the Tensor operators pick: see
``common/tensor_methods.py``).  They have no gradient (integer outputs).
"""
from __future__ import annotations

from .math_extra import (  # noqa: F401 - one definition each, in math_extra
    BITWISE_AND, BITWISE_OR, BITWISE_XOR, BitwiseAnd, BitwiseOr, BitwiseXor, bitwise_and, bitwise_or, bitwise_xor,
)

import numpy as np

from .registry import define_unary

INVERT, Invert, _P_INVERT, invert = define_unary(
    "Invert", np.invert, lambda t, x: f"(not {x})" if np.dtype(t).kind == "b" else f"(~{x})", None, doc="Bitwise NOT of an integer Tensor (~x).", fn="invert", arg="x",
    fn_doc="~x bitwise.")

__all__ = ["bitwise_and", "bitwise_or", "bitwise_xor", "invert"]
