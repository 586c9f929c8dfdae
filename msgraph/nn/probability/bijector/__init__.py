"""``mindspore.nn.probability.bijector``: Bijector Cells (Exp, GumbelCDF, Invert, PowerTransform,
ScalarAffine, Softplus)."""
from .bijector import Bijector, Exp, GumbelCDF, Invert, PowerTransform, ScalarAffine, Softplus  # noqa: F401

__all__ = ["Bijector", "Exp", "GumbelCDF", "Invert", "PowerTransform", "ScalarAffine", "Softplus"]
