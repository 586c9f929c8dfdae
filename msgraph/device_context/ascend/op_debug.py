"""``mindspore.device_context.ascend.op_debug``: accepted, ignored."""
from __future__ import annotations

from typing import Any

from .._settings import unsupported


def execute_timeout(op_timeout: int) -> None:
    unsupported("execute_timeout")


def debug_option(option_value: str) -> None:
    unsupported("debug_option")


def aclinit_config(config: Any) -> None:
    unsupported("aclinit_config")
