"""``mindspore.utils``: the hardware-check helpers MindSpore code calls (``stress_detect``) and the offline check of the ranks' communication execution orders."""
from __future__ import annotations

from ..tools.stress import stress_detect
from .runtime_execution_order_check import comm_exec_order_check, runtime_execution_order_check

__all__ = ["stress_detect", "runtime_execution_order_check", "comm_exec_order_check"]
from ..ops.tensor_api26 import from_dlpack, to_dlpack  # noqa: F401,E402  (api26: mindspore.utils.dlpack's functions)
from . import dlpack  # noqa: F401,E402

__all__ += ["from_dlpack", "to_dlpack"]
