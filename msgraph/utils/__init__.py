"""``mindspore.utils``: the hardware-check helpers MindSpore code calls (``stress_detect``) and the offline check of the ranks' communication execution orders."""
from __future__ import annotations

from ..tools.stress import stress_detect
from .runtime_execution_order_check import comm_exec_order_check, runtime_execution_order_check

__all__ = ["stress_detect", "runtime_execution_order_check", "comm_exec_order_check"]
