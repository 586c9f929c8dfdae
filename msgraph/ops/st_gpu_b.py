"""Primitives of MindSpore's tests/st/ops/gpu (files m..z) that run on its CPU backend (h-gpub, session 9).

Each is a composition of registry ops (``CompositePrimitive``: gradients come from the ops it uses):

* ``MulNoNan()(x, y)``: x * y, 0 where y is 0 (even where x is inf or nan);
* ``Polar()(abs, angle)``: abs * (cos(angle) + i sin(angle)), complex64 / complex128;
* ``NthElement(reverse=False)(x, n)``: the n-th smallest (largest) value along the last axis;
* ``Pdist(p=2.0)(x)``: ``ops.pdist``; ``PdistGrad(p=2.0)(dy, x, y)``: its gradient given ``y = pdist(x)``;
* ``MultiMarginLoss(p=1, margin=1.0, reduction='mean')(x, target, weight=None)`` (``ops.multi_margin_loss``) and
  ``MultiMarginLossGrad(p, margin, reduction)(dy, x, target, weight=None)``.

* ``Sinc()(x)``: ``ops.sinc``;

and the gradient primitives ``ReluGrad()(dy, y)`` (dy where y > 0, else 0; any number dtype),
``SigmoidGrad()(y, dy)`` (dy y (1 - y)) and ``RsqrtGrad()(y, dy)`` (-dy y^3 / 2), registry ops with their own
gradients (MindSpore's tests take second derivatives through them).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common.dtype import from_numpy, mindspore_result_type
from ..common.tensor import Tensor
from ..errors import ArgumentError, DTypeError, ShapeError
from . import bf16
from ._compose import CompositePrimitive
from ._helpers import flit, np_dtype, shape_of
from ._helpers import user_type
from .array_ops import _unsorted_segment_sum as _segsum_drop  # ids out of range dropped
from .grad_path import grad_path, grad_path_rule
from .grad_prim_checks import first_float_dtype, pair_check
from .registry import refuse_numbers
from .registry import define_binary, op_function, public_functions


def _F() -> Any:
    from . import functional

    return functional


class MulNoNan(CompositePrimitive):
    """x * y, 0 where y == 0 (whatever x is)."""

    def __call__(self, x: Any, y: Any) -> Any:
        F = _F()
        if bf16.bf16_beside_wider(x, y):
            # a bfloat16 operand beside a float16 / 32 / 64 one: MindSpore casts both to the joined dtype first
            # (float32 / float64), then its kernel runs; with no wider float the Equal below refuses, as MindSpore
            joined = from_numpy(np.dtype(mindspore_result_type(x, y)))
            x, y = F.cast(x, joined), F.cast(y, joined)
        out = F.mul(x, y)
        return F.select(F.broadcast_to(F.equal(y, 0), tuple(shape_of(out))), F.zeros_like(out), out)


class Polar(CompositePrimitive):
    """abs * (cos(angle) + 1j * sin(angle)): complex64 from float32, complex128 from float64."""

    def __call__(self, abs: Any, angle: Any) -> Any:  # noqa: A002 - MindSpore's name
        from .complex_ops import complex_
        from .registry import is_number_input

        if is_number_input(abs) or is_number_input(angle):
            raise DTypeError("Failed calling Polar with a Python number: abs and angle must be Tensors.")
        # MindSpore's kernel: float32 / float64 Tensors of one dtype and one rank
        for name, v in (("abs", abs), ("angle", angle)):
            if np_dtype(v) not in (np.float32, np.float64):
                raise DTypeError(f"For primitive[Polar], the input argument[{name}] must be a type of "
                                 f"{{Tensor[Float32], Tensor[Float64]}}, but got {from_numpy(np_dtype(v))}.")
        if np_dtype(abs) != np_dtype(angle):
            raise DTypeError("For primitive[Polar], the input type must be same.")
        if len(tuple(shape_of(abs))) != len(tuple(shape_of(angle))):
            # (MindSpore's shape inference broadcasts two shapes of one rank -- its kernel then reads past the
            # smaller input, msgraph broadcasts -- and refuses two ranks, 0-d beside 1-d included)
            raise ShapeError(f"For 'Polar', shape of inputs should be the same, but got {tuple(shape_of(abs))} and "
                             f"{tuple(shape_of(angle))}.")
        F = _F()
        return complex_(F.mul(abs, F.cos(angle)), F.mul(abs, F.sin(angle)))


@op_function
def polar(abs: Any, angle: Any) -> Any:  # noqa: A002 - MindSpore's name
    """abs * (cos(angle) + 1j * sin(angle))."""
    refuse_numbers('Failed calling Polar with "Polar()(abs={k0}, angle={k1})".', abs, angle)
    return Polar()(abs, angle)


class NthElement(CompositePrimitive):
    """The n-th smallest (``reverse``: largest) value of the last axis of x."""
    _attrs = {"reverse": False}

    def __call__(self, x: Any, n: Any) -> Any:
        F = _F()
        s = F.sort(x, axis=-1, descending=bool(self.attrs["reverse"]))[0]
        return F.gather(s, n, len(tuple(shape_of(x))) - 1)


class Pdist(CompositePrimitive):
    """``ops.pdist(x, p)``: the p-norm distances of the pairs of rows i < j."""
    _attrs = {"p": 2.0}

    def __call__(self, x: Any) -> Any:
        return _F().pdist(x, float(self.attrs["p"]))


def _pairs(n: int) -> Any:
    rows, cols = np.triu_indices(n, 1)
    return Tensor(rows.astype(np.int32)), Tensor(cols.astype(np.int32))


_F32_EPS = np.float32(np.finfo(np.float32).eps)


def _libm_powf() -> Any:
    """The C library's ``powf`` (None without one)."""
    global _POWF
    if _POWF is False:
        import ctypes
        import ctypes.util

        try:
            fn = ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6").powf
            fn.restype, fn.argtypes = ctypes.c_float, [ctypes.c_float, ctypes.c_float]
            _POWF = fn
        except (OSError, AttributeError):
            _POWF = None
    return _POWF


_POWF: Any = False


def _powf(a: np.ndarray, e: np.float32) -> np.ndarray:
    """C's ``powf`` of a float32 array (the kernel's ``std::pow(float, float)``; without a C library, or past a
    million elements, the float64 power rounded once: the same but for a last-bit tie now and then)."""
    fn = _libm_powf()
    if fn is None or a.size > 1_000_000:
        return np.power(a.astype(np.float64), np.float64(e)).astype(np.float32)
    ef = float(e)
    return np.frompyfunc(lambda v: fn(v, ef), 1, 1)(a).astype(np.float32)


def _pdist_grad_kernel(dy: Any, x: Any, y: Any, p: float = 2.0) -> np.ndarray:
    """MindSpore 2.10's CPU PdistGrad kernel (float32 only: float64 operands are computed in float32 and the result
    widened, vd49gb): for each pair i < j (index k in pdist's order) and column c, d = x_ic - x_jc (skipped where
    |d| <= FLT_EPSILON), r = dy_k * sign(d) for p = 1; dy_k * sign(d) where |y_k - |d|| <= FLT_EPSILON for p = inf;
    else 0 where y_k <= FLT_EPSILON, sign(d) * |d|^(p-1) * dy_k / y_k^(p-1) (left to right, float32 pow); sign(d)
    is 1 for d > 0 else -1; row i adds r and row j subtracts it, each row's terms summed in float32 in the kernel's
    order (its pairs by the other row's index)."""
    dt = np.asarray(x).dtype
    g = np.asarray(dy, np.float32).reshape(-1)
    xx = np.asarray(x, np.float32)
    dist = np.asarray(y, np.float32).reshape(-1)
    n, m = xx.shape
    acc = np.zeros((n, m), np.float32)
    pf = np.float32(p)
    if abs(pf) <= _F32_EPS:
        return acc.astype(dt)
    one = abs(pf - np.float32(1)) <= _F32_EPS
    pm1 = pf - np.float32(1)
    rows = np.arange(n)
    with np.errstate(all="ignore"):
        for k in range(n):
            # the pair of rows t and k (t != k): index of (min, max) in pdist's order; row t's term is +r when t < k
            # (pair (t, k), d = x_t - x_k) and -r when t > k (pair (k, t), d = x_k - x_t)
            lo, hi = np.minimum(rows, k), np.maximum(rows, k)
            idx = lo * n - lo * (lo + 1) // 2 + (hi - lo - 1)
            valid = rows != k
            idx = np.where(valid, idx, 0)
            d = (xx[lo] - xx[hi]).astype(np.float32)
            gk = g[idx][:, None] if g.size else np.zeros((n, 1), np.float32)
            yk = dist[idx][:, None] if dist.size else np.zeros((n, 1), np.float32)
            sg = np.where(d > 0, np.float32(1), np.float32(-1))
            if one:
                r = gk * sg
            elif np.isinf(pf):
                r = np.where(np.abs(yk - np.abs(d)) <= _F32_EPS, sg * gk, np.float32(0))
            else:   # (C's powf: the float64 power rounded once, as glibc's correctly rounded powf)
                r = sg * _powf(np.abs(d), pm1) * gk / _powf(yk, pm1)
                r = np.where(np.abs(yk) <= _F32_EPS, np.float32(0), r)
            r = np.where((np.abs(d) <= _F32_EPS) | ~valid[:, None], np.float32(0), r).astype(np.float32)
            acc = acc + np.where((rows < k)[:, None], r, -r)
    return acc.astype(dt)


def _define_pdist_grad() -> Any:
    from ..common.aval import Aval
    from .registry import OpKind, define_op

    op = define_op("PdistGradKernel", OpKind.OTHER, attrs={"p": 2.0}, public=False, differentiable=False,
                   doc="PdistGradKernel(p)(dy, x, y): MindSpore 2.10's CPU PdistGrad kernel on float32 / float64 "
                       "operands (float64 computed in float32).")
    op.def_impl(_pdist_grad_kernel)
    op.def_infer(lambda dy, x, y, p=2.0: Aval(tuple(x.shape), x.dtype))
    return op


_PDIST_GRAD_KERNEL = _define_pdist_grad()


@grad_path_rule("PdistGrad")
def _pdist_grad_rule(dout: Any, x: Any, y: Any, p: float = 2.0) -> Any:
    """A float32 / float64 pdist's gradient (its value y passed through GradPath): MindSpore's PdistGrad kernel
    (float64 computed in float32) for x."""
    from .registry import apply, prim

    return apply(prim(_PDIST_GRAD_KERNEL, p=float(p)), (dout, x, y)), _F().zeros_like(y)


def _c_pow(a: np.ndarray, e: float) -> np.ndarray:
    """C's pow (the platform libm's, through Python's math.pow) of a float64 array: numpy's own float64 power differs
    from it in the last bit now and then (pdist's 1 / p root); numpy's past a million elements."""
    import math

    if a.size > 1_000_000:
        return np.power(a, e)
    def one(v: float) -> float:
        try:
            return math.pow(v, e)
        except (OverflowError, ValueError):   # (C's pow gives inf / nan there)
            return float(np.power(v, e))

    return np.frompyfunc(one, 1, 1)(a).astype(np.float64)


def _pdist_kernel(x: Any, p: float = 2.0) -> np.ndarray:
    """MindSpore 2.10's CPU Pdist kernel: each pair i < j of rows, |x_i - x_j| mapped and summed over the columns in
    order in double (p as the C++ float it holds; 0: min(ceil(d), 1) counted, 1: the sum, 2: sqrt of the sum of
    squares, inf: the maximum, else pow(sum of pow(d, p), 1 / p)), rounded once to x's dtype."""
    a = np.asarray(x)
    n = a.shape[-2]
    rows, cols = np.triu_indices(n, 1)
    d = np.abs(a[..., rows, :].astype(np.float64) - a[..., cols, :].astype(np.float64))
    pf = float(np.float32(p))
    eps = 1.0e-6
    with np.errstate(all="ignore"):
        if np.isinf(pf):
            r = d.max(axis=-1, initial=0.0)
        else:
            if abs(pf) <= eps * pf:
                t = np.minimum(np.ceil(d), 1.0)
            elif abs(pf - 1.0) <= eps * pf:
                t = d
            elif abs(pf - 2.0) <= eps * pf:
                t = d * d
            else:
                t = _c_pow(d, pf)
            r = np.cumsum(t, axis=-1)[..., -1] if t.shape[-1] else np.zeros(t.shape[:-1])   # (in order)
            if abs(pf - 2.0) <= eps * pf and not abs(pf) <= eps * pf:
                r = np.sqrt(r)
            elif not (abs(pf) <= eps * pf or abs(pf - 1.0) <= eps * pf):
                r = _c_pow(r, 1.0 / pf)
    return r.astype(a.dtype)


def _define_pdist_kernel() -> Any:
    from ..common.aval import Aval
    from .registry import OpKind, define_op

    op = define_op("PdistKernel", OpKind.OTHER, attrs={"p": 2.0}, public=False, differentiable=False,
                   doc="PdistKernel(p)(x): MindSpore 2.10's CPU Pdist kernel (double accumulation); its gradient "
                       "is GradPath's rule \"PdistGrad\".")
    op.def_impl(_pdist_kernel)
    op.def_infer(lambda x, p=2.0: Aval(tuple(x.shape[:-2]) + (x.shape[-2] * (x.shape[-2] - 1) // 2,), x.dtype))
    return op


_PDIST_KERNEL = _define_pdist_kernel()


def pdist_kernel_path(x: Any, p: float) -> Any:
    """``pdist(x, p)`` of a float32 / float64 (N, M) x as MindSpore's CPU kernels compute it: the value from its
    Pdist kernel, the gradient from its PdistGrad kernel (float64 computed in float32; vd49gb)."""
    from .registry import apply, prim

    y = apply(prim(_PDIST_KERNEL, p=float(p)), (_F().stop_gradient(x),))
    return grad_path("PdistGrad", y, x, y, p=float(p))


class PdistGrad(CompositePrimitive):
    """The gradient of ``y = pdist(x, p)`` for x, given ``dy``: each pair (i, j) adds
    dy * sign(d) |d|^(p-1) / y^(p-1) (d = x_i - x_j; 0 where y is 0) to row i and subtracts it from row j
    (float32 / float64: MindSpore's CPU kernel, computed in float32, :func:`_pdist_grad_kernel`)."""
    _attrs = {"p": 2.0}

    def __call__(self, dy: Any, x: Any, y: Any) -> Any:
        F = _F()
        p = float(self.attrs["p"])
        if np_dtype(x) in (np.float32, np.float64) and len(tuple(shape_of(x))) == 2:
            from .registry import apply, prim

            return apply(prim(_PDIST_GRAD_KERNEL, p=p), (dy, x, y))
        n = tuple(shape_of(x))[0]
        rows, cols = _pairs(n)
        d = F.sub(F.gather(x, rows, 0), F.gather(x, cols, 0))
        yy = F.expand_dims(y, 1)
        g = F.expand_dims(dy, 1)
        if p == 0.0:
            pair = F.zeros_like(d)
        elif p == 1.0:
            pair = F.mul(g, F.sign(d))
        elif np.isinf(p):
            pair = F.mul(F.mul(g, F.sign(d)), F.cast(F.equal(F.abs(d), yy), np_dtype(d)))
        else:
            safe = F.select(F.equal(yy, 0), F.ones_like(yy), yy)
            pair = F.mul(g, F.div(F.mul(F.sign(d), F.pow(F.abs(d), p - 1)), F.pow(safe, p - 1)))
            pair = F.select(F.broadcast_to(F.equal(yy, 0), tuple(shape_of(pair))), F.zeros_like(pair), pair)
        return F.sub(_segsum_drop(pair, rows, n), _segsum_drop(pair, cols, n))


def _mml_check(p: Any, margin: Any, reduction: Any) -> None:
    if p not in (1, 2) or isinstance(p, bool):
        raise ShapeError(f"For 'MultiMarginLoss', the 'p' must be 1 or 2, but got {p}.")
    if isinstance(margin, bool) or not isinstance(margin, (int, float)):
        raise ArgumentError(f"For 'MultiMarginLoss', the type of 'margin' must be float, but got "
                            f"{user_type(margin).__name__}.")
    if reduction not in ("none", "mean", "sum"):
        raise ShapeError(f"For 'MultiMarginLoss', 'reduction' must be in ['none', 'mean', 'sum'], but got "
                         f"{reduction}.")


def _mml_terms(x: Any, target: Any, weight: Any, p: int, margin: float) -> Any:
    """(the per-class hinge terms h = max(0, margin - x[y] + x[j]) (0 at j = y), weight[y] as a column, one_hot)."""
    F = _F()
    c = tuple(shape_of(x))[-1]
    dt = np_dtype(x)
    hot = F.one_hot(F.cast(target, np.int32), c, Tensor(np.array(1, dt)), Tensor(np.array(0, dt)))
    xy = F.reduce_sum(F.mul(x, hot), 1, keep_dims=True)
    h = F.mul(F.relu(F.add(F.sub(x, xy), float(margin))), F.sub(1, hot))
    w = F.expand_dims(F.gather(weight, target, 0), 1) if weight is not None else None
    return h, w, hot


def _mml_target_impl(target: Any, classes: int = 1) -> np.ndarray:
    t = np.asarray(target)
    if t.size and (t.min() < 0 or t.max() >= classes):
        from ..errors import KernelValueError

        raise KernelValueError("Target out of range.")
    return t.copy()


def _define_mml_target() -> Any:
    from ..common.aval import Aval
    from .registry import OpKind, define_op

    op = define_op("MultiMarginLossTarget", OpKind.OTHER, attrs={"classes": 1}, public=False, differentiable=False,
                   doc="MultiMarginLossTarget(classes)(target): target, raising MultiMarginLoss's ValueError on a "
                       "class id outside [0, classes).")
    op.def_impl(_mml_target_impl)
    op.def_infer(lambda target, classes=1: Aval(tuple(target.shape), target.dtype))
    return op


_MML_TARGET = _define_mml_target()


class MultiMarginLoss(CompositePrimitive):
    """The multi-class hinge loss: per sample sum_{j != y} max(0, margin - x[y] + x[j])^p * weight[y] / C."""
    _attrs = {"p": 1, "margin": 1.0, "reduction": "mean"}

    def _check_attrs(self) -> None:
        _mml_check(self.attrs["p"], self.attrs["margin"], self.attrs["reduction"])

    def __call__(self, x: Any, target: Any, weight: Any = None) -> Any:
        F = _F()
        if hasattr(target, "dtype") and np_dtype(target) != np.int64:   # MindSpore 2.10: int64 class ids only
            from ..errors import DTypeError

            raise DTypeError(f"For primitive[MultiMarginLoss], the input argument[target] must be a type of "
                             f"{{Tensor[Int64]}}, but got Tensor[{target.dtype}].")
        rx, rt = len(shape_of(x)), len(shape_of(target))
        if rx != 2 or rt != 1:   # MindSpore 2.10's shape inference (nn29)
            raise ShapeError(f"For MultiMarginLoss, the rank of input x and target should be 2 and 1, while rank of "
                             f"x is {rx}, rank of target is  {rt}")
        if weight is not None and len(shape_of(weight)) != 1:
            raise ShapeError(f"For MultiMarginLoss the rank of weight should be 1, but get {len(shape_of(weight))}")
        p, red = self.attrs["p"], self.attrs["reduction"]
        from .registry import apply, prim

        if tuple(shape_of(x))[-1] is not None:   # a class id outside [0, C): the kernel's ValueError (adapt36gpu)
            target = apply(prim(_MML_TARGET, classes=int(tuple(shape_of(x))[-1])), (target,))
        if weight is not None:   # MindSpore 2.10's bprop gives the weight zeros (adapt36gpu)
            weight = F.stop_gradient(weight)
        h, w, _ = _mml_terms(x, target, weight, p, self.attrs["margin"])
        t = F.mul(h, h) if p == 2 else h
        if w is not None:
            t = F.mul(t, w)
        loss = F.div(F.reduce_sum(t, 1), tuple(shape_of(x))[-1])
        return loss if red == "none" else F.reduce_sum(loss) if red == "sum" else F.reduce_mean(loss)


class MultiMarginLossGrad(CompositePrimitive):
    """The gradient of MultiMarginLoss for x, given the loss's gradient ``dy``."""
    _attrs = {"p": 1, "margin": 1.0, "reduction": "mean"}

    def _check_attrs(self) -> None:
        _mml_check(self.attrs["p"], self.attrs["margin"], self.attrs["reduction"])

    def __call__(self, dy: Any, x: Any, target: Any, weight: Any = None) -> Any:
        F = _F()
        p, red = self.attrs["p"], self.attrs["reduction"]
        n, c = tuple(shape_of(x))
        h, w, hot = _mml_terms(x, target, weight, p, self.attrs["margin"])
        dh = F.mul(h, 2) if p == 2 else F.cast(F.greater(h, 0), np_dtype(x))
        if w is not None:
            dh = F.mul(dh, w)
        dh = F.div(dh, c)
        scale = F.expand_dims(F.reshape(dy, (-1,)), 1) if red == "none" else F.reshape(dy, (1, 1))
        if red == "mean":
            scale = F.div(scale, n)
        dh = F.mul(dh, scale)
        return F.sub(dh, F.mul(hot, F.reduce_sum(dh, 1, keep_dims=True)))


@op_function
def multi_margin_loss(input: Any, target: Any, p: int = 1, margin: int = 1,  # noqa: A002
                      weight: Any = None, reduction: str = "mean") -> Any:
    """``MultiMarginLoss(p, float(margin), reduction)(input, target, weight)`` (MindSpore 2.10 takes an int margin)."""
    if isinstance(margin, bool) or not isinstance(margin, int):
        raise ArgumentError(f"For 'multi_margin_loss', the type of 'margin' must be int, but got {user_type(margin)}.")
    return MultiMarginLoss(p, float(margin), reduction)(input, target, weight)


from .nn_ops import RELU_GRAD, ReluGrad, _P_RELU_GRAD  # noqa: E402,F401  (defined next to ReLU, whose bprop it is)


class SparseTensorDenseMatmul(CompositePrimitive):
    """``ops.sparse_tensor_dense_matmul`` as MindSpore's primitive (the COO matrix and ``dense``, optionally
    transposed)."""
    _attrs = {"adjoint_st": False, "adjoint_dt": False}

    def __call__(self, indices: Any, values: Any, sparse_shape: Any, dense: Any) -> Any:
        from .st_cpu_b import sparse_tensor_dense_matmul

        return sparse_tensor_dense_matmul(indices, values, sparse_shape, dense, bool(self.attrs["adjoint_st"]),
                                          bool(self.attrs["adjoint_dt"]))


class Sinc(CompositePrimitive):
    """sin(pi x) / (pi x), 1 at 0: ``ops.sinc``."""

    def __call__(self, x: Any) -> Any:
        return _F().sinc(x)


def _sigmoid_grad_bprop(y: Any, dy: Any, out: Any, dout: Any) -> Any:
    F = _F()
    return F.mul(F.mul(dout, dy), F.sub(1, F.mul(y, 2))), F.mul(dout, F.mul(y, F.sub(1, y)))


SIGMOID_GRAD, SigmoidGrad, _P_SIGMOID_GRAD, _ = define_binary(
    "SigmoidGrad", lambda y, dy: np.asarray(dy * (y * (1 - y))),
    lambda t, y, d: f"({d} * ({y} * ({flit(t, 1.0)} - {y})))", _sigmoid_grad_bprop,
    promote=first_float_dtype, call_check=pair_check("SigmoidGrad"),
    doc="SigmoidGrad()(y, dy): dy * (y * (1 - y)) in that order (MindSpore's kernel; Sigmoid's bprop rounds the "
        "same way), y = sigmoid(x) the forward output.")


def _rsqrt_grad_bprop(y: Any, dy: Any, out: Any, dout: Any) -> Any:
    F = _F()
    # d/dy as MindSpore's bprop rounds it: ((-1.5 * dy) * y) * y * dout, left to right (float16 showed the order:
    # tests/st/ops/ascend/test_rsqrt_grad_grad.py on CPU)
    return (F.mul(F.mul(F.mul(F.mul(dy, -1.5), y), y), dout),
            F.mul(dout, F.mul(F.mul(F.mul(y, y), y), -0.5)))


def _rsqrt_grad(y: Any, dy: Any) -> np.ndarray:
    dt = np.result_type(y, dy)
    if dt.kind == "i":   # MindSpore's integer kernel: y^3 * (dy * -0.5 truncated to the integer type)
        with np.errstate(all="ignore"):
            return np.asarray(y * y * y * np.trunc(np.asarray(dy) * -0.5).astype(dt)).astype(dt)
    return np.asarray(y * y * y * dy * -0.5).astype(dt)


RSQRT_GRAD, RsqrtGrad, _P_RSQRT_GRAD, _ = define_binary(
    "RsqrtGrad", _rsqrt_grad,
    lambda t, y, d: f"(-({y} * {y} * {y} * {d}) * {flit(t, 0.5)})", _rsqrt_grad_bprop,
    promote=first_float_dtype, call_check=pair_check("RsqrtGrad"),
    doc="RsqrtGrad()(y, dy): -y^3 * dy / 2 (rounded in that order, as MindSpore's kernel), y = rsqrt(x) the "
        "forward output.")

__all__ = public_functions(globals())
