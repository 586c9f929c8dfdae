"""TransformedDistribution: the distribution of ``Y = g(X)`` for a Bijector ``g`` and a Distribution of X.

``log_prob(y) = dist.log_prob(g^-1(y)) + g.inverse_log_jacobian(y)`` (left at -inf where the first term
is), ``cdf(y) = dist.cdf(g^-1(y))``, ``sample = g(dist.sample)``; ``mean`` only for bijectors with a
constant Jacobian, as in MindSpore.
"""
from __future__ import annotations

from typing import Any, Optional

import numpy as np

from .... import ops
from .distribution import _CALLABLE, Distribution

__all__ = ["TransformedDistribution"]


class TransformedDistribution(Distribution):
    """TransformedDistribution(bijector, distribution, seed=None, name='transformed_distribution')."""

    def __init__(self, bijector: Any, distribution: Any, seed: Optional[int] = None,
                 name: str = "transformed_distribution") -> None:
        from ..bijector.bijector import Bijector   # the bijector package imports this one

        if not isinstance(bijector, Bijector):
            raise TypeError(f"For 'TransformedDistribution', the type of 'bijector' should be 'Bijector', but got "
                            f"'{type(bijector).__name__}'.")
        if not isinstance(distribution, Distribution):
            raise TypeError(f"For 'TransformedDistribution', the type of 'distribution' should be 'Distribution', "
                            f"but got '{type(distribution).__name__}'.")
        if str(distribution.dtype).lower() not in ("float16", "float32", "float64"):
            raise TypeError(f"For 'TransformedDistribution', the 'dtype' should be a float type, but got "
                            f"{distribution.dtype}.")
        super().__init__(seed, distribution.dtype, name,
                         {"bijector": bijector, "distribution": distribution, "seed": seed, "name": name})
        self._bijector = bijector
        self._distribution = distribution
        self._is_linear_transformation = bijector.is_constant_jacobian

    @property
    def bijector(self) -> Any:
        return self._bijector

    @property
    def distribution(self) -> Any:
        return self._distribution

    @property
    def is_linear_transformation(self) -> bool:
        return self._is_linear_transformation

    @property
    def batch_shape(self) -> Any:
        return getattr(self._distribution, "batch_shape", None)

    @property
    def broadcast_shape(self) -> Any:
        """The bijector's batch shape broadcast with the distribution's (None where either is None)."""
        a, b = self.batch_shape, self._bijector.batch_shape
        if a is None or b is None:
            return None
        return tuple(np.broadcast_shapes(tuple(a), tuple(b)))

    @property
    def is_scalar_batch(self) -> bool:
        return bool(getattr(self._distribution, "is_scalar_batch", False) and self._bijector.is_scalar_batch)

    def cdf(self, value: Any, *args: Any) -> Any:
        return self._distribution("cdf", self._bijector("inverse", value), *args)

    def log_cdf(self, value: Any, *args: Any) -> Any:
        return ops.log(self.cdf(value, *args))

    def survival_function(self, value: Any, *args: Any) -> Any:
        return 1.0 - self.cdf(value, *args)

    def log_survival(self, value: Any, *args: Any) -> Any:
        return ops.log(self.survival_function(value, *args))

    def log_prob(self, value: Any, *args: Any) -> Any:
        unadjusted = self._distribution("log_prob", self._bijector("inverse", value), *args)
        log_jacobian = self._bijector("inverse_log_jacobian", value)
        return ops.select(ops.equal(unadjusted, -np.inf), unadjusted, unadjusted + log_jacobian)

    def prob(self, value: Any, *args: Any) -> Any:
        return ops.exp(self.log_prob(value, *args))

    def sample(self, *args: Any) -> Any:
        return self._bijector("forward", self._distribution("sample", *args))

    def mean(self, *args: Any) -> Any:
        if not self._is_linear_transformation:   # MindSpore 2.10's TransformedDistribution._mean: a ValueError
            raise ValueError("mean function must be implemented for non-linear transformation")
        return self._bijector("forward", self._distribution("mean", *args))

    def construct(self, name: str, *args: Any) -> Any:
        if name not in _CALLABLE:   # MindSpore's Distribution.construct knows its method names only
            raise NotImplementedError(f"{name} is not implemented for {self._name} distribution.")
        return getattr(self, name)(*args)
