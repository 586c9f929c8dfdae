"""In-place primitives that write their first input (h-monad): ``InplaceIndexAdd`` (ops.operations) and
MindSpore's generated ``InplaceAddExt`` / ``InplaceCopy`` (``ops.auto_generate.gen_ops_prim``).

Each computes the new value with registry ops and writes it with ``Assign`` (PyNative stores it in the
Tensor or Parameter; Graph mode threads it as the state of a Tensor argument, a Parameter or a local),
then returns the written input, as MindSpore does.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, ShapeError
from ..ir.builder import building_graph
from ._compose import CompositePrimitive
from ..common.views import mark_graph_view, refuse_graph_view_inplace
from .st_ascend2 import SplitTensor, _unsupported_on_cpu
from .registry import OpKind, apply, define_op, prim
from ._helpers import user_type

__all__: list = []


def _F():
    from . import functional

    return functional


_INDEX_ADD = define_op("InplaceIndexAddRule", OpKind.OTHER, attrs={"axis": 0}, differentiable=False, public=False,
                       doc="var with updates added at indices along axis (InplaceIndexAdd's new value).")


@_INDEX_ADD.def_impl
def _index_add_impl(var: Any, indices: Any, updates: Any, axis: int = 0) -> np.ndarray:
    var = np.array(var, copy=True)
    idx = np.asarray(indices).astype(np.int64).reshape(-1)
    n = var.shape[axis]
    if idx.size and (idx.min() < 0 or idx.max() >= n):
        raise ValueError(f"For 'InplaceIndexAdd', the values of 'indices' must be in [0, {n}), "
                         f"but got {idx.tolist()}.")
    moved = np.moveaxis(var, axis, 0)
    np.add.at(moved, idx, np.moveaxis(np.asarray(updates, var.dtype), axis, 0))
    return var


@_INDEX_ADD.def_infer
def _index_add_infer(var: Aval, indices: Aval, updates: Aval, axis: int = 0) -> Aval:
    vs, us = tuple(var.shape), tuple(updates.shape)
    if len(vs) != len(us) or any(a != b for i, (a, b) in enumerate(zip(vs, us)) if i != axis % max(len(vs), 1)):
        raise ShapeError(f"For 'InplaceIndexAdd', the shape of 'updates' {list(us)} must equal the shape of 'var' "
                         f"{list(vs)} except along axis {axis}.")
    return Aval(vs, var.dtype)


class InplaceIndexAdd(CompositePrimitive):
    """InplaceIndexAdd(axis)(var, indices, updates): ``var[..., indices[i], ...] += updates[..., i, ...]`` along
    ``axis``, in place; returns var."""

    _attrs = {"axis": 0}

    def _check_attrs(self) -> None:
        a = self.attrs["axis"]
        if isinstance(a, bool) or not isinstance(a, int):
            raise ArgumentError(f"For 'InplaceIndexAdd', the type of 'axis' must be int, but got {user_type(a).__name__}.")

    def __call__(self, var, indices, updates):
        axis = self.attrs["axis"]
        nd = len(_F().shape(var))
        if not -nd <= axis < nd:
            raise ValueError(f"For 'InplaceIndexAdd', the 'axis' must be in range [{-nd}, {nd}), but got {axis}.")
        new = apply(prim(_INDEX_ADD, axis=axis % nd), (var, indices, updates))
        return _F().assign(var, new)


class InplaceAddExt(CompositePrimitive):
    """InplaceAddExt()(input, other, alpha=1): ``input += alpha * other`` in place; returns input."""

    _attrs: dict = {}

    def __call__(self, input, other, alpha=1):  # noqa: A002 - MindSpore's argument name
        F = _F()
        value = other if alpha == 1 else F.mul(other, alpha)
        if F.is_tensor(value) and F.dtype(value) == F.dtype(input) and tuple(F.shape(value)) == tuple(F.shape(input)):
            # an AssignAdd: a local input's new value keeps the gradient of ``other`` (MindSpore 2.10's Graph mode,
            # adapt36gr/inplace_add_value_grad)
            return F.assign_add(input, value)
        return F.assign(input, F.cast(F.add(input, value), F.dtype(input)))


class InplaceCopy(CompositePrimitive):
    """InplaceCopy()(input, src): copies src (broadcast to input's shape, cast to its dtype) into input in
    place; returns input."""

    _attrs: dict = {}

    def __call__(self, input, src):  # noqa: A002
        refuse_graph_view_inplace(input, "InplaceCopy")
        F = _F()
        return F.assign(input, F.broadcast_to(F.cast(src, F.dtype(input)), F.shape(input)))


# --- MindSpore's view ops (``*_view_op``): msgraph computes them as copies (a write to the result does not
# reach the input; see docs/differences.md) --------------------------------------------------------------
def _index(x: Any, dim: int, item: Any) -> Any:
    nd = len(_F().shape(x))
    if not -nd <= dim < nd:
        raise ValueError(f"dim must be in range [{-nd}, {nd}), but got {dim}.")
    return x[(slice(None),) * (dim % nd) + (item,)]


class SelectExtView(CompositePrimitive):
    """SelectExtView()(input, dim, index): ``input`` at ``index`` along ``dim`` (that dimension removed)."""

    _attrs: dict = {}

    def __call__(self, input, dim, index):  # noqa: A002
        return mark_graph_view(_index(input, dim, index))


class SliceExtView(CompositePrimitive):
    """SliceExtView()(input, dim, start, end, step=1): ``input[start:end:step]`` along ``dim``."""

    _attrs: dict = {}

    def __call__(self, input, dim, start, end, step=1):  # noqa: A002
        return mark_graph_view(_index(input, dim, slice(start, end, step)))


class SliceExt(SliceExtView):
    """SliceExt()(input, dim, start, end, step=1): SliceExtView's slice; MindSpore 2.10's CPU backend runs it in
    PyNative only (in a graph it has no kernel: its RuntimeError)."""

    def __call__(self, input, dim, start, end, step=1):  # noqa: A002
        if building_graph():
            raise _unsupported_on_cpu("SliceExt")
        return _index(input, dim, slice(start, end, step))


class ExpandDimsView(CompositePrimitive):
    """ExpandDimsView()(input, dim): ``input`` with a new axis of size 1 at ``dim``."""

    _attrs: dict = {}

    def __call__(self, input, dim):  # noqa: A002
        return write_through_view(_F().expand_dims(input, dim), input)


def write_through_view(out: Any, base: Any) -> Any:
    """In graph code, note ``out`` (a graph value) as a view of ``base`` that in-place ops write through (MindSpore
    2.10's Graph mode: ExpandDimsView, mint.unsqueeze; the frontend's emit_write writes ``base`` too); returns
    ``out``.  Elsewhere (PyNative) the op's own view link does it."""
    from ..ir.builder import CURRENT

    b = CURRENT.builder
    v, w = getattr(out, "value", None), getattr(base, "value", None)
    if b is not None and hasattr(v, "node") and hasattr(w, "node") and out is not base:
        b.write_through[v.id] = base
    return out


class SplitTensorView(SplitTensor):
    """SplitTensorView()(input, split_size, dim=0): chunks of ``split_size`` along ``dim`` (SplitTensor's
    checks and errors, h-asc2)."""

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return mark_graph_view(super().__call__(*args, **kwargs))


class TransposeView(CompositePrimitive):
    """TransposeView()(input, perm): the transpose of input."""

    _attrs: dict = {}

    def __call__(self, input, perm):  # noqa: A002
        if building_graph() and hasattr(getattr(input, "value", None), "node") and isinstance(perm, tuple) and len(perm) == len(input.shape) \
                and all(isinstance(p, int) and p % len(perm) == i for i, p in enumerate(perm)):
            # the identity permutation: MindSpore 2.10's Graph mode writes through it (the tutorial page
            # compile/static_graph.md's TransposeView (0, 1, 2) then Assign; docs46)
            return input
        return mark_graph_view(_F().transpose(input, perm))
