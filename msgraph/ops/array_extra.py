"""More array ops the model zoo uses: N-d gather/scatter (GatherNd, ScatterNd, TensorScatterUpdate,
TensorScatterAdd, ScatterNdUpdate) and GatherD.  Each is one OpDef (impl, inference, bprop, function form).

Ordering and selection (ArgMaxWithValue, Sort, TopK, NonZero, Unique) are in :mod:`msgraph.ops.order_ops`,
ReverseV2/ReverseSequence/Pad in :mod:`msgraph.ops.reorder_ops`; compositions of these and older ops
(Slice, Unstack, AddN, Shape, DepthToSpace...) in :mod:`msgraph.ops.array_compose`.
"""
from __future__ import annotations

import builtins
from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..common.tensor import Parameter, Tensor
from ..errors import DTypeError, MsGraphError, OpRuntimeError, ShapeError
from ._helpers import dtype_name, fmt_shape, is_tensorlike, normalize_axis, np_dtype, shape_of, zeros_grad
from .registry import OpKind, apply, bprop_getters, called_by_user, define_op, op_function, prim, public_functions


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


def _require_index_kernel(name: str, x: Any, arg: str = "indices") -> None:
    """MindSpore 2.10's CPU kernels of Gather / GatherNd / ScatterNd take int16 / int32 / int64 indices: int8 and the
    unsigned ones are the kernel-select TypeError (msgraph indexed with them); bool / float are the int check's."""
    _require_int(name, arg, x)
    if np_dtype(x).name not in ("int16", "int32", "int64"):
        raise DTypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of {{Tensor[Int16], "
                         f"Tensor[Int32], Tensor[Int64]}}, but got Tensor[{dtype_name(x)}].")


def _require_int32_64(name: str, x: Any) -> None:
    """TensorScatter*'s indices: int32 or int64 (MindSpore's CPU kernels take no other index type)."""
    if isinstance(x, bool) or np_dtype(x).name not in ("int32", "int64"):
        raise DTypeError(f"For '{name}', the 'indices' must be a Tensor of int32 or int64, but got {dtype_name(x)}.")


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


def _check_bounds(name: str, idx: np.ndarray, shape: Tuple[int, ...], error: type = None) -> np.ndarray:
    k = idx.shape[-1]
    dims = np.asarray(shape[:k], np.int64)
    bad = (idx < 0) | (idx >= dims)
    if bad.any() and error is ShapeError and (idx < 0).any():   # the update ops' negative index (adapt34b)
        raise OpRuntimeError(f"The int value({int(idx[idx < 0].reshape(-1)[0])}) is less than 0. For '{name}', "
                             f"the indices must not be negative.")
    if bad.any():
        where = tuple(np.argwhere(bad.any(-1))[0])
        raise (error or IndicesRangeError)(f"For '{name}', the indices{list(where)}: {idx[where].tolist()} does not index into "
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
    _require_index_kernel("GatherNd", idx)
    shape, k = _nd_shapes("GatherNd", x.shape, idx.shape)
    if k == 0:   # each (empty) index addresses the whole input: indices.shape[:-1] copies of it
        return np.ascontiguousarray(np.broadcast_to(x, shape))
    _check_bounds("GatherNd", idx, x.shape)
    return _contiguous(x[_as_nd(idx)])


@GATHER_ND.def_infer
def _gather_nd_infer(x: Aval, indices: Any) -> Aval:
    _require_index_kernel("GatherNd", indices)
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
    if len(tuple(ushape)) != len(tuple(want)) or builtins.any(
            u != w and u is not None and w is not None for u, w in zip(ushape, want)):   # None: known at run time
        raise ShapeError(f"For '{name}', the shape of 'updates' must be {fmt_shape(want)} "
                         f"(indices.shape[:-1] + input_x.shape[indices.shape[-1]:]), but got {fmt_shape(ushape)}.")


def _check_shape_arg(name: str, shape: Any) -> Tuple[int, ...]:
    if isinstance(shape, list):   # MindSpore 2.10: ScatterNd's shape is a tuple (a list: its signature TypeError)
        raise DTypeError(f"Failed calling {name} with \"{name}()(indices=Tensor, updates=Tensor, shape=list<int>)\": "
                         f"the 'shape' must be a tuple of ints.")
    if not isinstance(shape, tuple) or not shape or not builtins.all(
            isinstance(d, (int, np.integer)) and not isinstance(d, bool) and d > 0 for d in shape):
        raise ShapeError(f"For '{name}', the 'shape' must be a non-empty tuple of positive ints, but got {shape!r}.")
    return tuple(int(d) for d in shape)


SCATTER_ND = define_op("ScatterNd", OpKind.OTHER, const_inputs=(2,),
                       doc="ScatterNd()(indices, updates, shape): zeros of ``shape`` with updates added at the "
                           "N-d indices (duplicates accumulate).")
ScatterNd = SCATTER_ND.prim_class
_P_SCATTER_ND = prim(SCATTER_ND)


def _scatter_nd_not_scalar(ishape: Tuple[Any, ...]) -> None:
    if len(ishape) == 0:   # MindSpore 2.10 checks this first, a RuntimeError (h-opsA)
        from ..errors import OpRuntimeError

        raise OpRuntimeError("Failure info [The input [shape] must not be a scalar.].")


@SCATTER_ND.def_impl
def _scatter_nd_impl(indices: Any, updates: Any, shape: Any) -> np.ndarray:
    idx = np.asarray(indices)
    upd = np.asarray(updates)
    _scatter_nd_not_scalar(idx.shape)
    _require_index_kernel("ScatterNd", idx)
    shape = _check_shape_arg("ScatterNd", shape)
    _check_updates("ScatterNd", shape, idx.shape, upd.shape)
    out = np.zeros(shape, upd.dtype)
    if idx.shape[-1] == 0:   # each (empty) index addresses the whole output: the updates summed
        return (out + upd.reshape((-1,) + shape).sum(0)).astype(upd.dtype)
    _check_bounds("ScatterNd", idx, shape)
    if upd.dtype == np.float16:   # MindSpore 2.10's CPU kernel adds float16 updates in float, in index order (vd50g)
        acc = np.zeros(shape, np.float32)
        np.add.at(acc, _as_nd(idx), upd.astype(np.float32))
        return acc.astype(np.float16)
    np.add.at(out, _as_nd(idx), upd)
    return out


@SCATTER_ND.def_infer
def _scatter_nd_infer(indices: Any, updates: Aval, shape: Any) -> Aval:
    _scatter_nd_not_scalar(tuple(shape_of(indices)))
    _require_index_kernel("ScatterNd", indices)
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
    return apply(_P_SCATTER_ND, (indices, updates, shape))


def _same_dtype_updates(name: str, input_x: Any, updates: Any) -> None:
    """MindSpore 2.10's TensorScatter* (Primitive and function forms) and tensor_scatter_elements take updates of
    input_x's dtype only: another one is their TypeError (msgraph cast the updates: adapt43cpub).  A user's call's
    check (msgraph's own compositions cast on purpose)."""
    if is_tensorlike(input_x) and is_tensorlike(updates) and np_dtype(input_x) != np_dtype(updates):
        raise DTypeError(f"For primitive[{name}], the input type must be same: input_x {dtype_name(input_x)}, "
                         f"updates {dtype_name(updates)}.")


def _tensor_scatter(name: str, write: Any, differentiable: bool = True, call_check: Any = None):
    def check(p: Any, *args: Any) -> None:
        if call_check is not None:
            call_check(p, *args)
        if len(args) == 3:
            _same_dtype_updates(name, args[0], args[2])

    op = define_op(name, OpKind.OTHER, differentiable=differentiable, doc=f"{name}()(input_x, indices, updates).",
                   call_check=check)

    def check_rank(rank: int) -> None:
        if rank < 2:
            raise ShapeError(f"For {name}, the dimension of 'indices' cannot be less than 2,  but got {rank}")

    def check_dtype(dt: Any) -> None:
        # MindSpore 2.10: the arithmetic TensorScatter ops have no bool form (TensorScatterUpdate has)
        if name != "TensorScatterUpdate" and np.dtype(dt) == np.bool_:
            raise DTypeError(f"For {name}, input_x_type cannot be bool." if name == "TensorScatterAdd" else
                             f"For primitive[{name}], the input argument[input_x] must be a type of {{Tensor[Float16], "
                             f"Tensor[Float32], Tensor[Float64], ...}}, but got Tensor[Bool].")

    @op.def_impl
    def impl(x: Any, indices: Any, updates: Any) -> np.ndarray:
        x = np.asarray(x)
        idx = np.asarray(indices)
        check_dtype(x.dtype)
        check_rank(idx.ndim)
        _require_int32_64(name, idx)
        _check_updates(name, x.shape, idx.shape, np.shape(updates))
        # an update out of range is a ValueError in MindSpore (TensorScatterUpdate, ScatterNdUpdate), the
        # arithmetic ones a RuntimeError of their CPU kernels
        _check_bounds(name, idx, x.shape, ShapeError if write is _put else None)
        out = x.copy()
        write(out, _as_nd(idx), np.asarray(updates, x.dtype))
        return out

    @op.def_infer
    def infer(x: Aval, indices: Any, updates: Any) -> Aval:
        check_dtype(x.dtype)
        check_rank(len(shape_of(indices)))
        _require_int32_64(name, indices)
        _check_updates(name, x.shape, shape_of(indices), shape_of(updates))
        return Aval(x.shape, x.dtype)

    return op, op.prim_class


def _put(out: np.ndarray, where: tuple, upd: np.ndarray) -> None:
    out[where] = upd


TENSOR_SCATTER_UPDATE, TensorScatterUpdate = _tensor_scatter("TensorScatterUpdate", _put)
TENSOR_SCATTER_ADD, TensorScatterAdd = _tensor_scatter("TensorScatterAdd", np.add.at)
TENSOR_SCATTER_SUB, TensorScatterSub = _tensor_scatter("TensorScatterSub", np.subtract.at)
TENSOR_SCATTER_MUL, TensorScatterMul = _tensor_scatter("TensorScatterMul", np.multiply.at)
def _int_div(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """MindSpore's integer scatter division: C's truncating a / b; a / 0 is the dtype's max for a > 0, its min
    for a < 0, and 0 for 0."""
    a, b = np.asarray(a), np.asarray(b)
    safe = np.where(b == 0, 1, b).astype(a.dtype)
    q = a // safe
    q = q + ((a % safe != 0) & ((a < 0) != (safe < 0))).astype(a.dtype)
    info = np.iinfo(a.dtype)
    zero = np.where(a > 0, info.max, np.where(a < 0, info.min, 0)).astype(a.dtype)
    return np.where(b == 0, zero, q).astype(a.dtype)


def _div_at(o: np.ndarray, where: tuple, u: np.ndarray) -> None:
    if o.dtype.kind not in "iu":
        np.divide.at(o, where, u)
        return
    flat = np.ravel_multi_index(where, o.shape[:len(where)]) if where and where[0].size else np.zeros(0, np.int64)
    if np.unique(flat).size == flat.size:                   # no index twice: one vectorized step
        o[where] = _int_div(o[where], u)
        return
    u = np.broadcast_to(u, where[0].shape + o.shape[len(where):])
    for j in np.ndindex(*where[0].shape):                   # repeated indices divide one after another
        pos = tuple(w[j] for w in where)
        o[pos] = _int_div(o[pos], u[j])


TENSOR_SCATTER_DIV, TensorScatterDiv = _tensor_scatter(   # (int8/uint8: the user's call only, r2b)
    "TensorScatterDiv", _div_at, call_check=lambda p, *args: _tensor_scatter_div_dtype(args[0]) if args else None)
def in_turn(ufunc: Any, pick: Any) -> Any:
    """A scatter write that applies float updates one at a time as ``out = pick(out, update)`` (MindSpore's CPU
    kernels' comparisons, whose NaN rules numpy's maximum / minimum do not have: adapt34b); other dtypes:
    ``ufunc.at``."""
    def write(o: np.ndarray, idx: Any, u: np.ndarray) -> None:
        if o.dtype.kind != "f":
            ufunc.at(o, idx, u)
            return
        ix = np.broadcast_arrays(*(idx if isinstance(idx, tuple) else (idx,)))
        flat = [a.reshape(-1) for a in ix]
        uu = np.asarray(u).reshape((flat[0].size,) + np.shape(u)[ix[0].ndim:])
        with np.errstate(invalid="ignore"):
            for k in range(flat[0].size):
                pos = tuple(int(a[k]) for a in flat)
                o[pos] = pick(o[pos], uu[k])
    return write


# std::max(a, b) / std::min(a, b): a NaN update is skipped, a NaN element kept (MindSpore 2.10 CPU)
_STD_MAX = in_turn(np.maximum, lambda a, b: np.where(a < b, b, a))
_STD_MIN = in_turn(np.minimum, lambda a, b: np.where(b < a, b, a))
TENSOR_SCATTER_MAX, TensorScatterMax = _tensor_scatter("TensorScatterMax", _STD_MAX)
TENSOR_SCATTER_MIN, TensorScatterMin = _tensor_scatter("TensorScatterMin", _STD_MIN)


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


@bprop_getters.register(TensorScatterMul)
def get_bprop_tensor_scatter_mul(self: Any):
    """MindSpore 2.10's rule: dx = dout with the same products, d(updates) = gather_nd(x) * gather_nd(dout)."""
    def bprop(x, indices, updates, out, dout):
        return (apply(prim(TENSOR_SCATTER_MUL), (dout, indices, updates)), zeros_grad(indices),
                _F().mul(gather_nd(x, indices), gather_nd(dout, indices)))
    return bprop


@bprop_getters.register(TensorScatterDiv)
def get_bprop_tensor_scatter_div(self: Any):
    """MindSpore 2.10's rule: dx = dout with the same divisions, d(updates) = gather_nd(dout) * (gather_nd(x) /
    -(updates * updates))."""
    def bprop(x, indices, updates, out, dout):
        F = _F()
        return (apply(prim(TENSOR_SCATTER_DIV), (dout, indices, updates)), zeros_grad(indices),
                F.mul(gather_nd(dout, indices), F.div(gather_nd(x, indices), F.neg(F.mul(updates, updates)))))
    return bprop


def _bprop_scatter_extremum(x: Any, indices: Any, updates: Any, out: Any, dout: Any) -> Tuple[Any, Any, Any]:
    """TensorScatterMax/Min (MindSpore 2.10's rule): dout goes to the input and the updates equal to the result,
    shared evenly among ties (x and updates both equal to the max: each gets a share)."""
    F = _F()
    from ..common import dtype as mstype

    x_hit = F.cast(F.equal(x, out), mstype.int32)
    upd_hit = F.cast(F.equal(updates, gather_nd(out, indices)), mstype.int32)
    count = F.add(x_hit, apply(prim(TENSOR_SCATTER_ADD), (F.zeros_like(x_hit), indices, upd_hit)))
    count = F.cast(count, dout.dtype)
    dx = F.div(F.mul(dout, F.cast(x_hit, dout.dtype)), count)
    dupd = F.mul(gather_nd(F.div(dout, count), indices), F.cast(upd_hit, dout.dtype))
    return F.cast(dx, x.dtype), zeros_grad(indices), F.cast(dupd, updates.dtype)


bprop_getters.register(TensorScatterMax)(lambda self: _bprop_scatter_extremum)
bprop_getters.register(TensorScatterMin)(lambda self: _bprop_scatter_extremum)


@op_function
def tensor_scatter_update(input_x: Any, indices: Any, updates: Any) -> Any:
    """A copy of input_x with the slices at ``indices`` replaced by ``updates``."""
    if called_by_user():
        _same_dtype_updates("TensorScatterUpdate", input_x, updates)
    return apply(prim(TENSOR_SCATTER_UPDATE), (input_x, indices, updates))


@op_function
def tensor_scatter_add(input_x: Any, indices: Any, updates: Any) -> Any:
    """A copy of input_x with ``updates`` added at ``indices`` (duplicates accumulate)."""
    if called_by_user():
        _same_dtype_updates("TensorScatterAdd", input_x, updates)
    return apply(prim(TENSOR_SCATTER_ADD), (input_x, indices, updates))


def _tensor_scatter_div_dtype(input_x: Any) -> None:
    """MindSpore 2.10's TensorScatterDiv (Primitive, function, method) has no int8 / uint8 kernel: TypeError
    (measured, r2b).  ScatterNdDiv shares TENSOR_SCATTER_DIV's definition and takes them, so the check is the
    callers' (here and TensorScatterDiv's call_check), not the op's."""
    if hasattr(input_x, "dtype") and np.dtype(np_dtype(input_x)).name in ("int8", "uint8"):
        raise DTypeError(f"For primitive[TensorScatterDiv], the input argument[input_x] must be a type of "
                         f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], "
                         f"Tensor[Int64], Tensor[UInt16], Tensor[UInt32], Tensor[UInt64]}}, but got "
                         f"Tensor[{dtype_name(np_dtype(input_x))}].")



def _tensor_scatter_fn(op: Any, what: str) -> Any:
    def fn(input_x: Any, indices: Any, updates: Any) -> Any:
        if op is TENSOR_SCATTER_DIV:
            _tensor_scatter_div_dtype(input_x)
        if called_by_user():
            _same_dtype_updates(op.name, input_x, updates)
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
def _define_scatter_write(name: str, tensor_op: Any, write: Any = None):
    op = define_op(name, OpKind.EFFECT, attrs={"use_locking": False},
                   doc=f"{name}(use_locking=False)(input_x, indices, updates): writes the Parameter input_x "
                       f"in place (as {tensor_op.name}) and returns it.")
    op.writes_input = 0   # (no combine: Graph mode's node is the op itself, whose bprop is MindSpore's, not
    #                        tensor_op's; see scatter_write.GRAD_DEFINED)

    def check(x_dtype: Any, indices: Any, updates: Any) -> None:
        from .scatter_write import check_inplace_dtype

        rank = len(shape_of(indices))
        if rank < 2:
            raise ShapeError(f"For primitive[{name}], the dimension of 'indices' must be greater than or equal to 2 , "
                             f"but got {rank}.")
        upd_dtype = updates.dtype if isinstance(updates, Aval) else np.asarray(updates).dtype
        check_inplace_dtype(name, x_dtype, upd_dtype, "input_x" if name == "ScatterNdUpdate" else "x")

    def impl(x: Any, indices: Any, updates: Any, use_locking: bool = False) -> Any:
        check(np.asarray(x).dtype, indices, updates)
        out = tensor_op.impl(x, indices, updates)
        if write is not None and out.dtype.kind == "f":   # (tensor_op.impl checked the inputs)
            out = np.array(x, copy=True)
            write(out, _as_nd(np.asarray(indices)), np.asarray(updates, out.dtype))
        return out

    def infer(x: Any, indices: Any, updates: Any, use_locking: bool = False) -> Any:
        check(x.dtype, indices, updates)
        return tensor_op.infer(x, indices, updates)

    op.def_impl(impl)
    op.def_infer(infer)
    cls = op.prim_class

    def __call__(self: Any, input_x: Any, indices: Any, updates: Any) -> Any:
        from .scatter_write import call_write

        return call_write(self, input_x, indices, updates)

    cls.__call__ = __call__
    from .scatter_write import register_write_bprop

    register_write_bprop(cls, name, gather_nd)
    return op, cls


SCATTER_ND_UPDATE, ScatterNdUpdate = _define_scatter_write("ScatterNdUpdate", TENSOR_SCATTER_UPDATE)
SCATTER_ND_ADD, ScatterNdAdd = _define_scatter_write("ScatterNdAdd", TENSOR_SCATTER_ADD)
SCATTER_ND_SUB, ScatterNdSub = _define_scatter_write("ScatterNdSub", TENSOR_SCATTER_SUB)
SCATTER_ND_MUL, ScatterNdMul = _define_scatter_write("ScatterNdMul", TENSOR_SCATTER_MUL)
SCATTER_ND_DIV, ScatterNdDiv = _define_scatter_write("ScatterNdDiv", TENSOR_SCATTER_DIV)
# ScatterNdMax / ScatterMax: ``a > b ? a : b`` in turn: a NaN update is written, a NaN element replaced (adapt34b)
_GT_MAX = in_turn(np.maximum, lambda a, b: np.where(a > b, a, b))
SCATTER_ND_MAX, ScatterNdMax = _define_scatter_write("ScatterNdMax", TENSOR_SCATTER_MAX, _GT_MAX)
SCATTER_ND_MIN, ScatterNdMin = _define_scatter_write("ScatterNdMin", TENSOR_SCATTER_MIN)


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
    if 0 in tuple(xshape):   # an empty input (CrossEntropyLoss of an empty batch): its empty gradient (adapt42nn)
        return F.zeros(tuple(xshape), np_dtype(g))
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


def _require_gather_d_index(index: Any) -> None:
    """GatherD's index: int32 or int64 (MindSpore 2.10's TypeError for int8 / int16 / uint8; measured, adapt40cpu)."""
    if isinstance(index, bool) or np_dtype(index).name not in ("int32", "int64"):
        raise DTypeError(f"For primitive[GatherD], the input argument[index] must be a type of {{Tensor[Int32], "
                         f"Tensor[Int64]}}, but got Tensor[{dtype_name(index)}].")


GATHER_D = define_op("GatherD", OpKind.OTHER, const_inputs=(1,),
                     doc="GatherD()(x, dim, index): out[i][j] = x[index[i][j]][j] (dim 0), and so on.")
GatherD = GATHER_D.prim_class
_P_GATHER_D = prim(GATHER_D)


@GATHER_D.def_impl
def _gather_d_impl(x: Any, dim: Any, index: Any) -> np.ndarray:
    x = np.asarray(x)
    idx = np.asarray(index)
    _require_gather_d_index(idx)
    if x.ndim == 0 and idx.ndim == 0:   # MindSpore 2.10: a 0-d input reads as one element (dim 0 or -1)
        _gather_d_check((1,), dim, (1,))
        return _gather_d_impl(x.reshape(1), 0, idx.reshape(1)).reshape(())
    d = _gather_d_check(x.shape, dim, idx.shape)
    n = x.shape[d]
    bad = (idx < -n) | (idx >= n) if idx.size else None
    if bad is not None and bad.any():   # MindSpore 2.10: negative indices count from the end
        raise IndicesRangeError(f"For 'GatherD', the value of 'index' must be in [{-n}, {n}), but got: "
                                f"{idx[bad].reshape(-1)[0]}")
    where = list(np.indices(idx.shape, sparse=True))
    where[d] = np.where(idx < 0, idx + n, idx)
    return _contiguous(x[tuple(where)])


@GATHER_D.def_infer
def _gather_d_infer(x: Aval, dim: Any, index: Any) -> Aval:
    _require_gather_d_index(index)
    _gather_d_check(x.shape, dim, shape_of(index))
    return Aval(tuple(shape_of(index)), x.dtype)


@bprop_getters.register(GatherD)
def get_bprop_gather_d(self: Any):
    def bprop(x, dim, index, out, dout):
        xshape = tuple(shape_of(x))
        d = normalize_axis("GatherD", dim, len(xshape), "dim")
        F = _F()
        wrapped = F.select(F.less(index, 0), F.add(index, F.cast(F.fill(np_dtype(index), (), xshape[d]),
                                                                 np_dtype(index))), index)
        return (scatter_along_axis(dout, wrapped, xshape, d), 0, zeros_grad(index))
    return bprop


@op_function
def gather_d(x: Any, dim: int, index: Any) -> Any:
    """Values of x picked along ``dim`` by ``index`` (torch.gather)."""
    return apply(_P_GATHER_D, (x, dim, index))


@op_function
def gather_elements(input: Any, dim: int, index: Any) -> Any:  # noqa: A002
    """MindSpore 2.x name of :func:`gather_d`."""
    return apply(_P_GATHER_D, (input, dim, index))


__all__ = public_functions(globals())  # every function form defined here (op_function)
