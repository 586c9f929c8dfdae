"""``mindspore.device_context.ascend.op_precision``: accepted, ignored."""
from __future__ import annotations

from .._settings import unsupported


def precision_mode(mode: str) -> None:
    unsupported("precision_mode")


def op_precision_mode(path: str) -> None:
    unsupported("op_precision_mode")


def matmul_allow_hf32(value: bool) -> None:
    unsupported("matmul_allow_hf32")


def conv_allow_hf32(value: bool) -> None:
    unsupported("conv_allow_hf32")
