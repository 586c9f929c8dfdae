"""More primitives MindSpore's CPU op tests ``tests/st/ops/cpu/test_[n-z]*.py`` use (h-cpub, session 6).

Random ops (``RandomShuffle``/``shuffle``, ``RandomPoisson``/``random_poisson``) draw from msgraph's global
generator, or with non-zero seeds from the primitive's own stream (``random_extra.op_rng``): their values
cannot match MindSpore's generator; shapes, dtypes, permutation properties and errors do.
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, DTypeError, ShapeError
from ._compose import CompositePrimitive
from ._helpers import check_alloc, is_tensorlike
from .registry import OpKind, apply, define_op, op_function, prim, public_functions


def _check_seed_attrs(name: str, seed: Any, seed2: Any) -> None:
    for arg, v in (("seed", seed), ("seed2", seed2)):
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)):
            raise ArgumentError(f"For '{name}', the '{arg}' must be int, but got {type(v).__name__}.")
        if v < 0:
            raise ShapeError(f"For '{name}', the '{arg}' must be a non-negative int, but got {v}.")


def _fn_seed(name: str, seed: Any) -> int:
    """A function form's ``seed`` argument (None: 0, the global generator)."""
    if seed is None:
        return 0
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)):
        raise ArgumentError(f"For '{name}', the 'seed' must be int, but got {type(seed).__name__}.")
    if seed < 0:
        raise ShapeError(f"For '{name}', the 'seed' must be a non-negative int, but got {seed}.")
    return int(seed)


def _seeded(op: Any) -> type:
    from .random_extra import seeded_primitive

    cls = op.prim_class
    init = cls.__init__

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        _check_seed_attrs(self.name, self.attrs["seed"], self.attrs["seed2"])
        if hasattr(self, "_check_extra"):
            self._check_extra()

    cls.__init__ = __init__
    return seeded_primitive(cls)


# --- RandomShuffle ----------------------------------------------------------------------------------------
RANDOM_SHUFFLE = define_op("RandomShuffle", OpKind.OTHER, attrs={"seed": 0, "seed2": 0}, differentiable=False,
                           stateful=True,
                           doc="RandomShuffle(seed=0, seed2=0)(x): x with its first axis randomly permuted "
                               "(a 0-d x unchanged).")


@RANDOM_SHUFFLE.def_impl
def _random_shuffle_impl(x: Any, seed: int = 0, seed2: int = 0) -> Any:
    from .random_extra import op_rng

    x = np.asarray(x)
    if x.ndim == 0 or x.shape[0] <= 1:
        return x.copy()
    return x[op_rng("RandomShuffle", seed, seed2).permutation(x.shape[0])]


@RANDOM_SHUFFLE.def_infer
def _random_shuffle_infer(x: Aval, seed: int = 0, seed2: int = 0) -> Aval:
    return Aval(tuple(x.shape), x.dtype)


RandomShuffle = _seeded(RANDOM_SHUFFLE)


@op_function
def shuffle(x: Any, seed: Any = None) -> Any:
    """x with its first axis randomly permuted (RandomShuffle)."""
    s = _fn_seed("shuffle", seed)
    if not is_tensorlike(x):
        raise ArgumentError(f"For 'RandomShuffle', the 'input_x' must be a Tensor, but got {type(x).__name__}.")
    return apply(prim(RANDOM_SHUFFLE, seed=s, seed2=s), (x,))


# --- RandomPoisson ----------------------------------------------------------------------------------------
_POISSON_OUT = ("int64", "int32", "float16", "float32", "float64")
_POISSON_RATE = ("float16", "float32", "float64", "int32", "int64")


def _poisson_out_dtype(dtype: Any) -> np.dtype:
    from ..common.dtype import to_numpy

    try:
        dt = np.dtype(to_numpy(dtype))
    except Exception:  # noqa: BLE001  (not a dtype at all)
        raise ArgumentError(f"For 'RandomPoisson', the 'dtype' must be a mindspore dtype, but got {dtype!r}.") \
            from None
    if dt.name not in _POISSON_OUT:
        raise DTypeError(f"For 'RandomPoisson', the 'dtype' must be in [Int64, Int32, Float16, Float32, Float64], "
                         f"but got {dt.name}.")
    return dt


def _poisson_check(shape_shape: Tuple[Any, ...], shape_dtype: Any, rate_dtype: Any) -> None:
    if np.dtype(shape_dtype).name not in ("int32", "int64"):
        raise DTypeError(f"For 'RandomPoisson', the 'shape' must be a Tensor of int32 or int64, "
                         f"but got {np.dtype(shape_dtype).name}.")
    if len(shape_shape) != 1:
        raise ShapeError(f"For 'RandomPoisson', the rank of 'shape' must be 1, but got {len(shape_shape)}.")
    if np.dtype(rate_dtype).name not in _POISSON_RATE:
        raise DTypeError(f"For 'RandomPoisson', the 'rate' must be a Tensor of float16, float32, float64, int32 "
                         f"or int64, but got {np.dtype(rate_dtype).name}.")


RANDOM_POISSON = define_op("RandomPoisson", OpKind.OTHER, attrs={"seed": 0, "seed2": 0, "dtype": "int64"},
                           differentiable=False, stateful=True,
                           doc="RandomPoisson(seed=0, seed2=0, dtype=int64)(shape, rate): Poisson(rate) samples "
                               "of shape (*shape, *rate.shape) in dtype.")


@RANDOM_POISSON.def_impl
def _random_poisson_impl(shape: Any, rate: Any, seed: int = 0, seed2: int = 0, dtype: Any = "int64") -> Any:
    from .random_extra import op_rng

    shape, rate = np.asarray(shape), np.asarray(rate)
    _poisson_check(shape.shape, shape.dtype, rate.dtype)
    if (shape < 0).any():
        raise ShapeError(f"For 'RandomPoisson', each dimension of 'shape' must be non-negative, "
                         f"but got {shape.tolist()}.")
    out_dt = _poisson_out_dtype(dtype)
    out_shape = tuple(int(d) for d in shape) + rate.shape
    check_alloc("RandomPoisson", out_shape, out_dt)
    lam = np.broadcast_to(np.maximum(rate.astype(np.float64), 0.0), out_shape)
    return op_rng("RandomPoisson", seed, seed2).poisson(lam).astype(out_dt)


@RANDOM_POISSON.def_infer
def _random_poisson_infer(shape: Aval, rate: Aval, seed: int = 0, seed2: int = 0, dtype: Any = "int64") -> Aval:
    _poisson_check(tuple(shape.shape), shape.dtype, rate.dtype)
    out_dt = _poisson_out_dtype(dtype)
    n = shape.shape[0]
    if n is None:
        raise ShapeError("For 'RandomPoisson', the length of 'shape' must be known at compile time.")
    return Aval((None,) * int(n) + tuple(rate.shape), out_dt)


class _RandomPoissonChecks:
    def _check_extra(self: Any) -> None:
        _poisson_out_dtype(self.attrs["dtype"])


RANDOM_POISSON.prim_class._check_extra = _RandomPoissonChecks._check_extra
RandomPoisson = _seeded(RANDOM_POISSON)


@op_function
def random_poisson(shape: Any, rate: Any, seed: Any = None, dtype: Any = None) -> Any:
    """Poisson(rate) samples of shape (*shape, *rate.shape); ``shape`` a 1-D int32/int64 Tensor."""
    from ..common.dtype import float32

    s = _fn_seed("random_poisson", seed)
    if not is_tensorlike(shape):
        raise ArgumentError(f"For 'RandomPoisson', the 'shape' must be a Tensor, but got {type(shape).__name__}.")
    if not is_tensorlike(rate):
        raise ArgumentError(f"For 'RandomPoisson', the 'rate' must be a Tensor, but got {type(rate).__name__}.")
    return apply(prim(RANDOM_POISSON, seed=s, seed2=s, dtype=float32 if dtype is None else dtype), (shape, rate))


# --- backend kernels MindSpore's tests reach through a Python front end (PrimitiveWithInfer subclasses
# named after the kernel, without a compute: registry.PrimitiveWithInfer._kernel) --------------------------
_ROLLING_DTYPES = ("float32", "float64", "int32", "int64")
ROLLING = define_op("Rolling", OpKind.OTHER, attrs={"window": 1, "min_periods": 1, "center": False, "axis": 0,
                                                   "closed": "right", "method": "sum"},
                    differentiable=False, public=False,
                    doc="Rolling(window, min_periods, center, axis, closed, method)(x): pandas-style rolling "
                        "window reduction (max/min/mean/sum/std/var) along axis; windows with fewer than "
                        "min_periods elements give NaN (0 for integers).")


def _rolling_check(shape: Tuple[Any, ...], dtype: Any, window: Any, min_periods: Any, axis: Any, closed: Any,
                   method: Any) -> int:
    if np.dtype(dtype).name not in _ROLLING_DTYPES:
        raise DTypeError(f"For 'Rolling', the 'x' must be a Tensor of float32, float64, int32 or int64, "
                         f"but got {np.dtype(dtype).name}.")
    if window <= 0:
        raise ShapeError(f"For 'Rolling', the 'window' must be positive, but got {window}.")
    if not 0 < min_periods <= window:
        raise ShapeError(f"For 'Rolling', the 'min_periods' must be in (0, window], but got {min_periods}.")
    if closed not in ("left", "both", "right", "neither"):
        raise ShapeError(f"For 'Rolling', the 'closed' must be one of left, both, right, neither, but got {closed}.")
    if method not in ("max", "min", "mean", "sum", "std", "var"):
        raise ShapeError(f"For 'Rolling', the 'method' must be one of max, min, mean, sum, std, var, "
                         f"but got {method}.")
    n = len(shape)
    if not -n <= axis < n:
        raise ShapeError(f"For 'Rolling', the 'axis' must be in [{-n}, {n}), but got {axis}.")
    return axis % n


@ROLLING.def_impl
def _rolling_impl(x: Any, window: int = 1, min_periods: int = 1, center: bool = False, axis: int = 0,
                  closed: str = "right", method: str = "sum") -> Any:
    x = np.asarray(x)
    ax = _rolling_check(x.shape, x.dtype, window, min_periods, axis, closed, method)
    n = x.shape[ax]
    offset = (window - 1) // 2 if center else 0
    end = np.arange(offset + 1, n + 1 + offset)
    start = end - window
    if closed in ("left", "both"):
        start = start - 1
    if closed in ("left", "neither"):
        end = end - 1
    start, end = np.clip(start, 0, n), np.clip(end, 0, n)
    xm = np.moveaxis(x, ax, -1).astype(np.float64)
    out = np.full(xm.shape, np.nan if x.dtype.kind == "f" else 0.0)
    red = {"max": np.max, "min": np.min, "mean": np.mean, "sum": np.sum,
           "std": lambda a, axis: np.std(a, axis=axis, ddof=1), "var": lambda a, axis: np.var(a, axis=axis, ddof=1)}
    f = red[method]
    with np.errstate(invalid="ignore", divide="ignore"):
        for k in range(n):
            i, j = int(start[k]), int(end[k])
            if j - i >= min_periods:
                out[..., k] = f(xm[..., i:j], axis=-1)
    return np.moveaxis(out, -1, ax).astype(x.dtype)


@ROLLING.def_infer
def _rolling_infer(x: Aval, window: int = 1, min_periods: int = 1, center: bool = False, axis: int = 0,
                   closed: str = "right", method: str = "sum") -> Aval:
    _rolling_check(tuple(x.shape), x.dtype, window, min_periods, axis, closed, method)
    return Aval(tuple(x.shape), x.dtype)


SHIFT = define_op("Shift", OpKind.OTHER, attrs={"periods": 1, "axis": -1}, differentiable=False, public=False,
                  doc="Shift(periods=1, axis=-1)(x, fill_value): x moved periods places along axis (pandas "
                      "shift), the vacated places set to fill_value.")


def _shift_axis(shape: Tuple[Any, ...], dtype: Any, axis: Any) -> int:
    if np.dtype(dtype).name not in ("float32", "float64", "int32", "int64", "bool"):
        raise DTypeError(f"For 'Shift', the 'x' must be a Tensor of float32, float64, int32, int64 or bool, "
                         f"but got {np.dtype(dtype).name}.")
    n = len(shape)
    if not -n <= axis < n:
        raise ShapeError(f"For 'Shift', the 'axis' must be in [{-n}, {n}), but got {axis}.")
    return axis % n


@SHIFT.def_impl
def _shift_impl(x: Any, fill_value: Any, periods: int = 1, axis: int = -1) -> Any:
    x = np.asarray(x)
    ax = _shift_axis(x.shape, x.dtype, axis)
    n = x.shape[ax]
    out = np.empty_like(x)
    xm, om = np.moveaxis(x, ax, -1), np.moveaxis(out, ax, -1)
    p = max(-n, min(n, int(periods)))
    fill = np.asarray(fill_value).astype(x.dtype)
    if p >= 0:
        om[..., :p] = fill
        om[..., p:] = xm[..., :n - p]
    else:
        om[..., p:] = fill
        om[..., :p] = xm[..., -p:]
    return out


@SHIFT.def_infer
def _shift_infer(x: Aval, fill_value: Any, periods: int = 1, axis: int = -1) -> Aval:
    _shift_axis(tuple(x.shape), x.dtype, axis)
    return Aval(tuple(x.shape), x.dtype)


QR = define_op("QR", OpKind.OTHER, attrs={"mode": "full"}, n_outputs=2, differentiable=False, public=False,
               doc="QR(mode='full')(x): the QR decomposition of a 2-D float matrix: q (m, m) and r (m, n) "
                   "('full', 'r') or q (m, k) and r (k, n) ('economic'), k = min(m, n).")


def _qr_shapes(shape: Tuple[Any, ...], dtype: Any, mode: str) -> Tuple[Tuple[Any, Any], Tuple[Any, Any]]:
    if np.dtype(dtype).name not in ("float32", "float64"):
        raise DTypeError(f"For 'QR', the 'x' must be a Tensor of float32 or float64, but got {np.dtype(dtype).name}.")
    if len(shape) != 2:
        raise ShapeError(f"For 'QR', the 'x' must be 2-D, but got {len(shape)}-D.")
    if mode not in ("full", "r", "economic"):
        raise ShapeError(f"For 'QR', the 'mode' must be 'full', 'r' or 'economic', but got {mode!r}.")
    m, n = shape
    if mode == "economic":
        k = None if m is None or n is None else min(m, n)
        return (m, k), (k, n)
    return (m, m), (m, n)


@QR.def_impl
def _qr_impl(x: Any, mode: str = "full") -> Any:
    x = np.asarray(x)
    _qr_shapes(x.shape, x.dtype, mode)
    q, r = np.linalg.qr(x.astype(np.float64), mode="reduced" if mode == "economic" else "complete")
    return q.astype(x.dtype), r.astype(x.dtype)


@QR.def_infer
def _qr_infer(x: Aval, mode: str = "full") -> Tuple[Aval, Aval]:
    qs, rs = _qr_shapes(tuple(x.shape), x.dtype, mode)
    return Aval(qs, x.dtype), Aval(rs, x.dtype)


# --- TensorScatterElements ---------------------------------------------------------------------------------
class TensorScatterElements(CompositePrimitive):
    """TensorScatterElements(axis=0, reduction='none')(input_x, indices, updates): ops.tensor_scatter_elements."""

    _attrs = {"axis": 0, "reduction": "none"}

    def _check_attrs(self) -> None:
        axis, red = self.attrs["axis"], self.attrs["reduction"]
        if isinstance(axis, bool) or not isinstance(axis, int):
            raise ArgumentError(f"For 'TensorScatterElements', the 'axis' must be int, but got {type(axis).__name__}.")
        if red not in ("none", "add"):
            raise ShapeError(f"For 'TensorScatterElements', the 'reduction' must be 'none' or 'add', "
                             f"but got {red!r}.")

    def __call__(self, input_x: Any, indices: Any, updates: Any) -> Any:
        from . import functional as F

        return F.tensor_scatter_elements(input_x, indices, updates, self.attrs["axis"], self.attrs["reduction"])


__all__ = public_functions(globals())
