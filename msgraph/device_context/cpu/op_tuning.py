"""CPU kernel thread count (recorded once, as MindSpore allows; numpy's threads are not changed)."""
from .._switch import check_type

_STATE = {"threads_num": None}


def threads_num(num: int) -> None:
    check_type("threads_num", "num", num, int)
    if _STATE["threads_num"] is not None:
        raise RuntimeError("The 'threads_num' can not be set repeatedly.")
    if num <= 0:
        raise ValueError(f"The 'num' must be positive int, but got {num}.")
    _STATE["threads_num"] = num
