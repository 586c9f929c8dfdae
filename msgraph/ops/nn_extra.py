"""Loss and normalisation primitives the model zoo uses.

Registry ops (elementwise, so they fuse): ``SigmoidCrossEntropyWithLogits`` and ``SmoothL1Loss``, with
MindSpore's bprops.  Compositions of registry ops (gradients from the ops used): ``BinaryCrossEntropy``,
``SoftmaxCrossEntropyWithLogits``, ``SparseSoftmaxCrossEntropyWithLogits``, ``L2Loss``, ``L2Normalize``,
``BiasAdd``, ``LayerNorm``; and the summary primitives (``ScalarSummary``...), which record nothing in
msgraph and return None.
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common import dtype as mstype
from ..common.aval import Aval
from ..ir import builder as _ir_builder
from ..errors import (ArgumentError, DTypeError, GraphRuntimeError, KernelValueError, OpError, OpRuntimeError,
                      ShapeError)
from ._compose import CompositePrimitive
from .grad_path import grad_path, grad_path_rule
from . import bf16
from ._helpers import c_float, check_axis_values, dtype_name, flit, is_tensorlike, np_dtype, scalar_type_name, seq_sum, \
    shape_of
from ._helpers import user_type
from .registry import refuse_numbers
from .registry import (OPS, OpKind, apply, bprop_getters, define_binary, define_elementwise, define_op, op_function, prim,
                       public_functions)


def _F():
    from . import functional

    return functional


def _reduce(name: str, loss: Any, reduction: str) -> Any:
    F = _F()
    if reduction == "none":
        return loss
    if reduction == "mean":
        return F.reduce_mean(loss)
    if reduction == "sum":
        return F.reduce_sum(loss)
    raise ArgumentError(f"For '{name}', the 'reduction' must be one of ['none', 'mean', 'sum'], "
                        f"but got {reduction!r}.")


def _check_float(name: str, arg: str, x: Any) -> None:
    if is_tensorlike(x) and np_dtype(x).kind != "f":
        raise DTypeError(f"For '{name}', the '{arg}' must be a float tensor, but got {dtype_name(x)}.")


# --- SigmoidCrossEntropyWithLogits ------------------------------------------------------------------------
def _sce(x: Any, y: Any) -> Any:
    # float16: MindSpore 2.10's CPU kernel op by op (x >= 0: x * (1 - y) + log1p(exp(-x)); below: log1p(exp(x)) - x * y;
    # tests/st/ops/ascend/test_tbe_ops/test_sigmoid_cross_entropy_with_logits.py on CPU: the form below was off by
    # float16 ulps). float32/float64 keep max(x, 0) - x * y + softplus(-|x|): the float16 form is no closer to
    # MindSpore's float32 kernel (an ulp off in ~13% of elements) and moves training runs that amplify rounding
    # (zoo6/ssd's focal loss drifted past its tolerance with it)
    if hasattr(x, "shape") and hasattr(y, "shape"):
        _sce_same_shape(x, y)
    if hasattr(x, "dtype") and hasattr(y, "dtype"):   # MindSpore 2.10's infer, then its CPU kernel selection
        if x.dtype != y.dtype:
            raise DTypeError("For primitive[SigmoidCrossEntropyWithLogits], the input type must be same.")
        if x.dtype.kind != "f":
            raise DTypeError("Select CPU operator[SigmoidCrossEntropyWithLogits] fail! Unsupported data type!")
    x = np.asarray(x)
    y = np.asarray(y)
    t = np.result_type(x, y).type
    if t is np.float64:   # MindSpore 2.10's kernel computes float64 in float32 (its float32 values widened; vd49gb)
        return _sce(x.astype(np.float32), y.astype(np.float32)).astype(np.float64)
    if t is not np.float16:
        return np.maximum(x, 0) - x * y + np.logaddexp(0, -np.abs(x))
    e = np.exp(-np.abs(x))
    with np.errstate(invalid="ignore"):
        return np.where(x >= 0, x * (t(1) - y) + np.log1p(e), np.log1p(e) - x * y)


def _sce_kernel(t: Any, x: str, y: str) -> str:
    if np.dtype(t) == np.float64:   # (through float32, as _sce)
        return f"np.float64({_sce_kernel(np.float32, f'np.float32({x})', f'np.float32({y})')})"
    if np.dtype(t) != np.float16:
        return f"(max({x}, {flit(t, 0.0)}) - {x} * {y} + vm.softplus(-abs({x})))"
    return (f"(({x}) * ({flit(t, 1.0)} - ({y})) + vm.log1p(vm.exp(-abs({x}))) if ({x}) >= {flit(t, 0.0)} "
            f"else vm.log1p(vm.exp(-abs({x}))) - ({x}) * ({y}))")


def _sce_bprop(x: Any, y: Any, out: Any, dout: Any) -> Any:
    # MindSpore's bprop: its SigmoidCrossEntropyWithLogitsGrad kernel (its own exp and rounding, not the Sigmoid
    # op's); the labels get no gradient
    F = _F()
    if tuple(shape_of(x)) == tuple(shape_of(y)) == tuple(shape_of(dout)) and np_dtype(x) in _SCE_GRAD_DTYPES:
        return apply(prim(OPS["SigmoidCrossEntropyWithLogitsGrad"]), (x, y, dout)), F.zeros_like(dout)
    return F.mul(dout, F.sub(F.sigmoid(x), y)), F.zeros_like(dout)


_SCE_GRAD_DTYPES = (np.float16, np.float32, np.float64)


SCE, SigmoidCrossEntropyWithLogits, _P_SCE, _sce_fn = define_binary(
    "SigmoidCrossEntropyWithLogits", _sce, _sce_kernel, _sce_bprop,
    doc="SigmoidCrossEntropyWithLogits()(logits, labels): max(x, 0) - x * z + log(1 + exp(-|x|)), elementwise; "
        "the labels get no gradient (as in MindSpore).", fn="sigmoid_cross_entropy_with_logits")


def _sce_same_shape(x: Any, y: Any) -> None:
    """MindSpore 2.10: logits and labels of one shape, no broadcasting (a ValueError in both modes; adapt34b)."""
    xs, ys = tuple(shape_of(x)), tuple(shape_of(y))
    if xs != ys and is_tensorlike(x) and is_tensorlike(y):
        raise ValueError(f"For SigmoidCrossEntropyWithLogits, evaluator arg 'label' shape must be consistent with "
                         f"'logits' shape, but got 'label' shape: {ys}, 'logits' shape: {xs}.")


@SCE.def_infer
def _sce_infer(x: Any, y: Any, **attrs: Any) -> Any:
    from .registry import infer_elementwise

    _sce_same_shape(x, y)
    return infer_elementwise(SCE, x, y, **attrs)


_BCE_LOGITS = define_op("BCEWithLogitsLossKernel", OpKind.OTHER, attrs={"reduction": "mean"}, public=False,
                        doc="BCEWithLogitsLossKernel(reduction)(logits, label, weight, pos_weight): (1 - y) x + "
                            "(1 + (pos_weight - 1) y) (log1p(exp(-|x|)) + max(-x, 0)), times weight, reduced; the "
                            "gradient is MindSpore 2.10's BCEWithLogitsLoss bprop.")


def _bce_logits_np(x: Any, y: Any, w: Any, pw: Any, reduction: str = "mean") -> Any:
    """MindSpore 2.10's CPU kernel: with m = max(-x, 0), ``(1 - y) x + ((pos_weight - 1) y + 1) (log(exp(-m) +
    exp(-x - m)) + m)``, times weight; float16 computed in float32 and rounded once (also the sum / mean)."""
    from .registry import OPS

    x, y = np.asarray(x), np.asarray(y)
    if x.dtype.kind != "f":
        raise DTypeError(f"For primitive[BCEWithLogitsLoss], the input argument[input] must be a type of {{BFloat16, "
                         f"Float16, Float32}}, but got {dtype_name(x)}.")
    dt = y.dtype if y.dtype.kind == "f" else np.result_type(x, y, *[np.asarray(v) for v in (w, pw) if v is not None])
    ct = np.dtype(np.float32) if dt == np.float16 or x.dtype == np.float16 else dt
    xc, yc = x.astype(ct), y.astype(ct)
    one = ct.type(1)
    m = np.maximum(-xc, ct.type(0))
    with np.errstate(over="ignore", divide="ignore", invalid="ignore"):
        tail = np.log(np.exp(-m) + np.exp(-xc - m)) + m
    if pw is not None:
        tail = ((np.asarray(pw).astype(ct) - one) * yc + one) * tail
    loss = (one - yc) * xc + tail
    if w is not None:
        loss = loss * np.asarray(w).astype(ct)
    if reduction in ("mean", "sum"):
        loss = OPS["ReduceMean" if reduction == "mean" else "ReduceSum"].impl(loss, ())
    return np.asarray(loss).astype(dt)


_BCE_LOGITS.def_impl(_bce_logits_np)


@_BCE_LOGITS.def_infer
def _bce_logits_infer(x: Aval, y: Aval, w: Any, pw: Any, reduction: str = "mean") -> Aval:
    from ..common.aval import broadcast_shapes

    present = [a for a in (x, y, w, pw) if isinstance(a, Aval)]
    if np.dtype(y.dtype).kind == "f":   # MindSpore 2.10: the target's dtype (float32 x, float16 y: Float16)
        dtype = np.dtype(y.dtype)
    else:
        dtype = np.result_type(*[np.dtype(a.dtype) for a in present])
    return Aval(broadcast_shapes(*[tuple(a.shape) for a in present]) if reduction == "none" else (), dtype)


@bprop_getters.register(_BCE_LOGITS.prim_class)
def get_bprop_bce_logits(self: Any):
    """MindSpore 2.10's BCEWithLogitsLoss bprop, op by op (its float16 roundings): s = sigmoid(x); with pos_weight
    (t = y * pos_weight) dx = ((t + 1 - y) * s - t) * dout and dy = (log(1 - s) - pos_weight * log(s)) * dout (its
    logs of sigmoids are -softplus), without
    it dx = (s - y) * dout and dy = x * -dout; both times weight, divided by the element count for 'mean'; the weights
    get zeros (st_silent_a/bce_with_logits_grads, st_silent_g/bce_with_logits_fp16_grad)."""
    reduction = self.attrs["reduction"]

    def bprop(x, y, w, pw, out, dout):
        from ._helpers import sum_to_shape

        F = _F()
        if reduction != "none":   # dout broadcast first: a float32 dout makes float16 gradients Float32 (MindSpore)
            dout = F.broadcast_to(dout, shape_of(x))
        s = F.sigmoid(x)
        if pw is not None:
            t = F.mul(y, pw)
            dx = F.mul(F.sub(F.mul(F.sub(F.add(t, 1), y), s), t), dout)
            # log(1 - s) - pos_weight * log(s), the logs as -softplus(x) and -softplus(-x) (float16 bit for bit)
            dy = F.mul(F.sub(F.mul(pw, F.softplus(F.neg(x))), F.softplus(x)), dout)
        else:
            dx = F.mul(F.sub(s, y), dout)
            dy = F.mul(x, F.neg(dout))
        if w is not None:
            dx, dy = F.mul(dx, w), F.mul(dy, w)
        if reduction == "mean":
            n = F.cast(F.size(dx), np_dtype(dx))
            dx, dy = F.div(dx, n), F.div(dy, n)
        zw = None if w is None else F.zeros_like(w)
        zp = None if pw is None else F.zeros_like(pw)
        # MindSpore 2.10's BinaryCrossEntropyWithLogitsBackward has no bprop: a second order raises
        # (grad46/second_order_no_bprop)
        from .st_cpu_b2 import first_order

        dx = first_order("BinaryCrossEntropyWithLogitsBackward", dx, x)
        dy = first_order("BinaryCrossEntropyWithLogitsBackward", dy, x)
        # not cast back: a float32 weight / pos_weight makes float16 inputs' gradients Float32 (MindSpore 2.10's bprop,
        # both modes; adapt42nn/bce_logits_grad_dtype)
        return sum_to_shape(dx, shape_of(x)), sum_to_shape(dy, shape_of(y)), zw, zp
    return bprop


@op_function
def binary_cross_entropy_with_logits(input: Any, target: Any, weight: Any = None, pos_weight: Any = None,  # noqa: A002
                                     reduction: str = "mean") -> Any:
    """Sigmoid cross entropy of input against target, optionally weighted, then reduced (MindSpore's
    BCEWithLogitsLoss primitive: its gradient is MindSpore's bprop, not the derivative of the composition)."""
    refuse_numbers('Failed calling BCEWithLogitsLoss with "BCEWithLogitsLoss(reduction=string)(input={k0}, target={k1}, weight=None, posWeight=None)".', input, target)
    if reduction not in ("none", "mean", "sum"):
        raise OpError(f'Failed to convert the value "{reduction}" of input \'reduction\' of \'BCEWithLogitsLoss\' to '
                      f'enum (ops.binary_cross_entropy_with_logits: MindSpore 2.10\'s ValueError).')
    if is_tensorlike(input) and is_tensorlike(target) and tuple(shape_of(target)) != tuple(shape_of(input)):
        # MindSpore 2.10: no broadcasting between input and target, checked before the dtypes (adapt42mint: a
        # float64 pair of other shapes is this ValueError, not the dtype's TypeError)
        raise ShapeError(f"For 'BCEWithLogitsLoss', two inputs 'input' and 'target' shape are not equal, 'input' "
                         f"shape: {list(shape_of(input))}, 'target' shape: {list(shape_of(target))}.")
    for arg, v in (("input", input), ("target", target), ("weight", weight), ("pos_weight", pos_weight)):
        # MindSpore 2.10's CPU kernel takes float16/float32/bfloat16, each input (the kernel op here keeps float64 for
        # gradient checks)
        if is_tensorlike(v) and np.dtype(np_dtype(v)).name not in ("float16", "float32", "bfloat16"):
            raise DTypeError(f"For primitive[BCEWithLogitsLoss], the input argument[{arg}] must be a type of "
                             f"{{BFloat16, Float16, Float32}}, but got {dtype_name(np_dtype(v))}.")
    if is_tensorlike(input) and is_tensorlike(target):
        xs = tuple(shape_of(input))
        for arg, v in (("weight", weight), ("pos_weight", pos_weight)):   # ... and they broadcast to input's shape
            if is_tensorlike(v):
                vs = tuple(shape_of(v))
                if len(vs) > len(xs) or any(a not in (1, b) for a, b in zip(vs[::-1], xs[::-1])):
                    raise ShapeError(f"For 'BCEWithLogitsLoss', the shape of '{arg}' {list(vs)} can not broadcast "
                                     f"to the shape of 'input' {list(xs)}.")
    return apply(prim(_BCE_LOGITS, reduction=reduction), (input, target, weight, pos_weight))


# --- SmoothL1Loss ---------------------------------------------------------------------------------------
def _smooth_l1(x: Any, y: Any, beta: float = 1.0, reduction: str = "none") -> Any:
    beta = c_float(beta)
    if np.asarray(x).dtype == np.float16 and np.asarray(y).dtype == np.float16:
        # MindSpore 2.10's CPU kernel computes float16 in float32, rounded once (|-2 - 0.2998| - 0.5 is 1.7998046875;
        # float16 arithmetic rounds the difference first: 1.80078125) (r2nnf)
        return _smooth_l1(np.asarray(x, np.float32), np.asarray(y, np.float32), beta).astype(np.float16)
    d = np.abs(np.subtract(x, y))
    half = np.asarray(0.5, d.dtype) if d.dtype.kind == "f" else 0.5
    return np.where(d < beta, half * d * d / np.asarray(beta, d.dtype), d - half * np.asarray(beta, d.dtype))


def _smooth_l1_kernel(t: Any, x: str, y: str, *, beta: float = 1.0, reduction: str = "none") -> str:
    b, half = flit(t, c_float(beta)), flit(t, 0.5)
    return (f"({half} * ({x} - {y}) * ({x} - {y}) / {b} if abs({x} - {y}) < {b} "
            f"else abs({x} - {y}) - {half} * {b})")


SMOOTH_L1 = define_elementwise(
    "SmoothL1Loss", _smooth_l1, _smooth_l1_kernel,
    "SmoothL1Loss(beta=1.0, reduction='none')(logits, labels): 0.5 d^2 / beta where |d| < beta, else "
    "|d| - 0.5 beta (d = logits - labels), then reduced.", attrs={"beta": 1.0, "reduction": "none"})
SmoothL1Loss = SMOOTH_L1.prim_class


def _smooth_l1_call(self: Any, logits: Any, labels: Any) -> Any:
    beta, reduction = self.attrs["beta"], self.attrs["reduction"]
    if reduction not in ("none", "mean", "sum"):   # MindSpore 2.10's ValueError (adapt36gpu)
        raise OpError(f"Failed to convert the value \"{reduction}\" of input 'reduction' of 'SmoothL1Loss' to enum.")
    # MindSpore 2.10: a bool beta counts as a number; 0 and negative betas fail when the op runs
    if not isinstance(beta, (bool, int, float)):
        raise ArgumentError(f"For 'SmoothL1Loss', the type of 'beta' should be one of '[bool, int, float]', "
                            f"but got {user_type(beta)}.")
    if beta <= 0:
        raise GraphRuntimeError(f"For 'SmoothL1Loss', the values for beta "
                                f"{'should greater than 0' if beta == 0 else 'not support negative values'}, "
                                f"but got {float(beta):g}.")
    _check_float("SmoothL1Loss", "logits", logits)
    if is_tensorlike(logits) and is_tensorlike(labels) and tuple(shape_of(logits)) != tuple(shape_of(labels)):
        raise ShapeError(f"For 'SmoothL1Loss', the shapes of 'logits' {tuple(shape_of(logits))} and 'labels' "
                         f"{tuple(shape_of(labels))} must be equal.")
    if reduction == "none":
        return apply(self, (logits, labels))
    if is_tensorlike(logits) and np_dtype(logits) == np.float16 and reduction in ("sum", "mean"):
        # float16: the kernel's float32 losses reduced in float32, rounded once (sum 9.2265625, msgraph's float16
        # reduction of rounded losses 9.234375) (r2nnf)
        F = _F()
        loss = apply(prim(SMOOTH_L1, beta=float(beta), reduction="none"),
                     (F.cast(logits, np.float32), F.cast(labels, np.float32)))
        return F.cast(_reduce("SmoothL1Loss", loss, reduction), np.float16)
    loss = apply(prim(SMOOTH_L1, beta=float(beta), reduction="none"), (logits, labels))
    return _reduce("SmoothL1Loss", loss, reduction)


SmoothL1Loss.__call__ = _smooth_l1_call


@bprop_getters.register(SmoothL1Loss)
def get_bprop_smooth_l1_loss(self: Any):
    beta = c_float(self.attrs["beta"])

    def bprop(x, y, out, dout):
        # MindSpore 2.10's SmoothL1LossGrad: 1 where d > beta, -1 where d < -beta, else d / beta -- a NaN difference
        # gives NaN (a clip to [-1, 1] made it -1: adapt42grad/smooth_l1_grad_nan)
        F = _F()
        d = F.sub(x, y)
        r = F.div(d, beta)
        one = F.ones_like(r)
        r = F.select(F.greater(d, beta), one, F.select(F.less(d, -beta), F.neg(one), r))
        g = F.mul(dout, r)
        from .st_cpu_b2 import first_order

        g = first_order("SmoothL1LossGrad", g, x)   # MindSpore 2.10: no second order (grad46/second_order_no_bprop)
        return g, F.neg(g)
    return bprop


@op_function
def smooth_l1_loss(input: Any, target: Any, beta: float = 1.0, reduction: str = "none") -> Any:  # noqa: A002
    """Smooth L1 (Huber / beta) loss of input against target."""
    refuse_numbers('Failed calling SmoothL1Loss with "SmoothL1Loss(beta=float, reduction=string)(prediction={k0}, target={k1})".', input, target)
    return prim(SMOOTH_L1, beta=float(beta), reduction=reduction)(input, target)


_BCE_EPS = 1e-12


def _ms_tree_sum(v: np.ndarray) -> Any:
    """MindSpore's CPU loss kernels' sum of a 1-d array, in its order: halves added onto the front half,
    stride by stride, an odd tail folded into element 0."""
    t = np.array(v, copy=True)
    n = t.size
    if n == 0:
        return t.dtype.type(0)
    if n % 2 == 1:
        t[0] += t[n - 1]
    stride = n // 2
    while stride > 0:
        t[:stride] += t[stride:2 * stride]
        if stride > 2 and stride % 2 == 1:
            t[0] += t[stride - 1]
        stride //= 2
    return t[0]


def _log_rounded(v: np.ndarray) -> np.ndarray:
    """log in double, rounded once to v's dtype (the C library's correctly rounded logf / log of half)."""
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.log(v.astype(np.float64)).astype(v.dtype)


_BCE = define_op("BinaryCrossEntropyLoss", OpKind.OTHER, attrs={"reduction": "mean"}, public=False,
                 doc="BinaryCrossEntropyLoss(reduction)(x, y, weight): MindSpore's BinaryCrossEntropy CPU kernel "
                     "(-w (y log max(x, 1e-12) + (1 - y) log max(1 - x, 1e-12)), summed in its order).")


@_BCE.def_impl
def _bce_impl(x: Any, y: Any, w: Any, reduction: str = "mean") -> np.ndarray:
    x, y, w = np.asarray(x), np.asarray(y).astype(np.asarray(x).dtype), np.asarray(w).astype(np.asarray(x).dtype)
    bad = x[(x < 0) | (x > 1)]
    if bad.size:   # MindSpore 2.10's kernel check, both modes (adapt36gpu)
        raise OpRuntimeError(f"For 'BinaryCrossEntropy', the value of 'input_x' must be between 0 and 1, but got "
                             f"value: {float(bad.flat[0]):g}")
    t = x.dtype.type
    one, eps = t(1), t(_BCE_EPS)
    loss = (-(y * _log_rounded(np.maximum(x, eps)) + (one - y) * _log_rounded(np.maximum(one - x, eps))) * w)
    loss = loss.astype(x.dtype, copy=False)
    if reduction == "none":
        return loss
    total = _ms_tree_sum(loss.reshape(-1))
    if reduction == "mean":
        total = total / t(loss.size)
    return np.asarray(total, x.dtype)


@_BCE.def_infer
def _bce_infer(x: Aval, y: Aval, w: Aval, reduction: str = "mean") -> Aval:
    return Aval(tuple(x.shape) if reduction == "none" else (), x.dtype)


@bprop_getters.register(_BCE.prim_class)
def get_bprop_bce(self: Any):
    """MindSpore 2.10's bprop: dx = w (x - y) / max(x (1 - x), 1e-12) dout, dy = w (log(1 - x) - log(x)) dout
    (dout / n for 'mean'), no gradient for the weight."""
    reduction = self.attrs["reduction"]

    def bprop(x, y, w, out, dout):
        F = _F()
        n = 1
        for d in shape_of(x):
            n *= int(d)
        g = F.div(dout, F.cast(n, np_dtype(x))) if reduction == "mean" else dout
        denom = F.maximum(F.mul(x, F.sub(1.0, x)), _BCE_EPS)
        dx = F.mul(F.div(F.mul(w, F.sub(x, y)), denom), g)
        dy = F.mul(F.mul(w, F.sub(F.log(F.sub(1.0, x)), F.log(x))), g)
        return dx, dy, F.zeros_like(w)
    return bprop


# --- KLDivLoss: MindSpore's primitive, its bprop KLDivLossGrad (-target * dout, unmasked; no target gradient) ------
_KLDIV_REDUCTIONS = ("none", "mean", "sum", "batchmean")
KL_DIV_LOSS = define_op("KLDivLoss", OpKind.OTHER, attrs={"reduction": "mean"},
                        doc="KLDivLoss(reduction='mean')(logits, labels): labels * (log labels - logits) where "
                            "labels > 0, else 0; reduced by 'none', 'sum', 'mean' (sum / size) or 'batchmean' "
                            "(sum / first dim).")


def _kl_div_check(x: Any, t: Any, reduction: str) -> None:
    if not isinstance(reduction, str):
        raise TypeError(f"For 'KLDivLoss', the 'reduction' must be str, but got {user_type(reduction).__name__}.")
    if reduction not in _KLDIV_REDUCTIONS:
        raise ValueError(f"For 'KLDivLoss', the 'reduction' must be one of {list(_KLDIV_REDUCTIONS)}, "
                         f"but got '{reduction}'.")
    for arg, v in (("logits", x), ("labels", t)):
        if np_dtype(v).name not in ("float16", "float32", "float64"):
            raise TypeError(f"For primitive[KLDivLoss], the input argument[{arg}] must be a type of "
                            f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but got {dtype_name(v)}.")
    if tuple(shape_of(x)) != tuple(shape_of(t)):
        raise ValueError(f"For 'KLDivLoss', the shape of 'logits' must be the same as 'labels', but got "
                         f"{tuple(shape_of(x))} and {tuple(shape_of(t))}.")
    if reduction == "batchmean" and len(tuple(shape_of(x))) == 0:
        raise RuntimeError("For 'KLDivLoss', the 'logits' can not be a scalar when 'reduction' is 'batchmean'.")


@KL_DIV_LOSS.def_impl
def _kl_div_impl(x: Any, t: Any, reduction: str = "mean") -> np.ndarray:
    x, t = np.asarray(x), np.asarray(t)
    _kl_div_check(x, t, reduction)
    with np.errstate(divide="ignore", invalid="ignore"):
        loss = np.where(t > 0, t * (np.log(np.where(t > 0, t, 1).astype(t.dtype)) - x), 0).astype(x.dtype)
    if reduction == "none":
        return loss
    total = loss.sum(dtype=x.dtype)
    if reduction == "mean" and loss.size:
        total = total / x.dtype.type(loss.size)
    elif reduction == "batchmean":
        total = total / x.dtype.type(x.shape[0])
    return np.asarray(total, x.dtype)


@KL_DIV_LOSS.def_infer
def _kl_div_infer(x: Aval, t: Aval, reduction: str = "mean") -> Aval:
    _kl_div_check(x, t, reduction)
    return Aval(tuple(x.shape) if reduction == "none" else (), x.dtype)


@bprop_getters.register(KL_DIV_LOSS.prim_class)
def get_bprop_kl_div_loss(self: Any):
    reduction = self.attrs["reduction"]

    def bprop(x, t, out, dout):
        from .st_cpu_a import KLDivLossGrad
        return KLDivLossGrad(reduction)(dout, x, t), _F().zeros_like(t)
    return bprop


# --- compositions ---------------------------------------------------------------------------------------
class BinaryCrossEntropy(CompositePrimitive):
    """BinaryCrossEntropy(reduction='mean')(logits, labels, weight=None): -w (y log x + (1 - y) log(1 - x))
    for probabilities x, then reduced."""

    _attrs = {"reduction": "mean"}

    def _check_attrs(self) -> None:
        if self.attrs["reduction"] not in ("none", "mean", "sum"):
            raise ValueError(f"Failed to convert the value \"{self.attrs['reduction']}\" of input 'reduction' of "
                             f"'BinaryCrossEntropy' to enum.")   # MindSpore 2.10's text (a ValueError)

    def __call__(self, logits: Any, labels: Any, weight: Any = None) -> Any:
        F = _F()
        _check_float("BinaryCrossEntropy", "logits", logits)
        if is_tensorlike(logits) and np_dtype(logits) not in (np.float16, np.float32):
            raise TypeError(f"For Primitive[BinaryCrossEntorpy], the type of the input must be [Float16, Float32, "
                            f"BFloat16], but got {dtype_name(logits)}!")
        if is_tensorlike(logits) and is_tensorlike(labels) and np_dtype(labels) != np_dtype(logits):
            # MindSpore 2.10: float32 logits with float64 labels are a TypeError (its text's spelling; r2a)
            raise TypeError(f"For primitive[BinaryCrossEntorpy], the input and target should have same type, but "
                            f"got: {dtype_name(logits)} and {dtype_name(labels)}.")
        if is_tensorlike(logits) and is_tensorlike(weight) and np_dtype(weight) != np_dtype(logits):
            raise TypeError(f"For primitive[BinaryCrossEntorpy], the input and weight should have same type, but "
                            f"got: {dtype_name(logits)} and {dtype_name(weight)}.")
        if tuple(shape_of(logits)) != tuple(shape_of(labels)):
            raise ShapeError(f"For 'BinaryCrossEntropy', the shapes of 'logits' {tuple(shape_of(logits))} and "
                             f"'labels' {tuple(shape_of(labels))} must be equal.")
        # MindSpore clamps the probabilities at 1e-12 inside the logs (so log(0) gives -27.63, not -inf)
        if weight is None:
            weight = F.ones_like(logits)
        return apply(prim(_BCE, reduction=self.attrs["reduction"]), (logits, labels, weight))


@op_function
def binary_cross_entropy(logits: Any, labels: Any, weight: Any = None, reduction: str = "mean") -> Any:
    """Binary cross entropy of probabilities ``logits`` against ``labels``."""
    return BinaryCrossEntropy(reduction)(logits, labels, weight)


class GroupNorm(CompositePrimitive):
    """GroupNorm()(input, num_groups, weight=None, bias=None, eps=1e-5) -> (y, mean, rstd): each sample's channels
    in ``num_groups`` groups, normalised over (C/G, *spatial) with the biased variance, then ``y * weight +
    bias`` per channel; ``mean`` and ``rstd = 1/sqrt(var + eps)`` are (N, num_groups)."""

    def __call__(self, input: Any, num_groups: Any, weight: Any = None, bias: Any = None,  # noqa: A002
                 eps: Any = 1e-5) -> Tuple[Any, Any, Any]:
        F = _F()
        shape = tuple(shape_of(input))
        n, c = shape[0], shape[1]
        f16 = np_dtype(input) == np.float16
        f32 = np_dtype(input) == np.float32
        given = (input, weight, bias)
        if f16:   # MindSpore's CPU kernel computes float16 in float32 (measured: amp35)
            input, weight, bias = (None if v is None else F.cast(v, mstype.float32) for v in (input, weight, bias))
        elif f32:   # ... and float32 in float64 (its float32 results bit for bit, measured: amp35)
            input, weight, bias = (None if v is None else F.cast(v, mstype.float64) for v in (input, weight, bias))
        x = F.reshape(input, (n, num_groups, -1))
        mean = F.reduce_mean(x, 2, True)
        var = F.reduce_mean(F.square(F.sub(x, mean)), 2, True)
        rstd = F.rsqrt(F.add(var, eps))
        y = self._affine(F.mul(F.sub(x, mean), rstd), shape, weight, bias)
        out = (y, F.reshape(mean, (n, num_groups)), F.reshape(rstd, (n, num_groups)))
        if f32 or f16:
            out = tuple(F.cast(v, mstype.float32 if f32 else mstype.float16) for v in out)
        # the gradients are MindSpore's GroupNormGrad kernel's (left36): it normalises with the mean / rstd the forward
        # returned (float16 ones for float16) and sums in float32 (float16 / float32 / float64)
        x0, w0, b0 = given
        w0 = F.ones((c,), np_dtype(x0)) if w0 is None else w0
        b0 = F.zeros((c,), np_dtype(x0)) if b0 is None else b0
        y, mean, rstd = out[0], F.stop_gradient(out[1]), F.stop_gradient(out[2])
        y = grad_path("GroupNormGrad", y, x0, w0, b0, mean, rstd, num_groups=num_groups)
        return y, mean, rstd

    @staticmethod
    def _affine(y: Any, shape: Tuple[int, ...], weight: Any, bias: Any) -> Any:
        """The normalised ``y`` (N, G, -1) as ``shape``, times ``weight`` plus ``bias`` per channel."""
        F = _F()
        y = F.reshape(y, shape)
        bshape = (1, shape[1]) + (1,) * (len(shape) - 2)
        if weight is not None:
            y = F.mul(y, F.reshape(weight, bshape))
        if bias is not None:
            y = F.add(y, F.reshape(bias, bshape))
        return y


_GROUP_NORM_GRAD = define_op(
    "GroupNormGradKernel", OpKind.OTHER, attrs={"num_groups": 1}, n_outputs=3, differentiable=False, public=False,
    doc="GroupNormGradKernel(num_groups)(dy, x, mean, rstd, gamma) -> (dx, dgamma, dbeta): MindSpore 2.10's CPU "
        "GroupNormGrad kernel in its order of rounding (float32 sums for every dtype).")


@_GROUP_NORM_GRAD.def_infer
def _gn_grad_infer(dy: Aval, x: Aval, mean: Aval, rstd: Aval, gamma: Aval, **attrs: Any) -> Tuple[Aval, Aval, Aval]:
    return Aval(tuple(x.shape), x.dtype), Aval(tuple(gamma.shape), x.dtype), Aval(tuple(gamma.shape), x.dtype)


@_GROUP_NORM_GRAD.def_impl
def _gn_grad_impl(dy: Any, x: Any, mean: Any, rstd: Any, gamma: Any, num_groups: int = 1) -> Tuple[np.ndarray, ...]:
    """The kernel, for dtype T (float16 / float32 / float64): per (n, c) ``dscale = sum(dy x)``, ``dbias = sum(dy)``,
    ``dgamma[c] = T(sum over n of (dscale - dbias mean) rstd)``, ``dbeta[c] = T(sum dbias)`` in float (double for
    float64); the input gradient in double from T's values: per (n, g) with ``dyg = T(dy gamma)`` (T's product) and ``dxm = x - mean``:
    ``s1 = sum(dyg dxm) * -0.5 rstd^3``, ``s2 = sum(dyg)``, ``s3 = -2 sum(dxm)``,
    ``dx = T(dyg rstd + dxm * 2 s1 / m + (-rstd s2 + s1 s3 / m) / m)`` (m = the group's size), sums in order.
    Measured equal to MindSpore 2.10 on float16 / float32 (every element, to_float and plain) and float64 to 1e-12;
    the input gradient accumulated in float (as an older kernel source reads) left 2-72 elements off."""
    dy, x, mean, rstd, gamma = (np.asarray(v) for v in (dy, x, mean, rstd, gamma))
    t = x.dtype
    shape = x.shape
    n, c = shape[0], shape[1]
    g = int(num_groups)
    hw = int(np.prod(shape[2:])) if len(shape) > 2 else 1
    d = np.float64
    dyc = dy.reshape(n, c, hw)
    xc = x.reshape(n, c, hw)
    mean_d = mean.reshape(n, g).astype(d)
    rstd_d = rstd.reshape(n, g).astype(d)
    # dgamma / dbeta: float sums (double for float64)
    a = d if t == d else np.float32
    dscale = seq_sum(dyc.astype(a) * xc.astype(a), 2, a)             # (n, c)
    dbias = seq_sum(dyc, 2, a)
    grp = (np.arange(c) * g) // c                                     # the group of each channel
    terms = (dscale - dbias * mean.reshape(n, g).astype(a)[:, grp]) * rstd.reshape(n, g).astype(a)[:, grp]
    dgamma = seq_sum(terms, 0, a).astype(t)
    dbeta = seq_sum(dbias, 0, a).astype(t)
    m = c // g * hw
    dyg = (dyc * gamma.reshape(1, c, 1)).astype(t).astype(d).reshape(n, g, m)   # T's product
    dxm = xc.astype(d).reshape(n, g, m) - mean_d[:, :, None]
    s1 = seq_sum(dyg * dxm, 2) * (-0.5 * rstd_d ** 3.0)
    s2 = seq_sum(dyg, 2)
    s3 = seq_sum(dxm, 2) * -2.0
    inv = 1.0 / m
    dx3 = 2.0 * s1 * inv
    dx4 = (-1.0 * rstd_d * s2 + inv * s1 * s3) * inv
    dx = dyg * rstd_d[:, :, None] + dxm * dx3[:, :, None] + dx4[:, :, None]
    return dx.astype(t).reshape(shape), dgamma, dbeta


@grad_path_rule("GroupNormGrad")
def _group_norm_grad_rule(dout: Any, x: Any, gamma: Any, beta: Any, mean: Any, rstd: Any,
                          num_groups: int = 1) -> Tuple[Any, ...]:
    """GroupNorm's gradient (its value passed through GradPath): MindSpore's GroupNormGrad kernel."""
    F = _F()
    dx, dgamma, dbeta = apply(prim(_GROUP_NORM_GRAD, num_groups=num_groups), (dout, x, mean, rstd, gamma))
    return dx, F.cast(dgamma, np_dtype(gamma)), F.cast(dbeta, np_dtype(beta)), F.zeros_like(mean), F.zeros_like(rstd)


class SoftmaxCrossEntropyWithLogits(CompositePrimitive):
    """SoftmaxCrossEntropyWithLogits()(logits, labels) -> (loss (N,), backprop (N, C) = softmax - labels)."""

    def __call__(self, logits: Any, labels: Any) -> Tuple[Any, Any]:
        F = _F()
        _check_float("SoftmaxCrossEntropyWithLogits", "logits", logits)
        if len(shape_of(logits)) != 2 or tuple(shape_of(logits)) != tuple(shape_of(labels)):
            raise ShapeError(f"For 'SoftmaxCrossEntropyWithLogits', 'logits' and 'labels' must be 2-d of one shape, "
                             f"but got {tuple(shape_of(logits))} and {tuple(shape_of(labels))}.")
        if is_tensorlike(labels) and np_dtype(labels) != np_dtype(logits):
            raise DTypeError("For primitive[SoftmaxCrossEntropyWithLogits], the input type must be same.")
        if np_dtype(logits) == np.float64:   # MindSpore 2.10's CPU kernel: float16/float32
            raise DTypeError("For primitive[SoftmaxCrossEntropyWithLogits], the input argument[label_type] must be a "
                             "type of {Tensor[Float16], Tensor[Float32]}, but got Tensor[Float64].")
        # one kernel with MindSpore's CPU rounding; its bprop gives the labels no gradient (zeros_like(labels))
        return apply(prim(_SOFTMAX_XENT), (logits, F.stop_gradient(labels)))


_SOFTMAX_XENT = define_op("SoftmaxXentKernel", OpKind.OTHER, n_outputs=2, public=False,
                          doc="SoftmaxXentKernel()(logits (N, C), labels (N, C)) -> (loss (N,), softmax - labels): "
                              "MindSpore's SoftmaxCrossEntropyWithLogits CPU kernel, in its order of rounding.")


@_SOFTMAX_XENT.def_impl
def _softmax_xent_impl(x: Any, labels: Any) -> Tuple[np.ndarray, np.ndarray]:
    """MindSpore's CPU kernel, row by row: d = x - max; e = expf(d) (correctly rounded: exp in double, rounded
    once); sum = e[0] + e[1] + ... in order; lg = logf(sum); loss = -(lab[0] (d[0] - lg) + lab[1] (d[1] - lg)
    + ...) in order; backprop = e / sum - lab.  np.cumsum adds strictly in order (no pairwise summation), so
    the loss and the backprop are MindSpore's bit for bit.  float16 in: computed in float32, both results rounded
    to float16 once (the backprop computed in float16 was one or two float16 ulps off in 3 of 8 elements;
    adapt43amp/sce_float16_backprop)."""
    x = np.asarray(x)
    t = x.dtype
    if t == np.float16:
        loss, back = _softmax_xent_impl(x.astype(np.float32), np.asarray(labels).astype(np.float32))
        return loss.astype(t), back.astype(t)
    lab = np.asarray(labels).astype(t, copy=False)
    d = x - x.max(-1, keepdims=True)
    e = np.exp(d.astype(np.float64)).astype(t)
    s = np.cumsum(e, -1, dtype=t)[..., -1:]
    loss = -np.cumsum(lab * (d - _log_rounded(s)), -1, dtype=t)[..., -1]
    return loss.astype(t, copy=False), (e / s - lab).astype(t, copy=False)


@_SOFTMAX_XENT.def_infer
def _softmax_xent_infer(x: Aval, labels: Aval) -> Tuple[Aval, Aval]:
    return Aval(tuple(x.shape[:1]), x.dtype), Aval(tuple(x.shape), x.dtype)


@bprop_getters.register(_SOFTMAX_XENT.prim_class)
def get_bprop_softmax_xent(self: Any):
    """MindSpore's bprop: dlogits = backprop * expand_dims(dloss, -1); the labels and the backprop output get no
    gradient."""
    def bprop(x, labels, out, dout):
        F = _F()
        return F.mul(out[1], F.expand_dims(dout[0], -1)), F.zeros_like(labels)
    return bprop


class SparseSoftmaxCrossEntropyWithLogits(CompositePrimitive):
    """SparseSoftmaxCrossEntropyWithLogits(is_grad=False)(logits, labels): the mean cross entropy of logits
    (..., C) against class ids labels (...); with is_grad=True, its gradient (softmax - one_hot) / N."""

    _attrs = {"is_grad": False}

    def __call__(self, logits: Any, labels: Any) -> Any:
        F = _F()
        _check_float("SparseSoftmaxCrossEntropyWithLogits", "logits", logits)
        if np_dtype(logits) == np.float64:   # MindSpore 2.10's CPU kernel: float16/float32
            raise DTypeError("For primitive[SparseSoftmaxCrossEntropyWithLogits], the input argument[logits_type("
                             "features_type)] must be a type of {Tensor[Float16], Tensor[Float32]}, but got "
                             "Tensor[Float64].")
        if np_dtype(labels).name not in ("int32", "int64"):   # (a float label was taken as a class id: silent)
            raise DTypeError(f"For primitive[SparseSoftmaxCrossEntropyWithLogits], the input argument[labels_type] "
                             f"must be a type of {{Tensor[Int32], Tensor[Int64]}}, but got {dtype_name(labels)}.")
        s = tuple(shape_of(logits))
        # MindSpore takes any rank: logits (..., C) against labels (...), the mean over all the leading positions
        if len(s) < 2 or tuple(shape_of(labels)) != s[:-1]:
            raise ShapeError(f"For 'SparseSoftmaxCrossEntropyWithLogits', 'logits' must be (N, C) and 'labels' (N,), "
                             f"but got {s} and {tuple(shape_of(labels))}.")
        if np_dtype(logits) == np.float32:   # MindSpore's CPU kernel (float32 only), bit for bit
            return apply(prim(_SPARSE_XENT, is_grad=bool(self.attrs["is_grad"])), (logits, F.stop_gradient(labels)))
        if np_dtype(logits) == np.float16:   # MindSpore's CPU runs the float32 kernel between casts (gradient too)
            out = apply(prim(_SPARSE_XENT, is_grad=bool(self.attrs["is_grad"])),
                        (F.cast(logits, mstype.float32), F.stop_gradient(labels)))
            return F.cast(out, mstype.float16)
        hot = F.one_hot(labels, s[-1], F.cast(1.0, logits.dtype), F.cast(0.0, logits.dtype))
        if self.attrs["is_grad"]:
            return F.div(F.sub(F.softmax(logits, -1), hot), int(np.prod(s[:-1])))
        return F.reduce_mean(F.neg(F.reduce_sum(F.mul(hot, F.log_softmax(logits, -1)), -1)))


_SPARSE_XENT = define_op("SparseXentKernel", OpKind.OTHER, attrs={"is_grad": False}, public=False,
                         doc="SparseXentKernel(is_grad)(logits (..., C) float32, labels (...)): MindSpore's "
                             "SparseSoftmaxCrossEntropyWithLogits CPU kernel, in its order of rounding.")


# A training step calls the kernel twice on the same logits and labels (the loss, then its gradient): the rows of
# the last call are kept, keyed by the inputs' bytes, so the second call skips the softmax (W7, logits (32, 10):
# 0.15 ms a call).  Small inputs only (the key is a copy); the cached arrays are read-only.
_XENT_MEMO_MAX = 1 << 14
_xent_memo: list = [None]


def _sparse_xent_rows(x: Any, labels: Any) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    x = np.asarray(x)
    lab_in = np.asarray(labels)
    if x.size > _XENT_MEMO_MAX:
        return _sparse_xent_rows_now(x, lab_in)
    key = (x.dtype.str, x.shape, x.tobytes(), lab_in.dtype.str, lab_in.shape, lab_in.tobytes())
    hit = _xent_memo[0]
    if hit is not None and hit[0] == key:
        return hit[1]
    rows = _sparse_xent_rows_now(x, lab_in)
    for a in rows:
        a.flags.writeable = False
    _xent_memo[0] = (key, rows)
    return rows


def _sparse_xent_rows_now(x: np.ndarray, labels: Any) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    from .nn_ops import nnacl_softmax_last_axis

    c = x.shape[-1]
    if x.dtype == np.float32:
        sm = nnacl_softmax_last_axis(x.reshape(-1, c))
    else:   # (float64: the gradient checks) the plain softmax
        e = np.exp(x.reshape(-1, c) - x.reshape(-1, c).max(-1, keepdims=True))
        sm = e / e.sum(-1, keepdims=True)
    lab = np.asarray(labels).reshape(-1).astype(np.int64)
    bad = np.nonzero((lab < 0) | (lab > c))[0]
    if bad.size:
        i = int(bad[0])
        raise OpRuntimeError(f"For 'SparseSoftmaxCrossEntropyWithLogits' got error label! label[index] must >= 0 "
                             f"and <= class_num, but got index = {i} label[index] = {int(lab[i])} and class_num = {c}")
    flat = np.minimum(np.arange(lab.size) * c + lab, sm.size - 1)   # label == C reads on, as the kernel does
    return sm, lab, flat


@_SPARSE_XENT.def_impl
def _sparse_xent_impl(x: Any, labels: Any, is_grad: bool = False) -> np.ndarray:
    """Softmax as MindSpore's nnacl kernel (nnacl_softmax_last_axis); the loss -(log p[label] summed in order) / N
    (logf: log in double rounded once); the gradient softmax * (1 / N), then 1 / N taken off at each label."""
    sm, lab, flat = _sparse_xent_rows(x, labels)
    n, t = lab.size, sm.dtype.type
    b = t(1.0 / n) if n else t(0)
    if is_grad:
        g = (sm * b).astype(sm.dtype).reshape(-1)
        np.subtract.at(g, flat, b)
        return g.reshape(np.shape(x))
    if n == 0:
        return np.asarray(t(np.nan))
    total = -np.cumsum(_log_rounded(sm.reshape(-1)[flat]), dtype=sm.dtype)[-1]
    return np.asarray(total / t(n), sm.dtype)


@_SPARSE_XENT.def_infer
def _sparse_xent_infer(x: Aval, labels: Aval, is_grad: bool = False) -> Aval:
    return Aval(tuple(x.shape) if is_grad else (), x.dtype)


@bprop_getters.register(_SPARSE_XENT.prim_class)
def get_bprop_sparse_xent(self: Any):
    """MindSpore's bprop: SparseSoftmaxCrossEntropyWithLogits(is_grad=True)(logits, labels) * dout."""
    is_grad = self.attrs["is_grad"]

    def bprop(x, labels, out, dout):
        F = _F()
        if is_grad:
            return F.zeros_like(x), F.zeros_like(labels)
        return F.mul(apply(prim(_SPARSE_XENT, is_grad=True), (x, labels)), dout), F.zeros_like(labels)
    return bprop


class SparseSoftmaxCrossEntropyWithLogitsV2(CompositePrimitive):
    """SparseSoftmaxCrossEntropyWithLogitsV2()(logits, labels) -> (loss (N,), backprop (N, C) = softmax -
    one_hot(labels)): SoftmaxCrossEntropyWithLogits with class ids; float16/float32 logits, int32/int64 labels."""

    def __call__(self, logits: Any, labels: Any) -> Tuple[Any, Any]:
        F = _F()
        name = "SparseSoftmaxCrossEntropyWithLogitsV2"
        if np_dtype(logits).name not in ("float16", "float32"):
            raise DTypeError(f"For primitive[{name}], the input argument[logits_type(features_type)] must be a type "
                             f"of {{Tensor[Float16], Tensor[Float32]}}, but got {dtype_name(logits)}.")
        if np_dtype(labels).name not in ("int32", "int64"):
            raise DTypeError(f"For primitive[{name}], the input argument[labels_type] must be a type of "
                             f"{{Tensor[Int32], Tensor[Int64]}}, but got {dtype_name(labels)}.")
        s = tuple(shape_of(logits))
        if len(s) != 2 or tuple(shape_of(labels)) != s[:1]:
            raise ShapeError(f"For '{name}', 'logits' must be (N, C) and 'labels' (N,), but got {s} and "
                             f"{tuple(shape_of(labels))}.")
        dt = logits.dtype
        labels = ids_in_range(F.stop_gradient(labels), s[-1], f"For '{name}', the labels[{{i}}] = {{v}} value is "
                              "outside the valid range of [0, {high}).")
        x = F.cast(logits, mstype.float32)        # MindSpore's CPU kernel computes float16 in float32
        hot = F.stop_gradient(F.one_hot(labels, s[-1], F.cast(1.0, x.dtype), F.cast(0.0, x.dtype)))
        loss = F.neg(F.reduce_sum(F.mul(hot, F.log_softmax(x, -1)), -1))
        return F.cast(loss, dt), F.cast(F.stop_gradient(F.sub(F.softmax(x, -1), hot)), dt)


def _ids_in_range_impl(ids: Any, high: int = 1, message: str = "", value_error: bool = False) -> np.ndarray:
    a = np.asarray(ids)
    bad = np.flatnonzero((a < 0) | (a >= high))
    if bad.size:
        i = int(bad[0])
        raise (KernelValueError if value_error else OpRuntimeError)(message.format(i=i, v=int(a.flat[i]), high=high))
    return a.copy()


IDS_IN_RANGE = define_op("IdsInRange", OpKind.OTHER, attrs={"high": 1, "message": "", "value_error": False},
                         public=False, differentiable=False,
                         doc="IdsInRange(high, message, value_error=False)(ids): ids, raising a kernel's RuntimeError "
                             "(ValueError with value_error; message formatted with the flat position i, the value v "
                             "and high) on an id outside [0, high).")
IDS_IN_RANGE.def_impl(_ids_in_range_impl)
IDS_IN_RANGE.def_infer(lambda ids, high=1, message="", value_error=False: Aval(tuple(ids.shape), ids.dtype))


def ids_in_range(ids: Any, high: int, message: str, value_error: bool = False) -> Any:
    """``ids`` after a run-time check that each lies in [0, high) (an OpRuntimeError with ``message``; a
    KernelValueError with ``value_error``)."""
    return apply(prim(IDS_IN_RANGE, high=int(high), message=message, value_error=bool(value_error)), (ids,))


class L2Loss(CompositePrimitive):
    """L2Loss()(input_x): sum(input_x ** 2) / 2."""

    def __call__(self, input_x: Any) -> Any:
        F = _F()
        _check_float("L2Loss", "input_x", input_x)
        t = np.dtype(np_dtype(input_x))
        if t.kind == "f" and t.itemsize in (2, 4, 8):
            from .trace_v2 import seq_sum_all

            # MindSpore 2.10's CPU kernel: the squares (in T) added one by one in T, then halved (float16 saturates
            # or overflows where a wider sum would not; float32 in its order; vd50g/l2loss_scatter_nd_f16)
            return F.div(seq_sum_all(F.mul(input_x, input_x), t), 2)
        return F.div(F.reduce_sum(F.mul(input_x, input_x)), 2)


@op_function
def l2_loss(input_x: Any) -> Any:
    """sum(input_x ** 2) / 2."""
    return L2Loss()(input_x)


class L2Normalize(CompositePrimitive):
    """L2Normalize(axis=0, epsilon=1e-4)(x): x / sqrt(max(sum(x ** 2, axis), epsilon))."""

    _attrs = {"axis": 0, "epsilon": 1e-4}

    def __call__(self, x: Any) -> Any:
        F = _F()
        _check_float("L2Normalize", "x", x)
        axis = self.attrs["axis"]
        axis = tuple(axis) if isinstance(axis, (tuple, list)) else axis
        if isinstance(axis, tuple) and len(axis) != 1:   # MindSpore 2.10: one axis only (its TypeError)
            raise DTypeError(f"For 'L2Normalize', the length of 'axis' must be 1, but got {len(axis)}, later will "
                             f"support multiple axis!")
        one = axis[0] if isinstance(axis, tuple) and len(axis) == 1 else axis
        rank = len(shape_of(x))
        if rank == 0:   # MindSpore 2.10's TypeError (both modes), before the axis range check
            raise DTypeError("For 'L2Normalize', input shape size must be > 0.")
        check_axis_values("L2Normalize", axis, rank)
        eps32 = np.float32(self.attrs["epsilon"])
        if is_tensorlike(x) and (eps32 == 0 or np.asarray(eps32, np_dtype(x)) == 0):
            # MindSpore 2.10 keeps epsilon as a float32 attribute and its kernel takes it in x's dtype: one that is 0
            # there (1e-12 for float16, 1e-50 for float64 too, 0.0) is its RuntimeError (measured: adapt43cpua)
            raise OpRuntimeError("For 'L2Normalize', the parameter of 'epsilon' can not be zero.")
        n = shape_of(x)[one] if isinstance(one, int) and -rank <= one < rank else None
        # one op with MindSpore's own gradient, L2NormalizeGrad: (dout - out * sum(out * dout)) / max(||x||, eps) --
        # the norm clamped to eps, not its square as the forward does (a zero vector's gradient is 1 / eps, not
        # the composition's 1 / sqrt(eps); h-grad26)
        ordered = isinstance(n, int) and n > 0
        # (epsilon as the float32 attribute it is there: a Float64 input is clamped to 0.30000001192092896 for 0.3)
        return apply(prim(_L2_NORMALIZE, axis=one if ordered else axis, epsilon=float(eps32),
                          ordered=ordered), (x,))


def _l2_normalize_impl(x: Any, axis: Any = 0, epsilon: float = 1e-4, ordered: bool = True) -> np.ndarray:
    x = np.asarray(x)
    sq = x * x
    if ordered:
        # MindSpore's kernel sums x * x in order along the axis, in x's dtype (a running sum's last entry;
        # ReduceSum's pairwise order was 1-3 ulps off)
        ss = np.take(np.cumsum(sq, axis=axis, dtype=x.dtype), [-1], axis=axis)
    else:
        ss = np.sum(sq, axis=axis, keepdims=True, dtype=x.dtype)
    with np.errstate(all="ignore"):   # a NaN sum of squares is clamped to epsilon too (the kernel's max: fmax)
        return np.asarray(x / np.sqrt(np.fmax(ss, x.dtype.type(epsilon)))).astype(x.dtype)


_L2_NORMALIZE = define_op("L2NormalizeKernel", OpKind.OTHER, attrs={"axis": 0, "epsilon": 1e-4, "ordered": True},
                          public=False, doc="L2NormalizeKernel(axis, epsilon, ordered)(x): L2Normalize's kernel and "
                                            "MindSpore's L2NormalizeGrad gradient.")
_L2_NORMALIZE.def_impl(_l2_normalize_impl)
_L2_NORMALIZE.def_infer(lambda x, **attrs: Aval(tuple(x.shape), x.dtype))


@bprop_getters.register(_L2_NORMALIZE.prim_class)
def _get_l2_normalize_bprop(self: Any):
    axis, eps = self.attrs["axis"], self.attrs["epsilon"]

    def bprop(x: Any, out: Any, dout: Any) -> Tuple[Any]:
        from .st_cpu_a2 import L2NormalizeGrad

        return (L2NormalizeGrad(axis, eps)(x, out, dout),)
    return bprop


@op_function
def l2_normalize(x: Any, axis: Any = 0, epsilon: float = 1e-4) -> Any:
    """x / sqrt(max(sum(x ** 2, axis), epsilon))."""
    return L2Normalize(axis, epsilon)(x)


def _bias_add_axis(x: Any, bias: Any, data_format: str) -> int:
    """BiasAdd's checks (MindSpore 2.10's texts) for inputs (arrays or Avals) ``x`` and ``bias``; the channel axis."""
    s = tuple(x.shape)
    if len(s) < 2:
        raise ShapeError(f"For 'BiasAdd', the rank of 'input_x' must be at least 2, but got {len(s)}.")
    if len(s) > 5:   # MindSpore 2.10 (both modes; adapt39gpu/bias_add_checks)
        raise ShapeError(f"For primitive[BiasAdd], the rank of input_x must be in [2,5], but got {len(s)}.")
    if data_format == "NCDHW" and len(s) != 5:
        raise ShapeError(f"For 'BiasAdd', NCDHW format only supports 5-D input on CPU, but got a {len(s)}-D input.")
    c = len(s) - 1 if data_format == "NHWC" else 1
    if np.dtype(x.dtype) != np.dtype(bias.dtype):
        raise DTypeError("For primitive[BiasAdd], the input type must be same.")   # MindSpore 2.10 (h-dyn)
    if np.dtype(x.dtype) == np.bool_:   # its CPU kernel has no Bool (nor BiasAddGrad's)
        raise DTypeError("Select CPU operator[BiasAdd] fail! Unsupported data type! (no Bool)")
    if tuple(bias.shape) != (s[c],):
        raise ShapeError(f"For 'BiasAdd', the shape of 'bias' must be ({s[c]},), but got {tuple(bias.shape)}.")
    return c


def _bias_view(ndim: int, c: int, n: Any) -> Tuple[Any, ...]:
    """The shape ``bias`` (n,) broadcasts from along axis ``c`` of a rank-``ndim`` input (trailing axes only)."""
    return (n,) + (1,) * (ndim - 1 - c)


BIAS_ADD = define_op("BiasAdd", OpKind.OTHER, attrs={"data_format": "NCHW"},
                     doc="BiasAdd(data_format='NCHW')(input_x, bias): bias (C,) added along the channel axis (1, or "
                         "the last for 'NHWC').  One graph node (MindSpore's CPU runs float16 ones with its float32 "
                         "kernel: passes/f16_raise.py), expanded to Reshape + Add after that pass "
                         "(passes/lower.py), so the fusion passes see an Add.")


@BIAS_ADD.def_infer
def _bias_add_infer(x: Aval, bias: Aval, data_format: str = "NCHW") -> Aval:
    _bias_add_axis(x, bias, data_format)
    return Aval(tuple(x.shape), x.dtype)


@BIAS_ADD.def_impl
def _bias_add_impl(x: Any, bias: Any, data_format: str = "NCHW") -> np.ndarray:
    x, bias = np.asarray(x), np.asarray(bias)
    c = _bias_add_axis(x, bias, data_format)
    return np.add(x, bias.reshape(_bias_view(x.ndim, c, bias.shape[0])))


@bprop_getters.register(BIAS_ADD.prim_class)
def _get_bias_add_bprop(self: Any):
    data_format = self.attrs["data_format"]

    def bprop(x: Any, bias: Any, out: Any, dout: Any) -> Tuple[Any, Any]:
        # (the broadcast Add's gradient, summed as before: PyNative's values unchanged)
        from ._helpers import sum_to_shape

        F = _F()
        s = tuple(shape_of(x))
        c = len(s) - 1 if data_format == "NHWC" else 1
        view = _bias_view(len(s), c, s[c])
        db = sum_to_shape(dout, view)
        if len(view) > 1:
            db = F.reshape(db, (s[c],))
        if np_dtype(db) != np_dtype(bias):
            db = F.cast(db, bias.dtype)
        return dout, db
    return bprop


def _bias_add_expand(n: Any) -> list:
    """Graph lowering (passes/lower.py): BiasAdd node ``n`` becomes ``Add(x, Reshape(bias, (C, 1, ...)))`` in
    place (no Reshape along the last axis); returns the nodes to insert before it."""
    from ..ir.nodes import Node
    from .math import _P_ADD
    from .shape_ops import _P_RESHAPE

    x, b = n.args
    s = tuple(x.aval.shape)
    c = len(s) - 1 if n.op.attrs.get("data_format") == "NHWC" else 1
    view = _bias_view(len(s), c, s[c])
    new = []
    if len(view) > 1:
        dt = b.aval.dtype if getattr(b, "aval", None) is not None else np.asarray(b.value).dtype
        r = Node(_P_RESHAPE, [b, view], [Aval(view, dt)], loc=n.loc)
        r.origin = n.origin
        new.append(r)
        b = r.outputs[0]
    n.op = _P_ADD
    n.attrs = {}
    n.set_args([x, b])
    return new


BIAS_ADD.expand = _bias_add_expand
BiasAdd = BIAS_ADD.prim_class


def _bias_add_init_rule(self: Any, args: Any, kwargs: Any) -> None:
    fmt = self.attrs["data_format"]
    if fmt not in ("NCHW", "NHWC", "NCDHW"):   # MindSpore 2.10's __init__ (ValueError)
        raise ShapeError(f'Failed to convert the value "{fmt}" of input \'data_format\' of \'BiasAdd\' to enum.')


BIAS_ADD.init_rule = _bias_add_init_rule


@op_function
def bias_add(input_x: Any, bias: Any) -> Any:
    """bias added along axis 1 of input_x."""
    bf16.refuse_operands("BiasAdd", input_x, bias)
    return BiasAdd()(input_x, bias)


class LayerNorm(CompositePrimitive):
    """LayerNorm(begin_norm_axis=1, begin_params_axis=1, epsilon=1e-7)(input_x, gamma, beta) ->
    (output, mean, variance); mean and variance keep the normalised axes as size 1."""

    _attrs = {"begin_norm_axis": 1, "begin_params_axis": 1, "epsilon": 1e-7}

    def __call__(self, input_x: Any, gamma: Any, beta: Any) -> Tuple[Any, Any, Any]:
        F = _F()
        _check_float("LayerNorm", "input_x", input_x)
        s = tuple(shape_of(input_x))
        a, p = _layer_norm_begin_axes(len(s), self.attrs["begin_norm_axis"], self.attrs["begin_params_axis"])
        if tuple(shape_of(gamma)) != s[p:] or tuple(shape_of(beta)) != s[p:]:
            raise ShapeError(f"For 'LayerNorm', the shapes of 'gamma' and 'beta' must be {s[p:]}, but got "
                             f"{tuple(shape_of(gamma))} and {tuple(shape_of(beta))}.")
        axes = tuple(range(a, len(s)))
        xdt = F.dtype(input_x)
        half = np_dtype(input_x) == np.float16  # MindSpore's kernels compute a float16 input in float32
        if half:
            input_x, gamma, beta = (F.cast(v, mstype.float32) for v in (input_x, gamma, beta))
        mean = F.reduce_mean(input_x, axes, True)
        centered = F.sub(input_x, mean)
        var = F.reduce_mean(F.mul(centered, centered), axes, True)
        y = F.mul(centered, F.rsqrt(F.add(var, self.attrs["epsilon"])))
        out = F.add(F.mul(y, gamma), beta)
        if half:
            out = F.cast(out, xdt)
            # MindSpore 2.10's float16 kernel: mean and sqrt(var + eps) in float32, each rounded to float16, then
            # ((x - mean) / std) * gamma + beta in float16 steps.  Those are the values; the gradient stays the
            # float32 path's (added as a zero-gradient correction, exact in float16: the two differ by ulps)
            std16 = F.cast(F.sqrt(F.add(var, self.attrs["epsilon"])), xdt)
            x16, g16, b16 = (F.cast(v, xdt) for v in (input_x, gamma, beta))
            out16 = F.add(F.mul(F.div(F.sub(x16, F.cast(mean, xdt)), std16), g16), b16)
            out = F.add(out, F.stop_gradient(F.sub(out16, out)))
        elif np_dtype(input_x) == np.float64:
            # MindSpore 2.10's float64 kernel divides x - mean by sqrt(var + eps) computed in float32 (var and
            # epsilon rounded to float32; left37/layer_norm_float64, measured exact): those are the values, the
            # gradient stays the float64 path's (out + (out64 - out) is out64 exactly: the two are close)
            std32 = F.cast(F.sqrt(F.add(F.cast(var, mstype.float32), self.attrs["epsilon"])), mstype.float64)
            out64 = F.add(F.mul(F.div(centered, std32), gamma), beta)
            out = F.add(out, F.stop_gradient(F.sub(out64, out)))
            # ... and its gradient is the LayerNormGrad kernel's, which computes float64 in float32 (vd48a): the
            # value passes through, the gradients of x, gamma and beta come from that kernel
            stats = [F.stop_gradient(F.cast(v, mstype.float32)) for v in (mean, var)]
            out = grad_path("LayerNormGrad", out, input_x, gamma, beta, stats[0], stats[1], begin_norm_axis=a,
                            begin_params_axis=p, epsilon=self.attrs["epsilon"])
        # MindSpore 2.10's LayerNorm returns mean and variance as float32 for every input dtype (float16,
        # float32, float64); only the output keeps the input's dtype
        if np_dtype(mean) != np.float32:
            mean, var = F.cast(mean, mstype.float32), F.cast(var, mstype.float32)
        # MindSpore's LayerNormGrad reads only d(output): the mean and variance outputs carry no gradient
        return out, F.stop_gradient(mean), F.stop_gradient(var)


@grad_path_rule("LayerNormGrad")
def _layer_norm_grad_rule(dout: Any, x: Any, gamma: Any, beta: Any, mean: Any, var: Any,
                          **attrs: Any) -> Tuple[Any, ...]:
    """A float64 LayerNorm's gradient (its value passed through GradPath): MindSpore's LayerNormGrad kernel, which
    computes float64 in float32 (vd48a)."""
    from .st_cpu_a2 import LAYER_NORM_GRAD_F64
    F = _F()
    dx, dgamma, dbeta = apply(prim(LAYER_NORM_GRAD_F64, **attrs), (x, dout, var, mean, gamma))
    return dx, F.cast(dgamma, np_dtype(gamma)), F.cast(dbeta, np_dtype(beta)), F.zeros_like(mean), F.zeros_like(var)


@op_function
def _layer_norm_begin_axes(ndim: int, begin_norm_axis: int, begin_params_axis: int,
                           x: Any = None) -> Tuple[int, int]:
    """LayerNorm's ``begin_norm_axis`` and ``begin_params_axis`` for an input of rank ``ndim``, made
    non-negative; out of [-1, ndim) is a RuntimeError in MindSpore 2.10 (its C++ inference), in both modes.
    With ``x``: a non-float input is a TypeError, as MindSpore's LayerNorm kernel selection raises it."""
    if x is not None and is_tensorlike(x) and np_dtype(x).kind in "biu":
        raise DTypeError(f"For primitive[LayerNorm], the input argument[input_x] must be a float Tensor, but got "
                         f"{dtype_name(x)}.")
    out = []
    for arg, v in (("begin_norm_axis", begin_norm_axis), ("begin_params_axis", begin_params_axis)):
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)):
            raise ArgumentError(f"For 'LayerNorm', the '{arg}' must be an int, but got {user_type(v).__name__}.")
        if not -1 <= v < ndim:  # MindSpore 2.10 takes -1 as the only negative axis (-2 on a 4-d input is an error)
            raise OpRuntimeError(f"For primitive[LayerNorm], input_x's rank is {ndim}, while the '{arg}' value "
                                 f"should be in the range [-1, {ndim}), but got {v}")
        out.append(int(v) % ndim)
    return out[0], out[1]


@op_function
def layer_norm(input: Any, normalized_shape: Any, weight: Any = None, bias: Any = None,  # noqa: A002
               eps: float = 1e-5) -> Any:
    """Layer normalisation over the trailing ``normalized_shape`` dimensions."""
    F = _F()
    ok_shape = isinstance(normalized_shape, (int, np.integer)) or (isinstance(normalized_shape, (tuple, list)) and all(
        isinstance(v, (int, np.integer)) for v in normalized_shape))
    if not ok_shape or any(v is not None and not is_tensorlike(v) for v in (weight, bias)):
        # MindSpore 2.10: LayerNormExt's argument types are checked first (TypeError; msgraph: a shape ValueError)
        raise DTypeError(f'Failed calling LayerNormExt with "LayerNormExt()(input=Tensor, normalized_shape='
                         f'{user_type(normalized_shape).__name__}, weight={user_type(weight).__name__}, '
                         f'bias={user_type(bias).__name__})".')
    normalized_shape = (normalized_shape,) if isinstance(normalized_shape, int) else tuple(normalized_shape)
    s = tuple(shape_of(input))
    begin = len(s) - len(normalized_shape)
    if begin < 0 or s[begin:] != normalized_shape:
        raise ShapeError(f"For 'layer_norm', 'normalized_shape' {normalized_shape} must be the trailing dimensions "
                         f"of the input shape {s}.")
    gamma = weight if weight is not None else F.ones(normalized_shape, input.dtype)
    beta = bias if bias is not None else F.zeros(normalized_shape, input.dtype)
    return LayerNorm(begin, begin, eps)(input, gamma, beta)[0]


# --- summary ops: msgraph keeps no summary files; each call caches (op, name, value) as MindSpore's
# debug_ops.SUMMARY_TENSOR_CACHE does, which mindspore.train.summary.summary_record reads (h-rt3) -------------
SUMMARY_TENSOR_CACHE: list = []
#: what a graph's summary ops wrote when it ran, by ``name[:Kind]`` (the last value of a name wins): MindSpore 2.10's
#: Graph mode hands these to summary_record's tag cache at once, so a new SummaryRecord (which empties that cache)
#: drops the values of graphs run before it -- PyNative's op values stay in the list above (measured, adapt45misc)
GRAPH_SUMMARY_CACHE: dict = {}
SUMMARY_KINDS = {"TensorSummary": "[:Tensor]", "ScalarSummary": "[:Scalar]", "ImageSummary": "[:Image]",
                 "HistogramSummary": "[:Histogram]"}


class _CacheSummary:
    """Run when the graph runs: cache a summary value (a PyExecute function)."""

    def __init__(self, op_name: str, name: str):
        self.op_name, self.name = op_name, name

    def __repr__(self) -> str:
        return f"cache_summary({self.op_name}, {self.name!r})"

    def __call__(self, value: Any) -> None:
        from ..common.tensor import Tensor

        GRAPH_SUMMARY_CACHE[self.name + SUMMARY_KINDS.get(self.op_name, "")] = Tensor(np.asarray(value))
        return None


#: each summary op's rank rule: (Graph mode's text, check, PyNative's ValueError text)
_SUMMARY_RANK = {
    "ImageSummary": ("equal to 4", lambda r: r == 4, "the tensor seems not to hold a valid image."),
    "TensorSummary": ("greater than or equal to 1", lambda r: r >= 1, "the value should not be empty."),
    "HistogramSummary": ("greater than or equal to 1", lambda r: r >= 1, "the value should not be empty."),
    "ScalarSummary": ("less than or equal to 1", lambda r: r <= 1, None),
}


def check_summary_entry(op: str, name: Any, value: Any) -> None:
    """What MindSpore 2.10 checks when a step's summary values are recorded (``SummaryRecord.record``; PyNative's
    summary ops check nothing when called): a valid name, a Tensor value of the op's rank, one value for a
    scalar."""
    if not isinstance(name, str) or not name:
        raise DTypeError(f'For "{op}", the name must be valid string, but got "{name}".')
    if not is_tensorlike(value):
        raise DTypeError(f'For "{op}", the parameter "value" expect to be Tensor, but got {user_type(value).__name__}')
    shape = shape_of(value)
    _, ok, text = _SUMMARY_RANK[op]
    if text is not None and not ok(len(shape)):
        raise ShapeError(f'For "{op}", {text}')
    if op == "ScalarSummary" and int(np.prod(shape)) > 1:
        raise ShapeError(f'For "{op}", the v rank must be less than or equal to 1, but got {int(np.prod(shape))}.')


class _Summary(CompositePrimitive):
    def _check_graph(self, name: Any, value: Any) -> None:
        """Graph mode's CheckSummaryParam, while the graph is built (TypeError/ValueError as MindSpore 2.10)."""
        op = type(self).__name__
        if not isinstance(name, str):
            raise DTypeError(f"For primitive[{op}], the input argument[name] must be a type of {{String}}, but got "
                             f"{scalar_type_name(name)}.")
        if not name:
            raise OpError(f"For primitive[{op}], the input argument[name] cannot be an empty string.")
        if not is_tensorlike(value):
            raise DTypeError(f"For primitive[{op}], the input argument[value] must be a type of {{Tensor}}, but got "
                             f"{scalar_type_name(value)}.")
        rank = len(shape_of(value))
        text, ok, _ = _SUMMARY_RANK[op]
        if not ok(rank):
            raise ShapeError(f"For primitive[{op}], the v rank must be {text}, but got {rank}.")

    def __call__(self, name: Any, value: Any) -> None:
        if _ir_builder.building_graph():
            self._check_graph(name, value)
        cache = _CacheSummary(type(self).__name__, name)
        if is_tensorlike(value) and type(value).__name__ == "Sym":     # Graph mode: cache when the graph runs
            from .pyexecute import PyExecute

            apply(PyExecute(fn=cache, out=Aval((), object)), (value,))
            return None
        if is_tensorlike(value):    # PyNative: the op's list (checked when the step is recorded)
            from ..common.tensor import Tensor

            SUMMARY_TENSOR_CACHE.append([type(self).__name__, name, Tensor(np.asarray(
                value.asnumpy() if hasattr(value, "asnumpy") else value))])
        else:       # (checked, with MindSpore's error, when the step is recorded)
            SUMMARY_TENSOR_CACHE.append([type(self).__name__, name, value])
        return None


class ScalarSummary(_Summary):
    """ScalarSummary()(name, value): cached for SummaryRecord.record (msgraph writes no summary files)."""


class ImageSummary(_Summary):
    """ImageSummary()(name, value): cached for SummaryRecord.record (msgraph writes no summary files)."""


class TensorSummary(_Summary):
    """TensorSummary()(name, value): cached for SummaryRecord.record (msgraph writes no summary files)."""


class HistogramSummary(_Summary):
    """HistogramSummary()(name, value): cached for SummaryRecord.record (msgraph writes no summary files)."""

__all__ = public_functions(globals())  # every function form defined here (op_function)
