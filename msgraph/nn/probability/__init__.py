"""``mindspore.nn.probability``: probability distributions and bijectors."""
from . import distribution  # noqa: F401
from . import bijector  # noqa: F401
