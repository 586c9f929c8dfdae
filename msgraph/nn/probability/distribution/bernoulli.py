"""Bernoulli distribution (MindSpore's ``nn.probability.distribution.Bernoulli``).

The parameter ``probs`` (the probability of 1) may be given at construction or as the last argument
of every method, which overrides it. Values and parameters are evaluated in float32; ``mode`` and
``sample`` are in the distribution's dtype (int32 by default), as in MindSpore.
"""
from __future__ import annotations

from typing import Any, Optional, Sequence

from .... import ops
from ....common import dtype as mstype
from .distribution import Distribution, _Parametric, _std_uniform

__all__ = ["Bernoulli", "Distribution"]


class Bernoulli(_Parametric):
    """Bernoulli(probs=None, seed=None, dtype=mstype.int32, name='Bernoulli'): 1 with probability ``probs``."""

    _PARAMS, _DIST, _DISCRETE = ("probs",), "Bernoulli", True
    _REPR = "probs = {}"
    _POSITIVE = {"probs": ""}

    def __init__(self, probs: Any = None, seed: Optional[int] = None, dtype: Any = mstype.int32,
                 name: str = "Bernoulli"):
        super().__init__((probs,), seed, dtype, name)
        self._probs = self._defaults[0]

    @property
    def probs(self) -> Any:
        return self._probs

    def _mean(self, p: Any) -> Any:
        return p

    def _mode(self, p: Any) -> Any:
        return ops.cast(p > 0.5, self._dtype)

    def _var(self, p: Any) -> Any:
        return ops.exp(ops.log(1.0 - p) + ops.log(p))

    def _entropy(self, p: Any) -> Any:
        q = 1.0 - p
        return -(q * ops.log(q)) - p * ops.log(p)

    def _kl(self, own: Sequence[Any], other: Sequence[Any]) -> Any:
        (a,), (b,) = own, other
        return a * ops.log(a / b) + (1.0 - a) * ops.log((1.0 - a) / (1.0 - b))

    def _log_prob(self, v: Any, p: Any) -> Any:
        p = ops.clip_by_value(p, 1.1754944e-38, 1.0 - 1.1754944e-38)   # MindSpore's clamp_probs
        return ops.log(p) * v + ops.log(1.0 - p) * (1.0 - v)

    def _cdf(self, v: Any, p: Any) -> Any:
        v = ops.floor(v)
        zeros = ops.zeros_like(v * p)   # constants (MindSpore's fill): no gradient path through the 0 / 1 branches
        return ops.select(v < 1.0, ops.select(v < 0.0, zeros, zeros + (1.0 - p)), zeros + 1.0)

    def _sample(self, shape: tuple, p: Any) -> Any:
        return ops.cast(_std_uniform(shape, mstype.float32, self.seed) < p, self._dtype)
