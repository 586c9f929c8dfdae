"""MindSpore 2.x function forms that are compositions of registry ops: max/min with indices, std/var,
logsumexp, tril/triu, meshgrid, linspace, diag, trace, outer, hstack/vstack, movedim, clip_by_norm, masked_fill, isclose, and
small math (log2, log10, exp2, xlogy, lerp, hypot, logaddexp, deg2rad, rad2deg, remainder...).

Erfc, IsInf and Trunc are registry elementwise ops (define_unary rows).  The functional losses
(cross_entropy, nll_loss, mse_loss, l1_loss, kl_div) are in :mod:`msgraph.ops.loss_functions`.
"""
from __future__ import annotations

import builtins
import math as _math
from typing import Any, Tuple

import numpy as np

from ..common.tensor import Tensor
from ..errors import ArgumentError, DTypeError, OpRuntimeError, ShapeError
from ._compose import CompositePrimitive
from . import bf16
from ._helpers import dtype_name, flit, is_tensorlike, normalize_axis, np_dtype, shape_of
from ._helpers import user_type
from .registry import (FORWARDERS, OpKind, apply, bprop_getters, called_by_user, define_binary, define_op, define_unary,
                       op_function, prim, public_functions, refuse_numbers)
from ..common.aval import Aval
from .value_dependent import is_graph_int, is_symbolic, needs_constant_int
from ..ir.builder import building_graph
from ..common.dtype import is_bf16, is_float, is_narrow_uint, mindspore_result_type, refuse_uint_mix
from .array_ops import concat_pieces
from .math import MUL as _MUL, _float_only, zero_tensor_bprop
from .grad_path import grad_path, grad_path_rule


def _F():
    from . import functional

    return functional


# --- registry rows ------------------------------------------------------------------------------------
def _erfc(x: Any) -> Any:
    from .math import _erf

    # MindSpore 2.10's erfc, not 1 - erf: libm's erfc in float64 rounded once to the result dtype (erfc(7) is
    # 4.1838257e-23 in float32, 1 - erf gave 0; float64 erfc(1) 0.15729920705028513, 1 - erf ...851)
    out = _erf(x)  # the result dtype
    a = np.asarray(x)
    return np.asarray(_erfc_f64(a.astype(np.float64)), np.float64).astype(np.asarray(out).dtype, copy=False)


_erfc_f64 = np.frompyfunc(_math.erfc, 1, 1)


ERFC, Erfc, _P_ERFC, erfc = define_unary(
    "Erfc", _float_only("Erfc", _erfc, "biuc"), lambda t, x: f"pymath.erfc(np.float64({x}))",   # as _erfc (float32's 1 - erf lost erfc(3)'s digits)
    lambda x, out, dout: _F().mul(dout, _F().mul(_F().exp(_F().neg(_F().square(x))), -2.0 / _math.sqrt(_math.pi))),
    doc="1 - erf(x).", fn="erfc", arg="input", fn_doc="The complementary error function.", eager_kernel=(np.float32,))
ISINF, IsInf, _P_ISINF, isinf = define_unary(
    "IsInf", _float_only("IsInf", np.isinf), lambda t, x: f"((({x}) - ({x})) != (({x}) - ({x})) and ({x}) == ({x}))", None,
    doc="True where x is +-inf.", fn="isinf", arg="input", fn_doc="True where input is +-inf.")
TRUNC, Trunc, _P_TRUNC, trunc = define_unary(
    "Trunc", np.trunc, lambda t, x: f"(math.floor({x}) if {x} >= 0 else -math.floor(-{x}))", zero_tensor_bprop,
    doc="Round toward zero; gradient zero.", fn="trunc", arg="input", fn_doc="Round toward zero.")


# --- reductions with indices, moments ------------------------------------------------------------------
def _with_indices(name: str, arg_op: Any, input: Any, axis: Any, keepdims: bool, initial: Any,  # noqa: A002
                  where: Any) -> Tuple[Any, Any]:
    """MindSpore 2.10's ops.max/ops.min: with ``axis`` None (documented as deprecated) the reduction over every
    element and index 0, ``initial``/``where`` not read (its gradient is ReduceMax's: shared among ties); with an
    int axis ``Arg{Max,Min}WithValue`` after ``initial``/``where`` (its gradient goes to the returned index)."""
    import numbers

    F = _F()
    if not input.shape:
        return input, F.zeros((), np.int64)
    if axis is None:
        from .reduce import _graph_constant

        if np.dtype(np_dtype(input)) == np.bool_ and 0 not in tuple(input.shape) and not _graph_constant(input):
            # its ReduceMax: no bool kernel (graph code folds a constant's: Bool; measured, adapt45left)
            raise OpRuntimeError(f"Reduce does not support this kernel data type: [Kernel Attr] all same: 0, "
                                 f"input(Bool,Unknown,Bool) , output(Bool). (ops.{name} of a bool Tensor)")
        return (F.reduce_max if name == "max" else F.reduce_min)(input, (), False), F.zeros((), np.int64)
    if initial is not None and not isinstance(initial, numbers.Number):
        raise TypeError(f"For '{name}', 'initial' must be a scalar, but got {user_type(initial)}")
    if is_graph_int(axis):   # ms.mutable(1): the graph is specialized on its value (MindSpore: an input)
        raise needs_constant_int(name, "axis")
    if not isinstance(axis, int):
        raise TypeError(f"For '{name}', 'axis' must be int, but got {user_type(axis)}")
    x = input
    if initial is not None:
        init = F.fill(x.dtype, tuple(x.shape), initial)
        x = (F.maximum if name == "max" else F.minimum)(x, init)
    if where is not None and is_tensorlike(where):   # (a graph value as well as an eager Tensor)
        if initial is None:
            raise ValueError("initial value must be provided for where masks")
        x = F.select(F.broadcast_to(where, tuple(x.shape)), x, init)
    index, value = arg_op(axis, keepdims)(x)
    return value, index


@op_function
def max(input: Any, axis: Any = None, keepdims: bool = False, *, initial: Any = None, where: Any = None) -> Any:  # noqa: A001,A002
    """(maximum values, int64 indices) along an int axis; with axis None (the maximum, index 0)."""
    from .order_ops import ArgMaxWithValue

    return _with_indices("max", ArgMaxWithValue, input, axis, keepdims, initial, where)


@op_function
def min(input: Any, axis: Any = None, keepdims: bool = False, *, initial: Any = None, where: Any = None) -> Any:  # noqa: A001,A002
    """(minimum values, int64 indices) along an int axis; with axis None (the minimum, index 0)."""
    from .order_ops import ArgMinWithValue

    return _with_indices("min", ArgMinWithValue, input, axis, keepdims, initial, where)


def _axis(axis: Any) -> Any:
    return tuple(axis) if isinstance(axis, list) else axis


def _count(shape: Tuple[int, ...], axis: Any) -> int:
    if axis is None or axis == ():
        return int(np.prod(shape)) if shape else 1
    axes = axis if isinstance(axis, tuple) else (axis,)
    n = 1
    for a in axes:
        n *= shape[normalize_axis("var", a, len(shape))]
    return n


def _count_of(F: Any, x: Any, axis: Any) -> Any:
    """The element count a moment of ``x`` over ``axis`` divides by; in graph code a dimension known only when the
    graph runs (after masked_select / unique / ``x[mask]``) makes it the run-time int (ops.shape's)."""
    shape = tuple(shape_of(x))
    if axis is None or axis == ():
        used = list(range(len(shape)))
    else:
        used = [normalize_axis("var", a, len(shape)) for a in (axis if isinstance(axis, tuple) else (axis,))]
    if all(shape[a] is not None for a in used):
        return _count(shape, axis)
    dims = F.shape(x)
    n = 1
    for a in used:
        n = n * (dims[a] if shape[a] is None else shape[a])
    return n


def _int_var(F: Any, x: Any, axis: Any, ddof: int, keepdims: bool) -> Any:
    """MindSpore 2.10's var of an integer (or Bool) Tensor: ddof 0/1 go to ReduceStd, which has no integer
    kernel (TypeError); any other ddof takes its composition -- the integer mean, the squared deviations summed
    with Tensor.sum (Int64), RealDiv by ``n - ddof`` as a Tensor of the input's dtype (integer division, a zero
    divisor gives the dtype's extreme) -- and ReduceMean refuses Bool (RuntimeError)."""
    if ddof in (0, 1):
        raise TypeError(f"Select CPU operator[ReduceStd] fail! Unsupported data type! The supported data types are "
                        f"Float16 and Float32, but got {dtype_name(x)}.")
    if np_dtype(x).kind == "b":
        raise RuntimeError("For 'ReduceMean', unsupported reduce operation for bool.")
    from .math import RealDiv

    d = F.sub(x, F.reduce_mean(x, axis, True))
    ssq = F.sum(F.pow(d, 2), axis, keepdims)
    n = _count_of(F, x, axis)
    if isinstance(n, int):
        return RealDiv()(ssq, F.cast(Tensor(n - ddof), F.dtype(x)))
    return RealDiv()(ssq, F.cast(F.scalar_to_tensor(n - ddof, F.dtype(x)), F.dtype(x)))


def _var_direct(F: Any, x: Any, axis: Any, ddof: int, keepdims: bool) -> Any:
    mean = F.reduce_mean(x, axis, True)
    d = F.sub(x, mean)
    n = _count_of(F, x, axis)
    if isinstance(n, int) and is_tensorlike(x) and np_dtype(x).kind in "iu":
        # MindSpore 2.10's Tensor.var divides by a Tensor count: Div's gradient of an integer sum is cast back to
        # it (1 / 4 -> 0), so an integer x's gradient is zeros unless n - ddof is 1 (left37/int_var_grad)
        n = Tensor(np.array(n - ddof, np_dtype(x)))
        ddof = 0
    with np.errstate(divide="ignore", invalid="ignore"):
        return F.div(F.reduce_sum(F.mul(d, d), axis, keepdims), n - ddof)


def _reduce_std(F: Any, x: Any, axis: Any, ddof: int, keepdims: bool) -> Tuple[Any, Any]:
    """MindSpore's ReduceStd (ddof 0 or 1): (std, mean), a float16 input computed in float32 and rounded once."""
    if np_dtype(x) == np.float16:
        std, mean = _reduce_std(F, F.cast(x, np.float32), axis, ddof, keepdims)
        return F.cast(std, np.float16), F.cast(mean, np.float16)
    if np_dtype(x) == np.float64:
        return _reduce_std_f64(F, x, axis, ddof, keepdims)
    std = F.sqrt(_var_direct(F, x, axis, ddof, keepdims))
    if axis is not None and axis != () and is_tensorlike(x) and _count(tuple(shape_of(x)), axis) == 0:
        # ReduceStd over a named empty axis: NaN for ddof 1 too (msgraph's 0 / -1 gave -0.0; over every element
        # MindSpore keeps that 0: adapt43cpub, measured)
        std = F.fill(np_dtype(std), tuple(shape_of(std)), float("nan"))
    return std, F.reduce_mean(x, axis, keepdims)


def _reduce_std_f64(F: Any, x: Any, axis: Any, ddof: int, keepdims: bool) -> Tuple[Any, Any]:
    """ReduceStd of a Float64 input as MindSpore 2.10's CPU kernel computes it (ops.std / var / std_mean / var_mean,
    ddof 0 or 1): in float32, the float32 std and mean returned as Float64 (vd49p: ops.std 1.4899665117263794 where
    the float64 value is 1.489966442575134).  Its gradient is MindSpore's ReduceStdGrad, float64 arithmetic on those
    float32 results (GradPath's rule "ReduceStdGrad" below)."""
    x32 = F.cast(x, np.float32)
    std, mean = (F.cast(F.stop_gradient(r), np.float64) for r in _reduce_std(F, x32, axis, ddof, keepdims))
    params = dict(axis=axis, ddof=ddof, keepdims=keepdims)
    # the std and mean terms meet in one x-shaped value first, so x receives their sum as one gradient (as
    # MindSpore's one ReduceStdGrad): added separately to x's other gradients, the last bit could differ
    xs = grad_path("ReduceStdGrad", x, x, output="x", **params)
    return (grad_path("ReduceStdGrad", std, xs, output="std", **params),
            grad_path("ReduceStdGrad", mean, xs, output="mean", **params))


@grad_path_rule("ReduceStdGrad")
def _reduce_std_grad(dout: Any, x: Any, *, axis: Any, ddof: int, keepdims: bool, output: str) -> Tuple[Any]:
    """MindSpore's ReduceStdGrad of a Float64 ReduceStd, dx = dstd * (x - mean) / ((n - ddof) * std) + dmean / n
    in float64 with the forward's float32 std and mean, by parts: ``output`` "std" and "mean" give the two terms
    (the std term's coefficient 0 where it is not finite: a 0 std), "x" takes their sum to x, 0 where x is not
    finite.  The terms are constants of x (no second-order gradient)."""
    from .reduce import REDUCE_MEAN, _dout_broadcast, get_bprop_reduce_mean

    F = _F()
    x = F.stop_gradient(x)
    if output == "x":
        return (F.select(F.isfinite(x), dout, F.zeros_like(dout)),)
    if output == "mean":
        return (get_bprop_reduce_mean(prim(REDUCE_MEAN, keep_dims=keepdims))(x, axis, None, dout)[0],)
    std, mean = (F.cast(F.stop_gradient(r), np.float64)
                 for r in _reduce_std(F, F.cast(x, np.float32), axis, ddof, True))
    with np.errstate(divide="ignore", invalid="ignore"):
        coef = F.div(F.sub(x, mean), F.mul(std, _count_of(F, x, axis) - ddof))
    coef = F.select(F.isfinite(coef), coef, F.zeros_like(coef))
    return (F.mul(coef, _dout_broadcast(x, axis, keepdims, dout)),)


def _std_mean_of_empty(F: Any, x: Any, axis: Any, mean: Any) -> Any:
    """ReduceStd's mean over a named axis of length 0 is 0 (MindSpore 2.10's std_mean / var_mean, float inputs, ddof 0
    or 1, measured over (3, 0) / (0, 3) / (2, 0, 3) inputs; its std is NaN, and with axis None the mean is NaN as
    ops.mean's; msgraph gave NaN: adapt43cpub)."""
    if axis is None or axis == () or not is_tensorlike(x):
        return mean
    shape = tuple(shape_of(x))
    axes = axis if isinstance(axis, (tuple, list)) else (axis,)
    if any(shape[int(a) % len(shape)] == 0 for a in axes):
        return F.zeros_like(mean)
    return mean


def _check_moment_axis(x: Any, axis: Any) -> None:
    """MindSpore 2.10's var/std/var_mean/std_mean check each int axis against the rank first (a 0-d input has
    none: [-0, 0)), before any dtype or ddof rule."""
    if not is_tensorlike(x) or axis is None:
        return
    nd = len(shape_of(x))
    for a in (axis if isinstance(axis, (tuple, list)) else (axis,)):
        if isinstance(a, (int, np.integer)) and not isinstance(a, bool) and not -nd <= a < nd:
            raise ShapeError(f"The 'axis' must be in the range of [-{nd}, {nd}), but got {a}.")
    if isinstance(axis, (tuple, list)):
        norm = tuple(int(a) % (nd or 1) for a in axis if isinstance(a, (int, np.integer)) and not isinstance(a, bool))
        if len(set(norm)) != len(norm):   # MindSpore 2.10's _check_axis (std(x, (1, -1))): a ValueError
            raise ShapeError(f"The element of parameter 'axis' can not be duplicate, but got {norm}.")


def _var_mean(F: Any, x: Any, axis: Any, ddof: Any, keepdims: bool) -> Tuple[Any, Any]:
    """(variance, mean) as MindSpore 2.10 computes them: ddof 0/1 square ReduceStd's std (in the input's dtype:
    float16 rounds twice), other ddofs divide the summed squared deviations by ``n - ddof`` as it is (ddof == n
    gives inf, ddof > n a negative variance); integer Tensors take _int_var."""
    raw_axis = axis
    axis = _axis(axis)
    _check_moment_axis(x, axis)
    ddof = int(ddof) if isinstance(ddof, bool) else ddof
    if is_tensorlike(x) and np_dtype(x).kind in "iub":
        return _int_var(F, x, axis, ddof, keepdims), F.reduce_mean(x, axis, keepdims)
    if ddof in (0, 1):
        std, mean = _reduce_std(F, x, axis, ddof, keepdims)
        return F.pow(std, 2), _std_mean_of_empty(F, x, raw_axis, mean)
    return _var_direct(F, x, axis, ddof, keepdims), F.reduce_mean(x, axis, keepdims)


@op_function
def var(input: Any, axis: Any = None, ddof: int = 0, keepdims: bool = False, *,  # noqa: A002
        _tensor_method: bool = False) -> Any:
    """Variance over axis with ``ddof`` degrees of freedom removed (default 0: the population variance), as
    MindSpore 2.10 computes it (see _var_mean).  ``Tensor.var`` (``_tensor_method``) is MindSpore's other
    implementation: the plain formula for every dtype (an integer Tensor's mean is an integer; Float32 result)."""
    refuse_numbers("For var, input must be a Tensor, but got <class '{k0}'>.", input)
    if _tensor_method:
        return _var_direct(_F(), input, _axis(axis), int(ddof) if isinstance(ddof, bool) else ddof, keepdims)
    return _var_mean(_F(), input, axis, ddof, keepdims)[0]


@op_function
def std(input: Any, axis: Any = None, ddof: int = 0, keepdims: bool = False) -> Any:  # noqa: A002
    """Standard deviation over axis (default ddof 0)."""
    refuse_numbers("For std, input must be a Tensor, but got <class '{k0}'>.", input)
    return std_mean(input, axis, ddof, keepdims)[0]


@op_function
def var_mean(input: Any, axis: Any = None, ddof: int = 0, keepdims: bool = False) -> Tuple[Any, Any]:  # noqa: A002
    """(variance, mean) over axis."""
    refuse_numbers("For var_mean, input must be a Tensor, but got <class '{k0}'>.", input)
    return _var_mean(_F(), input, axis, ddof, keepdims)


@op_function
def std_mean(input: Any, axis: Any = None, ddof: int = 0, keepdims: bool = False) -> Tuple[Any, Any]:  # noqa: A002
    """(standard deviation, mean) over axis: ddof 0/1 through ReduceStd (float16 computed in float32 and rounded
    once, as MindSpore 2.10's CPU kernel), other ddofs the square root of var_mean's variance."""
    refuse_numbers("For std_mean, input must be a Tensor, but got <class '{k0}'>.", input)
    F = _F()
    _check_moment_axis(input, axis)
    d = int(ddof) if isinstance(ddof, bool) else ddof
    if d in (0, 1) and not (is_tensorlike(input) and np_dtype(input).kind in "iub"):
        std, mean = _reduce_std(F, input, _axis(axis), d, keepdims)
        return std, _std_mean_of_empty(F, input, axis, mean)
    v, mean = _var_mean(F, input, axis, ddof, keepdims)
    return F.sqrt(v), mean


@op_function
def logsumexp(input: Any, dim: Any, keepdim: bool = False) -> Any:  # noqa: A002
    """log(sum(exp(input), dim)), computed stably (MindSpore 2.10's keywords are ``dim`` / ``keepdim``)."""
    F = _F()
    if dim is None:   # MindSpore 2.10: ReduceMax's TypeError (no whole-tensor default; msgraph reduced all: adapt43cpub)
        raise TypeError('Failed calling ReduceMax with "ReduceMax(keep_dims=bool)(x=Tensor, axis=None)" '
                        "(ops.logsumexp needs a dim).")
    axis = _axis(dim)
    if 0 in tuple(shape_of(input)):   # MindSpore 2.10: an empty input's logsumexp is log(0) = -inf, not ReduceMax's error
        m = F.zeros_like(F.reduce_sum(input, axis, True))
    else:
        m = F.stop_gradient(F.reduce_max(input, axis, True))
    out = F.add(F.log(F.reduce_sum(F.exp(F.sub(input, m)), axis, True)), m)
    return out if keepdim else F.squeeze(out, axis if isinstance(axis, tuple) else (axis,))


# --- array building ---------------------------------------------------------------------------------------
def _tri(name: str, x: Any, diagonal: int, lower: bool) -> Any:
    F = _F()
    at_run_time = None
    if not lower and is_tensorlike(diagonal):
        # MindSpore 2.10's triu (TriuExt) reads a one-element Tensor diagonal as an int when it runs; tril takes an int
        # only (its TypeError below).  Graph mode converts as TensorToScalar does (shape [] or [1], any dtype, a float
        # truncated); PyNative takes any one-element integer Tensor
        shp, dt = tuple(shape_of(diagonal)), np.dtype(np_dtype(diagonal))
        if building_graph():
            if shp not in ((), (1,)):
                raise ShapeError(f"For Primitive[TensorToScalar], the input tensor's shape must be empty or {{1}}, but "
                                 f"got {list(shp)}.")
        elif int(np.prod(shp)) != 1:
            raise DTypeError(f"For Triu, the 1'th input is a Tensor whose shape is {list(shp)} and dtype is "
                             f"[{dtype_name(dt)}], which can not be converted to int.")
        elif dt.kind not in "iu":
            raise DTypeError(f"Can not convert {diagonal!r} to Int.")
        if is_symbolic(diagonal):
            at_run_time = diagonal
        else:
            diagonal = int(np.asarray(diagonal.asnumpy()).reshape(-1)[0])
    if at_run_time is None and (isinstance(diagonal, bool) or not isinstance(diagonal, (int, np.integer))):
        raise DTypeError(f"For '{name}', the 'diagonal' must be an int, but got {user_type(diagonal).__name__}.")
    s = tuple(shape_of(x))
    if len(s) < 2:
        raise ShapeError(f"For '{name}', the input must have at least 2 dimensions, but got {s}.")
    if at_run_time is not None:   # column - row >= diagonal, the diagonal known when the graph runs
        offsets = Tensor(np.arange(s[-1])[None, :] - np.arange(s[-2])[:, None])
        mask = F.greater_equal(offsets, F.reshape(F.cast(at_run_time, offsets.dtype), ()))
        return F.select(mask, x, F.zeros_like(x))
    ones = np.ones(s[-2:], bool)
    mask = np.tril(ones, diagonal) if lower else np.triu(ones, diagonal)
    return F.select(Tensor(mask), x, F.zeros_like(x))


class Tril(CompositePrimitive):
    """Tril(diagonal=0)(x): x with the entries above the ``diagonal``-th diagonal set to 0."""

    _attrs = {"diagonal": 0}

    def __call__(self, x: Any) -> Any:
        return _tri("Tril", x, self.attrs["diagonal"], True)


class Triu(CompositePrimitive):
    """Triu(diagonal=0)(x): x with the entries below the ``diagonal``-th diagonal set to 0."""

    _attrs = {"diagonal": 0}

    def __call__(self, x: Any) -> Any:
        return _tri("Triu", x, self.attrs["diagonal"], False)


@op_function
def tril(input: Any, diagonal: int = 0) -> Any:  # noqa: A002
    """The lower triangle of the last two dimensions."""
    _tri_dtype("Tril", input)
    return _tri("tril", input, diagonal, True)


def _tri_dtype(name: str, x: Any) -> None:
    """MindSpore 2.10's Tril / Triu CPU kernels take no complex Tensor (msgraph computed)."""
    if is_tensorlike(x) and np.dtype(np_dtype(x)).kind == "c":
        raise DTypeError(f"For primitive[{name}], the input argument[x] must be a type of {{Tensor[BFloat16], "
                         f"Tensor[Bool], Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int8], ...}} "
                         f"(no complex), but got Tensor[{dtype_name(np_dtype(x))}].")


@op_function
def triu(input: Any, diagonal: int = 0) -> Any:  # noqa: A002
    """The upper triangle of the last two dimensions."""
    _tri_dtype("Triu", input)
    return _tri("triu", input, diagonal, False)


def tri_mask_mul(m: Any, k: int, lower: bool) -> Any:
    """``mindspore.numpy.tril`` / ``triu`` of a Tensor of rank >= 2 (and ``mindspore.scipy.linalg.lu``'s L and U,
    which MindSpore builds with them): MindSpore 2.10 multiplies ``m`` by the 0/1 triangle mask (``nn_tril`` /
    ``nn_triu`` of m's dtype, Bool computed in Float32) instead of selecting, so a masked negative entry is -0.0 and
    a masked inf / NaN is NaN (measured, vd50s; ``ops.tril`` / ``ops.triu`` select: +0.0)."""
    F = _F()
    dt = F.dtype(m)
    work = F.cast(m, _mstype_f32()) if np.dtype(np_dtype(m)) == np.bool_ else m
    ones = F.ones_like(work)
    mask = F.tril(ones, k) if lower else F.triu(ones, k)
    return F.cast(F.mul(mask, work), dt)


def _mstype_f32() -> Any:
    from ..common import dtype as mstype
    return mstype.float32


class Meshgrid(CompositePrimitive):
    """Meshgrid(indexing='xy')(inputs): coordinate grids of 1-d tensors."""

    _attrs = {"indexing": "xy"}

    def __call__(self, inputs: Any) -> Tuple[Any, ...]:
        F = _F()
        xs = tuple(inputs)
        indexing = self.attrs["indexing"]
        if indexing not in ("xy", "ij"):
            # (another string is MindSpore 2.10's ValueError, converting it to its enum: measured, adapt41asc)
            raise (ShapeError if isinstance(indexing, str) else ArgumentError)(
                f"For 'Meshgrid', the 'indexing' must be 'xy' or 'ij', but got {indexing!r}.")
        for t in xs:
            if len(shape_of(t)) != 1:
                raise ShapeError(f"For 'Meshgrid', every input must be 1-d, but got shape {tuple(shape_of(t))}.")
        if len({np_dtype(t) for t in xs if hasattr(t, "dtype")}) > 1:   # MindSpore 2.10 (adapt34b)
            raise ValueError("For Primitive [Meshgrid], all tensors should have the same type.")
        sizes = [tuple(shape_of(t))[0] for t in xs]
        n = len(xs)
        if indexing == "xy" and n >= 2:
            sizes[0], sizes[1] = sizes[1], sizes[0]
        out = []
        for i, t in enumerate(xs):
            pos = i
            if indexing == "xy" and n >= 2 and i < 2:
                pos = 1 - i
            shape = [1] * n
            shape[pos] = tuple(shape_of(t))[0]
            out.append(F.broadcast_to(F.reshape(t, tuple(shape)), tuple(sizes)))
        return tuple(out)


@op_function
def meshgrid(*inputs: Any, indexing: str = "xy") -> Tuple[Any, ...]:
    """Coordinate grids of 1-d tensors ('xy': Cartesian, 'ij': matrix indexing)."""
    if len(inputs) == 1 and isinstance(inputs[0], (tuple, list)):
        # MindSpore 2.10 (both modes): ops.meshgrid takes the tensors themselves, not one tuple of them
        kinds = ", ".join("Tensor" if is_tensorlike(t) else type(t).__name__ for t in inputs[0])
        raise TypeError(f'Failed calling Meshgrid with "Meshgrid(indexing=string)(inputs=Tuple<{user_type(inputs[0]).__name__.title()}<{kinds}>>)".')
    return Meshgrid(indexing)(inputs)


class LinSpace(CompositePrimitive):
    """LinSpace()(start, stop, num): ``num`` evenly spaced values from start to stop inclusive, in the dtype of
    the 0-d float32/float64 tensors start and stop (Python numbers count as float32)."""

    def __call__(self, start: Any, stop: Any, num: Any) -> Any:
        F = _F()
        if isinstance(num, bool) or not isinstance(num, (int, np.integer)) or num < 1:
            raise (ShapeError if isinstance(num, (int, np.integer)) and not isinstance(num, bool) else ArgumentError)(
                f"For 'LinSpace', the 'num' must be a positive int, but got {num!r}.")
        from .value_dependent import is_graph_int

        dts = []
        for arg, v in (("start", start), ("stop", stop)):
            if not is_tensorlike(v) or is_graph_int(v, "iuf"):
                # (a number known when the graph runs is a number: ``ms.mutable(0.5)``, a Float64 graph value,
                # gave a Float64 result where MindSpore's is Float32; flip49)
                dts.append(np.dtype(np.float32))
                continue
            dt = np.dtype(np_dtype(v))
            if dt not in (np.float32, np.float64):
                raise DTypeError(f"For primitive[LinSpace], the input argument[{arg} type] must be a type of "
                                 f"{{Tensor[Float32], Tensor[Float64]}}, but got Tensor[{dtype_name(v)}].")
            if len(shape_of(v)) != 0:
                raise ShapeError(f"For primitive[LinSpace], the rank of '{arg}' must be equal to 0, "
                                 f"but got {len(shape_of(v))}.")
            dts.append(dt)
        if dts[0] != dts[1]:
            raise DTypeError("For primitive[LinSpace], the input type must be same.")
        dt = dts[0]
        steps = Tensor(np.arange(num, dtype=dt))
        # MindSpore's LinSpace bprop returns zeros for start and stop (ReturnZeros; h-grad26)
        start, stop = (F.stop_gradient(v) if is_tensorlike(v) else v for v in (start, stop))
        if num == 1:
            return F.add(F.mul(steps, 0.0), F.cast(start, dt))
        lo, hi = F.cast(start, dt), F.cast(stop, dt)
        return F.add(lo, F.mul(steps, F.div(F.sub(hi, lo), float(num - 1))))


@op_function
def linspace(start: Any, end: Any, steps: int) -> Any:
    """``steps`` evenly spaced values from start to end inclusive (LinSpace's dtype rule)."""
    return LinSpace()(start, end, steps)


_DIAG_NO_KERNEL = frozenset(np.dtype(d) for d in (np.int8, np.uint8, np.uint16, np.uint32, np.uint64, np.bool_))


@op_function
def diag(input: Any) -> Any:  # noqa: A002
    """A 1-d input as the diagonal of a square matrix; a rank-k input of shape s gives shape s + s with
    ``out[i..., i...] = input[i...]`` (MindSpore's Diag)."""
    F = _F()
    s = tuple(shape_of(input))
    if not s:
        raise ValueError("For primitive[Diag], the input rank must be greater than or equal to 1, but got 0.")
    if is_tensorlike(input) and np.dtype(np_dtype(input)) in _DIAG_NO_KERNEL:
        # MindSpore 2.10's CPU Diag kernel: no int8 / unsigned / bool form (measured, adapt33o)
        raise DTypeError(f"Select CPU operator[Diag] fail! Unsupported data type! ({dtype_name(input)} input)")
    if any(d is None for d in s):  # a dynamic dimension (e.g. after Unique): the size is known at run time
        from .st_gpu_a2 import DIAG_DYNAMIC
        return apply(prim(DIAG_DYNAMIC), (input,))
    n = int(np.prod(s))
    flat = F.reshape(input, (n,)) if len(s) != 1 else input
    # Selected, not multiplied by an identity matrix: off the diagonal the result is +0 whatever the
    # element (a product gives -0 next to a negative one and NaN next to inf/NaN).
    rows = F.broadcast_to(F.expand_dims(flat, 1), (n, n))
    out = F.select(Tensor(np.eye(n, dtype=np.bool_)), rows, F.zeros_like(rows))
    return F.reshape(out, s + s) if len(s) != 1 else out


@op_function
def trace(input: Any) -> Any:  # noqa: A002
    """The sum of the diagonal of a 2-d input."""
    F = _F()
    s = tuple(shape_of(input))
    if len(s) != 2:
        raise OpRuntimeError(f"For Primitive[Trace], the rank of the input must be 2, but got {len(s)}!")
    if np_dtype(input).kind == "b":   # MindSpore 2.10's Trace has no bool kernel
        raise DTypeError("For primitive[Trace], the input argument[x] must be a numeric Tensor, but got Tensor[Bool].")
    t = np.dtype(np_dtype(input))
    if t.kind not in "fiuc":
        return F.reduce_sum(F.mul(input, Tensor(np.eye(s[0], s[1], dtype=t))))
    from .trace_v2 import trace_sum

    # MindSpore 2.10's CPU kernel: the diagonal added in order in the input's dtype (float16 in float); the
    # elements off it are never read (an inf there is not a NaN trace)
    return trace_sum(input, 0, 0, 1, np.float32 if t == np.float16 else t, t)


@op_function
def outer(input: Any, vec2: Any) -> Any:  # noqa: A002
    """The outer product of two 1-d tensors."""
    refuse_numbers('the input input must be Tensor!', input)
    refuse_numbers('the input vec2 must be Tensor!', vec2)
    F = _F()
    # MindSpore 2.10 flattens only ``input`` to a column and broadcasts ``vec2`` as it is: a (0, 3) vec2 gives
    # (0, 3), a 2-d vec2 that does not broadcast is Mul's ValueError
    return F.mul(F.reshape(input, (-1, 1)), vec2)


def _is_tensor(x: Any) -> bool:
    return is_tensorlike(x) and not isinstance(x, np.ndarray)


@op_function
def hstack(tensors: Any) -> Any:
    """Concatenate along axis 1 (axis 0 for 1-d tensors; a 0-d tensor counts as 1-d)."""
    if not isinstance(tensors, (list, tuple)):
        raise TypeError(f"For hstack, the input must be list or tuple, but got {user_type(tensors)}.")
    F = _F()
    ts = []
    for t in tensors:
        if not _is_tensor(t):
            raise TypeError(f"For hstack, the input element must be tensor, but got {user_type(t)}.")
        ts.append(F.expand_dims(t, 0) if not shape_of(t) else t)
    if not ts:
        raise ValueError("For hstack, the input must have at least 1 tensor, but got 0.")
    return concat_pieces(tuple(ts), 0 if len(shape_of(ts[0])) == 1 else 1)


@op_function
def vstack(inputs: Any) -> Any:
    """Concatenate along axis 0 (a 1-d tensor becomes a row, a 0-d one a 1x1 matrix)."""
    if not isinstance(inputs, (tuple, list)):
        raise TypeError(f"For 'vstack', list or tuple of tensors are required, but got {user_type(inputs)}")
    if not inputs:
        raise TypeError("For 'vstack', inputs can not be empty")
    F = _F()
    ts = []
    for t in inputs:
        if not _is_tensor(t):
            raise TypeError(f"For 'vstack', Tensor is required, but got {user_type(t)}")
        shape = tuple(shape_of(t))
        ts.append(F.reshape(t, (1,) * (2 - len(shape)) + shape) if len(shape) < 2 else t)
    return concat_pieces(tuple(ts), 0)


@op_function
def dstack(tensors: Any) -> Any:
    """Concatenate along axis 2: 0-d inputs become (1, 1, 1), 1-d (1, N, 1), 2-d (M, N, 1)."""
    if not isinstance(tensors, (tuple, list)):
        raise TypeError(f"For 'dstack', 'tensors' must be list or tuple of tensors, but got {user_type(tensors)}")
    if not tensors:
        raise TypeError("For 'dstack', 'tensors' can not be empty.")
    F = _F()
    parts = []
    for t in tensors:
        if not _is_tensor(t):
            raise TypeError(f"For 'dstack', each elements of 'tensors' must be Tensor, but got {user_type(t)}")
        shape = tuple(shape_of(t))
        if len(shape) == 0:
            t = F.reshape(t, (1, 1, 1))
        elif len(shape) == 1:
            t = F.reshape(t, (1, shape[0], 1))
        elif len(shape) == 2:
            t = F.expand_dims(t, 2)
        parts.append(t)
    return concat_pieces(tuple(parts), 2)


@op_function
def movedim(x: Any, source: Any, destination: Any) -> Any:
    """Move the axes ``source`` to the positions ``destination``."""
    nd = len(shape_of(x))
    src = (source,) if isinstance(source, int) else tuple(source)
    dst = (destination,) if isinstance(destination, int) else tuple(destination)
    src = tuple(normalize_axis("movedim", a, nd) for a in src)
    dst = tuple(normalize_axis("movedim", a, nd) for a in dst)
    if len(src) != len(dst):
        raise ShapeError("For 'movedim', 'source' and 'destination' must have the same length.")
    order = [a for a in range(nd) if a not in src]
    for d, s in sorted(zip(dst, src)):
        order.insert(d, s)
    return _F().transpose(x, tuple(order))


moveaxis = movedim


@op_function
def clip_by_norm(x: Any, max_norm: float, norm_type: float = 2.0, error_if_nonfinite: bool = False) -> Any:
    """x (a Tensor, or a tuple/list of Tensors) scaled by ``max_norm / (total + 1e-6)`` where that is below 1.

    ``total`` is MindSpore 2.10's: the norm of the per-Tensor norms, each ``sum(t ** p) ** (1 / p)`` in the
    Tensor's dtype -- with no absolute value, so an odd or fractional ``p`` over negative elements gives a
    smaller, negative or NaN "norm" (a NaN total clips nothing) -- and for ``p = inf`` the largest ``|t|``.
    PyNative takes the unclipped branch as Python does (the gradient is then 1); compiled code selects."""
    F = _F()
    from ..common.tensor import Tensor

    single = not isinstance(x, (tuple, list))
    xs = [x] if single else list(x)

    def norm(t: Any) -> Any:
        return F.cast(F.pow(F.reduce_sum(F.pow(t, norm_type)), 1.0 / norm_type), t.dtype)

    if norm_type == float("inf"):
        total = F.reduce_max(F.abs(xs[0]))
        for t in xs[1:]:
            m = F.reduce_max(F.abs(t))
            total = F.select(F.greater(m, total), m, total)
    else:
        total = norm(F.stack([norm(t) for t in xs]))
    if error_if_nonfinite and isinstance(total, Tensor) and not np.isfinite(total.asnumpy()).all():
        raise RuntimeError(f"For clip_by_norm, the total norm of order {norm_type} from input is non-finite.")
    coef = F.div(max_norm, F.add(total, 1e-6))
    if isinstance(coef, Tensor):   # PyNative: MindSpore's Python branch
        if not bool((coef < 1).asnumpy()):
            return x
        out = [F.mul(coef, t) for t in xs]
    else:
        coef = F.select(F.less(coef, 1.0), coef, F.ones_like(coef))
        out = [F.mul(coef, t) for t in xs]
    return out[0] if single else type(x)(out)


@op_function
def _masked_fill_bad_tensor_value(dt: np.dtype, vdt: np.dtype) -> bool:
    """Whether MindSpore 2.10's CPU MaskedFill refuses a 0-d Tensor value of dtype ``vdt`` into a ``dt`` Tensor
    (measured, adapt44pn; ``ops.masked_fill`` and ``Tensor.masked_fill``, both modes): a float Tensor takes any
    float value, an int16 / int32 / int64 Tensor any of those three, int8 / uint8-64 / bool only their own dtype."""
    if dt.kind == "f":
        return vdt.kind != "f"
    if dt in (np.int16, np.int32, np.int64):
        return vdt not in (np.int16, np.int32, np.int64)
    return vdt != dt


def _tensor_masked_fill(x: Any, mask: Any, value: Any) -> Any:
    """``Tensor.masked_fill`` (both modes), MindSpore 2.10 (measured): a Python float value is a float32 scalar cast
    to the Tensor's dtype (0.1 into float64 writes 0.10000000149011612, the other elements kept); a float32 Tensor
    value into a float64 Tensor fills at float32 precision, as ops.masked_fill."""
    F = _F()
    if is_tensorlike(value) and is_tensorlike(x) and \
            _masked_fill_bad_tensor_value(np.dtype(np_dtype(x)), np.dtype(np_dtype(value))):
        raise DTypeError(f"Select CPU operator[MaskedFill] fail! Unsupported data type! (a {dtype_name(value)} "
                         f"Tensor value into a {dtype_name(x)} Tensor)")
    if type(value) is float:
        from .registry import float32_scalar

        return F.select(mask, F.cast(float32_scalar(value), x.dtype), x)
    if is_tensorlike(value) and is_tensorlike(x) and np_dtype(value) == np.float32 and np_dtype(x) == np.float64:
        return F.cast(masked_fill(F.cast(x, np.float32), mask, value), np.float64)
    return F.select(mask, F.cast(value, x.dtype), x)


@op_function
def masked_fill(input_x: Any, mask: Any, value: Any) -> Any:
    """input_x with ``value`` where mask is True.  MindSpore 2.10's CPU MaskedFill kernel (measured): int8 only
    with an int8 Tensor value; a Python number of the input's kind only (a float into a float Tensor, an int into a signed integer
    one, a bool into a bool one); a float Tensor does not take an integer or bool Tensor value.  Any other
    pairing is its TypeError."""
    F = _F()
    if is_tensorlike(value) and len(tuple(shape_of(value))) > 0:   # MindSpore 2.10's inference (msgraph broadcast it)
        raise ShapeError(f"For 'MaskedFill', 'value' only supports a 0-dimensional value tensor or a float number, but "
                         f"got tensor with {len(tuple(shape_of(value)))} dimension.")
    if hasattr(input_x, "dtype"):
        dt = np.dtype(np_dtype(input_x))
        if isinstance(value, (bool, int, float)):
            vkind = "b" if isinstance(value, bool) else "i" if isinstance(value, int) else "f"
            bad = dt.kind in "biuf" and dt.kind != vkind
        else:
            bad = is_tensorlike(value) and _masked_fill_bad_tensor_value(dt, np.dtype(np_dtype(value)))
        if dt == np.int8:   # its int8 form takes an int8 Tensor value only (st ops/cpu test_maskedfill_int8)
            bad = not (is_tensorlike(value) and np.dtype(np_dtype(value)) == np.int8)
        if bad:
            raise DTypeError(f"Select CPU operator[MaskedFill] fail! Unsupported data type! (a "
                             f"{user_type(value).__name__} value into a {dtype_name(input_x)} Tensor)")
        if dt == np.float64 and (type(value) is float or (is_tensorlike(value) and np_dtype(value) == np.float32)) \
                and called_by_user():
            # MindSpore 2.10 (both modes): a float32 value (a Python float is one) into a float64 Tensor fills at
            # float32 precision, every element (the unmasked 1/3 comes back as 0.3333333432674408; measured);
            # msgraph's own compositions (ops.sgn of complex128) keep float64
            return F.cast(masked_fill(F.cast(input_x, np.float32), mask, value), np.float64)
    return F.select(mask, F.cast(value, input_x.dtype) if not isinstance(value, (int, float)) else
                    F.cast(F.fill(None, (), value), input_x.dtype), input_x)


@op_function
def isclose(input: Any, other: Any, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False,  # noqa: A002
            *, _same_dtype: bool = True) -> Any:
    """|input - other| <= atol + rtol * |other| elementwise; infinities are close only to themselves
    (MindSpore 2.10: isclose(inf, inf) is True, isclose(1, inf) False); bool Tensors compare as 0 / 1; integers
    compared exactly, in float64 (h-opsA).  Tensors of two dtypes are IsClose's TypeError (float32 against
    float16 / float64 / int32; ``mindspore.numpy.isclose`` passes ``_same_dtype=False``)."""
    refuse_numbers('Failed calling IsClose with "IsClose(rtol=float, atol=float, equal_nan=bool)(input={k0}, other={k1})".', input, other)
    if _same_dtype and hasattr(input, "dtype") and hasattr(other, "dtype") and np_dtype(input) != np_dtype(other):
        raise TypeError("For primitive[IsClose], the input type must be same.")
    if _same_dtype and is_narrow_uint(input):
        # MindSpore 2.10's IsClose takes no uint16 / uint32 / uint64 Tensor (measured: adapt38oa's sweep, uint39)
        raise DTypeError("For primitive[IsClose], the input argument[input] must be a type of {Tensor[BFloat16], "
                         "Tensor[Bool], Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int16], "
                         "Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt8]}, but got "
                         f"Tensor[{np.dtype(np_dtype(input)).name.replace('uint', 'UInt')}].")
    F = _F()
    if all(hasattr(v, "dtype") and np.dtype(np_dtype(v)) == np.bool_ for v in (input, other)):
        # bool Tensors as the numbers 0 / 1: isclose(True, False, atol=1) is True (measured, session 35)
        input, other = F.cast(input, np.float32), F.cast(other, np.float32)
    if all(hasattr(v, "dtype") and np.dtype(np_dtype(v)).kind in "iu" for v in (input, other)):
        input, other = F.cast(input, np.float64), F.cast(other, np.float64)
    close = F.less_equal(F.abs(F.sub(input, other)), F.add(F.mul(F.abs(other), rtol), atol))
    if builtins.any(hasattr(v, "dtype") and np.dtype(np_dtype(v)).kind == "f" for v in (input, other)):
        finite = F.logical_and(F.isfinite(input), F.isfinite(other))
        close = F.select(finite, close, F.equal(input, other))
    if equal_nan:
        close = F.logical_or(close, F.logical_and(F.isnan(input), F.isnan(other)))
    return isclose_result(close, input, other)


def isclose_result(close: Any, *operands: Any) -> Any:
    """``close``, IsClose's result computed from ``operands``: MindSpore 2.10 defines no IsClose bprop, so a gradient
    reaching it is its RuntimeError in both modes (a zero from Select's condition is none in PyNative:
    _helpers.zeros_grad); the comparisons that computed it pass no gradient (adapt44grad)."""
    from .st_cpu_b2 import first_order

    for v in operands:
        if is_tensorlike(v):
            close = first_order("IsClose", close, v)
    return close


def _require_float(name: str, x: Any) -> None:
    if not isinstance(x, (int, float)) and np_dtype(x).kind != "f":
        raise DTypeError(f"For '{name}', the input must be a float tensor, but got {dtype_name(x)}.")


@op_function
def log2(input: Any) -> Any:  # noqa: A002
    """Base-2 logarithm."""
    refuse_numbers("For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or COOTensor, but got <class '{k0}'>.", input)
    _require_float("log2", input)
    return _F().div(_F().log(input), _math.log(2.0))


@op_function
def log10(input: Any) -> Any:  # noqa: A002
    """Base-10 logarithm."""
    refuse_numbers("For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or COOTensor, but got <class '{k0}'>.", input)
    _require_float("log10", input)
    return _F().div(_F().log(input), _math.log(10.0))


@op_function
def exp2(input: Any) -> Any:  # noqa: A002
    """2 ** input."""
    refuse_numbers("'{k0}' object has no attribute 'dtype'", input, error=AttributeError)
    if is_narrow_uint(input) and called_by_user():
        refuse_uint_mix(2.0, input)   # (Pow(2.0, x): implicit conversion's TypeError for uint16 / 32 / 64)
    return _F().pow(2.0, input)


@op_function
def xlogy(input: Any, other: Any) -> Any:  # noqa: A002
    """input * log(other).  As MindSpore's function: a Python number becomes a float32 Tensor first (int32
    Tensor with 2: float32; float16 Tensor with 2.5: float32), two bool Tensors compute in float32; an integer
    Tensor meets a float one in the float dtype (float32 x with an int64 Tensor: float32; h-tens); two integer
    Tensors are MindSpore's CPU TypeError; 0 * log(0) is nan as there."""
    F = _F()
    input, other = (Tensor(np.float32(v)) if isinstance(v, (bool, int, float)) else v for v in (input, other))
    if (is_narrow_uint(input) or is_narrow_uint(other)) and called_by_user():
        refuse_uint_mix(input, other)   # (a uint16 / 32 / 64 Tensor beside the float32 one: implicit conversion)
    if all(hasattr(v, "dtype") and np.dtype(np_dtype(v)) == np.bool_ for v in (input, other)):
        input, other = F.cast(input, np.float32), F.cast(other, np.float32)
    # (bfloat16's numpy kind is "V": a float here -- beside float16 / float32 both go to the float32 kernel, ops/bf16)
    kinds = [("f" if is_bf16(np.dtype(np_dtype(v.dtype))) else np.dtype(np_dtype(v.dtype)).kind)
             if hasattr(v, "dtype") else "f" for v in (input, other)]
    if not any(k in "fc" for k in kinds):
        raise TypeError("Select CPU operator[Xlogy] fail! Unsupported data type!")
    if kinds[0] not in "fc":
        input = F.cast(input, other.dtype)  # noqa: A001
    elif kinds[1] not in "fc":
        other = F.cast(other, input.dtype)
    return apply(_P_XLOGY, (input, other))   # MindSpore's Xlogy kernel promotes as usual (no 0-d rule of Mul)


def _xlogy_impl(x: Any, y: Any) -> np.ndarray:
    x, y = np.asarray(x), np.asarray(y)
    dt = np.result_type(x, y)
    with np.errstate(all="ignore"):
        # log(y < 0) is NaN; its sign bit shows in MindSpore's Tensor text (-nan).  The kernel's broadcast path and
        # float16 give std::log's NaN (no sign bit); two float32 / float64 Tensors of one shape run vectorized
        # (4 / 2 elements a packet: x86's default NaN, sign bit set) but for the last size % 4 (% 2), std::log's
        # (measured pr52: float32 (2, 3) of -1: ----++, float64 [-1, 2, -0.5]: -+)
        lg = np.log(y)
        pos = np.isnan(lg) & ~np.isnan(y)
        if x.shape == y.shape and dt in (np.float32, np.float64) and lg.size:
            flat = pos.reshape(-1).copy()
            flat[:lg.size - lg.size % (4 if dt == np.float32 else 2)] = False
            pos = flat.reshape(pos.shape)
            lg = np.where(np.isnan(lg) & ~np.isnan(y), -np.abs(lg), lg)
        lg = np.where(pos, np.abs(lg), lg)
        return np.asarray(np.multiply(x, lg)).astype(dt, copy=False)


def _xlogy_bprop(x: Any, y: Any, out: Any, dout: Any) -> Tuple[Any, Any]:
    """MindSpore 2.10's Xlogy bprop: ``dx = log(y) * dout``, but 0 where x is 0 and y <= 0 (where log(y) is -inf or
    NaN; x = 0 with y = 2 gives log 2, with y = NaN NaN: measured, session 35) -- and ``dy = x / y * dout`` (NaN at
    x = y = 0, as there; h-grad26)."""
    F = _F()
    dx = F.mul(F.log(y), dout)
    zero = F.logical_and(F.equal(x, 0), F.less_equal(y, 0))
    return F.select(zero, F.zeros_like(dx), dx), F.div(F.mul(dout, x), y)


XLOGY_KERNEL, _, _P_XLOGY, _ = define_binary(
    "XlogyKernel", _xlogy_impl, lambda t, x, y: f"({x} * vm.log({y}))", _xlogy_bprop,
    doc="XlogyKernel()(x, y): x * log(y) with MindSpore's Xlogy gradient (ops.xlogy, P.Xlogy).",
    promote=mindspore_result_type, public=False)


@op_function
def positive(input: Any) -> Any:  # noqa: A002
    """The input Tensor itself (MindSpore's ops.positive: a Tensor check, every dtype)."""
    if not hasattr(input, "dtype") or isinstance(input, np.generic):
        raise TypeError(f"For positive, the input must be a Tensor, but got {user_type(input).__name__}.")
    return input


def _lerp_check(input: Any, end: Any, weight: Any) -> None:  # noqa: A002
    """MindSpore 2.10's Lerp: ``input`` a float16/float32 (bfloat16) Tensor, ``end`` of the same dtype, ``weight``
    a Python float or a float Tensor (TypeErrors otherwise: an int/bool weight, a float64 or int input)."""
    dt = np_dtype(input) if is_tensorlike(input) else None
    bf16.refuse_operands("Lerp", input, end, weight)   # (its infer takes BFloat16, its CPU kernel does not)
    if dt is None or (dt not in (np.float16, np.float32) and dt.name != "bfloat16"):
        got = dtype_name(dt) if dt is not None else type(input).__name__
        raise DTypeError(f"For primitive[Lerp], the input[start] supports types: Float16, Float32, BFloat16. "
                         f"But got {got}.")
    if not is_tensorlike(end) or np_dtype(end) != dt:
        got = dtype_name(np_dtype(end)) if is_tensorlike(end) else type(end).__name__
        raise DTypeError(f"For primitive[Lerp], the input[tensors] elements should have same type, but got: "
                         f"{dtype_name(dt)}, {got}.")
    if is_tensorlike(weight) and not isinstance(weight, np.generic):
        if np_dtype(weight).kind != "f" and np_dtype(weight).name != "bfloat16":
            raise DTypeError("Select CPU operator[Lerp] fail! Unsupported data type!")
    elif type(weight) is not float and not (isinstance(weight, float) and getattr(weight, "_msgraph_mutable", False)) \
            and not (hasattr(weight, "__msgraph_emit__") and not isinstance(weight, int)):   # (ms.mutable(0.5) is a float)
        raise DTypeError(f'Failed calling Lerp with "Lerp()(input=Tensor, end=Tensor, '
                         f'weight={user_type(weight).__name__})".')


def _lerp_np(start: Any, end: Any, weight: Any) -> np.ndarray:
    """MindSpore 2.10's CPU Lerp kernel: start + weight * (end - start) in float32 (a weight Tensor of another float
    dtype, a Python float weight cast to float32), rounded once to the input's dtype.  (float64, which ops.lerp
    refuses, computes in float64: the finite-difference checks of the op.)"""
    dt = np.asarray(start).dtype
    ct = np.float64 if dt == np.float64 else np.float32
    a, b = np.asarray(start, ct), np.asarray(end, ct)
    w = np.asarray(weight).astype(ct)
    return np.asarray(a + w * (b - a)).astype(dt, copy=False)


LERP = define_op("LerpKernel", OpKind.OTHER, public=False,
                 doc="LerpKernel()(start, end, weight): start + weight * (end - start) computed in float32, rounded "
                     "to start's dtype; its gradient is MindSpore 2.10's Lerp bprop (ops.lerp, P.Lerp, mint.lerp).")
LERP.def_impl(_lerp_np)


@LERP.def_infer
def _lerp_infer(start: Aval, end: Aval, weight: Any) -> Aval:
    from ..common.aval import broadcast_shapes

    shapes = [tuple(a.shape) for a in (start, end, weight) if isinstance(a, Aval)]
    return Aval(broadcast_shapes(*shapes), np.dtype(start.dtype))


@bprop_getters.register(LERP.prim_class)
def get_bprop_lerp(self: Any):
    """MindSpore 2.10's Lerp bprop, measured (left37/lerp_grad_dtypes): with w the weight (a Python float as a
    float32 scalar), d start = (1 - w) * dout and d end = w * dout, ``1 - w`` computed in w's dtype and the products
    in the promoted dtype of w and dout, not cast back (float16 inputs with a float weight get Float32 gradients);
    a weight Tensor's gradient is (end - start) * dout in the inputs' dtype; each summed to its input's shape."""
    def bprop(start, end, weight, out, dout):
        from ._helpers import sum_to_shape

        F = _F()
        w = weight if is_tensorlike(weight) else F.scalar_to_tensor(weight, np.float32)
        ct = np.promote_types(np_dtype(w), np_dtype(dout))   # (a 0-d float32 w is not weak here)
        wc, dc = F.cast(w, ct), F.cast(dout, ct)
        ds = F.mul(F.cast(F.sub(F.ones_like(w), w), ct), dc)
        de = F.mul(wc, dc)
        dw = sum_to_shape(F.mul(F.sub(end, start), dout), shape_of(weight)) if is_tensorlike(weight) else 0
        return sum_to_shape(ds, shape_of(start)), sum_to_shape(de, shape_of(end)), dw
    return bprop


@op_function
def lerp(input: Any, end: Any, weight: Any) -> Any:  # noqa: A002
    """input + weight * (end - input), computed in float32 (a weight Tensor of another float dtype cast to it) and
    rounded once to the input's dtype, as MindSpore 2.10's CPU Lerp kernel does (float16 arithmetic differs by an
    ulp on some elements; a float64 weight Tensor leaves a float32 result).  One op (LerpKernel) whose gradient is
    MindSpore's Lerp bprop."""
    _lerp_check(input, end, weight)
    return apply(prim(LERP), (input, end, weight))


def _hypot_impl(x: Any, y: Any) -> np.ndarray:
    x, y = np.asarray(x), np.asarray(y)
    return np.asarray(np.hypot(x, y)).astype(np.result_type(x, y), copy=False)


def _hypot_bprop(x: Any, y: Any, out: Any, dout: Any) -> Tuple[Any, Any]:
    F = _F()   # d/dx = x / hypot(x, y), d/dy = y / hypot(x, y)
    return F.mul(dout, F.div(x, out)), F.mul(dout, F.div(y, out))


# MindSpore's Hypot kernel is C's hypot: no overflow of x * x (hypot(1e30, 1e30) in float32 is 1.41e30) and
# correctly rounded (sqrt(x * x + y * y) is 1 ulp off in about 1 value of 6)
HYPOT_KERNEL, _, _P_HYPOT, _ = define_binary(
    "HypotKernel", _hypot_impl, lambda t, x, y: f"math.hypot({x}, {y})", _hypot_bprop,
    doc="HypotKernel()(x, y): C's hypot of float32/float64 operands (ops.hypot, P.Hypot).",
    promote=mindspore_result_type, public=False)


@op_function
def hypot(input: Any, other: Any) -> Any:  # noqa: A002
    """sqrt(input ** 2 + other ** 2) without overflow (C's hypot); float32/float64 Tensors only."""
    from .st_gpu_a import _check_type

    # MindSpore 2.10 promotes the operands first (float32 with float16, int32 or bool is float32): the kernel takes
    # float32/float64, so float16 or integer operands alone are its TypeError
    if is_tensorlike(input) or is_tensorlike(other):   # (a Python number beside a Tensor too: hypot(int32 t, 2.5))
        joined = mindspore_result_type(input, other)
        if joined is not None and np.dtype(joined) in (np.float32, np.float64):
            return apply(_P_HYPOT, (input, other))
    for arg, v in (("x1", input), ("x2", other)):
        if is_tensorlike(v):
            _check_type("Hypot", arg, np_dtype(v), ("float32", "float64"))
    return apply(_P_HYPOT, (input, other))


def _refuse_non_float(name: str, input: Any, other: Any) -> None:  # noqa: A002
    """MindSpore 2.10's ops.logaddexp / logaddexp2 (and the Tensor methods): both Tensors floating, else a TypeError
    (float32 with int32 included; measured, adapt37tn)."""
    from ..common import dtype as _cdt

    dts = [np_dtype(v) for v in (input, other)]
    if not all(d.kind == "f" or _cdt.is_bf16(d) for d in dts):
        raise DTypeError(f"For {name}, the dtype of 'input' and 'other' must be float,but got {dtype_name(dts[0])} "
                         f"and {dtype_name(dts[1])}.")


@op_function
def logaddexp(input: Any, other: Any) -> Any:  # noqa: A002
    """log(exp(input) + exp(other)), computed stably."""
    refuse_numbers("For logaddexp, the input must be a Tensor, but got <class '{k0}'>.", input)
    refuse_numbers("For logaddexp, the other must be a Tensor, but got <class '{k0}'>.", other)
    _refuse_non_float("logaddexp", input, other)
    F = _F()
    m = F.maximum(input, other)
    return F.add(m, F.log1p(F.exp(F.neg(F.abs(F.sub(input, other))))))


def _angle_convert(name: str, x: Any, factor: float, num: float, den: float) -> Any:
    """MindSpore 2.10's deg2rad/rad2deg, a Python composition: float16 times ``factor`` as a float16 constant,
    float32/float64 ``x * num / den`` with the Tensor operators (so a float64 ``x`` meets ``num`` rounded to float32,
    as any user's ``x * math.pi`` does); other inputs a TypeError."""
    if not is_tensorlike(x):
        raise TypeError(f"For '{name}', the input x must be tensor, but got {user_type(x).__name__}.")
    dt = np_dtype(x)
    if dt not in (np.float16, np.float32, np.float64):
        raise TypeError(f"For '{name}', the 'x' should be one of [mindspore.float16, mindspore.float32, "
                        f"mindspore.float64], but got 'mindspore.{dt.name}'.")
    if dt == np.float16:
        return x * _F().cast(_F().scalar_to_tensor(factor), dt)
    return x * num / den


@op_function
def deg2rad(x: Any) -> Any:
    """Degrees to radians."""
    return _angle_convert("deg2rad", x, _math.pi / 180.0, _math.pi, 180.0)


@op_function
def rad2deg(x: Any) -> Any:
    """Radians to degrees."""
    return _angle_convert("rad2deg", x, 180.0 / _math.pi, 180.0, _math.pi)


@op_function
def remainder(input: Any, other: Any) -> Any:  # noqa: A002
    """input - floor_div(input, other) * other (the sign of other), computed as MindSpore 2.10 composes it, in the
    operands' dtype: floats round (unlike ``%`` / FloorMod, which is exact), integers give x for other == 0
    (FloorDiv's saturated quotient times 0)."""
    F = _F()
    if (is_narrow_uint(input) or is_narrow_uint(other)) and called_by_user():
        # MindSpore 2.10: implicit conversion's TypeError for another dtype or a Python int / float, and its Mul
        # kernel's for a bool Tensor (``input - floor_div(input, other) * other``)
        refuse_uint_mix(input, other)
        _MUL.compute_dtype(input, other, probe=lambda: True)   # (Mul's kernel gaps)
    if _both_bool(input, other):   # MindSpore 2.10: Bool, x % 0 = x, x % 1 = 0
        return F.logical_and(input, F.logical_not(other))
    return F.sub(input, F.mul(F.floor_div(input, other), other))


def _both_bool(x: Any, y: Any) -> bool:
    return all(hasattr(t, "dtype") and np_dtype(t) == np.bool_ for t in (x, y))


@op_function
def floor_divide(input: Any, other: Any) -> Any:  # noqa: A002
    """floor(input / other)."""
    return _F().floor_div(input, other)


FORWARDERS.add(floor_divide.__code__)   # (op_applied_for_user: FloorDiv applied for the user)


@op_function
def count_nonzero(x: Any, axis: Any = (), keep_dims: bool = False, dtype: Any = None) -> Any:
    """The number of nonzero entries along axis (int32 by default)."""
    refuse_numbers("For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or COOTensor, but got <class '{k0}'>.", x)
    F = _F()
    from ..common.dtype import int32

    if np_dtype(x) == np.bool_:   # MindSpore 2.10 checks the input against its number types
        raise TypeError("The 'input x' doesn't support 'Bool' and expect to receive (mindspore.int8, mindspore.int16, "
                        "mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, mindspore.uint32, "
                        "mindspore.uint64, mindspore.float16, mindspore.float32, mindspore.float64, mindspore.bfloat16, "
                        "mindspore.complex64, mindspore.complex128).")
    if axis is None:   # MindSpore 2.10 hands it to ReduceSum, whose axis takes no None (both modes)
        raise TypeError('Failed calling ReduceSum with "ReduceSum(keep_dims=bool, skip_mode=bool)(x=Tensor, axis=None)".')
    n = F.reduce_sum(F.cast(F.not_equal(x, 0), np.int64), _axis(axis) if axis != () else None, keep_dims)
    return F.cast(n, int32 if dtype is None else dtype)


# --- pooling and layers as functions ------------------------------------------------------------------------
def _adaptive_avg(x: Any, output_size: Any, k: int, name: str) -> Any:
    F = _F()
    # MindSpore 2.10's dtype checks: AdaptiveAvgPool2D takes floats, adaptive_avg_pool1d float16/float32 only
    dn = np_dtype(x).name
    if k == 2 and dn not in ("float16", "float32", "float64"):
        raise DTypeError(f"For primitive[AdaptiveAvgPool2D], the input argument[x] must be a type of {{Tensor[Float16], "
                         f"Tensor[Float32], Tensor[Float64]}}, but got Tensor[{dtype_name(np_dtype(x))}].")
    if k == 1 and dn not in ("float16", "float32"):
        raise DTypeError(f"For adaptive_avg_pool1d, the input dtype must be float16 or float32, but got "
                         f"{dtype_name(np_dtype(x))}.")
    s = tuple(shape_of(x))
    if len(s) < k + 1:
        raise ShapeError(f"For '{name}', the input must have at least {k + 1} dimensions, but got {s}.")
    if k == 2 and len(s) > 4:   # MindSpore 2.10's AdaptiveAvgPool2D: a 3-D or 4-D x (ValueError)
        raise ShapeError(f"For primitive[AdaptiveAvgPool2D], the dim of x must be in [3,4], but got {len(s)}.")
    if k == 2:
        for i, d in enumerate(s):   # and no empty dimension (an empty batch too)
            if isinstance(d, int) and 0 <= d < 1:
                raise ShapeError(f"For primitive[AdaptiveAvgPool2D], the {i}th dimension of x must be greater than "
                                 f"or equal to 1, but got {d}.")
    sizes = (output_size,) * k if isinstance(output_size, int) or output_size is None else tuple(output_size)
    if len(sizes) != k:
        raise ArgumentError(f"For '{name}', the 'output_size' must have {k} values, but got {output_size!r}.")
    for i, n_out in enumerate(sizes):   # MindSpore 2.10: 0 gives an empty result, a negative size a ValueError
        if isinstance(n_out, int) and n_out < (1 if k == 1 else 0):
            raise ShapeError(f"For '{name}', the argument 'output_size[{i}]' must >= {1 if k == 1 else 0}, but got "
                             f"{n_out}.")
    nd = len(s)
    dt = np_dtype(x)
    # MindSpore's kernel sums each window, then divides by its size (float16 in float32): the window sums are sums of
    # slices, one division at the end (1/n weights left 2.8e-17 where the mean is 0; 0/1 weight matrices turned an
    # inf elsewhere in the row into inf * 0 = NaN in every window, where MindSpore's window sums stay finite)
    y = F.cast(x, np.float32) if dt == np.float16 else x
    cdt = np_dtype(y)
    count = None
    for j, n_out in enumerate(sizes):
        axis = nd - k + j
        n_in = s[axis]
        if n_out is None or n_out == n_in:
            continue
        n_out = int(n_out)
        bounds = [((i * n_in) // n_out, -((-(i + 1) * n_in) // n_out)) for i in range(n_out)]
        shape = [1] * nd
        shape[axis] = n_out
        c = np.array([hi - lo for lo, hi in bounds], np.float64).reshape(shape)   # window sizes along this axis
        count = c if count is None else count * c
        pieces = []
        for lo, hi in bounds:
            index = (slice(None),) * axis + (slice(lo, hi),)
            pieces.append(F.reduce_sum(y[index], axis, True))
        if not pieces:   # an output size 0: MindSpore 2.10 returns the empty result
            y = y[(slice(None),) * axis + (slice(0, 0),)]
            continue
        y = pieces[0] if len(pieces) == 1 else F.concat(pieces, axis)
    if count is not None:
        y = F.div(y, Tensor(count.astype(cdt)))
    return F.cast(y, dt) if dt == np.float16 else y


@op_function
def adaptive_avg_pool2d(input: Any, output_size: Any) -> Any:  # noqa: A002
    """Average pooling of the last two axes to ``output_size`` (None keeps an axis), PyTorch's bins."""
    return _adaptive_avg(input, output_size, 2, "adaptive_avg_pool2d")


@op_function
def adaptive_avg_pool1d(input: Any, output_size: int) -> Any:  # noqa: A002
    """Average pooling of the last axis to ``output_size``."""
    if isinstance(output_size, bool) or not isinstance(output_size, (int, tuple, list)):
        raise DTypeError(f"For 'adaptive_avg_pool1d', the 'output_size' must be int, but got "
                         f"'{user_type(output_size).__name__}'.")
    n = tuple(shape_of(input))[-1] if tuple(shape_of(input)) else None
    if isinstance(output_size, int) and isinstance(n, int) and output_size > 0 and n % output_size:
        # MindSpore 2.10 pools equal windows only (its AvgPool1D with stride n // output_size)
        raise ValueError(f"For adaptive_avg_pool1d input's last dimension must be divisible by output size "
                         f"{output_size}, but got {n}.")
    return _adaptive_avg(input, (output_size,), 1, "adaptive_avg_pool1d")


class AdaptiveAvgPool2D(CompositePrimitive):
    """AdaptiveAvgPool2D(output_size)(x): average pooling of the last two axes to output_size."""

    _attrs = {"output_size": None}

    def __call__(self, x: Any) -> Any:
        return _adaptive_avg(x, self.attrs["output_size"], 2, "AdaptiveAvgPool2D")


@op_function
def dense(input: Any, weight: Any, bias: Any = None) -> Any:  # noqa: A002
    """input @ weight.T + bias."""
    F = _F()
    from .linalg import _matmul, _o1_skip_matmul

    with _o1_skip_matmul():   # MindSpore's Dense primitive: not on amp O1's white list
        out = _matmul(input, F.swapaxes(weight, -1, -2) if len(shape_of(weight)) > 1 else weight)
    return out if bias is None else F.add(out, bias)


@op_function
def cosine_similarity(x1: Any, x2: Any, dim: int = 1, eps: float = 1e-08) -> Any:
    """sum(x1 x2) / max(|x1| |x2|, eps) along dim."""
    F = _F()
    # MindSpore 2.10's composition: the norms are LpNorm's (clamped to 1e-12, gradient 0 at a zero vector) and the
    # product is clipped to eps, so a zero vector's gradient is finite (x2 * (...) / eps), not NaN (h-grad26)
    num = F.reduce_sum(F.mul(x1, x2), dim)
    den = F.mul(F.norm(x1, 2, dim), F.norm(x2, 2, dim))
    return F.div(num, F.clamp(den, eps))


@op_function
def cdist(x1: Any, x2: Any, p: float = 2.0) -> Any:
    """p-norm distances between the rows of x1 (..., P, M) and x2 (..., R, M) -> (..., P, R)."""
    F = _F()
    from .norm_kernels import pnorm_last   # CdistGrad's gradient (h-grad26)

    return pnorm_last(F.abs(F.sub(F.expand_dims(x1, -2), F.expand_dims(x2, -3))), p)


@op_function
def unbind(input: Any, dim: int = 0) -> Tuple[Any, ...]:  # noqa: A002
    """The slices of input along dim, the axis removed."""
    return _F().unstack(input, dim)


def is_tensor(obj: Any) -> bool:
    """True for a Tensor (or a graph value)."""
    return isinstance(obj, Tensor) or hasattr(obj, "__msgraph_emit__")


@op_function
def is_floating_point(input: Any) -> bool:  # noqa: A002
    """True when input has a float dtype (a compile-time constant in Graph mode: called, not parsed -- h-opsA)."""
    refuse_numbers("'{k0}' object has no attribute 'dtype'", input, error=AttributeError)
    return is_float(np_dtype(input))


# --- random function forms (msgraph's global generator, see random_ops) --------------------------------------
def _size(size: Tuple[Any, ...]) -> Tuple[int, ...]:
    if len(size) == 1 and isinstance(size[0], (tuple, list)):
        size = tuple(size[0])
    return tuple(int(d) for d in size)


def _random_dtype(name: str, dtype: Any, default: Any = None, kinds: str = "f") -> Any:
    """MindSpore's dtype check of a random function: ``dtype`` (``default`` when None) must be a float type
    (``kinds`` "f") or an int type ("iu"), else its ValueError."""
    from ..common.dtype import float32, from_numpy, to_numpy

    if dtype is None:
        dtype = float32 if default is None else default
    if to_numpy(dtype).kind not in kinds:
        raise ValueError(f"For '{name}', the 'dtype' must be {'a float' if kinds == 'f' else 'an int'} type, but got "
                         f"{from_numpy(to_numpy(dtype))}.")
    return dtype


@op_function
def randn(*size: Any, dtype: Any = None, seed: Any = None) -> Any:
    """Standard normal samples of shape ``size`` (float32 unless dtype says otherwise)."""
    from .random_ops import StandardNormal, seeded_draw

    dtype = _random_dtype("randn", dtype)
    return _F().cast(seeded_draw(StandardNormal, "randn", seed, _size(size)), dtype)


@op_function
def rand(*size: Any, dtype: Any = None, seed: Any = None) -> Any:
    """Uniform [0, 1) samples of shape ``size`` (float32 unless dtype says otherwise, as MindSpore)."""
    from .random_ops import UniformReal, seeded_draw

    dtype = _random_dtype("rand", dtype)
    return _F().cast(seeded_draw(UniformReal, "rand", seed, _size(size)), dtype)


def _int_bounds(low: Any, high: Any) -> Tuple[Any, Any]:
    """MindSpore's randint/randint_like bounds: Python ints, passed to UniformInt as int32 Tensors."""
    for arg, v in (("low", low), ("high", high)):
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(f"For 'randint_like', '{arg}' must be an int, but got {user_type(v)}.")
    return Tensor(np.int32(low)), Tensor(np.int32(high))


@op_function
def randint(low: int, high: int, size: Any, seed: Any = None, *, dtype: Any = None) -> Any:
    """Integer samples of U[low, high) of shape ``size`` (int64 unless dtype says otherwise)."""
    from ..common.dtype import int64
    from .random_ops import UniformInt, seeded_draw

    dtype = _random_dtype("randint", dtype, int64, "iu")
    if not isinstance(size, tuple):
        raise ValueError(f"For 'randint', the input 'size' must be a tuple, but got {size}.")
    lo, hi = _int_bounds(low, high)
    return _F().cast(seeded_draw(UniformInt, "randint", seed, size, lo, hi), dtype)


@op_function
def randn_like(input: Any, seed: Any = None, *, dtype: Any = None) -> Any:  # noqa: A002
    """Standard normal samples shaped like input: float32 unless dtype says otherwise (MindSpore 2.10 does not
    take the input's dtype here, unlike rand_like)."""
    from .random_ops import StandardNormal, seeded_draw

    dtype = _random_dtype("randn_like", dtype)
    return _F().cast(seeded_draw(StandardNormal, "randn_like", seed, tuple(shape_of(input))), dtype)


@op_function
def rand_like(input: Any, seed: Any = None, *, dtype: Any = None) -> Any:  # noqa: A002
    """Uniform [0, 1) samples shaped like input (in its dtype unless dtype says otherwise; a float dtype)."""
    from .random_ops import UniformReal, seeded_draw

    dt = _random_dtype("rand_like", dtype if dtype is not None else np_dtype(input))

    return _F().cast(seeded_draw(UniformReal, "rand_like", seed, tuple(shape_of(input))), dt)


@op_function
def randint_like(input: Any, low: int, high: int, seed: Any = None, *, dtype: Any = None) -> Any:  # noqa: A002
    """Integer samples of U[low, high) shaped like input (in its dtype unless dtype says otherwise; an int dtype)."""
    from .random_ops import UniformInt, seeded_draw

    dt = _random_dtype("randint_like", dtype if dtype is not None else np_dtype(input), kinds="iu")

    lo, hi = _int_bounds(low, high)
    return _F().cast(seeded_draw(UniformInt, "randint_like", seed, tuple(shape_of(input)), lo, hi), dt)


@op_function
def normal(shape: Any, mean: Any, stddev: Any, seed: Any = None) -> Any:
    """Samples of N(mean, stddev) of shape ``shape`` (float32).  ``mean`` / ``stddev``: Tensors, Python numbers or
    numpy arrays, made Tensors first as MindSpore 2.10 does (a float64 array gives float64 samples; st ops/gpu
    test_normal's numpy case; lead45/normal_numpy_args)."""
    from .random_ops import StandardNormal, seeded_draw

    symbolic = [getattr(v, "__msgraph_emit__", None) is not None for v in (mean, stddev)]   # graph values
    for name, v, sym in (("mean", mean, symbolic[0]), ("stddev", stddev, symbolic[1])):
        if not sym and not isinstance(v, (Tensor, int, float, np.ndarray)):
            raise DTypeError(f"For 'normal', the type of '{name}' must be Tensor, int, or float, but got: {user_type(v)}")
    mean, stddev = (v if sym or isinstance(v, Tensor) else Tensor(v) for v, sym in zip((mean, stddev), symbolic))
    F = _F()
    return F.add(F.mul(seeded_draw(StandardNormal, "normal", seed, tuple(shape)), stddev), mean)

__all__ = public_functions(globals()) + ["is_tensor"]   # plain helpers, not ops  # every function form defined here (op_function)
