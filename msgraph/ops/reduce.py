"""Reductions (ReduceSum...), arg-reductions (Argmax, Argmin) and scans (CumSum, CumProd).

``ReduceSum(keep_dims=False)(x, axis)``: keep_dims is an attribute, the axis a constant
input; an axis of ``()`` (or None in the function forms) reduces every axis.  Result
dtypes are MindSpore's: the primitives keep an integer input's dtype (ReduceSum, ReduceProd, CumSum;
ReduceMean truncates), ``ops.sum``/``Tensor.sum`` of integers is int64, ``mean`` of float32 is float32.
"""
from __future__ import annotations

import builtins
from functools import lru_cache
from typing import Any, Callable, Tuple

import numpy as np

from ..common.aval import Aval
from ..common.dtype import int32, int64, is_narrow_uint
from ..errors import DTypeError, GraphValueError, ShapeError
from ._helpers import axis_arg, dtype_name, normalize_axes, normalize_axis, np_dtype, seq_sum, shape_of
from ._helpers import user_type
from .registry import refuse_numbers
from .registry import OpKind, apply, bprop_getters, define_op, graph_fold, op_function, prim, public_functions


def _prod(xs: Any) -> int:
    """The product of static dimensions; None where one is known only when the graph runs."""
    n = 1
    for d in xs:
        if d is None:
            return None
        n *= d
    return n


def _shape_arg(shape: Tuple[Any, ...]) -> Tuple[int, ...]:
    """A Reshape target for a shape that may hold one run-time (None) dimension: -1 there."""
    return tuple(-1 if d is None else d for d in shape)


def _out_shape(shape: Tuple[Any, ...], axes: Tuple[int, ...], keep_dims: bool) -> Tuple[Any, ...]:
    if keep_dims:
        return tuple(1 if i in axes else d for i, d in enumerate(shape))
    return tuple(d for i, d in enumerate(shape) if i not in axes)


@lru_cache(maxsize=None)
def _result_dtype(fn: Callable[..., Any], dtype: np.dtype) -> np.dtype:
    with np.errstate(all="ignore"):
        return np.asarray(fn(np.ones((1,), dtype), axis=0)).dtype


def _define_reduce(name: str, fn: Callable[..., Any], doc: str, differentiable: bool = True, *,
                   reduction: str):
    """A ReduceX op; ``reduction`` is the kind a fused kernel accumulates (OpDef.reduction)."""
    op = define_op(name, OpKind.REDUCTION, attrs={"keep_dims": False}, const_inputs=(1,),
                   differentiable=differentiable, doc=doc, reduction=reduction)

    @op.def_impl
    def impl(x: Any, axis: Any = (), keep_dims: bool = False) -> Any:
        x = np.asarray(x)
        axes = normalize_axes(name, axis, x.ndim)
        if not axes:  # a 0-d input: reduce it as a 1-element vector so the dtype rule is the same
            return np.asarray(fn(x.reshape(1), axis=0))
        return fn(x, axis=axes, keepdims=keep_dims)

    @op.def_infer
    def infer(x: Aval, axis: Any = (), keep_dims: bool = False) -> Aval:
        axes = normalize_axes(name, axis, x.ndim)
        return Aval(_out_shape(x.shape, axes, keep_dims), _result_dtype(fn, x.dtype))

    def __call__(self: Any, x: Any, axis: Any = ()) -> Any:
        # ``ReduceMean()(x)`` (no axis: all of them) is common MindSpore code; the axis is always an input,
        # so the bprops and the compiler see the op's full signature.
        _check_keep_dims(self, name, x, axis)
        _check_axis_tensor_rank(name, axis)
        _no_bool(name, x, axis)
        if self.__dict__.get("_skip_mode") and _no_axes(axis):  # ReduceSum(skip_mode=True), no axes: x itself
            return x
        return apply(self, (x, axis_arg(axis)))

    op.prim_class.__call__ = __call__
    if name == "ReduceSum":  # MindSpore's ReduceSum(keep_dims=False, skip_mode=False): skip_mode is not an op attribute
        base_init = op.prim_class.__init__

        def __init__(self: Any, keep_dims: bool = False, skip_mode: bool = False) -> None:
            base_init(self, keep_dims=keep_dims)
            self.__dict__["_skip_mode"] = bool(skip_mode)

        op.prim_class.__init__ = __init__
    return op, op.prim_class


def _check_axis_tensor_rank(name: str, axis: Any) -> None:
    """An axis Tensor of rank 2 or more: MindSpore 2.10's TypeError in PyNative (its argument check), graph code's
    ValueError (TensorToTuple takes a 1-D Tensor); a 0-d or 1-D one reduces (measured, adapt45left s2)."""
    if isinstance(axis, (tuple, list, int, np.integer)) or axis is None or not hasattr(axis, "shape"):
        return
    shape = tuple(axis.shape)
    if len(shape) < 2:
        return
    from ..ir.builder import building_graph

    if building_graph():
        raise ShapeError(f"For Primitive[TensorToTuple], the input must be a 1-D Tensor, but got Tensor with shape: "
                         f"{list(shape)} (the axis of {name}).")
    raise DTypeError(f"For {name}, the 1'th input is a Tensor whose shape is {list(shape)}, which can not be an "
                     f"axis: a 0-d or 1-D integer Tensor, an int or a tuple of ints is.")


def _check_keep_dims(p: Any, name: str, x: Any, axis: Any) -> None:
    """MindSpore 2.10's ReduceX primitives take a Python bool ``keep_dims`` only: another value (1, None, 'a',
    numpy's bool_) is the call's TypeError "Failed calling ReduceSum with "ReduceSum(keep_dims=int, ...)"."."""
    kd = p.attrs.get("keep_dims", False)
    if type(kd) is bool:
        return
    from .registry import _kind_name

    def kind(v: Any) -> str:
        return _kind_name(v) if v is None or type(v).__module__ == "builtins" else str(type(v))
    extra = ", skip_mode=bool" if name == "ReduceSum" else ""
    raise TypeError(f'Failed calling {name} with "{name}(keep_dims={kind(kd)}{extra})(x={_kind_name(x)}, '
                    f'axis={kind(axis)})".')


def _no_axes(axis: Any) -> bool:
    """An empty axis tuple (MindSpore's ``()``: every axis, or none with ReduceSum's skip_mode)."""
    return axis is None or (isinstance(axis, (tuple, list)) and len(axis) == 0) or \
        (hasattr(axis, "shape") and getattr(axis, "size", 1) == 0)


def _no_bool(name: str, x: Any, axis: Any = None) -> None:
    """MindSpore's CPU ReduceMax/ReduceMin (TypeError) and ReduceMean (RuntimeError) reject a bool input
    (checked where users call them: the primitives and ops.amax/amin/mean; the registry ops accept it),
    after the inference has checked the axis (an axis out of range is its ValueError, whatever the dtype)."""
    if name not in ("ReduceMax", "ReduceMin", "ReduceMean") or not hasattr(x, "dtype"):
        return
    if np.dtype(np_dtype(x)) == np.bool_:
        if isinstance(axis, (int, tuple, list)) and not isinstance(axis, bool):
            normalize_axes(name, axis, len(shape_of(x)))
        if _graph_constant(x):
            return   # graph code folds a constant's reduction with numpy: mean Float64, max / min Bool (MindSpore
            # 2.10's Graph mode computes them while it compiles; measured, adapt45left)
        if name == "ReduceMean":
            raise RuntimeError("For 'ReduceMean', unsupported reduce operation for bool.")
        raise TypeError(f"Select CPU operator[{name}] fail! Unsupported data type! (a bool input)")


def _sum_keep_int(x: Any, axis: Any, keepdims: bool = False) -> Any:
    """MindSpore's ReduceSum keeps an integer input's dtype (numpy widens int32 to int64), and a
    bool input's: the sum of bools is their logical or."""
    if x.dtype.kind == "b":
        return np.any(x, axis=axis, keepdims=keepdims)
    if x.dtype in (np.float16, np.float32) and x.size:
        return _ms_float_sum(x, axis if isinstance(axis, tuple) else (axis,), keepdims)
    if x.dtype.kind in "iu" and x.size:
        return _int_sum(x, axis if isinstance(axis, tuple) else (axis,), keepdims)
    return np.sum(x, axis=axis, keepdims=keepdims, dtype=x.dtype if x.dtype.kind in "iu" else None)


def _int_sum(x: np.ndarray, axes: Tuple[int, ...], keepdims: bool) -> np.ndarray:
    """MindSpore 2.10's CPU ReduceSum of an integer Tensor (measured, left51): the elements added one by one in
    double, in order (an int64 2**53 then ones stays 2**53; 100000 of 2**40 + 1 lose their ones as such a loop does),
    the double converted as its Cast converts (through int32 -- int64 for 64-bit dtypes and uint32 --, out of range
    the minimum, then the low bits): int32 3 * (2**31 - 1) is -2**31, int16 3 * 30000 is 24464, int64 3 * 2**62 + 5
    is -2**63, uint64 2**64 - 1 + 1 is 0.  numpy's integer sum wrapped exactly instead (SILENT, both modes)."""
    axes = tuple(sorted(a % max(x.ndim, 1) for a in axes))
    keep = [d for d in range(x.ndim) if d not in axes]
    lead = tuple(x.shape[d] for d in keep)
    n = int(np.prod([x.shape[d] for d in axes])) if axes else 1
    flat = np.transpose(x, keep + list(axes)).reshape(lead + (n,))
    total = seq_sum(flat, -1)
    out = _double_to_int(np.asarray(total, np.float64), x.dtype)
    if keepdims:
        out = out.reshape(tuple(1 if d in axes else x.shape[d] for d in range(x.ndim)))
    return out


def _double_to_int(a: np.ndarray, dt: np.dtype) -> np.ndarray:
    """Doubles converted to integer dtype ``dt`` as MindSpore's CPU Cast converts them (x86's truncating
    conversion to int32 / int64: NaN and out of range give the minimum; then the low bits; uint64 as C's
    conversion: from 2**63 up through ``x - 2**63`` with the top bit set again, 2**64 and beyond 0)."""
    def via(v: np.ndarray, wide: Any) -> np.ndarray:
        info = np.iinfo(wide)
        ok = (v >= float(info.min)) & (v < -float(info.min))
        out = np.where(ok, v, 0).astype(wide)
        out[~ok] = info.min
        return out

    if dt == np.uint64:
        top = 2.0 ** 63
        high = a >= top
        lo = via(np.where(high, a - top, a), np.int64).view(np.uint64)
        return np.where(high, lo ^ np.uint64(1 << 63), lo).astype(np.uint64)
    wide = np.int64 if dt.itemsize == 8 or dt == np.uint32 else np.int32
    return via(a, wide).astype(dt)


def _ms_float_sum(x: np.ndarray, axes: Tuple[int, ...], keepdims: bool, mean: bool = False) -> np.ndarray:
    """MindSpore 2.10's CPU ReduceSum (or, ``mean``, ReduceMean's sum) of float16/float32, in its rounding
    (measured, h-grad8): a 2-d float32 along axis 1 adds 8-lane SIMD accumulators over the 8-blocks, their lanes
    in order, then the tail one by one; a 2-d float32 ReduceSum along axis 0 adds row by row (numpy's order);
    everything else is as exact as a double-precision sum rounded once."""
    axes = tuple(sorted(a % max(x.ndim, 1) for a in axes))
    if x.dtype == np.float32 and x.ndim == 2 and axes == (1,):
        total = _lane8_sum_last(x)
        return total[:, None] if keepdims else total
    if x.dtype == np.float32 and x.ndim == 2 and axes == (0,) and not mean:
        return np.sum(x, axis=axes, keepdims=keepdims)
    return np.sum(x, axis=axes, keepdims=keepdims, dtype=np.float64).astype(x.dtype)


def _lane8_sum_last(x: np.ndarray) -> np.ndarray:
    c = x.shape[-1]
    nb = c // 8 * 8
    lead = x.shape[:-1]
    total = np.zeros(lead, x.dtype)
    if nb:
        acc = np.cumsum(x[..., :nb].reshape(lead + (nb // 8, 8)), -2, dtype=x.dtype)[..., -1, :]
        total = np.cumsum(acc, -1, dtype=x.dtype)[..., -1]
    if nb < c:
        total = np.cumsum(np.concatenate([total[..., None], x[..., nb:]], -1), -1, dtype=x.dtype)[..., -1]
    return total


def _prod_keep_int(x: Any, axis: Any, keepdims: bool = False) -> Any:
    if x.dtype == np.float16:  # MindSpore's CPU kernel multiplies float16 in float32
        return np.prod(x, axis=axis, keepdims=keepdims, dtype=np.float32).astype(np.float16)
    return np.prod(x, axis=axis, keepdims=keepdims, dtype=x.dtype if x.dtype.kind in "biu" else None)


def _mean_keep_int(x: Any, axis: Any, keepdims: bool = False) -> Any:
    """MindSpore's ReduceMean of an integer input is an integer of its dtype, truncated toward 0."""
    if x.dtype.kind in "iu" and x.size:
        # ReduceSum's integer sum (in double, converted back: _int_sum) as a float32 divided by the count in
        # float32, converted as Cast converts: MindSpore 2.10's int32 mean of [16777217] is 16777216, of
        # [100000001, 100000003] 100000000 (measured, session 51: left51, dt51)
        total = np.asarray(_int_sum(x, axis if isinstance(axis, tuple) else (axis,), keepdims))
        n = np.float32(x.size // max(total.size, 1))
        return _double_to_int((total.astype(np.float32) / n).astype(np.float64), x.dtype)
    if x.dtype.kind in "iu":
        total = np.sum(x, axis=axis, keepdims=keepdims, dtype=x.dtype)
        with np.errstate(all="ignore"):
            return np.asarray(np.trunc(np.asarray(total, np.float64) / 0)).astype(x.dtype)
    if x.dtype == np.float16 and x.size:
        return np.mean(x, axis=axis, keepdims=keepdims, dtype=np.float64).astype(x.dtype)
    if x.dtype == np.float32 and x.size:   # MindSpore: its float32 sum (_ms_float_sum), divided in float32
        total = np.asarray(_ms_float_sum(x, axis if isinstance(axis, tuple) else (axis,), keepdims, mean=True))
        return total / np.float32(x.size // max(total.size, 1))
    return np.mean(x, axis=axis, keepdims=keepdims)


REDUCE_SUM, ReduceSum = _define_reduce("ReduceSum", _sum_keep_int, "ReduceSum(keep_dims=False)(x, axis): sum over axis.", reduction="sum")
REDUCE_MEAN, ReduceMean = _define_reduce("ReduceMean", _mean_keep_int, "ReduceMean(keep_dims=False)(x, axis): mean.", reduction="mean")
# MeanExt (h-tens, session 9): MindSpore 2.10's mint.mean / eager Tensor.mean primitive.  The same forward
# as ReduceMean; its gradient of an integer input is a float (float32 eager, float64 compiled), where
# ReduceMean's is truncated to the input's integer dtype.
MEAN_EXT, MeanExt = _define_reduce("MeanExt", _mean_keep_int, "MeanExt(keep_dims=False)(x, axis): mean (its gradient "
                                   "of an integer input is a float).", reduction="mean")
def _skip_nan_reduce(fn: Callable[..., Any], nanfn: Callable[..., Any]) -> Callable[..., Any]:
    """MindSpore's ReduceMax/ReduceMin kernels compare with > / <, so NaN does not win over numbers
    (``max([1, nan]) == 1``; numpy's propagates NaN); all-NaN slices stay NaN."""
    def reduce(x: Any, axis: Any, keepdims: bool = False) -> Any:
        if x.dtype.kind == "f" and np.isnan(x).any():
            with np.errstate(all="ignore"):
                import warnings

                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", RuntimeWarning)
                    r = nanfn(x, axis=axis, keepdims=keepdims)
            # the kernel starts from each slice's first element: a NaN there never loses a comparison
            axes = tuple(range(x.ndim)) if axis is None else \
                tuple(a % x.ndim for a in (axis if isinstance(axis, (tuple, list)) else (axis,)))
            rest = tuple(a for a in range(x.ndim) if a not in axes)
            first = np.transpose(x, rest + axes).reshape([x.shape[a] for a in rest] + [-1])[..., 0]
            if keepdims:
                first = first.reshape(np.shape(r))
            return np.where(np.isnan(first), first, r).astype(x.dtype, copy=False)
        return fn(x, axis=axis, keepdims=keepdims)
    return reduce


REDUCE_MAX, ReduceMax = _define_reduce("ReduceMax", _skip_nan_reduce(np.max, np.nanmax),
                                       "ReduceMax(keep_dims=False)(x, axis): maximum.", reduction="max")
REDUCE_MIN, ReduceMin = _define_reduce("ReduceMin", _skip_nan_reduce(np.min, np.nanmin),
                                       "ReduceMin(keep_dims=False)(x, axis): minimum.", reduction="min")
REDUCE_PROD, ReduceProd = _define_reduce("ReduceProd", _prod_keep_int, "ReduceProd(keep_dims=False)(x, axis): product.", reduction="prod")
REDUCE_ALL, ReduceAll = _define_reduce("ReduceAll", np.all, "ReduceAll(keep_dims=False)(x, axis): logical and.",
                                       differentiable=False, reduction="all")
def _any_keep_uint8(x: Any, axis: Any, keepdims: bool = False) -> Any:
    """MindSpore 2.10's ReduceAny of a uint8 input is uint8 (0/1; ``ops.any``, ``Tensor.any``, ``mint.any``), of any
    other dtype bool; ReduceAll is always bool (h-sweep5, recorded: diff_sweep5/reduce_any_uint8)."""
    r = np.any(x, axis=axis, keepdims=keepdims)
    return np.asarray(r).astype(np.uint8) if x.dtype == np.uint8 else r


REDUCE_ANY, ReduceAny = _define_reduce("ReduceAny", _any_keep_uint8, "ReduceAny(keep_dims=False)(x, axis): logical or.",
                                       differentiable=False, reduction="any")


def _fold_axes(name: str, x: np.ndarray, axis: Any) -> Any:
    """The axis MindSpore 2.10's compile-time reduce folds hand numpy (``_infer_value_for_Reduce`` /
    ``_infer_value_for_ReduceExtand``): an int as given, a non-empty tuple through ``set`` (a repeated axis counts
    once), an empty one (or None) every axis.  None: the fold declines (an axis out of range, a Tensor axis: the op's
    own error or value); one axis spelled two ways (``(-1, 3)``) is numpy's ValueError."""
    if isinstance(axis, (bool, np.ndarray)) or not (axis is None or isinstance(axis, (int, tuple, list))):
        return None
    axes = axis if isinstance(axis, int) else tuple(set(axis)) if axis else tuple(range(x.ndim))
    try:
        for a in (axes,) if isinstance(axes, int) else axes:
            normalize_axes(name, a, x.ndim)   # (an axis out of range: the op's own error, as it runs)
    except Exception:  # noqa: BLE001
        return None
    if not isinstance(axes, int) and len({a % max(x.ndim, 1) for a in axes}) != len(axes):
        raise GraphValueError("duplicate value in 'axis'")
    return axes


def _graph_fold(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    """MindSpore 2.10's Graph mode evaluates a reduction of a constant with numpy while it compiles
    (``infer_value_for_ReduceSum``, ``_infer_value_for_Reduce``) and keeps numpy's dtype: the sum or product of a
    bool / int8-int32 constant is Int64 (unsigned: UInt64), the mean of an integer one Float64, ReduceAny of uint8
    bool (the primitives keep an integer input's dtype at run time).  A tuple axis goes through ``set`` first, so a
    repeated axis counts once there (``(1, 2, 2, 1)``; the kernels' RuntimeError otherwise) and one axis spelled
    two ways (``(-1, 3)``) is numpy's ValueError.  ``registry.register_graph_fold``; recorded: left31/reduce_const_fold,
    lead45/reduce_const_dup_axes."""
    def fold(p: Any, inputs: Any) -> Any:
        x = inputs[0]
        axis = inputs[1] if len(inputs) > 1 else ()
        if type(x) is not np.ndarray or x.dtype.kind not in "biuf":
            return None
        if isinstance(axis, (tuple, list)) and not axis and p.__dict__.get("_skip_mode"):
            return x if _fold_axes(name, x, axis) is not None else None
        axes = _fold_axes(name, x, axis)
        if axes is None:
            return None
        try:
            with np.errstate(all="ignore"):
                return np.asarray(fn(x, axes, keepdims=bool(p.attrs.get("keep_dims", False))))
        except (ValueError, TypeError):
            return None
    return fold


def _ext_fold(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    """SumExt / ProdExt / MeanExt of a constant in graph code (``Tensor.sum``, ``ops.sum``, ``mint.sum``,
    ``Tensor.prod``, ``ops.prod``, ``mint.prod``, ``mint.mean``, ``Tensor.mean(dim=...)`` of a Cell attribute or a
    global): MindSpore 2.10 evaluates them with numpy while it compiles (``infer_value_for_SumExt`` / ``ProdExt`` /
    ``MeanExt``), ``fn(value, axis, dtype=dtype, keepdims=keep_dims)``, keeping numpy's dtype -- the sum and product
    of a uint8 constant are UInt64 (an argument's, the kernels': Int64), ``dtype=`` is numpy's accumulator
    (``ops.prod(c, 0, dtype=ms.int32)`` wraps in Int32), the mean of an integer or bool constant is Float64 (the
    kernels: the integer dtype truncated; a bool one their RuntimeError).  The function forms call
    :func:`registry.graph_fold` with MindSpore's operands ``(input, dim, keepdim, dtype)`` after their argument
    checks; a graph value (no constant) is computed as usual.  Measured: tools/left46_sweep s1_reduce_ext; recorded:
    adapt45left/captured_int_reduce, left46/reduce_ext_fold."""
    def fold(p: Any, operands: Any) -> Any:
        from ..common.tensor import _TENSOR_TYPES

        x, axis, keep_dims, dtype = (tuple(operands) + (None, False, None))[:4]
        if type(x) not in _TENSOR_TYPES or x._data.dtype.kind not in "biuf":
            return None
        if type(axis) in _TENSOR_TYPES:   # a constant integer Tensor as the dim: its value
            if axis._data.dtype.kind not in "iu" or axis._data.ndim > 1:
                return None
            axis = int(axis._data) if axis._data.ndim == 0 else tuple(int(a) for a in axis._data)
        value = x._data
        axes = _fold_axes(name, value, axis)
        if axes is None:
            return None
        kw = {} if dtype is None else {"dtype": np.dtype(np_dtype(dtype))}
        try:
            with np.errstate(all="ignore"):
                return np.asarray(fn(value, axes, keepdims=bool(keep_dims), **kw))
        except (ValueError, TypeError):
            return None
    return fold


from .registry import register_graph_fold as _register_graph_fold  # noqa: E402

for _name, _fn in (("ReduceSum", np.sum), ("ReduceMean", np.mean), ("ReduceProd", np.prod), ("ReduceMax", np.max),
                   ("ReduceMin", np.min), ("ReduceAll", np.all), ("ReduceAny", np.any)):
    _register_graph_fold(_name, _graph_fold(_name, _fn))
for _name, _fn in (("SumExt", np.sum), ("ProdExt", np.prod), ("MeanExt", np.mean)):
    _register_graph_fold(_name, _ext_fold(_name, _fn), at_apply=False)


def _kept(x: Any, axis: Any) -> Tuple[Tuple[int, ...], Tuple[Any, ...], Tuple[int, ...]]:
    """(x shape, shape with reduced axes kept as 1, normalised axes) -- all static."""
    xshape = tuple(shape_of(x))
    axes = normalize_axes("Reduce", axis, len(xshape))
    return xshape, _out_shape(xshape, axes, True), axes


def _dout_broadcast(x: Any, axis: Any, keep_dims: bool, dout: Any) -> Any:
    from .shape_ops import broadcast_to, reshape

    xshape, kept, _ = _kept(x, axis)
    g = dout if keep_dims else reshape(dout, _shape_arg(kept))
    if None in xshape:
        # x's shape is known only when the graph runs (``a[a > 0].sum()``, ``masked_select``): broadcast against
        # ones of x's shape instead of a static BroadcastTo target (g * 1 keeps -0.0, inf and NaN as they are)
        from .functional import cast, mul, ones_like

        return mul(g, cast(ones_like(x), np_dtype(g)))
    return broadcast_to(g, xshape)


@bprop_getters.register(ReduceSum)
def get_bprop_reduce_sum(self: Any):
    keep_dims = self.attrs["keep_dims"]

    def bprop(x, axis, out, dout):
        return (_dout_broadcast(x, axis, keep_dims, dout), 0)
    return bprop


def _mean_bprop(self: Any, int_grad: str):
    """``int_grad`` for an integer input: "keep" (ReduceMean: MindSpore divides in the integer dtype, the
    gradient truncates, usually to 0) or "float" (MeanExt: float32 eager, float64 in compiled code)."""
    keep_dims = self.attrs["keep_dims"]

    def bprop(x, axis, out, dout):
        from .array_ops import cast
        from .math import mul

        xshape, _, axes = _kept(x, axis)
        n = _prod(xshape[a] for a in axes)
        g = _dout_broadcast(x, axis, keep_dims, dout)
        is_int = np.dtype(np_dtype(x)).kind in "iu"
        if is_int and int_grad == "float":
            from ..ir.builder import building_graph

            g = cast(g, "float64" if building_graph() else "float32")
        if n is None:
            # reduced dimensions known only when the graph runs (``a[a > 0].mean()``): 1 / n as a Tensor
            from .functional import div, ones_like

            ones = cast(ones_like(x), np_dtype(g))
            g = mul(g, div(ones, reduce_sum(ones, axes, keep_dims=True)))
        elif n and int_grad == "keep" and is_narrow_uint(g):
            # a uint16 / 32 / 64 gradient divides in its own dtype (MindSpore 2.10: uint32 [4, 6] / 2 -> [2, 3];
            # a float32 1 / n would not convert back implicitly: TypeError)
            from .math import floor_div
            from ..common.tensor import Tensor

            return (floor_div(g, Tensor(np.asarray(n, np_dtype(g)))), 0)
        elif n:
            g = mul(g, 1.0 / n)
        if is_int and int_grad == "keep":
            g = cast(g, np_dtype(x))
        return (g, 0)
    return bprop


@bprop_getters.register(ReduceMean)
def get_bprop_reduce_mean(self: Any):
    return _mean_bprop(self, "keep")


@bprop_getters.register(MeanExt)
def get_bprop_mean_ext(self: Any):
    return _mean_bprop(self, "float")


def _get_bprop_extremum(self: Any):
    keep_dims = self.attrs["keep_dims"]

    def bprop(x, axis, out, dout):
        from .array_ops import cast
        from .shape_ops import reshape
        from .math import div, equal, mul

        if is_narrow_uint(dout):
            # MindSpore 2.10's ReduceMax / ReduceMin bprop divides the tie mask in float32, which a uint16 / 32 / 64
            # gradient does not take implicitly: its TypeError, in both modes (measured, adapt44cpub)
            err = DTypeError(f"For '{self.name}' gradient: Type implicit conversion between Float32 and "
                             f"{dtype_name(np_dtype(dout))} is not supported.")
            err._msgraph_no_specialize = True   # (not compiled again with the input as a constant: no gradient)
            raise err
        _, kept, axes = _kept(x, axis)
        y = out if keep_dims else reshape(out, _shape_arg(kept))
        g = dout if keep_dims else reshape(dout, _shape_arg(kept))
        mask = cast(equal(x, y), dout.dtype)
        count = reduce_sum(mask, axes, keep_dims=True)
        if np.dtype(np_dtype(dout)).kind in "iu":   # MindSpore divides in the gradient's dtype: a tie of
            from .aliases import truncate_div       # two integers gives each 1 // 2 == 0
            return (mul(truncate_div(mask, count), g), 0)
        return (mul(div(mask, count), g), 0)
    return bprop


bprop_getters.register(ReduceMax)(_get_bprop_extremum)
bprop_getters.register(ReduceMin)(_get_bprop_extremum)


@bprop_getters.register(ReduceProd)
def get_bprop_reduce_prod(self: Any):
    """d prod / d x_i = product of the others: exclusive cumprods from both ends (exact with zeros)."""
    keep_dims = self.attrs["keep_dims"]

    def bprop(x, axis, out, dout):
        from .shape_ops import reshape, transpose
        from .math import mul

        xshape, _, axes = _kept(x, axis)
        g = _dout_broadcast(x, axis, keep_dims, dout)
        if not axes:
            return (g, 0)
        nd = len(xshape)
        other = tuple(i for i in builtins.range(nd) if i not in axes)
        perm = tuple(axes) + other
        ident = perm == tuple(builtins.range(nd))
        xt = x if ident else transpose(x, perm)
        xr = reshape(xt, _shape_arg((_prod(xshape[a] for a in axes), _prod(xshape[o] for o in other))))
        left = apply(prim(CUMPROD, exclusive=True, reverse=False), (xr, 0))
        right = apply(prim(CUMPROD, exclusive=True, reverse=True), (xr, 0))
        y = reshape(mul(left, right), _shape_arg(tuple(xshape[p] for p in perm)))
        if not ident:
            y = transpose(y, tuple(int(i) for i in np.argsort(perm)))
        return (mul(g, y), 0)
    return bprop


def _reduce(op: Any, x: Any, axis: Any, keep_dims: bool) -> Any:
    return apply(prim(op, keep_dims=bool(keep_dims)), (x, axis_arg(axis)))


@op_function
def reduce_sum(x: Any, axis: Any = None, keep_dims: bool = False) -> Any:
    """Sum over ``axis`` (None or () = all axes)."""
    refuse_numbers('Failed calling ReduceSum with "ReduceSum(keep_dims=bool, skip_mode=bool)(x={k0}, axis=Tuple<>)".', x)
    return _reduce(REDUCE_SUM, x, axis, keep_dims)


@op_function
def reduce_mean(x: Any, axis: Any = None, keep_dims: bool = False) -> Any:
    """Mean over ``axis`` (None or () = all axes)."""
    refuse_numbers('Failed calling ReduceMean with "ReduceMean(keep_dims=bool)(x={k0}, axis=Tuple<>)".', x)
    return _reduce(REDUCE_MEAN, x, axis, keep_dims)


@op_function
def mean_ext(x: Any, axis: Any = None, keep_dims: bool = False) -> Any:
    """MeanExt: the mean over ``axis``; an integer input's gradient is a float (mint.mean, eager Tensor.mean)."""
    folded = graph_fold("MeanExt", (x, axis, keep_dims, None))   # (a constant in graph code: numpy's mean)
    if folded is not None:
        return folded
    return _reduce(MEAN_EXT, x, axis, keep_dims)


@op_function
def reduce_max(x: Any, axis: Any = None, keep_dims: bool = False) -> Any:
    """Maximum over ``axis`` (None or () = all axes)."""
    refuse_numbers('Failed calling ReduceMax with "ReduceMax(keep_dims=bool)(x={k0}, axis=Tuple<>)".', x)
    return _reduce(REDUCE_MAX, x, axis, keep_dims)


@op_function
def reduce_min(x: Any, axis: Any = None, keep_dims: bool = False) -> Any:
    """Minimum over ``axis`` (None or () = all axes)."""
    refuse_numbers('Failed calling ReduceMin with "ReduceMin(keep_dims=bool)(x={k0}, axis=Tuple<>)".', x)
    return _reduce(REDUCE_MIN, x, axis, keep_dims)


@op_function
def reduce_prod(x: Any, axis: Any = None, keep_dims: bool = False) -> Any:
    """Product over ``axis`` (None or () = all axes)."""
    return _reduce(REDUCE_PROD, x, axis, keep_dims)


@op_function
def reduce_all(x: Any, axis: Any = None, keep_dims: bool = False) -> Any:
    """Logical and over ``axis``."""
    return _reduce(REDUCE_ALL, x, axis, keep_dims)


@op_function
def reduce_any(x: Any, axis: Any = None, keep_dims: bool = False) -> Any:
    """Logical or over ``axis``."""
    return _reduce(REDUCE_ANY, x, axis, keep_dims)


def _sum_kind(v: Any) -> str:
    if v is None:
        return "None"
    if isinstance(v, (tuple, list)):
        return type(v).__name__
    if hasattr(v, "shape") and hasattr(v, "dtype"):
        return "Tensor"
    return {"str": "string"}.get(type(v).__name__, type(v).__name__)


def _int_tensor(v: Any) -> bool:
    """An integer Tensor as a dim: MindSpore reads its value (x.sum(Tensor(1)), value-dependent shapes)."""
    return hasattr(v, "shape") and hasattr(v, "dtype") and np.dtype(np_dtype(v)).kind in "iu" and len(v.shape) <= 1


@op_function
def _check_sum_args(input: Any, dim: Any, keepdim: Any) -> None:  # noqa: A002
    """SumExt's signature check (a Tensor input, an int / tuple-of-ints dim): MindSpore's TypeError (h-opsA)."""
    dim_ok = dim is None or (isinstance(dim, (int, np.integer)) and not isinstance(dim, bool)) or _int_tensor(dim) or (
        isinstance(dim, (tuple, list)) and builtins.all(isinstance(d, (int, np.integer)) and not isinstance(d, bool)
                                               for d in dim))
    if _sum_kind(input) != "Tensor" or not dim_ok:
        raise TypeError(f'Failed calling SumExt with "SumExt()(input={_sum_kind(input)}, dim={_sum_kind(dim)}, '
                        f'keepdim={_sum_kind(keepdim)}, dtype=mindspore.dtype)".')


@op_function
def sum(input: Any, dim: Any = None, keepdim: bool = False, *, dtype: Any = None) -> Any:  # noqa: A001,A002
    """MindSpore 2.x ``ops.sum(input, dim=None, keepdim=False, *, dtype=None)``."""
    from .array_ops import cast

    _check_sum_args(input, dim, keepdim)
    if not isinstance(keepdim, (bool, np.bool_)):  # MindSpore: a TypeError (SumExt takes a bool)
        raise TypeError(f'Failed calling SumExt with "SumExt()(input=Tensor, dim=..., keepdim='
                        f'{user_type(keepdim).__name__})": keepdim must be a bool.')
    folded = graph_fold("SumExt", (input, dim, keepdim, dtype))   # (a constant in graph code: numpy's sum)
    if folded is not None:
        return folded
    if dtype is not None:
        input = cast(input, dtype)
    elif _small_int(np_dtype(input)):   # MindSpore: the sum of bools and integers up to 32 bits is int64
        input = cast(input, int64)
    return reduce_sum(input, dim, keepdim)


def _graph_constant(x: Any) -> bool:
    """A constant Tensor in graph code (captured, made from constants, a value-specialized argument): its reductions
    fold with numpy (``registry.graph_fold``), so the kernels' refusals of a bool input do not apply."""
    from ..common.tensor import _TENSOR_TYPES
    from ..ir.builder import building_graph

    return building_graph() and type(x) in _TENSOR_TYPES


@op_function
def mean(x: Any, axis: Any = None, keep_dims: bool = False) -> Any:
    """MindSpore 2.10's ``ops.mean(x, axis=None, keep_dims=False)`` (the input's keyword is ``x``)."""
    refuse_numbers('Failed calling ReduceMean with "ReduceMean(keep_dims=bool)(x={k0}, axis=Tuple<>)".', x)
    _no_bool("ReduceMean", x, axis)
    return reduce_mean(x, axis, keep_dims)


def _initial_where(input: Any, initial: Any, where: Any, largest: bool) -> Any:  # noqa: A002
    """ops.amax / amin's ``initial`` (a number or Tensor the result is at least / most; a float on an int input
    truncates) and ``where`` (a broadcast bool mask: the elements left out count as ``initial``, which it needs: a
    ValueError), applied elementwise before the reduction (MindSpore 2.10; msgraph lacked them: adapt43cpub)."""
    if where is not None and initial is None:
        raise ValueError("initial value must be provided for where masks")
    if initial is None:
        return input
    from . import functional as F

    shape, dt = tuple(shape_of(input)), np_dtype(input)
    init = F.broadcast_to(F.cast(initial, dt), shape) if hasattr(initial, "dtype") else F.fill(dt, shape, initial)
    x = (F.maximum if largest else F.minimum)(input, init)
    if where is not None:
        x = F.select(F.broadcast_to(where, shape), x, init)
    return x


@op_function
def amax(input: Any, axis: Any = None, keepdims: bool = False, *, initial: Any = None,  # noqa: A002
         where: Any = None) -> Any:
    """MindSpore 2.x ``ops.amax(input, axis=None, keepdims=False, *, initial=None, where=None)``."""
    refuse_numbers('Failed calling ReduceMax with "ReduceMax(keep_dims=bool)(x={k0}, axis=Tuple<>)".', input)
    _no_bool("ReduceMax", input, axis)
    return reduce_max(_initial_where(input, initial, where, True), axis, keepdims)


@op_function
def amin(input: Any, axis: Any = None, keepdims: bool = False, *, initial: Any = None,  # noqa: A002
         where: Any = None) -> Any:
    """MindSpore 2.x ``ops.amin(input, axis=None, keepdims=False, *, initial=None, where=None)``."""
    refuse_numbers('Failed calling ReduceMin with "ReduceMin(keep_dims=bool)(x={k0}, axis=Tuple<>)".', input)
    _no_bool("ReduceMin", input, axis)
    return reduce_min(_initial_where(input, initial, where, False), axis, keepdims)


def _small_int(dt: Any) -> bool:
    """bool, int8/16/32 and uint8: the dtypes MindSpore 2.10's SumExt / ProdExt widen to int64; uint16, uint32 and
    uint64 keep their dtype (x.sum() of a uint32 Tensor is UInt32; recorded: st31/uint_sum_prod)."""
    dt = np.dtype(dt)
    return dt.kind == "b" or (dt.kind == "i" and dt != np.int64) or dt == np.uint8


def _int64_if_small_int(x: Any, unsigned_wide: bool = True) -> Any:
    """``ops.prod`` / ``ops.cumprod`` (and the Tensor methods) multiply a bool or an integer Tensor narrower than
    int64 in int64, as MindSpore 2.10 does (its primitives keep the dtype); ``unsigned_wide=False`` (prod):
    uint16/32/64 keep theirs."""
    if hasattr(x, "dtype"):
        dt = np.dtype(np_dtype(x))
        if _small_int(dt) or (unsigned_wide and dt.kind == "u" and dt != np.int64):
            from .array_ops import cast

            return cast(x, int64)
    return x


def _int32_if_small_int(x: Any) -> Any:
    """``Tensor.cumsum`` sums a bool, int8, int16 or uint8 Tensor in int32 (MindSpore 2.10)."""
    if hasattr(x, "dtype") and np.dtype(np_dtype(x)) in (np.bool_, np.int8, np.int16, np.uint8):
        from .array_ops import cast

        return cast(x, int32)
    return x


@op_function
def prod(input: Any, axis: Any = None, keep_dims: bool = False, dtype: Any = None) -> Any:  # noqa: A002
    """MindSpore 2.x ``ops.prod(input, axis=None, keep_dims=False, dtype=None)`` (integers and bools in int64; a
    tuple of axes is MindSpore 2.10's ReduceProd, which keeps the dtype); ``dtype`` casts the input first."""
    refuse_numbers('Failed calling ProdExt with "ProdExt()(input={k0}, dim=None, keepdim=bool, dtype=mindspore.dtype)".', input)
    if axis is None and keep_dims is True:   # ProdExt's check (measured, session 35; axis=() still reduces all)
        raise ValueError("For ProdExt, when axis is None, keep_dims can only set to false, but got keep_dims=True.")
    if not isinstance(axis, (tuple, list)):   # (a tuple of axes is ReduceProd, folded as that primitive)
        folded = graph_fold("ProdExt", (input, axis, keep_dims, dtype))   # (a constant in graph code: numpy's)
        if folded is not None:
            return folded
    if dtype is not None:
        from .array_ops import cast

        return reduce_prod(cast(input, dtype), axis, keep_dims)
    if isinstance(axis, (tuple, list)):
        return reduce_prod(input, axis, keep_dims)
    return reduce_prod(_int64_if_small_int(input, False), axis, keep_dims)


@op_function
def all(input: Any, axis: Any = None, keep_dims: bool = False) -> Any:  # noqa: A001,A002
    """MindSpore 2.x ``ops.all``: logical and over axis."""
    refuse_numbers('Failed calling ReduceAll with "ReduceAll(keep_dims=bool)(input={k0}, axis=None)".', input)
    return reduce_all(input, axis, keep_dims)


@op_function
def any(input: Any, axis: Any = None, keep_dims: bool = False) -> Any:  # noqa: A001,A002
    """MindSpore 2.x ``ops.any``: logical or over axis."""
    refuse_numbers('Failed calling ReduceAny with "ReduceAny(keep_dims=bool)(x={k0}, axis=Tuple<>)".', input)
    return reduce_any(input, axis, keep_dims)


# --- Argmax / Argmin ---------------------------------------------------------------------------------
def _define_arg(name: str, fn: Callable[..., Any]):
    op = define_op(name, OpKind.REDUCTION, attrs={"axis": -1, "output_type": int32}, differentiable=False,
                   doc=f"{name}(axis=-1, output_type=ms.int32)(x): index of the extremum along axis.")

    def check(shape: Tuple[Any, ...], axis: Any) -> int:
        if name == "CumProd" and dtype is not None and np.dtype(dtype) == np.bool_:
            # P.CumProd(): no bool kernel (ops.cumprod / Tensor.cumprod compute bool in int64 before it)
            raise DTypeError("For 'CumProd', the input 'x' of Bool is not supported by MindSpore 2.10's CPU kernel.")
        if not shape:
            raise ShapeError(f"For '{name}', the input must have at least 1 dimension, but got a scalar.")
        return normalize_axis(name, axis, len(shape))

    @op.def_impl
    def impl(x: Any, axis: int = -1, output_type: Any = int32) -> np.ndarray:
        x = np.asarray(x)
        a = check(x.shape, axis)
        if x.size == 0:   # MindSpore 2.10's CPU kernel fails to resize on an empty input, whatever the axis
            from ..errors import OpRuntimeError

            raise OpRuntimeError(f"For '{name}', the input is empty: MindSpore 2.10's CPU kernel fails on it.")
        return np.asarray(fn(x, axis=a)).astype(np_dtype(output_type))

    @op.def_infer
    def infer(x: Aval, axis: int = -1, output_type: Any = int32) -> Aval:
        a = check(x.shape, axis)
        return Aval(x.shape[:a] + x.shape[a + 1:], np_dtype(output_type))

    def __call__(self: Any, x: Any) -> Any:
        if hasattr(x, "dtype") and np.dtype(np_dtype(x)) == np.bool_:  # MindSpore: no bool kernel (TypeError)
            raise TypeError(f"For primitive[{name}], the input 'x' must not be a bool tensor (Kernel select failed).")
        ot = self.attrs.get("output_type", int32)
        try:
            ot_np = np.dtype(np_dtype(ot))
        except TypeError:   # not a dtype: the dispatch's invalid-input error
            ot_np = np.dtype(np.int32)
        if name == "Argmax" and ot_np not in (np.int32, np.int64):
            # (MindSpore 2.10's ValueError for another output_type, when called: measured, adapt41asc)
            raise ShapeError(f"Argmax error: dtype should be Int32 or Int64 but got {ot}")
        return apply(self, (x,))

    op.prim_class.__call__ = __call__
    return op, op.prim_class


def _skip_nan(fn: Callable[..., Any], fill: float) -> Callable[..., Any]:
    """MindSpore's Argmax/Argmin kernels scan with ``best = x[0]; if v > best (< best)``: a NaN
    after the first element never wins, a NaN first is never beaten (numpy picks the first NaN)."""
    def arg(x: Any, axis: int) -> Any:
        if x.dtype.kind == "f" and np.isnan(x).any():
            nan = np.isnan(x)
            r = fn(np.where(nan, fill, x), axis=axis)
            return np.where(np.take(nan, 0, axis=axis), 0, r)
        return fn(x, axis=axis)
    return arg


ARGMAX, Argmax = _define_arg("Argmax", _skip_nan(np.argmax, -np.inf))
ARGMIN, Argmin = _define_arg("Argmin", _skip_nan(np.argmin, np.inf))


def _arg(op: Any, input: Any, dim: Any, keepdim: bool, index_type: Any = int64) -> Any:  # noqa: A002
    from .registry import static_value
    from .shape_ops import expand_dims, reshape

    from .value_dependent import is_graph_int, needs_constant_int

    if is_graph_int(dim):   # ms.mutable(1) in graph code: the graph is specialized on its value (adapt41rt)
        raise needs_constant_int(op.name if hasattr(op, "name") else str(op), "axis")
    dim = static_value(dim)   # a constant integer Tensor axis: its value
    if dim is None:   # the flattened input's index: a 0-d result whatever keepdim (MindSpore 2.10)
        return apply(prim(op, axis=0, output_type=index_type), (reshape(input, (-1,)),))
    r = apply(prim(op, axis=dim, output_type=index_type), (input,))
    return expand_dims(r, dim) if keepdim else r


@op_function
def argmax(input: Any, dim: Any = None, keepdim: bool = False) -> Any:  # noqa: A002
    """Index (int64) of the maximum along dim (None: of the flattened input, 0-d: keepdim is not read,
    as MindSpore 2.10). A 0-d input gives the int64 constant 0, as argmin."""
    refuse_numbers("'{k0}' object has no attribute 'shape'", input, error=AttributeError)
    if not shape_of(input):
        from ..common.tensor import Tensor

        return Tensor(np.int64(0))
    return _arg(ARGMAX, input, dim, keepdim)


@op_function
def argmin(input: Any, axis: Any = None, keepdims: bool = False) -> Any:  # noqa: A002
    """Index (int32, as MindSpore 2.10 gives; argmax gives int64) of the minimum along axis
    (None: of the flattened input); MindSpore 2.10 names these axis/keepdims (argmax: dim/keepdim).
    As MindSpore 2.10: a 0-d input gives the int64 constant 0, and ``keepdims`` is ignored when axis is None."""
    refuse_numbers("'{k0}' object has no attribute 'shape'", input, error=AttributeError)
    if not shape_of(input):
        from ..common.tensor import Tensor

        return Tensor(np.int64(0))
    if np.dtype(np_dtype(input)) == np.bool_:   # MindSpore 2.10's Argmin kernel has no bool (Argmax has)
        raise TypeError("Select CPU operator[Argmin] fail! Unsupported data type!")
    if 0 in tuple(shape_of(input)):   # ... and fails on an empty input whatever the axis
        from ..errors import OpRuntimeError

        raise OpRuntimeError("For 'Argmin', the input is empty: MindSpore 2.10's CPU kernel fails on it.")
    if axis is None:
        keepdims = False
    return _arg(ARGMIN, input, axis, keepdims, int32)


# --- CumSum / CumProd -----------------------------------------------------------------------------
def _define_scan(name: str, fn: Callable[..., Any], identity: int, doc: str):
    op = define_op(name, OpKind.OTHER, attrs={"exclusive": False, "reverse": False}, const_inputs=(1,), doc=doc)

    def check(shape: Tuple[Any, ...], axis: Any, dtype: Any = None) -> int:
        if name == "CumSum" and dtype is not None and np.dtype(dtype) == np.bool_:   # P.CumSum(): no bool kernel
            raise DTypeError("For primitive[CumSum], the input argument[x] must be a type of {Tensor[BFloat16], "
                             "Tensor[Complex128], Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64], "
                             "Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], "
                             "Tensor[UInt64], Tensor[UInt8]}, but got Tensor[Bool].")
        if name == "CumProd" and dtype is not None and np.dtype(dtype) == np.bool_:
            # P.CumProd(): no bool kernel (ops.cumprod / Tensor.cumprod compute bool in int64 before it)
            raise DTypeError("For 'CumProd', the input 'x' of Bool is not supported by MindSpore 2.10's CPU kernel.")
        if not shape:
            raise ShapeError(f"For '{name}', the input must have at least 1 dimension, but got a scalar.")
        return normalize_axis(name, axis, len(shape))

    @op.def_impl
    def impl(x: Any, axis: Any, exclusive: bool = False, reverse: bool = False) -> np.ndarray:
        x = np.asarray(x)
        a = check(x.shape, axis, x.dtype)
        if reverse:
            x = np.flip(x, a)
        r = fn(x, axis=a)
        if exclusive and x.shape[a]:
            r = np.roll(r, 1, axis=a)
            r[(slice(None),) * a + (0,)] = identity
        if reverse:
            r = np.flip(r, a)
        return np.ascontiguousarray(r)

    @op.def_infer
    def infer(x: Aval, axis: Any, exclusive: bool = False, reverse: bool = False) -> Aval:
        check(x.shape, axis, x.dtype)
        return Aval(x.shape, _result_dtype(fn, x.dtype))

    return op, op.prim_class


def _cumsum_keep_int(x: Any, axis: int) -> Any:
    return np.cumsum(x, axis=axis, dtype=x.dtype if x.dtype.kind in "iu" else None)


def _cumprod_keep_int(x: Any, axis: int) -> Any:
    return np.cumprod(x, axis=axis, dtype=x.dtype if x.dtype.kind in "iu" else None)


CUMSUM, CumSum = _define_scan("CumSum", _cumsum_keep_int, 0,
                              "CumSum(exclusive=False, reverse=False)(x, axis): running sum along axis.")
CUMPROD, CumProd = _define_scan("CumProd", _cumprod_keep_int, 1,
                                "CumProd(exclusive=False, reverse=False)(x, axis): running product along axis.")


@bprop_getters.register(CumSum)
def get_bprop_cumsum(self: Any):
    exclusive, reverse = self.attrs["exclusive"], self.attrs["reverse"]

    def bprop(x, axis, out, dout):
        return (apply(prim(CUMSUM, exclusive=exclusive, reverse=not reverse), (dout, axis)), 0)
    return bprop


@bprop_getters.register(CumProd)
def get_bprop_cumprod(self: Any):
    """MindSpore's rule: reverse cumsum of out * dout, divided by x (x must be nonzero) with RealDiv: integer
    inputs keep their dtype (truncated, 0 / 0 is 0; measured: Int32 / Int64 / UInt8 gradients)."""
    exclusive, reverse = self.attrs["exclusive"], self.attrs["reverse"]

    def bprop(x, axis, out, dout):
        from .math import RealDiv, div, mul

        s = apply(prim(CUMSUM, exclusive=exclusive, reverse=not reverse), (mul(out, dout), axis))
        if np.dtype(np_dtype(x)).kind in "iu":
            return (RealDiv()(s, x), 0)
        return (div(s, x), 0)
    return bprop


@op_function
def cumsum(x: Any, axis: int, dtype: Any = None) -> Any:
    """Running sum along axis."""
    refuse_numbers('Failed calling CumSum with "CumSum(exclusive=bool, reverse=bool)(input={k0}, axis=int)".', x)
    if dtype is None and len(x.shape) and np.dtype(np_dtype(x)) == np.bool_:   # ops.cumsum: CumSum has no bool
        raise TypeError("For primitive[CumSum], the input argument[x] must be a type of {Tensor[BFloat16], "
                        "Tensor[Complex128], Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64], "
                        "Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], "
                        "Tensor[UInt64], Tensor[UInt8]}, but got Tensor[Bool].")
    if dtype is not None:
        from .array_ops import cast

        x = cast(x, dtype)
    return apply(prim(CUMSUM, exclusive=False, reverse=False), (x, axis))


@op_function
def cumprod(input: Any, dim: int, dtype: Any = None) -> Any:  # noqa: A002
    """Running product along dim (integers and bools in int64, as MindSpore 2.10)."""
    refuse_numbers('Failed calling CumProd with "CumProd(exclusive=bool, reverse=bool)(x={k0}, axis=int)".', input)
    if dtype is not None:
        from .array_ops import cast

        input = cast(input, dtype)
    else:
        input = _int64_if_small_int(input)
    return apply(prim(CUMPROD, exclusive=False, reverse=False), (input, dim))

__all__ = public_functions(globals())  # every function form defined here (op_function)
