"""MindSpore's ``mindspore.parallel._utils`` helpers that model-zoo code imports."""
from __future__ import annotations

from ._auto_parallel_context import ParallelMode, _CTX, auto_parallel_context


def _get_parallel_mode() -> str:
    return auto_parallel_context().get_parallel_mode()


def _get_gradients_mean() -> bool:
    return auto_parallel_context().get_gradients_mean()


def _get_device_num() -> int:
    """1 in stand-alone mode; else device_num if it was set, else the world group's size."""
    if _get_parallel_mode() == ParallelMode.STAND_ALONE:
        return 1
    if not _CTX.device_num_is_set:
        from ..communication import get_group_size

        return get_group_size()
    return _CTX.device_num


def _get_global_rank() -> int:
    from ..communication import get_rank

    return auto_parallel_context().get_global_rank() if _CTX.global_rank_is_set else get_rank()


def _is_in_auto_parallel_mode() -> bool:
    return _get_parallel_mode() in (ParallelMode.SEMI_AUTO_PARALLEL, ParallelMode.AUTO_PARALLEL)
