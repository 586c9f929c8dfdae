"""MindSpore 2.10's ``nn.layer.math`` Cells msgraph lacked (h-comp3, for tests/st/compiler/auto_monad's
test_effect_ops): IGamma, LGamma, DiGamma, LBeta, Moments -- each a call of the op functions, with
MindSpore's dtype checks (TypeError) and results (Moments computes float16 in float32)."""
from __future__ import annotations

from typing import Any

from ... import ops
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ..cell import Cell

__all__ = ["IGamma", "LGamma", "DiGamma", "LBeta", "Moments", "CosineSimilarity"]


def _check_input_dtype(name: str, got: Any, valid: Any, cls_name: str) -> None:
    """MindSpore's nn.layer.math._check_input_dtype: a TypeError naming the valid dtype(s)."""
    if isinstance(valid, (list, tuple)):
        if got not in valid:
            names = ", ".join(repr(v) for v in valid)
            raise TypeError(f"For '{cls_name}', the '{name}' should be one of [{names}], but got '{got!r}'.")
    elif got != valid:
        raise TypeError(f"For '{cls_name}', the '{name}' should be {valid}, but got '{got!r}'.")


_HALF_SINGLE = (mstype.float16, mstype.float32)


class IGamma(Cell):
    """IGamma()(a, x): the regularized lower incomplete gamma function P(a, x); float32 only, same dtypes.  Holds an
    LGamma Cell as MindSpore's does (its repr shows it)."""

    def __init__(self) -> None:
        super().__init__()
        self.lgamma = LGamma()

    def construct(self, a: Any, x: Any) -> Any:
        _check_input_dtype("a", a.dtype, mstype.float32, "IGamma")
        _check_input_dtype("x", x.dtype, a.dtype, "IGamma")
        return ops.igamma(a, x)


class LGamma(Cell):
    """LGamma()(x): log |Gamma(x)| (float16/float32)."""

    def construct(self, x: Any) -> Any:
        _check_input_dtype("x", x.dtype, _HALF_SINGLE, "LGamma")
        return ops.lgamma(x)


class DiGamma(Cell):
    """DiGamma()(x): the digamma function (float16/float32)."""

    def construct(self, x: Any) -> Any:
        _check_input_dtype("x", x.dtype, _HALF_SINGLE, "DiGamma")
        return ops.digamma(x)


class LBeta(Cell):
    """LBeta()(x, y): log Beta(x, y) = lgamma(x) + lgamma(y) - lgamma(x + y), broadcast (float16/float32), with
    MindSpore's LGamma Cell (its repr shows it)."""

    def __init__(self) -> None:
        super().__init__()
        self.lgamma = LGamma()

    def construct(self, x: Any, y: Any) -> Any:
        _check_input_dtype("x", x.dtype, _HALF_SINGLE, "LBeta")
        _check_input_dtype("y", y.dtype, x.dtype, "LBeta")
        return self.lgamma(x) + self.lgamma(y) - self.lgamma(x + y)


class Moments(Cell):
    """Moments(axis=None, keep_dims=None)(x): (mean, variance) over ``axis`` (all axes by default)."""

    def __init__(self, axis: Any = None, keep_dims: Any = None) -> None:
        super().__init__()
        if axis is None:
            axis = ()
        if isinstance(axis, tuple):
            for idx, item in enumerate(axis):
                if not isinstance(item, int) or isinstance(item, bool):
                    raise TypeError(f"For 'Moments', the type of 'axis[{idx}]' should be 'int', "
                                    f"but got '{type(item).__name__}'.")
        if not isinstance(axis, (int, tuple)) or isinstance(axis, bool):
            raise TypeError(f"For 'Moments', the type of 'axis' should be one of ['int', 'tuple'], "
                            f"but got '{type(axis).__name__}'.")
        if keep_dims is None:
            keep_dims = False
        if not isinstance(keep_dims, bool):
            raise TypeError(f"For 'Moments', the type of 'keep_dims' should be 'bool', "
                            f"but got '{type(keep_dims).__name__}'.")
        self.axis = axis
        self.keep_dims = keep_dims

    def construct(self, x: Any) -> Any:
        _check_input_dtype("input x", x.dtype, _HALF_SINGLE, "Moments")
        half = x.dtype == mstype.float16
        if half:
            x = ops.cast(x, mstype.float32)
        mean = ops.mean(x, self.axis, True)
        variance = ops.mean(ops.square(x - ops.stop_gradient(mean)), self.axis, True)
        if not self.keep_dims:
            mean = ops.squeeze(mean, self.axis)
            variance = ops.squeeze(variance, self.axis)
        if half:
            return ops.cast(mean, mstype.float16), ops.cast(variance, mstype.float16)
        return mean, variance


class CosineSimilarity(Cell):
    """nn.layer.CosineSimilarity(dim=1, eps=1e-08)(x1, x2): sum(x1*x2, dim) / sqrt(max(sum(x1*x1, dim) *
    sum(x2*x2, dim), eps*eps)), a zero numerator over a zero denominator giving 0 (DivNoNan).  (``nn.CosineSimilarity``
    is the metric, as in MindSpore 2.10; this Cell is ``nn.layer.CosineSimilarity``.)"""

    def __init__(self, dim=1, eps=1e-08):
        super().__init__()
        self.dim = dim
        self.eps = eps
        self.mul = ops.Mul()
        self.div = ops.DivNoNan()
        self.maximum = ops.Maximum()

    def construct(self, x1, x2):
        if not isinstance(x1, Tensor):
            raise TypeError(f"For 'CosineSimilarity', 'x1' must be a tensor, but got {type(x1)}")
        if not isinstance(x2, Tensor):
            raise TypeError(f"For 'CosineSimilarity', 'x2' must be a tensor, but got {type(x2)}")
        w12 = self.mul(x1, x2).sum(self.dim)
        w1 = self.mul(x1, x1).sum(self.dim)
        w2 = self.mul(x2, x2).sum(self.dim)
        n12 = self.maximum(self.mul(w1, w2), self.eps * self.eps).sqrt()
        return self.div(w12, n12)
