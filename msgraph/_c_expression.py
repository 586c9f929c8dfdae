"""``mindspore._c_expression``: MindSpore's C++ extension module.  msgraph provides the few Python-
visible names user code imports from it (``CreationType``: how a view Tensor was created, which
MindSpore's PyNative executor reads before an in-place write)."""
from __future__ import annotations

import enum

__all__ = ["CreationType"]


class CreationType(enum.IntEnum):
    DEFAULT = 0
    NO_GRAD_MODE = 1
    MULTI_OUTPUT = 2
    CUSTOM_BPROP = 3
