"""``mindspore.nn.optim.momentum``: nn.Momentum (defined in sgd.py)."""
from .sgd import Momentum  # noqa: F401

__all__ = ["Momentum"]
