"""``mindspore.set_ps_context`` / ``get_ps_context`` / ``reset_ps_context``: the parameter-server context.

msgraph has no parameter-server training: the settings are kept and read back with MindSpore's keys,
defaults, type checks and errors, and change nothing else (``enable_ps=True`` trains as usual)."""
from __future__ import annotations

import os
from typing import Any, Dict

_DEFAULTS: Dict[str, Any] = {"server_mode": "", "enable_ps": False, "worker_num": 0, "server_num": 0,
                             "scheduler_ip": "127.0.0.1", "scheduler_port": 6667, "enable_ssl": False,
                             "config_file_path": ""}
_TYPES = {"server_mode": str, "ms_role": str, "enable_ps": bool, "worker_num": int, "server_num": int,
          "scheduler_ip": str, "scheduler_port": int, "enable_ssl": bool, "client_password": str,
          "server_password": str, "config_file_path": str}
_state: Dict[str, Any] = dict(_DEFAULTS)


def set_ps_context(**kwargs: Any) -> None:
    """Set parameter-server context keys (``enable_ps``, ``config_file_path``, ``enable_ssl``, ...)."""
    if "enable_ps" in kwargs and not isinstance(kwargs["enable_ps"], bool):
        raise TypeError(f"The parameter 'enable_ps' must be {bool}, but got {type(kwargs['enable_ps'])}")
    for key, value in kwargs.items():
        if key not in _TYPES:
            raise ValueError(f"Set PS context keyword {key} is not recognized!")
        want = _TYPES[key]
        if not isinstance(value, want) or (want is int and isinstance(value, bool)):
            raise TypeError(f"set_{key}(): incompatible function arguments. The following argument types are "
                            f"supported:\n    1. (self: PSContext, arg0: {want.__name__}) -> None")
        if key in ("ms_role", "client_password", "server_password"):
            continue  # the role comes from the MS_ROLE environment variable; passwords are not kept
        _state[key] = value


def get_ps_context(attr_key: str) -> Any:
    """The value of one parameter-server context key."""
    if attr_key == "ms_role":
        return os.environ.get("MS_ROLE", "MS_NOT_PS") if _state["enable_ps"] else "MS_NOT_PS"
    if attr_key not in _DEFAULTS:
        raise ValueError(f"Get PS context keyword {attr_key} is not recognized!")
    return _state[attr_key]


def reset_ps_context() -> None:
    """Back to ``enable_ps=False`` (the other keys keep their values, as in MindSpore)."""
    _state["enable_ps"] = False
