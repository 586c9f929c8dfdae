"""``ds.config``: the dataset pipeline's global settings (seed, workers, prefetch size).

The seed follows MindSpore: ``ds.config.get_seed()`` is 5489 (the mt19937 default) until a seed is
set, and ``ms.set_seed(n)`` sets it too (the last of ``ms.set_seed`` / ``ds.config.set_seed`` wins).
"""
from __future__ import annotations

import os
from enum import IntEnum
from typing import Any, Callable, Dict, Optional

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


def seed_is_set() -> bool:
    """Whether the seed is one the user chose: MindSpore takes the default (std::mt19937's 5489) as 'no seed'."""
    return get_seed() != _DEFAULT_SEED


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


class ErrorSamplesMode(IntEnum):
    """What a map does with a row whose operations fail: RETURN raises, REPLACE and SKIP as MindSpore (see MapDataset)."""

    RETURN = 0
    REPLACE = 1
    SKIP = 2


# Settings of MindSpore's C++ engine that have nothing to act on here (no worker processes, no
# autotuner, no device queue): accepted, remembered and returned by the getters.
_FLAGS: Dict[str, Any] = {
    "auto_num_workers": False, "auto_offload": False, "autotune_interval": 0, "debug_mode": False,
    "dynamic_shape": False, "enable_autotune": False, "enable_shared_mem": True, "enable_watchdog": True,
    "error_samples_mode": ErrorSamplesMode.RETURN, "fast_recovery": True, "multiprocessing_start_method": "fork",
    "multiprocessing_timeout_interval": 300, "numa_enable": False, "video_backend": "CPU", "sending_batches": 0,
    "iterator_mode": {"do_copy": False, "parallel_convert": False},
}


def _flag_setter(name: str, kind: type) -> Callable[..., None]:
    def setter(value: Any, *args: Any, **kwargs: Any) -> None:
        if kind is bool and not isinstance(value, bool):
            raise TypeError(f"{name} with value {value!r} is not of type [<class 'bool'>].")
        if kind is int and (isinstance(value, bool) or not isinstance(value, int) or value < 0):
            raise TypeError(f"{name} with value {value!r} should be a non-negative int.")
        _FLAGS[name] = value

    setter.__name__ = f"set_{name}"
    setter.__doc__ = f"Accepted for compatibility (msgraph's pipelines have no {name.replace('_', ' ')} setting)."
    return setter


def _flag_getter(name: str) -> Callable[[], Any]:
    def getter() -> Any:
        return _FLAGS[name]

    getter.__name__ = f"get_{name}"
    return getter


set_auto_num_workers = _flag_setter("auto_num_workers", bool)
get_auto_num_workers = _flag_getter("auto_num_workers")
set_auto_offload = _flag_setter("auto_offload", bool)
get_auto_offload = _flag_getter("auto_offload")
set_autotune_interval = _flag_setter("autotune_interval", int)
get_autotune_interval = _flag_getter("autotune_interval")
_DEBUG_HOOKS: Dict[str, Any] = {}


def set_debug_mode(debug_mode_flag: bool, debug_hook_list: Optional[list] = None) -> None:
    """Turn the pipeline debug mode on or off.  On, pipelines run as one thread with the dataset seed fixed to 1
    when none is set (as always here), and each ``map`` calls a copy of every hook of ``debug_hook_list``
    (``mindspore.dataset.debug.DebugHook`` objects; default ``[PrintMetaDataHook()]``) on the input of its first
    operation and the output of each operation."""
    from ..debug import DebugHook, PrintMetaDataHook

    if not isinstance(debug_mode_flag, bool):
        raise TypeError("debug_mode_flag isn't of type boolean.")
    if debug_hook_list is None:
        debug_hook_list = [PrintMetaDataHook()]
    if not isinstance(debug_hook_list, list):
        raise TypeError("debug_hook_list is not a list.")
    if not all(isinstance(h, DebugHook) for h in debug_hook_list):
        raise TypeError("All items in debug_hook_list must be of type DebugHook.")
    if debug_mode_flag:
        from ...log import warning

        warning("Dataset pipeline debug mode is enabled. Performance will be impacted because the pipeline will be "
                "running in a single thread.")
    if debug_hook_list:        # (an empty list keeps the hooks set before, as MindSpore)
        _DEBUG_HOOKS["debug_hook_list"] = debug_hook_list
    _FLAGS["debug_mode"] = debug_mode_flag


get_debug_mode = _flag_getter("debug_mode")


def _get_debug_hook_list() -> Optional[list]:
    """The hooks debug mode inserts into each map (None before any set_debug_mode call)."""
    return _DEBUG_HOOKS.get("debug_hook_list")
set_dynamic_shape = _flag_setter("dynamic_shape", bool)
get_dynamic_shape = _flag_getter("dynamic_shape")
set_enable_autotune = _flag_setter("enable_autotune", bool)
get_enable_autotune = _flag_getter("enable_autotune")
set_enable_shared_mem = _flag_setter("enable_shared_mem", bool)
get_enable_shared_mem = _flag_getter("enable_shared_mem")
set_enable_watchdog = _flag_setter("enable_watchdog", bool)
get_enable_watchdog = _flag_getter("enable_watchdog")
set_error_samples_mode = _flag_setter("error_samples_mode", object)
get_error_samples_mode = _flag_getter("error_samples_mode")
set_fast_recovery = _flag_setter("fast_recovery", bool)
get_fast_recovery = _flag_getter("fast_recovery")
set_multiprocessing_start_method = _flag_setter("multiprocessing_start_method", str)
get_multiprocessing_start_method = _flag_getter("multiprocessing_start_method")
set_multiprocessing_timeout_interval = _flag_setter("multiprocessing_timeout_interval", int)
get_multiprocessing_timeout_interval = _flag_getter("multiprocessing_timeout_interval")
set_numa_enable = _flag_setter("numa_enable", bool)
get_numa_enable = _flag_getter("numa_enable")
set_video_backend = _flag_setter("video_backend", str)
get_video_backend = _flag_getter("video_backend")
set_sending_batches = _flag_setter("sending_batches", int)


def set_iterator_mode(do_copy: bool = False, parallel_convert: bool = False) -> None:
    _FLAGS["iterator_mode"] = {"do_copy": bool(do_copy), "parallel_convert": bool(parallel_convert)}


def get_iterator_mode() -> Dict[str, bool]:
    return dict(_FLAGS["iterator_mode"])


def load(file: str) -> None:  # config files are not read
    raise NotImplementedError("ds.config.load: msgraph does not read dataset config files.")
