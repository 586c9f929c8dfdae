"""``mindspore.experimental``: the PyTorch-style optimizers and learning-rate schedulers (``optim``)."""
from __future__ import annotations

from . import optim

__all__ = ["optim"]
