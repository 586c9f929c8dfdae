"""``mindspore.nn.probability.distribution``: Distribution Cells."""
from .bernoulli import Bernoulli, Distribution  # noqa: F401
from .continuous import (  # noqa: F401
    Beta, Cauchy, Exponential, Gamma, Geometric, Gumbel, HalfNormal, Laplace, Logistic, LogNormal, Normal, Poisson,
    StudentT, Uniform)

__all__ = ["Distribution", "Bernoulli", "Beta", "Cauchy", "Exponential", "Gamma", "Geometric", "Gumbel", "HalfNormal",
           "Laplace", "Logistic", "LogNormal", "Normal", "Poisson", "StudentT", "Uniform"]
