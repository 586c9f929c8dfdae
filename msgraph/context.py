"""Execution context: mode, device and debug switches.

``set_context``/``get_context`` follow MindSpore; :func:`context` is a ``with``
form that restores the previous values even when the body raises.
"""
from __future__ import annotations

import contextlib
import os
import threading
from typing import Any, Dict

GRAPH_MODE = 0
PYNATIVE_MODE = 1

_VALID: Dict[str, Any] = {
    "mode": (GRAPH_MODE, PYNATIVE_MODE),
    "device_target": ("CPU", "GPU"),
    "save_graphs": (False, True, 0, 1, 2, 3),
    "save_graphs_path": str,
    "jit_syntax_level": ("STRICT", "LAX"),
    "jit_level": ("O0", "O1", "O2"),
    "device_id": int,
    "max_call_depth": int,
    "deterministic": ("ON", "OFF"),
}


def _env_save_graphs() -> int:
    for name in ("MSGRAPH_SAVE_GRAPHS", "MS_DEV_SAVE_GRAPHS"):
        if os.environ.get(name):
            try:
                return int(os.environ[name])
            except ValueError:
                return 1
    return 0


def _defaults() -> Dict[str, Any]:
    return {
        "mode": PYNATIVE_MODE,
        "device_target": "CPU",
        "save_graphs": _env_save_graphs(),
        "save_graphs_path": os.environ.get("MSGRAPH_SAVE_GRAPHS_PATH",
                                           os.environ.get("MS_DEV_SAVE_GRAPHS_PATH", ".")),
        "jit_syntax_level": "LAX",
        "jit_level": "O1",
        "device_id": 0,
        "max_call_depth": 1000,
        "deterministic": "OFF",
    }


_lock = threading.RLock()
_state: Dict[str, Any] = _defaults()


def _check(key: str, value: Any) -> None:
    from .errors import ContextError

    if key not in _VALID:
        raise ContextError(f"set_context: unknown key {key!r}.",
                           hint=f"valid keys are: {', '.join(sorted(_VALID))}")
    rule = _VALID[key]
    if isinstance(rule, type):
        if not isinstance(value, rule) or isinstance(value, bool) and rule is int:
            raise ContextError(f"set_context: {key} must be {rule.__name__}, got {value!r}.")
    elif value not in rule or (isinstance(value, bool) and key == "mode"):
        raise ContextError(f"set_context: invalid value {value!r} for {key!r}.",
                           hint=f"valid values are: {', '.join(map(repr, rule))}")


def set_context(**kwargs: Any) -> None:
    """Set context keys (mode, device_target, save_graphs, ...); ValueError on unknown ones."""
    for key, value in kwargs.items():
        _check(key, value)
    with _lock:
        _state.update(kwargs)


def get_context(key: str) -> Any:
    """Return the current value of a context key."""
    from .errors import ContextError

    if key not in _state:
        raise ContextError(f"get_context: unknown key {key!r}.",
                           hint=f"valid keys are: {', '.join(sorted(_VALID))}")
    return _state[key]


@contextlib.contextmanager
def context(**kwargs: Any):
    """``with ms.context(mode=ms.GRAPH_MODE): ...`` sets keys and restores them afterwards."""
    for key, value in kwargs.items():
        _check(key, value)
    with _lock:
        saved = {k: _state[k] for k in kwargs}
        _state.update(kwargs)
    try:
        yield
    finally:
        with _lock:
            _state.update(saved)


def reset_context() -> None:
    """Restore every key to its default (used by tests)."""
    with _lock:
        _state.clear()
        _state.update(_defaults())


def is_graph_mode() -> bool:
    return _state["mode"] == GRAPH_MODE


# --- data parallelism (msgraph/parallel): MindSpore also exposes these from mindspore.context ---
from .parallel._auto_parallel_context import (  # noqa: E402,F401
    ParallelMode, get_auto_parallel_context, reset_auto_parallel_context, set_auto_parallel_context,
)


# --- MindSpore 2.x's device and determinism functions ---------------------------------------------
class DeviceInfo(tuple):
    """``ms.get_current_device()``: ``('CPU', 0)`` with ``.device_target`` and ``.device_id``."""

    def __new__(cls, device_target: str, device_id: int) -> "DeviceInfo":
        return super().__new__(cls, (device_target, device_id))

    @property
    def device_target(self) -> str:
        return self[0]

    @property
    def device_id(self) -> int:
        return self[1]


def set_device(device_target: str, device_id: Any = None) -> None:
    """``ms.set_device``: the ``device_target`` (and ``device_id``) context keys."""
    kw: Dict[str, Any] = {"device_target": device_target}
    if device_id is not None:
        kw["device_id"] = device_id
    set_context(**kw)


def get_current_device() -> DeviceInfo:
    return DeviceInfo(get_context("device_target"), get_context("device_id"))


def set_deterministic(deterministic: bool) -> None:
    """``ms.set_deterministic``: msgraph's kernels are deterministic already; the key reads ON/OFF."""
    if not isinstance(deterministic, bool):
        raise TypeError(f"For 'set_deterministic', the parameter must be bool, but got {type(deterministic).__name__}.")
    set_context(deterministic="ON" if deterministic else "OFF")


def set_recursion_limit(recursion_limit: int = 1000) -> None:
    """``ms.set_recursion_limit``: the call depth a graph may reach (``max_call_depth``)."""
    if isinstance(recursion_limit, bool) or not isinstance(recursion_limit, int) or recursion_limit <= 0:
        raise ValueError(f"For 'set_recursion_limit', the recursion_limit must be a positive int, but got "
                         f"{recursion_limit!r}.")
    set_context(max_call_depth=recursion_limit)
