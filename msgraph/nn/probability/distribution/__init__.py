"""``mindspore.nn.probability.distribution``: Distribution Cells."""
from .distribution import Distribution  # noqa: F401
from .bernoulli import Bernoulli  # noqa: F401
from .categorical import Categorical  # noqa: F401
from .continuous import (  # noqa: F401
    Beta, Cauchy, Exponential, Gamma, Geometric, Gumbel, HalfNormal, Laplace, Logistic, LogNormal, Normal, Poisson,
    StudentT, Uniform)
from .transformed_distribution import TransformedDistribution  # noqa: F401

__all__ = ["Distribution", "TransformedDistribution", "Bernoulli", "Categorical", "Beta", "Cauchy", "Exponential",
           "Gamma", "Geometric", "Gumbel", "HalfNormal", "Laplace", "Logistic", "LogNormal", "Normal", "Poisson",
           "StudentT", "Uniform"]
