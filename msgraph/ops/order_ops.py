"""Ordering and selection ops: ArgMaxWithValue/ArgMinWithValue, Sort, TopK, and the ops whose result length
depends on the data (NonZero, Unique, masked_select: a dynamic dimension, None).  Split from
:mod:`msgraph.ops.array_extra`; each is one OpDef (impl, inference, bprop, function form).  Index outputs are
int32 where MindSpore 2.10 gives int32 (TopK, Sort) and int64 where it gives int64 (ArgMaxWithValue).
"""
from __future__ import annotations

import builtins
from typing import Any, Tuple

import numpy as np

from ..common import hooks
from ..common.aval import Aval
from ..errors import ArgumentError, DTypeError, OpRuntimeError, ShapeError
from ._helpers import dtype_name, is_tensorlike, normalize_axis, shape_of
from ._helpers import user_type
from ._helpers import unsupported_on_cpu
from .registry import raising_bprop
from .array_extra import _F, _contiguous, scatter_along_axis
from .registry import refuse_numbers
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim, public_functions
from ._helpers import np_dtype as np_dtype_of
from .value_dependent import check_int_scalar_aval, host_int, host_scalar, is_symbolic


# --- ArgMaxWithValue / ArgMinWithValue --------------------------------------------------------------------
def _define_arg_with_value(name: str, arg_fn: Any):
    op = define_op(name, OpKind.REDUCTION, attrs={"axis": 0, "keep_dims": False}, n_outputs=2,
                   doc=f"{name}(axis=0, keep_dims=False)(x) -> (index int64, value) of the extremum along axis.")

    def check(shape: Tuple[Any, ...], axis: Any) -> int:
        nd = max(len(shape), 1)  # MindSpore 2.10 takes a 0-d input (axis 0 or -1): index 0, the value itself
        if isinstance(axis, bool) or not isinstance(axis, (int, np.integer)):
            raise ArgumentError(f"For '{name}', the 'axis' must be an int, but got {user_type(axis).__name__}.")
        if not -nd <= axis < nd:
            raise ShapeError(f"For primitive[{name}], the axis must be in [{-nd},{nd}), but got {axis}.")
        return int(axis) % nd

    def check_input(x: Any) -> None:  # MindSpore 2.10: no empty input (its inference), no bool (its CPU kernel)
        if 0 in tuple(x.shape):
            raise ShapeError(f"{name} cannot deal with empty input. Please try other inputs")
        if np.dtype(x.dtype) == np.bool_:
            raise DTypeError(f"Select CPU operator[{name}] fail! Unsupported data type!")

    @op.def_impl
    def impl(x: Any, axis: int = 0, keep_dims: bool = False) -> Tuple[np.ndarray, np.ndarray]:
        x = np.asarray(x)
        check_input(x)
        a = check(x.shape, axis)
        if x.ndim == 0:
            return np.zeros((), np.int64), x.copy()
        idx = np.expand_dims(arg_fn(x, axis=a), a)
        val = np.take_along_axis(x, idx, a)
        if not keep_dims:
            idx, val = np.squeeze(idx, a), np.squeeze(val, a)
        return idx.astype(np.int64), _contiguous(val)

    @op.def_infer
    def infer(x: Aval, axis: int = 0, keep_dims: bool = False) -> Tuple[Aval, Aval]:
        check_input(x)
        a = check(x.shape, axis)
        if not x.shape:
            return Aval((), np.dtype(np.int64)), Aval((), x.dtype)
        shape = tuple(1 if i == a else d for i, d in enumerate(x.shape)) if keep_dims else \
            tuple(d for i, d in enumerate(x.shape) if i != a)
        return Aval(shape, np.dtype(np.int64)), Aval(shape, x.dtype)

    def get_bprop(self: Any):
        axis, keep = self.attrs["axis"], self.attrs["keep_dims"]

        def bprop(x, out, dout):
            F = _F()
            xshape = tuple(shape_of(x))
            a = check(xshape, axis)
            if not xshape:
                return (dout[1],)
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


SORT = define_op("Sort", OpKind.OTHER, attrs={"axis": -1, "descending": False}, n_outputs=2, constant_attrs=True,
                 doc="Sort(axis=-1, descending=False)(x) -> (sorted values, int32 indices); stable.")
Sort = SORT.prim_class


def _sort_axis(shape: Tuple[Any, ...], axis: Any, dt: Any = None) -> int:
    if dt is not None and np.dtype(dt).name in ("uint16", "uint32", "uint64"):
        # MindSpore 2.10's Sort refuses these in its type check, before the rank (and bool's kernel) checks
        raise DTypeError(f"For primitive[Sort], the input argument[inputx] must be a type of {{Tensor[Bool], "
                         f"Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], "
                         f"Tensor[Int64], Tensor[Int8], Tensor[UInt8]}}, but got Tensor[{dtype_name(dt)}].")
    if not shape:
        raise ShapeError("For 'Sort', the input must have at least 1 dimension, but got a scalar.")
    return normalize_axis("Sort", axis, len(shape))


def _sort_dtype(dt: Any) -> None:
    if np.dtype(dt) == np.bool_:  # MindSpore 2.10's Sort kernels have no bool variant: a TypeError
        raise DTypeError(f"For 'Sort', the input must be a numeric Tensor, but got {dtype_name(dt)}.")


@SORT.def_impl
def _sort_impl(x: Any, axis: int = -1, descending: bool = False) -> Tuple[np.ndarray, np.ndarray]:
    x = np.asarray(x)
    a = _sort_axis(x.shape, axis, x.dtype)
    _sort_dtype(x.dtype)
    if x.dtype == np.float64:   # MindSpore 2.10's CPU Sort has no float64 kernel: float32 sorted, values widened
        v, i = _sort_impl(x.astype(np.float32), axis, descending)   # (1 + 1e-12 ties 1.0: adapt34b)
        return v.astype(np.float64), i
    order = _stable_order(x, a, descending)
    if x.dtype.kind == "f" and x.size and np.isnan(x).any():
        # NaN breaks the ordering: the rows holding one are arranged as the kernel's std::stable_sort with
        # ``<`` (``>`` descending) arranges them (measured: [nan, 1, -0., 0.] sorts to [nan, -0., 0., 1.])
        xm, om = np.moveaxis(x, a, -1), np.moveaxis(order, a, -1).copy()
        flat, out = xm.reshape(-1, xm.shape[-1]), om.reshape(-1, xm.shape[-1])
        for r in np.flatnonzero(np.isnan(flat).any(-1)):
            row = flat[r].tolist()
            comp = (lambda i, j, v=row: v[i] > v[j]) if descending else (lambda i, j, v=row: v[i] < v[j])
            out[r] = _stable_sort(list(range(len(row))), comp)
        order = np.moveaxis(out.reshape(om.shape), -1, a)
    return np.take_along_axis(x, order, a), order.astype(np.int32)


@SORT.def_infer
def _sort_infer(x: Aval, axis: int = -1, descending: bool = False) -> Tuple[Aval, Aval]:
    _sort_axis(x.shape, axis, x.dtype)
    _sort_dtype(x.dtype)
    return Aval(x.shape, x.dtype), Aval(x.shape, np.dtype(np.int32))


def _negated_scatter(dout: Any, indices: Any, xshape: Tuple[Any, ...], axis: int) -> Any:
    """MindSpore's bprop of an ascending Sort / a smallest-k TopK (computed as the largest of -x): -scatter(-dout),
    so the positions nothing was taken from get -0.0."""
    F = _F()
    return F.neg(scatter_along_axis(F.neg(dout), indices, xshape, axis))


@bprop_getters.register(Sort)
def get_bprop_sort(self: Any):
    axis = self.attrs["axis"]
    descending = self.attrs["descending"]

    def bprop(x, out, dout):
        xshape = tuple(shape_of(x))
        a = _sort_axis(xshape, axis)
        if not descending and np.dtype(np_dtype_of(dout[0])).kind == "f":
            return (_negated_scatter(dout[0], out[1], xshape, a),)
        return (scatter_along_axis(dout[0], out[1], xshape, a),)
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


def _topk_check(shape: Tuple[Any, ...], k: Any, dtype: Any = None) -> None:
    if dtype is not None and np.dtype(dtype) == np.bool_:  # MindSpore 2.10's TopK has no bool kernel
        raise DTypeError(f"For primitive[TopK], the input argument[input_x] must be a numeric Tensor, but got "
                         f"{dtype_name(dtype)}.")
    if isinstance(k, bool) or not isinstance(k, (int, np.integer)):
        raise DTypeError(f"For primitive[TopK], the input argument[k] must be a type of {{Int32, Int64}}, "
                         f"but got {dtype_name(k)}.")
    if not shape:   # MindSpore 2.10: P.TopK()(0-d Tensor, k) fails in its shape inference (cpu32/dtype_refusals)
        raise OpRuntimeError("For 'TopK', the dimension of input must be greater than 0, but got empty input.")
    n = shape[-1] if shape else 1
    if n is not None and not 0 < k <= n:
        raise ShapeError(f"For primitive[TopK], the k must be in (0,{n}], but got {k}.")


# MindSpore 2.10's CPU TopK kernel (TopK, TopkExt: ops.topk, Tensor.topk, mint.topk) ranks an index vector per
# row with libstdc++'s std::nth_element(idx, idx + k, comp) (comp: value greater, or less for largest=False);
# sorted=True then stable-sorts the first k (or, for k > n/2, stable-sorts the whole row).  Unsorted results and
# the order of ties therefore follow nth_element's introselect; _nth_element replays it step by step
# (checked against MindSpore on random rows, ties included: st_nn_mint8/topk_unsorted).
def _median_to_first(a: list, result: int, x: int, y: int, z: int, comp: Any) -> None:
    if comp(a[x], a[y]):
        m = y if comp(a[y], a[z]) else z if comp(a[x], a[z]) else x
    elif comp(a[x], a[z]):
        m = x
    else:
        m = z if comp(a[y], a[z]) else y
    a[result], a[m] = a[m], a[result]


def _unguarded_partition(a: list, first: int, last: int, pivot: int, comp: Any) -> int:
    while True:
        while comp(a[first], a[pivot]):
            first += 1
        last -= 1
        while comp(a[pivot], a[last]):
            last -= 1
        if not first < last:
            return first
        a[first], a[last] = a[last], a[first]
        first += 1


def _insertion_sort(a: list, first: int, last: int, comp: Any) -> None:
    """libstdc++'s __insertion_sort: an element ``comp``-before the first goes to the front, any other is moved
    back only while ``comp(val, previous)`` (so a NaN, never compared before anything, stops the move)."""
    for i in range(first + 1, last):
        val = a[i]
        if comp(val, a[first]):
            a[first + 1:i + 1] = a[first:i]
            a[first] = val
            continue
        j = i
        while j > first and comp(val, a[j - 1]):
            a[j] = a[j - 1]
            j -= 1
        a[j] = val


def _move_merge(a: list, b: list, comp: Any) -> list:
    """libstdc++'s __move_merge: take from b only when ``comp(b, a)``; the rests appended."""
    out, i, j = [], 0, 0
    while i < len(a) and j < len(b):
        if comp(b[j], a[i]):
            out.append(b[j])
            j += 1
        else:
            out.append(a[i])
            i += 1
    return out + a[i:] + b[j:]


def _merge_sort_with_buffer(a: list, comp: Any) -> list:
    """libstdc++'s __merge_sort_with_buffer: insertion sort of 7-element chunks, then merges of runs of step,
    2 step, ... (pairs from the left; a shorter tail run merged with what is left)."""
    n, step = len(a), 7
    a = list(a)
    for c in range(0, n, step):
        _insertion_sort(a, c, min(c + step, n), comp)
    while step < n:
        out, f = [], 0
        while n - f >= 2 * step:
            out += _move_merge(a[f:f + step], a[f + step:f + 2 * step], comp)
            f += 2 * step
        m = min(n - f, step)
        a = out + _move_merge(a[f:f + m], a[f + m:], comp)
        step *= 2
    return a


def _stable_sort(a: list, comp: Any) -> list:
    """libstdc++'s std::stable_sort with its temporary buffer (__stable_sort_adaptive): both halves (the first
    holding (n + 1) // 2) merge-sorted, then __merge_adaptive -- forward when the first half is not longer than
    the second, else backward from the ends (a tie or NaN keeps the second half's element last).  Equal to a
    stable sort for a strict weak ordering; with NaN it is the kernel's arrangement (measured, fix32a)."""
    n = len(a)
    if n < 2:
        return list(a)
    mid = (n + 1) // 2
    x, y = _merge_sort_with_buffer(a[:mid], comp), _merge_sort_with_buffer(a[mid:], comp)
    if len(x) <= len(y):
        return _move_merge(x, y, comp)
    out, i, j = [], len(x) - 1, len(y) - 1   # __move_merge_adaptive_backward
    while i >= 0 and j >= 0:
        if comp(y[j], x[i]):
            out.append(x[i])
            i -= 1
        else:
            out.append(y[j])
            j -= 1
    return x[:i + 1] + y[:j + 1] + out[::-1]


def _adjust_heap(a: list, first: int, hole: int, n: int, value: Any, comp: Any) -> None:
    top, child = hole, hole
    while child < (n - 1) // 2:
        child = 2 * (child + 1)
        if comp(a[first + child], a[first + child - 1]):
            child -= 1
        a[first + hole] = a[first + child]
        hole = child
    if n % 2 == 0 and child == (n - 2) // 2:
        child = 2 * (child + 1)
        a[first + hole] = a[first + child - 1]
        hole = child - 1
    parent = (hole - 1) // 2
    while hole > top and comp(a[first + parent], value):
        a[first + hole] = a[first + parent]
        hole = parent
        parent = (hole - 1) // 2
    a[first + hole] = value


def _heap_select(a: list, first: int, middle: int, last: int, comp: Any) -> None:
    """libstdc++'s __heap_select (make_heap of [first, middle), then a __pop_heap for each later element that
    ``comp``-precedes the top)."""
    n = middle - first
    if n >= 2:
        for parent in range((n - 2) // 2, -1, -1):
            _adjust_heap(a, first, parent, n, a[first + parent], comp)
    for i in range(middle, last):
        if comp(a[i], a[first]):
            value = a[i]
            a[i] = a[first]
            _adjust_heap(a, first, 0, n, value, comp)


def _nth_element(a: list, nth: int, comp: Any) -> None:
    """libstdc++'s std::nth_element(a.begin(), a.begin() + nth, a.end(), comp) (introselect), in place."""
    first, last = 0, len(a)
    if nth == last:
        return
    depth = 2 * (last.bit_length() - 1)
    while last - first > 3:
        if depth == 0:   # libstdc++ falls back to a heap select here (adversarial rows only)
            _heap_select(a, first, nth + 1, last, comp)
            a[first], a[nth] = a[nth], a[first]
            return
        depth -= 1
        _median_to_first(a, first, first + 1, first + (last - first) // 2, last - 1, comp)
        cut = _unguarded_partition(a, first + 1, last, first, comp)
        if cut <= nth:
            first = cut
        else:
            last = cut
    _insertion_sort(a, first, last, comp)


def _topk_order(x: np.ndarray, k: int, largest: bool, sorted: bool) -> np.ndarray:  # noqa: A002
    """int64 (..., k) indices of MindSpore's CPU TopK along the last axis (see _nth_element)."""
    n = x.shape[-1]
    order = _stable_order(x, -1, largest)
    if sorted and (k > n // 2 or k == n) and x.dtype.kind == "f" and x.size and np.isnan(x).any():
        flat = x.reshape(-1, n)
        out = order.reshape(-1, n)[:, :k].copy()
        for r in np.flatnonzero(np.isnan(flat).any(-1)):
            out[r] = _topk_row_replay(flat[r], k, largest, sorted)
        return out.reshape(x.shape[:-1] + (k,))
    if sorted and (k > n // 2 or k == n):
        return order[..., :k]   # the kernel's stable_sort of the whole row
    if not sorted and k == n:
        return np.broadcast_to(np.arange(n), x.shape).copy()   # nth_element(end): the input order
    flat, out = x.reshape(-1, n), order.reshape(-1, n)[:, :k].copy()
    vals = np.take_along_axis(flat, out, -1) if flat.size else flat[:, :k]
    nxt = np.take_along_axis(flat, order.reshape(-1, n)[:, k:k + 1], -1)
    for r in range(flat.shape[0]):
        if flat.dtype.kind == "f" and np.isnan(flat[r]).any():
            out[r] = _topk_row_replay(flat[r], k, largest, sorted)   # NaN breaks the ordering: the kernel's steps
            continue
        # sorted, and no ties among the k + 1 best: nth_element's arrangement cannot show, the stable order is it
        if sorted and len(np.unique(np.concatenate([vals[r], nxt[r]]))) == k + 1:
            continue
        row = flat[r].tolist()
        comp = (lambda i, j: row[i] > row[j]) if largest else (lambda i, j: row[i] < row[j])
        idx = list(range(n))
        _nth_element(idx, k, comp)
        sel = np.asarray(idx[:k])
        if sorted:
            sel = sel[_stable_order(flat[r][sel], -1, largest)]
        out[r] = sel
    return out.reshape(x.shape[:-1] + (k,))


def _topk_row_replay(row: np.ndarray, k: int, largest: bool, sorted: bool) -> np.ndarray:  # noqa: A002
    """One row of the kernel, step by step (a row holding NaN, where ``comp`` is no ordering): sorted and
    k > n / 2: std::stable_sort of the row; else std::nth_element(k) then (sorted) std::stable_sort of the first k."""
    vals = row.tolist()
    comp = (lambda i, j: vals[i] > vals[j]) if largest else (lambda i, j: vals[i] < vals[j])
    n = len(vals)
    idx = list(range(n))
    if sorted and k > n // 2:
        return np.asarray(_stable_sort(idx, comp)[:k])
    _nth_element(idx, k, comp)
    return np.asarray(_stable_sort(idx[:k], comp) if sorted else idx[:k])


@TOPK.def_impl
def _topk_impl(x: Any, k: Any, sorted: bool = True, largest: bool = True) -> Tuple[np.ndarray, np.ndarray]:  # noqa: A002
    x = np.asarray(x)
    _topk_check(x.shape, k, x.dtype)
    if x.ndim == 0:
        return x.copy(), np.zeros((), np.int32)
    order = _topk_order(x, int(k), largest, sorted)
    return np.take_along_axis(x, order, -1), order.astype(np.int32)


@TOPK.def_infer
def _topk_infer(x: Aval, k: Any, sorted: bool = True) -> Tuple[Aval, Aval]:  # noqa: A002
    _topk_check(x.shape, k, x.dtype)
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


# largest=False (Tensor.topk, ops.topk, mint.topk): MindSpore's TopkExt, the same kernel with comp ``less``.
TOPK_SMALLEST = define_op("TopKSmallest", OpKind.OTHER, attrs={"sorted": True}, const_inputs=(1,), n_outputs=2,
                          public=False, doc="TopKSmallest(sorted=True)(x, k) -> the k smallest along the last axis.")


@TOPK_SMALLEST.def_impl
def _topk_smallest_impl(x: Any, k: Any, sorted: bool = True) -> Tuple[np.ndarray, np.ndarray]:  # noqa: A002
    x = np.asarray(x)
    if x.dtype.kind == "u":
        # MindSpore takes the k largest of -x, which wraps for unsigned integers (uint8 -1 is 255, 0 stays 0):
        # the smallest of [3, 1, 0] are 1 and 3
        v, i = _topk_impl(np.negative(x), k, sorted, True)
        return np.negative(v), i
    return _topk_impl(x, k, sorted, False)


TOPK_SMALLEST.def_infer(_topk_infer)


@bprop_getters.register(TOPK_SMALLEST.prim_class)
def get_bprop_topk_smallest(self: Any):
    def bprop(x, k, out, dout):
        xshape = tuple(shape_of(x))
        if not xshape:
            return (dout[0], 0)
        if np.dtype(np_dtype_of(dout[0])).kind == "f":
            return (_negated_scatter(dout[0], out[1], xshape, len(xshape) - 1), 0)
        return (scatter_along_axis(dout[0], out[1], xshape, len(xshape) - 1), 0)
    return bprop


# k given as a Tensor (``mutable(Tensor(2))``): a value-dependent input (ops/value_dependent.py).  Eagerly its
# value is read (TopK as with an int); in Graph mode the node takes k as a graph value, the k dimension of the
# result is dynamic (None) and the kernel reads k at run time.
TOPK_DYN = define_op("TopKDynamicK", OpKind.OTHER, attrs={"sorted": True, "largest": True}, n_outputs=2, public=False,
                     doc="TopKDynamicK(sorted, largest)(x, k Tensor) -> TopK along the last axis, k read at run time.")


@TOPK_DYN.def_impl
def _topk_dyn_impl(x: Any, k: Any, sorted: bool = True, largest: bool = True) -> Tuple[np.ndarray, np.ndarray]:  # noqa: A002
    return _topk_impl(x, host_int("TopK", "k", k), sorted, largest)


@TOPK_DYN.def_infer
def _topk_dyn_infer(x: Aval, k: Aval, sorted: bool = True, largest: bool = True) -> Tuple[Aval, Aval]:  # noqa: A002
    check_int_scalar_aval("TopK", "k", k)
    shape = tuple(x.shape[:-1]) + (None,) if x.shape else ()
    return Aval(shape, x.dtype), Aval(shape, np.dtype(np.int32))


@bprop_getters.register(TOPK_DYN.prim_class)
def get_bprop_topk_dynamic_k(self: Any):
    """dout[0] summed into the chosen positions: one-hot of the indices over the last axis (k may be dynamic)."""
    def bprop(x, k, out, dout):
        F = _F()
        xshape = tuple(shape_of(x))
        if not xshape:
            return (dout[0], 0)
        hot = F.one_hot(out[1], xshape[-1], F.cast(1, np_dtype_of(x)), F.cast(0, np_dtype_of(x)), -1)
        return (F.reduce_sum(F.mul(F.expand_dims(dout[0], -1), hot), -2), 0)
    return bprop


@op_function
def topk(input: Any, k: int, dim: Any = None, largest: bool = True, sorted: bool = True) -> Any:  # noqa: A002
    """(values, int32 indices) of the k largest (or smallest) entries along ``dim`` (default: the last)."""
    F = _F()
    nd = len(shape_of(input))
    if nd == 0 and dim is not None and dim != -1 and is_tensorlike(input):
        # MindSpore 2.10: a 0-d input's named dim is out of [-0, 0): ValueError before the kernel's RuntimeError
        # (-1, the last dim, reaches the kernel as None does; adapt43cpub)
        raise ShapeError(f"For 'topk', the 'axis' must be in the range of [-0, 0), but got {dim}.")
    if nd == 0 and is_tensorlike(input) and np.dtype(np_dtype_of(input)) != np.bool_:
        # MindSpore 2.10's CPU TopK kernel fails on a 0-d input, whatever k (a bool one is its TypeError first)
        raise OpRuntimeError("For 'TopK', the dimension of input must be greater than 0, but got empty input.")
    d = nd - 1 if dim is None or nd == 0 else normalize_axis("topk", dim, nd, "dim")
    x = input
    if d != nd - 1:
        x = F.swapaxes(x, d, nd - 1)
    k = host_scalar(k)   # a concrete Tensor k: its value
    if is_symbolic(k):
        vals, idx = apply(prim(TOPK_DYN, sorted=bool(sorted), largest=bool(largest)), (x, k))
    elif largest:
        vals, idx = apply(prim(TOPK, sorted=bool(sorted)), (x, k))
    else:
        vals, idx = apply(prim(TOPK_SMALLEST, sorted=bool(sorted)), (x, k))
    if d != nd - 1:
        vals, idx = F.swapaxes(vals, d, nd - 1), F.swapaxes(idx, d, nd - 1)
    return vals, idx


# --- data-dependent shapes: NonZero, Unique (the result length is a dynamic dimension, None) ------------------
NON_ZERO = define_op("NonZero", OpKind.OTHER, differentiable=False,
                     doc="NonZero()(x) -> int64 (n, rank): the coordinates of the nonzero entries, in row-major order "
                         "(n is dynamic).")
NonZero = NON_ZERO.prim_class


@NON_ZERO.def_impl
def _nonzero_impl(x: Any) -> np.ndarray:
    x = np.asarray(x)
    if x.ndim == 0:   # MindSpore 2.10's CPU kernel: the rank must be at least 1 (its launch fails)
        raise OpRuntimeError("Launch kernel failed, name: NonZero (For 'NonZero', the dimension of 'x' must be "
                             "greater than or equal to 1, but got 0.)")
    return np.argwhere(x).astype(np.int64)


@NON_ZERO.def_infer
def _nonzero_infer(x: Aval) -> Aval:
    return Aval((None, len(x.shape)), np.dtype(np.int64))


@op_function
def nonzero(input: Any, as_tuple: bool = False) -> Any:  # noqa: A002
    """int64 (n, rank) coordinates of the nonzero entries of input."""
    if input is None or isinstance(input, (bool, int, float, str, list, tuple)):  # MindSpore: a TypeError
        raise TypeError(f'Failed calling NonZero with "NonZero()(input={user_type(input).__name__})". '
                        f'The valid calling should be: "NonZero()(input=<Tensor>)".')
    hooks.refuse_in_vmap("NonZero")
    if as_tuple:
        from ..common.tensor import Tensor
        from ..ir.builder import building_graph

        if isinstance(input, Tensor) and not building_graph():   # MindSpore 2.10 on CPU: the tuple form runs in Graph mode only
            raise RuntimeError("The kernel NonZeroExt unregistered.")
        if not shape_of(input):   # a 0-d input counts as one element: ((1,) [0] or (0,)) in MindSpore's Graph mode
            from .array_ops import reshape   # (msgraph returned an empty tuple; adapt40mint)

            input = reshape(input, (1,))  # noqa: A001
    out = apply(prim(NON_ZERO), (input,))
    if as_tuple:
        if builtins.any(d is None for d in shape_of(out)):   # graph code: the count is known when it runs
            from .array_compose import unstack

            return tuple(unstack(out, 1))
        return tuple(out[:, i] for i in builtins.range(len(shape_of(input))))
    return out


@op_function
def argwhere(input: Any) -> Any:  # noqa: A002
    """int64 (n, rank) coordinates of the nonzero entries of input."""
    refuse_numbers('Failed calling NonZero with "NonZero()(input={k0})".', input)
    hooks.refuse_in_vmap("NonZero")
    return apply(prim(NON_ZERO), (input,))


UNIQUE = define_op("Unique", OpKind.OTHER, n_outputs=2,
                   doc="Unique()(x 1-d) -> (the distinct values in order of first appearance (dynamic length), "
                       "int32 index of each input entry in them; int64 for an int64 input).")
raising_bprop(UNIQUE, 'Unique', unsupported_on_cpu("UniqueGrad"))   # MindSpore 2.10's CPU build: no
# UniqueGrad (h-grad26)
Unique = UNIQUE.prim_class


def _unique_check(shape: Tuple[Any, ...]) -> None:
    if len(shape) != 1:
        # MindSpore 2.10: a RuntimeError, in both modes (adapt34b)
        raise OpRuntimeError(f"Rank of Unique's input must be 1. For 'Unique', the input must be 1-d, but got shape "
                             f"{tuple(shape)}.")


@UNIQUE.def_impl
def _unique_impl(x: Any) -> Tuple[np.ndarray, np.ndarray]:
    x = np.asarray(x)
    _unique_check(x.shape)
    if x.dtype == np.bool_:   # MindSpore 2.10's CPU Unique kernel has no bool form
        raise DTypeError("Select CPU operator[Unique] fail! Unsupported data type! (a bool input)")
    if x.dtype.kind == "f" and x.size and (np.isnan(x).any() or (x.dtype == np.float16 and (x == 0).any())):
        return _unique_by_hash(x)
    _, first, inverse = np.unique(x, return_index=True, return_inverse=True)
    order = np.argsort(first, kind="stable")          # sorted-unique position -> appearance rank
    rank = np.empty_like(order)
    rank[order] = np.arange(len(order))
    return x[np.sort(first)], rank[inverse.reshape(-1)].astype(_unique_idx_dtype(x.dtype))


def _unique_by_hash(x: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:
    """MindSpore's Unique kernel (a hash map of the values seen) where numpy's sorting unique differs: every NaN is
    a new value (NaN != NaN), and a float16 -0.0 and 0.0 are two values (its half keys compare bit for bit)."""
    keys = x.view(np.uint16).tolist() if x.dtype == np.float16 else x.tolist()
    seen: dict = {}
    first, inverse = [], []
    for i, (k, v) in enumerate(zip(keys, x.tolist())):
        if v != v:            # NaN: never found again
            inverse.append(len(first))
            first.append(i)
            continue
        if k not in seen:
            seen[k] = len(first)
            first.append(i)
        inverse.append(seen[k])
    return x[np.asarray(first, np.int64)], np.asarray(inverse).astype(_unique_idx_dtype(x.dtype))


def _unique_idx_dtype(dt: Any) -> np.dtype:
    """MindSpore's Unique CPU kernel indexes an int64 input with int64, any other input with int32."""
    return np.dtype(np.int64) if np.dtype(dt) == np.int64 else np.dtype(np.int32)


@UNIQUE.def_infer
def _unique_infer(x: Aval) -> Tuple[Aval, Aval]:
    _unique_check(x.shape)
    return Aval((None,), x.dtype), Aval(x.shape, _unique_idx_dtype(x.dtype))


@op_function
def unique(input: Any) -> Tuple[Any, Any]:  # noqa: A002
    """(distinct values in order of first appearance, int32 index of each entry in them)."""
    refuse_numbers("'{k0}' object has no attribute 'shape'", input, error=AttributeError)
    hooks.refuse_in_vmap("Unique")
    from . import functional as F

    if hasattr(input, "dtype") and np.dtype(np_dtype_of(input)) in (np.uint32, np.uint64):
        # MindSpore 2.10's CPU Unique has no uint32 / uint64 kernel (a TypeError; uint16 computes: uint39)
        from ..errors import DTypeError

        raise DTypeError(f"Select CPU operator[Unique] fail! Unsupported data type! ({np_dtype_of(input)})",
                         hint="cast to int64 first (ops.cast(x, ms.int64))")

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

    if hooks.vmap_depth[0] and hooks.vmap_axis_of(mask) is not None:   # MindSpore 2.10's MaskedSelect vmap rule
        raise ValueError(f"The source axis of `mask` in `P.MaskedSelect` must be None, but got "
                         f"{hooks.vmap_axis_of(mask)}.")

    shape = tuple(broadcast_shapes(tuple(shape_of(input)), tuple(shape_of(mask))))
    x = input if tuple(shape_of(input)) == shape else F.broadcast_to(input, shape)
    m = mask if tuple(shape_of(mask)) == shape else F.broadcast_to(mask, shape)
    if not shape:   # 0-d: one element or none (x[mask] of a 0-d x and mask is MindSpore's ValueError, not this)
        x, m = F.reshape(x, (1,)), F.reshape(m, (1,))
    return F.getitem(x, m)


__all__ = public_functions(globals())  # every function form defined here (op_function)
