"""More primitives MindSpore's CPU op tests ``tests/st/ops/cpu/test_[n-z]*.py`` use (h-cpub, session 6).

Random ops (``RandomShuffle``/``shuffle``, ``RandomPoisson``/``random_poisson``) draw from msgraph's global
generator, or with non-zero seeds from the primitive's own stream (``random_extra.op_rng``): their values
cannot match MindSpore's generator; shapes, dtypes, permutation properties and errors do.
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..common.tensor import Tensor
from ..errors import ArgumentError, DTypeError, MsGraphError, OpRuntimeError, ShapeError
from ._compose import CompositePrimitive
from ._helpers import check_alloc, flit, is_tensorlike, np_dtype, shape_of, sum_to_shape, zeros_grad
from ._helpers import user_type
from .grad_path import grad_path, grad_path_rule
from .grad_prim_checks import first_float_dtype, pair_check
from .registry import RAISING_BPROP, raising_bprop
from .registry import OpKind, apply, bprop_getters, define_binary, define_op, op_function, prim, public_functions


def _check_seed_attrs(name: str, seed: Any, seed2: Any) -> None:
    for arg, v in (("seed", seed), ("seed2", seed2)):
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)):
            raise ArgumentError(f"For '{name}', the '{arg}' must be int, but got {user_type(v).__name__}.")
        if v < 0:
            raise ShapeError(f"For '{name}', the '{arg}' must be a non-negative int, but got {v}.")


def _fn_seed(name: str, seed: Any) -> int:
    """A function form's ``seed`` argument (None: 0, the global generator)."""
    if seed is None:
        return 0
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)):
        raise ArgumentError(f"For '{name}', the 'seed' must be int, but got {user_type(seed).__name__}.")
    if seed < 0:
        raise ShapeError(f"For '{name}', the 'seed' must be a non-negative int, but got {seed}.")
    return int(seed)


def _seeded(op: Any) -> type:
    from .random_extra import seeded_primitive

    cls = op.prim_class
    init = cls.__init__

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        _check_seed_attrs(self.name, self.attrs["seed"], self.attrs.get("seed2", self.attrs.get("offset", 0)))
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
    """MindSpore 2.10's CPU kernel with seeds: ``std::shuffle`` of the first axis with ``std::default_random_engine``
    seeded from (seed, seed2), one engine per primitive and shape (``random_extra.op_engine``)."""
    from .random_extra import _MinStdRand0, op_engine, op_rng

    x = np.asarray(x)
    if x.ndim == 0 or x.shape[0] <= 1:
        return x.copy()
    if not (seed or seed2):
        return x[op_rng("RandomShuffle", seed, seed2).permutation(x.shape[0])]
    engine = op_engine("RandomShuffle", seed, seed2, x.shape, _MinStdRand0)
    return x[engine.shuffle(list(range(x.shape[0])))]


@RANDOM_SHUFFLE.def_infer
def _random_shuffle_infer(x: Aval, seed: int = 0, seed2: int = 0) -> Aval:
    return Aval(tuple(x.shape), x.dtype)


RandomShuffle = _seeded(RANDOM_SHUFFLE)


@op_function
def shuffle(x: Any, seed: Any = None) -> Any:
    """x with its first axis randomly permuted (RandomShuffle)."""
    from .random_ops import seeded_draw

    _fn_seed("shuffle", seed)
    if not is_tensorlike(x):
        raise ArgumentError(f"For 'RandomShuffle', the 'input_x' must be a Tensor, but got {user_type(x).__name__}.")
    return seeded_draw(RandomShuffle, "shuffle", seed, x)


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
    """MindSpore 2.10's CPU kernel (:func:`stdengines.poisson_samples`): ``std::mt19937`` seeded with the PCG
    step of ``GetSeed(seed, seed2)`` (both 0: a random seed), continued by later calls; the samples of each rate
    in turn.  MindSpore 2.10's PyNative keeps one kernel per primitive, ``shape`` value and rate dtype: a call
    with the same ``shape`` and rates of another length continues the engine."""
    from ..common import stdengines
    from .random_extra import op_engine

    shape, rate = np.asarray(shape), np.asarray(rate)
    _poisson_check(shape.shape, shape.dtype, rate.dtype)
    if (shape < 0).any():
        raise ShapeError(f"For 'RandomPoisson', each dimension of 'shape' must be non-negative, "
                         f"but got {shape.tolist()}.")
    out_dt = _poisson_out_dtype(dtype)
    out_shape = tuple(int(d) for d in shape) + rate.shape
    check_alloc("RandomPoisson", out_shape, out_dt)
    engine = op_engine("RandomPoisson", seed, seed2, out_shape[:len(out_shape) - rate.ndim], lambda s: stdengines.MT19937(
        (s * 6364136223846793005 + 0xDA3E39CB94B95BDB) & 0xFFFFFFFFFFFFFFFF), (rate.dtype.name,))
    per_rate = int(np.prod(out_shape[:len(out_shape) - rate.ndim], dtype=np.int64))
    draws = stdengines.poisson_samples(engine, rate, per_rate, out_dt.kind in "iu")
    with np.errstate(invalid="ignore"):
        return draws.astype(out_dt).reshape(out_shape)


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

    from ..common.seed import _get_graph_seed

    _fn_seed("random_poisson", seed)
    if not is_tensorlike(shape):
        raise ArgumentError(f"For 'RandomPoisson', the 'shape' must be a Tensor, but got {user_type(shape).__name__}.")
    if not is_tensorlike(rate):
        raise ArgumentError(f"For 'RandomPoisson', the 'rate' must be a Tensor, but got {user_type(rate).__name__}.")
    s1, s2 = _get_graph_seed(seed, "random_poisson")   # a new primitive per call, as MindSpore's function
    return apply(RandomPoisson(seed=s1, seed2=s2, dtype=float32 if dtype is None else dtype), (shape, rate))


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
    xm = np.moveaxis(x, ax, -1)
    fill = np.nan if x.dtype.kind == "f" else 0
    if method in ("std", "var") and np.any(((end - start) == 1) & (min_periods <= 1)) and x.size:
        raise OpRuntimeError("Failure info [Divisor n must be lager than 1.].")
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        out = _rolling_reduce(xm, start, end, method)
    out[..., (end - start) < min_periods] = fill
    return np.moveaxis(out, -1, ax)


def _window_seq_sum(v: np.ndarray, start: np.ndarray, end: np.ndarray, acc: Any) -> np.ndarray:
    """Each window's elements ``v[..., start[k]:end[k]]`` added one by one in dtype ``acc`` (a C loop's order),
    for every window k at once."""
    out = np.zeros(v.shape[:-1] + (len(start),), acc)
    for t in range(int(np.max(end - start, initial=0))):
        idx = start + t
        ok = idx < end
        term = v[..., np.minimum(idx, v.shape[-1] - 1)].astype(acc)
        out = np.where(ok, out + term, out).astype(acc, copy=False)
    return out


def _rolling_reduce(xm: np.ndarray, start: np.ndarray, end: np.ndarray, method: str) -> np.ndarray:
    """MindSpore 2.10's CPU Rolling kernel (measured: docs/differences.md, Session 51 (lead)): sum / mean add a window in order in the
    input's dtype (mean: that sum / its count, in the dtype); var / std two passes in double (the mean, then the
    squared deviations, in order) over n - 1, rounded to the dtype, std the dtype's sqrt of that; max / min skip NaN."""
    t = xm.dtype
    count = np.maximum(end - start, 1)
    if method in ("max", "min"):
        # NaN skipped, as MindSpore's comparison loop (and pandas) does; a window of NaN only gives NaN (pandas;
        # MindSpore's kernel starts max from FLT_MIN, min from FLT_MAX: its all-NaN / all-negative max is FLT_MIN)
        f = np.fmax.reduce if method == "max" else np.fmin.reduce
        out = np.zeros(xm.shape[:-1] + (len(start),), t)
        for k in range(len(start)):
            i, j = int(start[k]), int(end[k])
            if j > i:
                out[..., k] = f(xm[..., i:j], axis=-1)
        return out
    if method in ("sum", "mean"):
        s = _window_seq_sum(xm, start, end, t)
        if method == "sum":
            return s
        if t.kind == "f":
            return (s / count.astype(t)).astype(t)
        return (np.sign(s) * (np.abs(s) // count)).astype(t)   # C's integer division (toward zero)
    d = xm.astype(np.float64)
    mean = _window_seq_sum(d, start, end, np.float64) / count
    q = np.zeros_like(mean)
    for u in range(int(np.max(end - start, initial=0))):
        idx = start + u
        ok = idx < end
        dev = d[..., np.minimum(idx, d.shape[-1] - 1)] - mean
        q = np.where(ok, q + dev * dev, q)
    var = (q / (count - 1)).astype(t)
    if method == "var":
        return var
    return np.sqrt(var).astype(t) if t.kind == "f" else np.sqrt(var.astype(np.float64)).astype(t)


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
    fill = np.asarray(fill_value)
    if x.dtype == np.float64:   # MindSpore 2.10's CPU kernel runs float32: Float64 values and fill come back rounded
        with np.errstate(over="ignore"):
            x, fill = x.astype(np.float32).astype(np.float64), fill.astype(np.float32)
    n = x.shape[ax]
    out = np.empty_like(x)
    xm, om = np.moveaxis(x, ax, -1), np.moveaxis(out, ax, -1)
    p = max(-n, min(n, int(periods)))
    fill = fill.astype(x.dtype)
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


QR = define_op("QR", OpKind.OTHER, attrs={"mode": "full"}, n_outputs=2, public=False,
               doc="QR(mode='full')(x): the QR decomposition of a 2-D float matrix: q (m, m) and r (m, n) "
                   "('full', 'r') or q (m, k) and r (k, n) ('economic'), k = min(m, n).")
raising_bprop(QR, 'Qr')   # MindSpore 2.10 defines no gradient (h-grad26)


def _qr_shapes(shape: Tuple[Any, ...], dtype: Any, mode: str) -> Tuple[Tuple[Any, Any], Tuple[Any, Any]]:
    if np.dtype(dtype).name not in ("float16", "float32", "float64"):   # float16 runs on MindSpore 2.10 (dt52)
        raise DTypeError(f"For 'QR', the 'x' must be a Tensor of float16, float32 or float64, but got "
                         f"{np.dtype(dtype).name}.")
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
            raise ArgumentError(f"For 'TensorScatterElements', the 'axis' must be int, but got {user_type(axis).__name__}.")
        if red not in ("none", "add"):
            raise ShapeError(f"For 'TensorScatterElements', the 'reduction' must be 'none' or 'add', "
                             f"but got {red!r}.")

    def __call__(self, input_x: Any, indices: Any, updates: Any) -> Any:
        from . import functional as F

        if is_tensorlike(input_x) and is_tensorlike(updates) and np_dtype(input_x) != np_dtype(updates):
            # (the primitive does not cast updates: MindSpore 2.10's TypeError; msgraph wrote them cast)
            raise DTypeError("For primitive[TensorScatterElements], the input type must be same.")
        return F.tensor_scatter_elements(input_x, indices, updates, self.attrs["axis"], self.attrs["reduction"])


# --- PSROIPooling / PSROIPoolingGrad (R-FCN position-sensitive ROI average pooling) ------------------------
class KernelLaunchError(MsGraphError, RuntimeError):
    """A check MindSpore's CPU kernel makes when it runs (a RuntimeError there)."""


def _psroi_attrs(name: str, spatial_scale: Any, group_size: Any, output_dim: Any) -> None:
    if isinstance(spatial_scale, bool) or not isinstance(spatial_scale, (int, float)):
        raise ArgumentError(f"For '{name}', the 'spatial_scale' must be float, but got {user_type(spatial_scale).__name__}.")
    if spatial_scale <= 0:
        raise ShapeError(f"For '{name}', the 'spatial_scale' must be positive, but got {spatial_scale}.")
    for arg, v in (("group_size", group_size), ("output_dim", output_dim)):
        if isinstance(v, bool) or not isinstance(v, int):
            raise ArgumentError(f"For '{name}', the '{arg}' must be int, but got {user_type(v).__name__}.")
        if v <= 0:
            raise ShapeError(f"For '{name}', the '{arg}' must be positive, but got {v}.")


def _psroi_dtype(name: str, arg: str, x: Any) -> None:
    if not is_tensorlike(x):
        raise ArgumentError(f"For '{name}', the '{arg}' must be a Tensor, but got {user_type(x).__name__}.")
    if np.dtype(x.dtype).name not in ("float16", "float32"):
        raise DTypeError(f"For '{name}', the '{arg}' must be a Tensor of float16 or float32, "
                         f"but got {np.dtype(x.dtype).name}.")


def _psroi_rois(name: str, rois_shape: Tuple[Any, ...]) -> None:
    if len(rois_shape) != 3 or rois_shape[1] not in (5, None):
        raise ShapeError(f"For '{name}', the 'rois' must be a 3-D Tensor of shape (batch, 5, rois_num), "
                         f"but got {list(rois_shape)}.")


def _c_round(v: np.ndarray) -> np.ndarray:
    return np.sign(v) * np.floor(np.abs(v) + 0.5)


def _psroi_bins(rois: np.ndarray, spatial_scale: float, g: int, height: int, width: int, last: int = 0):
    """For each roi n (rois (B, 5, R) read as n = b * R + r): its image and the [start, end) rows and columns of
    its g x g bins, as MindSpore's kernels compute them (rounded scaled corners, floor/ceil bin edges; the
    forward kernel's bins end before the last row and column: ``last`` = 1)."""
    dt = rois.dtype
    r = np.moveaxis(rois, 1, 2).reshape(-1, 5)
    scale = dt.type(spatial_scale)
    x1, y1 = _c_round(r[:, 1] * scale), _c_round(r[:, 2] * scale)
    x2, y2 = _c_round(r[:, 3] * scale), _c_round(r[:, 4] * scale)
    bw = np.maximum(x2 - x1, dt.type(0.1)) / dt.type(g)
    bh = np.maximum(y2 - y1, dt.type(0.1)) / dt.type(g)
    k = np.arange(g, dtype=dt)
    hs = np.clip(np.floor(k[None] * bh[:, None] + y1[:, None]), 0, height).astype(np.int64)
    he = np.clip(np.ceil((k[None] + 1) * bh[:, None] + y1[:, None]), 0, height - last).astype(np.int64)
    ws = np.clip(np.floor(k[None] * bw[:, None] + x1[:, None]), 0, width).astype(np.int64)
    we = np.clip(np.ceil((k[None] + 1) * bw[:, None] + x1[:, None]), 0, width - last).astype(np.int64)
    return r[:, 0].astype(np.int64), hs, he, ws, we


PS_ROI_POOLING = define_op("PSROIPooling", OpKind.OTHER,
                           attrs={"spatial_scale": 1.0, "group_size": 1, "output_dim": 1},
                           doc="PSROIPooling(spatial_scale, group_size, output_dim)(features, rois): position-"
                               "sensitive average pooling of each roi (rois (batch, 5, rois_num): image index, x1, "
                               "y1, x2, y2) into (batch * rois_num, output_dim, group_size, group_size).")


def _psroi_infer_shape(xs: Tuple[Any, ...], rs: Tuple[Any, ...], group_size: int, output_dim: int) -> Tuple[Any, ...]:
    if len(xs) != 4:
        raise ShapeError(f"For 'PSROIPooling', the 'features' must be a 4-D Tensor, but got {len(xs)}-D.")
    _psroi_rois("PSROIPooling", rs)
    c = output_dim * group_size * group_size
    if xs[1] is not None and xs[1] != c:
        raise KernelLaunchError(f"For 'PSROIPooling', the channels of 'features' must be output_dim * group_size ** 2 "
                                f"= {c}, but got {xs[1]}.")
    n = None if rs[0] is None or rs[2] is None else rs[0] * rs[2]
    return (n, output_dim, group_size, group_size)


@PS_ROI_POOLING.def_impl
def _ps_roi_pooling_impl(x: Any, rois: Any, spatial_scale: float = 1.0, group_size: int = 1,
                         output_dim: int = 1) -> Any:
    for arg, v in (("features", x), ("rois", rois)):
        _psroi_dtype("PSROIPooling", arg, v)
    x, rois = np.asarray(x), np.asarray(rois)
    g = group_size
    out_shape = _psroi_infer_shape(x.shape, rois.shape, g, output_dim)
    bi, hs, he, ws, we = _psroi_bins(rois, spatial_scale, g, x.shape[2], x.shape[3], last=1)
    out = np.zeros(out_shape, x.dtype)
    ctop = np.arange(output_dim) * g * g
    for n in range(out_shape[0]):
        for ph in range(g):
            for pw in range(g):
                h0, h1, w0, w1 = hs[n, ph], he[n, ph], ws[n, pw], we[n, pw]
                if h1 > h0 and w1 > w0:
                    region = x[bi[n], ctop + ph * g + pw, h0:h1, w0:w1].astype(np.float64)
                    out[n, :, ph, pw] = region.sum(axis=(1, 2)) / ((h1 - h0) * (w1 - w0))
    return out


@PS_ROI_POOLING.def_infer
def _ps_roi_pooling_infer(x: Any, rois: Any, spatial_scale: float = 1.0, group_size: int = 1,
                          output_dim: int = 1) -> Aval:
    for arg, v in (("features", x), ("rois", rois)):
        _psroi_dtype("PSROIPooling", arg, v)
    return Aval(_psroi_infer_shape(tuple(x.shape), tuple(rois.shape), group_size, output_dim), x.dtype)


def _psroi_input_size(v: Any) -> Tuple[int, int]:
    if isinstance(v, int) and not isinstance(v, bool):
        v = (v, v)
    if not isinstance(v, tuple) or len(v) != 2 or not all(isinstance(d, int) and not isinstance(d, bool) for d in v):
        raise ArgumentError(f"For 'PSROIPoolingGrad', the 'input_size' must be an int or a tuple of 2 ints, "
                            f"but got {v!r}.")
    if min(v) <= 0:
        raise ShapeError(f"For 'PSROIPoolingGrad', the 'input_size' must be positive, but got {v}.")
    return v


PS_ROI_POOLING_GRAD = define_op("PSROIPoolingGrad", OpKind.OTHER,
                                attrs={"input_size": 1, "spatial_scale": 1.0, "group_size": 1, "output_dim": 1},
                                differentiable=False,
                                doc="PSROIPoolingGrad(input_size, spatial_scale, group_size, output_dim)(dy, rois): "
                                    "the gradient of PSROIPooling for features of spatial size input_size.")


def _psroi_grad_shape(ds: Tuple[Any, ...], rs: Tuple[Any, ...], input_size: Any, group_size: int,
                      output_dim: int) -> Tuple[Any, ...]:
    if len(ds) != 4:
        raise ShapeError(f"For 'PSROIPoolingGrad', the 'dy' must be a 4-D Tensor, but got {len(ds)}-D.")
    _psroi_rois("PSROIPoolingGrad", rs)
    n = None if rs[0] is None or rs[2] is None else rs[0] * rs[2]
    want = (n, output_dim, group_size, group_size)
    if any(a is not None and b is not None and a != b for a, b in zip(ds, want)):
        raise KernelLaunchError(f"For 'PSROIPoolingGrad', the shape of 'dy' must be {list(want)}, but got {list(ds)}.")
    h, w = _psroi_input_size(input_size)
    return (rs[0], output_dim * group_size * group_size, h, w)


@PS_ROI_POOLING_GRAD.def_impl
def _ps_roi_pooling_grad_impl(dy: Any, rois: Any, input_size: Any = 1, spatial_scale: float = 1.0,
                              group_size: int = 1, output_dim: int = 1) -> Any:
    for arg, v in (("dy", dy), ("rois", rois)):
        _psroi_dtype("PSROIPoolingGrad", arg, v)
    dy, rois = np.asarray(dy), np.asarray(rois)
    g = group_size
    dx_shape = _psroi_grad_shape(dy.shape, rois.shape, input_size, g, output_dim)
    bi, hs, he, ws, we = _psroi_bins(rois, spatial_scale, g, dx_shape[2], dx_shape[3])
    dx = np.zeros(dx_shape, np.float64)
    ctop = np.arange(output_dim) * g * g
    for n in range(dy.shape[0]):
        for ph in range(g):
            for pw in range(g):
                h0, h1, w0, w1 = hs[n, ph], he[n, ph], ws[n, pw], we[n, pw]
                if h1 > h0 and w1 > w0:
                    share = dy[n, :, ph, pw].astype(np.float64) / ((h1 - h0) * (w1 - w0))
                    dx[bi[n], ctop + ph * g + pw, h0:h1, w0:w1] += share[:, None, None]
    return dx.astype(dy.dtype)


@PS_ROI_POOLING_GRAD.def_infer
def _ps_roi_pooling_grad_infer(dy: Any, rois: Any, input_size: Any = 1, spatial_scale: float = 1.0,
                               group_size: int = 1, output_dim: int = 1) -> Aval:
    for arg, v in (("dy", dy), ("rois", rois)):
        _psroi_dtype("PSROIPoolingGrad", arg, v)
    return Aval(_psroi_grad_shape(tuple(dy.shape), tuple(rois.shape), input_size, group_size, output_dim), dy.dtype)


def _psroi_checked(op: Any, n_inputs: int, arg_error: type) -> None:
    cls = op.prim_class
    init = cls.__init__

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        a = self.attrs
        _psroi_attrs(self.name, a["spatial_scale"], a["group_size"], a["output_dim"])
        if "input_size" in a:
            a["input_size"] = _psroi_input_size(a["input_size"])

    def __call__(self: Any, *args: Any) -> Any:
        if len(args) != n_inputs:
            raise arg_error(f"For '{self.name}', the number of inputs must be {n_inputs}, but got {len(args)}.")
        return apply(self, args)

    cls.__init__ = __init__
    cls.__call__ = __call__


_psroi_checked(PS_ROI_POOLING, 2, ArgumentError)
_psroi_checked(PS_ROI_POOLING_GRAD, 2, ShapeError)  # MindSpore: a TypeError for the forward, ValueError here
PSROIPooling = PS_ROI_POOLING.prim_class
PSROIPoolingGrad = PS_ROI_POOLING_GRAD.prim_class


@bprop_getters.register(PSROIPooling)
def _ps_roi_pooling_bprop(self: Any):
    a = self.attrs

    def bprop(x, rois, out, dout):
        s = tuple(x.shape)
        dx = apply(prim(PS_ROI_POOLING_GRAD, input_size=(s[2], s[3]), spatial_scale=a["spatial_scale"],
                        group_size=a["group_size"], output_dim=a["output_dim"]), (dout, rois))
        return dx, zeros_grad(rois)
    return bprop


# --- PadV3 / PadV3Grad ------------------------------------------------------------------------------------
_PADV3_MODES = {"constant": "constant", "reflect": "reflect", "edge": "edge", "circular": "wrap"}


def _padv3_pairs(name: str, ndim: int, paddings: Any, contiguous: bool) -> Tuple[Tuple[int, int], ...]:
    """(before, after) per dimension of a rank-ndim input from MindSpore's flat paddings (last dim first)."""
    p = np.asarray(paddings.asnumpy() if hasattr(paddings, "asnumpy") else paddings)
    if p.ndim != 1 or p.dtype.kind not in "iu":
        raise ArgumentError(f"For '{name}', the 'paddings' must be a 1-D tuple or Tensor of ints, but got {paddings!r}.")
    if len(p) % 2 or len(p) // 2 > ndim:
        raise ShapeError(f"For '{name}', the length of 'paddings' must be even and at most {2 * ndim}, "
                         f"but got {len(p)}.")
    k = len(p) // 2
    pairs = [(0, 0)] * ndim
    for i in range(k):
        pairs[ndim - 1 - i] = (int(p[2 * i]), int(p[2 * i + 1])) if contiguous else (int(p[i]), int(p[k + i]))
    return tuple(pairs)


def _padv3_rank(mode: str, ndim: int, n_pads: int) -> None:
    """MindSpore's PadV3: the edge/reflect/circular modes pad a 3-D, 4-D or 5-D input by 2, 4 or 6 values."""
    if mode == "constant":
        return
    if ndim < 3:
        raise ShapeError(f"For primitive[PadV3], the input dims for edge, reflect or circular mode must be greater "
                         f"than or equal to 3, but got {ndim}.")
    if n_pads != 2 * (ndim - 2):
        raise ShapeError(f"For primitive[PadV3], the input dims when padding's size equal {n_pads} must be equal to "
                         f"{n_pads // 2 + 2}, but got {ndim}.")


def _padv3_maps(name: str, shape: Tuple[int, ...], pairs: Tuple[Tuple[int, int], ...], mode: str) -> list:
    """For each dimension, the input index each output position reads (-1: the constant): negative pads crop
    first, then the positive ones pad what is left (MindSpore's order)."""
    if mode not in _PADV3_MODES:
        raise ShapeError(f"For '{name}', the 'mode' must be 'constant', 'reflect', 'edge' or 'circular', "
                         f"but got {mode!r}.")
    maps = []
    for d, (b, a) in zip(shape, pairs):
        idx = np.arange(d)[max(-b, 0):d - max(-a, 0)]
        b, a = max(b, 0), max(a, 0)
        if b or a:
            if mode == "constant":
                idx = np.pad(idx, (b, a), constant_values=-1)
            else:
                if len(idx) == 0 or (mode == "reflect" and max(b, a) >= len(idx)) or \
                        (mode == "circular" and max(b, a) > len(idx)):
                    raise ShapeError(f"For '{name}', the padding ({b}, {a}) is too large for a dimension of size "
                                     f"{len(idx)} in '{mode}' mode.")
                idx = np.pad(idx, (b, a), mode=_PADV3_MODES[mode])
        maps.append(idx)
    return maps


PAD_V3 = define_op("PadV3", OpKind.OTHER, attrs={"mode": "constant", "paddings_contiguous": True},
                   const_inputs=(1,),
                   doc="PadV3(mode='constant', paddings_contiguous=True)(x, paddings, value=0): x padded "
                       "(constant/reflect/edge/circular; negative paddings crop) by flat paddings, last dim first.")


@PAD_V3.def_impl
def _pad_v3_impl(x: Any, paddings: Any, value: Any = 0, mode: str = "constant", paddings_contiguous: bool = True) -> Any:
    x = np.asarray(x)
    _padv3_rank(mode, x.ndim, np.size(paddings))
    maps = _padv3_maps("PadV3", x.shape, _padv3_pairs("PadV3", x.ndim, paddings, paddings_contiguous), mode)
    out = x[np.ix_(*[np.maximum(m, 0) for m in maps])] if x.size else np.zeros(tuple(len(m) for m in maps), x.dtype)
    if mode == "constant":
        hole = np.zeros(out.shape, bool)
        for ax, m in enumerate(maps):
            hole |= (m < 0).reshape((-1,) + (1,) * (x.ndim - 1 - ax))
        out = np.where(hole, np.asarray(0 if value is None else value).astype(x.dtype), out)
    return out


@PAD_V3.def_infer
def _pad_v3_infer(x: Aval, paddings: Any, value: Any = 0, mode: str = "constant",
                  paddings_contiguous: bool = True) -> Aval:
    if isinstance(paddings, Aval):  # a runtime Tensor: the padded sizes are known when it runs
        if paddings.shape and paddings.shape[0] is not None:
            _padv3_rank(mode, len(x.shape), paddings.shape[0])
        return Aval((None,) * len(x.shape), x.dtype)
    _padv3_rank(mode, len(x.shape), np.size(paddings))
    pairs = _padv3_pairs("PadV3", len(x.shape), paddings, paddings_contiguous)
    return Aval(tuple(None if d is None else d + a + b for d, (b, a) in zip(x.shape, pairs)), x.dtype)


PAD_V3_GRAD = define_op("PadV3Grad", OpKind.OTHER, attrs={"mode": "reflect", "paddings_contiguous": True},
                        const_inputs=(1,), differentiable=False,
                        doc="PadV3Grad(mode='reflect', paddings_contiguous=True)(dy, paddings): the gradient of "
                            "PadV3 (each padded value's gradient added back to the element it copies).")


def _padv3_grad_shape(ds: Tuple[int, ...], pairs: Tuple[Tuple[int, int], ...]) -> Tuple[int, ...]:
    return tuple(None if d is None else d - b - a for d, (b, a) in zip(ds, pairs))


@PAD_V3_GRAD.def_impl
def _pad_v3_grad_impl(dy: Any, paddings: Any, mode: str = "reflect", paddings_contiguous: bool = True) -> Any:
    dy = np.asarray(dy)
    pairs = _padv3_pairs("PadV3Grad", dy.ndim, paddings, paddings_contiguous)
    xs = _padv3_grad_shape(dy.shape, pairs)
    if min(xs, default=1) < 0:
        raise ShapeError(f"For 'PadV3Grad', the paddings {paddings!r} are larger than 'dy' {list(dy.shape)}.")
    maps = _padv3_maps("PadV3Grad", xs, pairs, mode)
    keep = [m >= 0 for m in maps]
    dx = np.zeros(xs, np.float64 if dy.dtype.kind == "f" else dy.dtype)
    sub = dy[np.ix_(*keep)] if dy.size else dy
    np.add.at(dx, np.ix_(*[m[k] for m, k in zip(maps, keep)]), sub)
    return dx.astype(dy.dtype)


@PAD_V3_GRAD.def_infer
def _pad_v3_grad_infer(dy: Aval, paddings: Any, mode: str = "reflect", paddings_contiguous: bool = True) -> Aval:
    if isinstance(paddings, Aval):
        return Aval((None,) * len(dy.shape), dy.dtype)
    return Aval(_padv3_grad_shape(tuple(dy.shape), _padv3_pairs("PadV3Grad", len(dy.shape), paddings,
                                                                  paddings_contiguous)), dy.dtype)


PadV3 = PAD_V3.prim_class
PadV3Grad = PAD_V3_GRAD.prim_class


@bprop_getters.register(PadV3)
def _pad_v3_bprop(self: Any):
    g = prim(PAD_V3_GRAD, mode=self.attrs["mode"], paddings_contiguous=self.attrs["paddings_contiguous"])

    def bprop(x, paddings, *rest):
        dout = rest[-1]
        value_grad = (zeros_grad(rest[0]),) if len(rest) == 3 else ()
        return (apply(g, (dout, paddings)), zeros_grad(paddings)) + value_grad
    return bprop


# --- elementwise gradient primitives of MindSpore's _grad_ops ------------------------------------------------
def _float_pair(name: str, fn: Any, out_dtype: Any = np.result_type) -> Any:
    def impl(a: Any, b: Any) -> np.ndarray:
        a, b = np.asarray(a), np.asarray(b)
        for v in (a, b):
            if v.dtype.kind != "f":
                raise DTypeError(f"For '{name}', the inputs must be float Tensors, but got {v.dtype.name}.")
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
            return np.asarray(fn(a, b)).astype(out_dtype(a, b), copy=False)
    return impl


def _sigmoid_np(x: np.ndarray) -> np.ndarray:
    with np.errstate(over="ignore"):
        return 1.0 / (1.0 + np.exp(-x))


def _softplus_grad_np(d: np.ndarray, x: np.ndarray) -> np.ndarray:
    """MindSpore 2.10's CPU SoftplusGrad: float32 ``dy / (1 + e)`` with e nnacl's exp of -x (bit for bit, all of
    4096 values; with numpy's exp 1583 differed, up to 200 ulps: act31), float16 so in float32 and rounded once;
    float64 computed so in float32 and widened (MindSpore 2.10 does: act32); other dtype pairs ``dy * sigmoid(x)``."""
    from ._nnacl import nnacl_exp
    from .math import _blocked

    if (d.dtype in (np.float16, np.float32) and x.dtype in (np.float16, np.float32)) or \
            (d.dtype == np.float64 and x.dtype == np.float64):
        # (float64: MindSpore 2.10's kernel computes it in float32, all of 4096 values its float32 ones: act32)
        rt = np.result_type(d, x)
        with np.errstate(over="ignore"):
            x32 = x.astype(np.float32)
            e = _blocked(lambda v: nnacl_exp(-v), x32)   # (in cache-sized blocks)
            e = np.where(np.isnan(x32), np.float32(np.inf), e)   # MindSpore 2.10: 0 at a NaN x (adapt34b)
            e += np.float32(1)
            return (d.astype(np.float32) / e).astype(rt, copy=False)
    return d * _sigmoid_np(x)


def _sqrt_grad_bprop(y: Any, d: Any, out: Any, dout: Any) -> Tuple[Any, Any]:
    """MindSpore's SqrtGradGrad (h-gpub): d/dy = -dout * out / y, d/d(dy) = dout / (2 y)."""
    from . import functional as F

    g = F.div(dout, y)
    return F.neg(F.mul(g, out)), F.mul(g, 0.5)


def _sqrt_grad_np(y: Any, d: Any) -> np.ndarray:
    """SqrtGrad's definition: ``dy / (2 y)`` for floats (-inf at y = -0.0); complex: ``dy / conj(y * 2)``,
    MindSpore 2.10's CPU kernel with C's complex ``*`` and ``/`` (bit for bit: ``_c99complex``), y and dy of one
    complex dtype (a complex64/complex128 or complex/float pair is its kernel-select TypeError)."""
    y, d = np.asarray(y), np.asarray(d)
    if "c" not in (y.dtype.kind, d.dtype.kind):
        return _float_pair("SqrtGrad", lambda y, d: d / (2 * y))(y, d)
    if y.dtype != d.dtype:
        raise DTypeError(f"For 'SqrtGrad', the inputs must be both float or both complex Tensors of one dtype, "
                         f"but got {y.dtype.name} and {d.dtype.name}.")
    from ._c99complex import c99_div, c99_mul, from_parts

    with np.errstate(all="ignore"):
        re, im = c99_mul(y.real, y.imag, np.full_like(y.real, 2), np.zeros_like(y.real))
        return from_parts(*c99_div(d.real, d.imag, re, -im), y.dtype)


SQRT_GRAD, SqrtGrad, _P_SQRT_GRAD, _ = define_binary(
    "SqrtGrad", _sqrt_grad_np,
    lambda t, y, d: f"({d} / ({flit(t, 2.0)} * {y}))", _sqrt_grad_bprop,
    promote=first_float_dtype, call_check=pair_check("SqrtGrad"),
    doc="SqrtGrad()(y, dy): dy / (2 y) (complex: dy / conj(2 y)), y = sqrt(x) the forward output "
        "(differentiable: SqrtGradGrad).")
def _relu6_grad_np(d: np.ndarray, x: np.ndarray) -> np.ndarray:
    """MindSpore 2.10's CPU ReLU6Grad: x compared as float32 (a float64 x too: 6.0000000001 passes, 1e-50 does
    not), the result in dy's dtype, a float64 dy through float32 (0.55 -> 0.550000011920929); float16 dy stays
    float16 (vd49p's left item, measured over the float16 / float32 / float64 pairs)."""
    x32 = x.astype(np.float32)
    d = d.astype(np.float32) if d.dtype == np.float64 else d
    return np.where((x32 > 0) & (x32 <= 6), d, 0)


def _relu6_grad_kernel(t: Any, d: str, x: str) -> str:
    dv = f"np.float32({d})" if np.dtype(t) == np.float64 else d    # (the member's cast widens it back)
    return (f"({dv} if np.float32({x}) > np.float32(0.0) and np.float32({x}) <= np.float32(6.0) "
            f"else {flit(t, 0.0)})")


RELU6_GRAD, ReLU6Grad, _P_RELU6_GRAD, _ = define_binary(
    "ReLU6Grad", _float_pair("ReLU6Grad", _relu6_grad_np, lambda d, x: d.dtype), _relu6_grad_kernel, None,
    promote=first_float_dtype, no_cast=(1,),
    doc="ReLU6Grad()(dy, x): dy where 0 < x <= 6, else 0, in dy's dtype (MindSpore's CPU kernel: x compared as "
        "float32, a float64 dy through float32).")


def _softplus_grad_bprop(dy: Any, x: Any, out: Any, dout: Any) -> Tuple[Any, Any]:
    from . import functional as F

    sig = F.sigmoid(x)
    # d/d(dy) is the kernel itself, SoftplusGrad(dout, x), as MindSpore's bprop: its float32 rounding, a float64
    # input's computed in float32 (measured, session 51, dt51/softplus_grad_grad_f64); it was dout * sigmoid(x)
    return _P_SOFTPLUS_GRAD(dout, x), F.mul(F.mul(dout, dy), F.mul(sig, F.sub(1, sig)))


def _softplus_grad_kernel(t: Any, d: str, x: str) -> str:
    """The kernel of :func:`_softplus_grad_np`: float32 with nnacl's exp, float16 that in float32 rounded once."""
    if np.dtype(t) in (np.float16, np.float32, np.float64):
        e = f"(np.float32(np.inf) if {x} != {x} else vm.nnacl_exp(-np.float32({x})))"   # (NaN x: 0, as MindSpore)
        r = f"(np.float32({d}) / (np.float32(1.0) + {e}))"
        return r if np.dtype(t) == np.float32 else f"np.{np.dtype(t).name}({r})"
    return f"({d} / ({flit(t, 1.0)} + math.exp(-{x})))"


SOFTPLUS_GRAD, SoftplusGrad, _P_SOFTPLUS_GRAD, _ = define_binary(
    "SoftplusGrad", _float_pair("SoftplusGrad", lambda d, x: _softplus_grad_np(d, x)),
    lambda t, d, x: _softplus_grad_kernel(t, d, x), _softplus_grad_bprop,
    doc="SoftplusGrad()(dy, x): dy * sigmoid(x), the gradient of Softplus (differentiable: SoftplusGradGrad).")

SOFT_SHRINK_GRAD = define_op("SoftShrinkGrad", OpKind.OTHER, attrs={"lambd": 0.5}, differentiable=False,
                             doc="SoftShrinkGrad(lambd=0.5)(input_grad, input_x): input_grad where |input_x| > "
                                 "lambd, else 0.")


@SOFT_SHRINK_GRAD.def_impl
def _soft_shrink_grad_impl(grad: Any, x: Any, lambd: float = 0.5) -> Any:
    grad, x = np.asarray(grad), np.asarray(x)
    _soft_shrink_grad_check(grad.shape, grad.dtype, x.shape, x.dtype)
    xc, lam = x.astype(np.float32, copy=False), np.float32(lambd)   # (float16 x against a float32 lambd, as MindSpore)
    return np.where((xc >= -lam) & (xc <= lam), 0, grad).astype(grad.dtype)   # NaN x: grad (MindSpore)


def _soft_shrink_grad_check(gs: Any, gt: Any, xs: Any, xt: Any) -> None:
    for v in (gt, xt):
        if np.dtype(v).name not in ("float16", "float32"):
            raise DTypeError(f"For 'SoftShrinkGrad', the inputs must be float16 or float32 Tensors, "
                             f"but got {np.dtype(v).name}.")
    if tuple(gs) != tuple(xs):
        raise ShapeError(f"For 'SoftShrinkGrad', the shapes of 'input_grad' {list(gs)} and 'input_x' {list(xs)} "
                         f"must be the same.")


@SOFT_SHRINK_GRAD.def_infer
def _soft_shrink_grad_infer(grad: Aval, x: Aval, lambd: float = 0.5) -> Aval:
    _soft_shrink_grad_check(grad.shape, grad.dtype, x.shape, x.dtype)
    return Aval(tuple(grad.shape), grad.dtype)


SoftShrinkGrad = SOFT_SHRINK_GRAD.prim_class
raising_bprop(SOFT_SHRINK_GRAD, "SoftShrinkGrad")   # MindSpore 2.10 defines none: softshrink's 2nd order raises
raising_bprop(RELU6_GRAD, "ReLU6Grad")              # likewise (adapt36gpu: st ops/gpu *_grad_grad variants)

# A first-order-only gradient: the identity whose gradient raises MindSpore's RuntimeError for the grad primitive
# ``name`` (MindSpore 2.10 defines no bprop for HSwishGrad, FastGeLUGrad, HShrinkGrad, LogitGrad...: a second-order
# gradient through HSwish / FastGeLU / HShrink / Logit raises there); msgraph's compositions of those grad primitives
# end in it (session 36, adapt36gpu).
FIRST_ORDER = define_op("FirstOrderGrad", OpKind.OTHER, attrs={"name": "", "message": ""}, public=False,
                        doc="FirstOrderGrad(name)(dx, x): dx (computed from x); differentiating it is MindSpore's "
                            "RuntimeError for name.")


@FIRST_ORDER.def_impl
def _first_order_impl(dx: Any, x: Any, name: str = "", message: str = "") -> Any:
    return np.asarray(dx)


@FIRST_ORDER.def_infer
def _first_order_infer(dx: Aval, x: Aval, name: str = "", message: str = "") -> Aval:
    return dx


RAISING_BPROP.add(FIRST_ORDER.name)   # (its bprop raises with the name of the grad primitive it stands for)


@bprop_getters.register(FIRST_ORDER.prim_class)
def _first_order_bprop(self: Any) -> Any:
    text = self.attrs.get("message") or f"Illegal primitive {self.attrs['name']}'s bprop not defined"

    def bprop(*args: Any) -> Any:
        raise OpRuntimeError(text)
    return bprop


def first_order(name: str, dx: Any, x: Any, message: str = "") -> Any:
    """``dx``, a gradient MindSpore computes from the forward input ``x`` with grad primitive ``name`` (which has no
    gradient of its own: x is an input here so that a second-order gradient reaches it even where dx depends on x
    only through a comparison); ``message``: MindSpore's error text where it is not "bprop not defined"."""
    if message:
        return apply(prim(FIRST_ORDER, name=name, message=message), (dx, x))
    return apply(prim(FIRST_ORDER, name=name), (dx, x))


# Forward values whose gradient is a MindSpore grad primitive (left37): relu6 / hardsigmoid / logit are compositions
# here, their values pass through ``grad_path(rule, value, x)`` (grad_path.py) and x's gradient is ReLU6Grad,
# HSigmoidGrad or LogitGrad(eps), so a second-order gradient raises MindSpore's "Illegal primitive ... bprop not
# defined" as there.
@grad_path_rule("ReLU6Grad")
def _relu6_grad_rule(dout: Any, x: Any) -> Tuple[Any]:
    return (ReLU6Grad()(dout, x),)


@grad_path_rule("HSigmoidGrad")
def _hsigmoid_grad_rule(dout: Any, x: Any) -> Tuple[Any]:
    from .dyn_grad_ops import HSigmoidGrad

    return (HSigmoidGrad()(dout, x),)


@grad_path_rule("LogitGrad")
def _logit_grad_rule(dout: Any, x: Any, eps: float = -1.0) -> Tuple[Any]:
    from .st_gpu_a2 import LogitGrad

    return (first_order("LogitGrad", LogitGrad(eps)(dout, x), x),)


def grad_prim_path(grad: str, value: Any, x: Any, eps: float = -1.0) -> Any:
    """``value`` (its gradient stopped) with x's gradient MindSpore's grad primitive ``grad`` (ReLU6Grad,
    HSigmoidGrad, LogitGrad(eps))."""
    if grad == "LogitGrad":
        return grad_path(grad, value, x, eps=float(eps))
    return grad_path(grad, value, x)

SIGMOID_CE_GRAD = define_op("SigmoidCrossEntropyWithLogitsGrad", OpKind.OTHER, differentiable=False,
                            doc="SigmoidCrossEntropyWithLogitsGrad()(logits, labels, dout): (sigmoid(logits) - "
                                "labels) * dout.")


@SIGMOID_CE_GRAD.def_impl
def _sigmoid_ce_grad_impl(logits: Any, labels: Any, dout: Any) -> Any:
    """MindSpore 2.10's CPU kernel, bit for bit (measured): ``(s - labels) * dout`` with ``s = 1 / (1 + exp(-x))``
    for ``x >= 0`` and ``exp(x) / (1 + exp(x))`` below, exp a correctly rounded float32 exp; float16 op by op in
    float16, float32 in float32; float64 computed in float32 as MindSpore's kernel does (its float32 values widened;
    vd49gb)."""
    logits, labels, dout = np.asarray(logits), np.asarray(labels), np.asarray(dout)
    _sigmoid_ce_grad_check(logits.shape, labels.shape, dout.shape)
    out_t = logits.dtype
    t = np.float16 if out_t == np.float16 else np.float32
    x, y, d = (a.astype(t, copy=False) for a in (logits, labels, dout))
    one = t(1)
    w = np.float64 if t is np.float64 else np.float32   # the exp's precision (float32: a correctly rounded expf)
    with np.errstate(over="ignore", invalid="ignore"):
        e_neg = np.exp(-x.astype(np.float64)).astype(w).astype(t)
        e_pos = np.exp(x.astype(np.float64)).astype(w).astype(t)
        s = np.where(x >= 0, one / (one + e_neg), e_pos / (one + e_pos))
    return ((s - y) * d).astype(out_t)


def _sigmoid_ce_grad_check(*shapes: Any) -> None:
    if len({tuple(sh) for sh in shapes}) != 1:
        raise ShapeError(f"For 'SigmoidCrossEntropyWithLogitsGrad', 'logits', 'labels' and 'dout' must have the same "
                         f"shape, but got {[list(sh) for sh in shapes]}.")


@SIGMOID_CE_GRAD.def_infer
def _sigmoid_ce_grad_infer(logits: Aval, labels: Aval, dout: Aval) -> Aval:
    _sigmoid_ce_grad_check(logits.shape, labels.shape, dout.shape)
    return Aval(tuple(logits.shape), logits.dtype)


# MindSpore 2.10 defines no bprop for it: a second order through SigmoidCrossEntropyWithLogits raises there (msgraph's
# non-differentiable op gave silent zeros; grad46/second_order_no_bprop)
raising_bprop(SIGMOID_CE_GRAD, "SigmoidCrossEntropyWithLogitsGrad")


SigmoidCrossEntropyWithLogitsGrad = SIGMOID_CE_GRAD.prim_class


# --- SliceGrad / StridedSliceGrad (compositions: dy written into zeros through the forward's index) -------
class SliceGrad(CompositePrimitive):
    """SliceGrad()(dy, x, begin, size): zeros like x holding dy at x[begin:begin + size]."""

    def __call__(self, dy: Any, x: Any, begin: Any, size: Any) -> Any:
        from . import functional as F

        begin, size = tuple(begin), tuple(size)
        if len(begin) != len(shape_of(x)) or len(size) != len(begin):
            raise ShapeError(f"For 'SliceGrad', 'begin' and 'size' must have the rank of x ({len(shape_of(x))}), "
                             f"but got {len(begin)} and {len(size)}.")
        for v in (dy, x):   # MindSpore 2.10's CPU SliceGrad: no int8 / unsigned / complex kernel (a TypeError)
            if is_tensorlike(v) and (np.dtype(np_dtype(v)).kind in "uc" or np.dtype(np_dtype(v)) == np.int8):
                raise DTypeError(f"For 'SliceGrad', the CPU kernel does not support a {np.dtype(np_dtype(v)).name} "
                                 f"input (float16 / 32 / 64, int16 / 32 / 64 and bool are supported).")
        if any(s < 0 for s in size):
            raise KernelLaunchError("For 'SliceGrad', the value of size can not be negative.")
        if any(int(b) + int(n) > d for b, n, d in zip(begin, size, shape_of(x)) if int(n) >= 0):
            raise KernelLaunchError(f"For 'SliceGrad', begin + size {[int(b) + int(n) for b, n in zip(begin, size)]} "
                                    f"reaches past x's shape {list(shape_of(x))} (out of bounds).")
        index = tuple(slice(int(b), int(b) + int(s)) for b, s in zip(begin, size))
        return F.setitem(F.zeros_like(x), index, dy)


class StridedSliceGrad(CompositePrimitive):
    """StridedSliceGrad(begin_mask=0, end_mask=0, ellipsis_mask=0, new_axis_mask=0, shrink_axis_mask=0)
    (dy, shapex, begin, end, strides): zeros of shapex holding dy where StridedSlice read x."""

    _attrs = {"begin_mask": 0, "end_mask": 0, "ellipsis_mask": 0, "new_axis_mask": 0, "shrink_axis_mask": 0}

    def __call__(self, dy: Any, shapex: Any, begin: Any, end: Any, strides: Any) -> Any:
        from . import functional as F
        from .prims_extra import strided_slice_index

        begin, end, strides = tuple(begin), tuple(end), tuple(strides)
        if not len(begin) == len(end) == len(strides):
            raise ShapeError(f"For 'StridedSliceGrad', 'begin', 'end' and 'strides' must have one length, but got "
                             f"{len(begin)}, {len(end)} and {len(strides)}.")
        if any(s == 0 for s in strides):
            raise ArgumentError("For 'StridedSliceGrad', the 'strides' must not contain 0.")
        shapex = tuple(int(d) for d in (shapex.asnumpy() if hasattr(shapex, "asnumpy") else shapex))
        index = strided_slice_index(self.attrs, begin, end, strides)
        view = tuple(np.zeros(shapex, np.int8)[index].shape)
        return F.setitem(F.zeros(shapex, dy.dtype), index, F.reshape(dy, view))


# --- ResizeBilinearGrad / ResizeNearestNeighborGrad (compositions: dy times the forward's constant matrices) --
def _resize_axes_grad(dy: Any, in_sizes: Tuple[int, ...], weights: Any) -> Any:
    """dy (..., out_h, out_w) contracted with each axis' (n_out, n_in) forward matrix ``weights(n_in, n_out)``."""
    from . import functional as F
    from ._helpers import np_dtype

    s = tuple(shape_of(dy))
    nd, dt = len(s), np_dtype(dy)
    y = dy
    for j, n_in in enumerate(in_sizes):
        axis = nd - len(in_sizes) + j
        w = Tensor(weights(n_in, s[axis]).astype(dt))
        perm = tuple(i for i in range(nd) if i != axis) + (axis,)
        back = tuple(int(i) for i in np.argsort(perm))
        y = F.transpose(F.matmul(F.transpose(y, perm), w), back)
    return y


def _resize_flags(name: str, attrs: Any) -> Tuple[bool, bool]:
    ac, hp = bool(attrs["align_corners"]), bool(attrs["half_pixel_centers"])
    if ac and hp:
        raise ArgumentError(f"For '{name}', 'align_corners' and 'half_pixel_centers' cannot both be True.")
    return ac, hp


class ResizeBilinearGrad(CompositePrimitive):
    """ResizeBilinearGrad(align_corners=False, half_pixel_centers=False)(grads, original_image): the gradient of
    ResizeBilinear at an image shaped like original_image (in its dtype)."""

    _attrs = {"align_corners": False, "half_pixel_centers": False}

    def _check_attrs(self) -> None:
        _resize_flags("ResizeBilinearGrad", self.attrs)

    def __call__(self, grads: Any, original_image: Any) -> Any:
        from . import functional as F
        from ._helpers import np_dtype
        from .resize_ops import _check_image, linear_weights_t

        ac, hp = _resize_flags("ResizeBilinearGrad", self.attrs)
        _check_image("ResizeBilinearGrad", grads)
        xs = _check_image("ResizeBilinearGrad", original_image)
        g = F.cast(grads, np.float32) if np_dtype(grads) == np.float16 else grads  # float16: accumulate in float32
        nd = len(tuple(shape_of(g)))
        dx = g
        for axis in (nd - 2, nd - 1):   # dy (.., n_out) @ W (n_out, n_in); the lengths may be known only at run time
            w = F.transpose(linear_weights_t(original_image, axis, g, axis, ac, hp, None, np_dtype(g)), (1, 0))
            perm = tuple(i for i in range(nd) if i != axis) + (axis,)
            back = tuple(int(i) for i in np.argsort(perm))
            dx = F.transpose(F.matmul(F.transpose(dx, perm), w), back)
        return F.cast(dx, original_image.dtype)


class ResizeNearestNeighborGrad(CompositePrimitive):
    """ResizeNearestNeighborGrad(align_corners=False, half_pixel_centers=False)(grads, size): the gradient of
    ResizeNearestNeighbor for an input of spatial size ``size`` (each output's gradient added to its source)."""

    _attrs = {"align_corners": False, "half_pixel_centers": False}

    def __call__(self, grads: Any, size: Any) -> Any:
        from .resize_ops import _check_size, _nearest_index

        ac, hp = bool(self.attrs["align_corners"]), bool(self.attrs["half_pixel_centers"])
        if hasattr(size, "asnumpy"):
            size = tuple(int(v) for v in size.asnumpy().tolist())
        size = _check_size("ResizeNearestNeighborGrad", size)
        if len(shape_of(grads)) != 4:
            raise ShapeError(f"For 'ResizeNearestNeighborGrad', the 'grads' must be 4-D, "
                             f"but got {len(shape_of(grads))}-D.")

        def onehot(n_in: int, n_out: int) -> np.ndarray:
            m = np.zeros((n_out, n_in))
            m[np.arange(n_out), _nearest_index(n_in, n_out, ac, hp)] = 1
            return m

        return _resize_axes_grad(grads, size, onehot)


# --- SparseApplyAdagrad / SparseApplyAdagradV2 (in-place optimizer primitives, as sparse_optim.py's) --------
def _adagrad_impl(v2: bool) -> Any:
    def impl(var: Any, accum: Any, grad: Any, indices: Any, lr: float = 0.0, epsilon: float = 0.0,
             update_slots: bool = True, use_locking: bool = False) -> Any:
        from .sparse_optim import _rows, _summed

        var, accum, grad = (np.array(a, copy=True) for a in (var, accum, grad))
        dt = var.dtype
        idx = _rows("SparseApplyAdagradV2" if v2 else "SparseApplyAdagrad", indices, var.shape[0])
        # SparseApplyAdagrad sums the rows of a repeated index first; V2 applies them one at a time, with
        # sqrt(accum + epsilon) (MindSpore's CPU kernels; V2's order for a repeated index is its own)
        rows = zip(idx, grad) if v2 else zip(*_summed(grad, idx))
        with np.errstate(divide="ignore", invalid="ignore"):
            for i, g in rows:
                if update_slots:
                    accum[i] += g * g
                var[i] -= lr * g / np.sqrt(accum[i] + (epsilon if v2 else 0))
        return var.astype(dt), accum.astype(dt)
    return impl


def _adagrad_rules() -> Tuple[Any, Any]:
    from .sparse_optim import _rule

    attrs = {"lr": 0.0, "epsilon": 0.0, "update_slots": True, "use_locking": False}
    return (_rule("SparseApplyAdagrad", 2, attrs, _adagrad_impl(False)),
            _rule("SparseApplyAdagradV2", 2, attrs, _adagrad_impl(True)))


_ADAGRAD_RULE, _ADAGRAD_V2_RULE = _adagrad_rules()


class SparseApplyAdagrad(CompositePrimitive):
    """SparseApplyAdagrad(lr, update_slots=True, use_locking=False)(var, accum, grad, indices): Adagrad on the
    rows of ``indices`` (repeated indices' gradients summed): accum += g * g (when update_slots),
    var -= lr * g / sqrt(accum); updates var and accum in place and returns them."""

    _attrs = {"lr": 0.0, "update_slots": True, "use_locking": False}
    _rule_op = _ADAGRAD_RULE

    def _check_attrs(self) -> None:
        name = type(self).__name__
        for k in ("lr", "epsilon"):
            if k in self.attrs:
                v = self.attrs[k]
                if isinstance(v, bool) or not isinstance(v, (int, float)):
                    raise ArgumentError(f"For '{name}', the type of '{k}' must be float, but got {user_type(v).__name__}.")
        for k in ("update_slots", "use_locking"):
            if not isinstance(self.attrs[k], bool):
                raise ArgumentError(f"For '{name}', the '{k}' must be bool, but got {user_type(self.attrs[k]).__name__}.")

    def __call__(self, var: Any, accum: Any, grad: Any, indices: Any) -> Any:
        from ._helpers import np_dtype
        from .sparse_optim import _check_sparse, _check_tensor, _run

        name = type(self).__name__
        for arg, x in (("var", var), ("accum", accum), ("grad", grad), ("indices", indices)):
            _check_tensor(name, arg, x)
        for arg, x in (("var", var), ("accum", accum), ("grad", grad)):
            if np.dtype(np_dtype(x)).name not in ("float16", "float32"):
                raise DTypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of "
                                 f"{{Tensor[Float16], Tensor[Float32]}}, but got {np.dtype(np_dtype(x)).name}.")
        _check_sparse(name, var, {"accum": accum}, grad, indices)
        rule_attrs = dict(self.attrs)
        rule_attrs.setdefault("epsilon", 0.0)
        return _run(_AttrView(rule_attrs), self._rule_op, (var, accum), (grad, indices))


class _AttrView:
    def __init__(self, attrs: Any) -> None:
        self.attrs = attrs


class SparseApplyAdagradV2(SparseApplyAdagrad):
    """SparseApplyAdagradV2(lr, epsilon, use_locking=False, update_slots=True)(var, accum, grad, indices):
    SparseApplyAdagrad with var -= lr * g / sqrt(accum + epsilon) (MindSpore's CPU kernel)."""

    _attrs = {"lr": 0.0, "epsilon": 0.0, "use_locking": False, "update_slots": True}
    _rule_op = _ADAGRAD_V2_RULE


# --- ResizeLinear1D / ResizeLinear1DGrad ------------------------------------------------------------------
_RL1D_MODES = ("align_corners", "half_pixel", "asymmetric")


def _rl1d_matrix(n_in: int, n_out: int, mode: str) -> np.ndarray:
    from .resize_ops import _linear_matrix

    if mode not in _RL1D_MODES:
        raise ShapeError(f"For 'ResizeLinear1D', the 'coordinate_transformation_mode' must be 'align_corners', "
                         f"'half_pixel' or 'asymmetric', but got {mode!r}.")
    return _linear_matrix(n_in, n_out, mode == "align_corners", mode == "half_pixel")


def _rl1d_check(xs: Tuple[Any, ...], dt: Any) -> None:
    if len(xs) != 3:
        raise ShapeError(f"For 'ResizeLinear1D', the 'x' must be 3-D (N, C, W), but got {len(xs)}-D.")
    if np.dtype(dt).kind != "f":
        raise DTypeError(f"For 'ResizeLinear1D', the 'x' must be a float Tensor, but got {np.dtype(dt).name}.")


def _rl1d_size(size: Any) -> int:
    v = np.asarray(size).reshape(-1)
    if v.size != 1 or v.dtype.kind not in "iu" or v[0] <= 0:
        raise ShapeError(f"For 'ResizeLinear1D', the 'size' must be one positive int, but got {np.asarray(size)}.")
    return int(v[0])


def _rl1d_apply(x: np.ndarray, w: np.ndarray) -> np.ndarray:
    """x (..., n) times w^T (n, m) along the last axis, in float32 at least (float16 accumulates there)."""
    ct = np.promote_types(x.dtype, np.float32)
    return (x.astype(ct) @ w.T.astype(ct)).astype(x.dtype)


RESIZE_LINEAR_1D = define_op("ResizeLinear1D", OpKind.OTHER, attrs={"coordinate_transformation_mode": "align_corners"},
                             doc="ResizeLinear1D(coordinate_transformation_mode='align_corners')(x, size): linear "
                                 "resize of the last axis of x (N, C, W) to size (a 1-element int Tensor or tuple).")


@RESIZE_LINEAR_1D.def_impl
def _resize_linear_1d_impl(x: Any, size: Any, coordinate_transformation_mode: str = "align_corners") -> Any:
    x = np.asarray(x)
    _rl1d_check(x.shape, x.dtype)
    n = _rl1d_size(size)
    return _rl1d_apply(x, _rl1d_matrix(x.shape[-1], n, coordinate_transformation_mode))


@RESIZE_LINEAR_1D.def_infer
def _resize_linear_1d_infer(x: Aval, size: Any, coordinate_transformation_mode: str = "align_corners") -> Aval:
    _rl1d_check(tuple(x.shape), x.dtype)
    n = None if isinstance(size, Aval) else _rl1d_size(size)
    return Aval(tuple(x.shape[:-1]) + (n,), x.dtype)


RESIZE_LINEAR_1D_GRAD = define_op("ResizeLinear1DGrad", OpKind.OTHER,
                                  attrs={"coordinate_transformation_mode": "align_corners"}, differentiable=False,
                                  doc="ResizeLinear1DGrad(coordinate_transformation_mode)(grads, input_x): the "
                                      "gradient of ResizeLinear1D for an input shaped like input_x.")


@RESIZE_LINEAR_1D_GRAD.def_impl
def _resize_linear_1d_grad_impl(grads: Any, x: Any, coordinate_transformation_mode: str = "align_corners") -> Any:
    grads, x = np.asarray(grads), np.asarray(x)
    _rl1d_check(x.shape, x.dtype)
    w = _rl1d_matrix(x.shape[-1], grads.shape[-1], coordinate_transformation_mode)
    return _rl1d_apply(grads, w.T).astype(x.dtype)


@RESIZE_LINEAR_1D_GRAD.def_infer
def _resize_linear_1d_grad_infer(grads: Aval, x: Aval, coordinate_transformation_mode: str = "align_corners") -> Aval:
    _rl1d_check(tuple(x.shape), x.dtype)
    return Aval(tuple(x.shape), x.dtype)


ResizeLinear1D = RESIZE_LINEAR_1D.prim_class
ResizeLinear1DGrad = RESIZE_LINEAR_1D_GRAD.prim_class


@bprop_getters.register(ResizeLinear1D)
def _resize_linear_1d_bprop(self: Any):
    g = prim(RESIZE_LINEAR_1D_GRAD, coordinate_transformation_mode=self.attrs["coordinate_transformation_mode"])

    def bprop(x, size, out, dout):
        return apply(g, (dout, x)), zeros_grad(size)
    return bprop


# --- UniqueWithPad ----------------------------------------------------------------------------------------
def _uwp_check(xs: Tuple[Any, ...], xt: Any, pad: Any) -> np.dtype:
    xt = np.dtype(xt)
    if xt.name not in ("int32", "int64", "float32"):
        raise DTypeError(f"Select CPU operator[UniqueWithPad] fail! Unsupported data type! The input must be int32, "
                         f"int64 or float32, but got {xt.name}.")
    if len(xs) != 1:
        raise ShapeError(f"For 'UniqueWithPad', the 'x' must be 1-D, but got {len(xs)}-D.")
    pad_kind = np.asarray(pad).dtype.kind if not isinstance(pad, Aval) else np.dtype(pad.dtype).kind
    if xt.kind == "f" and pad_kind not in "f":
        raise DTypeError(f"For 'UniqueWithPad', the 'pad_num' must be a float for a float32 'x', but got {pad!r}.")
    return xt if xt.kind in "iu" else np.dtype(np.int32)


UNIQUE_WITH_PAD = define_op("UniqueWithPad", OpKind.OTHER, n_outputs=2, differentiable=False,
                            doc="UniqueWithPad()(x, pad_num): the distinct values of 1-D x in order of first "
                                "appearance, padded to x's length with pad_num, and each element's index in them.")


@UNIQUE_WITH_PAD.def_impl
def _unique_with_pad_impl(x: Any, pad_num: Any) -> Any:
    x = np.asarray(x)
    it = _uwp_check(x.shape, x.dtype, pad_num)
    uniq, first, inv = np.unique(x, return_index=True, return_inverse=True)
    order = np.argsort(first, kind="stable")          # distinct values by first appearance
    rank = np.empty_like(order)
    rank[order] = np.arange(order.size)
    y = np.full(x.shape, np.asarray(pad_num).astype(x.dtype), x.dtype)
    y[:order.size] = uniq[order]
    return y, rank[inv.reshape(-1)].astype(it)


@UNIQUE_WITH_PAD.def_infer
def _unique_with_pad_infer(x: Aval, pad_num: Any) -> Tuple[Aval, Aval]:
    it = _uwp_check(tuple(x.shape), x.dtype, pad_num)
    return Aval(tuple(x.shape), x.dtype), Aval(tuple(x.shape), it)


UniqueWithPad = UNIQUE_WITH_PAD.prim_class
raising_bprop(UNIQUE_WITH_PAD, "UniqueWithPad")   # MindSpore 2.10 defines none (adapt44grad/unique_grad_raises)


# --- SpaceToBatchND (composition: pad, reshape, transpose) ------------------------------------------------
def _s2b_attrs(block_shape: Any, paddings: Any) -> Tuple[Tuple[int, ...], Tuple[Tuple[int, int], ...]]:
    if isinstance(block_shape, int) and not isinstance(block_shape, bool):
        block_shape = (block_shape, block_shape)
    if not isinstance(block_shape, (tuple, list)) or not block_shape or not all(
            isinstance(b, int) and not isinstance(b, bool) for b in block_shape):
        raise ArgumentError(f"For 'SpaceToBatchND', the 'block_shape' must be an int or a tuple of ints, "
                            f"but got {block_shape!r}.")
    if min(block_shape) < 1:
        raise ShapeError(f"For 'SpaceToBatchND', the 'block_shape' must be >= 1, but got {list(block_shape)}.")
    try:
        pads = tuple((int(a), int(b)) for a, b in paddings)
    except (TypeError, ValueError):
        raise ArgumentError(f"For 'SpaceToBatchND', the 'paddings' must be a list of [before, after] pairs, "
                            f"but got {paddings!r}.") from None
    if len(pads) != len(block_shape):
        raise ShapeError(f"For 'SpaceToBatchND', the 'paddings' must have {len(block_shape)} pairs (one per block "
                         f"dimension), but got {len(pads)}.")
    if any(a < 0 or b < 0 for a, b in pads):
        raise ShapeError(f"For 'SpaceToBatchND', the 'paddings' must be non-negative, but got {list(pads)}.")
    return tuple(block_shape), pads


class SpaceToBatchND(CompositePrimitive):
    """SpaceToBatchND(block_shape, paddings)(input_x): the last len(block_shape) dims of x (N, C, ...), padded,
    cut into blocks whose positions move to the batch dimension (output batch (i_1, ..., i_M, n))."""

    _attrs = {"block_shape": 2, "paddings": ((0, 0), (0, 0))}

    def _check_attrs(self) -> None:
        self.attrs["block_shape"], self.attrs["paddings"] = _s2b_attrs(self.attrs["block_shape"],
                                                                       self.attrs["paddings"])

    def __call__(self, input_x: Any) -> Any:
        from . import functional as F

        block, pads = self.attrs["block_shape"], self.attrs["paddings"]
        xs = tuple(shape_of(input_x))
        m = len(block)
        if len(xs) < m + 2:
            raise ShapeError(f"For 'SpaceToBatchND', the input must have at least {m + 2} dimensions, "
                             f"but got {len(xs)}.")
        if any(pads_ for pair in pads for pads_ in pair):
            flat = tuple(v for pair in reversed(pads) for v in pair)  # ops.pad: last dimension first
            input_x = F.pad(input_x, flat)
        lead = len(xs) - m
        spatial = [d + a + b for d, (a, b) in zip(xs[lead:], pads)]
        for d, b in zip(spatial, block):
            if d % b:
                raise ShapeError(f"For 'SpaceToBatchND', the padded spatial dimensions {spatial} must be divisible "
                                 f"by 'block_shape' {list(block)}.")
        mid = tuple(xs[1:lead])
        split = (-1,) + mid + tuple(v for d, b in zip(spatial, block) for v in (d // b, b))
        y = F.reshape(input_x, split)
        nb = 1 + len(mid)  # batch + middle dims come first in ``split``
        blocks = tuple(nb + 2 * i + 1 for i in range(m))
        perm = blocks + tuple(range(nb)) + tuple(nb + 2 * i for i in range(m))
        y = F.transpose(y, perm)
        return F.reshape(y, (-1,) + mid + tuple(d // b for d, b in zip(spatial, block)))


@op_function
def space_to_batch_nd(input_x: Any, block_size: Any, paddings: Any) -> Any:
    """SpaceToBatchND(block_size, paddings)(input_x)."""
    return SpaceToBatchND(block_size, paddings)(input_x)


# --- NoRepeatNGram ----------------------------------------------------------------------------------------
def _nrng_check(ss: Tuple[Any, ...], st: Any, ls: Tuple[Any, ...], lt: Any, n: Any) -> None:
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ShapeError(f"For 'NoRepeatNGram', the 'ngram_size' must be a positive int, but got {n!r}.")
    if np.dtype(st).name != "int32":
        raise DTypeError(f"For 'NoRepeatNGram', the 'state_seq' must be an int32 Tensor, but got {np.dtype(st).name}.")
    if np.dtype(lt).kind != "f":
        raise DTypeError(f"For 'NoRepeatNGram', the 'log_probs' must be a float Tensor, but got {np.dtype(lt).name}.")
    if len(ss) != len(ls) or len(ss) < 2 or tuple(ss[:-1]) != tuple(ls[:-1]):
        raise ShapeError(f"For 'NoRepeatNGram', 'state_seq' {list(ss)} and 'log_probs' {list(ls)} must share all "
                         f"but their last dimension.")


NO_REPEAT_NGRAM = define_op("NoRepeatNGram", OpKind.OTHER, attrs={"ngram_size": 1}, differentiable=False,
                            doc="NoRepeatNGram(ngram_size)(state_seq, log_probs): log_probs with -FLT_MAX at every "
                                "token that would repeat an n-gram of its sequence.")


@NO_REPEAT_NGRAM.def_impl
def _no_repeat_ngram_impl(state_seq: Any, log_probs: Any, ngram_size: int = 1) -> Any:
    seq, lp = np.asarray(state_seq), np.array(log_probs, copy=True)
    _nrng_check(seq.shape, seq.dtype, lp.shape, lp.dtype, ngram_size)
    n, length, vocab = ngram_size, seq.shape[-1], lp.shape[-1]
    s2, l2 = seq.reshape(-1, length), lp.reshape(-1, vocab)
    # the banned tokens' value: the lowest of log_probs' dtype (float16 -65504, not -inf: dt51/no_repeat_ngram_f16;
    # float64 -1.797e308, not float32's: dt52/no_repeat_ngram_f64)
    low = -np.finfo(lp.dtype).max
    for row, probs in zip(s2, l2):
        if n > length:
            continue
        tail = row[length - n + 1:] if n > 1 else row[:0]
        for i in range(length - n + 1):
            if np.array_equal(row[i:i + n - 1], tail):
                tok = int(row[i + n - 1])
                if 0 <= tok < vocab:
                    probs[tok] = low
    return l2.reshape(lp.shape)


@NO_REPEAT_NGRAM.def_infer
def _no_repeat_ngram_infer(state_seq: Aval, log_probs: Aval, ngram_size: int = 1) -> Aval:
    _nrng_check(tuple(state_seq.shape), state_seq.dtype, tuple(log_probs.shape), log_probs.dtype, ngram_size)
    return Aval(tuple(log_probs.shape), log_probs.dtype)


NoRepeatNGram = NO_REPEAT_NGRAM.prim_class


# --- STFT / ops.stft --------------------------------------------------------------------------------------
def _stft_check(xs: Tuple[Any, ...], xt: Any, ws: Tuple[Any, ...], wt: Any, n_fft: int, hop_length: int,
                win_length: int) -> None:
    for arg, v in (("n_fft", n_fft), ("hop_length", hop_length), ("win_length", win_length)):
        if isinstance(v, bool) or not isinstance(v, int) or v <= 0:
            raise ArgumentError(f"For 'STFT', the '{arg}' must be a positive int, but got {v!r}.")
    if len(xs) not in (1, 2):
        raise ArgumentError(f"For 'STFT', the 'x' must be a 1-D or 2-D Tensor, but got {len(xs)}-D.")
    if len(ws) != 1 or (ws[0] is not None and ws[0] != win_length):
        raise ArgumentError(f"For 'STFT', the 'window' must be a 1-D Tensor of size win_length = {win_length}, "
                            f"but got shape {list(ws)}.")
    if win_length > n_fft:
        raise ShapeError(f"For 'STFT', the 'win_length' must be <= n_fft = {n_fft}, but got {win_length}.")
    if xs[-1] is not None and xs[-1] < n_fft:
        raise ShapeError(f"For 'STFT', the signal length {xs[-1]} must be >= n_fft = {n_fft}.")
    for arg, t in (("x", xt), ("window", wt)):
        if np.dtype(t).name not in ("float32", "float64", "complex64", "complex128"):
            raise DTypeError(f"For 'STFT', the '{arg}' must be float32, float64, complex64 or complex128, "
                             f"but got {np.dtype(t).name}.")


def _stft_out(xs: Tuple[Any, ...], xt: Any, wt: Any, n_fft: int, hop_length: int, onesided: bool,
              return_complex: bool) -> Tuple[Tuple[Any, ...], np.dtype]:
    wide = np.dtype(xt).itemsize > 8 or np.dtype(wt).itemsize > 8 or "float64" in (np.dtype(xt).name,
                                                                                    np.dtype(wt).name)
    n = n_fft // 2 + 1 if onesided else n_fft
    t = None if xs[-1] is None else 1 + (xs[-1] - n_fft) // hop_length
    shape = tuple(xs[:-1]) + (n, t)
    if return_complex:
        return shape, np.dtype(np.complex128 if wide else np.complex64)
    return shape + (2,), np.dtype(np.float64 if wide else np.float32)


STFT_OP = define_op("STFT", OpKind.OTHER, attrs={"n_fft": 1, "hop_length": 1, "win_length": 1, "normalized": False,
                                                 "onesided": True, "return_complex": False},
                    differentiable=False,
                    doc="STFT(n_fft, hop_length, win_length, normalized, onesided, return_complex)(x, window): the "
                        "short-time Fourier transform of 1-D or 2-D x: (*, N, T) complex, or (*, N, T, 2) real.")


@STFT_OP.def_impl
def _stft_impl(x: Any, window: Any, n_fft: int = 1, hop_length: int = 1, win_length: int = 1,
               normalized: bool = False, onesided: bool = True, return_complex: bool = False) -> Any:
    x, window = np.asarray(x), np.asarray(window)
    _stft_check(x.shape, x.dtype, window.shape, window.dtype, n_fft, hop_length, win_length)
    shape, dt = _stft_out(x.shape, x.dtype, window.dtype, n_fft, hop_length, onesided, return_complex)
    left = (n_fft - win_length) // 2  # a shorter window is padded with ones to n_fft (MindSpore's doc)
    w = np.ones(n_fft, np.result_type(window.dtype, np.float32))
    w[left:left + win_length] = window
    t = shape[-1] if return_complex else shape[-2]
    starts = np.arange(t) * hop_length
    frames = x[..., starts[:, None] + np.arange(n_fft)[None, :]] * w  # (*, T, n_fft)
    spec = np.fft.fft(frames.astype(np.complex128), axis=-1)
    if onesided:
        spec = spec[..., :n_fft // 2 + 1]
    if normalized:
        spec = spec / np.sqrt(n_fft)
    spec = np.swapaxes(spec, -1, -2)  # (*, N, T)
    if return_complex:
        return spec.astype(dt)
    return np.stack([spec.real, spec.imag], axis=-1).astype(dt)


@STFT_OP.def_infer
def _stft_infer(x: Aval, window: Aval, n_fft: int = 1, hop_length: int = 1, win_length: int = 1,
                normalized: bool = False, onesided: bool = True, return_complex: bool = False) -> Aval:
    _stft_check(tuple(x.shape), x.dtype, tuple(window.shape), window.dtype, n_fft, hop_length, win_length)
    shape, dt = _stft_out(tuple(x.shape), x.dtype, window.dtype, n_fft, hop_length, onesided, return_complex)
    return Aval(shape, dt)


STFT = STFT_OP.prim_class


@op_function
def stft(x: Any, n_fft: int, hop_length: Any = None, win_length: Any = None, window: Any = None,
         center: bool = True, pad_mode: str = "REFLECT", normalized: bool = False, onesided: Any = None,
         return_complex: Any = None) -> Any:
    """The short-time Fourier transform of x (1-D or 2-D): MindSpore's ops.stft."""
    from . import functional as F
    from ._helpers import np_dtype

    hop_length = int(n_fft // 4) if hop_length is None else hop_length
    win_length = int(n_fft) if win_length is None else win_length
    window = F.ones((win_length,), np.float32) if window is None else window
    cplx = [np.dtype(np_dtype(v)).kind == "c" for v in (x, window)]
    onesided = (not any(cplx)) if onesided is None else onesided
    return_complex = any(cplx) if return_complex is None else return_complex
    for arg, v in (("center", center), ("normalized", normalized), ("onesided", onesided),
                   ("return_complex", return_complex)):
        if not isinstance(v, bool):
            raise ArgumentError(f"For 'stft', the '{arg}' must be bool, but got {user_type(v).__name__}.")
    if center:
        nd = len(shape_of(x))
        if nd not in (1, 2):
            raise ShapeError(f"Expected a 1-D tensor or a 2-D tensor, but got {nd}")
        pad = n_fft // 2
        mode = {"REFLECT": "reflect", "CONSTANT": "constant"}.get(str(pad_mode).upper())
        if mode is None:
            raise ShapeError(f"For 'stft', the 'pad_mode' must be 'REFLECT' or 'CONSTANT', but got {pad_mode!r}.")
        x3 = F.reshape(x, (1, 1, -1) if nd == 1 else (1,) + tuple(shape_of(x)))
        padded = apply(prim(PAD_V3, mode=mode, paddings_contiguous=True), (x3, (pad, pad)) if mode != "constant"
                       else (x3, (pad, pad), 0))
        x = F.reshape(padded, (-1,) if nd == 1 else (tuple(shape_of(x))[0], -1))
    return apply(prim(STFT_OP, n_fft=n_fft, hop_length=hop_length, win_length=win_length, normalized=normalized,
                      onesided=onesided, return_complex=return_complex), (x, window))


# --- NextAfter, PopulationCount, ParallelConcat --------------------------------------------------------------
def _nextafter_impl(x: Any, y: Any) -> np.ndarray:
    x, y = np.asarray(x), np.asarray(y)
    for v in (x, y):
        if v.dtype.name not in ("float32", "float64"):
            raise DTypeError(f"For 'NextAfter', the inputs must be float32 or float64 Tensors, but got {v.dtype.name}.")
    if x.dtype != y.dtype:
        raise DTypeError(f"For 'NextAfter', 'x1' and 'x2' must have the same dtype, but got {x.dtype.name} and "
                         f"{y.dtype.name}.")
    if x.dtype == np.float32:
        # MindSpore 2.10's CPU kernel steps in float64 and rounds back: a float32 result is the input itself
        # except where the float64 step crosses a rounding boundary (h-tens, recorded in st_tensor2)
        return np.nextafter(x.astype(np.float64), y.astype(np.float64)).astype(np.float32)
    return np.nextafter(x, y)


NEXT_AFTER = define_op("NextAfter", OpKind.OTHER,
                       doc="NextAfter()(x1, x2): the next representable float after x1 towards x2 (broadcast).")
NEXT_AFTER.def_impl(_nextafter_impl)


@bprop_getters.register(NEXT_AFTER.prim_class)
def _nextafter_bprop(self: Any):
    def bprop(x1, x2, out, dout):
        # MindSpore 2.10: the gradient passes to x1 unchanged (summed over its broadcast axes), x2 gets zeros
        return sum_to_shape(dout, tuple(shape_of(x1))), zeros_grad(x2)
    return bprop


@NEXT_AFTER.def_infer
def _nextafter_infer(x: Aval, y: Aval) -> Aval:
    from ..common.aval import broadcast_shapes

    _nextafter_impl(np.zeros((), x.dtype), np.zeros((), y.dtype))
    return Aval(broadcast_shapes(tuple(x.shape), tuple(y.shape)), x.dtype)


NextAfter = NEXT_AFTER.prim_class


@op_function
def nextafter(input: Any, other: Any) -> Any:  # noqa: A002 - MindSpore's names
    """The next representable float after input towards other, elementwise.  Both are Tensors: a Python number
    (either side) is MindSpore 2.10's TypeError in both modes (no scalar overload; adapt41tov sweep)."""
    for name, v in (("input", input), ("other", other)):
        if isinstance(v, (bool, int, float)):
            raise DTypeError(f'Failed calling NextAfter with "NextAfter()({name}={user_type(v).__name__})": '
                            f"'{name}' must be a Tensor.")
    return apply(prim(NEXT_AFTER), (input, other))


def _popcount_check(dt: Any) -> None:
    if np.dtype(dt).name not in ("int8", "int16", "uint8", "uint16", "int32", "uint32", "int64", "uint64"):
        raise DTypeError(f"For 'PopulationCount', the 'input_x' must be an integer Tensor, but got {np.dtype(dt).name}.")


POPULATION_COUNT = define_op("PopulationCount", OpKind.OTHER, differentiable=False,
                             doc="PopulationCount()(input_x): the number of 1 bits of each element, as uint8.")


@POPULATION_COUNT.def_impl
def _population_count_impl(x: Any) -> Any:
    x = np.asarray(x)
    _popcount_check(x.dtype)
    u = x.view(np.dtype(f"u{x.dtype.itemsize}"))
    bits = np.unpackbits(u.reshape(-1, 1).view(np.uint8), axis=1).sum(axis=1)
    return bits.reshape(x.shape).astype(np.uint8)


@POPULATION_COUNT.def_infer
def _population_count_infer(x: Aval) -> Aval:
    _popcount_check(x.dtype)
    return Aval(tuple(x.shape), np.dtype(np.uint8))


PopulationCount = POPULATION_COUNT.prim_class


@op_function
def population_count(input_x: Any) -> Any:
    """The number of 1 bits of each element (uint8)."""
    return apply(prim(POPULATION_COUNT), (input_x,))


class ParallelConcat(CompositePrimitive):
    """ParallelConcat()(values): the tensors of ``values`` (each with a first dimension of 1) concatenated along
    the first axis."""

    def __call__(self, values: Any) -> Any:
        from . import functional as F

        values = tuple(values)
        if not values:
            raise ShapeError("For 'ParallelConcat', the 'values' must not be empty.")
        shapes = [tuple(shape_of(v)) for v in values]
        if len({np.dtype(np_dtype(v)).name for v in values}) > 1:
            raise DTypeError("For primitive[ParallelConcat], the input type must be same.")
        # MindSpore 2.10 documents a first dimension of 1 but its CPU kernel concatenates any (measured, adapt41opc)
        for sh in shapes:
            if not sh or sh[1:] != shapes[0][1:]:
                raise ShapeError(f"For 'ParallelConcat', every input must have the same dimensions after the first, "
                                 f"but got {[list(x) for x in shapes]}.")
        return F.concat(values, 0)


# --- Uniform, TruncatedNormal (random; the values are msgraph's generator's) -------------------------------
UNIFORM = define_op("Uniform", OpKind.OTHER, attrs={"minval": 0.0, "maxval": 1.0, "seed": 0, "offset": 0},
                    differentiable=False, stateful=True,
                    doc="Uniform(minval=0., maxval=1., seed=0, offset=0)(x): U[minval, maxval) samples shaped like x, "
                        "in x's float dtype.")


def _uniform_check(dt: Any) -> np.dtype:
    dt = np.dtype(dt)
    if dt.name not in ("float16", "float32", "float64"):
        raise DTypeError(f"For 'Uniform', the 'x' must be a float16, float32 or float64 Tensor, but got {dt.name}.")
    return dt


@UNIFORM.def_impl
def _uniform_impl(x: Any, minval: float = 0.0, maxval: float = 1.0, seed: int = 0, offset: int = 0) -> Any:
    from .random_extra import op_rng

    x = np.asarray(x)
    dt = _uniform_check(x.dtype)
    return op_rng("Uniform", seed, offset).uniform(minval, maxval, x.shape).astype(dt)


@UNIFORM.def_infer
def _uniform_infer(x: Aval, minval: float = 0.0, maxval: float = 1.0, seed: int = 0, offset: int = 0) -> Aval:
    return Aval(tuple(x.shape), _uniform_check(x.dtype))


class _UniformChecks:
    def _check_extra(self: Any) -> None:
        lo, hi = self.attrs["minval"], self.attrs["maxval"]
        for arg, v in (("minval", lo), ("maxval", hi)):
            if isinstance(v, bool) or not isinstance(v, (int, float)):
                raise ArgumentError(f"For 'Uniform', the '{arg}' must be float, but got {user_type(v).__name__}.")
        if lo > hi or lo < 0:
            raise ShapeError(f"For 'Uniform', the 'minval' must be <= 'maxval' and both non-negative, but got {lo} "
                             f"and {hi}.")


UNIFORM.prim_class._check_extra = _UniformChecks._check_extra
Uniform = _seeded(UNIFORM)

TRUNCATED_NORMAL = define_op("TruncatedNormal", OpKind.OTHER, attrs={"dtype": "float32", "seed": 0, "seed2": 0},
                             differentiable=False, stateful=True,
                             doc="TruncatedNormal(dtype=float32, seed=0, seed2=0)(shape): N(0, 1) samples of the 1-D "
                                 "int Tensor shape, redrawn beyond two standard deviations.")


def _tn_dtype(dtype: Any) -> np.dtype:
    from ..common.dtype import to_numpy

    dt = np.dtype(to_numpy(dtype))
    if dt.name not in ("float16", "float32", "float64"):
        raise DTypeError(f"For 'TruncatedNormal', the 'dtype' must be float16, float32 or float64, but got {dt.name}.")
    return dt


def _tn_shape_check(ss: Tuple[Any, ...], st: Any) -> None:
    if np.dtype(st).name not in ("int32", "int64") or len(ss) != 1:
        raise DTypeError(f"For 'TruncatedNormal', the 'shape' must be a 1-D int32 or int64 Tensor, "
                         f"but got {np.dtype(st).name} of rank {len(ss)}.")
    if ss[0] is not None and ss[0] < 2:  # MindSpore's CPU kernel: an output of rank 2 or more
        raise ShapeError(f"For 'TruncatedNormal', the input tensor shape must >= 2, but got {ss[0]}")


@TRUNCATED_NORMAL.def_impl
def _truncated_normal_impl(shape: Any, seed: int = 0, seed2: int = 0, dtype: Any = "float32") -> Any:
    """MindSpore 2.10's CPU kernel: a fresh ``normal_distribution<double>`` per call over the primitive's
    ``std::default_random_engine`` seeded by ``GetSeed(seed, seed2)`` (one per output shape, continued by later
    calls; both seeds 0: a random seed), values beyond two standard deviations skipped."""
    from ..common import stdengines
    from .random_extra import op_engine

    shape = np.asarray(shape)
    _tn_shape_check(shape.shape, shape.dtype)
    dt = _tn_dtype(dtype)
    dims = tuple(int(d) for d in shape)
    if min(dims, default=1) < 0:
        raise ShapeError(f"For 'TruncatedNormal', the 'shape' must be non-negative, but got {list(dims)}.")
    check_alloc("TruncatedNormal", dims, dt)
    engine = op_engine("TruncatedNormal", seed, seed2, dims, stdengines.MinStdRand0, (dt.name,))
    return stdengines.truncated_normal_doubles(engine, int(np.prod(dims)), 2.0).astype(dt).reshape(dims)


@TRUNCATED_NORMAL.def_infer
def _truncated_normal_infer(shape: Aval, seed: int = 0, seed2: int = 0, dtype: Any = "float32") -> Aval:
    _tn_shape_check(tuple(shape.shape), shape.dtype)
    n = shape.shape[0]
    if n is None:
        raise ShapeError("For 'TruncatedNormal', the length of 'shape' must be known at compile time.")
    return Aval((None,) * int(n), _tn_dtype(dtype))


class _TNChecks:
    def _check_extra(self: Any) -> None:
        _tn_dtype(self.attrs["dtype"])


TRUNCATED_NORMAL.prim_class._check_extra = _TNChecks._check_extra
TruncatedNormal = _seeded(TRUNCATED_NORMAL)


# --- ParameterizedTruncatedNormal -------------------------------------------------------------------------
def _ptn_check(ss: Tuple[Any, ...], st: Any, params: Any) -> np.dtype:
    if np.dtype(st).name not in ("int32", "int64") or len(ss) != 1:
        raise DTypeError(f"For 'ParameterizedTruncatedNormal', the 'shape' must be a 1-D int32 or int64 Tensor, "
                         f"but got {np.dtype(st).name} of rank {len(ss)}.")
    dts = {np.dtype(t) for _, t in params}
    if len(dts) != 1 or next(iter(dts)).name not in ("float16", "float32", "float64"):
        raise DTypeError(f"For 'ParameterizedTruncatedNormal', 'mean', 'stdevs', 'min' and 'max' must be float "
                         f"Tensors of one dtype, but got {[np.dtype(t).name for _, t in params]}.")
    for sh, _ in params:
        if len(sh) != 1:
            raise ShapeError(f"For 'ParameterizedTruncatedNormal', 'mean', 'stdevs', 'min' and 'max' must be 1-D, "
                             f"but got shape {list(sh)}.")
    return next(iter(dts))


PARAM_TRUNCATED_NORMAL = define_op(
    "ParameterizedTruncatedNormal", OpKind.OTHER, attrs={"seed": 0, "seed2": 0}, differentiable=False,
    stateful=True,
    doc="ParameterizedTruncatedNormal(seed=0, seed2=0)(shape, mean, stdevs, min, max): for each batch row b "
        "(shape[0]), N(mean[b], stdevs[b]) samples truncated to [min[b], max[b]] (rejection sampling).")


@PARAM_TRUNCATED_NORMAL.def_impl
def _ptn_impl(shape: Any, mean: Any, stdevs: Any, minvals: Any, maxvals: Any, seed: int = 0, seed2: int = 0) -> Any:
    """MindSpore 2.10's CPU kernel: one ``std::default_random_engine`` per primitive and shape seeded by
    ``GetSeed(seed, seed2)`` and continued by later calls; per row :func:`_ptn_row` (a fresh normal
    distribution per row)."""
    from ..common import stdengines
    from .random_extra import op_engine

    shape = np.asarray(shape)
    ps = [np.asarray(v) for v in (mean, stdevs, minvals, maxvals)]
    dt = _ptn_check(shape.shape, shape.dtype, [(p.shape, p.dtype) for p in ps])
    dims = tuple(int(d) for d in shape)
    if not dims or min(dims) < 0:
        raise ShapeError(f"For 'ParameterizedTruncatedNormal', the 'shape' must be non-empty and non-negative, "
                         f"but got {list(dims)}.")
    batch = dims[0]
    for p in ps:
        if p.shape[0] not in (1, batch):
            raise ShapeError(f"For 'ParameterizedTruncatedNormal', 'mean', 'stdevs', 'min' and 'max' must have 1 or "
                             f"shape[0] = {batch} elements, but got {p.shape[0]}.")
    check_alloc("ParameterizedTruncatedNormal", dims, dt)
    engine = op_engine("ParameterizedTruncatedNormal", seed, seed2, dims, stdengines.MinStdRand0, (dt.name,))
    size = int(np.prod(dims[1:], dtype=np.int64))
    out = np.empty((batch, size), dt)
    for b in range(batch):   # each row's own parameters (MindSpore 2.10 reads the first ones for every row)
        mu, sd, lo, hi = (p.reshape(-1)[b if p.shape[0] > 1 else 0].astype(dt) for p in ps)
        if not sd > 0:
            raise OpRuntimeError("For ParameterizedTruncatedNormal, stdevs value must be greater than 0 in each batch.")
        if hi < lo:
            raise OpRuntimeError("For ParameterizedTruncatedNormal, max value must be greater than min value in each "
                                 "batch.")
        out[b] = _ptn_row(stdengines.NormalDoubles(engine), size, mu, sd, lo, hi, dt)
    return out.reshape(dims)


def _ptn_row(gen: Any, size: int, mean: Any, stddev: Any, lo: Any, hi: Any, dt: np.dtype) -> np.ndarray:
    """MindSpore 2.10's CPU kernel for one row, in the row's float type: normal rejection when the bounds straddle
    the mean widely, else uniform rejection on a narrow interval, else exponential rejection (Robert's)."""
    from ..common.stdengines import c_math

    T = dt.type
    exp, log = c_math("exp", dt), c_math("log", dt)

    def sqrt(v: Any) -> Any:
        return T(np.sqrt(np.float32(v))) if dt == np.float16 else T(np.sqrt(v))

    if (np.isinf(lo) and lo < 0) or hi < mean:
        lo, hi, stddev = hi, lo, -stddev
    with np.errstate(all="ignore"):
        scale = T(1) if stddev == 0 else stddev
        nmin, nmax = T((lo - mean) / scale), T((hi - mean) / scale)
        root = sqrt(T(nmin * nmin + T(4)))
        cutoff = T(T(2) * exp(T(T(0.5) + T(nmin * T(nmin - root)) / T(4))) / T(nmin + root))
        out = np.empty(size, dt)
        for i in range(size):
            if (nmin < T(-1.3) and nmax >= 0) or (nmax > T(1.3) and nmin <= 0):
                while True:
                    z = T(gen())
                    if nmin <= z <= nmax:
                        break
            elif T(nmax - nmin) < cutoff:
                plus = T(0) if nmin < 0 else T(nmin * nmin)
                while True:
                    z = T(T(T(gen.uniform()) * T(nmax - nmin)) + nmin)
                    if T(gen.uniform()) <= exp(T(T(plus - z * z) / T(2))):
                        break
            else:
                alpha = T(T(nmin + root) / T(2))
                while True:
                    z = T(T(-log(T(gen.uniform())) / alpha) + nmin)
                    x = T(alpha - z) if nmin < alpha else T(nmin - alpha)
                    g = exp(T(T(-x * x) / T(2)))
                    if T(gen.uniform()) <= g and z < nmax:
                        break
            out[i] = T(z * stddev) + mean   # (MindSpore's first two samplers write inf for bounds below the mean)
    return out


@PARAM_TRUNCATED_NORMAL.def_infer
def _ptn_infer(shape: Aval, mean: Aval, stdevs: Aval, minvals: Aval, maxvals: Aval, seed: int = 0,
               seed2: int = 0) -> Aval:
    dt = _ptn_check(tuple(shape.shape), shape.dtype,
                    [(tuple(v.shape), v.dtype) for v in (mean, stdevs, minvals, maxvals)])
    n = shape.shape[0]
    if n is None:
        raise ShapeError("For 'ParameterizedTruncatedNormal', the length of 'shape' must be known at compile time.")
    return Aval((None,) * int(n), dt)


ParameterizedTruncatedNormal = _seeded(PARAM_TRUNCATED_NORMAL)


__all__ = public_functions(globals())
