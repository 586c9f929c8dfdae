"""``mindspore.nn.probability``: probability distributions, bijectors and Bayesian layers."""
from . import distribution  # noqa: F401
from . import bijector  # noqa: F401
from . import bnn_layers  # noqa: F401
