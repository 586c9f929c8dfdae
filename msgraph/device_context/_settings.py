"""The state behind ``device_context``: settings MindSpore lets a process make once."""
from __future__ import annotations

from typing import Any, Set

from .. import context, log

#: the settings made in this process
MADE: Set[str] = set()


def set_once(name: str) -> None:
    """Record that ``name`` is set: MindSpore's RuntimeError when it was set already."""
    if name in MADE:
        raise RuntimeError(f"The '{name}' can not be set repeatedly.")
    MADE.add(name)


def check_type(arg: str, value: Any, kind: type) -> None:
    """MindSpore's args_type_check: a TypeError for an argument of another type."""
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(f"The parameter '{arg}' must be {kind}, but got {type(value)}")


def unsupported(name: str) -> bool:
    """A setting of a device this process does not run (Ascend; GPU where the target is CPU): MindSpore logs
    an error and ignores it."""
    if name not in MADE:
        MADE.add(name)
        log.error(f"{context.get_context('device_target')} device is not supported. Please use correct device")
    return True
