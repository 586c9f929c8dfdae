"""``mindspore.device_context.cpu.op_tuning``."""
from __future__ import annotations

from ... import context
from .._settings import check_type, set_once


def threads_num(num: int) -> None:
    """The CPU kernel thread count (``runtime_num_threads``): a positive int, set once per process (msgraph's
    kernels do not read it)."""
    check_type("num", num, int)
    if num <= 0:
        raise ValueError(f"The 'num' must be int and must > 0, but got '{num}' with type 'int'.")
    set_once("threads_num")
    context.set_context(runtime_num_threads=num)
