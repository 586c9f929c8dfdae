"""Cummax / Cummin: running maximum / minimum along an axis, with the index where it was reached.

MindSpore's CPU kernels scan with ``>=`` (``<=``): a tie moves the index to the later element, and a
NaN, once met, stays the running value (its index with it, until the next NaN: that is a tie too).  ``Cummax``/``ops.cummax`` give int64 indices,
the ``Cummin`` primitive and ``ops.cummin`` int32 (as MindSpore 2.10 does).  The gradient sends ``dout`` back to the index.
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import DTypeError, ShapeError
from ._helpers import normalize_axis, np_dtype, unsupported_on_cpu
from .registry import (OpKind, apply, bprop_getters, define_op, op_function, prim, public_functions, raising_bprop,
                       refuse_numbers)


def _scan(x: np.ndarray, axis: int, is_max: bool, index: Any = np.int64) -> Tuple[np.ndarray, np.ndarray]:
    xm = np.moveaxis(x, axis, -1)
    vals = np.empty_like(xm)
    idx = np.zeros(xm.shape, np.int64)
    if xm.shape[-1] == 0:
        return np.moveaxis(vals, -1, axis), np.moveaxis(idx.astype(index), -1, axis)
    cur, ci = xm[..., 0].copy(), np.zeros(xm.shape[:-1], np.int64)
    vals[..., 0], idx[..., 0] = cur, ci
    floating = xm.dtype.kind == "f"
    for j in range(1, xm.shape[-1]):
        v = xm[..., j]
        take = (v >= cur) if is_max else (v <= cur)
        if floating:
            take = (take | np.isnan(v)) & (~np.isnan(cur) | np.isnan(v))   # a later NaN moves the index too
        cur = np.where(take, v, cur)
        ci = np.where(take, j, ci)
        vals[..., j], idx[..., j] = cur, ci
    return np.moveaxis(vals, -1, axis), np.moveaxis(idx.astype(index), -1, axis)


def _define(name: str, is_max: bool, index: Any):
    op = define_op(name, OpKind.OTHER, attrs={"axis": 0}, n_outputs=2,
                   doc=f"{name}(axis)(x) -> (values, indices {np.dtype(index).name}): the running "
                       f"{'maximum' if is_max else 'minimum'} along axis and where it was reached.")

    def check(shape: Tuple[Any, ...], axis: Any, dtype: Any = None) -> int:
        if not shape:
            raise ShapeError(f"For '{name}', the input must have at least 1 dimension, but got a scalar.")
        if dtype is not None and np.dtype(dtype).kind == "c":   # MindSpore 2.10's CPU kernels: no complex (both modes)
            raise DTypeError(f"Select CPU operator[{name}] fail! Unsupported data type! ({np.dtype(dtype).name})")
        return normalize_axis(name, axis, len(shape))

    @op.def_impl
    def impl(x: Any, axis: int = 0) -> Tuple[np.ndarray, np.ndarray]:
        x = np.asarray(x)
        return _scan(x, check(x.shape, axis, x.dtype), is_max, index)

    @op.def_infer
    def infer(x: Aval, axis: int = 0) -> Tuple[Aval, Aval]:
        check(x.shape, axis, x.dtype)
        return Aval(x.shape, x.dtype), Aval(x.shape, np.dtype(index))

    def get_bprop(self: Any):
        axis = self.attrs["axis"]

        def bprop(x, out, dout):
            from .array_extra import scatter_along_axis
            from ._helpers import shape_of

            xshape = tuple(shape_of(x))
            return (scatter_along_axis(dout[0], out[1], xshape, check(xshape, axis)),)
        return bprop

    get_bprop.__name__ = get_bprop.__qualname__ = f"get_bprop_{name.lower()}"
    bprop_getters.register(op.prim_class)(get_bprop)
    return op, op.prim_class


CUMMAX, Cummax = _define("Cummax", True, np.int64)
CUMMIN, Cummin = _define("Cummin", False, np.int32)   # MindSpore 2.10's Cummin primitive: int32 indices

# MindSpore 2.10's CPU build cannot differentiate them: the bprop's InplaceScatterAdd has no CPU kernel (ops.cummax /
# cummin, the Primitives, Tensor.cummax, mint.cummax: a RuntimeError; mint.cummin's "The kernel CumminExt
# unregistered." too; measured, r2a).  The scatter bprop above is what a device with the kernel computes.
raising_bprop(CUMMAX, "Cummax", unsupported_on_cpu("InplaceScatterAdd"))
raising_bprop(CUMMIN, "Cummin", unsupported_on_cpu("InplaceScatterAdd"))


@op_function
def cummax(input: Any, axis: int) -> Any:  # noqa: A002 - MindSpore's name
    """(values, indices int64): the running maximum of input along axis."""
    refuse_numbers('Failed calling Cummax with "Cummax(axis=int)(input={k0})".', input)
    if len(input.shape) and np.dtype(np_dtype(input)) == np.bool_:   # MindSpore 2.10's CPU kernel has no bool
        raise TypeError("Select CPU operator[Cummax] fail! Unsupported data type!")
    return apply(prim(CUMMAX, axis=axis), (input,))


@op_function
def cummin(input: Any, axis: int) -> Any:  # noqa: A002 - MindSpore's name
    """(values, indices int32, as MindSpore 2.10 gives): the running minimum of input along axis."""
    refuse_numbers('Failed calling Cummin with "Cummin(axis=int)(input={k0})".', input)
    if len(input.shape) and np.dtype(np_dtype(input)) == np.bool_:   # MindSpore 2.10's CPU kernel has no bool
        raise TypeError("Select CPU operator[Cummin] fail! Unsupported data type!")
    return apply(prim(CUMMIN, axis=axis), (input,))


__all__ = public_functions(globals())
