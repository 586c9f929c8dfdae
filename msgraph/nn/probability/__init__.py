"""``mindspore.nn.probability``: probability distributions (``distribution.Bernoulli``)."""
from . import distribution  # noqa: F401
