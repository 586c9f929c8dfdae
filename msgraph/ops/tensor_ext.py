"""Functions and Tensor methods of MindSpore 2.10's Tensor API that MindSpore's st tests
(tests/st/tensor) use: NaN-aware reductions, integer math (gcd/lcm/shifts), determinants and
inverses, scatters into slices/diagonals, histograms, tensor_split, sum_to_size, and the methods'
new-style keyword forms (``x.cumsum(dim=0)``, ``x.sort(dim=1)``, ``x.gather(dim, index)``...).

Compositions of registry ops work in both modes and differentiate through their parts; the rest are
registry ops with a numpy implementation (integer and counting ops have no gradient, as in MindSpore).
Values recorded from MindSpore 2.10: tests/conformance/programs/st_ops_top/tensor_ext_*.py.
"""
from __future__ import annotations

import builtins
from typing import Any, Callable, Optional, Sequence

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, DTypeError, OpRuntimeError, ShapeError
from ._helpers import dtype_name, np_dtype
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim, public_functions


def _F():
    from . import functional

    return functional


def _dt(x: Any) -> np.dtype:
    return np.dtype(np_dtype(x.dtype))


def _bshape(*shapes: Sequence[int]) -> tuple:
    return tuple(np.broadcast_shapes(*[tuple(s) for s in shapes]))


def _np_op(name: str, impl: Callable[..., Any], infer: Callable[..., Aval], doc: str,
           attrs: Optional[dict] = None, bprop: Optional[Callable[..., Any]] = None) -> Any:
    """A registry op whose implementation is numpy (``impl(*arrays, **attrs)``)."""
    op = define_op(name, OpKind.OTHER, attrs=dict(attrs or {}), doc=doc, public=False,
                   differentiable=bprop is not None)
    op.def_infer(infer)
    op.def_impl(lambda *a, **k: impl(*[np.asarray(v) for v in a], **k))
    if bprop is not None:
        @bprop_getters.register(op.prim_class)
        def _get(self: Any):
            return bprop
    return op


# --- NaN-aware reductions and nan_to_num ---------------------------------------------------------------------
@op_function
def nan_to_num(input: Any, nan: Any = 0.0, posinf: Any = None, neginf: Any = None) -> Any:  # noqa: A002
    """NaN -> ``nan``, +inf -> ``posinf`` (default the dtype's max), -inf -> ``neginf`` (default its min)."""
    F = _F()
    fi = np.finfo(_dt(input))
    nan = 0.0 if nan is None else nan
    pos = float(fi.max) if posinf is None else posinf
    neg = float(fi.min) if neginf is None else neginf
    out = F.where(F.isnan(input), F.cast(F.fill(input.dtype, tuple(input.shape), nan), input.dtype), input)
    out = F.where(F.logical_and(F.isinf(input), F.greater(input, 0)), F.fill(input.dtype, tuple(input.shape), pos), out)
    return F.where(F.logical_and(F.isinf(input), F.less(input, 0)), F.fill(input.dtype, tuple(input.shape), neg), out)


def _zero_nan(x: Any) -> Any:
    F = _F()
    return F.where(F.isnan(x), F.zeros_like(x), x) if _dt(x).kind in "fc" else x


@op_function
def nansum(input: Any, axis: Any = None, keepdims: bool = False, *, dtype: Any = None) -> Any:  # noqa: A002
    """Sum treating NaN as zero."""
    F = _F()
    out = F.sum(_zero_nan(input), axis, keepdims)
    if dtype is None and _dt(input).kind in "iu":
        return F.cast(out, input.dtype)       # MindSpore's nansum keeps an integer input's dtype
    return out if dtype is None else F.cast(out, dtype)


@op_function
def nanmean(input: Any, axis: Any = None, keepdims: bool = False, *, dtype: Any = None) -> Any:  # noqa: A002
    """Mean over the non-NaN elements."""
    F = _F()
    if _dt(input).kind not in "fc":
        raise TypeError(f"For 'nanmean', input should be floating point dtype, but got {type(input)}.")
    count = F.sum(F.cast(F.logical_not(F.isnan(input)), input.dtype), axis, keepdims)
    out = F.div(F.sum(_zero_nan(input), axis, keepdims), count)
    return out if dtype is None else F.cast(out, dtype)


def _nanmedian_impl(x: np.ndarray, axis: int = -1, keepdims: bool = False):
    xs = np.moveaxis(x, axis, -1)
    flat = xs.reshape(-1, xs.shape[-1]) if xs.shape[-1] else xs.reshape(-1, 0)
    vals = np.empty(flat.shape[0], x.dtype)
    idx = np.zeros(flat.shape[0], np.int64)
    for r, row in enumerate(flat):
        ok = np.flatnonzero(~np.isnan(row))
        if ok.size == 0:
            vals[r], idx[r] = np.nan, 0
            continue
        order = ok[np.argsort(row[ok], kind="stable")]
        k = order[(ok.size - 1) // 2]
        vals[r], idx[r] = row[k], k
    shape = xs.shape[:-1]
    vals, idx = vals.reshape(shape), idx.reshape(shape)
    if keepdims:
        vals, idx = np.expand_dims(vals, axis), np.expand_dims(idx, axis)
    return vals, idx


def _nanmedian_infer(x: Aval, axis: int = -1, keepdims: bool = False):
    shape = list(x.shape)
    ax = axis % len(shape) if shape else 0
    if shape:
        if keepdims:
            shape[ax] = 1
        else:
            del shape[ax]
    return Aval(tuple(shape), x.dtype), Aval(tuple(shape), np.dtype(np.int64))


NANMEDIAN = _np_op("NanMedian", _nanmedian_impl, _nanmedian_infer, attrs={"axis": -1, "keepdims": False},
                   doc="NanMedian(axis=-1, keepdims=False)(x) -> (values, indices): the lower median of the "
                       "non-NaN elements along axis and its index.")


@op_function
def nanmedian(input: Any, axis: int = -1, keepdims: bool = False) -> Any:  # noqa: A002
    """(values, indices): the lower median of the non-NaN elements along ``axis``."""
    return apply(prim(NANMEDIAN, axis=int(axis), keepdims=bool(keepdims)), (input,))


# --- integer math -----------------------------------------------------------------------------------------
def _int_binary(name: str, fn: Callable[..., np.ndarray], what: str) -> Any:
    def infer(x: Aval, y: Aval) -> Aval:
        for d in (x.dtype, y.dtype):
            if np.dtype(d).kind not in "iu":
                raise DTypeError(f"For Primitive[{name}], the type of the input tensor must be [Int16, Int32, Int64], "
                                 f"but got {dtype_name(d)}!")
        return Aval(_bshape(x.shape, y.shape), np.result_type(np.dtype(x.dtype), np.dtype(y.dtype)))

    def impl(x: np.ndarray, y: np.ndarray) -> np.ndarray:
        infer(Aval(x.shape, x.dtype), Aval(y.shape, y.dtype))
        return np.asarray(fn(x, y)).astype(np.result_type(x, y))
    return _np_op(name, impl, infer, doc=f"{name}()(x, y): {what} of two integer Tensors, broadcast.")


def _shift(left: bool) -> Callable[..., np.ndarray]:
    def fn(x: np.ndarray, y: np.ndarray) -> np.ndarray:
        bits = np.dtype(np.result_type(x, y)).itemsize * 8
        y = np.asarray(y).astype(np.int64)
        x = np.asarray(x)
        if left:
            out = np.left_shift(x, np.clip(y, 0, bits - 1).astype(x.dtype))
            return np.where((y >= bits) | (y < 0), 0, out)
        out = np.right_shift(x, np.clip(y, 0, bits - 1).astype(x.dtype))
        return np.where((y >= bits) | (y < 0), np.where(x < 0, -1, 0), out)
    return fn


GCD = _int_binary("Gcd", np.gcd, "the greatest common divisor")
LCM = _int_binary("Lcm", np.lcm, "the least common multiple")
LEFT_SHIFT = _int_binary("LeftShift", _shift(True), "x << y")
RIGHT_SHIFT = _int_binary("RightShift", _shift(False), "x >> y (arithmetic)")


def _as_tensor_like(x: Any, other: Any) -> Any:
    from ..common.tensor import Tensor

    if isinstance(other, (bool, int, float)):
        return Tensor(np.asarray(other, _dt(x)))
    return other


@op_function
def gcd(input: Any, other: Any) -> Any:  # noqa: A002
    """Elementwise greatest common divisor of integer Tensors."""
    return apply(prim(GCD), (input, _as_tensor_like(input, other)))


@op_function
def lcm(input: Any, other: Any) -> Any:  # noqa: A002
    """Elementwise least common multiple of integer Tensors."""
    return apply(prim(LCM), (input, _as_tensor_like(input, other)))


@op_function
def bitwise_left_shift(input: Any, other: Any) -> Any:  # noqa: A002
    """``input << other`` (integer Tensors)."""
    return apply(prim(LEFT_SHIFT), (input, _as_tensor_like(input, other)))


@op_function
def bitwise_right_shift(input: Any, other: Any) -> Any:  # noqa: A002
    """``input >> other`` (integer Tensors, arithmetic shift)."""
    return apply(prim(RIGHT_SHIFT), (input, _as_tensor_like(input, other)))


def _float_of(x: Any) -> Any:
    F = _F()
    return x if _dt(x).kind in "fc" else F.cast(x, "float32")


@op_function
def ldexp(x: Any, other: Any) -> Any:
    """``x * 2 ** other`` (a float result for integer ``x``)."""
    F = _F()
    x = _float_of(x)
    return F.mul(x, F.pow(F.cast(F.fill(x.dtype, (), 2.0), x.dtype), F.cast(other, x.dtype)))


def _signbit_infer(x: Aval) -> Aval:
    return Aval(tuple(x.shape), np.dtype(np.bool_))


SIGNBIT = _np_op("SignBit", np.signbit, _signbit_infer, doc="SignBit()(x): True where the sign bit is set "
                 "(-0.0 included).")


@op_function
def signbit(input: Any) -> Any:  # noqa: A002
    """True where the sign bit of ``input`` is set (``-0.0`` included)."""
    return apply(prim(SIGNBIT), (input,))


@op_function
def logaddexp2(input: Any, other: Any) -> Any:  # noqa: A002
    """log2(2**input + 2**other), computed stably."""
    F = _F()
    m = F.maximum(input, other)
    d = F.neg(F.abs(F.sub(input, other)))
    return F.add(m, F.div(F.log1p(F.pow(F.cast(F.fill(d.dtype, (), 2.0), d.dtype), d)), float(np.log(2.0))))


@op_function
def float_power(input: Any, exponent: Any) -> Any:  # noqa: A002
    """``input ** exponent`` in float64 (complex128 for complex operands)."""
    F = _F()
    from ..common.tensor import Tensor

    cplx = any(hasattr(v, "dtype") and _dt(v).kind == "c" for v in (input, exponent)) or \
        isinstance(exponent, complex)
    dt = "complex128" if cplx else "float64"
    if not hasattr(input, "dtype"):
        input = Tensor(np.asarray(input, np.complex128 if cplx else np.float64))
    if not hasattr(exponent, "dtype"):
        exponent = Tensor(np.asarray(exponent, np.complex128 if cplx else np.float64))
    return F.pow(F.cast(input, dt), F.cast(exponent, dt))


def _i0_infer(x: Aval) -> Aval:
    d = np.dtype(x.dtype)
    return Aval(tuple(x.shape), d if d.kind == "f" else np.dtype(np.float32))


def _i0_impl(x: np.ndarray) -> np.ndarray:
    out = _i0_infer(Aval(x.shape, x.dtype)).dtype
    return np.i0(x.astype(np.float64)).astype(out)


def _i1(x: np.ndarray) -> np.ndarray:
    """Modified Bessel function of the first kind, order 1 (series; the gradient of i0)."""
    x = x.astype(np.float64)
    half = x / 2.0
    term = half.copy()
    out = term.copy()
    q = half * half
    for k in range(1, 60):
        term = term * q / (k * (k + 1))
        out = out + term
    return out


I1 = _np_op("BesselI1Series", lambda x: _i1(x).astype(_i0_infer(Aval(x.shape, x.dtype)).dtype), _i0_infer,
            doc="BesselI1Series()(x): the modified Bessel function I1 (the gradient of I0).")


def _i0_bprop(x: Any, out: Any, dout: Any):
    return (_F().mul(dout, apply(prim(I1), (x,))),)


I0 = _np_op("BesselI0", _i0_impl, _i0_infer, bprop=_i0_bprop,
            doc="BesselI0()(x): the modified Bessel function of the first kind, order 0.")


@op_function
def i0(input: Any) -> Any:  # noqa: A002
    """The modified Bessel function I0 (a float result)."""
    return apply(prim(I0), (input,))


# --- determinants and inverses --------------------------------------------------------------------------------
def _check_square(name: str, x: Aval) -> None:
    s = tuple(x.shape)
    if len(s) < 2 or s[-1] != s[-2]:
        raise ShapeError(f"For '{name}', the input must be a batch of square matrices [..., M, M], but got "
                         f"shape {list(s)}.")
    if np.dtype(x.dtype).kind not in "fc":
        raise DTypeError(f"For '{name}', the input must be a float or complex Tensor, but got "
                         f"{dtype_name(x.dtype)}.")


def _det_infer(x: Aval) -> Aval:
    _check_square("MatrixDeterminant", x)
    return Aval(tuple(x.shape[:-2]), x.dtype)


def _work(x: np.ndarray) -> np.ndarray:
    return x.astype(np.float32) if x.dtype == np.float16 else x


def _det_bprop(x: Any, out: Any, dout: Any):
    F = _F()   # d det = det * inv(x)^T
    inv_t = F.swapaxes(matrix_inverse(x), -1, -2)
    return (F.mul(F.expand_dims(F.expand_dims(F.mul(dout, out), -1), -1), inv_t),)


DET = _np_op("MatrixDeterminant", lambda x: np.asarray(np.linalg.det(_work(x))).astype(x.dtype), _det_infer,
             bprop=_det_bprop, doc="MatrixDeterminant()(x [..., M, M]): the determinants.")


def _inv_infer(x: Aval) -> Aval:
    _check_square("MatrixInverse", x)
    return Aval(tuple(x.shape), x.dtype)


def _inv_impl(x: np.ndarray) -> np.ndarray:
    try:
        return np.linalg.inv(_work(x)).astype(x.dtype)
    except np.linalg.LinAlgError:
        raise OpRuntimeError("For 'MatrixInverse', the input matrix is singular.") from None


def _inv_bprop(x: Any, out: Any, dout: Any):
    F = _F()   # d inv = -inv^T @ dout @ inv^T
    out_t = F.swapaxes(out, -1, -2)
    return (F.neg(F.matmul(F.matmul(out_t, dout), out_t)),)


INV = _np_op("MatrixInverse", _inv_impl, _inv_infer, bprop=_inv_bprop,
             doc="MatrixInverse()(x [..., M, M]): the inverses.")


def _slogdet_infer(x: Aval):
    _check_square("LogMatrixDeterminant", x)
    a = Aval(tuple(x.shape[:-2]), x.dtype)
    return a, a


def _slogdet_impl(x: np.ndarray):
    sign, logabs = np.linalg.slogdet(_work(x))
    return np.asarray(sign).astype(x.dtype), np.asarray(logabs).astype(x.dtype)


def _slogdet_bprop(x: Any, out: Any, dout: Any):
    F = _F()   # d log|det| = inv(x)^T; the sign has no gradient
    inv_t = F.swapaxes(matrix_inverse(x), -1, -2)
    return (F.mul(F.expand_dims(F.expand_dims(dout[1], -1), -1), inv_t),)


SLOGDET = _np_op("LogMatrixDeterminant", _slogdet_impl, _slogdet_infer, bprop=_slogdet_bprop,
                 doc="LogMatrixDeterminant()(x [..., M, M]) -> (sign, log|det|).")


@op_function
def det(input: Any) -> Any:  # noqa: A002
    """Determinants of a batch of square matrices."""
    return apply(prim(DET), (input,))


@op_function
def matrix_inverse(input: Any) -> Any:  # noqa: A002
    """Inverses of a batch of square matrices."""
    return apply(prim(INV), (input,))


@op_function
def inverse(input: Any) -> Any:  # noqa: A002
    """Inverses of a batch of square matrices."""
    return matrix_inverse(input)


@op_function
def slogdet(input: Any) -> Any:  # noqa: A002
    """(sign, log|det|) of a batch of square matrices."""
    return apply(prim(SLOGDET), (input,))


@op_function
def logdet(input: Any) -> Any:  # noqa: A002
    """log(det): NaN where the determinant is negative."""
    F = _F()
    sign, logabs = slogdet(input)
    return F.where(F.less(sign, 0), F.fill(logabs.dtype, tuple(logabs.shape), float("nan")),
                   F.where(F.equal(sign, 0), F.fill(logabs.dtype, tuple(logabs.shape), float("-inf")), logabs))


@op_function
def cholesky_solve(input: Any, input2: Any, upper: bool = False) -> Any:  # noqa: A002
    """X with A X = input, where ``input2`` is A's Cholesky factor (lower, or upper if ``upper``)."""
    F = _F()
    input2 = F.triu(input2) if upper else F.tril(input2)   # only the factor's triangle is read
    u = F.swapaxes(input2, -1, -2)
    a = F.matmul(u, input2) if upper else F.matmul(input2, u)
    return F.matrix_solve(a, input)


@op_function
def adjoint(x: Any) -> Any:
    """The conjugate transpose of the last two axes."""
    F = _F()
    t = F.swapaxes(x, -1, -2)
    return F.conj(t) if _dt(x).kind == "c" else t


# --- shapes: diagflat, diff, tensor_split, sum_to_size, aminmax, addbmm, cov ------------------------------------
@op_function
def diagflat(input: Any, offset: int = 0) -> Any:  # noqa: A002
    """A 2-D Tensor with the flattened input on diagonal ``offset``."""
    F = _F()
    flat = F.reshape(input, (-1,))
    n = int(flat.shape[0])
    size = n + builtins.abs(int(offset))
    out = F.zeros((size, size), input.dtype)
    idx = np.arange(n)
    rows, cols = (idx, idx + offset) if offset >= 0 else (idx - offset, idx)
    from ..common.tensor import Tensor

    return F.tensor_scatter_update(out, Tensor(np.stack([rows, cols], 1).astype(np.int64)), flat)


@op_function
def diff(x: Any, n: int = 1, axis: int = -1, prepend: Any = None, append: Any = None) -> Any:
    """The n-th forward difference along ``axis`` (after prepending/appending)."""
    F = _F()
    nd = len(x.shape)
    ax = axis % nd
    parts = [v for v in (prepend, x, append) if v is not None]
    if len(parts) > 1:
        x = F.concat(tuple(parts), ax)
    for _ in range(int(n)):
        length = int(x.shape[ax])
        hi = (slice(None),) * ax + (slice(1, length),)
        lo = (slice(None),) * ax + (slice(0, length - 1),)
        x = F.logical_xor(x[hi], x[lo]) if _dt(x) == np.bool_ else F.sub(x[hi], x[lo])
    return x


@op_function
def tensor_split(input: Any, indices_or_sections: Any, axis: int = 0) -> Any:  # noqa: A002
    """numpy.array_split: ``sections`` near-equal pieces, or pieces between the given indices."""
    nd = len(input.shape)
    if nd == 0:
        raise ArgumentError("For 'tensor_split', the input must have at least 1 dimension.")
    ax = axis % nd
    length = int(input.shape[ax])
    if isinstance(indices_or_sections, (bool, float)):
        raise TypeError(f"For 'tensor_split', 'indices_or_sections' must be an int, a tuple or a list, but got "
                        f"{type(indices_or_sections).__name__}.")
    if isinstance(indices_or_sections, int):
        k = indices_or_sections
        if k <= 0:
            raise ValueError(f"For tensor_split, the value of 'indices_or_sections' must be more than zero but got "
                             f"{k}")
        size, extra = divmod(length, k)
        bounds = [0]
        for i in range(k):
            bounds.append(bounds[-1] + size + (1 if i < extra else 0))
    else:
        bounds = [0] + [builtins.min(builtins.max(int(i), 0), length) for i in indices_or_sections] + [length]
    pieces = []
    for lo, hi in zip(bounds[:-1], bounds[1:]):
        hi = builtins.max(hi, lo)
        pieces.append(input[(slice(None),) * ax + (slice(lo, hi),)])
    return tuple(pieces)


@op_function
def sum_to_size(input: Any, *size: Any) -> Any:  # noqa: A002
    """Sum ``input`` down to ``size`` (leading axes summed away, size-1 axes summed with keepdims)."""
    F = _F()
    if len(size) == 1 and isinstance(size[0], (tuple, list)):
        size = tuple(size[0])
    shape = tuple(input.shape)
    if len(size) > len(shape):
        raise ValueError(f"For 'sum_to_size', size {list(size)} is not expandable to the tensor size {list(shape)}.")
    lead = len(shape) - len(size)
    out = F.sum(input, tuple(range(lead)), False) if lead else input
    keep = tuple(i for i, (d, s) in enumerate(zip(out.shape, size)) if s == 1 and d != 1)
    for d, s in zip(out.shape, size):
        if s not in (1, d):
            raise ValueError(f"For 'sum_to_size', size {list(size)} is not expandable to the tensor size "
                             f"{list(shape)}.")
    return F.sum(out, keep, True) if keep else out


@op_function
def aminmax(input: Any, *, axis: int = 0, keepdims: bool = False) -> Any:  # noqa: A002
    """(min, max) along ``axis``."""
    F = _F()
    return F.amin(input, axis, keepdims), F.amax(input, axis, keepdims)


@op_function
def addbmm(input: Any, batch1: Any, batch2: Any, *, beta: Any = 1, alpha: Any = 1) -> Any:  # noqa: A002
    """``beta * input + alpha * sum_b(batch1[b] @ batch2[b])``."""
    F = _F()
    prod = F.sum(F.bmm(batch1, batch2), 0)
    a = prod if alpha == 1 else F.mul(prod, alpha)
    b = input if beta == 1 else F.mul(input, beta)
    return F.add(b, a)


@op_function
def cov(input: Any, *, correction: int = 1, fweights: Any = None, aweights: Any = None) -> Any:  # noqa: A002
    """Covariance of the rows (variables) of a 1-D or 2-D Tensor over its columns (observations)."""
    F = _F()
    x = input if len(input.shape) == 2 else F.reshape(input, (1, -1))
    x = _float_of(x)
    n = int(x.shape[1])
    w = None
    if fweights is not None:
        w = F.cast(fweights, x.dtype)
    if aweights is not None:
        w = F.cast(aweights, x.dtype) if w is None else F.mul(w, F.cast(aweights, x.dtype))
    if w is None:
        w_sum = float(n)
        avg = F.reduce_mean(x, 1, keep_dims=True)
        norm = w_sum - correction
    else:
        w_sum = F.sum(w)
        avg = F.div(F.sum(F.mul(x, w), 1, True), w_sum)
        if correction == 0:
            norm = w_sum
        elif aweights is None:
            norm = F.sub(w_sum, correction)
        else:
            norm = F.sub(w_sum, F.div(F.mul(F.sum(F.mul(w, F.cast(aweights, x.dtype))), correction), w_sum))
    xm = F.sub(x, avg)
    xw = xm if w is None else F.mul(xm, w)
    c = F.div(F.matmul(xw, F.swapaxes(xm, 0, 1)), norm)
    return F.reshape(c, ()) if len(input.shape) < 2 or int(input.shape[0]) == 1 and len(input.shape) == 1 else c


@op_function
def logcumsumexp(input: Any, axis: int) -> Any:  # noqa: A002
    """log(cumsum(exp(input))) along ``axis``, shifted by the maximum for stability."""
    F = _F()
    m = F.stop_gradient(F.amax(input, axis, True))
    m = F.where(F.isinf(m), F.zeros_like(m), m)
    return F.add(F.log(F.cumsum(F.exp(F.sub(input, m)), axis)), m)


# --- scatters into slices, diagonals, masks --------------------------------------------------------------------
@op_function
def slice_scatter(input: Any, src: Any, axis: int = 0, start: Any = None, end: Any = None,  # noqa: A002
                  step: int = 1) -> Any:
    """``input`` with ``input[..., start:end:step, ...]`` (on ``axis``) replaced by ``src``."""
    if not hasattr(input, "shape") or not hasattr(input, "dtype"):
        raise TypeError(f"For slice_scatter, input must be a Tensor, but got {type(input)}.")
    if not hasattr(src, "shape") or not hasattr(src, "dtype"):
        raise TypeError(f"For slice_scatter, src must be a Tensor, but got {type(src)}.")
    nd = len(input.shape)
    index = (slice(None),) * (axis % nd) + (slice(start, end, step),)
    want = tuple(np.empty(tuple(input.shape), np.bool_)[index].shape)
    if tuple(src.shape) != want:
        raise ValueError(f"For slice_scatter, src shape should be equal to the slice size,but got src shape "
                         f"{tuple(src.shape)} and slice shape {want}")
    return _F().setitem(input, index, src)


@op_function
def select_scatter(input: Any, src: Any, axis: int, index: int) -> Any:  # noqa: A002
    """``input`` with ``input[..., index, ...]`` (on ``axis``) replaced by ``src``."""
    nd = len(input.shape)
    ax = axis % nd
    idx = int(index) % int(input.shape[ax])
    return slice_scatter(input, _F().expand_dims(src, ax), ax, idx, idx + 1, 1)


@op_function
def diagonal_scatter(input: Any, src: Any, offset: int = 0, dim1: int = 0, dim2: int = 1) -> Any:  # noqa: A002
    """``input`` with its ``offset`` diagonal (over dim1, dim2) replaced by ``src``."""
    F = _F()
    shape = tuple(input.shape)
    nd = len(shape)
    d1, d2 = dim1 % nd, dim2 % nd
    n1, n2 = shape[d1], shape[d2]
    mask = np.eye(n1, n2, k=offset, dtype=bool)
    diag_len = int(mask.sum())
    want = tuple(shape[a] for a in range(nd) if a not in (d1, d2)) + (diag_len,)
    if tuple(src.shape) != want:
        raise ValueError(f"For diagonal_scatter, the shape of src should equal to the shape of input diagonal,but "
                         f"got src.shape {tuple(src.shape)} and diagonal shape {want}.")
    bshape = [1] * nd
    bshape[d1], bshape[d2] = n1, n2
    from ..common.tensor import Tensor

    full_mask = Tensor(np.broadcast_to(mask.reshape(bshape), shape).copy())
    # src's last axis runs along the diagonal: place it at (d1, d2) positions
    i = np.nonzero(mask)
    k = len(i[0])
    rest = [a for a in range(nd) if a not in (d1, d2)]
    gather = np.zeros((n1, n2), np.int64)
    gather[i] = np.arange(k)
    src_t = F.gather(src, Tensor(gather.reshape(-1)), len(rest))   # rest..., n1*n2
    src_t = F.reshape(src_t, tuple(shape[a] for a in rest) + (n1, n2))
    perm = [0] * nd
    order = rest + [d1, d2]
    for pos, a in enumerate(order):
        perm[a] = pos
    src_full = F.transpose(src_t, tuple(perm))
    return F.where(full_mask, F.cast(src_full, input.dtype), input)


def _masked_scatter_infer(x: Aval, mask: Aval, src: Aval) -> Aval:
    if np.dtype(mask.dtype) != np.bool_:
        raise DTypeError(f"For 'MaskedScatter', 'mask' must be a bool Tensor, but got {dtype_name(mask.dtype)}.")
    return Aval(tuple(x.shape), x.dtype)


def _masked_scatter_impl(x: np.ndarray, mask: np.ndarray, src: np.ndarray) -> np.ndarray:
    m = np.broadcast_to(mask, x.shape)
    count = int(m.sum())
    if count > src.size:
        raise OpRuntimeError(f"For 'MaskedScatter', the number of True elements in 'mask' ({count}) must not "
                             f"exceed the number of elements of 'updates' ({src.size}).")
    out = x.copy()
    out[m] = src.reshape(-1)[:count].astype(x.dtype)
    return out


MASKED_SCATTER = _np_op("MaskedScatter", _masked_scatter_impl, _masked_scatter_infer,
                        doc="MaskedScatter()(x, mask, updates): x with its masked elements (row-major) taken from "
                            "updates in order.")


@op_function
def masked_scatter(input: Any, mask: Any, source: Any) -> Any:  # noqa: A002
    """``input`` with the elements where ``mask`` holds taken, in order, from ``source``."""
    return apply(prim(MASKED_SCATTER), (input, mask, source))


# --- counting: histc, bincount ------------------------------------------------------------------------------
def _histc_infer(x: Aval, bins: int = 100, min: float = 0.0, max: float = 0.0) -> Aval:  # noqa: A002
    return Aval((int(bins),), x.dtype)


def _histc_impl(x: np.ndarray, bins: int = 100, min: float = 0.0, max: float = 0.0) -> np.ndarray:  # noqa: A002
    if bins <= 0:
        raise ValueError(f"For 'Histogram', attr 'bins' must be positive, but got {bins}.")
    lo, hi = float(min), float(max)
    if lo > hi:
        raise OpRuntimeError(f"For 'Histogram', attr 'max' must be greater than or equal to 'min', but got "
                             f"min {lo} and max {hi}.")
    v = x.astype(np.float64).reshape(-1)
    if lo == hi and v.size:
        lo, hi = float(v.min()), float(v.max())
    if lo == hi:
        lo, hi = lo - 1, hi + 1
    v = v[(v >= lo) & (v <= hi)]
    idx = np.minimum(((v - lo) * bins / (hi - lo)).astype(np.int64), bins - 1)
    return np.bincount(idx, minlength=bins).astype(_histc_infer(Aval(x.shape, x.dtype), bins).dtype)


HISTC = _np_op("Histogram", _histc_impl, _histc_infer, attrs={"bins": 100, "min": 0.0, "max": 0.0},
               doc="Histogram(bins=100, min=0.0, max=0.0)(x): counts in equal-width bins over [min, max] "
                   "(min == max: the data's range).")


@op_function
def histc(input: Any, bins: int = 100, min: float = 0.0, max: float = 0.0) -> Any:  # noqa: A002
    """Counts of ``input`` in ``bins`` equal-width bins over [min, max]."""
    return apply(prim(HISTC, bins=int(bins), min=float(min), max=float(max)), (input,))


def _bincount_impl(x: np.ndarray, w: np.ndarray, minlength: int = 0) -> np.ndarray:
    keep = x.reshape(-1) >= 0          # MindSpore 2.10's CPU kernel skips negative values
    weights = None if w.size == 0 and x.size != 0 else w.reshape(-1).astype(np.float64)[keep]
    out = np.bincount(x.reshape(-1)[keep].astype(np.int64), weights, minlength=int(minlength))
    return out.astype(np.dtype(w.dtype) if w.dtype.kind == "f" else np.float32)


def _bincount_infer(x: Aval, w: Aval, minlength: int = 0) -> Aval:
    if np.dtype(x.dtype).kind not in "iu":
        raise TypeError(f"For 'bincount', the input must be an int Tensor, but got {dtype_name(x.dtype)}.")
    return Aval((None,), np.dtype(w.dtype) if np.dtype(w.dtype).kind == "f" else np.dtype(np.float32))


BINCOUNT = _np_op("Bincount", _bincount_impl, _bincount_infer, attrs={"minlength": 0},
                  doc="Bincount(minlength=0)(x, weights): occurrences (or summed weights) of each value of x.")


@op_function
def bincount(input: Any, weights: Any = None, minlength: int = 0) -> Any:  # noqa: A002
    """Occurrences of each non-negative integer in ``input`` (summed ``weights`` if given), float32."""
    from ..common.tensor import Tensor

    if weights is None:
        weights = Tensor(np.zeros((0,), np.float32))
    return apply(prim(BINCOUNT, minlength=int(minlength)), (input, weights))


# --- in-place-looking Tensor methods that return new Tensors ---------------------------------------------------
def _index_put_impl(x: np.ndarray, values: np.ndarray, *indices: np.ndarray, accumulate: bool = False) -> np.ndarray:
    out = x.copy()
    idx = tuple(np.asarray(i).astype(np.int64) if np.asarray(i).dtype != np.bool_ else np.asarray(i)
                for i in indices)
    if accumulate:
        np.add.at(out, idx, values.astype(x.dtype))
    else:
        out[idx] = values.astype(x.dtype)
    return out


INDEX_PUT = _np_op("IndexPut", lambda x, v, *i, accumulate=False: _index_put_impl(x, v, *i, accumulate=accumulate),
                   lambda x, v, *i, accumulate=False: Aval(tuple(x.shape), x.dtype), attrs={"accumulate": False},
                   doc="IndexPut(accumulate=False)(x, values, *indices): x[indices] = values (or += with accumulate).")


def _tensor_fill_diagonal(self: Any, fill_value: Any, wrap: bool = False) -> Any:
    from .st_cpu_a2 import FILL_DIAGONAL   # MindSpore's FillDiagonal primitive (h-cpua)

    return apply(prim(FILL_DIAGONAL, fill_value=float(fill_value), wrap=bool(wrap)), (self,))


def _tensor_index_put(self: Any, indices: Any, values: Any, accumulate: bool = False) -> Any:
    return apply(prim(INDEX_PUT, accumulate=bool(accumulate)), (self, values) + tuple(indices))


__all__ = public_functions(globals())


# --- Tensor methods --------------------------------------------------------------------------------------------
def _pick(args: tuple, kw: dict, i: int, names: Sequence[str], default: Any = None) -> Any:
    """Argument ``i`` given positionally or under any of ``names`` (MindSpore's old and new keywords)."""
    for n in names:
        if n in kw:
            return kw.pop(n)
    return args[i] if len(args) > i else default


def _no_more(name: str, kw: dict) -> None:
    if kw:
        raise TypeError(f"Tensor.{name}() got an unexpected keyword argument '{next(iter(kw))}'")


def _m_any(self, *a, **k):
    axis = _pick(a, k, 0, ("axis", "dim"))
    keep = _pick(a, k, 1, ("keep_dims", "keepdim"), False)
    _no_more("any", k)
    return _F().reduce_any(self, axis, keep)


def _m_all(self, *a, **k):
    axis = _pick(a, k, 0, ("axis", "dim"))
    keep = _pick(a, k, 1, ("keep_dims", "keepdim"), False)
    _no_more("all", k)
    return _F().reduce_all(self, axis, keep)


def _m_cumsum(self, *a, **k):
    axis = _pick(a, k, 0, ("axis", "dim"))
    dtype = _pick(a, k, 1, ("dtype",))
    _no_more("cumsum", k)
    F = _F()
    if axis is None:
        return F.cumsum(F.reshape(self, (-1,)), 0, dtype)
    return F.cumsum(self, axis, dtype)


def _m_sort(self, *a, **k):
    axis = _pick(a, k, 0, ("axis", "dim"), -1)
    desc = _pick(a, k, 1, ("descending",), False)
    k.pop("stable", None)
    _no_more("sort", k)
    return _F().sort(self, axis, desc)


def _m_chunk(self, *a, **k):
    chunks = _pick(a, k, 0, ("chunks",))
    axis = _pick(a, k, 1, ("axis", "dim"), 0)
    _no_more("chunk", k)
    return _F().chunk(self, chunks, axis)


def _m_count_nonzero(self, *a, **k):
    axis = _pick(a, k, 0, ("axis", "dim"), ())
    keep = _pick(a, k, 1, ("keep_dims",), False)
    dtype = _pick(a, k, 2, ("dtype",))
    _no_more("count_nonzero", k)
    return _F().count_nonzero(self, () if axis is None else axis, keep, dtype)


def _m_index_select(self, *a, **k):
    axis = _pick(a, k, 0, ("axis", "dim"))
    index = _pick(a, k, 1, ("index",))
    _no_more("index_select", k)
    return _F().index_select(self, axis, index)


def _m_scatter(self, *a, **k):
    axis = _pick(a, k, 0, ("axis", "dim"))
    index = _pick(a, k, 1, ("index",))
    src = _pick(a, k, 2, ("src", "value"))
    reduce = k.pop("reduce", "none")
    _no_more("scatter", k)
    F = _F()
    if not hasattr(src, "shape"):
        src = F.fill(self.dtype, tuple(index.shape), src)
    if reduce in ("add",):
        return F.tensor_scatter_elements(self, index, src, axis, "add")
    return F.scatter(self, axis, index, src)


def _m_gather(self, *a, **k):
    F = _F()
    if "dim" in k or "index" in k or (a and isinstance(a[0], int) and not hasattr(a[0], "shape")):
        dim = _pick(a, k, 0, ("dim",))
        index = _pick(a, k, 1, ("index",))
        _no_more("gather", k)
        return F.gather_elements(self, dim, index)
    indices = _pick(a, k, 0, ("input_indices",))
    axis = _pick(a, k, 1, ("axis",))
    batch_dims = _pick(a, k, 2, ("batch_dims",), 0)
    _no_more("gather", k)
    if batch_dims:
        return F.gather(self, indices, axis, batch_dims) if _takes_batch_dims(F.gather) else \
            _batched_gather(self, indices, axis, batch_dims)
    return F.gather(self, indices, axis)


def _takes_batch_dims(fn: Any) -> bool:
    import inspect

    try:
        return "batch_dims" in inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return False


def _batched_gather(x: Any, indices: Any, axis: int, batch_dims: int) -> Any:
    F = _F()
    if batch_dims != 1:
        raise ArgumentError("For 'Tensor.gather', msgraph supports batch_dims 0 and 1.")
    outs = [F.gather(x[b], indices[b], axis - 1) for b in range(int(x.shape[0]))]
    return F.stack(outs, 0)


def _m_remainder(self, *a, **k):
    other = _pick(a, k, 0, ("other", "divisor"))
    _no_more("remainder", k)
    return _F().remainder(self, other)


def _m_repeat_interleave(self, *a, **k):
    repeats = _pick(a, k, 0, ("repeats",))
    axis = _pick(a, k, 1, ("dim", "axis"))
    _pick(a, k, 2, ("output_size",))
    _no_more("repeat_interleave", k)
    F = _F()
    if hasattr(repeats, "shape") and not isinstance(repeats, (int, list, tuple)):
        from ..common.tensor import Tensor

        if isinstance(repeats, Tensor):
            r = repeats.asnumpy().reshape(-1).tolist()
            repeats = r[0] if len(r) == 1 else r
    return F.repeat_interleave(self, repeats, axis)


def _m_scatter_add(self, *a, **k):
    F = _F()
    if len(a) + len(k) >= 3 or "dim" in k or "src" in k:
        dim = _pick(a, k, 0, ("dim",))
        index = _pick(a, k, 1, ("index",))
        src = _pick(a, k, 2, ("src",))
        _no_more("scatter_add", k)
        return F.tensor_scatter_elements(self, index, src, dim, "add")
    indices = _pick(a, k, 0, ("indices",))
    updates = _pick(a, k, 1, ("updates",))
    _no_more("scatter_add", k)
    return F.tensor_scatter_add(self, indices, updates)


def _m_subtract(self, *a, **k):
    other = _pick(a, k, 0, ("other",))
    alpha = k.pop("alpha", 1)
    _no_more("subtract", k)
    F = _F()
    return F.sub(self, other if alpha == 1 else F.mul(other, alpha))


def _m_expand_as(self, *a, **k):
    other = _pick(a, k, 0, ("other", "x"))
    _no_more("expand_as", k)
    return _F().broadcast_to(self, tuple(other.shape))


def _m_nansum(self, *a, **k):
    axis = _pick(a, k, 0, ("axis", "dim"))
    keep = _pick(a, k, 1, ("keepdims", "keepdim"), False)
    dtype = k.pop("dtype", None)
    _no_more("nansum", k)
    return nansum(self, axis, keep, dtype=dtype)


def _m_median(self, *a, **k):
    axis = _pick(a, k, 0, ("axis", "dim"), -1)
    keep = _pick(a, k, 1, ("keepdims", "keepdim"), False)
    _no_more("median", k)
    return _F().median(self, axis, keep)


def _m_add(self, *a, **k):
    other = _pick(a, k, 0, ("other", "y"))
    alpha = k.pop("alpha", 1)
    _no_more("add", k)
    F = _F()
    from ..common.tensor_methods import _seq

    other = _seq(self, other)
    return F.add(self, other if alpha == 1 else F.mul(other, alpha))


def _m_split(self, *a, **k):
    size = _pick(a, k, 0, ("split_size_or_sections", "split_size"))
    axis = _pick(a, k, 1, ("axis", "dim"), 0)
    _no_more("split", k)
    return _F().split(self, size, axis)


def _m_take(self, *a, **k):
    indices = _pick(a, k, 0, ("indices",))
    axis = _pick(a, k, 1, ("axis",))
    mode = _pick(a, k, 2, ("mode",), "clip")
    _no_more("take", k)
    F = _F()
    if mode == "clip":
        n = int(np.prod(self.shape)) if axis is None else int(self.shape[axis])
        indices = F.clip_by_value(indices, 0, n - 1)
    elif mode == "wrap":
        n = int(np.prod(self.shape)) if axis is None else int(self.shape[axis])
        indices = F.floor_mod(indices, n)
    return F.take(self, indices, axis)


def _extremum(name: str, reduce_name: str, with_value: str):
    """Tensor.max/min as MindSpore 2.10 overloads them: no argument -> the reduction over all elements;
    ``(dim, keepdim=False)`` or ``dim=`` -> (values, indices); ``axis=``/``keepdims=``/``initial=``/``where=`` ->
    the values (the deprecated numpy-style form)."""
    def method(self, *a, **k):
        F = _F()
        from ..common.tensor import Tensor

        old = builtins.any(n in k for n in ("axis", "keepdims", "initial", "where"))
        if a and "dim" not in k and (not isinstance(self, Tensor) or not isinstance(a[0], int)
                                     or isinstance(a[0], bool)):
            # graph code: MindSpore 2.10 binds positional arguments to the numpy-style form (values only);
            # so does an axis that is None or a tuple
            k.setdefault("axis", a[0])
            if len(a) > 1:
                k.setdefault("keepdims", a[1])
            a, old = (), True
        if not old and (a or "dim" in k):
            dim = _pick(a, k, 0, ("dim",))
            keep = _pick(a, k, 1, ("keepdim",), False)
            _no_more(name, k)
            if hasattr(dim, "shape") or not isinstance(dim, int):
                raise TypeError(f'Failed calling {name} with "{name}({type(dim).__name__})". The valid calling '
                                f'should be: "Tensor.{name}(dim=<int>, keepdim=<bool>)", "Tensor.{name}()", '
                                f'"Tensor.{name}(axis=None, keepdims=False, *, initial=None, where=None)".')
            return getattr(self, with_value)(dim, keep)
        axis = k.pop("axis", a[0] if a else None)
        keep = k.pop("keepdims", a[1] if len(a) > 1 else False)
        initial = k.pop("initial", None)
        where = k.pop("where", None)
        _no_more(name, k)
        x = self
        if where is not None:
            fill = np.finfo(_dt(x)).min if _dt(x).kind == "f" else np.iinfo(_dt(x)).min
            if name == "min":
                fill = np.finfo(_dt(x)).max if _dt(x).kind == "f" else np.iinfo(_dt(x)).max
            x = F.where(where, x, F.fill(x.dtype, tuple(x.shape), fill))
        out = getattr(F, reduce_name)(x, axis, keep_dims=keep)
        if initial is not None:
            out = (F.maximum if name == "max" else F.minimum)(out, F.cast(F.fill(out.dtype, (), initial), out.dtype))
        return out
    method.__name__ = name
    return method


def _m_t(self):
    nd = len(self.shape)
    if nd > 2:
        raise ValueError(f"For 't', the input must have at most 2 dimensions, but got {nd}.")
    return self if nd < 2 else _F().swapaxes(self, 0, 1)


def _m_is_signed(self):
    return _dt(self).kind in "ifc"


def _m_is_complex(self):
    return _dt(self).kind == "c"


def _m_isreal(self):
    F = _F()
    if _dt(self).kind == "c":
        return F.equal(F.imag(self), 0)
    return F.ones(tuple(self.shape), "bool")


def _m_type(self, dtype: Any = None):
    if dtype is None:
        return str(self.dtype)
    return _F().cast(self, dtype)


def _m_stride(self, dim: Any = None):
    shape = tuple(self.shape)
    strides, acc = [], 1
    for d in reversed(shape):
        strides.insert(0, acc)
        acc *= d
    return strides if dim is None else strides[dim]


def _install() -> None:
    from ..common.tensor_methods import TensorMethods

    plain = {
        "nan_to_num": nan_to_num, "nanmean": nanmean, "nanmedian": nanmedian, "gcd": gcd, "lcm": lcm,
        "ldexp": ldexp, "signbit": signbit, "logaddexp2": logaddexp2, "float_power": float_power, "i0": i0,
        "det": det, "slogdet": slogdet, "logdet": logdet, "inverse": inverse, "diagflat": diagflat, "diff": diff,
        "cov": cov, "aminmax": aminmax, "bitwise_left_shift": bitwise_left_shift,
        "bitwise_right_shift": bitwise_right_shift, "addbmm": addbmm, "adjoint": adjoint,
        "tensor_split": tensor_split, "sum_to_size": sum_to_size, "logcumsumexp": logcumsumexp,
        "masked_scatter": masked_scatter, "diagonal_scatter": diagonal_scatter, "select_scatter": select_scatter,
        "slice_scatter": slice_scatter, "histc": histc, "bincount": bincount, "cholesky_solve": cholesky_solve,
    }
    for name, fn in plain.items():
        setattr(TensorMethods, name, fn)
    for name, fn in (("any", _m_any), ("all", _m_all), ("cumsum", _m_cumsum), ("sort", _m_sort),
                     ("chunk", _m_chunk), ("count_nonzero", _m_count_nonzero), ("index_select", _m_index_select),
                     ("scatter", _m_scatter), ("gather", _m_gather), ("remainder", _m_remainder),
                     ("repeat_interleave", _m_repeat_interleave), ("scatter_add", _m_scatter_add),
                     ("subtract", _m_subtract), ("expand_as", _m_expand_as), ("nansum", _m_nansum),
                     ("median", _m_median), ("t", _m_t), ("add", _m_add), ("split", _m_split),
                     ("take", _m_take), ("max", _extremum("max", "reduce_max", "argmax_with_value")),
                     ("min", _extremum("min", "reduce_min", "argmin_with_value")), ("is_signed", _m_is_signed),
                     ("is_complex", _m_is_complex), ("isreal", _m_isreal), ("type", _m_type),
                     ("stride", _m_stride), ("fill_diagonal", _tensor_fill_diagonal),
                     ("index_put", _tensor_index_put)):
        fn.__name__ = name
        setattr(TensorMethods, name, fn)
    TensorMethods.ndimension = lambda self: len(self.shape)
    TensorMethods.storage_offset = lambda self: 0
    TensorMethods.is_contiguous = lambda self: True
    TensorMethods.mH = property(adjoint)
    TensorMethods.matrix_inverse = matrix_inverse


_install()


@op_function
def is_complex(input: Any) -> bool:  # noqa: A002
    """True for a complex Tensor."""
    return _m_is_complex(input)


@op_function
def isreal(input: Any) -> Any:  # noqa: A002
    """True where the element has no imaginary part (every element of a real Tensor)."""
    return _m_isreal(input)


__all__ = public_functions(globals())
