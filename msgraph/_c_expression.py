"""``mindspore._c_expression``: MindSpore's C++ extension module.  msgraph provides the few Python-
visible names user code imports from it (``CreationType``: how a view Tensor was created, which
MindSpore's PyNative executor reads before an in-place write; ``TensorPy``, the base class of Tensor and
Parameter, which MindSpore's test framework checks results against)."""
from __future__ import annotations

import enum

from .common.tensor import Tensor as TensorPy   # the C++ base class of MindSpore's Tensor (isinstance checks)

__all__ = ["CreationType", "TensorPy"]


class CreationType(enum.IntEnum):
    DEFAULT = 0
    NO_GRAD_MODE = 1
    MULTI_OUTPUT = 2
    CUSTOM_BPROP = 3
