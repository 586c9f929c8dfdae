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

from .registry import define_unary, raising_bprop

def _invert(x):
    # MindSpore 2.10's Invert takes int / uint Tensors only: a Bool one is a TypeError in both modes (`~` on a
    # Bool Tensor is logical_not, not Invert; adapt39gpu/bounding_box_checks)
    if isinstance(x, (np.ndarray, np.generic)) and x.dtype == np.bool_:
        from ..errors import DTypeError

        raise DTypeError("For primitive[Invert], the input argument[x] must be a type of {Tensor[Int16], "
                         "Tensor[Int32], ..., Tensor[UInt8]}, but got Tensor[Bool].")
    return np.invert(x)


INVERT, Invert, _P_INVERT, invert = define_unary(
    "Invert", _invert, lambda t, x: f"(not {x})" if np.dtype(t).kind == "b" else f"(~{x})", None, doc="Bitwise NOT of an integer Tensor (~x).", fn="invert", arg="x",
    fn_doc="~x bitwise.")
# MindSpore 2.10 defines no Invert bprop: a gradient reaching it (``invert(x.astype(int32))``) is its RuntimeError in
# both modes, not zeros (measured, left52/invert_no_bprop)
raising_bprop(INVERT, "Invert")

__all__ = ["bitwise_and", "bitwise_or", "bitwise_xor", "invert"]
