"""Indexing ops: ``x[index]`` (GetItem), functional ``x[index] = v`` (SetItem) and AddAt.

An index (ints, slices, None, Ellipsis, tuples of them, and integer/bool Tensor or
array indices) is split into a static *spec* -- a hashable tuple stored as the
primitive's ``index`` attribute -- and the dynamic parts (Tensors, arrays), which
become extra inputs of the op.  So ``x[i, 1:3]`` with a Tensor ``i`` is
``GetItem(index=(('t',), ('s', 1, 3, None)))(x, i)``: the compiler sees every
tensor the result depends on, and the tape can differentiate through it.

Index primitives are built per call rather than taken from ``registry.prim``'s cache,
which would keep one entry per distinct index (e.g. every ``x[i]`` of a long loop).

Spec entries: ``('i', n)`` int, ``('s', start, stop, step)`` slice, ``('n',)`` None,
``('e',)`` Ellipsis, ``('b', flag)`` Python bool, ``('t',)`` the next dynamic input (``('t', 'list')``: one
given as a Python list/tuple).
"""
from __future__ import annotations

from typing import Any, List, Tuple

import re

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, OpRuntimeError, ShapeError
from ._helpers import fmt_shape, is_tensorlike, np_dtype, reduce_grad, shape_of, zeros_grad
from ._helpers import user_type
from .registry import OpKind, apply, bprop_getters, define_op, op_function, public_functions


Spec = Tuple[Tuple[Any, ...], ...]


class TensorIndexError(ShapeError, IndexError):
    """An index out of range or malformed for the tensor's shape (MindSpore raises IndexError)."""


def _static_int(v: Any, what: str) -> Any:
    if v is None:
        return None
    if isinstance(v, (int, np.integer)) and not isinstance(v, bool):
        return int(v)
    if hasattr(v, "_data") and np.ndim(v._data) == 0 and np.asarray(v._data).dtype.kind in "iu":
        return int(v._data)  # an eager 0-d int Tensor used as a slice bound
    raise ArgumentError(f"Tensor index: slice {what} must be an int or None, but got {user_type(v).__name__}.",
                        hint="use constant slice bounds; index with an int Tensor for dynamic positions")


_MUTABLE_SEQ_MSG = ("Current Tensor indexing does not support mutable list/tuple or list containing tensors. "
                    "Please use an immutable expression instead.")


def _index_boost() -> bool:
    """MindSpore's ``MS_DEV_TENSOR_INDEX_BOOST=1``: graph code indexes Tensors the boosted way (its errors)."""
    import os

    return os.environ.get("MS_DEV_TENSOR_INDEX_BOOST", "") == "1"


def _is_graph_value(v: Any) -> bool:
    return hasattr(v, "__msgraph_emit__")


def _check_graph_sequence_index(index: Any) -> None:
    """Graph code with MindSpore 2.10's boosted Tensor indexing (``MS_DEV_TENSOR_INDEX_BOOST=1``, as its st tests
    set): a mutable list/tuple index, or a list index holding a graph Tensor (``x[0, [0, 1, t]]`` with ``t`` an
    input), is an IndexError.  Without it they index as in PyNative."""
    from ..common.mutable import MutableList, MutableTuple
    from ..ir.builder import building_graph

    if not building_graph() or not _index_boost():
        return
    items = index if isinstance(index, tuple) else (index,)
    if isinstance(index, (MutableList, MutableTuple)) or any(
            isinstance(it, (MutableList, MutableTuple)) or (isinstance(it, list) and any(map(_is_graph_value, it)))
            for it in items):
        err = TensorIndexError(_MUTABLE_SEQ_MSG)
        err._msgraph_no_specialize = True   # not retried with the Tensor's value as a constant (compiler.py)
        raise err


def encode_index(index: Any) -> Tuple[Spec, List[Any]]:
    """Split a Python index into (hashable spec, list of dynamic index values)."""
    if isinstance(index, (list, tuple)):
        _check_graph_sequence_index(index)
    if isinstance(index, list) and any(not isinstance(i, (bool, int, np.integer)) for i in index):
        # MindSpore: a list holding anything but ints and bools (a Tensor, slice, None, ..., a nested list) indexes
        # as a tuple (h-cpu4; nested lists: gss27)
        index = tuple(index)
    if not isinstance(index, tuple):
        index = (index,)
    spec: List[Tuple[Any, ...]] = []
    dyn: List[Any] = []
    for it in index:
        if it is None:
            spec.append(("n",))
        elif it is Ellipsis:
            spec.append(("e",))
        elif isinstance(it, bool):
            spec.append(("b", it))
        elif isinstance(it, (int, np.integer)):
            spec.append(("i", int(it)))
        elif isinstance(it, slice) and any(hasattr(v, "__msgraph_emit__") for v in (it.start, it.stop, it.step)):
            # graph code: a bound known only when the graph runs (``y[:y.shape[0] - 1]`` of a run-time sized y):
            # ("S", ...) with "d" where the bound is the next index input, an int64 scalar Tensor
            from . import functional as F
            from ..common.dtype import int64

            parts: List[Any] = []
            for what, v in (("start", it.start), ("stop", it.stop), ("step", it.step)):
                if hasattr(v, "__msgraph_emit__"):
                    parts.append("d")
                    dyn.append(v if is_tensorlike(v) and not isinstance(v, int) else F.scalar_to_tensor(v, int64))
                else:
                    parts.append(_static_int(v, what))
            spec.append(("S",) + tuple(parts))
        elif isinstance(it, slice):
            spec.append(("s", _static_int(it.start, "start"), _static_int(it.stop, "stop"),
                         _static_int(it.step, "step")))
        elif is_tensorlike(it) or hasattr(it, "__msgraph_emit__"):
            spec.append(("t",))
            dyn.append(it)
        elif isinstance(it, list) and any(map(_is_graph_value, it)):
            # a list holding graph values (``x[0, [0, 1, t]]`` in graph code): the stacked int64 index, as eager
            from ..common.tensor import Tensor
            from . import functional as F

            spec.append(("t",))
            dyn.append(F.stack([F.cast(e, "int64") if _is_graph_value(e) else Tensor(np.asarray(e, np.int64))
                                for e in it]))
        elif isinstance(it, (list, tuple)):
            if len(it) == 0 and len(index) == 1:
                raise TensorIndexError("When tensor is indexed by list, the list can't be empty.")
            spec.append(("t", "list"))   # a Python sequence: out of range is an IndexError, not Gather's
            dyn.append(np.asarray(it))
        elif isinstance(it, (float, np.floating)):
            raise _FloatIndexError(f"Tensor index: a float ({it!r}) is not a valid index.",
                                   hint="use ints, slices, None, ..., or integer/bool Tensors")
        elif isinstance(it, str):  # MindSpore 2.10: an IndexError, in its words (graph code: its TensorIndex text)
            from ..ir.builder import building_graph

            if building_graph() and _index_boost():
                raise _FloatIndexError(f"Invalid tensor index type: {user_type(it)}, received value: {it!r}.")
            raise _FloatIndexError(f"Unsupported Python object type received: {user_type(it)}. Supported types for tensor "
                                   f"indexing are: list, int, float, tuple, slice, ellipsis, None, array, bool, or "
                                   f"Tensor. Received value: {it!r}")
        else:
            raise ArgumentError(f"Tensor index: unsupported index element of type {user_type(it).__name__}: {it!r}.",
                                hint="use ints, slices, None, ..., or integer/bool Tensors")
    return tuple(spec), dyn


def decode_index(spec: Spec, dyn: Tuple[Any, ...]) -> tuple:
    """Rebuild the numpy index from a spec and the dynamic values (arrays)."""
    out: List[Any] = []
    it = iter(dyn)
    for e in spec:
        k = e[0]
        if k == "i":
            out.append(e[1])
        elif k == "s":
            out.append(slice(e[1], e[2], e[3]))
        elif k == "S":   # bounds read when the graph runs
            out.append(slice(*(int(np.asarray(next(it))) if b == "d" else b for b in e[1:])))
        elif k == "n":
            out.append(None)
        elif k == "e":
            out.append(Ellipsis)
        elif k == "b":
            out.append(e[1])
        else:
            v = np.asarray(next(it))
            if v.dtype.kind not in "ib":   # MindSpore: an IndexError (unsigned index Tensors too)
                raise TensorIndexError(f"The tensor index must be int or bool type, but got {v}")
            out.append(v)
    return tuple(out)


def _describe(spec: Spec) -> str:
    parts = []
    for e in spec:
        k = e[0]
        if k == "i":
            parts.append(str(e[1]))
        elif k == "s":
            parts.append(":".join("" if v is None else str(v) for v in e[1:3]) + ("" if e[3] is None else f":{e[3]}"))
        elif k == "n":
            parts.append("None")
        elif k == "e":
            parts.append("...")
        elif k == "b":
            parts.append(str(e[1]))
        else:
            parts.append("<tensor>")
    return "[" + ", ".join(parts) + "]"


def _index(name: str, arr: np.ndarray, spec: Spec, dyn: Tuple[Any, ...]) -> np.ndarray:
    """arr[index]; an out-of-range or malformed index is a ShapeError naming the op."""
    try:
        return arr[decode_index(spec, dyn)]
    except IndexError as exc:
        m = re.match(r"index (-?\d+) is out of bounds for axis \d+ with size (\d+)", str(exc))
        if m and any(e == ("t",) for e in spec) and not any(e[0] == "i" and e[1] == int(m.group(1)) for e in spec):
            # an index Tensor's value out of range: MindSpore 2.10's Gather kernel error, a RuntimeError (h-sweep5)
            from ..errors import OpRuntimeError

            raise OpRuntimeError(f"For 'Gather', the 'input_indices' should be in the range [0, {m.group(2)}), but "
                                 f"got {m.group(1)}.") from None
        # numpy's "for axis 0 with size n" in MindSpore's words ("for dimension with size n")
        why = re.sub(r"for axis \d+ with size", "for dimension with size", str(exc))
        raise TensorIndexError(f"For '{name}', the index {_describe(spec)} is invalid for a tensor of shape "
                               f"{fmt_shape(arr.shape)}: {why}.") from None


def _result_shape(name: str, shape: Tuple[Any, ...], spec: Spec, dyn: Tuple[Any, ...]) -> Tuple[Any, ...]:
    """Shape of x[index] from avals; a bool-mask index makes its dimension dynamic (None)."""
    if any(e[0] == "S" for e in spec):
        # a slice with run-time bounds: its dimension is dynamic (the shapes of an empty and a full slice there)
        shapes = []
        for sub in (("s", 0, 0, None), ("s", None, None, None)):
            sspec, sdyn, it = [], [], iter(dyn)
            for e in spec:
                if e[0] == "S":
                    for b in e[1:]:
                        if b == "d":
                            next(it)
                    sspec.append(sub)
                elif e[0] == "t":
                    sspec.append(e)
                    sdyn.append(next(it))
                else:
                    sspec.append(e)
            shapes.append(_result_shape(name, shape, tuple(sspec), tuple(sdyn)))
        return tuple(a if a == b else None for a, b in zip(*shapes))
    if any(d is None for d in shape):
        # dimensions known only when the graph runs (after masked_select): the index tried on several sizes of
        # them; a result dimension that differs between the sizes is dynamic too (adapt34d/value_dependent_shape)
        shapes, first_error = [], None
        masks = any(isinstance(d, Aval) and d.dtype.kind == "b" and None in d.shape for d in dyn)
        for size in ((64, 71) if masks else (1 << 20, (1 << 20) + 7)) + (1, 0):   # (a mask's copies stay small)
            try:
                sized = tuple(Aval(tuple(size if q is None else q for q in d.shape), d.dtype)
                              if isinstance(d, Aval) and d.dtype.kind == "b" else d for d in dyn)   # (x[x > 1])
                shapes.append(_result_shape(name, tuple(size if d is None else d for d in shape), spec, sized))
            except (ShapeError, IndexError, OpRuntimeError) as exc:   # (an int index out of a tried size: Gather's)
                first_error = first_error or exc
        if not shapes or len({len(r) for r in shapes}) != 1:
            raise first_error or ShapeError(f"For '{name}', indexing needs a static input shape, got "
                                            f"{fmt_shape(shape)}.")
        return tuple(r[0] if all(q == r[0] for q in r) else None for r in zip(*shapes))
    base = np.broadcast_to(np.zeros((), np.int8), shape)

    def concrete(fill: Any, size: int = 1) -> Tuple[Any, ...]:
        vals = []
        for d in dyn:
            if isinstance(d, Aval):
                if any(s is None for s in d.shape) and d.dtype.kind == "b":
                    raise ShapeError(f"For '{name}', index tensors need static shapes, got {d}.")
                if d.dtype.kind == "b" and fill == "one":   # one True: its index arrays broadcast with any length
                    m = np.zeros(d.shape, np.bool_)
                    m.reshape(-1)[:1] = True
                    vals.append(m)
                elif d.dtype.kind == "b":
                    vals.append(np.full(d.shape, fill, np.bool_))
                else:   # an integer index of a run-time length (x[index1[mask]]): tried at two lengths below
                    vals.append(np.zeros(tuple(size if s is None else s for s in d.shape), d.dtype))
            else:
                vals.append(d)
        return vals

    full = _index(name, base, spec, tuple(concrete(True))).shape
    if any(isinstance(d, Aval) and d.dtype.kind in "iu" and None in d.shape for d in dyn):
        other = _index(name, base, spec, tuple(concrete(True, 2))).shape
        full = tuple(a if a == b else None for a, b in zip(full, other))
    if not any(isinstance(d, Aval) and d.dtype.kind == "b" for d in dyn):
        return tuple(full)
    try:
        empty = _index(name, base, spec, tuple(concrete(False))).shape
    except TensorIndexError:
        # no True at all does not broadcast with the other index arrays (x[t25, :, mask]): the mask's count
        # must then match them (or be 1), so those dimensions are theirs
        empty = _index(name, base, spec, tuple(concrete("one"))).shape
    return tuple(a if a == b else None for a, b in zip(full, empty))


def _check_value(name: str, target: Tuple[Any, ...], vshape: Tuple[Any, ...]) -> None:
    """The assigned value must broadcast to the indexed shape (leading size-1 dims may be dropped)."""
    vshape, target = tuple(vshape), tuple(target)
    given = vshape
    ok = True
    if len(vshape) > len(target):
        ok = all(d in (1, None) for d in vshape[:len(vshape) - len(target)])
        vshape = vshape[len(vshape) - len(target):]
    for v, t in zip(vshape, target[len(target) - len(vshape):]):
        if not (v in (1, None) or t is None or v == t):
            ok = False
    if not ok:
        raise ShapeError(f"For '{name}', the value of shape {fmt_shape(given)} cannot be broadcast to the "
                         f"indexed shape {fmt_shape(target)}.")


# --- GetItem ------------------------------------------------------------------------------------
# ``origin``: the MindSpore primitive this read stands for where it is not basic indexing ("" -- x[...], MindSpore's
# StridedSlice / TensorIndex ops); "Slice" for P.Slice / ops.slice / ops.narrow (ops/array_compose.py), the same values
# but another kernel in MindSpore's Graph mode: float16 Slice rounds, StridedSlice hands unrounded values on between
# float32-kernel ops (passes/f16_raise.py reads it).
GETITEM = define_op("GetItem", OpKind.SHAPE, attrs={"index": (), "origin": ""},
                    doc="GetItem(index=spec, origin='')(x, *index_tensors): x[index] (see module docstring); origin "
                        "'Slice': made by P.Slice / ops.narrow.")
GetItem = GETITEM.prim_class


@GETITEM.def_impl
def _getitem_impl(x: Any, *dyn: Any, index: Spec = (), origin: str = "") -> Any:
    return _index("GetItem", np.asarray(x), index, dyn)


@GETITEM.def_infer
def _getitem_infer(x: Aval, *dyn: Any, index: Spec = (), origin: str = "") -> Aval:
    return Aval(_result_shape("GetItem", x.shape, index, dyn), x.dtype)


@bprop_getters.register(GetItem)
def get_bprop_getitem(self: Any):
    spec = self.attrs["index"]

    def bprop(x, *rest):
        dyn, dout = rest[:-2], rest[-1]
        from .creation import zeros_like

        dx = apply(AddAt(index=spec), (zeros_like(x), dout) + tuple(dyn))
        return (dx,) + tuple(zeros_grad(d) for d in dyn)
    return bprop


def _check_index_rules(x: Any, spec: Spec, write: bool = False, is_tuple: bool = False) -> None:
    """MindSpore 2.10's errors before indexing.  An int or slice index of a 0-d Tensor: in PyNative a TypeError
    ("Cannot iterate over a scalar tensor."; a read by a slice: a ValueError on the rank); in graph code a TypeError
    from StridedSlice (a write: a ValueError), or with ``MS_DEV_TENSOR_INDEX_BOOST=1`` "Invalid index of a 0-dim
    tensor."  Graph code with that variable also refuses a negative slice step (ValueError)."""
    from ..ir.builder import building_graph

    graph = building_graph()
    boost = graph and _index_boost()
    if is_tuple and len(shape_of(x)) == 0 and any(e[0] in ("i", "s", "S") for e in spec) and not boost:
        # a tuple index holding an int or a slice ((0,), (0, 0), (None, 0), (..., 0)) of a 0-d Tensor: MindSpore
        # 2.10's IndexError in both modes, reads and writes ("too many indices for tensor of dimension0"; graph
        # code: "The dim of index cannot be greater than indexed data"), where a bare int / slice is the errors below
        err = TensorIndexError("too many indices for tensor of dimension0")
        err._msgraph_no_specialize = True
        raise err
    if spec and spec[0][0] in ("i", "s") and len(shape_of(x)) == 0:
        if boost:
            err: Exception = TypeError("Invalid index of a 0-dim tensor.")
        elif graph:
            err = ValueError("For primitive:'TupleGetItem', cannot get item by index from an empty sequence.") \
                if write else TypeError("For 'StridedSlice', input can not be a scalar.")
        elif spec[0][0] == "s" and not write:
            err = ValueError("The input data's dim must in the range of [1, 8], but got '0'.")
        else:
            err = TypeError("Cannot iterate over a scalar tensor.")
        err._msgraph_no_specialize = True
        raise err
    if boost and any(e[0] == "s" and e[3] is not None and e[3] < 0 for e in spec):
        err = ValueError("slice step must be positive")
        err._msgraph_no_specialize = True
        raise err


@op_function
def getitem(x: Any, index: Any) -> Any:
    """x[index] for ints, slices, None, ..., tuples and int/bool Tensor indices."""
    return getitem_as(x, index, "")


def getitem_as(x: Any, index: Any, origin: str) -> Any:
    """x[index] read as the GetItem of that ``origin`` (see GETITEM: "Slice" for P.Slice and ops.narrow)."""
    if type(index) is np.ndarray:
        # MindSpore 2.10 takes no numpy array as an index, in both modes (``Tensor(a)`` is the way; msgraph indexed
        # with it in graph code: left46/numpy_array_args)
        raise TensorIndexError(f"Only support integers, slices(`:`), ellipsis(`...`), None, bool, tensor, int, list "
                               f"and tuple as index, but got {index} with type <class 'numpy.ndarray'>")
    if isinstance(index, tuple) and _empty_sequence_index(index):
        raise TensorIndexError("The sequence element(tuple/list) in tuple index can't be empty.")
    spec, dyn = encode_index(index)
    _check_index_rules(x, spec, is_tuple=isinstance(index, tuple))
    from ..ir.builder import building_graph

    if len(shape_of(x)) == 0 and (is_tensorlike(index) or isinstance(index, list)):
        # a Tensor index (int or bool, any rank: ``x[x > 1]``, ``x[Tensor([0])]``) or a list index of a 0-d Tensor:
        # MindSpore 2.10's ValueError in PyNative (its graph code fails NonZero's kernel on a 0-d mask); msgraph
        # returned numpy's one- or zero-element result for a 0-d mask, an IndexError for the others (adapt41tov)
        raise ShapeError(f"The input data's dim must in the range of [1, {8 if isinstance(index, list) else 7}], "
                         f"but got '0'.")
    if not building_graph() and is_tensorlike(index) and np_dtype(index).kind == "b" \
            and 1 <= len(shape_of(index)) <= len(shape_of(x)) \
            and tuple(shape_of(index)) != tuple(shape_of(x))[:len(shape_of(index))]:
        # PyNative, a mask of another shape than x's leading dimensions ((4, 1) of a (4, 4) x, (2,) of a (3, 4) x):
        # MindSpore 2.10's ValueError (msgraph: numpy's IndexError for the shorter masks; adapt41tov)
        bad = next(i for i, (a, b) in enumerate(zip(shape_of(index), shape_of(x))) if a != b)
        raise ValueError(f"The shape of index [const vector]{{{', '.join(map(str, shape_of(index)))}}}does not match "
                         f"the shape of the indexed data [const vector]{{{', '.join(map(str, shape_of(x)))}}} at dim "
                         f"index{bad}")
    if ("b", False) in spec:   # MindSpore reads nothing through a False index: an IndexError (a write is a no-op)
        if isinstance(index, bool):
            raise TensorIndexError("When tensor is indexed by a bool object, the value only support 'True'.")
        raise TensorIndexError("Bool element of tuple index must be 'True', but got 'False'.")
    if isinstance(index, list) and index and all(isinstance(b, bool) for b in index) and not any(index):
        raise TensorIndexError("When tensor is indexed by list, the list can't be empty.")   # [False, ...] selects nothing
    return apply(GetItem(index=spec, origin=origin), (x,) + tuple(dyn))


# --- SetItem ------------------------------------------------------------------------------------
SETITEM = define_op("SetItem", OpKind.SHAPE, attrs={"index": ()},
                    doc="SetItem(index=spec)(x, value, *index_tensors): a copy of x with x[index] = value.")
SetItem = SETITEM.prim_class


@SETITEM.def_impl
def _setitem_impl(x: Any, value: Any, *dyn: Any, index: Spec = ()) -> np.ndarray:
    out = np.array(x, copy=True)
    target = _index("SetItem", out, index, dyn)
    _check_value("SetItem", target.shape, np.shape(value))
    value = np.asarray(value)
    if value.ndim > target.ndim:     # leading size-1 dims dropped (x[0] = Tensor([v]))
        value = value.reshape(value.shape[value.ndim - target.ndim:])
    out[decode_index(index, dyn)] = value
    return out


@SETITEM.def_infer
def _setitem_infer(x: Aval, value: Any, *dyn: Any, index: Spec = ()) -> Aval:
    target = _result_shape("SetItem", x.shape, index, dyn)
    _check_value("SetItem", target, shape_of(value))
    return Aval(x.shape, x.dtype)


@bprop_getters.register(SetItem)
def get_bprop_setitem(self: Any):
    spec = self.attrs["index"]

    def bprop(x, value, *rest):
        dyn, dout = tuple(rest[:-2]), rest[-1]
        dx = apply(SetItem(index=spec), (dout, 0) + dyn)
        dv = reduce_grad(value, apply(GetItem(index=spec), (dout,) + dyn)) if is_tensorlike(value) else 0
        return (dx, dv) + tuple(zeros_grad(d) for d in dyn)
    return bprop


@op_function
def setitem(x: Any, index: Any, value: Any) -> Any:
    """Functional ``x[index] = value``: returns a new tensor, x is unchanged."""
    if _empty_sequence_index(index):
        return x   # MindSpore 2.10 (both modes): an empty list, alone or in a tuple, writes nothing, whatever the value
    index = _broadcast_mask(x, index, value)
    spec, dyn = encode_index(index)
    _check_index_rules(x, spec, write=True, is_tuple=isinstance(index, tuple))
    if isinstance(value, (tuple, list)) and _index_boost():
        from ..ir.builder import building_graph

        if building_graph():   # MindSpore's boosted graph indexing takes no sequence value
            err = TypeError("For __setitem__, the type of value can only be bool, int, float or Tensor.")
            err._msgraph_no_specialize = True
            raise err
    runtime_check = _check_index_value(x, index, value)
    if spec == (("t",),) and _empty_mask(dyn[0]):
        value = 0   # PyNative: a bool mask selecting nothing writes nothing, whatever the value's shape (MindSpore)
    out = apply(SetItem(index=spec), (x, value) + tuple(dyn))
    if runtime_check:
        from .control import depend

        out = depend(out, _runtime_mask_check(x, value))
    return out


def _runtime_mask_check(x: Any, value: Any) -> Any:
    """MindSpore 2.10 writes graph code's ``x[mask] = value`` (a bool mask, a value of a run-time length) as
    ``select(mask, broadcast_to(value padded with trailing 1-dims, x.shape), x)``: where that broadcast succeeds the
    result is numpy's write, so msgraph writes numpy's way and keeps the broadcast as a check when the graph runs (its
    BroadcastTo ValueError; no gradient goes through the check)."""
    from . import functional as F

    check = F.stop_gradient(value)
    for _ in range(len(shape_of(x)) - len(shape_of(value))):
        check = F.expand_dims(check, -1)
    return F.broadcast_to(check, tuple(shape_of(x)))


def write_slices(x: Any, index: Tuple[Any, ...], value: Any) -> Any:
    """``x`` with ``x[index] = value`` for an index of slices (and ints) whose target ``value`` already fits: the
    write of slice_scatter / select_scatter, which MindSpore 2.10 makes with TensorScatterElements, not setitem's
    TensorCopySlices -- none of setitem's graph-mode dtype refusals applies (an int8 select_scatter computes there)."""
    spec, dyn = encode_index(index)
    return apply(SetItem(index=spec), (x, value) + tuple(dyn))


def _broadcast_mask(x: Any, index: Any, value: Any) -> Any:
    """A bool Tensor mask of x's rank with size-1 dimensions where x's are larger (a (4, 1) mask of a (4, 4) x):
    MindSpore 2.10 broadcasts it to x's shape for a number or one-element value (both modes; adapt34t)."""
    if not (is_tensorlike(index) or _is_graph_value(index)) or np_dtype(index).kind != "b":
        return index
    ishape, xshape = tuple(shape_of(index)), tuple(shape_of(x))
    if len(ishape) != len(xshape) or ishape == xshape or None in ishape or None in xshape \
            or any(i not in (1, d) for i, d in zip(ishape, xshape)):
        return index
    if not (isinstance(value, (bool, int, float)) or (is_tensorlike(value) or _is_graph_value(value))
            and all(d == 1 for d in shape_of(value))):
        return index
    from . import functional as F

    return F.broadcast_to(index, xshape)


#: graph-mode setitem into these dtypes: a list / tuple value is MindSpore 2.10's TypeError (TupleToTensor), and so
#: is a write through ints + one slice of step 1 except for Int16 (TensorCopySlices has no CPU kernel); measured
_NO_SEQ_VALUE_DTYPES = {"int8": "Int8", "int16": "Int16", "uint8": "UInt8", "uint16": "UInt16"}


def _broadcasts(shape: Tuple[Any, ...], target: Tuple[Any, ...]) -> bool:
    """Whether ``shape`` broadcasts to ``target`` keeping its rank."""
    try:
        return len(np.broadcast_shapes(shape, target)) == len(target) and np.broadcast_shapes(shape, target) == target
    except ValueError:
        return False


def _check_index_value(x: Any, index: Any, value: Any) -> bool:
    """MindSpore 2.10's errors for the value of ``x[index] = value`` with a lone Tensor (or bool list) index
    (adapt34t, measured): PyNative, a list / tuple value for a bool Tensor mask is a ValueError from BroadcastTo,
    for a 0-d int Tensor index a ValueError from TensorScatterUpdate.  Graph code writes through a bool mask with
    ``select(mask, broadcast_to(value padded with trailing 1-dims to x's rank, x.shape), x)``: a value that does
    not broadcast so (``x[m] = Tensor of shape (count, ...)`` with count != x.shape[0], ``x[m] += 1`` with
    m of rank < x's) is numpy's ValueError there.  (Values that broadcast both ways are written numpy's way, as in
    PyNative; see docs/differences.md, "Session 34 (adapt34t)".)"""
    from ..ir.builder import building_graph

    graph = building_graph()
    lone = is_tensorlike(index) or _is_graph_value(index)
    kind = np_dtype(index).kind if lone else ""
    if not graph and lone and isinstance(value, (list, tuple)):
        if kind == "b" and len(shape_of(index)) >= 1 and not _empty_mask(index):   # selecting nothing: no write
            target = np.asarray(x)[np.asarray(index)].shape if hasattr(x, "asnumpy") else ()
            raise ValueError(f"For 'BroadcastTo', in order to broadcast, each dimension pair must be equal or input "
                             f"dimension is 1 or target dimension is -1. But got x_shape: {fmt_shape(shape_of(x))}, "
                             f"target shape: {fmt_shape(target)}.")
        if kind in "iu" and len(shape_of(index)) == 0:
            raise ValueError("For TensorScatterUpdate, the dimension of 'indices' cannot be less than 2,  but got 1")
    if graph and hasattr(x, "dtype") and np_dtype(x).name in _NO_SEQ_VALUE_DTYPES:
        name = _NO_SEQ_VALUE_DTYPES[np_dtype(x).name]
        if isinstance(value, (list, tuple)) and not any(is_tensorlike(v) or _is_graph_value(v) for v in value):
            err = TypeError(f"Invalid scalar type: {name}")   # MindSpore's TupleToTensor for the value
            err._msgraph_no_specialize = True
            raise err
        spec, _ = encode_index(index)
        lead = [e for e in spec if e[0] != "i"]
        if name != "Int16" and len(lead) == 1 and spec[-1] is lead[0] and lead[0][0] == "s" \
                and lead[0][3] in (None, 1) and len(spec) <= len(shape_of(x)) \
                and None not in tuple(shape_of(x)) \
                and len(range(*slice(*lead[0][1:]).indices(shape_of(x)[len(spec) - 1]))) > 0:   # empty: no write
            # ints then one slice of step 1: MindSpore writes with TensorCopySlices, no CPU kernel for the dtype
            err = TypeError(f"Select CPU operator[TensorCopySlices] fail! Unsupported data type! The supported "
                            f"data types are input[Bool Bool Int64 Int64 Int64], output[Bool]; input[Int32 Int32 "
                            f"Int64 Int64 Int64], output[Int32]; input[Float32 Float32 Int64 Int64 Int64], "
                            f"output[Float32]; input[Float64 Float64 Int64 Int64 Int64], output[Float64]; , but get "
                            f"input[{name} {name} Int64 Int64 Int64 ] and output[{name} ]")
            err._msgraph_no_specialize = True
            raise err
    bool_list = isinstance(index, list) and bool(index) and all(isinstance(b, bool) for b in index)
    if graph and ((kind == "b" and len(shape_of(index)) >= 1) or bool_list) \
            and not isinstance(value, (bool, int, float)):
        xshape = tuple(shape_of(x))
        vshape = tuple(shape_of(value)) if is_tensorlike(value) or _is_graph_value(value) else np.shape(value)
        padded = tuple(vshape) + (1,) * (len(xshape) - len(vshape))
        if None in xshape:
            return
        known = tuple(x_d if v_d is None else v_d for v_d, x_d in zip(padded, xshape))
        if None in padded and _broadcasts(known, xshape):
            # a value of a run-time length that may broadcast (``x[m] += 2`` with m a 1-d mask over axis 0: x[m] is
            # (count, 3, 4) for a (2, 3, 4) x): MindSpore 2.10 broadcasts it to x's shape when the graph runs, its
            # BroadcastTo ValueError unless count is 1 or x.shape[0] (measured: adapt34t, adapt41cmp); setitem
            # checks it so (:func:`_runtime_mask_check`)
            return True
        if None in padded:   # a value of a run-time length (``x[m] += v`` reads x[m]): BroadcastTo's error
            err = ValueError(f"For 'BroadcastTo', in order to broadcast, each dimension pair must be equal or input "
                             f"dimension is 1 or target dimension is -1. But got x_shape: "
                             f"{str(tuple(-1 if d is None else d for d in padded)).replace(' ', '')}, target shape: "
                             f"{str(xshape).replace(' ', '')}.")
            err._msgraph_no_specialize = True
            raise err
        try:
            ok = len(np.broadcast_shapes(padded, xshape)) == len(xshape)
        except ValueError:
            ok = False
        if not ok:
            err = ValueError(f"operands could not be broadcast together with remapped shapes [original->remapped]: "
                             f"{str(padded).replace(' ', '')}  and requested shape {str(xshape).replace(' ', '')}")
            err._msgraph_no_specialize = True
            raise err


def _empty_sequence_index(index: Any) -> bool:
    """``[]``, or a tuple index holding an empty list / tuple (``x[0, []]``)."""
    if isinstance(index, list):
        return not index
    return isinstance(index, tuple) and any(isinstance(e, (list, tuple)) and not e for e in index)


def _empty_mask(index: Any) -> bool:
    """Whether ``index`` is a concrete (PyNative) bool Tensor with no True element."""
    from ..ir.builder import building_graph

    if building_graph() or not is_tensorlike(index) or not hasattr(index, "asnumpy"):
        return False
    mask = index.asnumpy()
    return mask.dtype == np.bool_ and not mask.any()


# --- AddAt --------------------------------------------------------------------------------------
ADD_AT = define_op("AddAt", OpKind.OTHER, attrs={"index": ()},
                   doc="AddAt(index=spec)(x, value, *index_tensors): a copy of x with value added at x[index]; "
                       "repeated indices accumulate (numpy.add.at). The adjoint of GetItem.")
AddAt = ADD_AT.prim_class


@ADD_AT.def_impl
def _add_at_impl(x: Any, value: Any, *dyn: Any, index: Spec = ()) -> np.ndarray:
    out = np.array(x, copy=True)
    target = _index("AddAt", out, index, dyn)
    _check_value("AddAt", target.shape, np.shape(value))
    np.add.at(out, decode_index(index, dyn), np.asarray(value).astype(out.dtype, copy=False))
    return out


@ADD_AT.def_infer
def _add_at_infer(x: Aval, value: Any, *dyn: Any, index: Spec = ()) -> Aval:
    target = _result_shape("AddAt", x.shape, index, dyn)
    _check_value("AddAt", target, shape_of(value))
    return Aval(x.shape, x.dtype)


@bprop_getters.register(AddAt)
def get_bprop_add_at(self: Any):
    spec = self.attrs["index"]

    def bprop(x, value, *rest):
        dyn, dout = tuple(rest[:-2]), rest[-1]
        dv = reduce_grad(value, apply(GetItem(index=spec), (dout,) + dyn)) if is_tensorlike(value) else 0
        return (dout, dv) + tuple(zeros_grad(d) for d in dyn)
    return bprop


@op_function
def add_at(x: Any, index: Any, value: Any) -> Any:
    """A copy of x with ``value`` added at ``x[index]`` (repeated indices accumulate)."""
    spec, dyn = encode_index(index)
    return apply(AddAt(index=spec), (x, value) + tuple(dyn))


def _float_index_error_class() -> type:
    from ..errors import MsGraphError

    class FloatIndexError(MsGraphError, IndexError):
        """A float used as a Tensor index: an IndexError, as in MindSpore."""

    return FloatIndexError


_FloatIndexError = _float_index_error_class()

__all__ = public_functions(globals())  # every function form defined here (op_function)
