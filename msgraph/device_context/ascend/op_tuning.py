"""``mindspore.device_context.ascend.op_tuning``: accepted, ignored."""
from __future__ import annotations

from .._settings import unsupported


def op_compile(value: bool) -> None:
    unsupported("op_compile")


def aoe_tune_mode(tune_mode: str) -> None:
    unsupported("aoe_tune_mode")


def aoe_job_type(config: str) -> None:
    unsupported("aoe_job_type")


def aclnn_cache(enable_global_cache: bool = False, cache_queue_length: int = 10000) -> None:
    unsupported("aclnn_cache")
