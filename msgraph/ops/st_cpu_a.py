"""Ops and function forms MindSpore's st CPU op tests (tests/st/ops/cpu/test_[a-m]*.py) use that the
other op families lack (h-opsa).

Primitives: ``MatrixSolve(adjoint=False)(matrix, rhs)`` (batched ``solve``, with MindSpore's
gradient), ``MaxPoolWithArgmax`` (MaxPool with the flat index of each maximum), ``Dropout2D``/``Dropout3D`` (channel dropout), ``Inv`` (1 / x in x's dtype), ``InvGrad``, ``BiasAddGrad``, ``KLDivLossGrad``, ``AtanGrad``, ``AsinGrad``, ``ACosGrad``, ``AsinhGrad``, ``AcoshGrad``, ``EluGrad`` (MindSpore's grad primitives), ``Lgamma`` (log |Gamma(x)|, its gradient ``digamma``) and ``Digamma`` (no gradient here).
Functions: ``matrix_solve, lgamma, digamma, mvlgamma`` (``vmap`` is msgraph/autodiff/vmap.py).  Tensor methods:
the function of the same name on self, for these and for functions other families define
(``bitwise_and``, ``ger``, ``hardshrink``...) where MindSpore's Tensor has the method.
"""
from __future__ import annotations

import math
from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..common.tensor import Tensor
from ..errors import ArgumentError, DTypeError, OpError, ShapeError
from ._compose import CompositePrimitive
from ._helpers import dtype_name, flit, is_tensorlike, lit, np_dtype, shape_of
from ._helpers import user_type
from .grad_prim_checks import first_float_dtype, pair_check
from .registry import OpKind, apply, bprop_getters, define_binary, define_op, define_unary, op_function, prim
from .registry import raising_bprop, refuse_numbers

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
        if np.dtype(d) not in _FLOATS + (np.dtype(np.complex64), np.dtype(np.complex128)):
            raise DTypeError(f"For 'MatrixSolve', the input argument[{arg}] must be a type of "
                             f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Complex64], "
                             f"Tensor[Complex128]}}, but got Tensor[{dtype_name(d)}].")
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
    work = np.float32 if dt == np.float16 else (np.complex128 if dt.kind == "c" else dt)
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
    # MindSpore 2.10: digamma(+0.0) is -inf, digamma(-0.0) +inf (measured, adapt35f)
    out[...] = np.where(pole, np.where(x == 0, np.where(np.signbit(x), np.inf, -np.inf), np.nan), psi)
    out[np.isnan(x)] = np.nan
    out[np.isposinf(x)] = np.inf
    return out


LGAMMA = define_op("Lgamma", OpKind.OTHER, doc="Lgamma()(x): log |Gamma(x)| (an integer Tensor gives float32).")
DIGAMMA = define_op("Digamma", OpKind.OTHER, doc="Digamma()(x): the derivative of lgamma (float Tensors).")


def _lgamma_check(dtype: Any) -> None:
    """MindSpore 2.10's Lgamma takes float16 / float32 / float64 and int32 (float32 out) only: the primitive too."""
    if np.dtype(dtype).name not in ("float16", "float32", "float64", "int32"):
        raise DTypeError(f"For primitive[Lgamma], the input argument[x] must be a type of {{Tensor[Float16], "
                         f"Tensor[Float32], Tensor[Float64], Tensor[Int32]}}, but got Tensor[{dtype_name(dtype)}].")


@LGAMMA.def_infer
def _lgamma_infer(x: Aval) -> Aval:
    _lgamma_check(x.dtype)
    return Aval(tuple(x.shape), _float_out("Lgamma", x, True))


@LGAMMA.def_impl
def _lgamma_impl(x: Any) -> np.ndarray:
    x = np.asarray(x)
    _lgamma_check(x.dtype)
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


@bprop_getters.register(DIGAMMA.prim_class)
def get_bprop_digamma(self: Any):
    """MindSpore's Digamma bprop: dout * polygamma(1, x) (msgraph gave zeros before h-grad26)."""
    def bprop(x, out, dout):
        from .special_ext import POLYGAMMA

        return (_F().mul(dout, apply(prim(POLYGAMMA), (Tensor(np.array(1, np.int64)), x))),)
    return bprop


@op_function
def lgamma(input: Any) -> Any:  # noqa: A002 - MindSpore's name
    """log |Gamma(input)|."""
    refuse_numbers("For Primitive[Lgamma], the type of input argument[x] must be Tensor but got {K0}.", input)
    if hasattr(input, "dtype"):
        _lgamma_check(np_dtype(input))
    return apply(prim(LGAMMA), (input,))


@op_function
def digamma(input: Any) -> Any:  # noqa: A002 - MindSpore's name
    """The logarithmic derivative of Gamma."""
    refuse_numbers("For Primitive[Digamma], the type of input argument[input] must be Tensor but got {K0}.", input)
    if is_tensorlike(input) and tuple(shape_of(input))[:1] == (0,):
        # MindSpore 2.10's Digamma infer: an input whose first dimension is 0 is a ValueError ((2, 0) computes),
        # after its dtype check (an empty int / bool input is the TypeError: adapt38oa's sweep)
        _float_out("Digamma", Aval((), np.dtype(np_dtype(input))), False)
        raise OpError("For Digamma, the input must have value.")
    return apply(prim(DIGAMMA), (input,))


MVLGAMMA_DOMAIN = define_op("MvlgammaDomain", OpKind.OTHER, attrs={"p": 1},
                            doc="MvlgammaDomain(p)(x): x, MindSpore's Mvlgamma kernel's ValueError where an element is "
                                "not greater than (p - 1) / 2 (at run time: Graph mode too).")


@MVLGAMMA_DOMAIN.def_impl
def _mvlgamma_domain_impl(x: Any, p: int = 1) -> np.ndarray:
    x = np.asarray(x)
    if not bool(np.all(x > (p - 1) / 2.0)):
        raise OpError("For Mvlgamma, all elements of 'x' must be greater than (p-1)/2.")
    return x


MVLGAMMA_DOMAIN.def_infer(lambda x, p=1: Aval(tuple(x.shape), x.dtype))
bprop_getters.register(MVLGAMMA_DOMAIN.prim_class)(lambda self: (lambda x, out, dout: (dout,)))


@op_function
def mvlgamma(input: Any, p: int) -> Any:  # noqa: A002 - MindSpore's name
    """The multivariate log-gamma of order p: sum_{i<p} lgamma(x - i/2) + p(p-1)/4 log(pi)."""
    if isinstance(p, bool) or not isinstance(p, int):
        raise ArgumentError(f"For 'Mvlgamma', the 'p' must be int, but got '{user_type(p).__name__}'.")
    if p <= 0:
        raise OpError(f"For 'Mvlgamma', the 'p' must be int and must > 0, but got '{p}' with type 'int'.")
    if np_dtype(input) not in (np.float32, np.float64):   # MindSpore 2.10's kernel: float32/float64 only
        raise DTypeError("For primitive[Mvlgamma], the input argument[x] must be a type of {Tensor[Float32], "
                         f"Tensor[Float64]}}, but got Tensor[{input.dtype}].")
    F = _F()
    # the kernel's check, in Graph mode too (adapt41gpu), tied to the result only (F.depend): MindSpore's Graph-mode
    # gradient, which needs no forward value, computes at such x (PyNative's runs the forward and raises)
    checked = apply(prim(MVLGAMMA_DOMAIN, p=p), (input,))
    total = F.lgamma(input)
    for i in range(1, p):
        total = F.add(total, F.lgamma(F.sub(input, i / 2.0)))
    return F.depend(F.add(total, p * (p - 1) / 4.0 * math.log(math.pi)), checked)


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
            with np.errstate(invalid="ignore"):   # MindSpore 2.10's CPU kernel: a NaN is taken only as the
                take = v > best                       # window's first element (adapt34b)
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


# --- Dropout2D / Dropout3D --------------------------------------------------------------------------------
def _define_dropout_nd(name: str, rank: int):
    op = define_op(name, OpKind.OTHER, attrs={"keep_prob": 0.5, "stream": 0}, n_outputs=2, stateful=True,
                   doc=f"{name}(keep_prob=0.5)(x) -> (output, mask bool): each channel (the last {rank - 2} axes of "
                       f"a {rank}-d x) is kept with probability keep_prob, then scaled by 1 / keep_prob.")

    def check(x: Any, keep_prob: Any) -> None:
        if isinstance(keep_prob, bool) or not isinstance(keep_prob, (int, float)) or not 0.0 <= keep_prob <= 1.0:
            raise OpError(f"For '{name}', the 'keep_prob' must be in range of [0.0, 1.0], but got {keep_prob}.")
        if len(x.shape) != rank:
            raise ShapeError(f"For '{name}', the rank of input must be equal to {rank}, but got {len(x.shape)}.")
        d = np.dtype(x.dtype)
        if d.kind not in "iuf":
            raise DTypeError(f"For '{name}', the input must be an int or float Tensor, but got {dtype_name(d)}.")

    op.node_state = True   # a Graph-mode call site keeps its own engine (frontend.symbolic._node_state_prim)

    @op.def_infer
    def infer(x: Aval, keep_prob: float = 0.5, stream: int = 0) -> Tuple[Aval, Aval]:
        check(x, keep_prob)
        return Aval(tuple(x.shape), x.dtype), Aval(tuple(x.shape), np.dtype(np.bool_))

    @op.def_impl
    def impl(x: Any, keep_prob: float = 0.5, stream: int = 0) -> Tuple[np.ndarray, np.ndarray]:
        """MindSpore 2.10's CPU kernel: ``bernoulli_distribution(keep_prob)`` per channel (a canonical double
        below keep_prob, as a float) over a default-constructed ``std::default_random_engine`` (seed 1).  In
        PyNative every Dropout2D/3D with this keep_prob and input shape and dtype shares that engine and
        continues it (``random_extra.shared_engine``); a Graph-mode call site has its own (``stream``).  Kept
        channels are x times ``1 / keep_prob`` computed in float."""
        from .random_extra import _MinStdRand0, op_engine, shared_engine

        x = np.asarray(x)
        check(x, keep_prob)
        lead = x.shape[:2]
        mask = np.zeros(x.shape, np.bool_)
        if np.float32(keep_prob) == 0:
            return np.zeros_like(x), mask
        p = np.float32(keep_prob)
        key = (float(p), x.dtype.name)
        engine = op_engine(name, 1, 0, x.shape, lambda _seed: _MinStdRand0(1), key, stream) if stream else \
            shared_engine((name, x.shape) + key, lambda: _MinStdRand0(1))
        keep = (engine.uniform(int(np.prod(lead))) < float(p)).reshape(lead + (1,) * (rank - 2))
        mask[...] = keep
        with np.errstate(invalid="ignore", over="ignore"):
            scaled = (np.float32(1) / p) * x.astype(np.float32)
            out = np.where(mask, scaled.astype(x.dtype) if x.dtype.kind == "f" else np.trunc(scaled).astype(x.dtype), 0)
        return out.astype(x.dtype), mask

    def get_bprop(self: Any):
        keep_prob = float(self.attrs["keep_prob"])

        def bprop(x, out, dout):
            F = _F()
            scale = 0.0 if keep_prob == 0 else 1.0 / keep_prob
            return (F.mul(F.mul(dout[0], F.cast(out[1], dout[0].dtype)), scale),)
        return bprop

    get_bprop.__name__ = get_bprop.__qualname__ = f"get_bprop_{name.lower()}"
    bprop_getters.register(op.prim_class)(get_bprop)
    return op


DROPOUT2D = _define_dropout_nd("Dropout2D", 4)
DROPOUT3D = _define_dropout_nd("Dropout3D", 5)


@op_function
def dropout2d(input: Any, p: float = 0.5, training: bool = True) -> Any:  # noqa: A002 - MindSpore's name
    """Channel dropout of a 4-d input (Dropout2D with keep_prob 1 - p); the input itself when not training."""
    if not training:
        return input
    return apply(prim(DROPOUT2D, keep_prob=1.0 - p), (input,))[0]


@op_function
def dropout3d(input: Any, p: float = 0.5, training: bool = True) -> Any:  # noqa: A002 - MindSpore's name
    """Channel dropout of a 5-d input (Dropout3D with keep_prob 1 - p); the input itself when not training."""
    if not training:
        return input
    return apply(prim(DROPOUT3D, keep_prob=1.0 - p), (input,))[0]


@op_function
def dropout1d(input: Any, p: float = 0.5, training: bool = True) -> Any:  # noqa: A002 - MindSpore's name
    """Channel dropout of a (N, C, L) / (C, L) input (h-nn: MindSpore 2.10's ops.dropout1d, the Dropout2D
    kernel over (N, C, L, 1)); p = 1 zeros every channel; the input itself when not training or p = 0."""
    from .functional import expand_dims, squeeze, zeros_like

    if not training or p == 0:
        return input
    if p == 1:
        return zeros_like(input)
    ndim = len(input.shape)
    if ndim not in (2, 3):
        raise ValueError(f"For 'dropout1d', the dimension of 'input' must be 2 or 3, but got {ndim}.")
    x = expand_dims(input, 0) if ndim == 2 else input
    out = squeeze(apply(prim(DROPOUT2D, keep_prob=1.0 - p), (expand_dims(x, 3),))[0], 3)
    return squeeze(out, 0) if ndim == 2 else out


# --- InvGrad / BiasAddGrad (MindSpore's _grad_ops, usable as primitives) ------------------------------------
def _inv_grad_impl(y: Any, dy: Any) -> np.ndarray:
    y, dy = np.asarray(y), np.asarray(dy)
    t = np.result_type(y, dy)
    if t == np.float16:  # MindSpore's CPU kernel computes float16 in float32 and rounds once
        y, dy = y.astype(np.float32), dy.astype(np.float32)
    if t.kind == "c":   # MindSpore 2.10 multiplies by complex -1: a zero imaginary part stays +0 (negation gives -0)
        return ((dy * y * y) * t.type(-1)).astype(t, copy=False)
    return np.negative(dy * y * y).astype(t, copy=False)


def _inv_grad_bprop(y: Any, dy: Any, out: Any, dout: Any) -> Tuple[Any, Any]:
    F = _F()
    return F.mul(F.mul(F.mul(dy, y), dout), -2.0), F.neg(F.mul(F.mul(y, y), dout))


INV_GRAD, InvGrad, _P_INV_GRAD, _ = define_binary(
    "InvGrad", _inv_grad_impl,
    lambda t, x, y: f"(({y} * {x} * {x}) * complex(-1.0, 0.0))" if np.dtype(t).kind == "c" else f"(-({y} * {x} * {x}))",
    _inv_grad_bprop,
    doc="InvGrad()(y, dy): the gradient of Inv (y = 1 / x) at its output y: -dy * y * y.")

BIAS_ADD_GRAD = define_op("BiasAddGrad", OpKind.OTHER, attrs={"data_format": "NCHW"},
                          doc="BiasAddGrad(data_format='NCHW')(dout): dout summed over every axis but the "
                              "channel axis (1, or the last for 'NHWC').")


def _bias_axis(shape: Tuple[Any, ...], data_format: str) -> int:
    if len(shape) < 2:
        raise ShapeError(f"For 'BiasAddGrad', the rank of 'dout' must be at least 2, but got {len(shape)}.")
    if data_format not in ("NCHW", "NHWC", "NCDHW"):
        raise OpError(f"For 'BiasAddGrad', the 'data_format' must be 'NCHW', 'NHWC' or 'NCDHW', "
                      f"but got {data_format!r}.")
    return len(shape) - 1 if data_format == "NHWC" else 1


def _bias_add_grad_dtype(dt: Any) -> None:
    if np.dtype(dt) == np.bool_:   # MindSpore 2.10's CPU kernel has no Bool (both modes; adapt39gpu/bias_add_checks)
        raise DTypeError("Select CPU operator[BiasAddGrad] fail! Unsupported data type! (no Bool)")


@BIAS_ADD_GRAD.def_infer
def _bias_add_grad_infer(dout: Aval, data_format: str = "NCHW") -> Aval:
    _bias_add_grad_dtype(dout.dtype)
    ax = _bias_axis(tuple(dout.shape), data_format)
    return Aval((dout.shape[ax],), dout.dtype)


@BIAS_ADD_GRAD.def_impl
def _bias_add_grad_impl(dout: Any, data_format: str = "NCHW") -> np.ndarray:
    dout = np.asarray(dout)
    _bias_add_grad_dtype(dout.dtype)
    ax = _bias_axis(dout.shape, data_format)
    others = tuple(i for i in range(dout.ndim) if i != ax)
    return dout.sum(axis=others, dtype=np.float32 if dout.dtype == np.float16 else None).astype(dout.dtype)


@bprop_getters.register(BIAS_ADD_GRAD.prim_class)
def get_bprop_bias_add_grad(self: Any):
    data_format = self.attrs["data_format"]

    def bprop(dout_in, out, dout):
        F = _F()
        shape = shape_of(dout_in)
        ax = _bias_axis(shape, data_format)
        view = tuple(shape[i] if i == ax else 1 for i in range(len(shape)))
        return (F.broadcast_to(F.reshape(dout, view), shape),)
    return bprop


class KLDivLossGrad(CompositePrimitive):
    """KLDivLossGrad(reduction='mean')(dy, x, target): the gradient of KLDivLoss in x, -target * dy, divided
    by x's size ('mean') or batch ('batchmean')."""

    _attrs = {"reduction": "mean"}

    def _check_attrs(self) -> None:
        if self.attrs["reduction"] not in ("none", "mean", "sum", "batchmean"):
            raise OpError(f"For 'KLDivLossGrad', the 'reduction' must be one of ['none', 'mean', 'sum', "
                          f"'batchmean'], but got {self.attrs['reduction']!r}.")

    def __call__(self, dy: Any, x: Any, target: Any) -> Any:
        F = _F()
        for arg, t in (("x", x), ("target", target), ("dy", dy)):   # (measured, adapt40cpu)
            if is_tensorlike(t) and np.dtype(np_dtype(t)).name not in ("float16", "float32", "float64"):
                raise DTypeError(f"For primitive[KLDivLossGrad], the input argument[{arg}] must be a type of "
                                 f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but got "
                                 f"Tensor[{dtype_name(np_dtype(t))}].")
        shape = shape_of(x)
        if tuple(shape_of(target)) != tuple(shape):
            raise ShapeError(f"For 'KLDivLossGrad', the shapes of 'x' {tuple(shape)} and 'target' "
                             f"{tuple(shape_of(target))} must be equal.")
        g = F.neg(F.mul(target, dy))
        if tuple(shape_of(g)) != tuple(shape):
            g = F.broadcast_to(g, tuple(shape))
        reduction = self.attrs["reduction"]
        if reduction == "mean":
            g = F.div(g, float(max(int(np.prod(shape)), 1)))
        elif reduction == "batchmean" and len(shape):
            g = F.div(g, float(max(int(shape[0]), 1)))
        return g


# --- Inv: 1 / x keeping the dtype (integer inputs: the truncated integer reciprocal) -----------------------
def _inv_impl(x: Any) -> np.ndarray:
    a = np.asarray(x)
    if a.dtype.kind in "fc":
        with np.errstate(divide="ignore", invalid="ignore"):
            return np.reciprocal(a)
    if a.dtype not in (np.dtype(np.int16), np.dtype(np.int32), np.dtype(np.int64)):
        raise DTypeError(f"For 'Inv', the input must be a float16, float32, float64, int16, int32 or int64 Tensor, "
                         f"but got {dtype_name(a.dtype)}.")
    # 1 / x truncated toward zero: 1 and -1 are their own inverses, 0 gives the dtype's minimum (MindSpore's kernel;
    # int16's 0: int32's minimum truncated, 0)
    return np.where(a == 1, 1, np.where(a == -1, -1, np.where(a == 0, _inv_zero(a.dtype), 0))).astype(a.dtype)


def _inv_zero(dt: Any) -> int:
    return 0 if np.dtype(dt) == np.int16 else int(np.iinfo(dt).min)


def _inv_kernel(t: Any, x: str) -> str:
    if np.dtype(t).kind == "f":
        return f"({flit(t, 1.0)} / {x})"
    if np.dtype(t).kind not in "iu":  # bool: rejected by the impl (and the inference) before any kernel runs
        return f"({x})"
    return (f"({lit(t, 1)} if {x} == {lit(t, 1)} else ({lit(t, -1)} if {x} == {lit(t, -1)} else "
            f"({lit(t, _inv_zero(t))} if {x} == {lit(t, 0)} else {lit(t, 0)})))")


INV, Inv, _P_INV, inv = define_unary(
    "Inv", _inv_impl, _inv_kernel, lambda x, out, dout: apply(_P_INV_GRAD, (out, dout)),   # MindSpore's bprop
    doc="Inv()(x): 1 / x in x's dtype (int32/int64: 1, -1, 0, and the dtype's minimum for 0).",
    fn="inv", arg="x", fn_doc="1 / x, in x's dtype (MindSpore 2.10 names it x).", eager_kernel=(np.float32,))


# --- elementwise gradient primitives of MindSpore's _grad_ops (with MindSpore's second-order gradients) ---------------
def _float_binary(name: str, fn: Any, complex_fn: Any = None, half_in_float: bool = True) -> Any:
    """The numpy impl of a float grad primitive; ``complex_fn`` (MindSpore's conjugated formula) also takes
    complex64/complex128 inputs (complex values never fuse, so the kernel string stays real-only).
    ``half_in_float``: float16 is computed in float32 and rounded once (MindSpore's CPU kernels of AsinGrad,
    ACosGrad, AsinhGrad, AcoshGrad, EluGrad); False rounds every step in float16 (AtanGrad's kernel).  float16
    never fuses, so this impl is float16's only path."""
    def impl(a: Any, b: Any) -> np.ndarray:
        a, b = np.asarray(a), np.asarray(b)
        cplx = complex_fn is not None and (a.dtype.kind == "c" or b.dtype.kind == "c")
        for v in (a, b):
            if v.dtype.kind != "f" and not (cplx and v.dtype.kind == "c"):
                raise DTypeError(f"For '{name}', the inputs must be float Tensors, but got {dtype_name(v.dtype)}.")
        rt = np.result_type(a, b)
        if half_in_float and rt == np.float16:
            a, b = a.astype(np.float32), b.astype(np.float32)
        with np.errstate(divide="ignore", invalid="ignore"):
            return np.asarray((complex_fn if cplx else fn)(a, b)).astype(rt, copy=False)
    return impl


def _second_order(which: str) -> Any:
    """MindSpore's bprop of an elementwise grad primitive ``G(x, dy)``: (d/dx, G(x, dout)), from its output."""
    def bprop(x, dy, out, dout):
        F = _F()
        ddy = apply(_GRAD_PRIMS[which], (x, dout))
        if which == "AtanGrad":       # out * G(x, dout) * -2x
            dx = F.mul(F.mul(out, ddy), F.mul(x, -2.0))
        elif which in ("AsinGrad", "ACosGrad"):   # +-dout * dy * x * (1 - x^2)^-1.5
            dx = F.mul(F.mul(F.mul(dout, dy), x), F.pow(F.sub(1.0, F.mul(x, x)), -1.5))
            dx = F.neg(dx) if which == "ACosGrad" else dx
        elif which == "AsinhGrad":    # -dout * out * tanh(y)
            dx = F.neg(F.mul(F.mul(dout, out), F.tanh(x)))
        else:                         # AcoshGrad: -dout * out / tanh(y)
            dx = F.neg(F.div(F.mul(dout, out), F.tanh(x)))
        return dx, ddy
    return bprop


def _conj_sqrt_1mx2(x: Any) -> Any:
    return np.conj(np.sqrt(1 - x * x))


ATAN_GRAD, AtanGrad, _P_ATAN_GRAD, _ = define_binary(
    "AtanGrad", _float_binary("AtanGrad", lambda x, d: d / (1 + x * x), lambda x, d: d / np.conj(1 + x * x),
                               half_in_float=False),
    lambda t, x, d: f"({d} / ({flit(t, 1.0)} + {x} * {x}))", _second_order("AtanGrad"),
    promote=first_float_dtype, call_check=pair_check("AtanGrad"),
    doc="AtanGrad()(x, dout): dout / (1 + x^2).")
ASIN_GRAD, AsinGrad, _P_ASIN_GRAD, _ = define_binary(
    "AsinGrad", _float_binary("AsinGrad", lambda x, d: d / np.sqrt(1 - x * x), lambda x, d: d / _conj_sqrt_1mx2(x)),
    lambda t, x, d: f"({d} / math.sqrt({flit(t, 1.0)} - {x} * {x}))", _second_order("AsinGrad"),
    promote=first_float_dtype, call_check=pair_check("AsinGrad"),
    doc="AsinGrad()(x, dout): dout / sqrt(1 - x^2).")
ACOS_GRAD, ACosGrad, _P_ACOS_GRAD, _ = define_binary(
    "ACosGrad", _float_binary("ACosGrad", lambda x, d: -d / np.sqrt(1 - x * x), lambda x, d: -d / _conj_sqrt_1mx2(x)),
    lambda t, x, d: f"(-{d} / math.sqrt({flit(t, 1.0)} - {x} * {x}))", _second_order("ACosGrad"),
    promote=first_float_dtype, call_check=pair_check("ACosGrad"),
    doc="ACosGrad()(x, dout): -dout / sqrt(1 - x^2).")
ASINH_GRAD, AsinhGrad, _P_ASINH_GRAD, _ = define_binary(
    "AsinhGrad", _float_binary("AsinhGrad", lambda y, d: d / np.cosh(y), lambda y, d: d / np.conj(np.cosh(y))),
    lambda t, y, d: f"({d} / math.cosh({y}))", _second_order("AsinhGrad"),
    doc="AsinhGrad()(y, dout): dout / cosh(y), y = asinh(x) the forward output.")
ACOSH_GRAD, AcoshGrad, _P_ACOSH_GRAD, _ = define_binary(
    "AcoshGrad", _float_binary("AcoshGrad", lambda y, d: d / np.sinh(y), lambda y, d: d / np.conj(np.sinh(y))),
    lambda t, y, d: f"({d} / math.sinh({y}))", _second_order("AcoshGrad"),
    doc="AcoshGrad()(y, dout): dout / sinh(y), y = acosh(x) the forward output.")
_GRAD_PRIMS = {"AtanGrad": _P_ATAN_GRAD, "AsinGrad": _P_ASIN_GRAD, "ACosGrad": _P_ACOS_GRAD,
               "AsinhGrad": _P_ASINH_GRAD, "AcoshGrad": _P_ACOSH_GRAD}

ELU_GRAD, EluGrad, _P_ELU_GRAD, _ = define_binary(
    "EluGrad", _float_binary("EluGrad", lambda d, y: np.where(y < 0, d * (y + 1), d)),
    lambda t, d, y: f"({d} * ({y} + {flit(t, 1.0)}) if {y} < {flit(t, 0.0)} else {d})", None,
    doc="EluGrad()(dy, y): the gradient of Elu (alpha 1) from its output y: dy * (y + 1) where y < 0, else dy (a "
        "NaN y too, as MindSpore 2.10's kernel: the gradients of ops.elu / nn.ELU / nn.SeLU at NaN are 1 / scale).")
raising_bprop(ELU_GRAD, "EluGrad")   # MindSpore 2.10 defines none: elu / selu's second order raises (adapt36gpu)
raising_bprop(INV_GRAD, "InvGrad")   # likewise: ops.inv's second order (its bprop is InvGrad)


def _bind_tensor_methods() -> None:
    from ..common.tensor_methods import TensorMethods, _forward

    for name in ("matrix_solve", "lgamma", "digamma", "mvlgamma", "bitwise_and", "bitwise_or", "bitwise_xor", "ger",
                 "hardshrink", "addr", "addmv", "inplace_update", "renorm", "logit", "fmax",
                 "roll", "xdivy"):
        if name != "matrix_solve" and not hasattr(TensorMethods, name):
            setattr(TensorMethods, name, _forward(name, name))
    from .st_extra import tensor_approximate_equal   # not ops.approximate_equal: casts, no dtype check (dt52)

    tensor_approximate_equal.__name__ = tensor_approximate_equal.__qualname__ = "approximate_equal"
    TensorMethods.approximate_equal = tensor_approximate_equal


_bind_tensor_methods()

__all__ = ["matrix_solve", "lgamma", "digamma", "mvlgamma", "dropout1d", "dropout2d", "dropout3d", "inv"]
