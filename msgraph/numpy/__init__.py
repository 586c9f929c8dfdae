"""``mindspore.numpy``: numpy-style functions on Tensors, in both modes.

Each function is built from msgraph's registry ops (so PyNative and Graph mode share the math and
the gradients) and follows MindSpore 2.10's defaults, recorded in
``tests/conformance/programs/numpy``: Python ints make int32 and Python floats float32 Tensors
(``array([1, 2])`` is Int32, ``arange(5)`` Int32, ``zeros``/``eye``/``linspace`` Float32),
``mean`` of integers stays integer, ``sum`` of integers is int64, ``sqrt`` of integers is float32.
This file holds creation, arithmetic, reductions, shape manipulation and logic; ``_more.py`` the rest
of MindSpore's module (departures listed in docs/differences.md, "mindspore.numpy").
"""
from __future__ import annotations

import builtins
import math as _math
from typing import Any, Sequence

import numpy as _np

from .. import ops as _ops
from ..common.dtype import (  # noqa: F401 - the dtype names mindspore.numpy exports
    bool_, float16, float32, float64, int8, int16, int32, int64, uint8, uint16, uint32, uint64,
)
from . import _more
from .utils_const import _check_axis_in_range as _axis_in_range
from ..common.tensor import Tensor
from ..ops._helpers import np_dtype as _np_dtype
from ..ops._helpers import user_type as _user_type
from ..ops._helpers import shape_of as _shape_of
from ..ops.registry import op_function
from ..ops.functional_extra import isclose_result, tri_mask_mul as _tri_mask_mul

float_ = float32
int_ = int32
pi = _math.pi
e = _math.e
inf = float("inf")
PINF = inf
NINF = -inf
nan = float("nan")
NAN = nan
newaxis = None

_DEFAULTS = {"b": _np.bool_, "i": _np.int32, "u": _np.int32, "f": _np.float32}


# --- creation ---------------------------------------------------------------------------------------
def _default_np(obj: Any, dtype: Any) -> _np.ndarray:
    if dtype is not None:   # int / float name int32 / float32 here, as everywhere in mindspore.numpy
        # cast, not converted: values out of the dtype's range wrap (array([-2.5], uint8) is 254, as in MindSpore)
        return _np.asarray(obj).astype(_np_dtype(_more._check_dtype(dtype)))
    a = _np.asarray(obj)
    if isinstance(obj, _np.ndarray):
        return a
    return a.astype(_DEFAULTS.get(a.dtype.kind, a.dtype))


@op_function
def asarray(a: Any, dtype: Any = None) -> Any:
    """A Tensor from a Tensor, number, list or tuple; Python ints become int32, floats float32."""
    if isinstance(a, Tensor) or hasattr(a, "__msgraph_emit__"):
        return a if dtype is None or a.dtype == _more._check_dtype(dtype) else _ops.cast(a, dtype)
    if isinstance(a, (list, tuple)) and builtins.any(_has_tensor(v) for v in a):
        parts = [asarray(v, dtype) for v in a]
        if dtype is None:    # nested Tensors and Python numbers: one common dtype, as MindSpore
            common = parts[0].dtype
            for t in parts[1:]:
                common = _more._promote(common, t.dtype)
            parts = [t if t.dtype == common else _ops.cast(t, common) for t in parts]
        return _ops.stack(parts)
    return Tensor(_default_np(a, dtype))


def _has_tensor(v: Any) -> bool:
    if isinstance(v, Tensor) or hasattr(v, "__msgraph_emit__"):
        return True
    return isinstance(v, (list, tuple)) and builtins.any(_has_tensor(x) for x in v)


@op_function
def array(obj: Any, dtype: Any = None, copy: bool = True, ndmin: int = 0) -> Any:
    t = asarray(obj, dtype)
    if copy and t is obj and isinstance(t, Tensor):   # a new Tensor, as MindSpore's array(copy=True)
        t = Tensor(t.asnumpy().copy())
    while len(_shape_of(t)) < ndmin:
        t = _ops.expand_dims(t, 0)
    return t


@op_function
def asfarray(a: Any, dtype: Any = float32) -> Any:
    """asarray with a float dtype: a non-float ``dtype`` gives float32 (MindSpore 2.10; numpy's float64)."""
    if dtype is None:
        return asarray(a)
    dtype = _more._check_dtype(dtype)
    return asarray(a, dtype if dtype in (float16, float32, float64) else float32)


def _dt(dtype: Any, default: Any) -> Any:
    """``dtype`` (``int`` / ``float`` name int32 / float32, as MindSpore's ``_check_dtype``), or ``default``."""
    return default if dtype is None else _more._check_dtype(dtype)


def _dt_given(dtype: Any) -> Any:
    """zeros / ones / empty / eye / identity: their dtype defaults to float32 and may not be None (MindSpore 2.10's
    ``_check_dtype(None)`` is a TypeError)."""
    if dtype is None:
        raise TypeError("only numpy dtypes, Python int / float / bool and mindspore dtypes are allowed, but got None")
    return _more._check_dtype(dtype)


def _shape(shape: Any) -> tuple:
    return (shape,) if isinstance(shape, int) else tuple(shape)


@op_function
def zeros(shape: Any, dtype: Any = float32) -> Any:
    return _ops.zeros(_shape(shape), _dt_given(dtype))


@op_function
def ones(shape: Any, dtype: Any = float32) -> Any:
    return _ops.ones(_shape(shape), _dt_given(dtype))


@op_function
def empty(shape: Any, dtype: Any = float32) -> Any:
    return zeros(shape, float32 if dtype is None else dtype)   # MindSpore 2.10's empty takes None (float32)


@op_function
def full(shape: Any, fill_value: Any, dtype: Any = None) -> Any:
    if dtype is None:
        if isinstance(fill_value, bool):
            dtype = bool_
        elif isinstance(fill_value, int):
            dtype = int32
        elif isinstance(fill_value, float):
            dtype = float32
        else:
            return _ops.broadcast_to(asarray(fill_value), _shape(shape))
    return _ops.full(_shape(shape), fill_value, dtype=_dt(dtype, None))


@op_function
def zeros_like(a: Any, dtype: Any = None, shape: Any = None) -> Any:
    a = asarray(a)
    return _ops.zeros_like(asarray(a), dtype=_dt(dtype, None)) if shape is None else zeros(shape, _dt(dtype, a.dtype))


@op_function
def ones_like(a: Any, dtype: Any = None, shape: Any = None) -> Any:
    a = asarray(a)
    return _ops.ones_like(asarray(a), dtype=_dt(dtype, None)) if shape is None else ones(shape, _dt(dtype, a.dtype))


@op_function
def full_like(a: Any, fill_value: Any, dtype: Any = None, shape: Any = None) -> Any:
    a = asarray(a)
    return full(_shape_of(a) if shape is None else shape, fill_value, _dt(dtype, a.dtype))


empty_like = zeros_like


@op_function
def arange(start: Any, stop: Any = None, step: Any = None, dtype: Any = None) -> Any:
    """Values in [start, stop): int32 for integer arguments, float32 otherwise (``arange(True)`` is Bool, its one
    value False, as MindSpore 2.10's); no values at all is MindSpore's ValueError (no zero-shape Tensors there)."""
    one_bool = stop is None and step is None and isinstance(start, bool)
    o_start, o_stop, o_step = start, stop, step
    if stop is None:
        start, stop = 0, start
    step = 1 if step is None else step
    if dtype is None:
        dtype = bool_ if one_bool else \
            int32 if builtins.all(isinstance(v, int) for v in (start, stop, step)) else float32
    vals = _np.arange(start, stop, step)
    if vals.size and not one_bool:
        # MindSpore 2.10's values: a float32 iota times the step plus the start, in float32 (each number as a float32
        # scalar), then cast to dtype -- arange(10, step=0.1)[9] is 0.9000000358 (numpy's 0.9 in float32:
        # 0.8999999762), and dtype=float64 keeps those float32 values (vd49t/mnp_arange_float32)
        iota = _np.arange(vals.size, dtype=_np.float32)
        with _np.errstate(all="ignore"):
            if o_stop is None and o_step is None:
                f = iota
            elif o_step is None:
                f = iota + _np.float32(o_start)
            elif o_stop is None:
                f = iota * _np.float32(o_step)
            else:
                f = iota * _np.float32(o_step) + _np.float32(o_start)
        vals = f
    if not vals.size:
        raise ValueError(f"For 'arange', the range [{start}, {stop}) with step {step} is empty: zero shape Tensor is "
                         "not currently supported.")
    return Tensor(vals.astype(_np_dtype(_dt(dtype, None))))


@op_function
def linspace(start: Any, stop: Any, num: int = 50, endpoint: bool = True, retstep: bool = False,
             dtype: Any = None, axis: int = 0) -> Any:
    if isinstance(num, int) and num == 0:
        raise ValueError("For 'linspace', num=0 is not supported (MindSpore 2.10 has no zero-shape Tensors).")
    if _has_tensor(start) or _has_tensor(stop):
        return _linspace_tensors(start, stop, num, endpoint, retstep, _dt(dtype, float32), axis)
    vals = _np.linspace(start, stop, num, endpoint=endpoint, retstep=retstep, axis=axis)
    arr, step = vals if retstep else (vals, None)
    t = Tensor(_np.asarray(arr).astype(_np_dtype(_dt(dtype, float32))))
    return (t, Tensor(_np.asarray(step, _np.float32))) if retstep else t   # the step is a float32 Tensor


def _linspace_tensors(start: Any, stop: Any, num: int, endpoint: bool, retstep: bool, dtype: Any, axis: int) -> Any:
    """linspace between Tensor endpoints, in float32 registry ops: start + t * (stop - start) with t = i / div (the
    last sample is ``stop`` itself when ``endpoint``), so that gradients reach the endpoints, as in MindSpore 2.10
    (msgraph computed the samples on the values: gradient 0)."""
    s, e = _ops.cast(asarray(start), float32), _ops.cast(asarray(stop), float32)
    shape = tuple(_np.broadcast_shapes(tuple(_shape_of(s)), tuple(_shape_of(e))))
    s, e = _ops.broadcast_to(s, shape), _ops.broadcast_to(e, shape)
    div = (num - 1) if endpoint else num
    delta = _ops.sub(e, s)
    t = (_np.arange(num, dtype=_np.float64) / div if div > 0 else _np.zeros(num)).astype(_np.float32)
    t = Tensor(t.reshape((num,) + (1,) * len(shape)))
    y = _ops.add(_ops.expand_dims(s, 0), _ops.mul(t, _ops.expand_dims(delta, 0)))
    if endpoint and num > 1:
        y = _ops.concat([_ops.narrow(y, 0, 0, num - 1), _ops.expand_dims(e, 0)], 0)
    nd = len(shape) + 1
    ax = _axis_in_range(axis, nd)
    if ax:
        y = _ops.transpose(y, tuple(list(range(1, ax + 1)) + [0] + list(range(ax + 1, nd))))
    y = y if dtype == float32 else _ops.cast(y, dtype)
    return (y, _ops.div(delta, float(div)) if div > 0 else delta) if retstep else y


@op_function
def logspace(start: Any, stop: Any, num: int = 50, endpoint: bool = True, base: float = 10.0, dtype: Any = None,
             axis: int = 0) -> Any:
    return Tensor(_np.logspace(start, stop, num, endpoint=endpoint, base=base).astype(_np_dtype(_dt(dtype, float32))))


@op_function
def eye(N: int, M: Any = None, k: int = 0, dtype: Any = float32) -> Any:  # noqa: N803 - numpy's names
    if k == 0:
        return _ops.eye(N, M, _dt_given(dtype))
    return Tensor(_np.eye(N, M, k).astype(_np_dtype(_dt_given(dtype))))


@op_function
def identity(n: int, dtype: Any = float32) -> Any:
    return eye(n, dtype=dtype)


@op_function
def _tri_input(m: Any) -> Any:
    """numpy's tril/triu input, as MindSpore's mindspore.numpy takes it: a vector is the square matrix of its copies
    (tril([1, 2, 3]) is 3x3), a scalar is MindSpore's ValueError."""
    m = asarray(m)
    shape = _shape_of(m)
    if not shape:
        raise ValueError("input m's rank should be larger than 0")
    if len(shape) == 1:
        return _ops.broadcast_to(m, (shape[0], shape[0]))
    return m


@op_function
def tril(m: Any, k: int = 0) -> Any:
    # a matrix: MindSpore multiplies by the triangle mask (-0.0 / NaN where masked, see tri_mask_mul); a vector: selects
    m = asarray(m)
    if len(_shape_of(m)) >= 2:
        return _tri_mask_mul(m, k, True)
    return _ops.tril(_tri_input(m), k)


@op_function
def triu(m: Any, k: int = 0) -> Any:
    m = asarray(m)
    if len(_shape_of(m)) >= 2:
        return _tri_mask_mul(m, k, False)
    return _ops.triu(_tri_input(m), k)


@op_function
def meshgrid(*xi: Any, sparse: bool = False, indexing: str = "xy") -> Any:
    vecs = [ravel(asarray(x)) for x in xi]
    if not sparse:
        return list(_ops.meshgrid(*vecs, indexing=indexing))
    n = len(vecs)
    out = []
    for i, v in enumerate(vecs):   # sparse: each vector along its own output axis
        axis = (1 - i) if indexing == "xy" and n >= 2 and i < 2 else i
        out.append(_ops.reshape(v, tuple(-1 if k == axis else 1 for k in range(n))))
    return out


@op_function
def diag(v: Any, k: int = 0) -> Any:
    if not isinstance(v, Tensor) and not hasattr(v, "__msgraph_emit__"):
        raise TypeError(f"For 'diag', the input x must be Tensor, but got {_user_type(v).__name__}")
    v = asarray(v)
    shape = _shape_of(v)
    if len(shape) not in (1, 2):
        raise ValueError(f"For 'diag', the input must be 1- or 2-d, but got {len(shape)}-d.")
    if len(shape) == 1:
        n = shape[0] + builtins.abs(k)
        idx = Tensor(_np.eye(n, n, k, dtype=bool))
        # v[j] goes to row j + max(-k, 0), column j + max(k, 0)
        base = _np.zeros((n, n), _np.int32)
        r = _np.arange(shape[0]) + builtins.max(-k, 0)
        c = _np.arange(shape[0]) + builtins.max(k, 0)
        base[r, c] = _np.arange(shape[0])
        picked = _ops.gather(v, Tensor(base.reshape(-1)), 0)
        return _ops.select(idx, _ops.reshape(picked, (n, n)), zeros((n, n), v.dtype))
    n, m = shape[-2], shape[-1]
    r = _np.arange(builtins.max(-k, 0), builtins.min(n, m - k) if k >= 0 else builtins.min(n, m - k))
    r = r[(r < n) & (r + k < m) & (r + k >= 0)]
    flat = _ops.reshape(v, (n * m,))
    return _ops.gather(flat, Tensor((r * m + r + k).astype(_np.int32)), 0)


@op_function
def trace(a: Any, offset: int = 0, axis1: int = 0, axis2: int = 1, dtype: Any = None) -> Any:
    a = asarray(a)
    if len(_shape_of(a)) < 2:   # MindSpore 2.10: the Trace kernel's RuntimeError
        raise RuntimeError(f"For 'trace', the dim of input 'x' should be greater or equal to 2, but got "
                           f"{len(_shape_of(a))}-d.")
    if dtype is None and _np.dtype(_np_dtype(a)).kind == "b":   # MindSpore 2.10: a bool trace is Bool (any)
        return _ops.cast(trace(a, offset, axis1, axis2, int32), bool_)
    if len(_shape_of(a)) == 2 and (axis1, axis2) == (0, 1):
        return _ops.sum(diag(a, offset), dtype=dtype)  # integers sum to int64, as in MindSpore
    return _ops.sum(_ops.diagonal(a, offset, axis1, axis2), -1, dtype=dtype)


# --- elementwise math -----------------------------------------------------------------------------
def _is_int(x: Any) -> bool:
    return _np.dtype(_np_dtype(x)).kind in "biu"


def _float(x: Any) -> Any:
    """Integer and bool Tensors enter float functions as float32, as in MindSpore."""
    x = asarray(x)
    return _ops.cast(x, float32) if _is_int(x) else x


def _seq(x: Any) -> Any:
    """A list or tuple operand as MindSpore's mindspore.numpy converts it (an int32/float32 Tensor); numbers and
    Tensors pass unchanged."""
    return asarray(x) if isinstance(x, (list, tuple)) else x


_tt = _more._to_tensor   # MindSpore's operand rule: a Python number or list is its own int32/float32/bool Tensor


def _add(x1: Any, x2: Any, dtype: Any = None) -> Any:
    """MindSpore 2.10 on CPU: ``subtract(x1, neg(x2))`` -- its dtype and errors (a bool x2 is Neg's TypeError),
    numpy's values (MindSpore's uint8 neg wraps: 3 + uint8 1 is -252 there; docs/differences.md, mnp33)."""
    a, b = _tt(x1), _tt(x2)
    if _np.dtype(_np_dtype(b)).kind == "b":
        _ops.neg(b)   # raises Neg's TypeError
    return _out(_ops.add(a, b), dtype)


add = op_function(_add)
subtract = op_function(lambda x1, x2, dtype=None: _out(_ops.sub(_tt(x1), _tt(x2)), dtype))
multiply = op_function(lambda x1, x2, dtype=None: _out(_ops.mul(x1, x2), dtype))


def _divide(x1: Any, x2: Any, dtype: Any = None) -> Any:
    """MindSpore 2.10: Python numbers as their own int32/float32 Tensors; unless one operand is float16 or
    float32, both become float32 (float64 / float64 is Float32); then tensor_div (RealDiv)."""
    a, b = asarray(x1), asarray(x2)
    f16_f32 = (_np.dtype(_np.float16), _np.dtype(_np.float32))
    if _np.dtype(_np_dtype(a)) not in f16_f32 and _np.dtype(_np_dtype(b)) not in f16_f32:
        a, b = _ops.cast(a, float32), _ops.cast(b, float32)
    return _out(_ops.tensor_div(a, b), dtype)


divide = op_function(_divide)
true_divide = divide
floor_divide = op_function(lambda x1, x2, dtype=None: _out(_ops.floor_div(_tt(x1), _tt(x2)), dtype))
remainder = op_function(lambda x1, x2, dtype=None: _out(_more._remainder(_ops.floor_mod, x1, x2), dtype))
mod = remainder
power = op_function(lambda x1, x2, dtype=None: _out(_ops.pow(_tt(x1), _tt(x2)), dtype))
def _nan_pick(fn: Any, x1: Any, x2: Any, dtype: Any) -> Any:
    """MindSpore 2.10's mindspore.numpy.maximum/minimum: NaN in either operand gives NaN (numpy's rule; ops.maximum
    picks the other operand), and a 0-d operand takes the other's dtype (h-sweep5, recorded: diff_sweep5/mnp_nan)."""
    x1, x2 = asarray(x1), asarray(x2)
    n1, n2 = len(_shape_of(x1)), len(_shape_of(x2))
    if n1 == 0 and n2 != 0:
        dtype = x2.dtype
    elif n2 == 0 and n1 != 0:
        dtype = x1.dtype
    res = fn(x1, x2)
    if _np.dtype(_np_dtype(res)).kind == "f":
        res = _ops.select(_ops.logical_or(_ops.isnan(x1), _ops.isnan(x2)), _ops.fill(res.dtype, _shape_of(res), _math.nan), res)
    return _out(res, dtype)


maximum = op_function(lambda x1, x2, dtype=None: _nan_pick(_ops.maximum, x1, x2, dtype))
minimum = op_function(lambda x1, x2, dtype=None: _nan_pick(_ops.minimum, x1, x2, dtype))
negative = op_function(lambda x, dtype=None: _out(_ops.neg(asarray(x)), dtype))
positive = op_function(lambda x, dtype=None: _out(_more._no_bool_in("positive", x), dtype))


def _absolute(x: Any, dtype: Any = None) -> Any:
    _more._tensor_attr(x)
    return _out(_ops.abs(asarray(x)), dtype)


absolute = op_function(_absolute)
abs = absolute  # noqa: A001 - numpy's name
fabs = absolute  # MindSpore 2.10: the same function (an integer or bool input keeps its dtype)
def _sign(x: Any, dtype: Any = None) -> Any:
    """MindSpore 2.10's mindspore.numpy.sign: x / |x| where x != 0 (an integer input's sign is Float32; +-inf and NaN
    give NaN)."""
    x = asarray(x)
    if _np.dtype(_np_dtype(x)).kind == "b":
        raise TypeError("sign does not accept dtype bool.")
    r = _ops.div(x, _ops.abs(x))
    return _out(_ops.select(_ops.equal(x, 0), _ops.zeros_like(r), r), dtype)


sign = op_function(_sign)
square = op_function(lambda x, dtype=None: _out(_ops.mul(_more._no_bool_in("square", x), asarray(x)), dtype))
sqrt = op_function(lambda x, dtype=None: _out(_ops.sqrt(_float(x)), dtype))


def _cbrt(x: Any, dtype: Any = None) -> Any:
    """sign(x) * |x| ** (1/3) computed in float32 or float64 (float16 and integers give float32, as MindSpore
    2.10's; its sign is |x| / x, NaN at 0 -- msgraph keeps cbrt(0) = 0, docs/differences.md)."""
    x = asarray(x)
    if _np.dtype(_np_dtype(x)) != _np.float64:
        x = _ops.cast(x, float32)
    return _out(_ops.mul(_ops.sign(x), _ops.pow(_ops.abs(x), 1.0 / 3.0)), dtype)


cbrt = op_function(_cbrt)
exp = op_function(lambda x, dtype=None: _out(_ops.exp(_more._float_in("exp", x)), dtype))
# MindSpore 2.10: its Expm1 kernel, not exp(x) - 1 (which loses last places: expm1(4.) 53.598206 vs 53.59815)
expm1 = op_function(lambda x, dtype=None: _out(_ops.expm1(_more._float_in("expm1", x)), dtype))
# MindSpore 2.10: tensor_pow(2, x) -- an integer x keeps its dtype (2 ** -2 is 0), a bool x is Int64
exp2 = op_function(lambda x, dtype=None: _out(_ops.tensor_pow(2, asarray(x)), dtype))
log = op_function(lambda x, dtype=None: _out(_ops.log(_more._float_in("log", x)), dtype))
log1p = op_function(lambda x, dtype=None: _out(_ops.log1p(_more._float_in("log1p", x)), dtype))


def _log_base(x: Any, base: int) -> Any:
    """log(x) / log(base), the base a Tensor of x's dtype as in MindSpore 2.10 (a Python float divisor would
    be a float32 scalar: a float64 log2(2**700) 699.99999808, not 700)."""
    _more._tensor_attr(x)
    x = _more._float_in(f"log{base}", x)
    return _ops.div(_ops.log(x), _ops.log(Tensor(_np.asarray(base, _np_dtype(x)))))


log2 = op_function(lambda x, dtype=None: _out(_log_base(x, 2), dtype))
log10 = op_function(lambda x, dtype=None: _out(_log_base(x, 10), dtype))


def _trig(x: Any) -> Any:
    """MindSpore 2.10's input rule of sin/cos/tan: floats stay, int8/uint8/bool become float16, other integers
    float32."""
    x = asarray(x)
    dt = _np.dtype(_np_dtype(x))
    if dt.kind == "f":
        return x
    return _ops.cast(x, float16 if dt in (_np.dtype(_np.int8), _np.dtype(_np.uint8), _np.dtype(_np.bool_)) else float32)


sin = op_function(lambda x, dtype=None: _out(_ops.sin(_trig(x)), dtype))
cos = op_function(lambda x, dtype=None: _out(_ops.cos(_trig(x)), dtype))
tan = op_function(lambda x, dtype=None: _out(_ops.tan(_trig(x)), dtype))
tanh = op_function(lambda x, dtype=None: _out(_ops.tanh(_trig(x)), dtype))
floor = op_function(lambda x, dtype=None: _out(_ops.floor(_more._float_in("floor", x)), dtype))
# MindSpore 2.10: -floor(-x) in float32 whatever x's dtype (float64 and float16 give Float32)
ceil = op_function(lambda x, dtype=None: _out(_ops.neg(_ops.floor(_ops.neg(_ops.cast(asarray(x), float32)))), dtype))
# MindSpore 2.10: tensor_div (RealDiv) of 1 by x -- integers divide in their dtype, toward zero
reciprocal = op_function(lambda x, dtype=None: _out(_ops.tensor_div(1, asarray(x)), dtype))
# MindSpore 2.10: x * pi / 180 and x * 180 / pi, two ops, the Python floats float32 scalars
deg2rad = op_function(lambda x, dtype=None: _out(_ops.div(_ops.mul(_float(x), _math.pi), 180.0), dtype))
rad2deg = op_function(lambda x, dtype=None: _out(_ops.div(_ops.mul(_float(x), 180.0), _math.pi), dtype))
isnan = op_function(lambda x: _ops.isnan(asarray(x)))
isfinite = op_function(lambda x: _ops.isfinite(asarray(x)))
isinf = op_function(lambda x: _ops.logical_and(_ops.logical_not(_ops.isfinite(asarray(x))),
                                               _ops.logical_not(_ops.isnan(asarray(x)))))


def _out(t: Any, dtype: Any) -> Any:
    return t if dtype is None else _ops.cast(t, dtype)


@op_function
def clip(a: Any, a_min: Any, a_max: Any, dtype: Any = None) -> Any:
    a = asarray(a)   # MindSpore 2.10: mindspore.numpy's maximum and minimum (NaN stays NaN)
    if a_min is None and a_max is None:
        raise ValueError("One of max or min must be given.")
    if a_min is not None:
        a = maximum(a, a_min, dtype)
    if a_max is not None:
        a = minimum(a, a_max, dtype)
    return a


@op_function
def where(condition: Any, x: Any = None, y: Any = None) -> Any:
    """MindSpore 2.10: ``condition``, ``x`` and ``y`` each made a Tensor by ``_to_tensor`` (a Python int is Int32, a
    float Float32, whatever the other operand: where(c, int8, 7) is Int32), then x and y promoted by
    mindspore.numpy's rule."""
    if x is None and y is None:
        raise TypeError("For 'where', x and y must be given (the one-argument form is not supported in "
                        "graphs: its output shape depends on the data).")
    c = asarray(condition)
    if c.dtype != bool_:
        c = _ops.cast(c, bool_)
    x, y = _more._promoted(asarray(_tt(x)), asarray(_tt(y)))
    return _ops.where(c, x, y)


@op_function
def dot(a: Any, b: Any) -> Any:
    for x in (a, b):   # MindSpore 2.10: Tensors only
        if not isinstance(x, Tensor) and not hasattr(x, "__msgraph_emit__"):
            raise TypeError(f"For 'dot', the input x must be Tensor, but got {_user_type(x).__name__}")
    a, b = asarray(a), asarray(b)
    if len(_shape_of(a)) == 0 or len(_shape_of(b)) == 0:
        return _ops.mul(a, b)
    if len(_shape_of(b)) == 1:
        return _ops.tensor_dot(a, b, ((len(_shape_of(a)) - 1,), (0,)))
    return _ops.tensor_dot(a, b, ((len(_shape_of(a)) - 1,), (len(_shape_of(b)) - 2,)))


@op_function
def matmul(x1: Any, x2: Any, dtype: Any = None) -> Any:
    return _out(_ops.matmul(asarray(x1), asarray(x2)), dtype)


@op_function
def outer(a: Any, b: Any) -> Any:
    a, b = ravel(asarray(a)), ravel(asarray(b))
    if a.dtype == bool_:   # MindSpore 2.10: MatMul has no bool kernel on CPU
        raise TypeError("For 'MatMul', bool inputs are not supported on CPU")
    if a.dtype != b.dtype:   # MindSpore 2.10: a MatMul of the two columns (one dtype)
        raise TypeError(f"For 'MatMul', the type of 'x2' should be same as 'x1', but got 'x1' with type {a.dtype} "
                        f"and 'x2' with type {b.dtype}.")
    return _ops.mul(_ops.expand_dims(a, 1), _ops.expand_dims(b, 0))


@op_function
def inner(a: Any, b: Any) -> Any:
    a, b = asarray(a), asarray(b)
    if len(_shape_of(a)) == 0 or len(_shape_of(b)) == 0:
        return _ops.mul(a, b)
    return _ops.tensor_dot(a, b, ((len(_shape_of(a)) - 1,), (len(_shape_of(b)) - 1,)))


# --- reductions --------------------------------------------------------------------------------------
def _axis(axis: Any, ndim: Any = None) -> Any:
    if isinstance(axis, (list, tuple)):
        norm = [a % ndim for a in axis] if ndim else list(axis)
        if len(set(norm)) != len(norm):
            raise ValueError('duplicate value in "axis"')
        return tuple(axis)
    return axis


@op_function
def sum(a: Any, axis: Any = None, dtype: Any = None, keepdims: bool = False, initial: Any = None) -> Any:  # noqa: A001
    a = asarray(a)
    r = _ops.sum(a, _axis(axis, len(_shape_of(a))), keepdims, dtype=dtype)
    return r if initial is None else _ops.add(r, initial)


@op_function
def mean(a: Any, axis: Any = None, keepdims: bool = False, dtype: Any = None) -> Any:
    a = _more._refuse_bool(asarray(a), RuntimeError, "mean")
    return _out(_ops.reduce_mean(a, _axis(axis, len(_shape_of(a))), keepdims), dtype)


@op_function
def average(a: Any, axis: Any = None, weights: Any = None, returned: bool = False) -> Any:
    _more._refuse_bool(asarray(a), RuntimeError, "average")
    if weights is None and not returned and _np.dtype(_np_dtype(asarray(a))).kind in "iu":
        return mean(a, axis)   # MindSpore 2.10: an integer average is its integer mean (Int32 in, Int32 out)
    a = _float(a)
    if weights is None:
        avg = _ops.reduce_mean(a, _axis(axis))
        count = _np.prod([_shape_of(a)[i] for i in ((axis,) if isinstance(axis, int) else range(len(_shape_of(a))))]) \
            if axis is None or isinstance(axis, int) else None
        return (avg, full_like(avg, float(count))) if returned else avg
    w = _float(weights)
    if len(_shape_of(w)) == 1 and len(_shape_of(a)) > 1 and axis is not None:
        shape = [1] * len(_shape_of(a))
        shape[axis] = _shape_of(w)[0]
        w = _ops.reshape(w, tuple(shape))
    wsum = _ops.reduce_sum(_ops.broadcast_to(w, _shape_of(a)), _axis(axis))
    avg = _ops.div(_ops.reduce_sum(_ops.mul(a, w), _axis(axis)), wsum)
    return (avg, wsum) if returned else avg


@op_function
def var(x: Any, axis: Any = None, ddof: int = 0, keepdims: bool = False) -> Any:
    """MindSpore 2.10: ``Tensor.var`` (an integer input's mean is an integer: var([1, -2, 3, 0, 7, -5]) 14.67)."""
    return Tensor.var(_more._refuse_bool(asarray(x), RuntimeError, "var"), _axis(axis), ddof, keepdims)


@op_function
def std(x: Any, axis: Any = None, ddof: int = 0, keepdims: bool = False) -> Any:
    """MindSpore 2.10: ``Tensor.std``."""
    return Tensor.std(_more._refuse_bool(asarray(x), RuntimeError, "std"), _axis(axis), ddof, keepdims)


def _masked_extremum(a: Any, initial: Any, where: Any, cmp: Any) -> Any:
    """MindSpore 2.10's mindspore.numpy reduction with ``initial``/``where``: ``initial`` takes part in every
    element (``cmp(a, initial)``), a ``where`` Tensor replaces the masked-out elements with ``initial`` (needed)."""
    if initial is not None:
        ini = _ops.fill(a.dtype, tuple(a.shape), initial)
        a = cmp(a, ini)
    if isinstance(where, Tensor):
        if initial is None:
            raise ValueError("initial value must be provided for where masks")
        a = _ops.where(where, a, ini)
    return a


def _check_initial(initial: Any) -> None:
    """MindSpore 2.10's mindspore.numpy reductions: ``initial`` is a Python scalar or a 0-d Tensor (a list, a
    1-d Tensor, a numpy float32 are TypeErrors)."""
    if initial is not None and (not isinstance(initial, (int, float, bool, Tensor))
                                or isinstance(initial, Tensor) and initial.ndim > 0):
        raise TypeError("initial must be scalar")


@op_function
def amax(a: Any, axis: Any = None, keepdims: bool = False, initial: Any = None, where: Any = True) -> Any:
    a = _more._refuse_bool(asarray(a), TypeError, "amax")
    _check_initial(initial)
    if 0 in tuple(a.shape):
        r = _ops.reduce_max(a, _axis(axis), keepdims)
        return r if initial is None else _ops.maximum(r, initial)
    return _ops.reduce_max(_masked_extremum(a, initial, where, _ops.maximum), _axis(axis), keepdims)


@op_function
def amin(a: Any, axis: Any = None, keepdims: bool = False, initial: Any = None, where: Any = True) -> Any:
    a = _more._refuse_bool(asarray(a), TypeError, "amin")
    _check_initial(initial)
    if 0 in tuple(a.shape):
        r = _ops.reduce_min(a, _axis(axis), keepdims)
        return r if initial is None else _ops.minimum(r, initial)
    return _ops.reduce_min(_masked_extremum(a, initial, where, _ops.minimum), _axis(axis), keepdims)


max = amax  # noqa: A001
min = amin  # noqa: A001


@op_function
def prod(a: Any, axis: Any = None, keepdims: bool = False, initial: Any = None, dtype: Any = None) -> Any:
    r = _out(_ops.reduce_prod(asarray(a), _axis(axis), keepdims), dtype)
    return r if initial is None else _ops.mul(r, initial)


@op_function
def argmax(a: Any, axis: Any = None) -> Any:
    return _ops.argmax(asarray(a), axis)


@op_function
def argmin(a: Any, axis: Any = None) -> Any:
    a = asarray(a)
    if a.dtype == bool_:   # mindspore.numpy takes bool (ops.argmin's Argmin kernel does not): False < True
        a = _ops.cast(a, int32)
    return _ops.argmin(a, axis)   # MindSpore 2.10: Int32, as argmax


@op_function
def cumsum(a: Any, axis: Any = None, dtype: Any = None) -> Any:
    a = asarray(a)
    orig = a.dtype
    if axis is None:
        a, axis = ravel(a), 0
    if a.dtype in (bool_, int8, int16, uint8):
        a = _ops.cast(a, int32)   # small integers sum in int32 (MindSpore)
    res = _ops.cumsum(a, axis, None)   # then the result is cast to ``dtype``
    # MindSpore 2.10: a dtype equal to the input's is no cast at all (cumsum(int8, dtype=int8) is Int32, as without)
    return res if dtype is None or _more._check_dtype(dtype) == orig else _ops.cast(res, dtype)


@op_function
def norm(x: Any, ord: Any = None, axis: Any = None, keepdims: bool = False) -> Any:  # noqa: A002
    x = asarray(x)
    if ord in (inf, -inf) and x.dtype == bool_:   # MindSpore 2.10: ReduceMax / ReduceMin of bools: TypeError
        raise TypeError("For 'norm', ord inf / -inf does not support bool input")
    if ord in (1, -1, inf, -inf) and _np.dtype(_np_dtype(x)).kind in "iu":
        xi = x   # MindSpore 2.10: max/min of |x| sums stay integers
    else:
        x = xi = _float(x)
    nd = len(_shape_of(x))
    if axis is None and ord is not None and nd in (1, 2):
        axis = tuple(range(nd))
    ax = _axis(axis)
    if isinstance(ax, tuple) and len(ax) == 2:   # matrix norms over two axes
        r, c = ax[0] % nd, ax[1] % nd
        if ord is None or ord == "fro":
            return _ops.sqrt(_ops.reduce_sum(_ops.mul(x, x), ax, keepdims))
        if ord in (1, -1, inf, -inf):
            inner_ax, outer_ax = (r, c) if ord in (1, -1) else (c, r)
            s = _ops.reduce_sum(_ops.abs(xi), inner_ax, True)
            red = _ops.reduce_max if ord > 0 else _ops.reduce_min
            res = red(s, outer_ax, True)
            return res if keepdims else _ops.squeeze(res, tuple(sorted((r, c))))
        if ord in ("nuc", 2, -2):   # MindSpore 2.10: not implemented there (no SVD)
            raise NotImplementedError(f"For 'norm', the matrix norm of order {ord!r} is not implemented")
        raise ValueError(f"Invalid norm order {ord!r} for matrices (supported: None, 'fro', 1, -1, inf, -inf)")
    # MindSpore 2.10's vector norms: the final power 1/ord is a float32 Tensor (a float16 input's norm is Float32),
    # ord=0 counts in float32
    to32 = (lambda t: _ops.cast(t, float32)) if x.dtype == float16 else (lambda t: t)
    if ord is None or ord == 2:
        return _ops.sqrt(to32(_ops.reduce_sum(_ops.mul(x, x), ax, keepdims)))
    if ord == inf:
        return _ops.reduce_max(_ops.abs(xi), ax, keepdims)
    if ord == -inf:
        return _ops.reduce_min(_ops.abs(xi), ax, keepdims)
    x = _float(x)
    if ord == 0:
        return _ops.reduce_sum(_ops.cast(_ops.not_equal(x, 0), float32), ax, keepdims)
    return _ops.pow(to32(_ops.reduce_sum(_ops.pow(_ops.abs(x), ord), ax, keepdims)), 1.0 / ord)


# --- logic -------------------------------------------------------------------------------------------
# MindSpore 2.10: each takes ``dtype`` (the result cast to it)
equal = op_function(lambda x1, x2, dtype=None: _out(_ops.equal(_seq(x1), _seq(x2)), dtype))
not_equal = op_function(lambda x1, x2, dtype=None: _out(_ops.not_equal(x1, x2), dtype))
less = op_function(lambda x1, x2, dtype=None: _out(_ops.less(_seq(x1), _seq(x2)), dtype))
less_equal = op_function(lambda x1, x2, dtype=None: _out(_ops.less_equal(x1, x2), dtype))
greater = op_function(lambda x1, x2, dtype=None: _out(_ops.greater(_seq(x1), _seq(x2)), dtype))
greater_equal = op_function(lambda x1, x2, dtype=None: _out(_ops.greater_equal(_seq(x1), _seq(x2)), dtype))
logical_and = op_function(lambda x1, x2, dtype=None: _out(_ops.logical_and(asarray(x1), asarray(x2)), dtype))
logical_or = op_function(lambda x1, x2, dtype=None: _out(_ops.logical_or(asarray(x1), asarray(x2)), dtype))
logical_not = op_function(lambda x, dtype=None: _out(_ops.logical_not(asarray(x)), dtype))
logical_xor = op_function(lambda x1, x2, dtype=None: _out(_ops.not_equal(_ops.cast(asarray(x1), bool_),
                                                                         _ops.cast(asarray(x2), bool_)), dtype))
any = op_function(lambda a, axis=None, keepdims=False: _ops.reduce_any(_ops.cast(asarray(a), bool_), _axis(axis), keepdims))  # noqa: A001,E501
all = op_function(lambda a, axis=None, keepdims=False: _ops.reduce_all(_ops.cast(asarray(a), bool_), _axis(axis), keepdims))  # noqa: A001,E501


@op_function
def isclose(a: Any, b: Any, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False) -> Any:
    """MindSpore 2.10: each operand made a Tensor by ``_to_tensor``; two dtypes are IsClose's TypeError (float32
    with int32, float16 with a Python number); equal values are close whatever the tolerances."""
    a, b = asarray(_tt(a)), asarray(_tt(b))
    if a.dtype != b.dtype:
        raise TypeError(f"For primitive[IsClose], the input type must be same, but got {a.dtype} and {b.dtype}.")
    close = _ops.isclose(_float(a), _float(b), rtol, atol, equal_nan, _same_dtype=False)
    return isclose_result(_ops.logical_or(close, _ops.equal(a, b)), a, b)


@op_function
def array_equal(a1: Any, a2: Any) -> Any:
    a1, a2 = asarray(a1), asarray(a2)
    if _shape_of(a1) != _shape_of(a2):
        return Tensor(False)   # a Bool Tensor, as when the shapes match (MindSpore 2.10)
    return _ops.reduce_all(_ops.equal(a1, a2))


# --- shape manipulation -----------------------------------------------------------------------------
@op_function
def reshape(x: Any, new_shape: Any) -> Any:
    return _ops.reshape(asarray(x), _shape(new_shape))


@op_function
def ravel(x: Any) -> Any:
    return _ops.reshape(asarray(x), (-1,))


@op_function
def transpose(a: Any, axes: Any = None) -> Any:
    a = asarray(a)
    if axes is None:
        axes = tuple(range(len(_shape_of(a)) - 1, -1, -1))
    return _ops.transpose(a, tuple(axes))


@op_function
def swapaxes(x: Any, axis1: int, axis2: int) -> Any:
    return _ops.swapaxes(asarray(x), axis1, axis2)


@op_function
def moveaxis(a: Any, source: Any, destination: Any) -> Any:
    a = asarray(a)
    n = len(_shape_of(a))
    src = [s % n for s in ((source,) if isinstance(source, int) else source)]
    dst = [d % n for d in ((destination,) if isinstance(destination, int) else destination)]
    order = [i for i in range(n) if i not in src]
    for d, s in sorted(zip(dst, src)):
        order.insert(d, s)
    return _ops.transpose(a, tuple(order))


@op_function
def expand_dims(a: Any, axis: Any) -> Any:
    a = asarray(a)
    axes = (axis,) if isinstance(axis, int) else tuple(axis)
    nd = len(_shape_of(a)) + len(axes)
    if len({_axis_in_range(ax, nd) for ax in axes}) != len(axes):   # MindSpore 2.10: ValueError
        raise ValueError(f"For 'expand_dims', duplicate value in 'axis': {axis}")
    for ax in sorted(axes):
        a = _ops.expand_dims(a, ax)
    return a


@op_function
def squeeze(a: Any, axis: Any = None) -> Any:
    return _ops.squeeze(asarray(a), axis)


@op_function
def concatenate(arrays: Any, axis: Any = 0) -> Any:
    arrays = [asarray(a) for a in arrays]
    if axis is None:
        return _ops.concat([ravel(a) for a in arrays], 0)
    return _ops.concat(arrays, axis)


@op_function
def stack(arrays: Any, axis: int = 0) -> Any:
    """MindSpore 2.10: each array expanded at ``axis``, then ``concatenate`` (mixed dtypes promote: int32 with
    float64 is Float64)."""
    if isinstance(arrays, (list, tuple)):
        arrays = [asarray(a) for a in arrays]
        axis = axis % (len(_shape_of(arrays[0])) + 1)
        return concatenate([_ops.expand_dims(a, axis) for a in arrays], axis)
    return _ops.stack([asarray(a) for a in arrays], axis)


@op_function
def hstack(tup: Any) -> Any:
    if _more._one_tensor(tup):
        return tup
    arrays = [atleast_1d(a) for a in tup]
    return _ops.concat(arrays, 0 if len(_shape_of(arrays[0])) == 1 else 1)


@op_function
def vstack(tup: Any) -> Any:
    if _more._one_tensor(tup):
        return tup
    return _ops.concat([atleast_2d(a) for a in tup], 0)


@op_function
def atleast_1d(*arys: Any) -> Any:
    out = [_ops.atleast_1d(asarray(a)) for a in arys]     # numpy's form: one array, or a list
    return out[0] if len(out) == 1 else out


@op_function
def atleast_2d(*arys: Any) -> Any:
    out = [_ops.atleast_2d(asarray(a)) for a in arys]
    return out[0] if len(out) == 1 else out


@op_function
def split(x: Any, indices_or_sections: Any, axis: int = 0) -> Any:
    """MindSpore 2.10: an axis out of range, zero or unequal sections and split indices that are not increasing
    within the axis are ValueErrors."""
    x = asarray(x)
    axis = _axis_in_range(axis, len(_shape_of(x)))
    n = _shape_of(x)[axis]
    if isinstance(indices_or_sections, int):
        if indices_or_sections <= 0 or n % indices_or_sections:
            raise ValueError(f"array split does not result in an equal division: {n} into {indices_or_sections}")
        sizes = [n // indices_or_sections] * indices_or_sections
    else:
        bounds = [0] + [int(i) for i in indices_or_sections] + [n]
        sizes = [bounds[i + 1] - bounds[i] for i in range(len(bounds) - 1)]
        if builtins.any(d < 0 for d in sizes):
            raise ValueError(f"For 'split', the split indices {indices_or_sections} must increase within the axis "
                             f"of length {n}")
    parts = _ops.split(x, sizes, axis)
    # MindSpore 2.10: a tuple for a section count (ops.Split), a list for split indices
    return tuple(parts) if isinstance(indices_or_sections, int) else list(parts)


@op_function
def tile(a: Any, reps: Any) -> Any:
    a = asarray(a)
    reps = (reps,) if isinstance(reps, int) else tuple(reps)
    nd = builtins.max(len(_shape_of(a)), len(reps))
    a = _ops.reshape(a, (1,) * (nd - len(_shape_of(a))) + tuple(_shape_of(a)))
    return _ops.tile(a, (1,) * (nd - len(reps)) + reps)


@op_function
def repeat(a: Any, repeats: int, axis: Any = None) -> Any:
    """MindSpore 2.10: bool input is a TypeError, negative counts and an axis out of range ValueErrors; a Tensor of
    counts is taken as its values."""
    a = asarray(a)
    if a.dtype == bool_:
        raise TypeError("For 'repeat', the input of bool dtype is not supported")
    if isinstance(repeats, Tensor):
        repeats = repeats.asnumpy().tolist()
    counts = repeats if isinstance(repeats, (list, tuple)) else [repeats]
    if builtins.any(not isinstance(r, int) for r in counts):
        raise TypeError(f"For 'repeat', the counts must be ints, but got {repeats}")
    if builtins.any(r < 0 for r in counts):
        raise ValueError(f"For 'repeat', the counts must be non-negative, but got {repeats}")
    if axis is None:
        a, axis = ravel(a), 0
    axis = _axis_in_range(axis, len(_shape_of(a)))
    shape = _shape_of(a)
    if isinstance(repeats, (list, tuple)):
        if len(repeats) == 1:
            repeats = repeats[0]
        else:    # one count per element: a constant gather
            idx = _np.repeat(_np.arange(shape[axis]), repeats).astype(_np.int32)
            return _ops.gather(a, Tensor(idx), axis)
    b = _ops.expand_dims(a, axis + 1)
    reps = [1] * (len(shape) + 1)
    reps[axis + 1] = repeats
    b = _ops.tile(b, tuple(reps))
    new = list(shape)
    new[axis] = shape[axis] * repeats
    return _ops.reshape(b, tuple(new))


@op_function
def flip(m: Any, axis: Any = None) -> Any:
    m = asarray(m)
    n = len(_shape_of(m))
    return _ops.flip(m, tuple(range(n)) if axis is None else ((axis,) if isinstance(axis, int) else tuple(axis)))


fliplr = op_function(lambda m: flip(m, 1))
flipud = op_function(lambda m: flip(m, 0))


@op_function
def broadcast_to(array: Any, shape: Any) -> Any:
    if builtins.any(d < 0 for d in _shape(shape)):   # MindSpore 2.10: ValueError (ops.broadcast_to keeps -1 dims)
        raise ValueError(f"For 'broadcast_to', the shape {shape} has a negative dimension")
    return _ops.broadcast_to(asarray(array), _shape(shape))


@op_function
def take(a: Any, indices: Any, axis: Any = None, mode: str = "clip") -> Any:
    """MindSpore 2.10 (Tensor.take): 'clip' keeps negative indices down to -n (they count from the end) and clips
    the rest to [0, n - 1] (take(x, [-1, 9], mode='clip') is x[[n - 1, n - 1]]; numpy clips -1 to 0); 'raise' is
    MindSpore's NotImplementedError; an axis out of range a ValueError."""
    a = asarray(a)
    if mode not in ("raise", "wrap", "clip"):
        raise ValueError(f"mode should be one of 'raise', 'wrap' or 'clip', but got {mode!r}")
    if axis is None:
        a, axis = ravel(a), 0
    axis = _axis_in_range(axis, len(_shape_of(a)))
    n = _shape_of(a)[axis]
    idx = asarray(indices)
    if mode == "raise":
        raise NotImplementedError("For 'take', the 'raise' mode is not implemented")
    if mode == "clip":
        idx = _ops.select(_ops.less(idx, -n), _ops.zeros_like(idx), _ops.minimum(idx, n - 1))
    return _ops.gather(a, _ops.floor_mod(idx, n), axis)


@op_function
def size(a: Any, axis: Any = None) -> int:
    shape = _shape_of(asarray(a))
    return int(_np.prod(shape)) if axis is None else shape[_axis_in_range(axis, len(shape))]


@op_function
def shape(a: Any) -> tuple:
    return tuple(_shape_of(asarray(a)))


@op_function
def ndim(a: Any) -> int:
    return len(_shape_of(asarray(a)))


def dtype(t: Any) -> Any:
    from ..common.dtype import from_numpy

    return from_numpy(_np_dtype(t))


# h-pyn: mindspore.numpy.unique (the Unique primitive on the flattened Tensor, in both modes)
def unique(x: Any, return_inverse: bool = False) -> Any:
    """The distinct elements of ``x`` (flattened when it has more than one dimension), in order
    of first appearance; with ``return_inverse`` also the int32 index of each element in them."""
    from ..common.tensor_methods import TensorMethods

    if isinstance(x, _np.ndarray):   # graph code runs this at run time on the argument's value
        x = Tensor(x)
    if not isinstance(x, TensorMethods):
        raise TypeError(f"For 'unique', the input must be Tensor, but got {_user_type(x)}")
    if len(_shape_of(x)) > 1:
        x = ravel(x)
    res = _ops.unique(x)
    return res if return_inverse else res[0]


from ._more import *  # noqa: E402,F401,F403 - the rest of MindSpore's module (trigonometry, nan*, polynomials...)
from . import fft  # noqa: E402,F401 - mindspore.numpy.fft (h-fft)

#: MindSpore 2.10's mindspore.numpy functions that take Tensors only (its _check_input_tensor), with how many leading
#: arguments it checks (None: all): a number, list or tuple there is its TypeError (mindspore.numpy.add takes them)
_TENSOR_ONLY = {"sin": 1, "cos": 1, "tan": 1, "arcsin": 1, "arccos": 1, "arctan": 1, "sinh": 1, "cosh": 1, "tanh": 1,
                "arcsinh": 1, "arccosh": 1, "arctanh": 1, "not_equal": 2, "less_equal": 2, "isposinf": 1,
                "isneginf": 1, "logical_xor": 2, "expand_dims": 1, "squeeze": 1,
                "transpose": 1, "rollaxis": 1, "swapaxes": 1, "reshape": 1, "ravel": 1, "append": 1, "unique": 1,
                "roll": 1, "tile": 1, "flip": 1, "take_along_axis": 2, "take": 2, "rot90": 1, "deg2rad": 1,
                "rad2deg": 1, "multiply": 2, "outer": 2, "ptp": 1, "average": 1, "fix": 1, "diff": 1, "ediff1d": 1,
                "positive": 1, "cumsum": 1, "logaddexp2": 2, "arctan2": 2, "float_power": 2,
                "meshgrid": None, "diagflat": 1, "ix_": None}
_TYPE_NAMES = {bool: "Bool", int: "Int", float: "Float", list: "List", tuple: "Tuple", str: "String",
               type(None): "TypeNone"}


def _tensor_only(fn: Any, count: Any) -> Any:
    import functools

    @functools.wraps(fn)
    def checked(*args: Any, **kwargs: Any) -> Any:
        for a in (args if count is None else args[:count]):
            name = _TYPE_NAMES.get(type(a))
            if name is not None:
                raise TypeError(f"expect Tensor, but got <class 'mindspore._c_expression.typing.{name}'>")
        return fn(*args, **kwargs)

    return op_function(checked)


for _name, _count in _TENSOR_ONLY.items():
    if _name in globals():
        globals()[_name] = _tensor_only(globals()[_name], _count)
del _name, _count

#: names MindSpore 2.10's mindspore.numpy does not have (``mnp.prod``, ``mnp.any`` ... are its AttributeError):
#: kept under private names for msgraph's own use (``sometrue`` is ``_any``)
_any, _all, _prod, _shape_fn, _ndim_fn, _dtype_fn = any, all, prod, shape, ndim, dtype
del all, any, prod, e, NAN, newaxis, ndim, shape, dtype

#: mindspore.numpy functions that, in MindSpore 2.10, compute on a numpy array given where an array-like goes (they
#: call the array's own method or only look at its type); the others refuse it (below)
_NUMPY_ARRAY_OK = frozenset({"isscalar", "diagonal", "trace"})
#: functions that take a sequence of Tensors: a numpy array inside it is refused too (elsewhere a list or tuple of
#: arrays is an array-like MindSpore converts)
_TENSOR_SEQUENCE_FNS = frozenset({"concatenate", "stack", "hstack", "vstack", "dstack", "column_stack", "row_stack",
                                  "multi_dot"})
_ASARRAY_FNS = frozenset({"array", "asarray", "asfarray", "copy", "tril", "triu", "cov", "corrcoef", "gradient",
                          "tril_indices_from", "triu_indices_from", "array_equal", "array_equiv", "convolve"})


def _refuse_numpy(fn: Any, name: str) -> Any:
    """MindSpore 2.10's mindspore.numpy takes ``int``, ``float``, ``bool``, ``list``, ``tuple`` or a Tensor where it
    takes an array-like, and refuses a numpy array (its ``_check_input_for_asarray`` / ``_to_tensor`` /
    ``_check_input_tensor``: TypeError; ``stack`` of one: ValueError), in PyNative and in graph code alike --
    ``mnp.asarray(np_array)``, ``mnp.add(t, np_array)``, ``mnp.concatenate((t, np_array))``; ``Tensor(np_array)``
    is the way.  msgraph computed them (measured: tools/left46_sweep s3_mnp_numpy, 243 calls; recorded:
    left46/mnp_numpy_array).  Only the user's call (``registry.called_by_user``): msgraph's own compositions pass
    arrays freely."""
    import functools

    seq = name in _TENSOR_SEQUENCE_FNS

    @functools.wraps(fn)
    def refusing(*args: Any, **kwargs: Any) -> Any:
        given = args + tuple(kwargs.values())
        bad = next((i for i, v in enumerate(given) if type(v) is _np.ndarray
                    or (seq and type(v) in (tuple, list) and builtins.any(type(e) is _np.ndarray for e in v))), None)
        if bad is not None and _called_by_user(2):
            if name == "stack" and type(given[bad]) is _np.ndarray:
                raise ValueError("input arrays must be Tensor, tuple, or list")
            if name in _ASARRAY_FNS:
                raise TypeError("input data must be `int`, `float`, `bool`, `Tensor`, `list`, `tuple`, but got "
                                "<class 'numpy.ndarray'>")
            raise TypeError(f"For 'mindspore.numpy.{name}', expect input to be array like (int, float, bool, list, "
                            f"tuple or Tensor), but got <class 'numpy.ndarray'>.")
        return fn(*args, **kwargs)

    return refusing


from ..ops.registry import TRAMPOLINES as _TRAMPOLINES, called_by_user as _called_by_user, \
    user_check_site as _user_check_site  # noqa: E402

for _name in [n for n, v in globals().items() if not n.startswith("_") and getattr(v, "_msgraph_op", False)
              and n not in _NUMPY_ARRAY_OK and callable(v) and not isinstance(v, type)]:
    globals()[_name] = _refuse_numpy(globals()[_name], _name)
_TRAMPOLINES.add(_refuse_numpy(len, "len").__code__)   # (called_by_user in the wrapped function sees its caller)
_user_check_site(_refuse_numpy(len, "len"))
del _name
