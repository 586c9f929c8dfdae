"""``ds.config``: the dataset pipeline's global settings (seed, workers, prefetch size).

The seed follows MindSpore: ``ds.config.get_seed()`` is 5489 (the mt19937 default) until a seed is
set, and ``ms.set_seed(n)`` sets it too (the last of ``ms.set_seed`` / ``ds.config.set_seed`` wins).
"""
from __future__ import annotations

import os
from typing import Any, Optional

_DEFAULT_SEED = 5489  # std::mt19937's default seed, MindSpore's dataset seed until one is set
_UINT32_MAX = 4294967295
_INT32_MAX = 2147483647

_ds_seed: Optional[int] = None
_ms_seed_when_set: Optional[int] = None  # ms.set_seed's value when ds.config.set_seed was called
_num_parallel_workers: Optional[int] = None
_prefetch_size = 16
_callback_timeout = 60
_monitor_sampling_interval = 1000


def _check_int(name: str, value: Any, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} with value {value!r} is not of type [<class 'int'>], but got {type(value)}.")
    if not lo <= value <= hi:
        raise ValueError(f"Input {name} is not within the required interval of [{lo}, {hi}].")
    return value


def _ms_seed() -> Optional[int]:
    from ...common import random as _random

    return _random.get_seed()


def set_seed(seed: int) -> None:
    """Seed the dataset pipeline (shuffles, samplers, random transforms); 0 <= seed <= 2**32 - 1."""
    global _ds_seed, _ms_seed_when_set
    _ds_seed = _check_int("seed", seed, 0, _UINT32_MAX)
    _ms_seed_when_set = _ms_seed()


def get_seed() -> int:
    """The pipeline seed: the last one given to ``ds.config.set_seed`` or ``ms.set_seed``, else 5489."""
    ms_seed = _ms_seed()
    if _ds_seed is not None and ms_seed == _ms_seed_when_set:
        return _ds_seed
    if ms_seed is not None:
        return int(ms_seed) & _UINT32_MAX
    return _DEFAULT_SEED


def set_num_parallel_workers(num: int) -> None:
    """Accepted for compatibility: msgraph runs each pipeline in one background thread."""
    global _num_parallel_workers
    _num_parallel_workers = _check_int("num_parallel_workers", num, 1, _INT32_MAX)


def get_num_parallel_workers() -> int:
    if _num_parallel_workers is not None:
        return _num_parallel_workers
    return min(8, os.cpu_count() or 1)


def set_prefetch_size(size: int) -> None:
    """Rows each iterator's background thread may compute ahead of the consumer."""
    global _prefetch_size
    _prefetch_size = _check_int("size", size, 1, _INT32_MAX)


def get_prefetch_size() -> int:
    return _prefetch_size


def set_callback_timeout(timeout: int) -> None:
    global _callback_timeout
    _callback_timeout = _check_int("timeout", timeout, 1, _INT32_MAX)


def get_callback_timeout() -> int:
    return _callback_timeout


def set_monitor_sampling_interval(interval: int) -> None:
    global _monitor_sampling_interval
    _monitor_sampling_interval = _check_int("interval", interval, 0, _INT32_MAX)


def get_monitor_sampling_interval() -> int:
    return _monitor_sampling_interval


def set_enable_shared_mem(enable: bool) -> None:  # accepted: there is no worker process to share with
    if not isinstance(enable, bool):
        raise TypeError(f"enable with value {enable!r} is not of type [<class 'bool'>].")


def get_enable_shared_mem() -> bool:
    return False


def set_auto_num_workers(enable: bool) -> None:  # accepted: one worker thread per pipeline
    if not isinstance(enable, bool):
        raise TypeError(f"enable with value {enable!r} is not of type [<class 'bool'>].")


def set_numa_enable(numa_enable: bool) -> None:  # accepted, no effect
    if not isinstance(numa_enable, bool):
        raise TypeError(f"numa_enable with value {numa_enable!r} is not of type [<class 'bool'>].")


def load(file: str) -> None:  # config files are not read
    raise NotImplementedError("ds.config.load: msgraph does not read dataset config files.")
