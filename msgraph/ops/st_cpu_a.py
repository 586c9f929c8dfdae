"""Ops and function forms MindSpore's st CPU op tests (tests/st/ops/cpu/test_[a-m]*.py) use that the
other op families lack (h-opsa).

Primitives: ``MatrixSolve(adjoint=False)(matrix, rhs)`` (batched ``solve``, with MindSpore's
gradient), ``MaxPoolWithArgmax`` (MaxPool with the flat index of each maximum), ``Lgamma`` (log |Gamma(x)|, its gradient ``digamma``) and ``Digamma`` (no gradient here).
Functions: ``matrix_solve, lgamma, digamma, mvlgamma`` (``vmap`` is msgraph/autodiff/vmap.py).  Tensor methods:
the function of the same name on self, for these and for functions other families define
(``bitwise_and``, ``ger``, ``hardshrink``...) where MindSpore's Tensor has the method.
"""
from __future__ import annotations

import math
from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, DTypeError, OpError, ShapeError
from ._helpers import dtype_name, np_dtype, shape_of
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim

_FLOATS = (np.dtype(np.float16), np.dtype(np.float32), np.dtype(np.float64))


def _F():
    from . import functional

    return functional


def _known(d: Any) -> bool:
    return isinstance(d, int) and d >= 0


# --- MatrixSolve ------------------------------------------------------------------------------------------
MATRIX_SOLVE = define_op("MatrixSolve", OpKind.OTHER, attrs={"adjoint": False},
                         doc="MatrixSolve(adjoint=False)(matrix [..., M, M], rhs [..., M, K]) -> X with "
                             "matrix @ X = rhs (adjoint: matrix^H @ X = rhs).")


def _check_solve(matrix: Any, rhs: Any) -> None:
    for arg, d in (("matrix", matrix.dtype), ("rhs", rhs.dtype)):
        if np.dtype(d) not in _FLOATS:
            raise DTypeError(f"For 'MatrixSolve', the input argument[{arg}] must be a type of "
                             f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but got Tensor[{dtype_name(d)}].")
    if np.dtype(matrix.dtype) != np.dtype(rhs.dtype):
        raise DTypeError(f"For 'MatrixSolve', 'matrix' and 'rhs' must have the same dtype, but got "
                         f"{dtype_name(matrix.dtype)} and {dtype_name(rhs.dtype)}.")
    ms, rs = tuple(matrix.shape), tuple(rhs.shape)
    if len(ms) < 2 or len(rs) < 2 or len(ms) != len(rs):
        raise ShapeError(f"For 'MatrixSolve', 'matrix' [..., M, M] and 'rhs' [..., M, K] must have the same rank "
                         f">= 2, but got shapes {list(ms)} and {list(rs)}.")
    if _known(ms[-1]) and _known(ms[-2]) and ms[-1] != ms[-2]:
        raise ShapeError(f"For 'MatrixSolve', the last two dimensions of 'matrix' must be equal, but got {list(ms)}.")
    if _known(ms[-1]) and _known(rs[-2]) and ms[-1] != rs[-2]:
        raise ShapeError(f"For 'MatrixSolve', the M in the shape of 'matrix' [..., M, M] must be equal to M in the "
                         f"shape of 'rhs' [..., M, K] which is {rs[-2]} , but got {ms[-1]}.")
    for a, b in zip(ms[:-2], rs[:-2]):
        if _known(a) and _known(b) and a != b:
            raise ShapeError(f"For 'MatrixSolve', the batch dimensions of 'matrix' and 'rhs' must be equal, but got "
                             f"shapes {list(ms)} and {list(rs)}.")


@MATRIX_SOLVE.def_infer
def _matrix_solve_infer(matrix: Aval, rhs: Aval, adjoint: bool = False) -> Aval:
    _check_solve(matrix, rhs)
    return Aval(tuple(rhs.shape), rhs.dtype)


@MATRIX_SOLVE.def_impl
def _matrix_solve_impl(matrix: Any, rhs: Any, adjoint: bool = False) -> np.ndarray:
    matrix, rhs = np.asarray(matrix), np.asarray(rhs)
    _check_solve(matrix, rhs)
    dt = rhs.dtype
    work = np.float32 if dt == np.float16 else dt
    a = matrix.astype(work)
    if adjoint:
        a = np.conj(np.swapaxes(a, -1, -2))
    try:
        out = np.linalg.solve(a, rhs.astype(work))
    except np.linalg.LinAlgError:
        raise OpError("For 'MatrixSolve', the input 'matrix' is not invertible.") from None
    return out.astype(dt)


@bprop_getters.register(MATRIX_SOLVE.prim_class)
def get_bprop_matrix_solve(self: Any):
    adjoint = bool(self.attrs["adjoint"])

    def bprop(matrix, rhs, out, dout):
        F = _F()
        grad_rhs = apply(prim(MATRIX_SOLVE, adjoint=not adjoint), (matrix, dout))
        if adjoint:   # d matrix = -X @ grad_rhs^T
            grad_matrix = F.neg(F.matmul(out, F.swapaxes(grad_rhs, -1, -2)))
        else:         # d matrix = -grad_rhs @ X^T
            grad_matrix = F.neg(F.matmul(grad_rhs, F.swapaxes(out, -1, -2)))
        return grad_matrix, grad_rhs
    return bprop


@op_function
def matrix_solve(matrix: Any, rhs: Any, adjoint: bool = False) -> Any:
    """X with matrix @ X = rhs (adjoint: the conjugate transpose of matrix), batched over leading dims."""
    return apply(prim(MATRIX_SOLVE, adjoint=bool(adjoint)), (matrix, rhs))


# --- Lgamma / Digamma -------------------------------------------------------------------------------------
def _float_out(name: str, x: Any, ints: bool) -> np.dtype:
    d = np.dtype(x.dtype)
    if d in _FLOATS:
        return d
    if ints and d.kind in "iu":
        return np.dtype(np.float32)
    raise DTypeError(f"For '{name}', the input must be a float Tensor, but got {dtype_name(d)}.")


def _lgamma_scalar(v: float) -> float:
    try:
        return math.lgamma(v)
    except ValueError:  # a pole (0, -1, -2...)
        return math.inf


_lgamma_f64 = np.frompyfunc(_lgamma_scalar, 1, 1)


def _digamma_f64(x: np.ndarray) -> np.ndarray:
    """psi(x) in float64: reflection below 1/2, recurrence up to 10, then the asymptotic series."""
    x = np.asarray(x, np.float64)
    out = np.empty_like(x)
    pole = (x <= 0) & (x == np.floor(x))
    refl = (x < 0.5) & ~pole
    y = np.where(refl, 1.0 - x, x)
    y = np.where(pole, 1.0, y)
    acc = np.zeros_like(y)
    for _ in range(10):
        small = y < 10.0
        acc = acc - np.where(small, 1.0 / np.where(small, y, 1.0), 0.0)
        y = np.where(small, y + 1.0, y)
    inv = 1.0 / y
    inv2 = inv * inv
    series = (np.log(y) - 0.5 * inv
              - inv2 * (1.0 / 12 - inv2 * (1.0 / 120 - inv2 * (1.0 / 252 - inv2 * (1.0 / 240 - inv2 * (1.0 / 132))))))
    psi = series + acc
    with np.errstate(divide="ignore", invalid="ignore"):
        psi = np.where(refl, psi - np.pi / np.tan(np.pi * x), psi)
    out[...] = np.where(pole, np.where(x == 0, -np.inf, np.nan), psi)
    out[np.isnan(x)] = np.nan
    out[np.isposinf(x)] = np.inf
    return out


LGAMMA = define_op("Lgamma", OpKind.OTHER, doc="Lgamma()(x): log |Gamma(x)| (an integer Tensor gives float32).")
DIGAMMA = define_op("Digamma", OpKind.OTHER, doc="Digamma()(x): the derivative of lgamma (float Tensors).",
                    differentiable=False)


@LGAMMA.def_infer
def _lgamma_infer(x: Aval) -> Aval:
    return Aval(tuple(x.shape), _float_out("Lgamma", x, True))


@LGAMMA.def_impl
def _lgamma_impl(x: Any) -> np.ndarray:
    x = np.asarray(x)
    dt = _float_out("Lgamma", x, True)
    return np.asarray(_lgamma_f64(x.astype(np.float64)), np.float64).astype(dt)


@DIGAMMA.def_infer
def _digamma_infer(x: Aval) -> Aval:
    return Aval(tuple(x.shape), _float_out("Digamma", x, False))


@DIGAMMA.def_impl
def _digamma_impl(x: Any) -> np.ndarray:
    x = np.asarray(x)
    dt = _float_out("Digamma", x, False)
    return _digamma_f64(x).astype(dt)


@bprop_getters.register(LGAMMA.prim_class)
def get_bprop_lgamma(self: Any):
    def bprop(x, out, dout):
        return (_F().mul(dout, apply(prim(DIGAMMA), (x,))),)
    return bprop


@op_function
def lgamma(input: Any) -> Any:  # noqa: A002 - MindSpore's name
    """log |Gamma(input)|."""
    return apply(prim(LGAMMA), (input,))


@op_function
def digamma(input: Any) -> Any:  # noqa: A002 - MindSpore's name
    """The logarithmic derivative of Gamma."""
    return apply(prim(DIGAMMA), (input,))


@op_function
def mvlgamma(input: Any, p: int) -> Any:  # noqa: A002 - MindSpore's name
    """The multivariate log-gamma of order p: sum_{i<p} lgamma(x - i/2) + p(p-1)/4 log(pi)."""
    if isinstance(p, bool) or not isinstance(p, int):
        raise ArgumentError(f"For 'Mvlgamma', the 'p' must be int, but got '{type(p).__name__}'.")
    if p <= 0:
        raise OpError(f"For 'Mvlgamma', the 'p' must be int and must > 0, but got '{p}' with type 'int'.")
    from ..common.tensor_methods import _eager_pynative

    if _eager_pynative(input) and not bool(np.all(input.asnumpy() > (p - 1) / 2.0)):
        raise OpError("For Mvlgamma, all elements of 'x' must be greater than (p-1)/2.")
    F = _F()
    total = F.lgamma(input)
    for i in range(1, p):
        total = F.add(total, F.lgamma(F.sub(input, i / 2.0)))
    return F.add(total, p * (p - 1) / 4.0 * math.log(math.pi))


# --- MaxPoolWithArgmax ------------------------------------------------------------------------------------
_MPA_ATTRS = {"kernel_size": 1, "strides": 1, "pad_mode": "valid", "data_format": "NCHW"}
MAXPOOL_WITH_ARGMAX = define_op(
    "MaxPoolWithArgmax", OpKind.OTHER, attrs=dict(_MPA_ATTRS), n_outputs=2,
    doc="MaxPoolWithArgmax(kernel_size=1, strides=1, pad_mode='valid', data_format='NCHW')(x) -> (output, "
        "argmax int32): MaxPool and, per window, the flat index c * H * W + h * W + w (within the sample) of its first maximum.")


def _mpa_geo(x: Any, attrs: dict):
    """The window geometry; 'same' pads the top (left) with (k - s) // 2 rows (columns), as MindSpore's CPU
    kernel does (MaxPool itself centres the padding), the rest at the bottom (right)."""
    from .pooling import _pool_geo

    k, s, p, (oh, ow) = _pool_geo("MaxPoolWithArgmax", x, dict(attrs, pad=0))
    if str(attrs["pad_mode"]).lower() == "same":
        h, w = x.shape[2], x.shape[3]
        top, left = max(k[0] - s[0], 0) // 2, max(k[1] - s[1], 0) // 2
        p = (top, max((oh - 1) * s[0] + k[0] - h - top, 0), left, max((ow - 1) * s[1] + k[1] - w - left, 0))
    return k, s, p, (oh, ow)


@MAXPOOL_WITH_ARGMAX.def_infer
def _mpa_infer(x: Aval, **attrs: Any) -> Tuple[Aval, Aval]:
    _, _, _, (oh, ow) = _mpa_geo(x, attrs)
    shape = (x.shape[0], x.shape[1], oh, ow)
    return Aval(shape, x.dtype), Aval(shape, np.dtype(np.int32))


@MAXPOOL_WITH_ARGMAX.def_impl
def _mpa_impl(x: Any, **attrs: Any) -> Tuple[np.ndarray, np.ndarray]:
    from .pooling import _pad, _pool_slices

    x = np.asarray(x)
    k, s, p, (oh, ow) = _mpa_geo(x, attrs)
    xp = _pad(x, p, -np.inf)
    rows = (np.arange(oh) * s[0] - p[0])[:, None]
    cols = (np.arange(ow) * s[1] - p[2])[None, :]
    chan = (np.arange(x.shape[1]) * (x.shape[2] * x.shape[3]))[None, :, None, None]
    best = idx = None
    for i, j, (r, c) in _pool_slices(k, s, oh, ow):
        v = xp[:, :, r, c]
        flat = chan + ((rows + i) * x.shape[3] + (cols + j))
        if best is None:
            best, idx = v.copy(), flat.astype(np.int32)
        else:
            take = (v > best) | (np.isnan(v) & ~np.isnan(best))
            best = np.where(take, v, best)
            idx = np.where(take, flat, idx).astype(np.int32)
    return best.astype(x.dtype), idx


@bprop_getters.register(MAXPOOL_WITH_ARGMAX.prim_class)
def get_bprop_max_pool_with_argmax(self: Any):
    """dout[0] to each window's first maximum (MaxPoolGrad with the same window); none to argmax."""
    attrs = dict(self.attrs)

    def bprop(x, out, dout):
        from .pooling import MAXPOOL_GRAD

        k, s, p, _ = _mpa_geo(Aval(shape_of(x), np_dtype(x)), attrs)
        window = dict(kernel_size=k, strides=s, pad_mode="pad", pad=tuple(p), data_format="NCHW")
        return (apply(prim(MAXPOOL_GRAD, **window), (x, dout[0])),)
    return bprop


def _bind_tensor_methods() -> None:
    from ..common.tensor_methods import TensorMethods, _forward

    for name in ("matrix_solve", "lgamma", "digamma", "mvlgamma", "bitwise_and", "bitwise_or", "bitwise_xor", "ger",
                 "hardshrink", "addr", "addmv", "inplace_update", "approximate_equal", "renorm", "logit", "fmax",
                 "roll", "xdivy"):
        if name != "matrix_solve" and not hasattr(TensorMethods, name):
            setattr(TensorMethods, name, _forward(name, name))


_bind_tensor_methods()

__all__ = ["matrix_solve", "lgamma", "digamma", "mvlgamma"]
