"""``mindspore.utils``: the hardware-check helpers MindSpore code calls (``stress_detect``)."""
from __future__ import annotations

from ..tools.stress import stress_detect

__all__ = ["stress_detect"]
