"""``ds.config``: the dataset pipeline's global settings (seed, workers, prefetch size).

The seed follows MindSpore: ``ds.config.get_seed()`` is 5489 (the mt19937 default) until a seed is
set, and ``ms.set_seed(n)`` sets it too (the last of ``ms.set_seed`` / ``ds.config.set_seed`` wins).
"""
from __future__ import annotations

import os
import random
import threading
from enum import IntEnum
from typing import Any, Callable, Dict, Optional

import numpy as np

_DEFAULT_SEED = 5489  # std::mt19937's default seed, MindSpore's dataset seed until one is set
_UINT32_MAX = 4294967295
_INT32_MAX = 2147483647

_ds_seed: Optional[int] = None
_ms_seed_when_set: Optional[int] = None  # ms.set_seed's value when ds.config.set_seed was called
_num_parallel_workers: Optional[int] = None
_prefetch_size = 16
_callback_timeout = 60
_monitor_sampling_interval = 1000


def _check_int(value: Any, lo: int, hi: int, type_msg: str, range_msg: str) -> int:
    """An int in [lo, hi], with the messages MindSpore's setter gives."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(type_msg)
    if not lo <= value <= hi:
        raise ValueError(range_msg)
    return value


def _argument_type(name: str, value: Any, kind: Any) -> TypeError:
    """MindSpore's type_check message."""
    return TypeError(f"Argument {name} with value {value} is not of type [{kind}], but got {type(value)}.")


def _check_bool(value: Any, message: str) -> None:
    if not isinstance(value, bool):
        raise TypeError(message)


def _check_choice(name: str, value: Any, valid: list) -> None:
    if not isinstance(value, str):
        raise _argument_type(name, value, str)
    if value not in valid:
        raise ValueError(f"Input {name} is not within the valid set of {valid}.")


def _ms_seed() -> Optional[int]:
    from ...common import random as _random

    return _random.get_seed()


def set_seed(seed: int) -> None:
    """Seed the dataset pipeline (shuffles, samplers, random transforms); 0 <= seed <= 2**32 - 1."""
    global _ds_seed, _ms_seed_when_set
    _ds_seed = _check_int(seed, 0, _UINT32_MAX, "seed isn't of type int.",
                          f"seed given is not within the required range [0, UINT32_MAX({_UINT32_MAX})].")
    random.seed(seed)          # MindSpore seeds Python's and numpy's global generators as well
    np.random.seed(seed)
    _ms_seed_when_set = _ms_seed()


_worker = threading.local()


def set_worker_seed(seed: Optional[int]) -> Optional[int]:
    """In this thread, ``get_seed()`` returns ``seed`` (None: the global seed again), as it does inside one of
    MindSpore's reseeded worker processes; returns the value it replaces."""
    previous = getattr(_worker, "seed", None)
    _worker.seed = seed
    return previous


def get_seed() -> int:
    """The pipeline seed: the last one given to ``ds.config.set_seed`` or ``ms.set_seed``, else 5489."""
    worker_seed = getattr(_worker, "seed", None)
    if worker_seed is not None:
        return worker_seed
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
    _num_parallel_workers = _check_int(
        num, 1, _INT32_MAX, "num isn't of type int.",
        f"Number of parallel workers given is not within the required range (0, INT32_MAX({_INT32_MAX})].")


def get_num_parallel_workers() -> int:
    if _num_parallel_workers is not None:
        return _num_parallel_workers
    return min(8, os.cpu_count() or 1)


def set_prefetch_size(size: int) -> None:
    """Rows each iterator's background thread may compute ahead of the consumer."""
    global _prefetch_size
    _prefetch_size = _check_int(size, 1, _INT32_MAX, "size isn't of type int.",
                                f"size is not within the required range (0, INT32_MAX({_INT32_MAX})].")


def get_prefetch_size() -> int:
    return _prefetch_size


def set_callback_timeout(timeout: int) -> None:
    global _callback_timeout
    _callback_timeout = _check_int(timeout, 1, _INT32_MAX, "timeout isn't of type int.",
                                   "Timeout given is not within the required range.")


def get_callback_timeout() -> int:
    return _callback_timeout


def set_monitor_sampling_interval(interval: int) -> None:
    global _monitor_sampling_interval
    _monitor_sampling_interval = _check_int(
        interval, 1, _INT32_MAX, "interval isn't of type int.",
        f"Interval given is not within the required range (0, INT32_MAX({_INT32_MAX})].")


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


def _flag_getter(name: str) -> Callable[[], Any]:
    def getter() -> Any:
        return _FLAGS[name]

    getter.__name__ = f"get_{name}"
    return getter


# the setters of those settings: MindSpore's parameter names and errors; the value is remembered
def set_auto_num_workers(enable: Any) -> None:
    _check_bool(enable, "enable must be of type bool.")
    _FLAGS["auto_num_workers"] = enable


def set_auto_offload(offload: Any) -> None:
    _check_bool(offload, "offload must be a bool dtype")
    _FLAGS["auto_offload"] = offload


def set_autotune_interval(interval: Any) -> None:
    _check_int(interval, 0, _INT32_MAX, "interval must be of type int.",
               f"Interval given is not within the required range [0, INT32_MAX({_INT32_MAX})].")
    _FLAGS["autotune_interval"] = interval


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


def set_dynamic_shape(is_dynamic: Any) -> None:
    _check_bool(is_dynamic, "is_dynamic must be a boolean dtype.")
    _FLAGS["dynamic_shape"] = is_dynamic


def set_enable_autotune(enable: Any, filepath_prefix: Any = None) -> None:
    _check_bool(enable, "enable must be of type bool.")
    if enable and os.environ.get("MS_INDEPENDENT_DATASET", "").strip().lower() == "true":
        raise RuntimeError("Dataset AutoTune is not supported in Dataset Independent mode.")
    if filepath_prefix is not None:
        if not isinstance(filepath_prefix, str):     # checked also when disabling, as MindSpore does
            raise TypeError(f"json_filepath must be a str value but was: {filepath_prefix}.")
        if enable:      # the path itself only when enabling
            if not filepath_prefix:
                raise RuntimeError("The value of json_filepath cannot be the empty string.")
            if os.path.isdir(filepath_prefix):
                raise RuntimeError(f"Invalid json_filepath parameter. <{filepath_prefix}> is a directory, not filename.")
            parent = os.path.dirname(os.path.abspath(filepath_prefix))
            if not os.path.isdir(parent):
                raise RuntimeError(f"Invalid json_filepath parameter.  Directory <{parent}> does not exist.")
    _FLAGS["enable_autotune"] = enable


def set_enable_shared_mem(enable: Any) -> None:
    _check_bool(enable, "enable must be of type bool.")
    _FLAGS["enable_shared_mem"] = enable


def set_enable_watchdog(enable: Any) -> None:
    _check_bool(enable, "enable must be a boolean dtype.")
    _FLAGS["enable_watchdog"] = enable


def set_error_samples_mode(error_samples_mode: Any) -> None:
    if not isinstance(error_samples_mode, ErrorSamplesMode):
        raise _argument_type("error_samples_mode", error_samples_mode, "<enum 'ErrorSamplesMode'>")
    _FLAGS["error_samples_mode"] = error_samples_mode


def set_fast_recovery(fast_recovery: Any) -> None:
    _check_bool(fast_recovery, "fast_recovery must be a boolean dtype.")
    _FLAGS["fast_recovery"] = fast_recovery


def set_multiprocessing_start_method(start_method: Any) -> None:
    _check_choice("start_method", start_method, ["fork", "spawn"])
    _FLAGS["multiprocessing_start_method"] = start_method


def set_multiprocessing_timeout_interval(interval: Any) -> None:
    _check_int(interval, 1, _INT32_MAX, "interval isn't of type int.",
               f"Interval given is not within the required range (0, INT32_MAX({_INT32_MAX})).")
    _FLAGS["multiprocessing_timeout_interval"] = interval


def set_numa_enable(numa_enable: Any) -> None:
    _check_bool(numa_enable, "numa_enable must be a boolean dtype.")
    _FLAGS["numa_enable"] = numa_enable


def set_video_backend(backend: Any) -> None:
    _check_choice("backend", backend, ["CPU", "Ascend"])
    _FLAGS["video_backend"] = backend


def set_sending_batches(batch_num: Any) -> None:
    _check_int(batch_num, -(1 << 63), (1 << 63) - 1, "batch_num must be an int dtype.",
               "batch_num must be an int dtype.")
    _FLAGS["sending_batches"] = batch_num


get_auto_num_workers = _flag_getter("auto_num_workers")
get_auto_offload = _flag_getter("auto_offload")
get_autotune_interval = _flag_getter("autotune_interval")
get_dynamic_shape = _flag_getter("dynamic_shape")
get_enable_autotune = _flag_getter("enable_autotune")
get_enable_shared_mem = _flag_getter("enable_shared_mem")
get_enable_watchdog = _flag_getter("enable_watchdog")
get_error_samples_mode = _flag_getter("error_samples_mode")
get_fast_recovery = _flag_getter("fast_recovery")
get_multiprocessing_start_method = _flag_getter("multiprocessing_start_method")
get_multiprocessing_timeout_interval = _flag_getter("multiprocessing_timeout_interval")
get_numa_enable = _flag_getter("numa_enable")
get_video_backend = _flag_getter("video_backend")


def set_iterator_mode(do_copy: bool = False, parallel_convert: bool = False) -> None:
    for name, value in (("do_copy", do_copy), ("parallel_convert", parallel_convert)):
        if not isinstance(value, bool):
            raise _argument_type(name, value, bool)
    _FLAGS["iterator_mode"] = {"do_copy": do_copy, "parallel_convert": parallel_convert}


def get_iterator_mode() -> Dict[str, bool]:
    return dict(_FLAGS["iterator_mode"])


#: the settings a MindSpore config file (JSON) may hold, and the setter each goes to
_LOAD_KEYS = (("numParallelWorkers", "set_num_parallel_workers"), ("seed", "set_seed"),
              ("opConnectorSize", "set_prefetch_size"), ("monitorSamplingInterval", "set_monitor_sampling_interval"),
              ("fast_recovery", "set_fast_recovery"), ("debug_mode_flag", "set_debug_mode"),
              ("error_samples_mode", "set_error_samples_mode"))


def load(file: str) -> None:
    """Read settings from a MindSpore dataset config file (JSON: ``numParallelWorkers``, ``seed``,
    ``opConnectorSize`` (the prefetch size), ``monitorSamplingInterval``, ``fast_recovery``, ``debug_mode_flag``,
    ``error_samples_mode``); other keys (``logFilePath``, ``rowsPerBuffer``, ...) have nothing to set here."""
    import json

    from .pipeline import PipelineError

    if not isinstance(file, str):
        raise TypeError(f"load(): incompatible function arguments. The following argument types are supported: "
                        f"(arg0: str) -> None  Invoked with: {file!r}")
    if not os.path.isfile(file):
        raise PipelineError(f"Invalid file: settings file:{file} is not exist, check input path of config 'load' API.")
    try:
        with open(file, encoding="utf-8") as f:
            settings = json.load(f)
    except (OSError, ValueError) as exc:
        raise PipelineError("Client file failed to load.") from exc
    if not isinstance(settings, dict):
        raise PipelineError("Client file failed to load.")
    for key, setter in _LOAD_KEYS:
        if key in settings:
            value = settings[key]
            if key == "error_samples_mode":
                value = ErrorSamplesMode(value)
            globals()[setter](value)
