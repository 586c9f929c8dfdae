"""The shared body of the device switches: argument checks and MindSpore's CPU-target answer."""
from __future__ import annotations

from typing import Any, Dict, Sequence

from .. import log as logger
from ..context import get_context

_CALLED: Dict[str, bool] = {}


def check_type(fn: str, name: str, value: Any, types: Any) -> None:
    """``args_type_check``'s TypeError."""
    if not isinstance(value, types) or (types is int and isinstance(value, bool)):
        tname = types.__name__ if isinstance(types, type) else types
        raise TypeError(f"The argument '{name}' must be {tname}, but got {type(value)}")


def supported(key: str, device: str) -> bool:
    """False (with MindSpore's error log) on the first call of a ``device`` switch while the target is another
    device; later calls go on to the argument check."""
    if _CALLED.get(key):
        return True
    _CALLED[key] = True
    target = get_context("device_target")
    if target != device:
        logger.error(f"{target} device is not supported. Please use correct device")
        return False
    return True


def choose(qualname: str, key: str, device: str, mode: Any, modes: Sequence[str]) -> None:
    """A switch taking one of ``modes``: a ValueError for another value."""
    if not supported(key, device):
        return
    if mode not in modes:
        raise ValueError(f"For '{qualname}', the argument must be in {list(modes)} but got {mode}.")
