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
from ._compose import CompositePrimitive
from ._helpers import dtype_name, np_dtype, zeros_grad
from ._helpers import user_type
from .registry import raising_bprop
from .registry import refuse_numbers
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim

__all__: List[str] = ["batch_dot", "ctc_loss", "median"]

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


def _sequence(n_in: int, n_out: int, pseudo_random: bool, seed: int) -> np.ndarray:
    """MindSpore 2.10's pooling sequence (TensorFlow's): n_out + 1 window starts, 0 .. n_in.  Pseudo-random:
    ``ceil(alpha (i + u))`` with ``u`` one ``uniform_real_distribution<double>`` draw (times its bound) of a
    ``std::default_random_engine(seed)``; random: the window lengths k and k + 1 ``std::shuffle``-d with a fresh
    such engine."""
    from .random_extra import _MinStdRand0

    k = n_in // n_out
    if n_in % n_out == 0:
        diff = np.full(n_out, k, np.int64)
    elif pseudo_random:
        alpha = n_in / n_out
        max_u = min((k + 2) / alpha - 1, (n_in + 1 - k) / alpha - (n_out - 1))
        u = float(_MinStdRand0(seed).uniform(1)[0]) * max_u
        cum = [1] + [int(math.ceil(alpha * (i + u))) for i in range(1, n_out)] + [n_in + 1]
        diff = np.diff(np.asarray(cum, np.int64))
    else:
        lengths = [k + 1] * (n_in % n_out) + [k] * (n_out - n_in % n_out)
        diff = np.asarray(_MinStdRand0(seed).shuffle(lengths), np.int64)
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
    # MindSpore's kernel: the engines' seed is seed, or seed2 when seed is 0 (a C int); deterministic with both 0:
    # a random one (without it both are 0, and the sequences those of seed 0)
    if deterministic and not (seed or seed2):
        seed = int(op_rng(name, 0).integers(1, 2 ** 31))
    c_seed = (int(seed) if seed else int(seed2)) & 0xFFFFFFFF
    c_seed = c_seed - (1 << 32) if c_seed >= (1 << 31) else c_seed
    rows = _sequence(x.shape[1], out_shape[1], bool(pseudo_random), c_seed % (1 << 64))
    cols = _sequence(x.shape[2], out_shape[2], bool(pseudo_random), c_seed % (1 << 64))
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
                                    f"but got {user_type(self.attrs[key]).__name__}.")
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


# --- CTCLossV2 (PyTorch's ctc_loss: log-probabilities in, blank given) ------------------------------------------
def _ctc_v2_check(lp_shape: Sequence[Any], lp_dtype: Any, t_shape: Sequence[Any], t_dtype: Any, il: Any, tl: Any,
                  blank: int) -> None:
    name = "CTCLossV2"
    if np.dtype(lp_dtype).name not in ("float32", "float64"):
        raise DTypeError(f"For primitive[{name}], the input argument[log_probs] must be a type of "
                         f"{{Float32, Float64}}, but got {_ms_dtype(lp_dtype)}.")
    for arg, (shape, dt) in (("targets", (t_shape, t_dtype)), ("input_lengths", il), ("target_lengths", tl)):
        if np.dtype(dt).name not in ("int32", "int64"):
            raise DTypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of {{Int32, Int64}}, "
                             f"but got {_ms_dtype(dt)}.")
    if len(lp_shape) != 3:
        raise ShapeError(f"For '{name}', the 'log_probs' must be 3-D (T, N, C), but got {len(lp_shape)}-D.")
    if len(t_shape) != 2:
        raise ShapeError(f"For '{name}', the 'targets' must be 2-D (N, S), but got {len(t_shape)}-D.")
    n_c = lp_shape[2]
    if n_c is not None and not 0 <= blank < n_c:
        raise ShapeError(f"For '{name}', the 'blank' must be in [0, {n_c}), but got {blank}.")


def _ms_dtype(dt: Any) -> str:
    from ..common.dtype import from_numpy

    try:
        return str(from_numpy(np.dtype(dt)))
    except Exception:  # noqa: BLE001
        return np.dtype(dt).name


def _ctc_v2(log_probs: Any, targets: Any, input_lengths: Any, target_lengths: Any, blank: int = 0,
            reduction: str = "none", zero_infinity: bool = False) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    from ..errors import OpRuntimeError
    from .ctc import _one

    lp, tg = np.asarray(log_probs), np.asarray(targets)
    il, tl = np.asarray(input_lengths).reshape(-1), np.asarray(target_lengths).reshape(-1)
    _ctc_v2_check(lp.shape, lp.dtype, tg.shape, tg.dtype, (il.shape, il.dtype), (tl.shape, tl.dtype), blank)
    n_t, n_b, _ = lp.shape
    n_s = tg.shape[1]
    if il.shape[0] != n_b or tl.shape[0] != n_b or tg.shape[0] != n_b:
        raise ShapeError(f"For 'CTCLossV2', the 'targets', 'input_lengths' and 'target_lengths' must have batch "
                         f"size {n_b}, but got {tg.shape[0]}, {il.shape[0]} and {tl.shape[0]}.")
    loss = np.zeros((n_b,), np.float64)
    grad = np.zeros(lp.shape, np.float64)
    alpha = np.full((n_b, n_t, 2 * n_s + 1), -np.inf)
    for b in range(n_b):
        t_len, s_len = int(il[b]), int(tl[b])
        if not 0 <= s_len <= n_s:
            raise OpRuntimeError(f"For 'CTCLossV2', the target_lengths[{b}] = {s_len} must be in [0, {n_s}].")
        if not s_len <= t_len <= n_t:
            raise OpRuntimeError(f"For 'CTCLossV2', the input_lengths[{b}] = {t_len} should be non-negative and "
                                 f"not smaller than tar_len_p[{b}] = {s_len}")
        if t_len == 0:
            continue
        labels = [int(v) for v in tg[b, :s_len]]
        n_c = lp.shape[2]
        if labels and (max(labels) >= n_c or min(labels) < 0):
            loss[b], la = _ctc_v2_flat_labels(lp, b, labels, t_len, blank, grad)
        else:
            loss[b], grad[:, b, :], la = _one(lp[:, b, :], labels, t_len, True, blank=blank, normalize=False,
                                              alpha=True)
        alpha[b, :t_len, :la.shape[1]] = la
        if not np.isfinite(loss[b]):
            # MindSpore 2.10's CPU kernel zeroes the gradient of an impossible target with zero_infinity (the loss
            # stays inf), else it is NaN over the entry's input length (msgraph gave zeros)
            grad[:, b, :] = 0.0
            if not zero_infinity:
                grad[:t_len, b, :] = np.nan
    return loss.astype(lp.dtype), alpha.astype(lp.dtype), grad.astype(lp.dtype)


def _ctc_v2_flat_labels(lp: np.ndarray, b: int, labels: List[int], t_len: int, blank: int,
                        grad: np.ndarray) -> Tuple[float, np.ndarray]:
    """A label outside [0, C): MindSpore 2.10's CPU kernel reads ``log_probs`` at the flat offset
    ``(t * N + b) * C + label`` without a bounds check (another batch entry's or time step's row: st
    test_ctc_loss expects those values); past the buffer's end it reads log-probability -inf here. The gradient
    of such a read goes to that flat position."""
    from .ctc import _one

    n_t, n_b, n_c = lp.shape
    flat = lp.reshape(-1).astype(np.float64)
    lo, hi = min(0, min(labels)), max(n_c, max(labels) + 1)
    cols = np.arange(lo, hi)
    pos = (np.arange(n_t)[:, None] * n_b + b) * n_c + cols[None, :]          # (T, hi - lo) flat offsets
    inside = (pos >= 0) & (pos < flat.size)
    ext = np.where(inside, flat[np.clip(pos, 0, flat.size - 1)], -np.inf)
    loss, g, la = _one(ext, [v - lo for v in labels], t_len, True, blank=blank - lo, normalize=False, alpha=True)
    with np.errstate(invalid="ignore"):
        post = np.where(np.isfinite(ext), np.exp(ext), 0.0) - g               # the posterior of each read
    grad[:t_len, b, :] += np.exp(lp[:t_len, b, :].astype(np.float64))
    np.add.at(grad.reshape(-1), pos[:t_len][inside[:t_len]], -post[:t_len][inside[:t_len]])
    return loss, la


CTC_LOSS_V2 = define_op("CTCLossV2", OpKind.OTHER, attrs={"blank": 0, "reduction": "none", "zero_infinity": False},
                        n_outputs=2, doc="CTCLossV2(blank=0, reduction='none', zero_infinity=False)(log_probs (T, N, C), "
                        "targets (N, S), input_lengths (N,), target_lengths (N,)) -> (neg_log_likelihood (N,), "
                        "log_alpha (N, T, 2S+1)).")
CTC_LOSS_V2.def_impl(lambda *a, **k: _ctc_v2(*a, **k)[:2])


@CTC_LOSS_V2.def_infer
def _ctc_v2_infer(lp: Aval, tg: Aval, il: Aval, tl: Aval, blank: int = 0, reduction: str = "none",
                  zero_infinity: bool = False) -> Tuple[Aval, Aval]:
    _ctc_v2_check(tuple(lp.shape), lp.dtype, tuple(tg.shape), tg.dtype, (il.shape, il.dtype), (tl.shape, tl.dtype),
                  blank)
    s = tg.shape[1]
    return Aval((lp.shape[1],), lp.dtype), Aval((lp.shape[1], lp.shape[0], None if s is None else 2 * s + 1),
                                                lp.dtype)


def _ctc_v2_init_check(self: Any) -> None:
    a = self.attrs
    if isinstance(a["blank"], bool) or not isinstance(a["blank"], int):
        raise ArgumentError(f"For 'CTCLossV2', the 'blank' must be int, but got {user_type(a['blank']).__name__}.")
    if not isinstance(a["reduction"], str) or a["reduction"].lower() != "none":
        raise ShapeError(f"For 'CTCLossV2', the 'reduction' must be str and must be in '['none']', "
                         f"but got {a['reduction']!r}.")
    if not isinstance(a["zero_infinity"], bool):
        raise ArgumentError(f"For 'CTCLossV2', the 'zero_infinity' must be bool, "
                            f"but got {user_type(a['zero_infinity']).__name__}.")


_ctc_v2_init = CTC_LOSS_V2.prim_class.__init__


def _ctc_v2_new_init(self: Any, *args: Any, **kwargs: Any) -> None:
    _ctc_v2_init(self, *args, **kwargs)
    _ctc_v2_init_check(self)


CTC_LOSS_V2.prim_class.__init__ = _ctc_v2_new_init

CTC_LOSS_V2_GRAD = define_op(
    "CTCLossV2Grad", OpKind.OTHER, attrs={"blank": 0, "reduction": "none", "zero_infinity": False},
    differentiable=False,
    doc="CTCLossV2Grad(blank, reduction, zero_infinity)(grad_out (N,), log_probs, targets, input_lengths, "
        "target_lengths, neg_log_likelihood, log_alpha): d loss / d log_probs scaled by grad_out per batch entry.")


@CTC_LOSS_V2_GRAD.def_impl
def _ctc_v2_grad_impl(grad_out: Any, log_probs: Any, targets: Any, input_lengths: Any, target_lengths: Any,
                      neg_log_likelihood: Any, log_alpha: Any, blank: int = 0, reduction: str = "none",
                      zero_infinity: bool = False) -> np.ndarray:
    g = _ctc_v2(log_probs, targets, input_lengths, target_lengths, blank, reduction, zero_infinity)[2]
    return (g * np.asarray(grad_out).reshape(1, -1, 1)).astype(g.dtype)


@CTC_LOSS_V2_GRAD.def_infer
def _ctc_v2_grad_infer(grad_out: Aval, lp: Aval, *rest: Aval, **attrs: Any) -> Aval:
    return Aval(tuple(lp.shape), lp.dtype)


@bprop_getters.register(CTC_LOSS_V2.prim_class)
def _ctc_v2_bprop(self: Any):
    g = prim(CTC_LOSS_V2_GRAD, **self.attrs)

    def bprop(log_probs, targets, input_lengths, target_lengths, out, dout):
        dx = apply(g, (dout[0], log_probs, targets, input_lengths, target_lengths, out[0], out[1]))
        return dx, zeros_grad(targets), zeros_grad(input_lengths), zeros_grad(target_lengths)
    return bprop


@op_function
def ctc_loss(log_probs: Any, targets: Any, input_lengths: Any, target_lengths: Any, blank: int = 0,
             reduction: str = "mean", zero_infinity: bool = False) -> Tuple[Any, Any]:
    """ops.ctc_loss: CTCLossV2 then 'none' / 'sum' / 'mean' (each loss over its clipped target length)."""
    from ..common.tensor import Tensor
    from . import functional as F

    if reduction not in ("none", "mean", "sum"):
        raise ShapeError(f"For 'ctc_loss', the 'reduction' must be in ['none', 'mean', 'sum'], but got {reduction!r}.")
    args = [a if not isinstance(a, (tuple, list)) else Tensor(np.asarray(a, np.float32 if any(
        isinstance(v, float) for v in a) else np.int64)) for a in (log_probs, targets, input_lengths, target_lengths)]
    loss, log_alpha = apply(prim(CTC_LOSS_V2, blank=blank, reduction="none", zero_infinity=zero_infinity), tuple(args))
    if reduction == "sum":
        loss = F.reduce_sum(loss)
    elif reduction == "mean":
        dt = loss.dtype
        tl = F.maximum(F.cast(args[3], np.float32), 1.0)
        loss = F.cast(F.reduce_mean(F.div(F.cast(loss, np.float32), tl)), dt)
    return loss, log_alpha


# --- Median (the lower median, its index; NaN propagates unless ignored) ----------------------------------------
_MEDIAN_DTYPES = ("int16", "int32", "int64", "float32", "float64")
_MEDIAN_ATTRS = {"global_median": False, "axis": 0, "keep_dims": False, "ignore_nan": False}


def _median_axis(name: str, ndim: int, axis: Any) -> int:
    if isinstance(axis, bool) or not isinstance(axis, (int, np.integer)):
        raise ArgumentError(f"For '{name}', the 'axis' must be int, but got {user_type(axis).__name__}.")
    lo = -max(ndim, 1)
    if not lo <= axis < max(ndim, 1):
        raise ShapeError(f"For primitive[{name}], the axis must be in [{lo},{max(ndim, 1)}), but got {axis}.")
    return int(axis) % max(ndim, 1)


def _median_check(dtype: Any, global_median: bool = False, keep_dims: bool = False) -> None:
    if np.dtype(dtype).name not in _MEDIAN_DTYPES:
        raise DTypeError(f"For primitive[Median], the input argument[x] must be a type of {{Tensor[Float32], "
                         f"Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64]}}, but got "
                         f"Tensor[{_ms_dtype(dtype)}].")
    if global_median and keep_dims:   # MindSpore 2.10's CPU kernel refuses this pair (a RuntimeError at its launch)
        from ..errors import OpRuntimeError
        raise OpRuntimeError("For 'Median', when 'global_median' is True, the 'keep_dims' must be False, but got "
                             "True.")


def _median_1d(v: np.ndarray, ignore_nan: bool) -> Tuple[Any, int]:
    """(median, index) along the last axis of v (..., n), n > 0."""
    order = np.argsort(v, axis=-1, kind="stable")          # NaN last
    nan = np.isnan(v) if v.dtype.kind == "f" else np.zeros(v.shape, bool)
    n_ok = v.shape[-1] - nan.sum(-1)
    pos = np.where(n_ok > 0, (np.maximum(n_ok if ignore_nan else v.shape[-1], 1) - 1) // 2, 0)
    idx = np.take_along_axis(order, pos[..., None], -1)[..., 0]
    if not ignore_nan and v.dtype.kind == "f":
        idx = np.where(nan.any(-1), np.argmax(nan, -1), idx)
    return np.take_along_axis(v, idx[..., None], -1)[..., 0], idx


def _median_impl(x: Any, global_median: bool = False, axis: int = 0, keep_dims: bool = False,
                 ignore_nan: bool = False) -> Tuple[np.ndarray, np.ndarray]:
    x = np.asarray(x)
    _median_check(x.dtype, global_median, keep_dims)
    if global_median:
        if x.size == 0:
            return np.array(np.nan if x.dtype.kind == "f" else 0, x.dtype), np.array(0, np.int64)
        val, _ = _median_1d(x.reshape(-1), ignore_nan)
        return np.asarray(val, x.dtype), np.array(0, np.int64)   # MindSpore's global index is 0
    ax = _median_axis("Median", x.ndim, axis)
    xt = np.moveaxis(x.reshape(x.shape or (1,)), ax, -1)
    if xt.shape[-1] == 0:
        val, idx = np.zeros(xt.shape[:-1], x.dtype), np.zeros(xt.shape[:-1], np.int64)
    else:
        val, idx = _median_1d(xt, ignore_nan)
    val, idx = val.astype(x.dtype), idx.astype(np.int64)
    if keep_dims:
        val, idx = np.expand_dims(val, ax), np.expand_dims(idx, ax)
    if x.ndim == 0:
        val, idx = val.reshape(()), idx.reshape(())
    return val, idx


def _median_out_shape(shape: Tuple[Any, ...], global_median: bool, axis: int, keep_dims: bool) -> Tuple[Any, ...]:
    if global_median:
        return ()
    ax = _median_axis("Median", len(shape), axis)
    if not shape:
        return ()
    return shape[:ax] + ((1,) if keep_dims else ()) + shape[ax + 1:]


MEDIAN = define_op("Median", OpKind.OTHER, attrs=dict(_MEDIAN_ATTRS), n_outputs=2,
                   doc="Median(global_median=False, axis=0, keep_dims=False, ignore_nan=False)(x): (the lower median, "
                       "its int64 index along axis; 0 for the global median); NaN wins unless ignore_nan.")
MEDIAN.def_impl(_median_impl)


def _median_init_rule(self: Any, args: Any, kwargs: Any) -> None:
    """MindSpore 2.10 checks Median's attributes when the primitive is made (TypeError; measured adapt45pij)."""
    for key, want in (("global_median", bool), ("axis", int), ("keep_dims", bool)):
        v = self.attrs[key]
        ok = isinstance(v, bool) if want is bool else isinstance(v, (int, np.integer)) and not isinstance(v, bool)
        if not ok:
            raise TypeError(f"For 'Median', the type of '{key}' should be '{want.__name__}', but got type "
                            f"'{user_type(v).__name__}'.")


MEDIAN.init_rule = _median_init_rule


@MEDIAN.def_infer
def _median_infer(x: Aval, global_median: bool = False, axis: int = 0, keep_dims: bool = False,
                  ignore_nan: bool = False) -> Tuple[Aval, Aval]:
    _median_check(x.dtype, global_median, keep_dims)
    out = _median_out_shape(tuple(x.shape), global_median, axis, keep_dims)
    return Aval(out, x.dtype), Aval(out, np.int64)


MEDIAN_GRAD = define_op("MedianGrad", OpKind.OTHER, attrs={"global_median": False, "axis": 0, "keep_dims": False},
                        differentiable=False,
                        doc="MedianGrad(global_median, axis, keep_dims)(dy, x, y, indices): dy at the median's index "
                            "(global: shared evenly by the elements equal to the median).")


@MEDIAN_GRAD.def_impl
def _median_grad_impl(dy: Any, x: Any, y: Any, indices: Any, global_median: bool = False, axis: int = 0,
                      keep_dims: bool = False) -> np.ndarray:
    dy, x, y, idx = np.asarray(dy), np.asarray(x), np.asarray(y), np.asarray(indices)
    out_dt = x.dtype if x.dtype.kind == "f" else np.float32
    if global_median:
        eq = (x == y) | (np.isnan(x) & np.isnan(y)) if x.dtype.kind == "f" else x == y
        cnt = max(int(eq.sum()), 1)
        return (eq * (dy.astype(np.float64) / cnt)).astype(out_dt)
    dx = np.zeros(x.shape, np.float64)
    if x.ndim == 0:
        return dy.astype(out_dt).reshape(())
    ax = _median_axis("MedianGrad", x.ndim, axis)
    if not keep_dims:
        dy, idx = np.expand_dims(dy, ax), np.expand_dims(idx, ax)
    np.put_along_axis(dx, idx.astype(np.int64), dy.astype(np.float64), ax)
    return dx.astype(out_dt)


@MEDIAN_GRAD.def_infer
def _median_grad_infer(dy: Aval, x: Aval, y: Aval, indices: Aval, **attrs: Any) -> Aval:
    return Aval(tuple(x.shape), x.dtype if np.dtype(x.dtype).kind == "f" else np.float32)


@bprop_getters.register(MEDIAN.prim_class)
def _median_bprop(self: Any):
    a = self.attrs
    g = prim(MEDIAN_GRAD, global_median=a["global_median"], axis=a["axis"], keep_dims=a["keep_dims"])

    def bprop(x, out, dout):
        return (apply(g, (dout[0], x, out[0], out[1])),)
    return bprop


@op_function
def median(input: Any, axis: int = -1, keepdims: bool = False) -> Tuple[Any, Any]:  # noqa: A002 - MindSpore's name
    """ops.median: (the lower median along axis, its int64 index)."""
    refuse_numbers('For Primitive[Median], the type of input argument[x] must be Tensor but got {K0}.', input)
    return apply(prim(MEDIAN, global_median=False, axis=axis, keep_dims=keepdims, ignore_nan=False), (input,))


# --- FusedAdaFactor / FusedAdaFactorWithGlobalNorm (deprecated in MindSpore 2.8, still in ops) ------------------
_ADAFACTOR_ATTRS = {"enable_scale_parameter": False, "enable_first_moment": False, "enable_weight_decay": False}


def _rms(a: np.ndarray) -> float:
    return float(np.sqrt(np.mean(np.square(a)))) if a.size else 0.0


def _adafactor_impl(param: Any, exp_avg: Any, exp_avg_sq_row: Any, exp_avg_sq_col: Any, exp_avg_sq: Any,
                    epsilon: Any, clip_threshold: Any, beta1: Any, beta2: Any, weight_decay: Any, learning_rate: Any,
                    gradient: Any, global_norm: Any = None, enable_scale_parameter: bool = False,
                    enable_first_moment: bool = False, enable_weight_decay: bool = False) -> Tuple[np.ndarray, ...]:
    """The new (param, exp_avg, exp_avg_sq_row, exp_avg_sq_col, exp_avg_sq), computed in float32."""
    f = np.float32
    p0 = np.asarray(param)
    p, m = p0.astype(f), np.asarray(exp_avg).astype(f)
    row, col, sq = (np.asarray(a).astype(f) for a in (exp_avg_sq_row, exp_avg_sq_col, exp_avg_sq))
    eps = np.asarray(epsilon, f).reshape(-1)
    eps1, eps2 = float(eps[0]), float(eps[-1])
    clip, b1, b2, wd, lr = (float(np.asarray(v, f).reshape(-1)[0]) for v in
                            (clip_threshold, beta1, beta2, weight_decay, learning_rate))
    g = np.asarray(gradient).astype(f)
    if global_norm is not None:
        gn = float(np.asarray(global_norm, f).reshape(-1)[0])
        if gn > 1.0:
            g = g / f(gn)
    if g.shape != p.shape:
        raise ShapeError(f"For 'FusedAdaFactor', the shape of 'gradient' must be the same as 'param', but got "
                         f"{list(g.shape)} and {list(p.shape)}.")
    if enable_scale_parameter:
        lr = lr * max(eps2, _rms(p))
    upd = g * g + f(eps1)
    factored = p.ndim >= 2
    if factored:
        row = row * f(b2) + upd.mean(-1) * f(1 - b2)
        col = col * f(b2) + upd.mean(-2) * f(1 - b2)
        r_factor = 1.0 / np.sqrt(row / row.mean(-1, keepdims=True))
        c_factor = 1.0 / np.sqrt(col)
        upd = (r_factor[..., :, None] * c_factor[..., None, :] * g).astype(f)
    else:
        sq = sq * f(b2) + upd * f(1 - b2)
        upd = (g / np.sqrt(sq)).astype(f)
    upd = upd / f(max(1.0, _rms(upd) / clip)) * f(lr)
    if enable_first_moment:
        m = m * f(b1) + upd * f(1 - b1)
        upd = m
    if enable_weight_decay:
        p = p - p * f(wd * lr)
    p = p - upd
    return tuple(a.astype(np.asarray(o).dtype) for a, o in ((p, param), (m, exp_avg), (row, exp_avg_sq_row),
                                                            (col, exp_avg_sq_col), (sq, exp_avg_sq)))


def _adafactor_rule(name: str, with_norm: bool) -> Any:
    op = define_op(name + "Rule", OpKind.OTHER, attrs=dict(_ADAFACTOR_ATTRS), n_outputs=5, differentiable=False,
                   public=False, doc=f"The new (param, exp_avg, exp_avg_sq_row, exp_avg_sq_col, exp_avg_sq) of {name}.")
    op.def_impl(_adafactor_impl)

    @op.def_infer
    def infer(*inputs: Any, **kw: Any) -> Any:
        return tuple(Aval(tuple(inputs[i].shape), inputs[i].dtype) for i in range(5))
    return op


_ADAFACTOR_RULE = _adafactor_rule("FusedAdaFactor", False)


class FusedAdaFactor(CompositePrimitive):
    """FusedAdaFactor(enable_scale_parameter=False, enable_first_moment=False, enable_weight_decay=False)(epsilon,
    clip_threshold, beta1, beta2, weight_decay, learning_rate, gradient, param, exp_avg, exp_avg_sq_row,
    exp_avg_sq_col, exp_avg_sq): one Adafactor step written into the Parameters; returns (zeros like param,)."""

    _attrs = dict(_ADAFACTOR_ATTRS)
    _n_inputs = 12

    def _check_attrs(self) -> None:
        for k, v in self.attrs.items():
            if not isinstance(v, bool):
                raise ArgumentError(f"For '{user_type(self).__name__}', the '{k}' must be bool, but got {user_type(v).__name__}.")

    def __call__(self, *args: Any) -> Any:
        from . import functional as F

        name = type(self).__name__
        if len(args) != self._n_inputs:
            raise ArgumentError(f"For '{name}', expected {self._n_inputs} inputs, but got {len(args)}.")
        (epsilon, clip, beta1, beta2, wd, lr, grad, param, exp_avg, row, col, sq) = args[:12]
        extra = (args[12],) if len(args) == 13 else ()
        states = (param, exp_avg, row, col, sq)
        consts = tuple(_as_tensor(v) for v in (epsilon, clip, beta1, beta2, wd, lr)) + (grad,) + \
            tuple(_as_tensor(v) for v in extra)
        new = apply(prim(_ADAFACTOR_RULE, **self.attrs), states + consts)
        outs = tuple(F.assign(s, n) for s, n in zip(states, new))
        return (F.depend(F.zeros_like(param), outs),)   # MindSpore's dummy output (zeros in PyNative)


class FusedAdaFactorWithGlobalNorm(FusedAdaFactor):
    """FusedAdaFactor with a 13th input, global_norm: the gradient is divided by it when it exceeds 1."""

    _n_inputs = 13


def _as_tensor(v: Any) -> Any:
    from ..common.tensor import Tensor

    if isinstance(v, (tuple, list)):
        return Tensor(np.asarray(v, np.float32))
    if isinstance(v, (bool, int, float)):
        return Tensor(np.asarray(v, np.float32))
    return v


for _c in (FusedAdaFactor, FusedAdaFactorWithGlobalNorm):
    _c.__module__ = "msgraph.ops"
del _c


# --- ops.batch_dot (a tensordot per batch entry, through BatchMatMul) --------------------------------------------
@op_function
def batch_dot(x1: Any, x2: Any, axes: Any = None) -> Any:
    """ops.batch_dot: for each batch entry b, tensordot(x1[b], x2[b]) over axes (x1's, x2's); 2-D by 2-D gives
    (B, 1)."""
    from . import functional as F

    for name, t in (("x1", x1), ("x2", x2)):   # MindSpore 2.10's batch_dot: float32 only (TypeError)
        if hasattr(t, "dtype") and np.dtype(np_dtype(t)) != np.float32:
            raise DTypeError(f"The '{name}' doesn't support '{dtype_name(np_dtype(t))}' and expect to receive "
                             f"[mindspore.float32].")
    s1, s2 = tuple(x1.shape), tuple(x2.shape)
    n1, n2 = len(s1), len(s2)
    if n1 < 2 or n2 < 2:
        raise ShapeError(f"For 'batch_dot', the inputs x1, x2 should have 'dimension >= 2', but got "
                         f"'len(x1_shape)': ({n1}) and 'len(x2_shape)': ({n2}).")
    if axes is None:
        axes = (n1 - 1, n2 - 1) if n2 == 2 else (n1 - 1, n2 - 2)
    elif isinstance(axes, (int, np.integer)) and not isinstance(axes, bool):
        axes = (int(axes), int(axes))
    if not isinstance(axes, (tuple, list)) or len(axes) != 2 or \
            any(isinstance(a, bool) or not isinstance(a, (int, np.integer)) for a in axes):
        if isinstance(axes, (tuple, list)) and 0 in axes:
            raise ShapeError(f"For 'batch_dot', the 'axes' cannot contain 0, but got axes: {tuple(axes)}.")
        raise ShapeError(f"For 'batch_dot', the 'axes' must be None, an int or a pair of ints, but got {axes!r}.")
    a1, a2 = int(axes[0]) % n1 if -n1 <= axes[0] < n1 else None, int(axes[1]) % n2 if -n2 <= axes[1] < n2 else None
    if a1 is None or a2 is None:
        raise ShapeError(f"For 'batch_dot', the 'axes' must be in range of the inputs' ranks, but got {tuple(axes)}.")
    if a1 == 0 or a2 == 0:
        raise ShapeError(f"For 'batch_dot', the 'axes' cannot contain 0, but got axes: {tuple(axes)}.")
    if s1[0] != s2[0]:
        raise ShapeError(f"For 'batch_dot', the inputs 'x1', 'x2' should have the same batch sizes, but got "
                         f"'x1_batch_size': {s1[0]} and 'x2_batch_size': {s2[0]}.")
    if s1[a1] != s2[a2]:
        raise ShapeError(f"For 'batch_dot', the contracted dimensions must be equal, but got x1 shape {list(s1)} "
                         f"axis {a1} and x2 shape {list(s2)} axis {a2}.")
    free1 = [i for i in range(1, n1) if i != a1]
    free2 = [i for i in range(1, n2) if i != a2]
    k = s1[a1]
    f1 = int(np.prod([s1[i] for i in free1])) if free1 else 1
    f2 = int(np.prod([s2[i] for i in free2])) if free2 else 1
    left = F.reshape(F.transpose(x1, tuple([0] + free1 + [a1])), (s1[0], f1, k))
    right = F.reshape(F.transpose(x2, tuple([0, a2] + free2)), (s2[0], k, f2))
    out_shape = (s1[0],) + tuple(s1[i] for i in free1) + tuple(s2[i] for i in free2)
    if len(out_shape) == 1:
        out_shape = (s1[0], 1)
    return F.reshape(F.batch_matmul(left, right), out_shape)


# --- RGBToHSV (TensorFlow's colour conversion over the last axis; no gradient in MindSpore) ----------------------
def _rgb_check(shape: Sequence[Any], dtype: Any) -> None:
    if np.dtype(dtype).name not in ("float16", "float32", "float64"):
        raise DTypeError(f"For 'RGBToHSV', the 'images' must be a Tensor of float16, float32 or float64, "
                         f"but got {np.dtype(dtype).name}.")
    if len(shape) < 1:
        raise ShapeError("For 'RGBToHSV', the rank of 'images' must be at least 1, but got 0.")
    if shape[-1] is not None and shape[-1] != 3:
        raise ShapeError(f"For 'RGBToHSV', the last dimension of 'images' must be 3, but got {shape[-1]}.")


RGB_TO_HSV = define_op("RGBToHSV", OpKind.OTHER, differentiable=False,
                       doc="RGBToHSV()(images (..., 3) float): (hue, saturation, value) in [0, 1] per pixel.")


@RGB_TO_HSV.def_impl
def _rgb_to_hsv_impl(images: Any) -> np.ndarray:
    x = np.asarray(images)
    _rgb_check(x.shape, x.dtype)
    a = x.astype(np.float64)
    r, g, b = a[..., 0], a[..., 1], a[..., 2]
    v = a.max(-1)
    delta = v - a.min(-1)
    with np.errstate(divide="ignore", invalid="ignore"):
        s = np.where(v > 0, delta / v, 0.0)
        h = np.where(v == r, (g - b) / delta, np.where(v == g, 2.0 + (b - r) / delta, 4.0 + (r - g) / delta))
    h = np.where(delta > 0, h, 0.0) / 6.0
    h = np.where(h < 0, h + 1.0, h)
    return np.stack([h, s, v], -1).astype(x.dtype)


@RGB_TO_HSV.def_infer
def _rgb_to_hsv_infer(images: Aval) -> Aval:
    _rgb_check(tuple(images.shape), images.dtype)
    return Aval(tuple(images.shape), images.dtype)


# --- ListDiff (the values of x not in y, in x's order, and their positions; no gradient in MindSpore) ------------
LIST_DIFF = define_op("ListDiff", OpKind.OTHER, attrs={"out_idx": "int32"}, n_outputs=2, differentiable=False,
                      doc="ListDiff(out_idx=int32)(x, y) 1-D: (the values of x that are not in y, in order; their "
                          "indices in x as out_idx).")


def _list_diff_check(xs: Sequence[Any], xd: Any, ys: Sequence[Any], yd: Any, out_idx: Any) -> np.dtype:
    from ..common.dtype import to_numpy

    if len(xs) != 1 or len(ys) != 1:
        raise ShapeError(f"For 'ListDiff', the 'x' and 'y' must be 1-D, but got {len(xs)}-D and {len(ys)}-D.")
    if np.dtype(xd) != np.dtype(yd):
        raise DTypeError(f"For 'ListDiff', the 'x' and 'y' must have the same dtype, but got "
                         f"{np.dtype(xd).name} and {np.dtype(yd).name}.")
    dt = np.dtype(to_numpy(out_idx))
    if dt.name not in ("int32", "int64"):
        raise DTypeError(f"For 'ListDiff', the 'out_idx' must be int32 or int64, but got {dt.name}.")
    return dt


@LIST_DIFF.def_impl
def _list_diff_impl(x: Any, y: Any, out_idx: Any = "int32") -> Tuple[np.ndarray, np.ndarray]:
    x, y = np.asarray(x), np.asarray(y)
    dt = _list_diff_check(x.shape, x.dtype, y.shape, y.dtype, out_idx)
    keep = ~np.isin(x, y)
    return x[keep], np.nonzero(keep)[0].astype(dt)


@LIST_DIFF.def_infer
def _list_diff_infer(x: Aval, y: Aval, out_idx: Any = "int32") -> Tuple[Aval, Aval]:
    dt = _list_diff_check(tuple(x.shape), x.dtype, tuple(y.shape), y.dtype, out_idx)
    return Aval((None,), x.dtype), Aval((None,), dt)


# --- MatrixLogarithm (principal logarithm of complex square matrices; no gradient in MindSpore) ------------------
def _logm_check(shape: Sequence[Any], dtype: Any) -> None:
    if np.dtype(dtype).name not in ("complex64", "complex128"):
        raise DTypeError(f"For 'MatrixLogarithm', the 'x' must be a Tensor of complex64 or complex128, "
                         f"but got {np.dtype(dtype).name}.")
    if len(shape) < 2:
        raise ShapeError(f"For 'MatrixLogarithm', the rank of 'x' must be at least 2, but got {len(shape)}.")
    if shape[-1] is not None and shape[-2] is not None and shape[-1] != shape[-2]:
        raise ShapeError(f"For 'MatrixLogarithm', the last two dimensions of 'x' must be equal, "
                         f"but got {list(shape[-2:])}.")


MATRIX_LOGARITHM = define_op("MatrixLogarithm", OpKind.OTHER,
                             doc="MatrixLogarithm()(x (..., n, n) complex): the principal matrix logarithm "
                                 "(eigendecomposition: V diag(log w) V^-1).")
raising_bprop(MATRIX_LOGARITHM, 'MatrixLogarithm')   # MindSpore 2.10 defines no gradient (h-grad26)


@MATRIX_LOGARITHM.def_impl
def _matrix_logarithm_impl(x: Any) -> np.ndarray:
    x = np.asarray(x)
    _logm_check(x.shape, x.dtype)
    if x.size == 0:
        return x.copy()
    w, v = np.linalg.eig(x.astype(np.complex128))
    out = (v * np.log(w)[..., None, :]) @ np.linalg.inv(v)
    return out.astype(x.dtype)


@MATRIX_LOGARITHM.def_infer
def _matrix_logarithm_infer(x: Aval) -> Aval:
    _logm_check(tuple(x.shape), x.dtype)
    return Aval(tuple(x.shape), x.dtype)


# --- CombinedNonMaxSuppression (TensorFlow's: greedy NMS per class, then the best max_total_size overall) --------
COMBINED_NMS = define_op("CombinedNonMaxSuppression", OpKind.OTHER, attrs={"pad_per_class": False,
                                                                          "clip_boxes": True},
                         n_outputs=4, differentiable=False,
                         doc="CombinedNonMaxSuppression(pad_per_class=False, clip_boxes=True)(boxes (B, N, q, 4), "
                             "scores (B, N, C), max_output_size_per_class, max_total_size, iou_threshold, "
                             "score_threshold): (nmsed_boxes, nmsed_scores, nmsed_classes, valid_detections).")


_CNMS_ARGS = (("boxes", "float32"), ("scores", "float32"), ("max_output_size_per_class", "int32"),
              ("max_total_size", "int32"), ("iou_threshold", "float32"), ("score_threshold", "float32"))


def _cnms_check(bs: Sequence[Any], bd: Any, ss: Sequence[Any], sd: Any, *rest: Any) -> None:
    """MindSpore 2.10's checks, in its order: boxes, scores and both thresholds Float32 Tensors, the two sizes Int32
    ones (measured, session 51: float16 boxes, scores or thresholds, int64 sizes are TypeErrors; ``rest``: the
    dtypes of the other four inputs, None for a Python number)."""
    name = "CombinedNonMaxSuppression"
    for (arg, want), dt in zip(_CNMS_ARGS, (bd, sd) + tuple(rest)):
        if dt is not None and np.dtype(dt).name != want:
            raise DTypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of "
                             f"{{Tensor[{want.capitalize()}]}}, but got Tensor[{dtype_name(np_dtype(dt))}].")
    if len(bs) != 4 or (bs[3] is not None and bs[3] != 4):
        raise ShapeError(f"For '{name}', the 'boxes' must be 4-D with last dimension 4, but got {list(bs)}.")
    if len(ss) != 3:
        raise ShapeError(f"For '{name}', the 'scores' must be 3-D, but got {len(ss)}-D.")


def _iou(a: np.ndarray, b: np.ndarray) -> float:
    ay1, ay2 = min(a[0], a[2]), max(a[0], a[2])
    ax1, ax2 = min(a[1], a[3]), max(a[1], a[3])
    by1, by2 = min(b[0], b[2]), max(b[0], b[2])
    bx1, bx2 = min(b[1], b[3]), max(b[1], b[3])
    area_a, area_b = (ay2 - ay1) * (ax2 - ax1), (by2 - by1) * (bx2 - bx1)
    if area_a <= 0 or area_b <= 0:
        return 0.0
    ih = max(min(ay2, by2) - max(ay1, by1), 0.0)
    iw = max(min(ax2, bx2) - max(ax1, bx1), 0.0)
    inter = ih * iw
    return float(inter / (area_a + area_b - inter))


def _cnms_total(max_per_class: int, max_total: int, n_classes: int, pad_per_class: bool) -> int:
    return min(max_total, max_per_class * n_classes) if pad_per_class else max_total


@COMBINED_NMS.def_impl
def _cnms_impl(boxes: Any, scores: Any, max_output_size_per_class: Any, max_total_size: Any, iou_threshold: Any,
               score_threshold: Any, pad_per_class: bool = False, clip_boxes: bool = True) -> Tuple[np.ndarray, ...]:
    bx, sc = np.asarray(boxes), np.asarray(scores)
    _cnms_check(bx.shape, bx.dtype, sc.shape, sc.dtype, *(getattr(a, "dtype", None) for a in (
        max_output_size_per_class, max_total_size, iou_threshold, score_threshold)))
    per_class, total = int(np.asarray(max_output_size_per_class)), int(np.asarray(max_total_size))
    iou_t, score_t = float(np.asarray(iou_threshold)), float(np.asarray(score_threshold))
    if per_class <= 0 or total <= 0:
        raise ShapeError("For 'CombinedNonMaxSuppression', the 'max_output_size_per_class' and 'max_total_size' "
                         f"must be positive, but got {per_class} and {total}.")
    if not 0.0 <= iou_t <= 1.0:
        raise ShapeError(f"For 'CombinedNonMaxSuppression', the 'iou_threshold' must be in [0, 1], but got {iou_t}.")
    n_b, n_box, q, _ = bx.shape
    n_cls = sc.shape[2]
    size = _cnms_total(per_class, total, n_cls, pad_per_class)
    out_b = np.zeros((n_b, size, 4), np.float32)
    out_s = np.zeros((n_b, size), np.float32)
    out_c = np.zeros((n_b, size), np.float32)
    valid = np.zeros((n_b,), np.int32)
    for b in range(n_b):
        found = []
        for c in range(n_cls):
            cand = [i for i in np.argsort(-sc[b, :, c].astype(np.float64), kind="stable") if sc[b, i, c] > score_t]
            kept: List[int] = []
            for i in cand:
                if len(kept) >= per_class:
                    break
                box = bx[b, i, c if q > 1 else 0].astype(np.float64)
                if all(_iou(box, bx[b, k, c if q > 1 else 0].astype(np.float64)) <= iou_t for k in kept):
                    kept.append(i)
            found += [(float(sc[b, i, c]), c, i) for i in kept]
        found.sort(key=lambda t: -t[0])
        found = found[:size]
        for j, (s, c, i) in enumerate(found):
            box = bx[b, i, c if q > 1 else 0].astype(np.float32)
            out_b[b, j] = np.clip(box, 0.0, 1.0) if clip_boxes else box
            out_s[b, j], out_c[b, j] = s, c
        valid[b] = len(found)
    return out_b, out_s, out_c, valid


@COMBINED_NMS.def_infer
def _cnms_infer(boxes: Aval, scores: Aval, *rest: Aval, pad_per_class: bool = False,
                clip_boxes: bool = True) -> Tuple[Aval, ...]:
    _cnms_check(tuple(boxes.shape), boxes.dtype, tuple(scores.shape), scores.dtype,
                *(getattr(a, "dtype", None) for a in rest))
    n_b = boxes.shape[0]
    f = np.float32
    return (Aval((n_b, None, 4), f), Aval((n_b, None), f), Aval((n_b, None), f), Aval((n_b,), np.int32))


# --- Assert (raises RuntimeError 'assert failed' when the condition is false, printing the data) -----------------
ASSERT = define_op("AssertCheck", OpKind.OTHER, attrs={"summarize": 3}, differentiable=False, stateful=True,
                   public=False, doc="Assert's check: (condition, *input_data) -> int32 (1,) zeros; raises "
                                     "RuntimeError('assert failed') after printing the data when the condition is false.")


def _assert_cond_size(shape: Sequence[Any]) -> None:
    n = int(np.prod([d for d in shape if d is not None])) if shape else 1
    if n != 1:
        raise ShapeError(f"For 'Assert', the 'condition[0]' must be int and must = 1, but got '{n}' with type 'int'.")


def _ostream_text(v: Any) -> str:
    from ..common.printing import _part_text

    if isinstance(v, (bool, int)):
        return str(int(v))
    if isinstance(v, complex):
        return f"({_part_text(v.real)},{_part_text(v.imag)})"
    return _part_text(float(v))


@ASSERT.def_impl
def _assert_impl(condition: Any, *input_data: Any, summarize: int = 3) -> np.ndarray:
    from ..errors import OpRuntimeError

    c = np.asarray(condition)
    _assert_cond_size(c.shape)
    if not bool(c.reshape(-1)[0]):
        lines = ["For 'Assert' condition is false."]
        for d in input_data:
            # each element as C++'s ostream writes it, one space between: [1 -1 2.5], a bool as 1 / 0 (measured)
            items = np.asarray(d).reshape(-1)[:max(int(summarize), 0)].tolist()
            lines.append("input data: [" + " ".join(_ostream_text(v) for v in items) + "]")
        print("\n".join(lines))
        raise OpRuntimeError("assert failed")
    return np.zeros((1,), np.int32)


@ASSERT.def_infer
def _assert_infer(condition: Aval, *input_data: Aval, summarize: int = 3) -> Aval:
    _assert_cond_size(tuple(condition.shape))
    return Aval((1,), np.int32)


class Assert(CompositePrimitive):
    """Assert(summarize=3)(condition, input_data list/tuple of Tensors): raises RuntimeError('assert failed') (after
    printing the first ``summarize`` elements of each Tensor) when condition is false; returns int32 [0]."""

    _attrs = {"summarize": 3}

    def _check_attrs(self) -> None:
        s = self.attrs["summarize"]
        if isinstance(s, bool) or not isinstance(s, int):
            raise ArgumentError(f"For 'Assert', the 'summarize' must be int, but got {user_type(s).__name__}.")

    def __call__(self, condition: Any, input_data: Any) -> Any:
        data = tuple(input_data) if isinstance(input_data, (list, tuple)) else (input_data,)
        return apply(prim(ASSERT, summarize=self.attrs["summarize"]), (condition,) + data)


Assert.__module__ = "msgraph.ops"
