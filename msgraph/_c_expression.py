"""``mindspore._c_expression``: MindSpore's C++ extension module.  msgraph provides the few Python-
visible names user code imports from it (``CreationType``: how a view Tensor was created, which
MindSpore's PyNative executor reads before an in-place write; ``TensorPy``, the base class of Tensor and
Parameter, which MindSpore's test framework checks results against; ``security.enable_security()``: False,
as in MindSpore's release builds, which MindSpore's tests read through ``tests/security_utils.py``;
``get_code_extra(fn)``: the bytecode-capture (PIJit) record of a function, None here as msgraph compiles
``capture_mode='bytecode'`` functions from their source, like 'ast')."""
from __future__ import annotations

import enum

from .common.tensor import Tensor as TensorPy   # the C++ base class of MindSpore's Tensor (isinstance checks)

__all__ = ["CreationType", "TensorPy", "get_code_extra", "security"]


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


def get_code_extra(fn):  # noqa: ARG001 - MindSpore's signature
    """MindSpore's PIJit record of ``fn``'s code object (stat, break count, compiled code); msgraph keeps none,
    so MindSpore's tests that check it when present (``jcr is not None``) skip the check."""
    return None
