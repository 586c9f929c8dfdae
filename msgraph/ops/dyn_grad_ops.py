"""Primitives of MindSpore's ``ops.auto_generate`` / ``ops.operations._grad_ops`` that its dynamic-shape st
tests call directly -- gradient primitives mostly, and primitive forms of existing functions (h-dyn, session 8).

Each is a composition of registry ops (``CompositePrimitive``): the math of the forward op's bprop is
reused where msgraph has it (``GeLUGrad`` calls GeLU's bprop, ``MaximumGrad`` Maximum's), so both modes
and higher-order gradients follow, and dynamic shapes need nothing special.
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..errors import DTypeError
from ._compose import CompositePrimitive
from .grad_prim_checks import check_pair, first_float_dtype
from .registry import export
from ._helpers import dtype_name, np_dtype, shape_of
from ._helpers import user_type


def _F() -> Any:
    from . import functional

    return functional


def _same_dtype(v: Any, like: Any) -> Any:
    F = _F()
    return v if np_dtype(v) == np_dtype(like) else F.cast(v, np_dtype(like))


class _PickGrad(CompositePrimitive):
    """MaximumGrad/MinimumGrad(grad_x=True, grad_y=True)(x1, x2, grads) -> (dx1, dx2): ``grads`` to the
    winner (halves where x1 == x2), reduced to each input's shape (Maximum's/Minimum's bprop)."""

    _attrs = {"grad_x": True, "grad_y": True}
    _forward = ""

    def __call__(self, x1: Any, x2: Any, grads: Any) -> Tuple[Any, Any]:
        from . import math as _math

        dx1, dx2 = getattr(_math, self._forward)().get_bprop()(x1, x2, None, grads)  # reduced to x1's/x2's shapes
        return _same_dtype(dx1, grads), _same_dtype(dx2, grads)


class MaximumGrad(_PickGrad):
    __doc__ = _PickGrad.__doc__
    _forward = "Maximum"


class MinimumGrad(_PickGrad):
    __doc__ = _PickGrad.__doc__
    _forward = "Minimum"


class MaximumGradGrad(CompositePrimitive):
    """MaximumGradGrad(grad_x=True, grad_y=True)(x1, x2, dx1, dx2) -> (0, 0, dx1 where x1 >= x2 else dx2):
    MaximumGrad's gradient with respect to its ``grads`` input (the zero ones for x1 and x2)."""

    _attrs = {"grad_x": True, "grad_y": True}

    def __call__(self, x1: Any, x2: Any, dx1: Any, dx2: Any) -> Tuple[Any, Any, Any]:
        F = _F()
        return F.zeros_like(x1), F.zeros_like(x2), F.select(F.greater_equal(x1, x2), dx1, dx2)


class MinimumGradGrad(CompositePrimitive):
    """MinimumGradGrad(grad_x=True, grad_y=True)(x1, x2, dx1, dx2) -> (0, 0, dx1 where x1 <= x2 else dx2):
    MinimumGrad's gradient with respect to its ``grads`` input (the zero ones for x1 and x2)."""

    _attrs = {"grad_x": True, "grad_y": True}

    def __call__(self, x1: Any, x2: Any, dx1: Any, dx2: Any) -> Tuple[Any, Any, Any]:
        F = _F()
        return F.zeros_like(x1), F.zeros_like(x2), F.select(F.less_equal(x1, x2), dx1, dx2)


def _first_order(name: str, dx: Any, x: Any) -> Any:
    """MindSpore 2.10 defines no gradient for these grad primitives: differentiating them raises (adapt36gpu)."""
    from .st_cpu_b2 import first_order

    return first_order(name, dx, x)


class HSigmoidGrad(CompositePrimitive):
    """HSigmoidGrad()(grads, x): grads / 6 strictly inside (-3, 3), else 0 (HSigmoid's gradient)."""

    def __call__(self, grads: Any, x: Any) -> Any:
        F = _F()
        sg, sx = tuple(shape_of(grads)), tuple(shape_of(x))
        if len(sg) != len(sx):
            raise ValueError(f"Rank of x({len(sx)}) and dout({len(sg)}) not equal, primitive name: HSigmoidGrad.")
        for i, (a, b) in enumerate(zip(sx, sg)):
            if a is not None and b is not None and a != b:
                raise ValueError(f"The {i}th dim of x({a}) and dout({b}) not equal, primitive name: HSigmoidGrad.")
        # outside is x <= -3 or x >= 3: a NaN x is inside (MindSpore 2.10's kernel, adapt36gpu)
        inside = F.logical_not(F.logical_or(F.less_equal(x, -3.0), F.greater_equal(x, 3.0)))
        if np_dtype(grads).kind in "iu":   # integer grads: grads / 6 truncated, in grads' dtype (adapt36gpu)
            q = F.cast(F.div(F.cast(grads, np.float64), 6.0), np_dtype(grads))
            return F.select(inside, q, F.zeros_like(grads))
        return _first_order("HSigmoidGrad", F.select(inside, F.div(grads, _same_dtype(F.fill(np_dtype(grads), (), 6),
                                                                                       grads)),
                                                     F.zeros_like(grads)), x)


class HSwishGrad(CompositePrimitive):
    """HSwishGrad()(y_grad, x): y_grad * (2x + 3) / 6 on [-3, 3], y_grad above 3, 0 below -3 (HSwish's
    gradient, MindSpore's kernel: -0.5 at x = -3, 1.5 at x = 3); integer inputs compute in float32 and
    truncate back, float16 ones compute in float32 and round once. Mismatched dtypes are PyNative's RuntimeError; Graph mode casts x to y_grad's dtype."""

    def __call__(self, y_grad: Any, x: Any) -> Any:
        F = _F()
        dt, xt = np_dtype(y_grad), np_dtype(x)
        if dt != xt:
            from ..ir.builder import building_graph

            if building_graph():  # MindSpore's Graph mode casts x to the gradient's dtype
                return self(y_grad, F.cast(x, dt))
            raise RuntimeError(f"For HSwishGrad, the grad type must be same as input type, but got grad_type: "
                               f"{dtype_name(dt)} and x_type: {dtype_name(xt)}")
        if dt.kind in "iub" or dt == np.float16:   # MindSpore's kernel: float16 computed in float32, rounded once
            return F.cast(self(F.cast(y_grad, np.float32), F.cast(x, np.float32)), dt)
        # (y_grad * (2x + 3)) / 6 in this order (act31: y_grad * ((2x + 3) / 6) was an ulp off in 462 of 4096
        # float32 values and 379 float64 ones)
        inside = F.div(F.mul(y_grad, F.add(F.mul(x, 2.0), 3.0)), 6.0)
        return _first_order("HSwishGrad", F.select(F.less(x, -3.0), F.zeros_like(y_grad),
                                                   F.select(F.greater(x, 3.0), y_grad, inside)), x)


class ReduceStd(CompositePrimitive):
    """ReduceStd(axis=[], unbiased=True, keep_dims=False)(x) -> (std, mean) over axis (all axes when empty);
    unbiased divides the variance by n - 1 (``ops.std_mean``)."""

    _attrs = {"axis": [], "unbiased": True, "keep_dims": False}

    def _check_attrs(self) -> None:
        axis = self.attrs["axis"]
        if isinstance(axis, bool) or not (isinstance(axis, int) or (isinstance(axis, (list, tuple)) and all(
                isinstance(a, int) and not isinstance(a, bool) for a in axis))):
            raise TypeError(f"For 'ReduceStd', the type of 'axis' should be one of '[int, list of int, tuple of "
                            f"int, Tensor]', but got {axis!r}.")
        self.attrs["axis"] = tuple(axis) if isinstance(axis, (list, tuple)) else (axis,)

    def __call__(self, x: Any) -> Tuple[Any, Any]:
        from .functional_extra import std_mean

        axis = self.attrs["axis"]
        # (a Float64 x: MindSpore 2.10's CPU kernel is float32 (adapt34b); std_mean computes it so, with the
        # kernel's gradient (vd49p))
        return std_mean(x, None if axis == () else axis, int(bool(self.attrs["unbiased"])), self.attrs["keep_dims"])


class GeLUGrad(CompositePrimitive):
    """GeLUGrad()(dy, x, y): the tanh-approximated GeLU's gradient at x times dy (y = GeLU(x) is unused)."""

    def __call__(self, dy: Any, x: Any, y: Any) -> Any:
        from .nn_ops import _gelu_bprop

        return _gelu_bprop(x, y, dy)


class ReciprocalGrad(CompositePrimitive):
    """ReciprocalGrad()(y, dy): -dy * y * y (y = 1 / x)."""

    def __call__(self, y: Any, dy: Any) -> Any:
        check_pair("ReciprocalGrad", y, dy)
        F = _F()
        dy = F.cast(dy, y.dtype) if first_float_dtype(y, dy) is not None else dy   # (y's dtype: the kernel's)
        return _first_order("ReciprocalGrad", F.neg(F.mul(dy, F.mul(y, y))), y)


class PReLUGrad(CompositePrimitive):
    """PReLUGrad()(dy, x, weight) -> (dx, dweight): dy where x > 0 else weight * dy, and the sum of
    dy * x over x <= 0 per channel (axis 1), shaped like weight."""

    def __call__(self, dy: Any, x: Any, weight: Any) -> Tuple[Any, Any]:
        F = _F()
        s, ws = tuple(shape_of(x)), tuple(shape_of(weight))
        per_channel = ws not in ((), (1,)) and len(s) >= 2
        w = F.reshape(weight, (s[1],) + (1,) * (len(s) - 2)) if per_channel else F.reshape(weight, ())
        pos = F.greater(x, 0)
        dx = F.select(pos, dy, F.mul(dy, w))
        neg = F.select(pos, F.zeros_like(dy), F.mul(dy, x))
        if per_channel:
            dw = F.reduce_sum(neg, tuple(a for a in range(len(s)) if a != 1))
        else:
            dw = F.reshape(F.reduce_sum(neg), ws)
        return dx, dw


class NLLLossGrad(CompositePrimitive):
    """NLLLossGrad(reduction='mean', ignore_index=-100)(logits, loss_grad, labels, weight, total_weight):
    -weight[label] * loss_grad at each row's label ('mean': over total_weight), 0 for ignored rows."""

    _attrs = {"reduction": "mean", "ignore_index": -100}

    def __call__(self, logits: Any, loss_grad: Any, labels: Any, weight: Any, total_weight: Any) -> Any:
        F = _F()
        s = tuple(shape_of(logits))
        n_classes = s[-1]
        ignored = F.equal(labels, self.attrs["ignore_index"])
        safe = F.select(ignored, F.zeros_like(labels), labels)
        hot = F.one_hot(safe, n_classes, F.fill(np_dtype(logits), (), 1), F.fill(np_dtype(logits), (), 0), -1)
        keep = F.logical_not(ignored)
        hot = F.logical_and(F.cast(hot, np.bool_), F.expand_dims(keep, -1) if len(s) > 1 else keep)
        # MindSpore's kernel computes in float32 (float64 for float64 logits) whatever the dtypes of weight and
        # loss_grad, and returns logits' dtype
        ct = np.float64 if np.dtype(np_dtype(logits)) == np.float64 else np.float32
        w = F.cast(F.gather(weight, safe, 0), ct)
        g = F.cast(loss_grad if self.attrs["reduction"] == "none" else F.reshape(loss_grad, ()), ct)
        if self.attrs["reduction"] == "mean":
            g = F.div(g, F.cast(F.reshape(total_weight, ()), ct))
        coef = F.cast(F.neg(F.mul(w, g)), np_dtype(logits))
        if len(s) > 1:
            coef = F.expand_dims(coef, -1)
        return F.select(hot, F.broadcast_to(coef, s), F.zeros_like(logits))   # +0.0 off the labels


class FastGeLUGrad(CompositePrimitive):
    """FastGeLUGrad()(dy, x): dy * (e + 1.702 x e + exp(1.702 (x - |x|))) / (e + 1)^2 with e = exp(-1.702 |x|)
    (MindSpore's kernel formula of FastGeLU's derivative; float16 computed in float32 and rounded once, as its CPU
    kernel)."""

    def __call__(self, dy: Any, x: Any) -> Any:
        F = _F()
        if hasattr(dy, "dtype") and np_dtype(dy) not in (np.float16, np.float32):
            # (MindSpore 2.10's kernel: float16/32 only, r2a; int32 / complex64 too, adapt36gpu)
            raise TypeError(f"For 'FastGeLUGrad', input[0] type should be float16 or float32. but got "
                            f"{dtype_name(np_dtype(dy))}")
        if hasattr(x, "dtype") and np_dtype(x) not in (np.float16, np.float32):
            raise TypeError(f"For 'FastGeLUGrad', input[1] type should be float16 or float32. but got "
                            f"{dtype_name(np_dtype(x))}")
        if np_dtype(x) == np.float16 or np_dtype(dy) == np.float16:
            # float16 computed in float32 and rounded once, to dy's dtype (dy float32 with x float16: Float32,
            # adapt36gpu); MindSpore's float16 kernel differs in the last place for some inputs (left)
            return F.cast(self(F.cast(dy, np.float32), F.cast(x, np.float32)), np_dtype(dy))
        ax = F.abs(x)
        e = F.exp(F.mul(ax, -1.702))
        up = F.add(F.add(e, F.mul(F.mul(x, 1.702), e)), F.exp(F.mul(F.sub(x, ax), 1.702)))
        down = F.square(F.add(e, 1.0))
        return _first_order("FastGeLUGrad", F.mul(dy, F.div(up, down)), x)


class NanToNum(CompositePrimitive):
    """NanToNum(nan=None, posinf=None, neginf=None)(x): NaN -> nan (0.0 when None), +-inf -> posinf/neginf (the
    dtype's largest/lowest when None); the primitive of ``ops.nan_to_num``."""

    _attrs = {"nan": None, "posinf": None, "neginf": None}

    def __call__(self, x: Any) -> Any:
        a = self.attrs
        return _F().nan_to_num(x, 0.0 if a["nan"] is None else a["nan"], a["posinf"], a["neginf"])


def _tensors_only(prim: str, a: str, b: str, x: Any, y: Any) -> None:
    """The primitive (not its function form) takes Tensors only: a Python number is MindSpore 2.10's TypeError."""
    from .registry import is_number_input

    for name, v in ((a, x), (b, y)):
        if is_number_input(v):
            raise DTypeError(f'Failed calling {prim} with "{prim}()({a}=..., {b}=...)": {name} is a Python '
                             f'{user_type(v).__name__ if not hasattr(v, "aval") else "number"}, not a Tensor.')


class LeftShift(CompositePrimitive):
    """LeftShift()(x, y): x << y of integer Tensors (``ops.bitwise_left_shift``)."""

    def __call__(self, x: Any, y: Any) -> Any:
        _tensors_only("LeftShift", "x1", "x2", x, y)
        return _F().bitwise_left_shift(x, y)


class RightShift(CompositePrimitive):
    """RightShift()(x, y): x >> y of integer Tensors, arithmetic (``ops.bitwise_right_shift``)."""

    def __call__(self, x: Any, y: Any) -> Any:
        _tensors_only("RightShift", "input_x", "input_y", x, y)
        return _F().bitwise_right_shift(x, y)


def _unary_prim(name: str, fn: str, doc: str) -> type:
    def __call__(self: Any, x: Any) -> Any:
        return getattr(_F(), fn)(x)

    return type(name, (CompositePrimitive,), {"__call__": __call__, "__doc__": doc, "__module__": __name__})


Trace = _unary_prim("Trace", "trace", "Trace()(x): the sum of a matrix's diagonal (``ops.trace``).")
MatrixDeterminant = _unary_prim("MatrixDeterminant", "det", "MatrixDeterminant()(x): det of (batches of) square "
                                                            "matrices (``ops.det``).")


class LogMatrixDeterminant(CompositePrimitive):
    """LogMatrixDeterminant()(x) -> (sign, log|det|) of (batches of) square matrices (``ops.slogdet``)."""

    def __call__(self, x: Any) -> Tuple[Any, Any]:
        return _F().slogdet(x)


class AddV2(CompositePrimitive):
    """AddV2()(x, y): x + y (``ops.add``) of two Tensors of one shape (MindSpore's AddV2 does not broadcast)."""

    def __call__(self, x: Any, y: Any) -> Any:
        sx, sy = tuple(shape_of(x)), tuple(shape_of(y))
        if sx != sy:
            def fmt(s: Tuple[Any, ...]) -> str:
                return "[" + "".join(f"{d}," for d in s) + "]"
            raise ValueError(f"For primitive[AddV2], the input_shape: {fmt(sx)} must be equal to {fmt(sy)}")
        return _F().add(x, y)


class Addcdiv(CompositePrimitive):
    """Addcdiv()(input_data, x1, x2, value): input_data + value * x1 / x2 (``ops.addcdiv``)."""

    def __call__(self, input_data: Any, x1: Any, x2: Any, value: Any) -> Any:
        _refuse_number_value("Addcdiv", value)
        return _F().addcdiv(input_data, x1, x2, value)


class Addcmul(CompositePrimitive):
    """Addcmul()(input_data, x1, x2, value): input_data + value * x1 * x2 (``ops.addcmul``)."""

    def __call__(self, input_data: Any, x1: Any, x2: Any, value: Any) -> Any:
        _refuse_number_value("Addcmul", value)
        return _F().addcmul(input_data, x1, x2, value)


def _refuse_number_value(name: str, value: Any) -> None:
    """MindSpore 2.10's primitives take a Tensor value only (``P.Addcdiv()(x, a, b, 0.5)``: a TypeError in both
    modes; the function forms ops.addcdiv / addcmul take numbers)."""
    from .registry import is_number_input

    if is_number_input(value):
        from ..errors import DTypeError

        raise DTypeError(f'Failed calling {name} with "value={user_type(value).__name__}": the primitive\'s value must '
                         "be a Tensor.")


class _BatchNormGradMS(CompositePrimitive):
    """BatchNormGrad(is_training=False, epsilon=1e-5, data_format='NCHW')(dy, x, scale, save_mean, save_variance,
    reserve) -> (dx, dscale, dbias): MindSpore's public form.  Training uses msgraph's fused BatchNorm backward
    (batch statistics given); inference dx = dy * scale / sqrt(variance + epsilon).  Channels on axis 1."""

    _attrs = {"is_training": False, "epsilon": 1e-5, "data_format": "NCHW"}

    def __call__(self, dy: Any, x: Any, scale: Any, save_mean: Any, save_variance: Any, reserve: Any) -> Any:
        F = _F()
        eps = float(self.attrs["epsilon"])
        nd = len(tuple(shape_of(x)))
        axes = tuple(a for a in range(nd) if a != 1)
        if self.attrs["is_training"]:
            from .batchnorm_ops import BATCH_NORM_GRAD
            from .registry import apply, prim

            z = F.zeros_like(save_mean)
            return tuple(apply(prim(BATCH_NORM_GRAD, epsilon=eps), (dy, x, scale, save_mean, save_variance, z, z)))
        view = (1, -1) + (1,) * (nd - 2)
        rstd = F.reshape(F.rsqrt(F.add(save_variance, eps)), view)
        dx = F.mul(dy, F.mul(F.reshape(scale, view), rstd))
        xhat = F.mul(F.sub(x, F.reshape(save_mean, view)), rstd)
        return dx, F.reduce_sum(F.mul(dy, xhat), axes), F.reduce_sum(dy, axes)


# public as ``BatchNormGrad`` (msgraph's internal fused backward op keeps that name in the registry, unexported)
_BatchNormGradMS.__name__ = _BatchNormGradMS.__qualname__ = _BatchNormGradMS.op.name = "BatchNormGrad"
export(_BatchNormGradMS)


__all__ = ["Trace", "MatrixDeterminant", "LogMatrixDeterminant", "AddV2", "Addcdiv", "Addcmul",
           "FastGeLUGrad", "NanToNum", "LeftShift", "RightShift", "MaximumGrad", "MinimumGrad", "MaximumGradGrad",
           "MinimumGradGrad", "HSigmoidGrad", "HSwishGrad", "ReduceStd", "GeLUGrad", "ReciprocalGrad",
           "PReLUGrad", "NLLLossGrad"]
