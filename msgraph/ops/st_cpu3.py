"""Primitives MindSpore's CPU op tests use that wave one left out (h-cpu3, session 6 second wave).

FractionalMaxPool / FractionalAvgPool (TensorFlow's fractional pooling, NHWC) and their gradient primitives
FractionalMaxPoolGrad / FractionalAvgPoolGrad.  The pooling sequences are TensorFlow's: when the output length
divides the input length every window has the same size (deterministic); otherwise the sequence is drawn from
msgraph's generator (or the primitive's own seeded stream), so such values cannot match MindSpore's; shapes,
dtypes and the sequences' properties (start 0, end = input length, steps of k or k+1) do.
"""
from __future__ import annotations

import math
from typing import Any, List, Sequence, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, DTypeError, ShapeError
from ._helpers import zeros_grad
from .registry import OpKind, apply, bprop_getters, define_op, prim

__all__: List[str] = []

_POOL_DTYPES = ("float32", "float64", "int32", "int64")
_POOL_ATTRS = {"pooling_ratio": (1.0, 1.0, 1.0, 1.0), "pseudo_random": False, "overlapping": False,
               "deterministic": False, "seed": 0, "seed2": 0}


def _check_ratio(name: str, ratio: Any) -> Tuple[float, ...]:
    if not isinstance(ratio, (list, tuple)) or len(ratio) != 4:
        raise ShapeError(f"For '{name}', the 'pooling_ratio' must be a list or tuple of 4 floats, but got {ratio!r}.")
    r = tuple(float(v) for v in ratio)
    if r[0] != 1.0 or r[3] != 1.0:
        raise ShapeError(f"For '{name}', the first and last elements of 'pooling_ratio' must be 1.0, but got {r}.")
    if r[1] < 1.0 or r[2] < 1.0:
        raise ShapeError(f"For '{name}', the 'pooling_ratio' of height and width must be >= 1.0, but got {r}.")
    return r


def _pool_out_shape(name: str, shape: Sequence[Any], dtype: Any, ratio: Any) -> Tuple[Any, ...]:
    if np.dtype(dtype).name not in _POOL_DTYPES:
        raise DTypeError(f"For '{name}', the 'x' must be a Tensor of float32, float64, int32 or int64, "
                         f"but got {np.dtype(dtype).name}.")
    if len(shape) != 4:
        raise ShapeError(f"For '{name}', the 'x' must be 4-D (N, H, W, C), but got {len(shape)}-D.")
    r = _check_ratio(name, ratio)
    out = tuple(None if d is None else int(math.floor(d / r[i])) for i, d in enumerate(shape))
    if any(d is not None and d <= 0 for d in out):
        raise ShapeError(f"For '{name}', the output shape {out} must be positive: 'pooling_ratio' {r} is too large "
                         f"for the input shape {tuple(shape)}.")
    return out


def _sequence(n_in: int, n_out: int, pseudo_random: bool, rng: Any) -> np.ndarray:
    """TensorFlow's pooling sequence: n_out + 1 window starts, 0 .. n_in."""
    k = n_in // n_out
    if n_in % n_out == 0:
        diff = np.full(n_out, k, np.int64)
    elif pseudo_random:
        alpha = n_in / n_out
        max_u = min((k + 2) / alpha - 1, (n_in + 1 - k) / alpha - (n_out - 1))
        u = rng.random() * max_u
        cum = [1] + [int(math.ceil(alpha * (i + u))) for i in range(1, n_out)] + [n_in + 1]
        diff = np.diff(np.asarray(cum, np.int64))
    else:
        diff = np.full(n_out, k, np.int64)
        diff[:n_in % n_out] += 1
        rng.shuffle(diff)
    return np.concatenate([[0], np.cumsum(diff)]).astype(np.int64)


def _windows(seq: np.ndarray, n_in: int, overlapping: bool) -> List[Tuple[int, int]]:
    """(start, stop) of each window (stop exclusive): overlapping windows include the next start."""
    out = []
    for i in range(len(seq) - 1):
        end = int(seq[i + 1]) + (1 if overlapping else 0)
        out.append((int(seq[i]), min(end, n_in)))
    return out


def _fractional_pool(name: str, reduce: str, x: Any, pooling_ratio: Any, pseudo_random: bool, overlapping: bool,
                     deterministic: bool, seed: int, seed2: int) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    from .random_extra import op_rng

    x = np.asarray(x)
    _check_seeds(name, deterministic, seed, seed2)
    out_shape = _pool_out_shape(name, x.shape, x.dtype, pooling_ratio)
    rng = op_rng(name, seed, seed2)
    rows = _sequence(x.shape[1], out_shape[1], bool(pseudo_random), rng)
    cols = _sequence(x.shape[2], out_shape[2], bool(pseudo_random), rng)
    y = np.empty(out_shape, x.dtype)
    for i, (r0, r1) in enumerate(_windows(rows, x.shape[1], overlapping)):
        for j, (c0, c1) in enumerate(_windows(cols, x.shape[2], overlapping)):
            win = x[:, r0:r1, c0:c1, :]
            if reduce == "max":
                y[:, i, j, :] = win.max(axis=(1, 2))
            else:
                y[:, i, j, :] = _cast_mean(win.astype(np.float64).mean(axis=(1, 2)), x.dtype)
    return y, rows, cols


def _cast_mean(v: np.ndarray, dtype: np.dtype) -> np.ndarray:
    return np.trunc(v).astype(dtype) if dtype.kind in "iu" else v.astype(dtype)


def _check_seeds(name: str, deterministic: bool, seed: int, seed2: int) -> None:
    if not deterministic and (seed or seed2):
        raise ShapeError(f"For '{name}', both 'seed' and 'seed2' must be 0 if 'deterministic' is false.")


def _pool_infer(name: str):
    def infer(x: Aval, **attrs: Any) -> Tuple[Aval, Aval, Aval]:
        _check_seeds(name, attrs["deterministic"], attrs["seed"], attrs["seed2"])
        out = _pool_out_shape(name, tuple(x.shape), x.dtype, attrs["pooling_ratio"])
        seq = lambda d: (None if d is None else d + 1,)  # noqa: E731
        return Aval(out, x.dtype), Aval(seq(out[1]), np.int64), Aval(seq(out[2]), np.int64)
    return infer


def _seeded_pool(op: Any) -> type:
    from .st_cpu_b2 import _seeded

    cls = _seeded(op)
    init = cls.__init__

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        for key in ("pseudo_random", "overlapping", "deterministic"):
            if not isinstance(self.attrs[key], bool):
                raise ArgumentError(f"For '{self.name}', the '{key}' must be bool, "
                                    f"but got {type(self.attrs[key]).__name__}.")
        if isinstance(self.attrs["pooling_ratio"], list):
            self.attrs["pooling_ratio"] = tuple(self.attrs["pooling_ratio"])

    cls.__init__ = __init__
    return cls


_POOL_DOC = ("{0}(pooling_ratio, pseudo_random=False, overlapping=False, deterministic=False, seed=0, seed2=0)(x): "
             "fractional {1} pooling of an NHWC x: (y, row_pooling_sequence, col_pooling_sequence), the sequences "
             "int64 window starts 0 .. H (W).")
FRACTIONAL_MAX_POOL = define_op("FractionalMaxPool", OpKind.OTHER, attrs=dict(_POOL_ATTRS), n_outputs=3,
                                stateful=True, doc=_POOL_DOC.format("FractionalMaxPool", "max"))
FRACTIONAL_AVG_POOL = define_op("FractionalAvgPool", OpKind.OTHER, attrs=dict(_POOL_ATTRS), n_outputs=3,
                                stateful=True, doc=_POOL_DOC.format("FractionalAvgPool", "average"))
FRACTIONAL_MAX_POOL.def_impl(lambda x, **a: _fractional_pool("FractionalMaxPool", "max", x, **a))
FRACTIONAL_AVG_POOL.def_impl(lambda x, **a: _fractional_pool("FractionalAvgPool", "avg", x, **a))
FRACTIONAL_MAX_POOL.def_infer(_pool_infer("FractionalMaxPool"))
FRACTIONAL_AVG_POOL.def_infer(_pool_infer("FractionalAvgPool"))
FractionalMaxPool = _seeded_pool(FRACTIONAL_MAX_POOL)
FractionalAvgPool = _seeded_pool(FRACTIONAL_AVG_POOL)


# --- gradients ----------------------------------------------------------------------------------------------
def _check_seqs(name: str, rows: np.ndarray, cols: np.ndarray, dy_shape: Sequence[int]) -> None:
    for arg, s, n in (("row_pooling_sequence", rows, dy_shape[1]), ("col_pooling_sequence", cols, dy_shape[2])):
        if s.ndim != 1 or s.dtype.kind not in "iu":
            raise DTypeError(f"For '{name}', the '{arg}' must be a 1-D int64 Tensor, but got {s.dtype.name} "
                             f"of shape {s.shape}.")
        if s.shape[0] < n + 1:
            raise ShapeError(f"For '{name}', the '{arg}' must have at least {n + 1} elements, "
                             f"but got {s.shape[0]}.")


def _max_pool_grad(orig_input: Any, orig_output: Any, out_backprop: Any, row_pooling_sequence: Any,
                   col_pooling_sequence: Any, overlapping: bool = False) -> np.ndarray:
    x, dy = np.asarray(orig_input), np.asarray(out_backprop)
    rows, cols = np.asarray(row_pooling_sequence), np.asarray(col_pooling_sequence)
    if x.ndim != 4 or dy.ndim != 4:
        raise ShapeError(f"For 'FractionalMaxPoolGrad', the 'orig_input' and 'out_backprop' must be 4-D, "
                         f"but got {x.ndim}-D and {dy.ndim}-D.")
    _check_seqs("FractionalMaxPoolGrad", rows, cols, dy.shape)
    dx = np.zeros(x.shape, np.float64)
    n_b, _, _, n_c = x.shape
    rw, cw = _windows(rows, x.shape[1], overlapping), _windows(cols, x.shape[2], overlapping)
    for i in range(dy.shape[1]):
        r0, r1 = rw[i]
        for j in range(dy.shape[2]):
            c0, c1 = cw[j]
            win = x[:, r0:r1, c0:c1, :].reshape(n_b, -1, n_c)
            arg = win.argmax(axis=1)                   # first maximum in row-major order, as TensorFlow
            wr, wc = np.divmod(arg, c1 - c0)
            bi, ci = np.meshgrid(np.arange(n_b), np.arange(n_c), indexing="ij")
            np.add.at(dx, (bi, r0 + wr, c0 + wc, ci), dy[:, i, j, :])
    return dx.astype(x.dtype)


def _avg_pool_grad_shape(shape: Any, out_backprop: Any, row_pooling_sequence: Any, col_pooling_sequence: Any,
                         overlapping: bool = False) -> np.ndarray:
    dy = np.asarray(out_backprop)
    rows, cols = np.asarray(row_pooling_sequence), np.asarray(col_pooling_sequence)
    shape = tuple(int(d) for d in np.asarray(shape).reshape(-1))
    if len(shape) != 4 or dy.ndim != 4:
        raise ShapeError(f"For 'FractionalAvgPoolGrad', the 'orig_input_tensor_shape' must have 4 elements and "
                         f"'out_backprop' must be 4-D, but got {shape} and {dy.ndim}-D.")
    _check_seqs("FractionalAvgPoolGrad", rows, cols, dy.shape)
    dx = np.zeros(shape, np.float64)
    rw, cw = _windows(rows, shape[1], overlapping), _windows(cols, shape[2], overlapping)
    for i in range(dy.shape[1]):
        r0, r1 = rw[i]
        for j in range(dy.shape[2]):
            c0, c1 = cw[j]
            cnt = (r1 - r0) * (c1 - c0)
            if dy.dtype.kind in "iu":
                share = np.trunc(dy[:, i, j, :].astype(np.float64) / cnt)
            else:
                share = dy[:, i, j, :].astype(np.float64) / cnt
            dx[:, r0:r1, c0:c1, :] += share[:, None, None, :]
    return _cast_mean(dx, dy.dtype)


FRACTIONAL_MAX_POOL_GRAD = define_op(
    "FractionalMaxPoolGrad", OpKind.OTHER, attrs={"overlapping": False}, differentiable=False,
    doc="FractionalMaxPoolGrad(overlapping=False)(orig_input, orig_output, out_backprop, row_pooling_sequence, "
        "col_pooling_sequence): out_backprop routed to the first maximum of each window (orig_input's shape).")
FRACTIONAL_MAX_POOL_GRAD.def_impl(_max_pool_grad)


@FRACTIONAL_MAX_POOL_GRAD.def_infer
def _max_pool_grad_infer(orig_input: Aval, orig_output: Aval, out_backprop: Aval, rows: Aval, cols: Aval,
                         overlapping: bool = False) -> Aval:
    if len(orig_input.shape) != 4 or len(out_backprop.shape) != 4:
        raise ShapeError(f"For 'FractionalMaxPoolGrad', the 'orig_input' and 'out_backprop' must be 4-D, "
                         f"but got {len(orig_input.shape)}-D and {len(out_backprop.shape)}-D.")
    return Aval(tuple(orig_input.shape), orig_input.dtype)


FRACTIONAL_AVG_POOL_GRAD = define_op(
    "FractionalAvgPoolGrad", OpKind.OTHER, attrs={"overlapping": False}, differentiable=False,
    doc="FractionalAvgPoolGrad(overlapping=False)(orig_input_tensor_shape, out_backprop, row_pooling_sequence, "
        "col_pooling_sequence): out_backprop spread evenly over each window (an int64 shape Tensor's shape).")
FRACTIONAL_AVG_POOL_GRAD.def_impl(_avg_pool_grad_shape)


@FRACTIONAL_AVG_POOL_GRAD.def_infer
def _avg_pool_grad_infer(shape: Aval, out_backprop: Aval, rows: Aval, cols: Aval, overlapping: bool = False) -> Aval:
    if len(shape.shape) != 1:
        raise ShapeError(f"For 'FractionalAvgPoolGrad', the 'orig_input_tensor_shape' must be 1-D, "
                         f"but got {len(shape.shape)}-D.")
    n = shape.shape[0]
    return Aval((None,) * (4 if n is None else int(n)), out_backprop.dtype)


# The bprop of FractionalAvgPool knows x's shape statically: the same math with the shape as an attribute.
_AVG_GRAD_STATIC = define_op(
    "FractionalAvgPoolGradStatic", OpKind.OTHER, attrs={"overlapping": False, "shape": ()}, differentiable=False,
    public=False, doc="FractionalAvgPoolGrad with orig_input's shape as an attribute (FractionalAvgPool's bprop).")
_AVG_GRAD_STATIC.def_impl(lambda dy, rows, cols, overlapping=False, shape=():
                          _avg_pool_grad_shape(np.asarray(shape, np.int64), dy, rows, cols, overlapping))
_AVG_GRAD_STATIC.def_infer(lambda dy, rows, cols, overlapping=False, shape=(): Aval(tuple(shape), dy.dtype))


@bprop_getters.register(FractionalMaxPool)
def _fractional_max_pool_bprop(self: Any):
    g = prim(FRACTIONAL_MAX_POOL_GRAD, overlapping=self.attrs["overlapping"])

    def bprop(x, out, dout):
        return (apply(g, (x, out[0], dout[0], out[1], out[2])),)
    return bprop


@bprop_getters.register(FractionalAvgPool)
def _fractional_avg_pool_bprop(self: Any):
    overlapping = self.attrs["overlapping"]

    def bprop(x, out, dout):
        g = prim(_AVG_GRAD_STATIC, overlapping=overlapping, shape=tuple(int(d) for d in x.shape))
        return (apply(g, (dout[0], out[1], out[2])),)
    return bprop
