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

from .layout import Layout  # noqa: E402

__all__ = ["ParallelMode", "set_algo_parameters", "get_algo_parameters", "reset_algo_parameters", "shard",
           "reshard", "Layout"]

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


def _world_size() -> int:
    from ._auto_parallel_context import _CTX

    return _CTX.world_size or 1


def shard(fn: Any, in_strategy: Any, out_strategy: Any = None, parameter_plan: Any = None) -> Any:
    """``ms.shard``: the input/output layouts of a Cell or function for auto-parallel.  On one device (MindSpore's
    group size 1) it returns ``fn`` itself; in a data-parallel world a Cell records the strategies (Cell.shard),
    since msgraph does not split operators."""
    if _world_size() > 1 and callable(getattr(fn, "shard", None)):
        fn.shard(in_strategy, out_strategy, parameter_plan)
    return fn


def reshard(tensor: Any, layout: Any) -> Any:
    """``ms.reshard``: redistribute ``tensor`` to ``layout``; on one device (group size 1) it is ``tensor``, and
    msgraph's data-parallel worlds keep every Tensor whole, so it is ``tensor`` there too."""
    return tensor
