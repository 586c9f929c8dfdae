"""Bernoulli distribution (MindSpore's ``nn.probability.distribution.Bernoulli``).

Every method takes the parameter as an optional last argument (``probs1``), which overrides the
one given at construction; with neither, the call is an error, as in MindSpore.  The math is Tensor
arithmetic and ``ops`` calls, so the methods work in Graph mode inside ``construct`` too.
"""
from __future__ import annotations

from typing import Any, Optional

from .... import ops
from ....common import dtype as mstype
from ....common.tensor import Tensor
from ...cell import Cell


class Distribution(Cell):
    """Base class: keeps ``seed``, ``dtype`` and ``name``; subclasses define the methods."""

    def __init__(self, seed: Optional[int], dtype: Any, name: str, param: Optional[dict] = None):
        super().__init__()
        self._seed = 0 if seed is None else seed
        self._dtype = dtype
        self._name = name
        self._parameters_dict = dict(param or {})

    @property
    def name(self) -> str:
        return self._name

    @property
    def dtype(self) -> Any:
        return self._dtype

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def parameters(self) -> dict:
        return self._parameters_dict


def _prob_tensor(p: Any) -> Any:
    if p is None or not isinstance(p, (int, float, list, tuple)):
        return p
    return Tensor(p, mstype.float32)


class Bernoulli(Distribution):
    """Bernoulli(probs=None, seed=None, dtype=mstype.int32, name='Bernoulli'): 1 with probability ``probs``."""

    def __init__(self, probs: Any = None, seed: Optional[int] = None, dtype: Any = mstype.int32,
                 name: str = "Bernoulli"):
        super().__init__(seed, dtype, name, {"probs": probs})
        self._probs = _prob_tensor(probs)

    @property
    def probs(self) -> Any:
        return self._probs

    def _p(self, probs1: Any) -> Any:
        p = _prob_tensor(probs1) if probs1 is not None else self._probs
        if p is None:
            raise ValueError(f"For '{self._name}', the probs must be given either at construction or in the call.")
        return p

    @staticmethod
    def _check_dist(dist: str) -> None:
        if dist != "Bernoulli":
            raise ValueError(f"For 'Bernoulli', the distribution to compare with must be 'Bernoulli', but got {dist!r}.")

    def mean(self, probs1: Any = None) -> Any:
        return self._p(probs1)

    def mode(self, probs1: Any = None) -> Any:
        p = self._p(probs1)
        return ops.cast(p > 0.5, mstype.float32)

    def var(self, probs1: Any = None) -> Any:
        p = self._p(probs1)
        return p * (1.0 - p)

    def sd(self, probs1: Any = None) -> Any:
        return ops.sqrt(self.var(probs1))

    def entropy(self, probs1: Any = None) -> Any:
        p = self._p(probs1)
        log = ops.log
        return -(p * log(p) + (1.0 - p) * log(1.0 - p))

    def kl_loss(self, dist: str, probs1_b: Any, probs1: Any = None) -> Any:
        """KL(a || b), a the distribution's own probs (or probs1), b a Bernoulli(probs1_b)."""
        self._check_dist(dist)
        a, b = self._p(probs1), _prob_tensor(probs1_b)
        log = ops.log
        return a * log(a / b) + (1.0 - a) * log((1.0 - a) / (1.0 - b))

    def cross_entropy(self, dist: str, probs1_b: Any, probs1: Any = None) -> Any:
        """H(a, b) = H(a) + KL(a || b)."""
        self._check_dist(dist)
        return self.entropy(probs1) + self.kl_loss(dist, probs1_b, probs1)

    def prob(self, value: Any, probs1: Any = None) -> Any:
        p = self._p(probs1)
        v = ops.cast(value, mstype.float32)
        return v * p + (1.0 - v) * (1.0 - p)

    def log_prob(self, value: Any, probs1: Any = None) -> Any:
        return ops.log(self.prob(value, probs1))

    def cdf(self, value: Any, probs1: Any = None) -> Any:
        p = self._p(probs1)
        v = ops.cast(value, mstype.float32)
        zeros = v * 0.0
        return ops.select(v < 0.0, zeros, ops.select(v < 1.0, zeros + (1.0 - p), zeros + 1.0))

    def construct(self, name: str, *args: Any) -> Any:
        return getattr(self, name)(*args)
