"""``mindspore._c_expression``: MindSpore's C++ extension module.  msgraph provides the few Python-
visible names user code imports from it (``CreationType``: how a view Tensor was created, which
MindSpore's PyNative executor reads before an in-place write; ``TensorPy``, the base class of Tensor and
Parameter, which MindSpore's test framework checks results against; ``security.enable_security()``: False,
as in MindSpore's release builds, which MindSpore's tests read through ``tests/security_utils.py``)."""
from __future__ import annotations

import enum

from .common.tensor import Tensor as TensorPy   # the C++ base class of MindSpore's Tensor (isinstance checks)

__all__ = ["CreationType", "TensorPy", "security"]


class CreationType(enum.IntEnum):
    DEFAULT = 0
    NO_GRAD_MODE = 1
    MULTI_OUTPUT = 2
    CUSTOM_BPROP = 3


class security:  # noqa: N801 -- MindSpore's submodule name
    """MindSpore's security switch: a build option, off in the released packages."""

    @staticmethod
    def enable_security() -> bool:
        return False
