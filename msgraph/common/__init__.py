"""Tensors, Parameters, dtypes and the global random state (``mindspore.common``)."""
from .random import get_seed, set_seed  # noqa: F401
