"""Elementwise arithmetic ops: one OpDef each (impl, inference, kernel, bprop, function form).

This file is the pattern every op family follows:

    ADD = define_op("Add", OpKind.ELEMENTWISE)      # OpDef + primitive class ops.Add
    ADD.def_impl(np.add)                            # numpy implementation
    ADD.def_kernel(lambda t, x, y: f"({x} + {y})")  # scalar expression for fusion
    @bprop_getters.register(ADD)                    # MindSpore-style bprop getter
    def _(self): ...
    @op_function
    def add(x, y): return apply(_P_ADD, (x, y))     # function form, same primitive
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ._helpers import binop_grad_common
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim

# --- Add ------------------------------------------------------------------------------
ADD = define_op("Add", OpKind.ELEMENTWISE, doc="x + y with numpy broadcasting and type promotion.")
ADD.def_impl(np.add)
ADD.def_kernel(lambda t, x, y: f"({x} + {y})")
Add = ADD.prim_class
_P_ADD = prim(ADD)


@bprop_getters.register(Add)
def get_bprop_add(self: Any):
    def bprop(x, y, out, dout):
        return binop_grad_common(x, y, dout, dout)
    return bprop


@op_function
def add(x: Any, y: Any) -> Any:
    """x + y."""
    return apply(_P_ADD, (x, y))


# --- Mul ------------------------------------------------------------------------------
MUL = define_op("Mul", OpKind.ELEMENTWISE, doc="x * y with numpy broadcasting and type promotion.")
MUL.def_impl(np.multiply)
MUL.def_kernel(lambda t, x, y: f"({x} * {y})")
Mul = MUL.prim_class
_P_MUL = prim(MUL)


@bprop_getters.register(Mul)
def get_bprop_mul(self: Any):
    """The seed tutorial's rule: dx = y * dout, dy = x * dout, reduced to input shapes."""
    def bprop(x, y, out, dout):
        return binop_grad_common(x, y, mul(y, dout), mul(x, dout))
    return bprop


@op_function
def mul(x: Any, y: Any) -> Any:
    """x * y."""
    return apply(_P_MUL, (x, y))
