"""``mindspore.parallel``: the auto-parallel context and ParallelMode (msgraph implements data parallelism).

``set_algo_parameters`` and friends are accepted and stored (they tune MindSpore's sharding search,
which msgraph does not have).
"""
from __future__ import annotations

from typing import Any, Dict

from ._auto_parallel_context import (  # noqa: F401
    ParallelMode, auto_parallel_context, get_auto_parallel_context, reset_auto_parallel_context,
    set_auto_parallel_context,
)

__all__ = ["ParallelMode", "set_algo_parameters", "get_algo_parameters", "reset_algo_parameters"]

_ALGO_DEFAULTS: Dict[str, Any] = {"fully_use_devices": True, "elementwise_op_strategy_follow": False,
                                  "enable_algo_approxi": False, "algo_approxi_epsilon": 0.1,
                                  "tensor_slice_align_enable": False, "tensor_slice_align_size": 16}
_ALGO: Dict[str, Any] = dict(_ALGO_DEFAULTS)


def set_algo_parameters(**kwargs: Any) -> None:
    """Store sharding-search parameters (no effect in msgraph); unknown keys raise ValueError."""
    for key in kwargs:
        if key not in _ALGO_DEFAULTS:
            raise ValueError(f"Set context keyword {key} is not recognized!")
    _ALGO.update(kwargs)


def get_algo_parameters(attr_key: str) -> Any:
    if attr_key not in _ALGO:
        raise ValueError(f"Get context keyword {attr_key} is not recognized!")
    return _ALGO[attr_key]


def reset_algo_parameters() -> None:
    _ALGO.clear()
    _ALGO.update(_ALGO_DEFAULTS)
