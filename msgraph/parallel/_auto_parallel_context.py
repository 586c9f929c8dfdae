"""The auto-parallel context: ``set_auto_parallel_context`` / ``get_auto_parallel_context`` / reset.

msgraph implements data parallelism (``ParallelMode.DATA_PARALLEL``, and ``HYBRID_PARALLEL`` as
its gradient reduction): ``nn.TrainOneStepCell`` then all-reduces the gradients over the world
group.  The other keys are stored and returned as MindSpore does, with its validation, but have
no effect (there is no operator sharding, pipeline or parallel optimizer).
"""
from __future__ import annotations

import copy
import threading
from typing import Any, Dict, Optional


class ParallelMode:
    """MindSpore's parallel modes (strings)."""

    STAND_ALONE = "stand_alone"
    DATA_PARALLEL = "data_parallel"
    HYBRID_PARALLEL = "hybrid_parallel"
    SEMI_AUTO_PARALLEL = "semi_auto_parallel"
    AUTO_PARALLEL = "auto_parallel"
    MODE_LIST = [STAND_ALONE, DATA_PARALLEL, HYBRID_PARALLEL, SEMI_AUTO_PARALLEL, AUTO_PARALLEL]


_SEARCH_MODES = ("recursive_programming", "dynamic_programming", "sharding_propagation")


def _defaults() -> Dict[str, Any]:
    return {
        "device_num": 1, "global_rank": 0, "gradients_mean": False, "gradient_fp32_sync": True,
        "loss_repeated_mean": True, "pipeline_stages": 1, "auto_pipeline": False, "pipeline_result_broadcast": False,
        "pipeline_interleave": False, "pipeline_scheduler": "1f1b", "parallel_mode": ParallelMode.STAND_ALONE,
        "search_mode": "recursive_programming", "auto_parallel_search_mode": "recursive_programming",
        "parameter_broadcast": False, "strategy_ckpt_load_file": "", "strategy_ckpt_save_file": "",
        "full_batch": False, "dataset_strategy": "data_parallel", "enable_parallel_optimizer": False,
        "force_fp32_communication": False, "grad_accumulation_step": 1, "all_reduce_fusion_config": [],
        "communi_parallel_mode": "all_group_parallel", "optimizer_weight_shard_size": -1,
        "optimizer_weight_shard_aggregated_save": False, "sharding_propagation": False, "enable_alltoall": False,
        "comm_fusion": {"openstate": True, "allreduce": {"mode": "auto", "config": None},
                        "allgather": {"mode": "auto", "config": None},
                        "reducescatter": {"mode": "auto", "config": None}},
        "strategy_ckpt_config": {"load_file": "", "save_file": "", "only_trainable_params": True},
        "dump_local_norm": False, "dump_local_norm_path": "", "dump_device_local_norm": False,
        "auto_parallel_new_interface": False, "init_param_in_compile": False,
    }


#: Keys MindSpore accepts in set_auto_parallel_context but not in get_auto_parallel_context.
_SET_ONLY = ("parallel_optimizer_config", "pipeline_config", "group_ckpt_save_file", "pipeline_segments")


class _AutoParallelContext:
    def __init__(self) -> None:
        self.lock = threading.RLock()
        self.values = _defaults()
        self.device_num_is_set = False
        self.global_rank_is_set = False
        # The world communication.init() started (its size and backend), None before: written by
        # msgraph.communication, which sits above this module (this module never imports it).
        self.world_size: Optional[int] = None
        self.world_backend: Optional[str] = None

    def set_world(self, size: Optional[int], backend: Optional[str]) -> None:
        """Called by communication.init() (and its test reset); not an auto-parallel key."""
        with self.lock:
            self.world_size, self.world_backend = size, backend

    @property
    def device_num(self) -> int:
        return self.values["device_num"]

    def reset(self) -> None:
        with self.lock:
            self.values = _defaults()
            self.device_num_is_set = False
            self.global_rank_is_set = False


_CTX = _AutoParallelContext()


def _type_check(key: str, value: Any, typ: type) -> None:
    if not isinstance(value, typ) or (typ is int and isinstance(value, bool) and key != "device_num"):
        raise TypeError(f"The parameter '{key}' must be {typ}, but got {type(value)}")


def _validate(key: str, value: Any) -> Any:
    if key == "device_num":
        _type_check(key, value, int)
        if value < 1:
            raise ValueError("The context configuration parameter 'device_num' must be a positive integer, "
                             f"but got the value of device_num : {value}.")
        return int(value)
    if key == "global_rank":
        _type_check(key, value, int)
        if not 0 <= value <= 4095:
            raise ValueError("The context configuration parameter 'global_rank' must be in [0, 4095], "
                             f"but got the value of global_rank : {value}.")
        return value
    if key == "parallel_mode":
        _type_check(key, value, str)
        if value not in ParallelMode.MODE_LIST:
            raise ValueError("The context configuration parameter 'parallel_mode' only support 'stand_alone', "
                             "'data_parallel', 'hybrid_parallel', 'semi_auto_parallel' and 'auto_parallel', "
                             f"but got the value : {value}.")
        return value
    if key in ("search_mode", "auto_parallel_search_mode"):
        _type_check(key, value, str)
        if value not in _SEARCH_MODES:
            raise ValueError("The context configuration parameter 'auto_parallel_search_mode' only support "
                             "'recursive_programming', 'dynamic_programming' and 'sharding_propagation', "
                             f"but got the value: {value}.")
        return value
    default = _defaults().get(key)
    if isinstance(default, bool):
        _type_check(key, value, bool)
    elif isinstance(default, int) and key not in ("optimizer_weight_shard_size",):
        _type_check(key, value, int)
    elif isinstance(default, str) and key != "dataset_strategy":
        _type_check(key, value, str)
    return value


def set_auto_parallel_context(**kwargs: Any) -> None:
    """Set auto-parallel keys (``parallel_mode``, ``gradients_mean``, ``device_num``, ...).

    Unknown keys raise ``ValueError`` and wrong types ``TypeError``, as in MindSpore.
    """
    known = set(_defaults()) | set(_SET_ONLY)
    for key in kwargs:
        if key not in known:
            raise ValueError(f"Set context keyword {key} is not recognized!")
    checked = {k: _validate(k, v) for k, v in kwargs.items()}
    with _CTX.lock:
        for key, value in checked.items():
            if key in _SET_ONLY:
                continue
            if key in ("search_mode", "auto_parallel_search_mode"):
                _CTX.values["search_mode"] = _CTX.values["auto_parallel_search_mode"] = value
                continue
            _CTX.values[key] = value
            if key == "device_num":
                _CTX.device_num_is_set = True
            if key == "global_rank":
                _CTX.global_rank_is_set = True
    if "device_num" in checked or "parallel_mode" in checked:
        _check_device_num_against_world()


def get_auto_parallel_context(attr_key: str) -> Any:
    """The value of one auto-parallel key (``ValueError`` for an unknown key)."""
    if attr_key not in _CTX.values:
        raise ValueError(f"Get context keyword {attr_key} is not recognized!")
    return copy.deepcopy(_CTX.values[attr_key])


def reset_auto_parallel_context() -> None:
    """Every auto-parallel key back to its default (``stand_alone``, ``device_num`` 1, ...)."""
    _CTX.reset()


def _check_device_num_against_world() -> None:
    """After init(): a data-parallel ``device_num`` must be the world size (else the mean is wrong)."""
    size, backend = _CTX.world_size, _CTX.world_backend
    if size is None or not _CTX.device_num_is_set:
        return
    mode = _CTX.values["parallel_mode"]
    if mode in (ParallelMode.DATA_PARALLEL, ParallelMode.HYBRID_PARALLEL) and _CTX.device_num != size:
        raise RuntimeError(
            f"set_auto_parallel_context(device_num={_CTX.device_num}) but the job has {size} process(es) "
            f"({'mpiexec -n ' + str(size) if backend == 'mpi' else 'not started by mpiexec'}); "
            f"launch it with `mpiexec -n {_CTX.device_num} python ...` or set device_num=get_group_size().")


class _AutoParallelContextView:
    """``auto_parallel_context()``: MindSpore's getter object used by library code."""

    def get_parallel_mode(self) -> str:
        return _CTX.values["parallel_mode"]

    def get_device_num(self) -> int:
        return _CTX.values["device_num"]

    def get_device_num_is_set(self) -> bool:
        return _CTX.device_num_is_set

    def get_global_rank(self) -> int:
        return _CTX.values["global_rank"]

    def get_global_rank_is_set(self) -> bool:
        return _CTX.global_rank_is_set

    def get_gradients_mean(self) -> bool:
        return _CTX.values["gradients_mean"]

    def get_gradient_fp32_sync(self) -> bool:
        return _CTX.values["gradient_fp32_sync"]

    def get_loss_repeated_mean(self) -> bool:
        return _CTX.values["loss_repeated_mean"]

    def get_parameter_broadcast(self) -> bool:
        return _CTX.values["parameter_broadcast"]

    def get_full_batch(self) -> bool:
        return _CTX.values["full_batch"]

    def get_enable_parallel_optimizer(self) -> bool:
        return _CTX.values["enable_parallel_optimizer"]

    def get_pipeline_stages(self) -> int:
        return _CTX.values["pipeline_stages"]

    def get_grad_accumulation_step(self) -> int:
        return _CTX.values["grad_accumulation_step"]

    def get_all_reduce_fusion_split_indices(self, group: str = "") -> list:
        return list(_CTX.values["all_reduce_fusion_config"])

    def set_device_num(self, device_num: int) -> None:
        set_auto_parallel_context(device_num=device_num)

    def set_parallel_mode(self, parallel_mode: str) -> None:
        set_auto_parallel_context(parallel_mode=parallel_mode)

    def set_gradients_mean(self, gradients_mean: bool) -> None:
        set_auto_parallel_context(gradients_mean=gradients_mean)

    def reset(self) -> None:
        reset_auto_parallel_context()


_VIEW = _AutoParallelContextView()


def auto_parallel_context() -> _AutoParallelContextView:
    """The auto-parallel context object (``mindspore.parallel._auto_parallel_context``)."""
    return _VIEW
