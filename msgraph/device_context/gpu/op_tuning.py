"""``mindspore.device_context.gpu.op_tuning``: accepted, nothing to tune."""
from __future__ import annotations

from .._settings import unsupported


def conv_fprop_algo(mode: str) -> None:
    unsupported("conv_fprop_algo")


def conv_wgrad_algo(mode: str) -> None:
    unsupported("conv_wgrad_algo")


def conv_dgrad_algo(mode: str) -> None:
    unsupported("conv_dgrad_algo")
