"""MindSpore's communication management API (``mindspore.communication[.management]``) over MPI.

``init()`` starts MPI when the process was launched by ``mpiexec``/``mpirun`` and a one-process
world otherwise, so the same data-parallel script runs both ways (MindSpore itself raises outside
a launcher).  Before ``init()``, ``get_rank``/``get_group_size`` answer as MindSpore does: the
``RANK_ID``/``RANK_SIZE`` environment variables, else the MPI launcher's, else 0 and 1.
"""
from __future__ import annotations

import os
from typing import Any, List

from . import _backend
from ._backend import (  # noqa: F401
    HCCL_WORLD_COMM_GROUP, MCCL_WORLD_COMM_GROUP, NCCL_WORLD_COMM_GROUP, CollectiveMismatchError,
)

__all__ = ["init", "release", "get_rank", "get_local_rank", "get_group_size", "get_local_rank_size",
           "get_world_rank_from_group_rank", "get_group_rank_from_world_rank", "create_group", "destroy_group",
           "get_process_group_ranks", "get_comm_name", "GlobalComm",
           "HCCL_WORLD_COMM_GROUP", "NCCL_WORLD_COMM_GROUP", "MCCL_WORLD_COMM_GROUP"]


class GlobalComm:
    """MindSpore's global communication settings: the backend, the world group, whether init() ran."""

    BACKEND = "hccl"
    WORLD_COMM_GROUP = HCCL_WORLD_COMM_GROUP
    INITED = False
    CHECK_ENVS = True


_BACKENDS = ("hccl", "nccl", "mccl", "mpi")


def init(backend_name: Any = None) -> None:
    """Initialize communication: MPI under ``mpiexec``/``mpirun``, else a one-process world.

    ``backend_name`` may be ``"hccl"``, ``"nccl"``, ``"mccl"`` (MindSpore's names, all served by
    MPI here) or ``"mpi"``; it only chooses the world group's name.  Raises ``RuntimeError`` when the
    script expects several processes (``RANK_SIZE``, or ``device_num`` in the auto-parallel
    context) but was not started by an MPI launcher, or when mpi4py is missing under one.
    """
    if backend_name is None:
        backend_name = "nccl" if _device_target() == "GPU" else "hccl"
    if not isinstance(backend_name, str):
        raise TypeError("For 'init', the argument 'backend_name' must be a string, "
                        f"but got the type : {type(backend_name)}")
    if backend_name not in _BACKENDS:
        raise RuntimeError("For 'init', the argument 'backend_name' must be one of 'hccl', 'nccl' and 'mccl', "
                           f"but got 'backend_name' : {backend_name}")
    world = _backend.BACKEND_WORLD[backend_name]
    _backend.init_backend(world)
    if not GlobalComm.INITED:
        GlobalComm.BACKEND = backend_name
        GlobalComm.WORLD_COMM_GROUP = world
    GlobalComm.INITED = True


def release() -> None:
    """Release the groups made by ``create_group`` (MPI is finalized when the interpreter exits)."""
    _backend.release_backend()


def _device_target() -> str:
    from ..context import get_context

    return get_context("device_target")


def _check_group(fn: str, group: Any) -> str:
    if not isinstance(group, str):
        raise TypeError(f"For '{fn}', the argument 'group' must be type of string, "
                        f"but got 'group' type : {type(group)}.")
    return group


def _env_int(*names: str, default: int) -> int:
    for name in names:
        v = os.environ.get(name)
        if v is not None and v.strip().isdigit():
            return int(v)
    return default


def get_rank(group: str = GlobalComm.WORLD_COMM_GROUP) -> int:
    """This process's rank in ``group`` (before init: ``RANK_ID``, the MPI launcher's rank, or 0)."""
    _check_group("get_rank", group)
    if not _backend.STATE.inited:
        launched = _backend.launcher()
        return _env_int("RANK_ID", default=launched[0] if launched else 0)
    g = _backend.group(group)
    if g.rank < 0:
        raise RuntimeError(f"For 'get_rank', this process (world rank {_backend.STATE.world_rank}) is not a member "
                           f"of group '{group}' (ranks {g.ranks}).")
    return g.rank


def get_group_size(group: str = GlobalComm.WORLD_COMM_GROUP) -> int:
    """The number of ranks in ``group`` (before init: ``RANK_SIZE``, the MPI launcher's size, or 1)."""
    _check_group("get_group_size", group)
    if not _backend.STATE.inited:
        launched = _backend.launcher()
        return _env_int("RANK_SIZE", default=(launched[1] or 1) if launched else 1)
    return _backend.group(group).size


def get_local_rank(group: str = GlobalComm.WORLD_COMM_GROUP) -> int:
    """This process's rank among the ranks on its machine (before init: ``LOCAL_RANK`` or 0)."""
    _check_group("get_local_rank", group)
    if not _backend.STATE.inited:
        return _env_int("LOCAL_RANK", *[r for r, _ in _backend.LOCAL_RANK_ENVS], default=0)
    _world_only("get_local_rank", group)
    return _backend.STATE.local_rank


def get_local_rank_size(group: str = GlobalComm.WORLD_COMM_GROUP) -> int:
    """The number of ranks on this machine (before init: ``LOCAL_RANK_SIZE`` or 1)."""
    _check_group("get_local_rank_size", group)
    if not _backend.STATE.inited:
        return _env_int("LOCAL_RANK_SIZE", *[s for _, s in _backend.LOCAL_RANK_ENVS], default=1)
    _world_only("get_local_rank_size", group)
    return _backend.STATE.local_size


def _world_only(fn: str, group: str) -> None:
    _backend.group(group)
    if group not in _backend.WORLD_GROUPS:
        raise ValueError(f"For '{fn}', only the world group is supported, but got '{group}'.")


def get_world_rank_from_group_rank(group: str, group_rank_id: int) -> int:
    """The world rank of rank ``group_rank_id`` of ``group``."""
    _check_group("get_world_rank_from_group_rank", group)
    _check_int("get_world_rank_from_group_rank", "group_rank_id", group_rank_id)
    g = _backend.group(group)
    if not 0 <= group_rank_id < g.size:
        raise ValueError(f"For 'get_world_rank_from_group_rank', 'group_rank_id' must be in [0, {g.size}), "
                         f"but got {group_rank_id}.")
    return g.ranks[group_rank_id]


def get_group_rank_from_world_rank(world_rank_id: int, group: str) -> int:
    """The rank in ``group`` of world rank ``world_rank_id``."""
    _check_group("get_group_rank_from_world_rank", group)
    _check_int("get_group_rank_from_world_rank", "world_rank_id", world_rank_id)
    g = _backend.group(group)
    if world_rank_id not in g.ranks:
        raise ValueError(f"For 'get_group_rank_from_world_rank', world rank {world_rank_id} is not in group "
                         f"'{group}' (ranks {g.ranks}).")
    return g.ranks.index(world_rank_id)


def get_process_group_ranks(group: str = GlobalComm.WORLD_COMM_GROUP) -> List[int]:
    """The world ranks of ``group``."""
    _check_group("get_process_group_ranks", group)
    return list(_backend.group(group).ranks)


def get_comm_name(group: str = GlobalComm.WORLD_COMM_GROUP) -> str:
    """The name of the communicator behind ``group``."""
    _check_group("get_comm_name", group)
    _backend.group(group)
    return group


def _check_int(fn: str, arg: str, v: Any) -> None:
    if not isinstance(v, int) or isinstance(v, bool):
        raise TypeError(f"For '{fn}', the argument '{arg}' must be type of int, but got '{arg}' type : {type(v)}.")


def create_group(group: str, rank_ids: Any, options: Any = None) -> None:
    """Make a group of the world ranks ``rank_ids`` (called by every member; order gives group ranks)."""
    _check_group("create_group", group)
    if not isinstance(rank_ids, (list, tuple)):
        raise TypeError("For 'create_group', the argument 'rank_ids' must be type of list, "
                        f"but got 'rank_ids' type : {type(rank_ids)}.")
    _backend.require_inited()
    ranks = list(rank_ids)
    size = _backend.STATE.world_size
    if not ranks or len(set(ranks)) != len(ranks) or any(
            not isinstance(r, int) or isinstance(r, bool) or not 0 <= r < size for r in ranks):
        raise ValueError(f"For 'create_group', 'rank_ids' must be distinct ranks in [0, {size}), but got {ranks}.")
    if group in _backend.WORLD_GROUPS:
        raise ValueError(f"For 'create_group', the group name '{group}' is reserved for the world group.")
    _backend.create(group, ranks)


def destroy_group(group: str) -> None:
    """Free a group made by create_group."""
    _check_group("destroy_group", group)
    _backend.destroy(group)


def _reset_single_process() -> None:
    """Forget a one-process world's init() (test harnesses that run many scripts in one process);
    an MPI world is left as it is."""
    if _backend.STATE.backend == "mpi":
        return
    with _backend.STATE.lock:
        fresh = _backend._State()
        for key, value in vars(fresh).items():
            if key != "lock":
                setattr(_backend.STATE, key, value)
        _backend._CTX.set_world(None, None)
    GlobalComm.BACKEND, GlobalComm.WORLD_COMM_GROUP, GlobalComm.INITED = "hccl", HCCL_WORLD_COMM_GROUP, False
