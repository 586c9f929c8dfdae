"""``mindspore.experimental``: the PyTorch-style optimizers and learning-rate schedulers (``optim``)."""
from __future__ import annotations

from . import optim
from .map_parameter import MapParameter  # noqa: F401  (h-gpua2: importable; constructing it raises)

__all__ = ["optim", "MapParameter"]
