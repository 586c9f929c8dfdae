"""Ops MindSpore's st CPU op tests a..m use that the other families lack (h-cpua, session 6).

``IndexAdd(axis, use_lock=True, check_index_bound=True)(x, indices, y)``: adds the slices of ``y`` to the
slices ``indices`` of ``x`` along ``axis`` and writes the result into ``x`` (MindSpore's CPU kernel
updates a Parameter, and in PyNative a plain Tensor too); gradients: ``dout`` to ``x``, ``dout``
gathered at ``indices`` to ``y``.  Functions ``index_add(x, indices, y, axis)``, ``Tensor.index_add``.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, DTypeError, ShapeError
from ._compose import CompositePrimitive
from ._helpers import dtype_name
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim

__all__ = ["index_add"]


def _F():
    from . import functional

    return functional


def _known(d: Any) -> bool:
    return isinstance(d, int) and d >= 0


# --- IndexAdd ---------------------------------------------------------------------------------------------
INDEX_ADD = define_op("IndexAddValue", OpKind.OTHER, attrs={"axis": 0}, public=False,
                      doc="IndexAdd's result: x with y's slices added at indices along axis (not in place).")


def _index_add_check(x: Any, indices: Any, y: Any, axis: int) -> int:
    xs, ys, is_ = tuple(x.shape), tuple(y.shape), tuple(indices.shape)
    if np.dtype(indices.dtype) != np.dtype(np.int32):
        raise DTypeError(f"For primitive[IndexAdd], the input argument[indices type] must be a type of "
                         f"{{Tensor[Int32]}}, but got Tensor[{dtype_name(indices.dtype)}].")
    if np.dtype(x.dtype) != np.dtype(y.dtype):
        raise DTypeError(f"For 'IndexAdd', the dtype of 'y' must be the same as 'input_x', but got "
                         f"{dtype_name(y.dtype)} and {dtype_name(x.dtype)}.")
    rank = len(xs)
    if not -rank <= axis < rank:
        raise ShapeError(f"For 'IndexAdd', the 'axis' must be in range [{-rank}, {rank}), but got {axis}.")
    axis %= rank
    if len(is_) != 1:
        raise ShapeError(f"For 'IndexAdd', the rank of 'indices' must be 1, but got {len(is_)}.")
    if len(ys) != rank:
        raise ShapeError(f"For 'IndexAdd', the rank of 'x' and 'y' must be the same, but got {rank} and {len(ys)}.")
    if _known(ys[axis]) and _known(is_[0]) and ys[axis] != is_[0]:
        raise ShapeError(f"For 'IndexAdd', the size of 'indices' must be equal to y.shape[{axis}], but got "
                         f"{is_[0]} and {ys[axis]}.")
    for d, (a, b) in enumerate(zip(xs, ys)):
        if d != axis and _known(a) and _known(b) and a != b:
            raise ShapeError(f"For 'IndexAdd', the shape of 'x' and 'y' must be the same except the 'axis' "
                             f"dimension, but got {list(xs)} and {list(ys)}.")
    return axis


@INDEX_ADD.def_infer
def _index_add_infer(x: Aval, indices: Aval, y: Aval, axis: int = 0) -> Aval:
    _index_add_check(x, indices, y, axis)
    return Aval(tuple(x.shape), x.dtype)


@INDEX_ADD.def_impl
def _index_add_impl(x: Any, indices: Any, y: Any, axis: int = 0) -> np.ndarray:
    x, indices, y = np.asarray(x), np.asarray(indices), np.asarray(y)
    axis = _index_add_check(x, indices, y, axis)
    idx = indices.astype(np.int64).reshape(-1)
    if idx.size and (idx.min() < 0 or idx.max() >= x.shape[axis]):
        raise RuntimeError(f"For 'IndexAdd', the indices are out of range with input_shape: "
                      f"{[list(x.shape), list(indices.shape), list(y.shape)]}.")
    out = np.array(x, copy=True)
    np.add.at(np.moveaxis(out, axis, 0), idx, np.moveaxis(y, axis, 0))
    return out


@bprop_getters.register(INDEX_ADD.prim_class)
def get_bprop_index_add(self: Any):
    axis = int(self.attrs["axis"])

    def bprop(x, indices, y, out, dout):
        F = _F()
        return dout, F.zeros_like(indices), F.gather(dout, indices, axis % len(x.shape))
    return bprop


class IndexAdd(CompositePrimitive):
    """IndexAdd(axis, use_lock=True, check_index_bound=True)(input_x, indices, y): input_x with y's slices
    added at ``indices`` (int32, rank 1) along ``axis``, written into input_x; returns the result."""

    _attrs = {"axis": 0, "use_lock": True, "check_index_bound": True}

    def _check_attrs(self) -> None:
        for k, t in (("axis", int), ("use_lock", bool), ("check_index_bound", bool)):
            v = self.attrs[k]
            if not isinstance(v, t) or (t is int and isinstance(v, bool)):
                raise ArgumentError(f"For 'IndexAdd', the type of '{k}' must be {t.__name__}, but got "
                                    f"{type(v).__name__}.")

    def __call__(self, input_x: Any, indices: Any, y: Any) -> Any:
        new = apply(prim(INDEX_ADD, axis=self.attrs["axis"]), (input_x, indices, y))
        _write(input_x, new)
        return new


def _write(x: Any, new: Any) -> None:
    """Write ``new`` into ``x`` as MindSpore's in-place kernels do: a Parameter in both modes, a plain
    Tensor in PyNative."""
    from ..common.tensor import Parameter, Tensor

    if isinstance(x, Parameter) or type(x).__name__ == "Sym":
        _F().assign(x, new)
    elif isinstance(x, Tensor):
        x.assign_value(new) if hasattr(x, "assign_value") else _F().assign(x, new)


@op_function
def index_add(x: Any, indices: Any, y: Any, axis: int, use_lock: bool = True, check_index_bound: bool = True) -> Any:
    """x with y's slices added at ``indices`` along ``axis`` (MindSpore writes the result into x too)."""
    return IndexAdd(axis, use_lock, check_index_bound)(x, indices, y)


def _tensor_index_add(self: Any, dim: int, index: Any, source: Any, *, alpha: Any = 1) -> Any:
    """``Tensor.index_add(dim, index, source, *, alpha=1)``: index_add of ``alpha * source`` (in place)."""
    if not (isinstance(alpha, (int, float)) and not isinstance(alpha, bool) and alpha == 1):
        source = _F().mul(source, alpha)
    return index_add(self, index, source, dim)


def _bind_tensor_methods() -> None:
    from ..common.tensor_methods import TensorMethods

    if not hasattr(TensorMethods, "index_add"):
        _tensor_index_add.__name__ = _tensor_index_add.__qualname__ = "index_add"
        TensorMethods.index_add = _tensor_index_add


_bind_tensor_methods()


class InplaceIndexAdd(IndexAdd):
    """InplaceIndexAdd(axis)(var, indices, updates): IndexAdd under its other name (writes into var)."""

    _attrs = {"axis": 0}

    def _check_attrs(self) -> None:
        if not isinstance(self.attrs["axis"], int) or isinstance(self.attrs["axis"], bool):
            raise ArgumentError(f"For 'InplaceIndexAdd', the type of 'axis' must be int, but got "
                                f"{type(self.attrs['axis']).__name__}.")


@op_function
def inplace_index_add(var: Any, indices: Any, updates: Any, axis: int) -> Any:
    """var with updates' slices added at ``indices`` along ``axis``, written into var."""
    return InplaceIndexAdd(axis)(var, indices, updates)


__all__ += ["inplace_index_add"]
