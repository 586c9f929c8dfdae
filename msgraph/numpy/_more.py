"""The rest of ``mindspore.numpy``: trigonometry, bit and nan-aware functions, polynomials, windows,
index helpers, splitting/stacking, histograms and the other functions MindSpore 2.10's module has.

Each function is composed of msgraph's registry ops (both modes share their math and gradients), or
builds a constant from Python arguments (``tri``, ``indices``, the window functions), as MindSpore's
does. Integer and bool inputs of float functions become float32 first, as in MindSpore. Functions
whose output shape depends on the data (``argwhere``, ``intersect1d``, ``histogram``) run on the
values in PyNative mode; recorded in tests/conformance/programs/numpy2.
"""
from __future__ import annotations

import builtins
import math as _math
from typing import Any

import numpy as _np

from .. import ops as _ops
from ..ops.registry import apply as _apply, prim as _prim
from ..ops.tensor_ext import SIGNBIT as _SIGNBIT
from ..common.dtype import bool_, float16, float32, float64, int8, int16, int32, int64, uint8, uint16, uint32
from ..common.tensor import Tensor
from ..ops._helpers import np_dtype as _np_dtype
from ..ops._helpers import user_type
from ..ops._helpers import shape_of as _shape_of
from ..ops.registry import op_function
from .utils_const import _check_axis_in_range

__all__ = [
    "array_equiv", "array_split", "array_str", "bitwise_not", "copy", "digitize", "divmod", "in1d", "isin", "isneginf",
    "isposinf", "isscalar", "mgrid", "ogrid", "radians", "round", "setdiff1d", "signbit", "sometrue", "uint",
    "numeric_types",
    "append", "apply_along_axis", "apply_over_axes", "arccos", "arccosh", "arcsin", "arcsinh", "arctan", "arctan2",
    "arctanh", "argwhere", "around", "atleast_3d", "bartlett", "bincount", "bitwise_and", "bitwise_or", "bitwise_xor",
    "blackman", "broadcast_arrays", "choose", "column_stack", "convolve", "copysign", "corrcoef", "correlate", "cosh",
    "count_nonzero", "cov", "cross", "cumprod", "diag_indices", "diagflat", "diagonal", "diff", "dsplit", "dstack", "ediff1d",
    "fix", "float_power", "fmod", "gcd", "geomspace", "gradient", "hamming", "hanning", "heaviside", "histogram",
    "histogram2d", "histogram_bin_edges", "histogramdd", "hsplit", "hypot", "indices", "interp", "intersect1d",
    "invert", "ix_", "kron", "lcm", "logaddexp", "logaddexp2", "matrix_power", "multi_dot", "nancumsum", "nanmax",
    "nanmean", "nanmin", "nanstd", "nansum", "nanvar", "pad", "piecewise", "polyadd", "polyder", "polyint", "polymul",
    "polysub", "polyval", "promote_types", "ptp", "rand", "randint", "randn", "ravel_multi_index", "result_type", "rint", "roll",
    "rollaxis", "rot90", "searchsorted", "select", "sinh", "take_along_axis", "tensordot", "trapz", "tri",
    "tril_indices", "tril_indices_from", "triu_indices", "triu_indices_from", "trunc", "unravel_index", "unwrap",
    "vander", "vsplit",
]


def _np_mod() -> Any:
    """The package module (asarray, moveaxis, split...; imported after this one)."""
    import sys

    return sys.modules[__name__.rsplit(".", 1)[0]]


def _one_tensor(tup: Any) -> bool:
    """hstack / vstack / dstack / column_stack of one Tensor (not a sequence of them) return it unchanged in
    MindSpore 2.10 (``isinstance(tup, Tensor)``; msgraph stacked its rows: hstack of a (2, 2) Tensor was (4,);
    measured, left46 sweep s3)."""
    return isinstance(tup, Tensor) or hasattr(tup, "__msgraph_emit__")


def _asarray(x: Any) -> Any:
    return _np_mod().asarray(x)


def _is_int(x: Any) -> bool:
    return _np.dtype(_np_dtype(x)).kind in "biu"


def _float(x: Any) -> Any:
    x = _asarray(x)
    return _ops.cast(x, float32) if _is_int(x) else x


def _out(t: Any, dtype: Any) -> Any:
    return t if dtype is None else _ops.cast(t, dtype)


def _ndim(x: Any) -> int:
    return len(_shape_of(x))


def _axes(axis: Any, n: int) -> tuple:
    if axis is None:
        return tuple(range(n))
    return tuple(a % n for a in ((axis,) if isinstance(axis, int) else axis))


def _unary(op: Any) -> Any:
    """A float function by MindSpore 2.10's trigonometric input rule (``_trig``: int8/uint8/bool become float16,
    the other integers float32)."""
    return op_function(lambda x, dtype=None: _out(op(_np_mod()._trig(x)), dtype))


def _float_in(name: str, x: Any) -> Any:
    """The input of MindSpore 2.10's exp / expm1 / log / log1p / log2 / log10 / floor / rint: a float Tensor (a Python
    float is a Float32 Tensor); an integer or bool one is its kernel's TypeError (msgraph computed them in float32)."""
    x = _asarray(_to_tensor(x))
    if _is_int(x):
        raise TypeError(f"For '{name}', the input must be a Tensor of float16, float32 or float64, "
                        f"but got {_np.dtype(_np_dtype(x)).name}.")
    return x


def _tensor_attr(x: Any) -> None:
    """MindSpore 2.10's log2 / log10 / absolute read ``x.dtype`` first: a Python number or list is an AttributeError."""
    if isinstance(x, (int, float, bool, list, tuple)):
        raise AttributeError(f"'{user_type(x).__name__}' object has no attribute 'dtype'")


def _no_bool_in(name: str, x: Any) -> Any:
    """MindSpore 2.10's square / positive / invert: a bool Tensor is its kernel's TypeError."""
    x = _asarray(_to_tensor(x))
    if x.dtype == bool_:
        raise TypeError(f"For '{name}', the input does not accept dtype bool.")
    return x


def _binary_float(op: Any) -> Any:
    def fn(x1: Any, x2: Any, dtype: Any = None) -> Any:
        a, b = _binary_operands(x1, x2)
        if _is_int(a) and _is_int(b):
            a, b = _ops.cast(a, float32), _ops.cast(b, float32)
        return _out(op(a, b), dtype)
    return op_function(fn)


def _refuse_bool(x: Any, cls: Any, name: str) -> Any:
    """MindSpore 2.10's reductions with no bool kernel: mean / var / std / average (RuntimeError), amax / amin /
    nanmax / nanmin / count_nonzero (TypeError)."""
    if x.dtype == bool_:
        raise cls(f"For '{name}', the input does not support dtype bool.")
    return x


def _to_tensor(x: Any) -> Any:
    """MindSpore 2.10's operand rule of mindspore.numpy (its ``_to_tensor``): a Python number, list or tuple is its
    own Tensor -- int Int32, float Float32, bool Bool -- whatever the other operand, and the op then promotes two
    Tensors (an int8 Tensor with 3 is Int32, a float16 Tensor with 1.5 Float32); Tensors pass unchanged."""
    return _asarray(x) if isinstance(x, (int, float, bool, list, tuple)) else x


def _binary_operands(x1: Any, x2: Any) -> tuple:
    """Two operands as Tensors of one dtype: each made a Tensor by ``_to_tensor``, then promoted."""
    return _promoted(_asarray(_to_tensor(x1)), _asarray(_to_tensor(x2)))


def _promoted(a: Any, b: Any) -> tuple:
    if a.dtype != b.dtype:
        common = _promote(a.dtype, b.dtype)
        a, b = _ops.cast(a, common), _ops.cast(b, common)
    return a, b


def _promote(t1: Any, t2: Any) -> Any:
    """MindSpore's ``mindspore.numpy`` promotion: numpy's among integers, but a float type beats every
    integer type whatever its size (int64 with float16 is float16), as in JAX."""
    from ..common.dtype import from_numpy

    d1, d2 = _np.dtype(_np_dtype(t1)), _np.dtype(_np_dtype(t2))
    if d1.kind == "f" and d2.kind != "f":
        return from_numpy(d1)
    if d2.kind == "f" and d1.kind != "f":
        return from_numpy(d2)
    return from_numpy(_np.promote_types(d1, d2))


# --- elementwise -----------------------------------------------------------------------------------
arcsin = _unary(_ops.asin)
arccos = _unary(_ops.acos)
arctan = _unary(_ops.atan)
arcsinh = _unary(_ops.asinh)
arccosh = _unary(_ops.acosh)
arctanh = _unary(_ops.atanh)
sinh = _unary(_ops.sinh)
cosh = _unary(_ops.cosh)
rint = op_function(lambda x, dtype=None: _out(_ops.round(_float_in("rint", x)), dtype))
# MindSpore 2.10: fix/trunc compute in float16 or float32 (float64 and integers become float32)
trunc = op_function(lambda x, dtype=None: _out(_ops.trunc(_f16_or_f32(x)), dtype))
fix = trunc


def _f16_or_f32(x: Any) -> Any:
    x = _asarray(x)
    return x if _np.dtype(_np_dtype(x)) in (_np.dtype(_np.float16), _np.dtype(_np.float32)) else _ops.cast(x, float32)
# MindSpore 2.10: Tensors only; each operand by sin's input rule (int8/uint8/bool float16, other integers float32),
# then atan2 promotes the two
arctan2 = op_function(lambda x1, x2, dtype=None: _out(_ops.atan2(*_promoted(_np_mod()._trig(x1), _np_mod()._trig(x2))),
                                                       dtype))
def _sqrt_of_squares(a: Any, b: Any) -> Any:
    """MindSpore's mindspore.numpy.hypot: sqrt(x1 * x1 + x2 * x2) in the dtype (float16 too, inf past the square's
    range), not ops.hypot's C hypot."""
    return _ops.sqrt(_ops.add(_ops.mul(a, a), _ops.mul(b, b)))


def _no_bool(name: str, *xs: Any) -> None:
    """MindSpore 2.10: a bool operand of hypot (Square) / copysign (sign) is a TypeError."""
    for x in xs:
        if x.dtype == bool_:
            raise TypeError(f"For '{name}', the input does not accept dtype bool.")


def _hypot(x1: Any, x2: Any, dtype: Any = None) -> Any:
    a, b = _asarray(_to_tensor(x1)), _asarray(_to_tensor(x2))
    _no_bool("hypot", a, b)   # before the promotion: Square of a bool Tensor
    a, b = _promoted(a, b)
    if _is_int(a):
        a, b = _ops.cast(a, float32), _ops.cast(b, float32)
    return _out(_sqrt_of_squares(a, b), dtype)


hypot = op_function(_hypot)


def _float_only(name: str, *xs: Any) -> None:
    for x in xs:
        if _is_int(x):
            raise TypeError(f"For '{name}', MindSpore's Exp and Log take float Tensors only, but got "
                            f"{_np.dtype(_np_dtype(x)).name}.")


@op_function
def logaddexp(x1: Any, x2: Any, dtype: Any = None) -> Any:
    """MindSpore 2.10 composes ``log(exp(x1) + exp(x2))`` op by op (not ops.logaddexp's stable form): a large
    input overflows to inf, float16 rounds after each op; a Python number or list is its own int32/float32
    Tensor (a float16 Tensor with 2.0 is a float32 sum), integer inputs are Exp's TypeError."""
    a, b = _asarray(x1), _asarray(x2)
    _float_only("logaddexp", a, b)
    return _out(_ops.log(_ops.add(_ops.exp(a), _ops.exp(b))), dtype)


@op_function
def logaddexp2(x1: Any, x2: Any, dtype: Any = None) -> Any:
    """MindSpore 2.10: ``log2(2**x1 + 2**x2)`` op by op, with ``mindspore.numpy.log2`` (log(x) / log(2) in x's
    dtype); Tensors only (a Python number is a TypeError); an integer or bool sum is Log's TypeError."""
    for x in (x1, x2):
        if isinstance(x, (int, float, bool, list, tuple)):
            raise TypeError(f"expect Tensor, but got {user_type(x).__name__}")
    total = _ops.add(_ops.pow(2, x1), _ops.pow(2, x2))
    _float_only("logaddexp2", total)
    return _np_mod().log2(total, dtype)
copysign = op_function(lambda x1, x2, dtype=None: _out(_copysign(x1, x2), dtype))


def _copysign(x1: Any, x2: Any) -> Any:
    """|x1| with x2's sign, in x1's dtype (an integer x1 stays integer, as in MindSpore)."""
    a = _asarray(x1)
    plain = not isinstance(x2, (int, float)) or isinstance(x2, bool)   # a Python bool is a Bool Tensor
    b = _asarray(x2) if plain else Tensor(_np.asarray(x2, _np.float32))
    _no_bool("copysign", a, b)
    mag = _ops.abs(a)
    neg = _apply(_prim(_SIGNBIT), (_ops.cast(b, float32),))   # the sign bit (-0.0 included)
    return _ops.where(neg, _ops.neg(mag), mag)
# MindSpore 2.10: in the operands' promoted dtype (two integer Tensors give an integer result)
# (a Python number is its own int32/float32 Tensor: float16 with 2.5 is Float32)
def _heaviside(x1: Any, x2: Any, dtype: Any = None) -> Any:
    a, b = _promoted(_asarray(x1), _asarray(x2))
    if a.dtype == bool_:   # MindSpore 2.10: two bool operands give a Bool result (computed here in int32)
        return _out(_ops.cast(_ops.heaviside(_ops.cast(a, int32), _ops.cast(b, int32)), bool_), dtype)
    # MindSpore 2.10's mindspore.numpy.heaviside is two selects on the broadcast operands, not the Heaviside
    # primitive (which has no bprop): its gradient is 0 for x1 and flows to x2 where x1 == 0
    shape = tuple(_np.broadcast_shapes(tuple(_shape_of(a)), tuple(_shape_of(b))))
    a, b = _ops.broadcast_to(a, shape), _ops.broadcast_to(b, shape)
    b = _ops.select(_ops.less(a, 0), _ops.zeros_like(b), b)
    return _out(_ops.select(_ops.greater(a, 0), _ops.ones_like(b), b), dtype)


heaviside = op_function(_heaviside)
# MindSpore 2.10: both operands cast to float32, then pow (a float32 result; ops.float_power's is float64)
float_power = op_function(lambda x1, x2, dtype=None: _out(_ops.pow(_ops.cast(_asarray(x1), float32),
                                                                    _ops.cast(_asarray(x2), float32)), dtype))


def _remainder(op: Any, x1: Any, x2: Any) -> Any:
    """MindSpore 2.10's remainder (``op`` floor_mod) and fmod (``op`` fmod): in the operands' promoted dtype, an
    integer divided by 0 gives 0; bool operands compute in float32 and are cast back (True % False is NaN: True)."""
    a, b = _binary_operands(x1, x2)
    if a.dtype == bool_:
        return _ops.cast(op(_ops.cast(a, float32), _ops.cast(b, float32)), bool_)
    res = op(a, b)
    if _is_int(a):
        res = _ops.where(_ops.equal(b, 0), _ops.zeros_like(res), res)
    return res


@op_function
def fmod(x1: Any, x2: Any, dtype: Any = None) -> Any:
    return _out(_remainder(_ops.fmod, x1, x2), dtype)


def _int_op(op: Any) -> Any:
    def fn(x1: Any, x2: Any, dtype: Any = None) -> Any:
        a, b = _binary_operands(x1, x2)
        if _is_int(a):   # MindSpore 2.10: in the promoted dtype (int8, uint8, int16 and bool too)
            if a.dtype in (int32, int64):
                return _out(op(a, b), dtype)
            return _out(_ops.cast(op(_ops.cast(a, int32), _ops.cast(b, int32)), a.dtype), dtype)
        # float inputs: MindSpore runs Euclid's algorithm on the float values (gcd(1.5, 3) is 1.5; left34)
        if op is _ops.gcd:
            return _out(_float_gcd(a, b), dtype)
        x1f, x2f = _ops.cast(a, float32), _ops.cast(b, float32)   # (lcm: the operands in float32, as there)
        g = _float_gcd(a, b)
        res = _ops.mul(_ops.mul(_ops.div(x1f, g), _ops.div(x2f, g)), g)
        res = _ops.where(_ops.equal(_ops.mul(x1f, x2f), 0), _ops.zeros_like(res), res)
        return _out(_ops.cast(_ops.absolute(res), a.dtype), dtype)
    return op_function(fn)


_GRAPH_GCD_STEPS = 64   # graph code: Euclid's steps unrolled (a concrete input runs until every element is done)


def _float_gcd(a: Any, b: Any) -> Any:
    """mindspore.numpy's gcd of float Tensors (one dtype): Euclid's algorithm on |a| and |b| with the floored
    remainder ``x - floor(x / y) * y``, a zero operand giving the other one.  The loop runs while the remainders sum
    above 0: a NaN or infinite operand (a NaN remainder) stops it before the first step, for every element."""
    from ..ops.value_dependent import is_symbolic

    def rem(x: Any, y: Any) -> Any:
        return _ops.sub(x, _ops.mul(y, _ops.floor(_ops.div(x, y))))

    a, b = _ops.absolute(a), _ops.absolute(b)
    ge = _ops.greater_equal(a, b)
    a, b = _ops.where(ge, a, b), _ops.where(ge, b, a)
    b = _ops.where(_ops.equal(b, 0), a, b)
    first = b
    stopped = _ops.isnan(_ops.reduce_sum(rem(a, b)))
    symbolic = is_symbolic(a) or is_symbolic(b)
    if not symbolic and bool(stopped):
        return first
    for _ in range(_GRAPH_GCD_STEPS if symbolic else 100000):
        r = rem(a, b)
        done = _ops.equal(r, 0)
        if not symbolic and bool(_ops.reduce_sum(r) <= 0):
            break
        a, b = _ops.where(done, a, b), _ops.where(done, b, r)
    return _ops.where(stopped, first, b) if symbolic else b


gcd = _int_op(_ops.gcd)
lcm = _int_op(_ops.lcm)


def _bitwise(op: Any) -> Any:
    def fn(x1: Any, x2: Any, dtype: Any = None) -> Any:
        a, b = _binary_operands(x1, x2)
        return _out(op(a, b), dtype)
    return op_function(fn)


bitwise_and = _bitwise(_ops.bitwise_and)
bitwise_or = _bitwise(_ops.bitwise_or)
bitwise_xor = _bitwise(_ops.bitwise_xor)
invert = op_function(lambda x, dtype=None: _out(_ops.invert(_no_bool_in("invert", x)), dtype))


@op_function
def around(a: Any, decimals: int = 0) -> Any:
    # a Python number / list is a Tensor of its own dtype (Tensor(3): Int64, as MindSpore's _to_tensor_origin_dtype)
    a = Tensor(a) if isinstance(a, (int, float, bool, list, tuple)) else _asarray(a)
    if not isinstance(decimals, int):
        raise TypeError("decimals must be an integer")
    if decimals < 0:
        raise ValueError("decimals < 0 is not supported now.")
    if a.dtype in (int8, uint8, int16, bool_):   # MindSpore 2.10's CPU Round kernel has no int8/uint8/int16/bool
        raise RuntimeError(f"For 'Round', it does not support this kernel type: input({a.dtype})")
    if _is_int(a):
        return a
    if decimals == 0:
        return _ops.round(a)
    scale = float(10 ** decimals)
    return _ops.div(_ops.round(_ops.mul(a, scale)), scale)


# --- nan-aware reductions --------------------------------------------------------------------------
def _nan_fill(a: Any, value: Any) -> Any:
    a = _asarray(a)
    return _ops.where(_ops.isnan(a), _ops.fill(a.dtype, _shape_of(a), value), a) if not _is_int(a) else a


def _ax(axis: Any) -> Any:
    return None if axis is None else (tuple(axis) if isinstance(axis, (list, tuple)) else axis)


@op_function
def nansum(a: Any, axis: Any = None, dtype: Any = None, keepdims: bool = False) -> Any:
    return _out(_ops.reduce_sum(_nan_fill(a, 0), _ax(axis), keepdims), dtype)


@op_function
def nanmax(a: Any, axis: Any = None, dtype: Any = None, keepdims: bool = False) -> Any:
    _refuse_bool(_asarray(a), TypeError, "nanmax")
    return _out(_ops.reduce_max(_nan_fill(a, -_np.inf), _ax(axis), keepdims), dtype)


@op_function
def nanmin(a: Any, axis: Any = None, dtype: Any = None, keepdims: bool = False) -> Any:
    _refuse_bool(_asarray(a), TypeError, "nanmin")
    return _out(_ops.reduce_min(_nan_fill(a, _np.inf), _ax(axis), keepdims), dtype)


def _nan_count(a: Any, axis: Any, keepdims: bool) -> Any:
    valid = _ops.cast(_ops.logical_not(_ops.isnan(a)), a.dtype)
    return _ops.reduce_sum(valid, _ax(axis), keepdims)


@op_function
def nanmean(a: Any, axis: Any = None, dtype: Any = None, keepdims: bool = False) -> Any:
    """MindSpore 2.10: ``nansum(a, dtype=float32 or dtype)`` (summed in a's dtype, then cast: a uint8 sum wraps) over
    the count of non-NaN elements summed in a's dtype (a float64 input's mean is Float64, a bool input's count is
    True: nanmean of bools is their any())."""
    a = _asarray(_to_tensor(a))
    # (a float64 input sums to float64 here, MindSpore's float32 sum divided by the float64 count is Float64 too: the
    # Graph-mode division of two 0-d Tensors of different float dtypes would otherwise give Float32)
    total = nansum(a, axis, (float64 if a.dtype == float64 else float32) if dtype is None else dtype, keepdims)
    return _ops.tensor_div(total, _nan_count(a, axis, keepdims))


@op_function
def nanvar(a: Any, axis: Any = None, dtype: Any = None, ddof: int = 0, keepdims: bool = False) -> Any:
    # MindSpore 2.10: the deviations from nanmean (float32), over the non-NaN count in a's dtype (a bool count is
    # True, as in nanmean), divided by mindspore.numpy.divide; Float32 whatever the input unless dtype is given
    a = _asarray(_to_tensor(a))
    mean = nanmean(a, axis, keepdims=True)
    dev = _nan_fill(_ops.sub(a, mean), 0)
    ssq = _ops.reduce_sum(_ops.mul(dev, dev), _ax(axis), keepdims)
    count = _nan_count(a, axis, keepdims)
    return _out(_np_mod().divide(ssq, _ops.sub(count, ddof)), float32 if dtype is None else dtype)


@op_function
def nanstd(a: Any, axis: Any = None, dtype: Any = None, ddof: int = 0, keepdims: bool = False) -> Any:
    return _out(_ops.sqrt(nanvar(a, axis, None, ddof, keepdims)), dtype)


@op_function
def nancumsum(a: Any, axis: Any = None, dtype: Any = None) -> Any:
    # MindSpore 2.10: the NaNs zeroed, then Tensor.cumsum (bool and small integers sum in int32)
    return _np_mod().cumsum(_nan_fill(a, 0), axis, dtype)


@op_function
def cumprod(a: Any, axis: Any = None, dtype: Any = None) -> Any:
    a = _asarray(a)
    if axis is None:
        a, axis = _ops.reshape(a, (-1,)), 0
    orig = a.dtype
    # MindSpore 2.10: the product runs in float32 (float64 stays), then is cast to ``dtype``: by default
    # int8/int16/bool give int32, uint8/uint16 uint32, the rest their own dtype
    res = _ops.cumprod(a if orig == float64 else _ops.cast(a, float32), axis)
    if dtype is None:
        dtype = int32 if orig in (int8, int16, bool_) else uint32 if orig in (uint8, uint16) else orig
    return _ops.cast(res, dtype)


@op_function
def ptp(x: Any, axis: Any = None, keepdims: bool = False) -> Any:
    x = _asarray(x)
    return _ops.sub(_ops.reduce_max(x, _ax(axis), keepdims), _ops.reduce_min(x, _ax(axis), keepdims))


@op_function
def count_nonzero(x: Any, axis: Any = None, keepdims: bool = False) -> Any:
    x = _refuse_bool(_asarray(x), TypeError, "count_nonzero")
    nz = _ops.cast(_ops.not_equal(_ops.cast(x, float32), 0), int32)
    return _ops.reduce_sum(nz, _ax(axis), keepdims)


# --- linear algebra --------------------------------------------------------------------------------
@op_function
def tensordot(a: Any, b: Any, axes: Any = 2) -> Any:
    a, b = _asarray(a), _asarray(b)
    if isinstance(axes, int) and axes < 0:   # MindSpore 2.10: ValueError (numpy's negative count is a no-op)
        raise ValueError(f"For 'tensor_dot', the 'axes' must be at least 0, but got {axes}.")
    if isinstance(axes, int):
        na = _ndim(a)
        axes = (tuple(range(na - axes, na)), tuple(range(axes)))
    else:
        x, y = axes
        axes = ((x,) if isinstance(x, int) else tuple(x), (y,) if isinstance(y, int) else tuple(y))
    for ax_, t in zip(axes, (a, b)):
        for i in ax_:
            _check_axis_in_range(i, _ndim(t))
    if a.dtype == bool_ or b.dtype == bool_:   # MindSpore 2.10: MatMul has no bool kernel on CPU
        raise TypeError("For 'MatMul', bool inputs are not supported on CPU")
    if not axes[0] and not axes[1]:
        return _ops.mul(_ops.reshape(a, tuple(_shape_of(a)) + (1,) * _ndim(b)), b)
    return _ops.tensor_dot(a, b, axes)


@op_function
def kron(a: Any, b: Any) -> Any:
    return _ops.kron(_asarray(a), _asarray(b))


@op_function
def matrix_power(a: Any, n: int) -> Any:
    a = _asarray(a)
    if not isinstance(n, int):
        raise TypeError(f"exponent must be an integer, but got {user_type(n)}")
    if n < 0:
        raise ValueError("n must be a non-negative integer: matrix_power of negative powers is not supported "
                         "(mindspore.numpy has no matrix inverse here)")
    shape = _shape_of(a)
    if len(shape) < 2 or shape[-1] != shape[-2]:
        raise ValueError(f"input must be a square array, but got shape {tuple(shape)}")
    # MindSpore 2.10: the identity for n = 0 and ``a`` for n = 1 in every dtype (float16, bool), else repeated
    # MatMuls (no bool kernel: TypeError)
    if n == 0:
        return _ops.broadcast_to(_ops.eye(shape[-1], shape[-1], a.dtype), tuple(shape))
    if n == 1:
        return a
    if a.dtype == bool_:
        raise TypeError("For 'MatMul', bool inputs are not supported on CPU")
    if a.dtype == float16:
        res = a
        for _ in range(n - 1):
            res = _ops.matmul(res, a)
        return res
    return _ops.matrix_power(a, n)   # repeated squaring (ops/linalg_ext.py)


@op_function
def multi_dot(arrays: Any) -> Any:
    arrays = [_asarray(a) for a in arrays]
    if len(arrays) < 2:
        raise ValueError("Expecting at least 2 arrays")
    first_1d, last_1d = _ndim(arrays[0]) == 1, _ndim(arrays[-1]) == 1
    if first_1d:
        arrays[0] = _ops.expand_dims(arrays[0], 0)
    if last_1d:
        arrays[-1] = _ops.expand_dims(arrays[-1], 1)
    res = arrays[0]
    for m in arrays[1:]:
        res = _ops.matmul(res, m)
    if first_1d:
        res = _ops.squeeze(res, 0)
    if last_1d:
        res = _ops.squeeze(res, -1)
    return res


@op_function
def cross(a: Any, b: Any, axisa: int = -1, axisb: int = -1, axisc: int = -1, axis: Any = None) -> Any:

    a, b = _asarray(a), _asarray(b)
    if a.dtype == bool_ and b.dtype == bool_:   # MindSpore 2.10: computes (True where the two products differ)
        return _ops.cast(cross(_ops.cast(a, int32), _ops.cast(b, int32), axisa, axisb, axisc, axis), bool_)
    if axis is not None:
        axisa = axisb = axisc = axis
    _check_axis_in_range(axisa, _ndim(a))   # a 0-d operand: MindSpore's ValueError
    _check_axis_in_range(axisb, _ndim(b))
    a, b = _np_mod().moveaxis(a, axisa, -1), _np_mod().moveaxis(b, axisb, -1)
    na, nb = _shape_of(a)[-1], _shape_of(b)[-1]
    if na not in (2, 3) or nb not in (2, 3):
        raise ValueError("incompatible dimensions for cross product (dimension must be 2 or 3)")

    def comp(t: Any, i: int) -> Any:
        n = _shape_of(t)[-1]
        if i >= n:
            return None
        return _ops.squeeze(_ops.split(t, [1] * n, -1)[i], -1)

    a0, a1, a2 = comp(a, 0), comp(a, 1), comp(a, 2)
    b0, b1, b2 = comp(b, 0), comp(b, 1), comp(b, 2)
    if a2 is None and b2 is None:
        res = _ops.sub(_ops.mul(a0, b1), _ops.mul(a1, b0))
        if not _shape_of(res):   # MindSpore 2.10 moves axisc of the 0-d result: its ValueError
            _check_axis_in_range(axisc, 0)
        return res
    zero = _ops.zeros_like(a0 if a2 is None else a2)
    a2 = zero if a2 is None else a2
    b2 = _ops.zeros_like(b0) if b2 is None else b2
    c = _ops.stack([_ops.sub(_ops.mul(a1, b2), _ops.mul(a2, b1)),
                    _ops.sub(_ops.mul(a2, b0), _ops.mul(a0, b2)),
                    _ops.sub(_ops.mul(a0, b1), _ops.mul(a1, b0))], -1)
    return _np_mod().moveaxis(c, -1, axisc)


@op_function
def cov(m: Any, y: Any = None, rowvar: bool = True, bias: bool = False, ddof: Any = None, fweights: Any = None,
        aweights: Any = None, dtype: Any = None) -> Any:
    m = _ops.cast(_asarray(m), float32)   # MindSpore 2.10: in float32 whatever the input (float64 too)
    if _ndim(m) == 1:
        m = _ops.expand_dims(m, 0)
    if not rowvar and _shape_of(m)[0] != 1:
        m = _ops.transpose(m, (1, 0))
    if y is not None:
        y = _ops.cast(_asarray(y), float32)
        if _ndim(y) == 1:
            y = _ops.expand_dims(y, 0)
        if not rowvar and _shape_of(y)[0] != 1:
            y = _ops.transpose(y, (1, 0))
        m = _ops.concat([m, y], 0)
    if ddof is None:
        ddof = 0 if bias else 1
    n = _shape_of(m)[1]
    w = None
    if fweights is not None:
        w = _ops.cast(_asarray(fweights), float32)
    if aweights is not None:
        aw = _ops.cast(_asarray(aweights), float32)
        w = aw if w is None else _ops.mul(w, aw)
    if w is None:
        avg = _ops.reduce_mean(m, 1, True)
        fact = float(n - ddof)
        xm = _ops.sub(m, avg)
        c = _ops.div(_ops.matmul(xm, _ops.transpose(xm, (1, 0))), fact)
    else:
        wsum = _ops.reduce_sum(w)
        avg = _ops.div(_ops.reduce_sum(_ops.mul(m, w), 1, True), wsum)
        if ddof == 0:
            fact = wsum
        elif aweights is None:
            fact = _ops.sub(wsum, float(ddof))
        else:
            fact = _ops.sub(wsum, _ops.div(_ops.mul(float(ddof), _ops.reduce_sum(_ops.mul(w, aw))), wsum))
        xm = _ops.sub(m, avg)
        c = _ops.div(_ops.matmul(_ops.mul(xm, w), _ops.transpose(xm, (1, 0))), fact)
    if _shape_of(c) == (1, 1):
        c = _ops.reshape(c, ())
    return _out(c, dtype)


@op_function
def corrcoef(x: Any, y: Any = None, rowvar: bool = True, dtype: Any = None) -> Any:
    c = cov(x, y, rowvar)
    if _ndim(c) == 0:
        return _out(_ops.div(c, c), dtype)
    d = _ops.diagonal(c)
    s = _ops.sqrt(d)
    c = _ops.div(_ops.div(c, _ops.expand_dims(s, 1)), _ops.expand_dims(s, 0))
    return _out(_ops.clip_by_value(c, -1.0, 1.0), dtype)


@op_function
def ediff1d(ary: Any, to_end: Any = None, to_begin: Any = None) -> Any:
    if _ndim(_asarray(ary)) == 0:   # MindSpore 2.10: a 0-d input is a ValueError
        raise ValueError("For 'ediff1d', the input must have at least 1 dimension.")
    a = _np_mod().ravel(_asarray(ary))
    if a.dtype == bool_:   # MindSpore 2.10: bool differences are True where neighbours differ (int32 here, back)
        return _ops.cast(ediff1d(_ops.cast(a, int32), to_end, to_begin), bool_)
    n = _shape_of(a)[0]
    d = _ops.sub(_ops.narrow(a, 0, 1, n - 1), _ops.narrow(a, 0, 0, n - 1)) if n > 1 else _ops.zeros((0,), a.dtype)
    parts = []
    if to_begin is not None:
        parts.append(_ops.cast(_np_mod().ravel(_asarray(to_begin)), a.dtype))
    parts.append(d)
    if to_end is not None:
        parts.append(_ops.cast(_np_mod().ravel(_asarray(to_end)), a.dtype))
    return _ops.concat(parts, 0) if len(parts) > 1 else d


# --- calculus / signals ---------------------------------------------------------------------------
@op_function
def diff(a: Any, n: int = 1, axis: int = -1, prepend: Any = None, append: Any = None) -> Any:
    a = _asarray(a)
    if n == 0:
        return a
    if n < 0:
        raise ValueError(f"order must be non-negative but got {n}")
    if _ndim(a) == 0:   # MindSpore 2.10: ValueError (msgraph's was a ZeroDivisionError)
        raise ValueError("diff requires input that is at least one dimensional")
    pieces = []
    ax = _check_axis_in_range(axis, _ndim(a))
    for extra in (prepend, a, append):
        if extra is None:
            continue
        if extra is a:
            pieces.append(a)
            continue
        e = _asarray(extra)
        if _ndim(e) == 0:
            shape = list(_shape_of(a))
            shape[ax] = 1
            e = _ops.broadcast_to(_ops.cast(e, a.dtype), tuple(shape))
        pieces.append(_ops.cast(e, a.dtype))
    if len(pieces) > 1:
        a = _ops.concat(pieces, ax)
    # MindSpore 2.10: anything but float16/float32 (float64, integers, bool) differences in float32 and is cast
    # back (float64 3.2 - 0 is 3.200000048)
    orig = a.dtype
    a = _f16_or_f32(a)
    for _ in range(n):
        length = _shape_of(a)[ax]
        hi = _ops.narrow(a, ax, 1, length - 1)
        lo = _ops.narrow(a, ax, 0, length - 1)
        a = _ops.sub(hi, lo)
    return a if a.dtype == orig else _ops.cast(a, orig)


@op_function
def trapz(y: Any, x: Any = None, dx: float = 1.0, axis: int = -1) -> Any:
    """MindSpore 2.10: y in float16/float32 (float64 and integers become float32), the spacing in y's dtype,
    sum((y[1:] * dx + y[:-1] * dx) / 2)."""
    y = _f16_or_f32(y)
    ax = axis % _ndim(y)
    n = _shape_of(y)[ax]
    if x is None:
        d = _ops.cast(_asarray(dx), y.dtype)
    else:
        d = _ops.cast(diff(_asarray(x), axis=-1 if _ndim(_asarray(x)) == 1 else ax), y.dtype)
        if _ndim(d) == 1 and _ndim(y) > 1:
            shape = [1] * _ndim(y)
            shape[ax] = n - 1
            d = _ops.reshape(d, tuple(shape))
    hi, lo = _ops.mul(_ops.narrow(y, ax, 1, n - 1), d), _ops.mul(_ops.narrow(y, ax, 0, n - 1), d)
    return _ops.reduce_sum(_ops.div(_ops.add(lo, hi), _ops.cast(_asarray(2.0), y.dtype)), ax)


@op_function
def gradient(f: Any, *varargs: Any, axis: Any = None, edge_order: int = 1) -> Any:
    """MindSpore 2.10's: ``f`` as float32 unless float64; the axes normalized and SORTED, the spacings paired
    with the sorted axes (``gradient(f, -3, 5, axis=(-1, 0))`` is spacing -3 along axis 0 -- numpy pairs them in
    the order given); central differences ``(f[2:] - f[:-2]) * 0.5``, all divided by the spacing; edge_order 1
    and scalar spacings only (NotImplementedError otherwise)."""
    from .utils_const import _canonicalize_axis

    if edge_order != 1:
        raise NotImplementedError("edge_order != 1 not implemented")
    f = _asarray(f)
    if _np.dtype(_np_dtype(f)) != _np.float64:
        f = _ops.cast(f, float32)
    nd = _ndim(f)
    if axis is None:
        axes = tuple(range(nd))
    else:
        if isinstance(axis, bool) or not isinstance(axis, (int, tuple, list)):
            raise TypeError(f"axis should be int, tuple or list, but got {user_type(axis).__name__}.")
        axes = _canonicalize_axis(axis, nd)
        axes = (axes,) if isinstance(axes, int) else axes
    if not varargs:
        spacing = (1,) * len(axes)
    elif len(varargs) == 1:
        spacing = varargs * len(axes)
    elif len(varargs) == len(axes):
        spacing = varargs
    else:
        raise TypeError("Invalid number of arguments")
    outs = []
    for ax, h in zip(axes, spacing):
        n = _shape_of(f)[ax]
        if n < 2:
            raise ValueError("Shape of array too small to calculate a numerical gradient, at least 2 elements "
                             "are required.")
        if not isinstance(h, (int, float, bool)) and not (isinstance(h, Tensor) and _ndim(h) == 0):
            raise NotImplementedError("Non-constant spacing not implemented")
        parts = [_ops.sub(_ops.narrow(f, ax, 1, 1), _ops.narrow(f, ax, 0, 1))]
        if n > 2:
            parts.append(_ops.mul(_ops.sub(_ops.narrow(f, ax, 2, n - 2), _ops.narrow(f, ax, 0, n - 2)), 0.5))
        parts.append(_ops.sub(_ops.narrow(f, ax, n - 1, 1), _ops.narrow(f, ax, n - 2, 1)))
        outs.append(_ops.div(_ops.concat(parts, ax), h))
    return outs[0] if len(outs) == 1 else outs


def _conv_mode(a: Any, v: Any, mode: str, flip_v: bool) -> Any:
    a, v = _binary_operands(a, v)
    if _ndim(a) == 0:
        a = _ops.reshape(a, (1,))
    if _ndim(v) == 0:
        v = _ops.reshape(v, (1,))
    if _ndim(a) != 1 or _ndim(v) != 1:
        raise ValueError("a and v must be 1-D arrays")
    na, nv = _shape_of(a)[0], _shape_of(v)[0]
    if na == 0 or nv == 0:
        raise ValueError("Inputs cannot be empty.")
    if flip_v:
        v = _ops.flip(v, (0,))
    full = na + nv - 1
    pad_a = _ops.concat([_ops.zeros((nv - 1,), a.dtype), a, _ops.zeros((nv - 1,), a.dtype)], 0) if nv > 1 else a
    rows = [_ops.narrow(pad_a, 0, i, full) for i in range(nv)]
    # out[k] = sum_j pad_a[k + j] * v[j]
    out = _ops.reduce_sum(_ops.mul(_ops.stack(rows, 0), _ops.expand_dims(v, 1)), 0)
    if mode == "full":
        return out
    if mode == "same":
        n = builtins.max(na, nv)
        start = (full - n) // 2
        return _ops.narrow(out, 0, start, n)
    if mode == "valid":
        n = builtins.max(na, nv) - builtins.min(na, nv) + 1
        return _ops.narrow(out, 0, builtins.min(na, nv) - 1, n)
    raise ValueError("mode should be one of 'full', 'same' or 'valid'")


@op_function
def convolve(a: Any, v: Any, mode: str = "full") -> Any:
    """Keeps an integer dtype, as MindSpore's (``correlate`` computes in float32)."""
    a, v = _np_mod().atleast_1d(_asarray(a)), _np_mod().atleast_1d(_asarray(v))
    if _shape_of(v)[0] > _shape_of(a)[0]:
        a, v = v, a
    return _conv_mode(a, v, mode, True)


@op_function
def correlate(a: Any, v: Any, mode: str = "valid") -> Any:
    ta, tv = _np_mod().atleast_1d(_asarray(a)), _np_mod().atleast_1d(_asarray(v))
    if ta.dtype != tv.dtype:   # MindSpore 2.10's Correlate: one dtype, no uint8 / bool kernel, int64 in float64
        raise TypeError(f"For 'Correlate' the type of a and v must be same, but got {ta.dtype} and {tv.dtype}")
    if ta.dtype in (uint8, bool_):
        raise TypeError(f"For 'Correlate', {ta.dtype} inputs are not supported")
    if ta.dtype == int64:
        a, v = _ops.cast(ta, float64), _ops.cast(tv, float64)
    a, v = _float(_np_mod().atleast_1d(_asarray(a))), _float(_np_mod().atleast_1d(_asarray(v)))
    if _shape_of(v)[0] > _shape_of(a)[0]:
        return _ops.flip(_conv_mode(v, a, mode, False), (0,))
    return _conv_mode(a, v, mode, False)


@op_function
def unwrap(p: Any, discont: float = _math.pi, axis: int = -1) -> Any:
    p = _float(p)
    if p.dtype == float16:   # MindSpore 2.10: its differences plus pi (a float32 Tensor) make float16 Float32
        p = _ops.cast(p, float32)
    ax = axis % _ndim(p)
    n = _shape_of(p)[ax]
    dd = diff(p, axis=ax)
    ddmod = _ops.sub(_ops.floor_mod(_ops.add(dd, _math.pi), 2 * _math.pi), _math.pi)
    ddmod = _ops.where(_ops.logical_and(_ops.equal(ddmod, -_math.pi), _ops.greater(dd, 0)),
                       _ops.fill(ddmod.dtype, _shape_of(ddmod), _math.pi), ddmod)
    corr = _ops.sub(ddmod, dd)
    corr = _ops.where(_ops.less(_ops.abs(dd), discont), _ops.zeros_like(corr), corr)
    cum = _ops.cumsum(corr, ax)
    return _ops.concat([_ops.narrow(p, ax, 0, 1), _ops.add(_ops.narrow(p, ax, 1, n - 1), cum)], ax)


@op_function
def interp(x: Any, xp: Any, fp: Any, left: Any = None, right: Any = None) -> Any:
    x, xp, fp = _float(x), _float(xp), _float(fp)
    n = _shape_of(xp)[0]
    idx = _ops.cast(_ops.searchsorted(xp, x, right=True), int32)
    hi_i = _ops.minimum(_ops.maximum(idx, 1), n - 1)
    lo_i = _ops.sub(hi_i, 1)
    x0, x1 = _ops.gather(xp, lo_i, 0), _ops.gather(xp, hi_i, 0)
    y0, y1 = _ops.gather(fp, lo_i, 0), _ops.gather(fp, hi_i, 0)
    res = _ops.add(y0, _ops.mul(_ops.div(_ops.sub(x, x0), _ops.sub(x1, x0)), _ops.sub(y1, y0)))
    first, last = _ops.reshape(_ops.narrow(xp, 0, 0, 1), ()), _ops.reshape(_ops.narrow(xp, 0, n - 1, 1), ())
    f_first, f_last = _ops.reshape(_ops.narrow(fp, 0, 0, 1), ()), _ops.reshape(_ops.narrow(fp, 0, n - 1, 1), ())
    # 0-d edge values: a scalar x gives a 0-d result (np.interp(3.14, xp, fp, right=-99.0) is -99.0)
    lval = f_first if left is None else _ops.cast(_asarray(left), fp.dtype)
    rval = f_last if right is None else _ops.cast(_asarray(right), fp.dtype)
    res = _ops.where(_ops.equal(x, last), _ops.broadcast_to(f_last, _shape_of(x)), res)
    res = _ops.where(_ops.less(x, first), _ops.broadcast_to(lval, _shape_of(x)), res)
    return _ops.where(_ops.greater(x, last), _ops.broadcast_to(rval, _shape_of(x)), res)


# --- polynomials -----------------------------------------------------------------------------------
def _poly(p: Any) -> Any:
    p = _asarray(p)
    if _ndim(p) == 0:
        p = _ops.reshape(p, (1,))
    if _ndim(p) != 1:
        raise ValueError("input array must be scalar or 1-d sequence")
    return p


def _lead_pad(p: Any, n: int) -> Any:
    k = _shape_of(p)[0]
    return p if k == n else _ops.concat([_ops.zeros((n - k,), p.dtype), p], 0)


@op_function
def polyadd(a1: Any, a2: Any) -> Any:
    a1, a2 = _binary_operands(_poly(a1), _poly(a2))
    n = builtins.max(_shape_of(a1)[0], _shape_of(a2)[0])
    return _ops.add(_lead_pad(a1, n), _lead_pad(a2, n))


@op_function
def polysub(a1: Any, a2: Any) -> Any:
    a1, a2 = _binary_operands(_poly(a1), _poly(a2))
    n = builtins.max(_shape_of(a1)[0], _shape_of(a2)[0])
    return _ops.sub(_lead_pad(a1, n), _lead_pad(a2, n))


@op_function
def polymul(a1: Any, a2: Any) -> Any:
    a1, a2 = _binary_operands(_poly(a1), _poly(a2))
    n1, n2 = _shape_of(a1)[0], _shape_of(a2)[0]
    rows = []
    for i in range(n2):   # a1 shifted by i, times a2[i]
        parts = ([_ops.zeros((i,), a1.dtype)] if i else []) + [a1] + \
                ([_ops.zeros((n2 - 1 - i,), a1.dtype)] if n2 - 1 - i else [])
        rows.append(_ops.concat(parts, 0) if len(parts) > 1 else a1)
    return _ops.reduce_sum(_ops.mul(_ops.stack(rows, 0), _ops.expand_dims(a2, 1)), 0)


@op_function
def polyder(p: Any, m: int = 1) -> Any:
    p = _poly(p)
    if m < 0:
        raise ValueError("Order of derivative must be positive")
    if m >= _shape_of(p)[0]:   # MindSpore 2.10: an empty Float32 Tensor (numpy: [0.])
        return _ops.zeros((0,), float32)
    if m and _is_int(p):   # times int32 coefficients: promoted (int8 and bool give Int32)
        p = _ops.cast(p, _promote(p.dtype, int32))
    for _ in range(m):
        n = _shape_of(p)[0]
        if n <= 1:
            return _ops.zeros((0,), p.dtype) if n == 0 else _ops.zeros((1,), p.dtype) * 0
        coef = Tensor(_np.arange(n - 1, 0, -1).astype(_np_dtype(p)))
        p = _ops.mul(_ops.narrow(p, 0, 0, n - 1), coef)
    return p


@op_function
def polyint(p: Any, m: int = 1, k: Any = None) -> Any:
    p = _poly(p)
    if m < 0:
        raise ValueError("Order of integral must be positive (see polyder)")
    # MindSpore 2.10: p / coefficients by mindspore.numpy.divide (float16 stays Float16, float64 becomes Float32),
    # then each constant joined by concatenate's promotion (k=None: zeros of p's own dtype, so float64 stays Float64;
    # a Python int or float k: an int32 / float32 Tensor)
    ks = _ops.zeros((m,), p.dtype) if k is None else _np_mod().atleast_1d(_to_tensor(k))
    if _shape_of(ks)[0] == 1 and m > 1:
        ks = _ops.tile(ks, (m,))
    for i in range(m):
        n = _shape_of(p)[0]
        coef = Tensor(_np.arange(n, 0, -1).astype(_np.int32))
        p = _np_mod().concatenate((_np_mod().true_divide(p, coef), _ops.narrow(ks, 0, i, 1)))
    return p


@op_function
def polyval(p: Any, x: Any) -> Any:
    p, x = _float(p), _float(x)    # MindSpore evaluates integer polynomials in float32
    if x.dtype == float16:   # MindSpore 2.10: x ** float32 exponents: a float16 x evaluates in Float32
        x = _ops.cast(x, float32)
    if p.dtype != x.dtype:
        p, x = _binary_operands(p, x)
    n = _shape_of(p)[0]
    y = _ops.zeros_like(x)
    for i in range(n):
        y = _ops.add(_ops.mul(y, x), _ops.squeeze(_ops.narrow(p, 0, i, 1), 0))
    return y


# --- constants from Python arguments ---------------------------------------------------------------
def _const(a: Any, dtype: Any) -> Tensor:
    return Tensor(_np.asarray(a).astype(_np_dtype(dtype)))


def _window_size(M: Any) -> None:  # noqa: N803 - numpy's name
    """MindSpore 2.10's windows take an int point count only (bartlett(3.0) is a TypeError; numpy takes it)."""
    if not isinstance(M, int) or isinstance(M, bool):
        raise TypeError(f"the number of points should be an int, but got {user_type(M).__name__}")


def _window(fn: Any) -> Any:
    def make(M: int) -> Tensor:  # noqa: N803 - numpy's name
        _window_size(M)
        return _const(fn(M), float32)
    return op_function(make)


bartlett = _window(_np.bartlett)
blackman = _window(_np.blackman)


@op_function
def hamming(M: int) -> Tensor:  # noqa: N803 - numpy's name
    """MindSpore 2.10 computes the window in float32 (0.54 - 0.46 * cos(float32(2*pi/(M-1)) * n)): the ends are
    0.08000001, not numpy's 0.08."""
    _window_size(M)
    if M <= 1:
        return _const(_np.ones(builtins.max(0, M)), float32)
    n = _np.arange(M, dtype=_np.float32)
    step = _np.float32(2 * _math.pi / (M - 1))
    return _const(_np.float32(0.54) - _np.float32(0.46) * _np.cos(step * n), float32)


hanning = _window(_np.hanning)


@op_function
def tri(N: int, M: Any = None, k: int = 0, dtype: Any = float32) -> Tensor:  # noqa: N803
    return _const(_np.tri(N, M, k), dtype)


@op_function
def geomspace(start: Any, stop: Any, num: int = 50, endpoint: bool = True, dtype: Any = None, axis: int = 0) -> Any:
    if any(hasattr(v, "__msgraph_emit__") for v in (start, stop)):
        return _geomspace_values(start, stop, num, endpoint, dtype, axis)
    s, e = _np.asarray(_value(start), _np.float64), _np.asarray(_value(stop), _np.float64)
    return _const(_np.geomspace(s, e, num, endpoint=endpoint, axis=axis), float32 if dtype is None else dtype)


def _geomspace_values(start: Any, stop: Any, num: int, endpoint: bool, dtype: Any, axis: int) -> Any:
    """geomspace of graph values, as MindSpore's: start * (stop / start) ** (k / root), k = linspace(0, root)."""
    F = _ops
    s = start if hasattr(start, "__msgraph_emit__") else Tensor(_np.asarray(_value(start), _np.float32))
    e = stop if hasattr(stop, "__msgraph_emit__") else Tensor(_np.asarray(_value(stop), _np.float32))
    s, e = F.cast(s, float32), F.cast(e, float32)
    root = num - 1 if endpoint else num
    bases = F.pow(F.div(e, s), 1.0 / root)
    shape = tuple(_shape_of(bases))
    ax = axis + len(shape) + 1 if axis < 0 else axis
    expanded = shape[:ax] + (1,) + shape[ax:]
    k = _np.linspace(0.0, float(root), num, endpoint=endpoint).astype(_np.float32)
    k = k.reshape((1,) * ax + (num,) + (1,) * (len(shape) - ax))
    res = F.mul(F.pow(F.reshape(bases, expanded), Tensor(k)), F.reshape(F.broadcast_to(s, shape), expanded))
    return res if dtype is None else F.cast(res, dtype)


def _value(x: Any) -> Any:
    return x.asnumpy() if isinstance(x, Tensor) else x


@op_function
def indices(dimensions: Any, dtype: Any = int32, sparse: bool = False) -> Any:
    dtype = int32 if dtype is None else dtype   # MindSpore 2.10: None is its default, int32
    res = _np.indices(tuple(dimensions), sparse=sparse)
    return [_const(r, dtype) for r in res]   # MindSpore returns a list, one grid per dimension


@op_function
def diag_indices(n: int, ndim: int = 2) -> tuple:
    return tuple(_const(r, int32) for r in _np.diag_indices(n, ndim))


@op_function
def _tri_indices(fn: Any, n: Any, k: Any, m: Any) -> tuple:
    rows = fn(_math.ceil(n), k, None if m is None else _math.ceil(m))
    # MindSpore 2.10 builds them from Python lists: none at all makes float32 Tensors (an empty list's dtype)
    return tuple(_const(r, int32 if r.size else float32) for r in rows)


@op_function
def tril_indices(n: int, k: int = 0, m: Any = None) -> tuple:
    return _tri_indices(_np.tril_indices, n, k, m)


@op_function
def triu_indices(n: int, k: int = 0, m: Any = None) -> tuple:
    return _tri_indices(_np.triu_indices, n, k, m)


@op_function
def tril_indices_from(arr: Any, k: int = 0) -> tuple:
    shape = _shape_of(_asarray(arr))
    if len(shape) != 2:
        raise ValueError("input array must be 2-d")
    return tril_indices(shape[-2], k, shape[-1])


@op_function
def triu_indices_from(arr: Any, k: int = 0) -> tuple:
    shape = _shape_of(_asarray(arr))
    if len(shape) != 2:
        raise ValueError("input array must be 2-d")
    return triu_indices(shape[-2], k, shape[-1])


@op_function
def ix_(*args: Any) -> tuple:
    out = []
    n = len(args)
    for i, a in enumerate(args):
        a = _asarray(a)
        if _ndim(a) != 1:
            raise ValueError("Cross index must be 1 dimensional")
        # MindSpore 2.10: a bool vector is reshaped like any other (numpy takes its nonzero positions)
        out.append(_ops.reshape(a, tuple(-1 if j == i else 1 for j in range(n))))
    return tuple(out)


@op_function
def vander(x: Any, N: Any = None, increasing: bool = False) -> Any:  # noqa: N803
    x = _asarray(x)
    if _ndim(x) != 1:
        raise ValueError("x should be 1-D")
    if x.dtype == bool_:   # MindSpore 2.10: its product of bools is Mul's TypeError
        raise TypeError("For 'vander', the input of bool dtype is not supported")
    n = _shape_of(x)[0] if N is None else N
    if n == 0:
        return _ops.zeros((_shape_of(x)[0], 0), x.dtype)
    powers = range(n) if increasing else range(n - 1, -1, -1)
    ones = _ops.ones_like(x)
    cols = []
    for pw in powers:
        c = ones
        for _ in range(pw):
            c = _ops.mul(c, x)
        cols.append(c)
    return _ops.stack(cols, 1)


@op_function
def unravel_index(indices: Any, shape: Any, order: str = "C") -> tuple:
    """MindSpore 2.10: indices are clipped to [-size, size - 1] (6 in shape (2, 3) is (1, 2); numpy raises) and
    counted from the end when negative; the results have the indices' dtype promoted with int32 (int8 gives
    Int32, int64 Int64, float32 Float32)."""
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    idx = _asarray(indices)
    if order not in ("C", "F"):
        raise ValueError("invalid order. Expected 'C' or 'F'")
    common = _promote(idx.dtype, int32)
    if idx.dtype != common:
        idx = _ops.cast(idx, common)
    total = int(_np.prod(shape))
    if total:
        idx = _ops.minimum(_ops.maximum(idx, -total), total - 1)
        idx = _ops.floor_mod(idx, total)
    dims = list(shape) if order == "C" else list(shape)[::-1]
    out = []
    rest = idx
    for d in reversed(dims):
        out.append(_ops.floor_mod(rest, d))
        rest = _ops.floor_div(rest, d)
    out = out[::-1]
    if order == "F":
        out = out[::-1]
    return tuple(out)


@op_function
def ravel_multi_index(multi_index: Any, dims: Any, mode: str = "clip", order: str = "C") -> Any:
    dims = tuple(dims)
    idx = [_asarray(i) for i in multi_index]
    if len(idx) != len(dims):
        raise ValueError(f"parameter multi_index must be a sequence of length {len(dims)}")
    if mode == "clip":
        idx = [_ops.minimum(_ops.maximum(i, 0), d - 1) for i, d in zip(idx, dims)]
    elif mode == "wrap":
        idx = [_ops.floor_mod(i, d) for i, d in zip(idx, dims)]
    elif mode != "raise":
        raise ValueError("invalid mode. Expected 'raise', 'wrap' or 'clip'")
    order_dims = list(range(len(dims))) if order == "C" else list(range(len(dims)))[::-1]
    strides = {}
    s = 1
    for k in reversed(order_dims):
        strides[k] = s
        s *= dims[k]
    res = None
    for k in range(len(dims)):    # MindSpore computes the flat index in float32
        term = _ops.mul(_ops.cast(idx[k], float32), float(strides[k]))
        res = term if res is None else _ops.add(res, term)
    return res


@op_function
def result_type(*arrays_and_dtypes: Any) -> Any:
    def dt(x: Any) -> Any:
        if isinstance(x, bool):
            return bool_
        if isinstance(x, int):
            return int32
        if isinstance(x, float):
            return float32
        return _check_dtype(x) if not hasattr(x, "dtype") else x.dtype

    res = dt(arrays_and_dtypes[0])
    for x in arrays_and_dtypes[1:]:
        res = _promote(res, dt(x))
    return res


def _check_dtype(t: Any) -> Any:
    """A dtype from a msgraph dtype, a numpy dtype, ``int``/``float``/``bool`` or a name."""
    from ..common.dtype import from_numpy

    if t is int:
        return int32
    if t is float:
        return float32
    if t is bool:
        return bool_
    try:
        return from_numpy(_np.dtype(_np_dtype(t)))
    except Exception as exc:   # noqa: BLE001 - re-raised as MindSpore's class
        raise TypeError(f"dtype {t!r} is not a mindspore data type") from exc


@op_function
def promote_types(type1: Any, type2: Any) -> Any:
    return _promote(_check_dtype(type1), _check_dtype(type2))


# --- shape manipulation ----------------------------------------------------------------------------
@op_function
def append(arr: Any, values: Any, axis: Any = None) -> Any:
    arr, values = _asarray(arr), _asarray(values)
    if axis is None:
        arr, values, axis = _ops.reshape(arr, (-1,)), _ops.reshape(values, (-1,)), 0
    if values.dtype != arr.dtype:
        arr, values = _binary_operands(arr, values)
    return _ops.concat([arr, values], axis)


@op_function
def atleast_3d(*arys: Any) -> Any:
    out = [_ops.atleast_3d(_asarray(a)) for a in arys]   # numpy's form: one array, or a list
    return out[0] if len(out) == 1 else out


@op_function
def column_stack(tup: Any) -> Any:
    if _one_tensor(tup):
        return tup
    arrays = []
    for a in tup:
        a = _asarray(a)
        if _ndim(a) == 0:
            a = _ops.reshape(a, (1, 1))
        elif _ndim(a) == 1:
            a = _ops.expand_dims(a, 1)
        arrays.append(a)
    return _ops.concat(arrays, 1)


@op_function
def dstack(tup: Any) -> Any:
    if _one_tensor(tup):
        return tup
    return _ops.concat([atleast_3d(a) for a in tup], 2)


@op_function
def hsplit(x: Any, indices_or_sections: Any) -> Any:
    x = _asarray(x)
    return _np_mod().split(x, indices_or_sections, 1 if _ndim(x) > 1 else 0)


@op_function
def vsplit(x: Any, indices_or_sections: Any) -> Any:
    x = _asarray(x)
    if _ndim(x) < 2:
        raise ValueError("vsplit only works on arrays of 2 or more dimensions")
    return _np_mod().split(x, indices_or_sections, 0)


@op_function
def dsplit(x: Any, indices_or_sections: Any) -> Any:
    x = _asarray(x)
    if _ndim(x) < 3:
        raise ValueError("dsplit only works on arrays of 3 or more dimensions")
    return _np_mod().split(x, indices_or_sections, 2)   # split's tuple (int sections) or list (indices)


@op_function
def rollaxis(x: Any, axis: int, start: int = 0) -> Any:
    x = _asarray(x)
    n = _ndim(x)
    axis = _check_axis_in_range(axis, n)
    if not -n <= start <= n:   # MindSpore 2.10 (and numpy): start in [-n, n], a ValueError otherwise
        raise ValueError(f"start should be in the range [{-n}, {n}], but got {start}")
    if start < 0:
        start += n
    if start > axis:
        start -= 1
    if axis == start:
        return x
    order = [i for i in range(n) if i != axis]
    order.insert(start, axis)
    return _ops.transpose(x, tuple(order))


@op_function
def roll(a: Any, shift: Any, axis: Any = None) -> Any:
    a = _asarray(a)
    if axis is None:
        shape = _shape_of(a)
        total = builtins.sum(shift) if isinstance(shift, (list, tuple)) else shift
        return _ops.reshape(_ops.roll(_ops.reshape(a, (-1,)), total, 0), tuple(shape))
    shifts = list(shift) if isinstance(shift, (list, tuple)) else [shift]
    axes = list(axis) if isinstance(axis, (list, tuple)) else [axis]
    if len(shifts) == 1:
        shifts = shifts * len(axes)
    if len(axes) == 1:
        axes = axes * len(shifts)
    if len(shifts) != len(axes):
        raise ValueError(f"shift and axis must broadcast: got {len(shifts)} shifts and {len(axes)} axes")
    n = _ndim(a)
    axes = [_check_axis_in_range(ax, n) for ax in axes]   # MindSpore 2.10: ValueError (msgraph wrapped the axis)
    per_axis: dict = {}
    for s_, ax in zip(shifts, axes):   # numpy: shifts on the same axis add up
        per_axis[ax % n] = per_axis.get(ax % n, 0) + s_
    dims = sorted(per_axis)
    return _ops.roll(a, tuple(per_axis[d] for d in dims), tuple(dims))


@op_function
def rot90(a: Any, k: int = 1, axes: Any = (0, 1)) -> Any:
    a = _asarray(a)
    axes = tuple(axes)
    if len(axes) != 2:
        raise ValueError("len(axes) must be 2.")
    n = _ndim(a)
    a0, a1 = axes[0] % n, axes[1] % n
    if a0 == a1:
        raise ValueError("Axes must be different.")
    k %= 4
    if k == 0:
        return a
    if k == 2:
        return _ops.flip(_ops.flip(a, (a0,)), (a1,))
    perm = list(range(n))
    perm[a0], perm[a1] = perm[a1], perm[a0]
    if k == 1:
        return _ops.transpose(_ops.flip(a, (a1,)), tuple(perm))
    return _ops.flip(_ops.transpose(a, tuple(perm)), (a1,))


@op_function
def diagonal(a: Any, offset: int = 0, axis1: int = 0, axis2: int = 1) -> Any:
    return _ops.diagonal(_asarray(a), offset, axis1, axis2)


@op_function
def diagflat(v: Any, k: int = 0) -> Any:
    """mindspore.numpy's diagflat takes every dtype (ops.diagflat refuses bool / int8 / uint8: they go through
    int32 here and back)."""
    v = _ops.reshape(_asarray(v), (-1,))
    if _np.dtype(_np_dtype(v)).name in ("bool", "int8", "uint8"):
        return _ops.cast(_ops.diagflat(_ops.cast(v, int32), k), v.dtype)
    return _ops.diagflat(v, k)


@op_function
def broadcast_arrays(*args: Any) -> list:
    arrays = [_asarray(a) for a in args]
    shape = tuple(_np.broadcast_shapes(*[tuple(_shape_of(a)) for a in arrays]))
    return [_ops.broadcast_to(a, shape) for a in arrays]


@op_function
def take_along_axis(arr: Any, indices: Any, axis: Any) -> Any:
    arr, indices = _asarray(arr), _asarray(indices)
    if axis is None:
        arr, axis = _ops.reshape(arr, (-1,)), 0
    n = _ndim(arr)
    axis = _check_axis_in_range(axis, n)
    if _ndim(indices) != n:
        raise ValueError("`indices` and `arr` must have the same number of dimensions")
    shape = list(_np.broadcast_shapes(tuple(d for i, d in enumerate(_shape_of(arr)) if i != axis),
                                      tuple(d for i, d in enumerate(_shape_of(indices)) if i != axis)))
    ishape = list(shape)
    ishape.insert(axis, _shape_of(indices)[axis])
    ashape = list(shape)
    ashape.insert(axis, _shape_of(arr)[axis])
    indices = _ops.broadcast_to(indices, tuple(ishape))
    arr = _ops.broadcast_to(arr, tuple(ashape))
    indices = _ops.where(_ops.less(indices, 0), _ops.add(indices, _shape_of(arr)[axis]), indices)
    return _ops.gather_elements(arr, axis, indices)


@op_function
def pad(arr: Any, pad_width: Any, mode: str = "constant", stat_length: Any = None, constant_values: Any = 0,
        end_values: Any = 0, reflect_type: str = "even", **kwargs: Any) -> Any:
    arr = _asarray(arr)
    n = _ndim(arr)
    _pad_checks(arr, mode, constant_values, reflect_type)
    pw = _np.asarray(pad_width, dtype=_np.int64)
    pw = _np.broadcast_to(pw.reshape(-1, 2) if pw.ndim == 2 else pw, (n, 2)) if pw.ndim else \
        _np.full((n, 2), int(pw))
    if _np.any(pw < 0):
        raise ValueError("index can't contain negative values")
    if mode == "constant":
        cv = _np.broadcast_to(_np.asarray(constant_values), (n, 2))
        out = arr
        for ax in range(n):
            lo, hi = int(pw[ax, 0]), int(pw[ax, 1])
            parts = []
            shape = list(_shape_of(out))
            if lo:
                shape[ax] = lo
                parts.append(_ops.fill(out.dtype, tuple(shape), cv[ax, 0].item()))
            parts.append(out)
            if hi:
                shape[ax] = hi
                parts.append(_ops.fill(out.dtype, tuple(shape), cv[ax, 1].item()))
            if len(parts) > 1:
                out = _ops.concat(parts, ax)
        return out
    if mode in ("edge", "reflect", "symmetric", "wrap", "maximum", "minimum", "mean", "median", "linear_ramp",
                "empty"):
        return _pad_by_index(arr, pw, mode, stat_length, end_values, reflect_type)
    if callable(mode):   # numpy's padding function: func(vector, (before, after), axis, kwargs) per 1-D slice
        out = pad(arr, pw, mode="constant")
        for ax in range(n):
            out = apply_along_axis(mode, ax, out, (int(pw[ax, 0]), int(pw[ax, 1])), ax, kwargs)
        return out
    raise ValueError(f"mode {mode!r} is not supported")


def _pad_checks(arr: Any, mode: Any, constant_values: Any, reflect_type: str) -> None:
    """MindSpore 2.10's refusals: a bool input in modes 'maximum' / 'minimum' is a TypeError (ReduceMax / ReduceMin
    have no bool kernel), in 'mean' or with reflect_type='odd' a RuntimeError; 'median' is its NotImplementedError;
    a float ``constant_values`` a TypeError (ints, lists, tuples and Tensors only)."""
    if arr.dtype == bool_:
        if mode in ("maximum", "minimum"):
            raise TypeError(f"For 'pad', mode {mode!r} does not support bool input")
        if mode == "mean" or mode in ("reflect", "symmetric") and reflect_type == "odd":
            raise RuntimeError(f"For 'pad', mode {mode!r} with these arguments does not support bool input")
    if mode == "median":
        raise NotImplementedError("For 'pad', the median mode is not supported yet")
    if mode == "constant" and (isinstance(constant_values, float) or not isinstance(
            constant_values, (int, list, tuple, Tensor)) and not hasattr(constant_values, "__msgraph_emit__")):
        raise TypeError("pad_width, stat_length, constant_values or end_values should only be int, list, tuple or "
                        f"tensor, but got {user_type(constant_values).__name__}")


def _pad_odd(out: Any, ax: int, size: int, lo: int, hi: int, mode: str) -> Any:
    """reflect/symmetric padding with reflect_type='odd' (each padded value is 2 * edge - its mirror, repeated
    for pads wider than the axis). It is linear in the values: the coefficients are numpy's odd padding of
    the identity, applied along ``ax`` as one matrix product (in float64 for integer input, cast back)."""
    coef = _np.pad(_np.eye(size, dtype=_np.float64), ((lo, hi), (0, 0)), mode=mode, reflect_type="odd")
    moved = _np_mod().moveaxis(out, ax, -1)
    dt = out.dtype
    work = moved if not _is_int(moved) else _ops.cast(moved, float64)
    res = _ops.matmul(work, Tensor(coef.T.astype(_np_dtype(work))))
    if _is_int(moved):
        res = _ops.cast(_ops.round(res), dt)
    return _np_mod().moveaxis(res, -1, ax)


def _pad_by_index(arr: Any, pw: Any, mode: str, stat_length: Any, end_values: Any, reflect_type: str) -> Any:
    """Modes that copy or summarize existing values: one gather (or reduction) per side and axis."""
    out = arr
    n = _ndim(arr)
    for ax in range(n):
        lo, hi = int(pw[ax, 0]), int(pw[ax, 1])
        if not lo and not hi:
            continue
        size = _shape_of(out)[ax]
        if mode in ("edge", "reflect", "symmetric", "wrap", "empty"):
            m = "edge" if mode == "empty" else mode
            if m in ("reflect", "symmetric") and reflect_type == "odd":
                out = _pad_odd(out, ax, size, lo, hi, m)
                continue
            idx = _np.pad(_np.arange(size), (lo, hi), mode=m)
            out = _ops.gather(out, Tensor(idx.astype(_np.int32)), ax)
            continue
        if mode == "linear_ramp":
            ev = _np.broadcast_to(_np.asarray(end_values, _np.float64), (n, 2))
            parts = []
            first, last = _ops.narrow(out, ax, 0, 1), _ops.narrow(out, ax, size - 1, 1)
            fdt = _ops.cast(first, float32)
            if lo:
                w = _np.linspace(0, 1, lo, endpoint=False).astype(_np.float32)
                shape = [1] * n
                shape[ax] = lo
                wt = Tensor(w.reshape(shape))
                ramp = _ops.add(float(ev[ax, 0]), _ops.mul(wt, _ops.sub(fdt, float(ev[ax, 0]))))
                parts.append(_ops.cast(ramp, out.dtype))
            parts.append(out)
            if hi:
                w = _np.linspace(0, 1, hi, endpoint=False)[::-1].astype(_np.float32)
                shape = [1] * n
                shape[ax] = hi
                wt = Tensor(w.reshape(shape))
                ldt = _ops.cast(last, float32)
                ramp = _ops.add(float(ev[ax, 1]), _ops.mul(wt, _ops.sub(ldt, float(ev[ax, 1]))))
                parts.append(_ops.cast(ramp, out.dtype))
            out = _ops.concat(parts, ax)
            continue
        sl = _np.broadcast_to(_np.asarray([size, size] if stat_length is None else stat_length), (n, 2)) \
            if stat_length is None or _np.ndim(stat_length) else _np.full((n, 2), int(stat_length))
        parts = []
        for side, count in ((0, lo), (1, hi)):
            if not count:
                continue
            k = builtins.max(1, builtins.min(int(sl[ax, side]), size))
            window = _ops.narrow(out, ax, 0 if side == 0 else size - k, k)
            if mode == "maximum":
                v = _ops.reduce_max(window, ax, True)
            elif mode == "minimum":
                v = _ops.reduce_min(window, ax, True)
            elif mode == "mean":   # integer means are truncated, as in MindSpore
                v = _ops.cast(_ops.reduce_mean(_ops.cast(window, float32), ax, True), out.dtype) \
                    if _is_int(window) else _ops.reduce_mean(window, ax, True)
            else:
                v = _ops.median(window, ax, True)[0]
            shape = list(_shape_of(out))
            shape[ax] = count
            parts.append((side, _ops.broadcast_to(v, tuple(shape))))
        pieces = [p for s, p in parts if s == 0] + [out] + [p for s, p in parts if s == 1]
        out = _ops.concat(pieces, ax)
    return out


@op_function
def select(condlist: Any, choicelist: Any, default: Any = 0) -> Any:
    conds = [_ops.cast(_asarray(c), bool_) for c in condlist]
    choices = [_asarray(c) for c in choicelist]
    if len(conds) != len(choices):
        raise ValueError("list of cases must be same length as list of conditions")
    if not conds:
        raise ValueError("select with an empty condition list is not possible")
    shape = tuple(_np.broadcast_shapes(*[tuple(_shape_of(t)) for t in conds + choices]))
    # MindSpore 2.10 makes one Tensor of the choice list: numpy's promotion, then 64-bit types as 32-bit
    # (float64 choices, or float16 with int32 ones: Float32)
    from ..common.dtype import from_numpy

    dtype = from_numpy(_np.result_type(*[_np.dtype(_np_dtype(c)) for c in choices]))
    dtype = {float64: float32, int64: int32}.get(dtype, dtype)
    res = _ops.fill(dtype, shape, default) if isinstance(default, (int, float, bool)) else \
        _ops.broadcast_to(_ops.cast(_asarray(default), dtype), shape)
    for c, v in zip(reversed(conds), reversed(choices)):
        res = _ops.where(_ops.broadcast_to(c, shape), _ops.broadcast_to(_ops.cast(v, dtype), shape), res)
    return res


@op_function
def choose(a: Any, choices: Any, mode: str = "clip") -> Any:
    a = _asarray(a)
    if not _is_int(a):   # MindSpore 2.10: ValueError
        raise ValueError(f"For 'choose', the index array must be of integer dtype, but got {a.dtype}")
    if isinstance(choices, (list, tuple)):
        choices = [_asarray(c) for c in choices]
        shape = tuple(_np.broadcast_shapes(tuple(_shape_of(a)), *[tuple(_shape_of(c)) for c in choices]))
        stacked = _np_mod().stack([_ops.broadcast_to(c, shape) for c in choices], 0)   # mixed dtypes promote
    else:
        choices = _asarray(choices)
        rest = tuple(_shape_of(choices))[1:]
        shape = tuple(_np.broadcast_shapes(tuple(_shape_of(a)), rest))
        lead = (_shape_of(choices)[0],) + (1,) * (len(shape) - len(rest)) + rest
        stacked = _ops.broadcast_to(_ops.reshape(choices, lead), (_shape_of(choices)[0],) + shape)
    n = _shape_of(stacked)[0]
    a = _ops.broadcast_to(a, shape)
    if mode == "clip":
        a = _ops.minimum(_ops.maximum(a, 0), n - 1)
    elif mode == "wrap":
        a = _ops.floor_mod(a, n)
    elif mode != "raise":
        raise ValueError("invalid mode. Expected 'raise', 'wrap' or 'clip'")
    return _ops.squeeze(_ops.gather_elements(stacked, 0, _ops.expand_dims(_ops.cast(a, int32), 0)), 0)


@op_function
def piecewise(x: Any, condlist: Any, funclist: Any, *args: Any, **kw: Any) -> Any:
    x = _asarray(x)
    if isinstance(condlist, (bool, Tensor)) or (not isinstance(condlist, (list, tuple))):
        condlist = [condlist]
    conds = [_ops.cast(_asarray(c), bool_) for c in condlist]
    n = len(conds)
    if len(funclist) == n + 1:
        other = conds[0]
        for c in conds[1:]:
            other = _ops.logical_or(other, c)
        conds.append(_ops.logical_not(other))
    elif len(funclist) != n:
        raise ValueError(f"with {n} condition(s), either {n} or {n + 1} functions are expected")
    consts = [f for f in funclist if not callable(f)]
    dtype = x.dtype
    if consts and len(consts) == len(funclist):   # only constants: their type gives the result's (MindSpore)
        dtype = float32 if builtins.any(isinstance(f, float) for f in consts) else \
            (bool_ if builtins.all(isinstance(f, bool) for f in consts) else int32)
    res = _ops.zeros(tuple(_shape_of(x)), dtype)
    x_in = x
    for c, f in zip(conds, funclist):
        val = f(x_in, *args, **kw) if callable(f) else _ops.fill(dtype, _shape_of(x), f)
        res = _ops.where(_ops.broadcast_to(c, _shape_of(x)), _ops.cast(_asarray(val), dtype), res)
    return res


@op_function
def apply_along_axis(func1d: Any, axis: int, arr: Any, *args: Any, **kwargs: Any) -> Any:
    arr = _asarray(arr)
    n = _ndim(arr)
    axis = _check_axis_in_range(axis, n)
    moved = _np_mod().moveaxis(arr, axis, -1)
    outer = tuple(_shape_of(moved)[:-1])
    flat = _ops.reshape(moved, (-1, _shape_of(moved)[-1]))
    rows = _ops.split(flat, [1] * _shape_of(flat)[0], 0) if _shape_of(flat)[0] > 1 else (flat,)
    res = [_asarray(func1d(_ops.squeeze(r, 0), *args, **kwargs)) for r in rows]
    out = _ops.stack(res, 0)
    rshape = tuple(_shape_of(res[0]))
    out = _ops.reshape(out, outer + rshape)
    if not rshape:
        return out
    return _np_mod().moveaxis(out, tuple(range(len(outer), len(outer) + len(rshape))),
                              tuple(range(axis, axis + len(rshape))))


@op_function
def apply_over_axes(func: Any, a: Any, axes: Any) -> Any:
    a = _asarray(a)
    for ax in ((axes,) if isinstance(axes, int) else axes):
        n = _ndim(a)
        res = _asarray(func(a, ax))
        if _ndim(res) == n - 1:
            res = _ops.expand_dims(res, ax % n)
        elif _ndim(res) != n:
            raise ValueError("function is not returning an array of the correct shape")
        a = res
    return a


# --- data-dependent results (computed on the values, as MindSpore's PyNative does) -------------------
def _vals(x: Any) -> _np.ndarray:
    if isinstance(x, Tensor):
        return x.asnumpy()
    if isinstance(x, (list, tuple)):
        return _np.asarray([_vals(v) for v in x])
    if hasattr(x, "__msgraph_emit__"):
        raise TypeError("this mindspore.numpy function's output shape depends on the input's values: call it "
                        "outside graph code (in PyNative mode), or on constants")
    return _np.asarray(x)


@op_function
def argwhere(a: Any) -> Any:
    if a is None or not isinstance(a, (Tensor, list, tuple, int, float, bool)) and not hasattr(a, "__msgraph_emit__"):
        raise TypeError(f"For 'argwhere', the input must be a Tensor, but got {user_type(a).__name__}")
    a = _asarray(a)
    if _ndim(a) == 0:   # MindSpore 2.10: the kernel's RuntimeError
        raise RuntimeError("For 'argwhere', the input must have at least one dimension (a scalar has no indices)")
    return _ops.argwhere(a)


@op_function
def intersect1d(ar1: Any, ar2: Any, assume_unique: bool = False, return_indices: bool = False) -> Any:
    if ar1 is None or ar2 is None:
        raise TypeError("For 'intersect1d', the inputs must be Tensors, lists or tuples, but got None")
    if not isinstance(assume_unique, bool) or not isinstance(return_indices, bool):
        raise TypeError("For 'intersect1d', 'assume_unique' and 'return_indices' must be bool")
    a, b = _vals(_asarray(ar1)), _vals(_asarray(ar2))
    if a.dtype == _np.bool_ or b.dtype == _np.bool_:   # MindSpore 2.10: its sort of bools is a TypeError
        raise TypeError("For 'intersect1d', bool inputs are not supported")
    res = _np.intersect1d(a, b, assume_unique=assume_unique, return_indices=return_indices)
    # MindSpore 2.10: the values in mindspore.numpy's promotion of the two dtypes (int32 with float32 is Float32)
    common = _np_dtype(_promote(_asarray(ar1).dtype, _asarray(ar2).dtype))
    if return_indices:
        return tuple(Tensor(r.astype(_np.int32 if i else common)) for i, r in enumerate(res))
    return Tensor(res.astype(common))


@op_function
def bincount(x: Any, weights: Any = None, minlength: int = 0, length: Any = None) -> Any:
    xv = _vals(_asarray(x))
    if xv.dtype.kind not in "iu" or xv.dtype == _np.uint8:   # MindSpore 2.10: uint8 too is a TypeError
        raise TypeError(f"For 'bincount', the input must be integer, but got {xv.dtype}")
    if xv.size and xv.min() < 0:
        raise ValueError("For 'bincount', the input must be non-negative")
    w = None if weights is None else _vals(_asarray(weights))
    n = length if length is not None else builtins.max(int(minlength), int(xv.max()) + 1 if xv.size else 0)
    res = _np.bincount(xv.ravel(), None if w is None else w.ravel(), n)[:n]
    return Tensor(res.astype(_np.float32))   # MindSpore counts in float32, weighted or not


def _hist_edges(a: _np.ndarray, bins: Any, range_: Any, weights: Any) -> _np.ndarray:
    return _np.histogram_bin_edges(a, bins if not isinstance(bins, Tensor) else _vals(bins), range_, weights)


def _given_edges(bins: Any) -> Any:
    """Explicit bin edges (a list, tuple or Tensor) are returned as given, in mindspore.numpy.asarray's dtype
    (a list of ints: int32; a Tensor: its own), as MindSpore 2.10's histogram_bin_edges does."""
    return bins if isinstance(bins, Tensor) else _asarray(bins)


@op_function
def histogram_bin_edges(a: Any, bins: Any = 10, range: Any = None, weights: Any = None) -> Any:  # noqa: A002
    if isinstance(bins, (list, tuple, Tensor)):
        return _given_edges(bins)
    if isinstance(bins, str):   # numpy's estimators ('auto', 'fd', ...): not in MindSpore 2.10
        raise NotImplementedError(f"For 'histogram_bin_edges', string value for `bins` ({bins!r}) is not implemented")
    if (isinstance(a, Tensor) or hasattr(a, "__msgraph_emit__")) and isinstance(bins, int) and range is None \
            and int(_np.prod(_shape_of(a))):
        # MindSpore 2.10 computes the edges from the Tensor's min and max (in graph code too): its gradient
        # reaches them
        flat = _ops.cast(_ops.reshape(a, (-1,)), float32)
        lo, hi = _ops.reduce_min(flat), _ops.reduce_max(flat)
        same = _ops.equal(lo, hi)   # numpy's rule: one value v gives the range [v - 0.5, v + 0.5]
        lo, hi = _ops.select(same, _ops.sub(lo, 0.5), lo), _ops.select(same, _ops.add(hi, 0.5), hi)
        return _np_mod()._linspace_tensors(lo, hi, bins + 1, True, False, float32, 0)
    av = _vals(_asarray(a)).astype(_np.float64)
    return Tensor(_hist_edges(av, bins, range, None).astype(_np.float32))


@op_function
def histogram(a: Any, bins: Any = 10, range: Any = None, weights: Any = None, density: bool = False) -> tuple:  # noqa: A002
    av = _vals(_asarray(a))
    w = None if weights is None else _vals(_asarray(weights))
    b = _vals(bins) if isinstance(bins, Tensor) else bins
    counts, edges = _np.histogram(av, b, range, weights=w, density=density)
    # MindSpore: float32 counts; the edges keep the dtype of explicitly given bins
    edt = _np.float32
    if isinstance(bins, (list, tuple)):
        edt = _np.int32 if builtins.all(isinstance(v, int) for v in bins) else _np.float32
    elif isinstance(bins, Tensor):
        edt = _np_dtype(bins)
    return Tensor(counts.astype(_np.float32)), Tensor(edges.astype(edt))


@op_function
def histogramdd(sample: Any, bins: Any = 10, range: Any = None, weights: Any = None, density: bool = False) -> tuple:  # noqa: A002
    sv = _vals(sample if not isinstance(sample, (list, tuple)) else [_asarray(s) for s in sample])
    if isinstance(sample, (list, tuple)):
        sv = _np.stack([_np.asarray(s) for s in sv], -1)
    w = None if weights is None else _vals(_asarray(weights))
    b = [(_vals(x) if isinstance(x, Tensor) else x) for x in bins] if isinstance(bins, (list, tuple)) else bins
    counts, edges = _np.histogramdd(sv, b, range, density=density, weights=w)
    cdt = _np.float32
    given = [None] * len(edges)   # explicit edges keep their dtype (histogram_bin_edges)
    if isinstance(bins, Tensor):
        given = [bins[i] for i in builtins.range(len(edges))]
    elif isinstance(bins, (list, tuple)):
        given = [x if isinstance(x, (list, tuple, Tensor)) else None for x in bins]
    return Tensor(counts.astype(cdt)), [Tensor(e.astype(_np.float32)) if g is None else _given_edges(g)
                                        for e, g in zip(edges, given)]


@op_function
def histogram2d(x: Any, y: Any, bins: Any = 10, range: Any = None, weights: Any = None, density: bool = False) -> tuple:  # noqa: A002
    xv, yv = _vals(_asarray(x)), _vals(_asarray(y))
    w = None if weights is None else _vals(_asarray(weights))
    b = [(_vals(v) if isinstance(v, Tensor) else v) for v in bins] if isinstance(bins, (list, tuple)) else \
        (_vals(bins) if isinstance(bins, Tensor) else bins)
    counts, xe, ye = _np.histogram2d(xv, yv, b, range, density=density, weights=w)
    given = [x if isinstance(x, (list, tuple, Tensor)) else None for x in bins] \
        if isinstance(bins, (list, tuple)) and len(bins) == 2 else [None, None]
    xe, ye = [Tensor(e.astype(_np.float32)) if g is None else _given_edges(g) for e, g in zip((xe, ye), given)]
    return Tensor(counts.astype(_np.float32)), xe, ye


@op_function
def searchsorted(a: Any, v: Any, side: str = "left", sorter: Any = None) -> Any:
    a, v = _asarray(a), _asarray(v)
    if side not in ("left", "right"):
        raise ValueError(f"'{side}' is an invalid value for keyword 'side'")
    if sorter is not None:
        a = _ops.gather(a, _asarray(sorter), 0)
    # MindSpore 2.10's mindspore.numpy.searchsorted compares values itself: float16 / uint8 / bool work there (the
    # SearchSorted kernel refuses them); they are searched here as float32 / int32, which keeps their order
    for t, wide in ((float16, float32), (uint8, int32), (bool_, int32)):
        if a.dtype == t or v.dtype == t:
            a, v = (x if x.dtype != t else _ops.cast(x, wide) for x in (a, v))
    if a.dtype != v.dtype:
        a, v = _promoted(a, v)
    return _ops.cast(_ops.searchsorted(a, v, right=side == "right"), int32)


# --- random ----------------------------------------------------------------------------------------
def _shape_args(args: Any) -> tuple:
    shape = tuple(args[0]) if len(args) == 1 and isinstance(args[0], (list, tuple)) else tuple(args)
    for d in shape:
        if not isinstance(d, int) or isinstance(d, bool):
            raise TypeError(f"each entry in shape should be int, but got {d!r}")
    return shape


def _float_dtype(dtype: Any, name: str) -> Any:
    dt = _check_dtype(dtype)
    if _np.dtype(_np_dtype(dt)).kind != "f":
        raise ValueError(f"For '{name}', only float dtypes are supported, but got {dt}")
    return dt


def _seeded_draw(op_name: str, *inputs: Any) -> Tensor:
    """MindSpore 2.10's mindspore.numpy random functions: a new ``op_name`` primitive per call, its seeds
    ``_get_seed(get_seed(), op_name)`` (the global seed passed as the op seed; none set: unseeded), so that after
    ``set_seed`` they draw MindSpore's numbers (its StandardNormal / UniformReal / UniformInt kernels)."""
    from ..common.random import get_seed
    from ..ops import random_ops

    return random_ops.seeded_draw(getattr(random_ops, op_name), op_name, get_seed(), *inputs)


def rand(*shape: Any, dtype: Any = float32) -> Tensor:
    dt = _float_dtype(dtype, "rand")
    return _seeded_draw("UniformReal", _shape_args(shape) or (1,)).astype(dt)


def randn(*shape: Any, dtype: Any = float32) -> Tensor:
    dt = _float_dtype(dtype, "randn")
    return _seeded_draw("StandardNormal", _shape_args(shape) or (1,)).astype(dt)


def randint(minval: int, maxval: Any = None, shape: Any = None, dtype: Any = int32) -> Tensor:
    for v in (minval, maxval):
        if v is not None and (not isinstance(v, int) or isinstance(v, bool)):
            raise TypeError(f"For 'randint', minval and maxval must be int, but got {v!r}")
    dt = _check_dtype(dtype)
    if _np.dtype(_np_dtype(dt)).kind not in "iu":
        raise ValueError(f"For 'randint', only integer dtypes are supported, but got {dt}")
    if maxval is None:
        minval, maxval = 0, minval
    if maxval <= minval:
        raise ValueError("high should be greater than low")
    size = (1,) if shape is None else _shape_args((shape,) if isinstance(shape, int) else (tuple(shape),))
    return _seeded_draw("UniformInt", size, Tensor(minval, dt), Tensor(maxval, dt)).astype(dt)


# --- small remainder of MindSpore's module ---------------------------------------------------------
uint = uint32
numeric_types = ["int_", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float_", "float16",
                 "float32", "float64", "bool_"]
bitwise_not = invert
radians = op_function(lambda x, dtype=None: _np_mod().deg2rad(x, dtype))
# MindSpore 2.10: x < 0 (signbit(-0.0) is False there, numpy's True)
signbit = op_function(lambda x, dtype=None: _out(_ops.less(_float(x), 0), dtype))
isposinf = op_function(lambda x: _ops.logical_and(_ops.isinf(_float(x)), _ops.greater(_float(x), 0)))
isneginf = op_function(lambda x: _ops.logical_and(_ops.isinf(_float(x)), _ops.less(_float(x), 0)))
sometrue = op_function(lambda a, axis=None, keepdims=False: _np_mod()._any(a, axis, keepdims))


@op_function
def round(a: Any, decimals: int = 0) -> Any:  # noqa: A001 - numpy's name
    return around(a, decimals)


@op_function
def copy(a: Any) -> Any:
    a = _asarray(a)
    return _ops.add(a, _ops.zeros_like(a)) if a.dtype != bool_ else _ops.logical_or(a, a)


def array_str(a: Any) -> str:
    return str(_vals(_asarray(a)))


@op_function
def array_equiv(a1: Any, a2: Any) -> Any:
    a1, a2 = _asarray(a1), _asarray(a2)
    try:
        shape = tuple(_np.broadcast_shapes(tuple(_shape_of(a1)), tuple(_shape_of(a2))))
    except ValueError:
        return Tensor(False)   # a Bool Tensor, as when the shapes broadcast (MindSpore 2.10)
    return _ops.reduce_all(_ops.equal(_ops.broadcast_to(a1, shape), _ops.broadcast_to(a2, shape)))


@op_function
def array_split(x: Any, indices_or_sections: Any, axis: int = 0) -> Any:
    x = _asarray(x)
    n = _shape_of(x)[axis]
    if isinstance(indices_or_sections, int):
        k = indices_or_sections
        if k == 0:   # MindSpore 2.10: its division by the count
            raise ZeroDivisionError("integer division or modulo by zero")
        if k < 0 or k > n:   # MindSpore 2.10: no empty parts (numpy gives them)
            raise ValueError(f"For 'array_split', {k} sections for an axis of length {n} is not supported")
        q, r = divmod_py(n, k)
        sizes = [q + 1] * r + [q] * (k - r)
    else:
        bounds = [0] + [builtins.min(int(i), n) for i in indices_or_sections] + [n]
        sizes = [builtins.max(bounds[i + 1] - bounds[i], 0) for i in range(len(bounds) - 1)]
    parts = _ops.split(x, sizes, axis)
    # MindSpore 2.10: a tuple for a section count (ops.Split), a list for split indices
    return tuple(parts) if isinstance(indices_or_sections, int) else list(parts)


divmod_py = builtins.divmod


@op_function
def divmod(x1: Any, x2: Any, dtype: Any = None) -> tuple:  # noqa: A001 - numpy's name
    return (_out(_np_mod().floor_divide(x1, x2), dtype), _out(_np_mod().remainder(x1, x2), dtype))


@op_function
def digitize(x: Any, bins: Any, right: bool = False) -> Any:
    x, bins = _float(x), _float(bins)
    b = _vals(bins) if isinstance(bins, Tensor) else None
    if b is not None and b.size > 1 and b[0] > b[-1]:   # decreasing bins
        n = b.size
        rev = _ops.flip(bins, (0,))
        return _ops.sub(n, _ops.cast(_ops.searchsorted(rev, x, right=not right), int32))
    return _ops.cast(_ops.searchsorted(bins, x, right=not right), int32)


@op_function
def isin(element: Any, test_elements: Any, invert: bool = False) -> Any:
    e = _asarray(element)
    t = _ops.reshape(_asarray(test_elements), (-1,))
    hit = _ops.reduce_any(_ops.equal(_ops.expand_dims(e, -1), t), -1)
    return _ops.logical_not(hit) if invert else hit


@op_function
def in1d(ar1: Any, ar2: Any, invert: bool = False) -> Any:
    return isin(_np_mod().ravel(_asarray(ar1)), ar2, invert)


@op_function
def setdiff1d(ar1: Any, ar2: Any, assume_unique: bool = False) -> Any:
    a, b = _vals(_asarray(ar1)), _vals(_asarray(ar2))
    if not assume_unique and (a.dtype == _np.bool_ or b.dtype == _np.bool_):   # MindSpore 2.10: its sort of bools
        raise TypeError("For 'setdiff1d', bool inputs are not supported")
    return Tensor(_np.setdiff1d(a, b, assume_unique=assume_unique))


def isscalar(element: Any) -> bool:
    return isinstance(element, (int, float, bool, complex, str, bytes))


class _Grid:
    """``mgrid[...]`` / ``ogrid[...]``: dense or open coordinate grids from slices (constants)."""

    def __init__(self, sparse: bool) -> None:
        self.sparse = sparse

    def __getitem__(self, key: Any) -> Any:
        res = (_np.ogrid if self.sparse else _np.mgrid)[key]
        if isinstance(res, (list, tuple)):   # numpy 2's ogrid gives a tuple; MindSpore's a list
            return [_const(r, int32 if r.dtype.kind in "iu" else float32) for r in res]
        return _const(res, int32 if res.dtype.kind in "iu" else float32)


mgrid = _Grid(False)
ogrid = _Grid(True)
