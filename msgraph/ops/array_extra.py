"""More array ops the model zoo uses: N-d gather/scatter (GatherNd, ScatterNd, TensorScatterUpdate,
TensorScatterAdd, ScatterNdUpdate), GatherD, ArgMaxWithValue/ArgMinWithValue, TopK, Sort, ReverseV2,
ReverseSequence and Pad.  Each is one OpDef (impl, inference, bprop, function form).

Compositions of these and older ops (Slice, Unstack, AddN, Shape, DepthToSpace...) are in
:mod:`msgraph.ops.array_compose`.  Index outputs are int32 where MindSpore 2.10 gives int32
(TopK, Sort) and int64 where it gives int64 (ArgMaxWithValue).
"""
from __future__ import annotations

import builtins
from typing import Any, Sequence, Tuple

import numpy as np

from ..common.aval import Aval
from ..common.tensor import Parameter, Tensor
from ..errors import ArgumentError, DTypeError, MsGraphError, ShapeError
from ._helpers import dtype_name, fmt_shape, normalize_axis, np_dtype, shape_of, zeros_grad
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim, public_functions


class IndicesRangeError(MsGraphError, RuntimeError):
    """An index outside its dimension, found while running the op (MindSpore raises RuntimeError)."""


def _contiguous(a: Any) -> np.ndarray:
    """A C-contiguous copy when needed; a 0-d result stays 0-d (np.ascontiguousarray makes it 1-d)."""
    a = np.asarray(a)
    return a if a.flags.c_contiguous else np.ascontiguousarray(a).reshape(a.shape)


def _F():
    from . import functional

    return functional


def _require_int(name: str, arg: str, x: Any) -> None:
    if isinstance(x, bool) or np_dtype(x).kind not in "iu":
        raise DTypeError(f"For '{name}', the '{arg}' must be an int tensor, but got {dtype_name(x)}.")


def _as_nd(idx: np.ndarray) -> tuple:
    return tuple(np.moveaxis(idx, -1, 0))


# --- GatherNd / ScatterNd / TensorScatterUpdate / TensorScatterAdd --------------------------------------
def _nd_shapes(name: str, xshape: Tuple[Any, ...], ishape: Tuple[Any, ...]) -> Tuple[Tuple[Any, ...], int]:
    """(shape of the gathered slices: indices.shape[:-1] + x.shape[k:], k = indices.shape[-1])."""
    if not ishape:
        raise ShapeError(f"For '{name}', the 'indices' must have at least 1 dimension, but got a scalar.")
    k = ishape[-1]
    if k is not None and k > len(xshape):
        raise ShapeError(f"For '{name}', the last dimension of 'indices' ({k}) must not be greater than the rank "
                         f"of the input ({len(xshape)}).")
    return tuple(ishape[:-1]) + tuple(xshape[k:]), k


def _check_bounds(name: str, idx: np.ndarray, shape: Tuple[int, ...]) -> np.ndarray:
    k = idx.shape[-1]
    dims = np.asarray(shape[:k], np.int64)
    bad = (idx < 0) | (idx >= dims)
    if bad.any():
        where = tuple(np.argwhere(bad.any(-1))[0])
        raise IndicesRangeError(f"For '{name}', the indices{list(where)}: {idx[where].tolist()} does not index into "
                                f"input_shape: {list(shape)}.")
    return idx


GATHER_ND = define_op("GatherNd", OpKind.OTHER,
                      doc="GatherNd()(input_x, indices): the slices of input_x at the N-d indices "
                          "(indices.shape[-1] leading coordinates each).")
GatherNd = GATHER_ND.prim_class
_P_GATHER_ND = prim(GATHER_ND)


@GATHER_ND.def_impl
def _gather_nd_impl(x: Any, indices: Any) -> np.ndarray:
    x = np.asarray(x)
    idx = np.asarray(indices)
    _require_int("GatherNd", "indices", idx)
    _nd_shapes("GatherNd", x.shape, idx.shape)
    _check_bounds("GatherNd", idx, x.shape)
    return _contiguous(x[_as_nd(idx)])


@GATHER_ND.def_infer
def _gather_nd_infer(x: Aval, indices: Any) -> Aval:
    _require_int("GatherNd", "indices", indices)
    shape, _ = _nd_shapes("GatherNd", x.shape, shape_of(indices))
    return Aval(shape, x.dtype)


@bprop_getters.register(GatherNd)
def get_bprop_gather_nd(self: Any):
    def bprop(x, indices, out, dout):
        return (scatter_nd(indices, dout, tuple(shape_of(x))), zeros_grad(indices))
    return bprop


@op_function
def gather_nd(input_x: Any, indices: Any) -> Any:
    """The slices of input_x addressed by the last axis of ``indices``."""
    return apply(_P_GATHER_ND, (input_x, indices))


def _check_updates(name: str, xshape: Tuple[Any, ...], ishape: Tuple[Any, ...], ushape: Tuple[Any, ...]) -> None:
    want, _ = _nd_shapes(name, xshape, ishape)
    if tuple(ushape) != tuple(want):
        raise ShapeError(f"For '{name}', the shape of 'updates' must be {fmt_shape(want)} "
                         f"(indices.shape[:-1] + input_x.shape[indices.shape[-1]:]), but got {fmt_shape(ushape)}.")


def _check_shape_arg(name: str, shape: Any) -> Tuple[int, ...]:
    if isinstance(shape, list):
        shape = tuple(shape)
    if not isinstance(shape, tuple) or not shape or not builtins.all(
            isinstance(d, (int, np.integer)) and not isinstance(d, bool) and d > 0 for d in shape):
        raise ShapeError(f"For '{name}', the 'shape' must be a non-empty tuple of positive ints, but got {shape!r}.")
    return tuple(int(d) for d in shape)


SCATTER_ND = define_op("ScatterNd", OpKind.OTHER, const_inputs=(2,),
                       doc="ScatterNd()(indices, updates, shape): zeros of ``shape`` with updates added at the "
                           "N-d indices (duplicates accumulate).")
ScatterNd = SCATTER_ND.prim_class
_P_SCATTER_ND = prim(SCATTER_ND)


@SCATTER_ND.def_impl
def _scatter_nd_impl(indices: Any, updates: Any, shape: Any) -> np.ndarray:
    idx = np.asarray(indices)
    upd = np.asarray(updates)
    _require_int("ScatterNd", "indices", idx)
    shape = _check_shape_arg("ScatterNd", shape)
    _check_updates("ScatterNd", shape, idx.shape, upd.shape)
    _check_bounds("ScatterNd", idx, shape)
    out = np.zeros(shape, upd.dtype)
    np.add.at(out, _as_nd(idx), upd)
    return out


@SCATTER_ND.def_infer
def _scatter_nd_infer(indices: Any, updates: Aval, shape: Any) -> Aval:
    _require_int("ScatterNd", "indices", indices)
    shape = _check_shape_arg("ScatterNd", shape)
    _check_updates("ScatterNd", shape, shape_of(indices), updates.shape)
    return Aval(shape, updates.dtype)


@bprop_getters.register(ScatterNd)
def get_bprop_scatter_nd(self: Any):
    def bprop(indices, updates, shape, out, dout):
        return (zeros_grad(indices), gather_nd(dout, indices), 0)
    return bprop


@op_function
def scatter_nd(indices: Any, updates: Any, shape: Any) -> Any:
    """Zeros of ``shape`` with ``updates`` added at ``indices``."""
    return apply(_P_SCATTER_ND, (indices, updates, tuple(shape)))


def _tensor_scatter(name: str, write: Any, differentiable: bool = True):
    op = define_op(name, OpKind.OTHER, differentiable=differentiable, doc=f"{name}()(input_x, indices, updates).")

    @op.def_impl
    def impl(x: Any, indices: Any, updates: Any) -> np.ndarray:
        x = np.asarray(x)
        idx = np.asarray(indices)
        _require_int(name, "indices", idx)
        _check_updates(name, x.shape, idx.shape, np.shape(updates))
        _check_bounds(name, idx, x.shape)
        out = x.copy()
        write(out, _as_nd(idx), np.asarray(updates, x.dtype))
        return out

    @op.def_infer
    def infer(x: Aval, indices: Any, updates: Any) -> Aval:
        _require_int(name, "indices", indices)
        _check_updates(name, x.shape, shape_of(indices), shape_of(updates))
        return Aval(x.shape, x.dtype)

    return op, op.prim_class


def _put(out: np.ndarray, where: tuple, upd: np.ndarray) -> None:
    out[where] = upd


TENSOR_SCATTER_UPDATE, TensorScatterUpdate = _tensor_scatter("TensorScatterUpdate", _put)
TENSOR_SCATTER_ADD, TensorScatterAdd = _tensor_scatter("TensorScatterAdd", np.add.at)
TENSOR_SCATTER_SUB, TensorScatterSub = _tensor_scatter("TensorScatterSub", np.subtract.at)
TENSOR_SCATTER_MUL, TensorScatterMul = _tensor_scatter("TensorScatterMul", np.multiply.at, False)
TENSOR_SCATTER_DIV, TensorScatterDiv = _tensor_scatter(
    "TensorScatterDiv", lambda o, i, u: (np.divide if o.dtype.kind == "f" else np.floor_divide).at(o, i, u), False)
TENSOR_SCATTER_MAX, TensorScatterMax = _tensor_scatter("TensorScatterMax", np.maximum.at, False)
TENSOR_SCATTER_MIN, TensorScatterMin = _tensor_scatter("TensorScatterMin", np.minimum.at, False)


@bprop_getters.register(TensorScatterSub)
def get_bprop_tensor_scatter_sub(self: Any):
    def bprop(x, indices, updates, out, dout):
        F = _F()
        return (dout, zeros_grad(indices), F.neg(F.cast(gather_nd(dout, indices), updates.dtype)))
    return bprop


@bprop_getters.register(TensorScatterUpdate)
def get_bprop_tensor_scatter_update(self: Any):
    def bprop(x, indices, updates, out, dout):
        F = _F()
        return (tensor_scatter_update(dout, indices, F.zeros_like(updates)), zeros_grad(indices),
                F.cast(gather_nd(dout, indices), updates.dtype))
    return bprop


@bprop_getters.register(TensorScatterAdd)
def get_bprop_tensor_scatter_add(self: Any):
    def bprop(x, indices, updates, out, dout):
        return (dout, zeros_grad(indices), _F().cast(gather_nd(dout, indices), updates.dtype))
    return bprop


@op_function
def tensor_scatter_update(input_x: Any, indices: Any, updates: Any) -> Any:
    """A copy of input_x with the slices at ``indices`` replaced by ``updates``."""
    return apply(prim(TENSOR_SCATTER_UPDATE), (input_x, indices, updates))


@op_function
def tensor_scatter_add(input_x: Any, indices: Any, updates: Any) -> Any:
    """A copy of input_x with ``updates`` added at ``indices`` (duplicates accumulate)."""
    return apply(prim(TENSOR_SCATTER_ADD), (input_x, indices, updates))


def _tensor_scatter_fn(op: Any, what: str) -> Any:
    def fn(input_x: Any, indices: Any, updates: Any) -> Any:
        return apply(prim(op), (input_x, indices, updates))
    fn.__name__ = fn.__qualname__ = "tensor_scatter_" + op.name[len("TensorScatter"):].lower()
    fn.__doc__ = f"A copy of input_x with the slices at ``indices`` {what} ``updates`` (duplicates apply in turn)."
    return op_function(fn)


tensor_scatter_sub = _tensor_scatter_fn(TENSOR_SCATTER_SUB, "minus")
tensor_scatter_mul = _tensor_scatter_fn(TENSOR_SCATTER_MUL, "times")
tensor_scatter_div = _tensor_scatter_fn(TENSOR_SCATTER_DIV, "divided by")
tensor_scatter_max = _tensor_scatter_fn(TENSOR_SCATTER_MAX, "the maximum with")
tensor_scatter_min = _tensor_scatter_fn(TENSOR_SCATTER_MIN, "the minimum with")


# --- ScatterNdUpdate / ScatterNdAdd: write a Parameter in place ----------------------------------------
def _define_scatter_write(name: str, tensor_op: Any, fn: Any):
    op = define_op(name, OpKind.EFFECT, attrs={"use_locking": False}, differentiable=False,
                   doc=f"{name}(use_locking=False)(input_x, indices, updates): writes the Parameter input_x "
                       f"in place (as {tensor_op.name}) and returns it.")
    op.writes_input = 0
    op.combine = fn
    op.def_impl(lambda x, indices, updates, use_locking=False: tensor_op.impl(x, indices, updates))
    op.def_infer(lambda x, indices, updates, use_locking=False: tensor_op.infer(x, indices, updates))
    cls = op.prim_class

    def __call__(self: Any, input_x: Any, indices: Any, updates: Any) -> Any:
        out = apply(self, (input_x, indices, updates))
        if type(out) is Tensor and isinstance(input_x, Tensor):
            if isinstance(input_x, Parameter):
                input_x._write(out._data)
            else:
                input_x._data = out._data
            return input_x
        return out

    cls.__call__ = __call__
    return op, cls


SCATTER_ND_UPDATE, ScatterNdUpdate = _define_scatter_write(
    "ScatterNdUpdate", TENSOR_SCATTER_UPDATE, lambda x, i, u: tensor_scatter_update(x, i, u))
SCATTER_ND_ADD, ScatterNdAdd = _define_scatter_write(
    "ScatterNdAdd", TENSOR_SCATTER_ADD, lambda x, i, u: tensor_scatter_add(x, i, u))
SCATTER_ND_SUB, ScatterNdSub = _define_scatter_write("ScatterNdSub", TENSOR_SCATTER_SUB, tensor_scatter_sub)
SCATTER_ND_MUL, ScatterNdMul = _define_scatter_write("ScatterNdMul", TENSOR_SCATTER_MUL, tensor_scatter_mul)
SCATTER_ND_DIV, ScatterNdDiv = _define_scatter_write("ScatterNdDiv", TENSOR_SCATTER_DIV, tensor_scatter_div)
SCATTER_ND_MAX, ScatterNdMax = _define_scatter_write("ScatterNdMax", TENSOR_SCATTER_MAX, tensor_scatter_max)
SCATTER_ND_MIN, ScatterNdMin = _define_scatter_write("ScatterNdMin", TENSOR_SCATTER_MIN, tensor_scatter_min)


@op_function
def scatter_nd_update(input_x: Any, indices: Any, updates: Any, use_locking: bool = True) -> Any:
    """Write ``updates`` into the Parameter input_x at ``indices``; returns input_x."""
    return prim(SCATTER_ND_UPDATE, use_locking=use_locking)(input_x, indices, updates)


@op_function
def scatter_nd_add(input_x: Any, indices: Any, updates: Any, use_locking: bool = False) -> Any:
    """Add ``updates`` into the Parameter input_x at ``indices``; returns input_x."""
    return prim(SCATTER_ND_ADD, use_locking=use_locking)(input_x, indices, updates)


# --- scatter along one axis (the gradient of every "take along axis" op below) -----------------------------
def scatter_along_axis(g: Any, index: Any, xshape: Tuple[int, ...], axis: int) -> Any:
    """Zeros of ``xshape`` with ``g`` added at ``index`` along ``axis`` (index and g of one shape)."""
    F = _F()
    ishape = tuple(shape_of(index))
    grids = np.indices(ishape, dtype=np.int64)
    cols = [F.cast(index, np.int64) if d == axis else Tensor(grids[d]) for d in builtins.range(len(ishape))]
    return scatter_nd(F.stack(cols, -1), g, tuple(xshape))


# --- GatherD ---------------------------------------------------------------------------------------
def _gather_d_check(xshape: Tuple[Any, ...], dim: Any, ishape: Tuple[Any, ...]) -> int:
    d = normalize_axis("GatherD", dim, len(xshape), "dim")
    if len(ishape) != len(xshape):
        raise ShapeError(f"For 'GatherD', the rank of 'index' ({len(ishape)}) must equal the rank of 'x' "
                         f"({len(xshape)}).")
    for i, (a, b) in enumerate(zip(ishape, xshape)):
        if i != d and a is not None and b is not None and a > b:
            raise ShapeError(f"For 'GatherD', the shape of 'index' {fmt_shape(ishape)} must not exceed the shape of "
                             f"'x' {fmt_shape(xshape)} except on dimension {d}.")
    return d


GATHER_D = define_op("GatherD", OpKind.OTHER, const_inputs=(1,),
                     doc="GatherD()(x, dim, index): out[i][j] = x[index[i][j]][j] (dim 0), and so on.")
GatherD = GATHER_D.prim_class
_P_GATHER_D = prim(GATHER_D)


@GATHER_D.def_impl
def _gather_d_impl(x: Any, dim: Any, index: Any) -> np.ndarray:
    x = np.asarray(x)
    idx = np.asarray(index)
    _require_int("GatherD", "index", idx)
    d = _gather_d_check(x.shape, dim, idx.shape)
    if idx.size and ((idx < 0) | (idx >= x.shape[d])).any():
        raise IndicesRangeError(f"For 'GatherD', the values of 'index' must be in [0, {x.shape[d]}), "
                                f"but got {idx.min()} to {idx.max()}.")
    where = list(np.indices(idx.shape, sparse=True))
    where[d] = idx
    return _contiguous(x[tuple(where)])


@GATHER_D.def_infer
def _gather_d_infer(x: Aval, dim: Any, index: Any) -> Aval:
    _require_int("GatherD", "index", index)
    _gather_d_check(x.shape, dim, shape_of(index))
    return Aval(tuple(shape_of(index)), x.dtype)


@bprop_getters.register(GatherD)
def get_bprop_gather_d(self: Any):
    def bprop(x, dim, index, out, dout):
        xshape = tuple(shape_of(x))
        d = normalize_axis("GatherD", dim, len(xshape), "dim")
        return (scatter_along_axis(dout, index, xshape, d), 0, zeros_grad(index))
    return bprop


@op_function
def gather_d(x: Any, dim: int, index: Any) -> Any:
    """Values of x picked along ``dim`` by ``index`` (torch.gather)."""
    return apply(_P_GATHER_D, (x, dim, index))


@op_function
def gather_elements(input: Any, dim: int, index: Any) -> Any:  # noqa: A002
    """MindSpore 2.x name of :func:`gather_d`."""
    return apply(_P_GATHER_D, (input, dim, index))


# --- ArgMaxWithValue / ArgMinWithValue --------------------------------------------------------------------
def _define_arg_with_value(name: str, arg_fn: Any):
    op = define_op(name, OpKind.REDUCTION, attrs={"axis": 0, "keep_dims": False}, n_outputs=2,
                   doc=f"{name}(axis=0, keep_dims=False)(x) -> (index int64, value) of the extremum along axis.")

    def check(shape: Tuple[Any, ...], axis: Any) -> int:
        if not shape:
            raise ShapeError(f"For '{name}', the input must have at least 1 dimension, but got a scalar.")
        nd = len(shape)
        if isinstance(axis, bool) or not isinstance(axis, (int, np.integer)):
            raise ArgumentError(f"For '{name}', the 'axis' must be an int, but got {type(axis).__name__}.")
        if not -nd <= axis < nd:
            raise ShapeError(f"For primitive[{name}], the axis must be in [{-nd},{nd}), but got {axis}.")
        return int(axis) % nd

    @op.def_impl
    def impl(x: Any, axis: int = 0, keep_dims: bool = False) -> Tuple[np.ndarray, np.ndarray]:
        x = np.asarray(x)
        a = check(x.shape, axis)
        idx = np.expand_dims(arg_fn(x, axis=a), a)
        val = np.take_along_axis(x, idx, a)
        if not keep_dims:
            idx, val = np.squeeze(idx, a), np.squeeze(val, a)
        return idx.astype(np.int64), _contiguous(val)

    @op.def_infer
    def infer(x: Aval, axis: int = 0, keep_dims: bool = False) -> Tuple[Aval, Aval]:
        a = check(x.shape, axis)
        shape = tuple(1 if i == a else d for i, d in enumerate(x.shape)) if keep_dims else \
            tuple(d for i, d in enumerate(x.shape) if i != a)
        return Aval(shape, np.dtype(np.int64)), Aval(shape, x.dtype)

    def get_bprop(self: Any):
        axis, keep = self.attrs["axis"], self.attrs["keep_dims"]

        def bprop(x, out, dout):
            F = _F()
            xshape = tuple(shape_of(x))
            a = check(xshape, axis)
            idx, g = out[0], dout[1]
            if not keep:
                idx, g = F.expand_dims(idx, a), F.expand_dims(g, a)
            return (scatter_along_axis(g, idx, xshape, a),)
        return bprop

    get_bprop.__name__ = get_bprop.__qualname__ = f"get_bprop_{name.lower()}"
    bprop_getters.register(op.prim_class)(get_bprop)
    return op, op.prim_class


from .reduce import _skip_nan  # noqa: E402  (MindSpore's kernels scan with >/<: NaN after the first never wins)

ARGMAX_WITH_VALUE, ArgMaxWithValue = _define_arg_with_value("ArgMaxWithValue", _skip_nan(np.argmax, -np.inf))
ARGMIN_WITH_VALUE, ArgMinWithValue = _define_arg_with_value("ArgMinWithValue", _skip_nan(np.argmin, np.inf))


# --- Sort / TopK -----------------------------------------------------------------------------------------
def _stable_order(x: np.ndarray, axis: int, descending: bool) -> np.ndarray:
    """Stable argsort along axis; descending keeps equal values in index order (as MindSpore)."""
    if not descending:
        return np.argsort(x, axis=axis, kind="stable")
    n = x.shape[axis]
    rev = np.argsort(np.flip(x, axis), axis=axis, kind="stable")
    return np.flip(n - 1 - rev, axis)


SORT = define_op("Sort", OpKind.OTHER, attrs={"axis": -1, "descending": False}, n_outputs=2,
                 doc="Sort(axis=-1, descending=False)(x) -> (sorted values, int32 indices); stable.")
Sort = SORT.prim_class


def _sort_axis(shape: Tuple[Any, ...], axis: Any) -> int:
    if not shape:
        raise ShapeError("For 'Sort', the input must have at least 1 dimension, but got a scalar.")
    return normalize_axis("Sort", axis, len(shape))


@SORT.def_impl
def _sort_impl(x: Any, axis: int = -1, descending: bool = False) -> Tuple[np.ndarray, np.ndarray]:
    x = np.asarray(x)
    a = _sort_axis(x.shape, axis)
    order = _stable_order(x, a, descending)
    return np.take_along_axis(x, order, a), order.astype(np.int32)


@SORT.def_infer
def _sort_infer(x: Aval, axis: int = -1, descending: bool = False) -> Tuple[Aval, Aval]:
    _sort_axis(x.shape, axis)
    return Aval(x.shape, x.dtype), Aval(x.shape, np.dtype(np.int32))


@bprop_getters.register(Sort)
def get_bprop_sort(self: Any):
    axis = self.attrs["axis"]

    def bprop(x, out, dout):
        xshape = tuple(shape_of(x))
        return (scatter_along_axis(dout[0], out[1], xshape, _sort_axis(xshape, axis)),)
    return bprop


@op_function
def sort(input_x: Any, axis: int = -1, descending: bool = False) -> Any:
    """(values, int32 indices) of input_x sorted along axis (stable)."""
    return apply(prim(SORT, axis=axis, descending=bool(descending)), (input_x,))


@op_function
def argsort(input: Any, axis: int = -1, descending: bool = False) -> Any:  # noqa: A002
    """The int32 indices that sort input along axis."""
    return sort(input, axis, descending)[1]


TOPK = define_op("TopK", OpKind.OTHER, attrs={"sorted": True}, const_inputs=(1,), n_outputs=2,
                 doc="TopK(sorted=True)(input_x, k) -> (the k largest values along the last axis, int32 indices).")
TopK = TOPK.prim_class


def _topk_check(shape: Tuple[Any, ...], k: Any) -> None:
    if isinstance(k, bool) or not isinstance(k, (int, np.integer)):
        raise DTypeError(f"For primitive[TopK], the input argument[k] must be a type of {{Int32, Int64}}, "
                         f"but got {dtype_name(k)}.")
    n = shape[-1] if shape else 1
    if n is not None and not 0 < k <= n:
        raise ShapeError(f"For primitive[TopK], the k must be in (0,{n}], but got {k}.")


@TOPK.def_impl
def _topk_impl(x: Any, k: Any, sorted: bool = True) -> Tuple[np.ndarray, np.ndarray]:  # noqa: A002
    x = np.asarray(x)
    _topk_check(x.shape, k)
    if x.ndim == 0:
        return x.copy(), np.zeros((), np.int32)
    order = _stable_order(x, -1, True)[..., :int(k)]
    return np.take_along_axis(x, order, -1), order.astype(np.int32)


@TOPK.def_infer
def _topk_infer(x: Aval, k: Any, sorted: bool = True) -> Tuple[Aval, Aval]:  # noqa: A002
    _topk_check(x.shape, k)
    shape = tuple(x.shape[:-1]) + (int(k),) if x.shape else ()
    return Aval(shape, x.dtype), Aval(shape, np.dtype(np.int32))


@bprop_getters.register(TopK)
def get_bprop_topk(self: Any):
    def bprop(x, k, out, dout):
        xshape = tuple(shape_of(x))
        if not xshape:
            return (dout[0], 0)
        return (scatter_along_axis(dout[0], out[1], xshape, len(xshape) - 1), 0)
    return bprop


@op_function
def topk(input: Any, k: int, dim: Any = None, largest: bool = True, sorted: bool = True) -> Any:  # noqa: A002
    """(values, int32 indices) of the k largest (or smallest) entries along ``dim`` (default: the last)."""
    F = _F()
    nd = len(shape_of(input))
    d = nd - 1 if dim is None or nd == 0 else normalize_axis("topk", dim, nd, "dim")
    x = input
    if d != nd - 1:
        x = F.swapaxes(x, d, nd - 1)
    if largest:
        vals, idx = apply(prim(TOPK, sorted=bool(sorted)), (x, k))
    else:
        _topk_check(tuple(shape_of(x)), k)
        vals, idx = sort(x, -1, False)
        vals, idx = vals[..., :k], idx[..., :k]
    if d != nd - 1:
        vals, idx = F.swapaxes(vals, d, nd - 1), F.swapaxes(idx, d, nd - 1)
    return vals, idx


# --- ReverseV2 -------------------------------------------------------------------------------------------
def _reverse_axes(shape: Tuple[Any, ...], axis: Any) -> Tuple[int, ...]:
    if isinstance(axis, (int, np.integer)) and not isinstance(axis, bool):
        axis = (axis,)
    if not isinstance(axis, (tuple, list)):
        raise ArgumentError(f"For 'ReverseV2', the 'axis' must be a tuple or list of ints, but got {axis!r}.")
    axes = tuple(normalize_axis("ReverseV2", a, len(shape)) for a in axis)
    if len(set(axes)) != len(axes):
        raise ShapeError(f"For 'ReverseV2', the 'axis' must not contain duplicates, but got {tuple(axis)}.")
    return axes


REVERSE = define_op("ReverseV2", OpKind.SHAPE, attrs={"axis": ()},
                    doc="ReverseV2(axis)(x): x reversed along each axis in ``axis``.")
ReverseV2 = REVERSE.prim_class


@REVERSE.def_impl
def _reverse_impl(x: Any, axis: Any = ()) -> np.ndarray:
    x = np.asarray(x)
    return _contiguous(np.flip(x, _reverse_axes(x.shape, axis)))


@REVERSE.def_infer
def _reverse_infer(x: Aval, axis: Any = ()) -> Aval:
    _reverse_axes(x.shape, axis)
    return Aval(x.shape, x.dtype)


@bprop_getters.register(ReverseV2)
def get_bprop_reverse_v2(self: Any):
    p = self

    def bprop(x, out, dout):
        return (apply(p, (dout,)),)
    return bprop


@op_function
def flip(input: Any, dims: Any) -> Any:  # noqa: A002
    """input reversed along ``dims``."""
    dims = (dims,) if isinstance(dims, (int, np.integer)) else tuple(dims)
    return apply(prim(REVERSE, axis=dims), (input,))


@op_function
def reverse(x: Any, axis: Any) -> Any:
    """x reversed along ``axis`` (MindSpore's older name of :func:`flip`)."""
    return flip(x, axis)


# --- ReverseSequence --------------------------------------------------------------------------------------
REVERSE_SEQUENCE = define_op("ReverseSequence", OpKind.OTHER, attrs={"seq_dim": 0, "batch_dim": 0},
                             doc="ReverseSequence(seq_dim, batch_dim=0)(x, seq_lengths): the first "
                                 "seq_lengths[b] entries along seq_dim of each batch entry b, reversed.")
ReverseSequence = REVERSE_SEQUENCE.prim_class


def _revseq_check(shape: Tuple[Any, ...], lshape: Tuple[Any, ...], seq_dim: Any, batch_dim: Any) -> Tuple[int, int]:
    s = normalize_axis("ReverseSequence", seq_dim, len(shape), "seq_dim")
    b = normalize_axis("ReverseSequence", batch_dim, len(shape), "batch_dim")
    if s == b:
        raise ShapeError("For 'ReverseSequence', the 'seq_dim' and 'batch_dim' must differ.")
    if tuple(lshape) != (shape[b],):
        raise ShapeError(f"For 'ReverseSequence', the shape of 'seq_lengths' must be ({shape[b]},), "
                         f"but got {fmt_shape(lshape)}.")
    return s, b


@REVERSE_SEQUENCE.def_impl
def _revseq_impl(x: Any, seq_lengths: Any, seq_dim: int = 0, batch_dim: int = 0) -> np.ndarray:
    x = np.asarray(x)
    lengths = np.asarray(seq_lengths)
    _require_int("ReverseSequence", "seq_lengths", lengths)
    s, b = _revseq_check(x.shape, lengths.shape, seq_dim, batch_dim)
    if ((lengths < 0) | (lengths > x.shape[s])).any():
        raise ShapeError(f"For 'ReverseSequence', the values of 'seq_lengths' must be in [0, {x.shape[s]}].")
    out = x.copy()
    for i, n in enumerate(lengths.tolist()):
        src = [slice(None)] * x.ndim
        src[b] = i
        src[s] = slice(0, n)
        dst_view = out[tuple(src)]
        take = [slice(None)] * dst_view.ndim
        axis_in_view = s - (1 if b < s else 0)
        take[axis_in_view] = slice(None, None, -1)
        out[tuple(src)] = x[tuple(src)][tuple(take)]
    return out


@REVERSE_SEQUENCE.def_infer
def _revseq_infer(x: Aval, seq_lengths: Any, seq_dim: int = 0, batch_dim: int = 0) -> Aval:
    _require_int("ReverseSequence", "seq_lengths", seq_lengths)
    _revseq_check(x.shape, shape_of(seq_lengths), seq_dim, batch_dim)
    return Aval(x.shape, x.dtype)


@bprop_getters.register(ReverseSequence)
def get_bprop_reverse_sequence(self: Any):
    p = self

    def bprop(x, seq_lengths, out, dout):
        return (apply(p, (dout, seq_lengths)), zeros_grad(seq_lengths))
    return bprop


@op_function
def reverse_sequence(x: Any, seq_lengths: Any, seq_dim: int, batch_dim: int = 0) -> Any:
    """Reverse the first seq_lengths[b] entries along seq_dim of each batch entry."""
    return apply(prim(REVERSE_SEQUENCE, seq_dim=seq_dim, batch_dim=batch_dim), (x, seq_lengths))


# --- Pad ---------------------------------------------------------------------------------------------
def _pad_widths(name: str, shape: Tuple[Any, ...], paddings: Any) -> Tuple[Tuple[int, int], ...]:
    try:
        pads = tuple((int(a), int(b)) for a, b in paddings)
    except (TypeError, ValueError):
        raise ArgumentError(f"For '{name}', the 'paddings' must be a tuple of (before, after) int pairs, "
                            f"but got {paddings!r}.") from None
    if len(pads) != len(shape):
        raise ShapeError(f"For '{name}', the length of 'paddings' ({len(pads)}) must equal the rank of the input "
                         f"({len(shape)}).")
    if builtins.any(a < 0 or b < 0 for a, b in pads):
        raise ShapeError(f"For '{name}', all elements of 'paddings' must be >= 0, but got {pads}.")
    return pads


PAD = define_op("Pad", OpKind.SHAPE, attrs={"paddings": ()},
                doc="Pad(paddings)(input_x): zeros added before/after each dimension, paddings = ((b0, a0), ...).")
Pad = PAD.prim_class


@PAD.def_impl
def _pad_impl(x: Any, paddings: Any = ()) -> np.ndarray:
    x = np.asarray(x)
    return np.pad(x, _pad_widths("Pad", x.shape, paddings))


@PAD.def_infer
def _pad_infer(x: Aval, paddings: Any = ()) -> Aval:
    pads = _pad_widths("Pad", x.shape, paddings)
    return Aval(tuple(None if d is None else d + a + b for d, (a, b) in zip(x.shape, pads)), x.dtype)


@bprop_getters.register(Pad)
def get_bprop_pad(self: Any):
    paddings = self.attrs["paddings"]

    def bprop(x, out, dout):
        xshape = tuple(shape_of(x))
        pads = _pad_widths("Pad", xshape, paddings)
        return (dout[tuple(slice(a, a + d) for (a, _), d in zip(pads, xshape))],)
    return bprop


@op_function
def pad(input_x: Any, padding: Any, mode: str = "constant", value: Any = None) -> Any:
    """Pad the last dimensions: ``padding = (left, right, top, bottom, ...)`` from the last dimension
    backwards (constant mode; other modes are not supported)."""
    if mode != "constant":
        raise ArgumentError(f"For 'pad', only mode='constant' is supported by msgraph, but got {mode!r}.")
    padding = tuple(padding)
    nd = len(shape_of(input_x))
    if len(padding) % 2 or len(padding) // 2 > nd:
        raise ShapeError(f"For 'pad', the length of 'padding' must be even and at most {2 * nd}, "
                         f"but got {len(padding)}.")
    pairs = [(0, 0)] * nd
    for i in builtins.range(len(padding) // 2):
        pairs[nd - 1 - i] = (padding[2 * i], padding[2 * i + 1])
    if builtins.any(a < 0 or b < 0 for a, b in pairs):  # MindSpore: a negative pad crops that side
        out = pad(input_x, tuple(builtins.max(v, 0) for v in padding), mode, value)
        shp = tuple(shape_of(out))
        begin = tuple(-builtins.min(a, 0) for a, _ in pairs)
        size = tuple(d + builtins.min(a, 0) + builtins.min(b, 0) for d, (a, b) in zip(shp, pairs))
        return _F().slice(out, begin, size)
    p = prim(PAD, paddings=tuple(pairs))
    out = apply(p, (input_x,))
    if value is None or value == 0:
        return out
    F = _F()
    inside = apply(p, (F.ones_like(input_x),))
    return F.select(F.cast(inside, np.bool_), out, F.cast(F.fill(None, shape_of(out), value), out.dtype))


# --- data-dependent shapes: NonZero, Unique (the result length is a dynamic dimension, None) ------------------
NON_ZERO = define_op("NonZero", OpKind.OTHER, differentiable=False,
                     doc="NonZero()(x) -> int64 (n, rank): the coordinates of the nonzero entries, in row-major order "
                         "(n is dynamic).")
NonZero = NON_ZERO.prim_class


@NON_ZERO.def_impl
def _nonzero_impl(x: Any) -> np.ndarray:
    return np.argwhere(np.asarray(x)).astype(np.int64)


@NON_ZERO.def_infer
def _nonzero_infer(x: Aval) -> Aval:
    return Aval((None, len(x.shape)), np.dtype(np.int64))


@op_function
def nonzero(input: Any, as_tuple: bool = False) -> Any:  # noqa: A002
    """int64 (n, rank) coordinates of the nonzero entries of input."""
    out = apply(prim(NON_ZERO), (input,))
    if as_tuple:
        return tuple(out[:, i] for i in builtins.range(len(shape_of(input))))
    return out


@op_function
def argwhere(input: Any) -> Any:  # noqa: A002
    """int64 (n, rank) coordinates of the nonzero entries of input."""
    return apply(prim(NON_ZERO), (input,))


UNIQUE = define_op("Unique", OpKind.OTHER, n_outputs=2, differentiable=False,
                   doc="Unique()(x 1-d) -> (the distinct values in order of first appearance (dynamic length), "
                       "int32 index of each input entry in them).")
Unique = UNIQUE.prim_class


def _unique_check(shape: Tuple[Any, ...]) -> None:
    if len(shape) != 1:
        raise ShapeError(f"For 'Unique', the input must be 1-d, but got shape {tuple(shape)}.")


@UNIQUE.def_impl
def _unique_impl(x: Any) -> Tuple[np.ndarray, np.ndarray]:
    x = np.asarray(x)
    _unique_check(x.shape)
    _, first, inverse = np.unique(x, return_index=True, return_inverse=True)
    order = np.argsort(first, kind="stable")          # sorted-unique position -> appearance rank
    rank = np.empty_like(order)
    rank[order] = np.arange(len(order))
    return x[np.sort(first)], rank[inverse.reshape(-1)].astype(np.int32)


@UNIQUE.def_infer
def _unique_infer(x: Aval) -> Tuple[Aval, Aval]:
    _unique_check(x.shape)
    return Aval((None,), x.dtype), Aval(x.shape, np.dtype(np.int32))


@op_function
def unique(input: Any) -> Tuple[Any, Any]:  # noqa: A002
    """(distinct values in order of first appearance, int32 index of each entry in them)."""
    from . import functional as F

    nd = len(shape_of(input))
    if nd != 1:
        y, idx = apply(prim(UNIQUE), (F.reshape(input, (-1,)),))
        return y, F.reshape(idx, tuple(shape_of(input)))
    return apply(prim(UNIQUE), (input,))


@op_function
def masked_select(input: Any, mask: Any) -> Any:  # noqa: A002
    """The entries of input where mask (broadcast) is True, as a 1-d tensor of dynamic length."""
    from . import functional as F
    from ..common.aval import broadcast_shapes

    shape = tuple(broadcast_shapes(tuple(shape_of(input)), tuple(shape_of(mask))))
    x = input if tuple(shape_of(input)) == shape else F.broadcast_to(input, shape)
    m = mask if tuple(shape_of(mask)) == shape else F.broadcast_to(mask, shape)
    return F.getitem(x, m)

__all__ = public_functions(globals())  # every function form defined here (op_function)
