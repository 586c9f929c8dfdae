"""``mindspore.device_context.gpu.op_precision``: accepted, nothing to tune."""
from __future__ import annotations

from .._settings import check_type, unsupported


def matmul_allow_tf32(value: bool) -> None:
    check_type("value", value, bool)
    unsupported("matmul_allow_tf32")


def conv_allow_tf32(value: bool) -> None:
    check_type("value", value, bool)
    unsupported("conv_allow_tf32")
