"""``mindspore.nn.probability.distribution``: Distribution Cells (Bernoulli so far)."""
from .bernoulli import Bernoulli, Distribution  # noqa: F401

__all__ = ["Distribution", "Bernoulli"]
