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
from .array_ops import _unsorted_segment_sum as _segsum_drop  # ids out of range dropped
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


class PdistGrad(CompositePrimitive):
    """The gradient of ``y = pdist(x, p)`` for x, given ``dy``: each pair (i, j) adds
    dy * sign(d) |d|^(p-1) / y^(p-1) (d = x_i - x_j; 0 where y is 0) to row i and subtracts it from row j."""
    _attrs = {"p": 2.0}

    def __call__(self, dy: Any, x: Any, y: Any) -> Any:
        F = _F()
        p = float(self.attrs["p"])
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
                            f"{type(margin).__name__}.")
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
        raise ArgumentError(f"For 'multi_margin_loss', the type of 'margin' must be int, but got {type(margin)}.")
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
