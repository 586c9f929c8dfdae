"""The communication backend: MPI through mpi4py (optional extra), or a single-process world.

Nothing here imports mpi4py until :func:`init` finds that the process was started by an MPI
launcher (``mpiexec``/``mpirun``; the environment variables of MPICH's hydra, Open MPI, PMIx,
MVAPICH or Slurm's PMI).  Otherwise the world is this one process: every group has size 1 and
every collective is the identity (a copy), so a data-parallel script also runs as ``python
script.py``.

Collectives move numpy buffers with mpi4py's upper-case (buffer) methods -- no pickling, no copy
except the result array itself (and a float32 round trip for float16, which MPI cannot reduce).

Safety: every collective on more than one process is preceded by a cheap all-gather of its
metadata (collective kind, sequence number, dtype, shape, reduce op / root), so ranks that
disagree -- different shapes, dtypes, ops, or a rank that skipped a collective -- raise the same
clear :class:`CollectiveMismatchError` on every rank instead of exchanging garbage or hanging
(``MSGRAPH_DIST_CHECK=0`` turns the check off).  :func:`init` installs a ``sys.excepthook`` that
prints the traceback with the rank and then calls ``MPI_Abort``, so an exception on any rank
ends the whole job with a non-zero exit instead of leaving the others waiting in a collective.
"""
from __future__ import annotations

import atexit
import os
import sys
import threading
import time
from typing import Any, Dict, List, Optional, Sequence, Tuple

import numpy as np

from ..parallel._auto_parallel_context import _CTX, _check_device_num_against_world

HCCL_WORLD_COMM_GROUP = "hccl_world_group"
NCCL_WORLD_COMM_GROUP = "nccl_world_group"
MCCL_WORLD_COMM_GROUP = "mccl_world_group"
WORLD_GROUPS = (HCCL_WORLD_COMM_GROUP, NCCL_WORLD_COMM_GROUP, MCCL_WORLD_COMM_GROUP)
BACKEND_WORLD = {"hccl": HCCL_WORLD_COMM_GROUP, "nccl": NCCL_WORLD_COMM_GROUP,
                 "mccl": MCCL_WORLD_COMM_GROUP, "mpi": HCCL_WORLD_COMM_GROUP}

NOT_INITED = ("Distributed Communication has not been inited.You can't invoke this interface yet. "
              "Please call `init()` method first.")

#: (rank variable, size variable) of the launchers we recognise, most specific first.
LAUNCHER_ENVS = (
    ("PMI_RANK", "PMI_SIZE"),                        # MPICH / Intel MPI (hydra), Slurm PMI-1
    ("OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE"),  # Open MPI
    ("PMIX_RANK", "PMIX_SIZE"),                      # PMIx (Open MPI 5, Slurm --mpi=pmix)
    ("MV2_COMM_WORLD_RANK", "MV2_COMM_WORLD_SIZE"),  # MVAPICH2
)
LOCAL_RANK_ENVS = (("MPI_LOCALRANKID", "MPI_LOCALNRANKS"),
                   ("OMPI_COMM_WORLD_LOCAL_RANK", "OMPI_COMM_WORLD_LOCAL_SIZE"),
                   ("MV2_COMM_WORLD_LOCAL_RANK", "MV2_COMM_WORLD_LOCAL_SIZE"))


class CollectiveMismatchError(RuntimeError):
    """Ranks issued different collectives (kind, order, shape, dtype, op or root) at the same point."""


def launcher() -> Optional[Tuple[int, Optional[int]]]:
    """``(rank, size or None)`` when an MPI launcher started this process, else None."""
    for rank_var, size_var in LAUNCHER_ENVS:
        r = os.environ.get(rank_var)
        if r is not None and r.strip().lstrip("-").isdigit():
            s = os.environ.get(size_var)
            return int(r), int(s) if s and s.isdigit() else None
    return None


class Group:
    """A communication group: its world ranks, this process's rank in it, and its communicator."""

    def __init__(self, name: str, ranks: Sequence[int], rank: int, comm: Any):
        self.name = name
        self.ranks = list(ranks)
        self.rank = rank          # this process's rank in the group (-1: not a member)
        self.comm = comm          # an mpi4py communicator, or None (single process / not a member)
        self.seq = 0              # collectives issued so far (part of the metadata check)

    @property
    def size(self) -> int:
        return len(self.ranks)


class _State:
    def __init__(self) -> None:
        self.inited = False
        self.backend: Optional[str] = None       # "mpi" or "local"
        self.mpi: Any = None                      # the mpi4py.MPI module when backend == "mpi"
        self.world_rank = 0
        self.world_size = 1
        self.local_rank = 0
        self.local_size = 1
        self.groups: Dict[str, Group] = {}
        self.lock = threading.RLock()
        self.hook_installed = False


STATE = _State()

#: Time spent in collectives by this process (benchmarks read it): calls, seconds in MPI calls,
#: seconds in the metadata check, payload bytes.
STATS: Dict[str, float] = {"calls": 0, "seconds": 0.0, "check_seconds": 0.0, "bytes": 0}


def reset_stats() -> None:
    STATS.update(calls=0, seconds=0.0, check_seconds=0.0, bytes=0)


# ---------------------------------------------------------------------------------------------
# init / release
# ---------------------------------------------------------------------------------------------
def _expected_world() -> Tuple[int, str, str]:
    """How many processes the script expects when not launched by MPI, and where that came from."""
    size = os.environ.get("RANK_SIZE")
    if size and size.isdigit() and int(size) > 1:
        return int(size), f"RANK_SIZE={size}", "unset RANK_SIZE"
    if _CTX.device_num_is_set and _CTX.device_num > 1:
        return (_CTX.device_num, f"set_auto_parallel_context(device_num={_CTX.device_num})",
                "set device_num=get_group_size() after init()")
    return 1, "", ""


def init_backend(world_group: str) -> None:
    """Start MPI (under an MPI launcher) or a one-process world; idempotent."""
    with STATE.lock:
        if STATE.inited:
            return
        launched = launcher()
        if launched is None:
            expected, why, fix = _expected_world()
            if expected > 1:
                raise RuntimeError(
                    f"init(): this script expects {expected} processes ({why}), but it was not started by an "
                    f"MPI launcher, so it would run as one process. Start it with "
                    f"`mpiexec -n {expected} python {os.path.basename(sys.argv[0] or 'script.py')}` "
                    f"(pip install -e \".[distributed]\" brings mpi4py and mpiexec), or {fix}.")
            STATE.backend = "local"
            STATE.world_rank, STATE.world_size = 0, 1
            STATE.local_rank, STATE.local_size = 0, 1
            comm = None
        else:
            try:
                from mpi4py import MPI  # noqa: WPS433  (optional extra, imported only here)
            except ImportError as exc:
                raise RuntimeError(
                    "init(): this process was started by an MPI launcher (mpiexec/mpirun) but mpi4py is not "
                    "installed; install the extra with `pip install -e \".[distributed]\"` "
                    "(or `pip install mpi4py mpich`).") from exc
            STATE.mpi = MPI
            comm = MPI.COMM_WORLD
            STATE.backend = "mpi"
            STATE.world_rank, STATE.world_size = comm.Get_rank(), comm.Get_size()
            local = comm.Split_type(MPI.COMM_TYPE_SHARED, key=STATE.world_rank)
            STATE.local_rank, STATE.local_size = local.Get_rank(), local.Get_size()
            local.Free()
            install_excepthook()
            atexit.register(_exit_handshake)   # runs before mpi4py finalizes MPI
        # One group under every world name: one communicator, one sequence of collectives.
        world = Group(world_group, list(range(STATE.world_size)), STATE.world_rank, comm)
        for name in WORLD_GROUPS:
            STATE.groups[name] = world
        STATE.inited = True
        _CTX.set_world(STATE.world_size, STATE.backend)
    _check_device_num_against_world()


def reset_local() -> None:
    """Forget a one-process world's init (tests); an MPI world cannot be re-initialized."""
    with STATE.lock:
        if STATE.backend == "mpi":
            raise RuntimeError("an MPI world cannot be reset")
        STATE.inited = False
        STATE.backend = None
        _CTX.set_world(None, None)
        STATE.groups.clear()


def release_backend() -> None:
    """Free the groups made by create_group (MPI itself is finalized at interpreter exit)."""
    with STATE.lock:
        for name, g in list(STATE.groups.items()):
            if name not in WORLD_GROUPS:
                _free(g)
                del STATE.groups[name]


def _free(g: Group) -> None:
    if g.comm is not None and STATE.mpi is not None and g.comm != STATE.mpi.COMM_WORLD:
        try:
            g.comm.Free()
        except Exception:  # pragma: no cover - freeing is best effort
            pass


def abort(code: int = 1) -> None:
    """End every rank of the job now (MPI_Abort); a plain exit in a one-process world.

    The launcher forwards each rank's output through a pipe and MPI_Abort tears it down: without a
    pause after the flush, the report this rank just wrote was lost about 1 time in 5 (more often on a
    loaded machine), so every abort waits half a second first.
    """
    if STATE.backend == "mpi":
        try:
            sys.stdout.flush()
            sys.stderr.flush()
            time.sleep(0.5)
        finally:
            STATE.mpi.COMM_WORLD.Abort(code)
            os._exit(code)      # Abort does not return; if the launcher is already tearing down, leave now
    raise SystemExit(code)


def install_excepthook() -> None:
    """An uncaught exception on one rank aborts the whole job (the others would wait forever)."""
    if STATE.hook_installed:
        return
    previous = sys.excepthook

    def hook(exc_type: Any, exc: Any, tb: Any) -> None:
        try:
            head = (f"[msgraph rank {STATE.world_rank}/{STATE.world_size}] uncaught "
                    f"{exc_type.__name__}; aborting every rank of the job (MPI_Abort).\n")
            if previous is sys.__excepthook__:
                # One write of the whole report: the launcher forwards this rank's stderr
                # through a pipe and is torn down by MPI_Abort, so a report written piecewise
                # could lose its last line (the message itself).
                import traceback

                sys.stderr.write(head + "".join(traceback.format_exception(exc_type, exc, tb)))
            else:
                sys.stderr.write(head)
                previous(exc_type, exc, tb)
        finally:
            abort(1)

    sys.excepthook = hook
    STATE.hook_installed = True


def _exit_handshake() -> None:
    """At interpreter exit: one metadata all-gather with every rank of the world.

    If all ranks are exiting, MPI finalizes normally.  If some rank is still waiting in a
    collective (this rank left early: ``sys.exit``, a shorter data shard...), that rank gets a
    CollectiveMismatchError naming this rank as exited, and this rank aborts the job, so neither
    hangs in MPI_Finalize or the collective.
    """
    g = STATE.groups.get(HCCL_WORLD_COMM_GROUP)
    if g is None or g.comm is None or g.size < 2 or not _check_enabled():
        return
    meta = np.full(_META, -1, np.int64)
    meta[0], meta[1] = _KIND_CODES["exit"], g.seq + 1
    table = np.empty((g.size, _META), np.int64)
    g.comm.Allgather(meta, table)
    if (table[:, 0] == _KIND_CODES["exit"]).all():
        return
    sys.stderr.write(f"[msgraph rank {STATE.world_rank}/{STATE.world_size}] this rank is exiting while other ranks "
                     f"still issue collectives; aborting the job:\n{_describe_mismatch(g, table)}\n")
    abort(1)


# ---------------------------------------------------------------------------------------------
# groups
# ---------------------------------------------------------------------------------------------
def require_inited() -> None:
    if not STATE.inited:
        raise RuntimeError(NOT_INITED)


def group(name: str) -> Group:
    """The group called ``name`` (``RuntimeError`` before init or for an unknown group)."""
    if not isinstance(name, str):
        raise TypeError(f"The communication group must be a string, but got {type(name).__name__}.")
    require_inited()
    g = STATE.groups.get(name)
    if g is None:
        raise RuntimeError(f"The communication group '{name}' does not exist; create it with "
                           f"create_group('{name}', rank_ids) on every member rank first.")
    return g


def create(name: str, ranks: List[int]) -> None:
    require_inited()
    with STATE.lock:
        if name in STATE.groups:
            raise RuntimeError(f"For 'create_group', the group '{name}' already exists.")
        member = STATE.world_rank in ranks
        comm = None
        if STATE.backend == "mpi" and member:
            world = STATE.mpi.COMM_WORLD
            sub = world.Get_group().Incl(ranks)
            comm = world.Create_group(sub, tag=sum(ranks) % 32768)
            sub.Free()
        STATE.groups[name] = Group(name, ranks, ranks.index(STATE.world_rank) if member else -1, comm)


def destroy(name: str) -> None:
    require_inited()
    with STATE.lock:
        if name in WORLD_GROUPS:
            raise ValueError(f"For 'destroy_group', the world group '{name}' cannot be destroyed.")
        g = group(name)
        _free(g)
        del STATE.groups[name]


# ---------------------------------------------------------------------------------------------
# collectives (called by the ops' numpy implementations in both modes)
# ---------------------------------------------------------------------------------------------
_OP_CODES = {"sum": 1, "max": 2, "min": 3, "prod": 4}
_KIND_CODES = {"AllReduce": 1, "AllGather": 2, "ReduceScatter": 3, "Broadcast": 4, "exit": 5}
_META = 16            # metadata words: kind, seq, dtype, ndim, op/root, shape (up to 10 dims), spare
_MAX_DIMS = 10


def _check_enabled() -> bool:
    return os.environ.get("MSGRAPH_DIST_CHECK", "1") not in ("0", "false", "False")


def _active(g: Group, what: str) -> bool:
    """Whether ``g`` needs communication; errors for a non-member."""
    if g.rank < 0:
        raise RuntimeError(f"For '{what}', rank {STATE.world_rank} is not a member of group '{g.name}' "
                           f"(ranks {g.ranks}).")
    return g.comm is not None and g.size > 1


def _check_metadata(g: Group, kind: str, x: np.ndarray, extra: int) -> None:
    """All-gather (kind, seq, dtype, shape, op/root) and raise the same error on every rank if they differ."""
    g.seq += 1
    STATS["calls"] += 1
    STATS["bytes"] += x.nbytes
    if not _check_enabled():
        return
    t0 = time.perf_counter()
    try:
        _gather_and_compare(g, kind, x, extra)
    finally:
        STATS["check_seconds"] += time.perf_counter() - t0


def _gather_and_compare(g: Group, kind: str, x: np.ndarray, extra: int) -> None:
    meta = np.full(_META, -1, np.int64)
    meta[0] = _KIND_CODES[kind]
    meta[1] = g.seq
    meta[2] = ord(np.dtype(x.dtype).char)
    meta[3] = x.ndim
    meta[4] = extra
    shape = list(x.shape)
    if len(shape) > _MAX_DIMS:
        shape = shape[:_MAX_DIMS - 1] + [int(np.prod(shape[_MAX_DIMS - 1:]))]
    meta[5:5 + len(shape)] = shape
    table = np.empty((g.size, _META), np.int64)
    _allgather_meta(g, meta, table, f"collective #{g.seq} {kind}(shape={tuple(x.shape)}, dtype={x.dtype})")
    if (table == table[0]).all():
        return
    raise CollectiveMismatchError(_describe_mismatch(g, table))


def _timeout() -> float:
    try:
        return float(os.environ.get("MSGRAPH_DIST_TIMEOUT", "0") or 0)
    except ValueError:
        return 0.0


def _allgather_meta(g: Group, meta: np.ndarray, table: np.ndarray, what: str) -> None:
    """The metadata all-gather; with ``MSGRAPH_DIST_TIMEOUT=seconds`` a rank that waits longer for the
    others (one of them is stuck, or never reaches this collective) aborts the job, saying so."""
    limit = _timeout()
    if limit <= 0:
        g.comm.Allgather(meta, table)
        return
    req = g.comm.Iallgather(meta, table)
    deadline = time.monotonic() + limit
    spins = 0
    while not req.Test():
        spins += 1
        if spins > 1000:
            time.sleep(0.0005)           # after ~1k polls, stop burning the CPU the others may need
        if time.monotonic() > deadline:
            sys.stderr.write(
                f"[msgraph rank {STATE.world_rank}/{STATE.world_size}] {what} on group '{g.name}': the other ranks "
                f"did not reach it within MSGRAPH_DIST_TIMEOUT={limit:g} s (a rank is stuck, much slower, or "
                f"skipped it); aborting the job.\n")
            abort(1)


def _describe_mismatch(g: Group, table: np.ndarray) -> str:
    kinds = {v: k for k, v in _KIND_CODES.items()}
    ops = {v: k for k, v in _OP_CODES.items()}
    lines = []
    for r, row in enumerate(table):
        kind = kinds.get(int(row[0]), "?")
        nd = int(row[3])
        shape = tuple(int(d) for d in row[5:5 + min(nd, _MAX_DIMS)])
        extra = (f"op={ops.get(int(row[4]), row[4])}" if kind in ("AllReduce", "ReduceScatter")
                 else f"root_rank={int(row[4])}" if kind == "Broadcast" else "")
        if kind == "exit":
            lines.append(f"  rank {g.ranks[r]}: exited (its script ended or called sys.exit) after "
                         f"{int(row[1]) - 1} collective(s)")
            continue
        lines.append(f"  rank {g.ranks[r]}: collective #{int(row[1])} {kind}(shape={shape}, "
                     f"dtype={np.dtype(chr(int(row[2])))}"
                     f"{', ' + extra if extra else ''})")
    return (f"the ranks of group '{g.name}' issued different collectives at the same point; every rank "
            f"must issue the same collectives, in the same order, on tensors of the same shape and dtype:\n"
            + "\n".join(lines))


def _wire(x: Any) -> Tuple[np.ndarray, Any]:
    """A C-contiguous array MPI can reduce, and the dtype to give the result back in."""
    a = np.asarray(x)
    if a.dtype == np.bool_ or a.dtype.kind in "cOUSV":
        raise TypeError(f"collectives support integer and float tensors, but got {a.dtype}.")
    if a.dtype == np.float16:
        return np.asarray(a, np.float32, order="C"), np.float16
    return np.asarray(a, order="C"), None      # (ascontiguousarray would make a 0-d array 1-d)


def _mpi_op(op: str) -> Any:
    MPI = STATE.mpi
    return {"sum": MPI.SUM, "max": MPI.MAX, "min": MPI.MIN, "prod": MPI.PROD}[op]


def all_reduce(x: Any, op: str, group_name: str) -> np.ndarray:
    g = group(group_name)
    a, back = _wire(x)
    if not _active(g, "AllReduce"):
        out = a.copy()
    else:
        _check_metadata(g, "AllReduce", a, _OP_CODES[op])
        out = np.empty_like(a)
        t0 = time.perf_counter()
        g.comm.Allreduce(a, out, op=_mpi_op(op))
        STATS["seconds"] += time.perf_counter() - t0
    return out.astype(back) if back is not None else out


def all_gather(x: Any, group_name: str) -> np.ndarray:
    g = group(group_name)
    a, back = _wire(x)
    if a.ndim == 0:
        raise ValueError("For 'AllGather', the input must have at least 1 dimension, but got a scalar.")
    if not _active(g, "AllGather"):
        out = a.copy()
    else:
        _check_metadata(g, "AllGather", a, 0)
        out = np.empty((g.size * a.shape[0],) + a.shape[1:], a.dtype)
        t0 = time.perf_counter()
        g.comm.Allgather(a, out)
        STATS["seconds"] += time.perf_counter() - t0
    return out.astype(back) if back is not None else out


def reduce_scatter(x: Any, op: str, group_name: str) -> np.ndarray:
    g = group(group_name)
    a, back = _wire(x)
    check_reduce_scatter_shape(a.shape, g.size)
    if not _active(g, "ReduceScatter"):
        out = a.copy()
    else:
        _check_metadata(g, "ReduceScatter", a, _OP_CODES[op])
        out = np.empty((a.shape[0] // g.size,) + a.shape[1:], a.dtype)
        t0 = time.perf_counter()
        g.comm.Reduce_scatter_block(a, out, op=_mpi_op(op))
        STATS["seconds"] += time.perf_counter() - t0
    return out.astype(back) if back is not None else out


def check_reduce_scatter_shape(shape: Sequence[Any], size: int) -> None:
    if len(shape) == 0 or shape[0] is None or shape[0] % size:
        raise ValueError(f"For 'ReduceScatter', the first dimension of the input must be divisible by the group "
                         f"size {size}, but got shape {tuple(shape)}.")


def broadcast(x: Any, root: int, group_name: str) -> np.ndarray:
    g = group(group_name)
    if not 0 <= root < g.size:
        raise ValueError(f"For 'Broadcast', 'root_rank' must be in [0, {g.size}) for group '{g.name}', "
                         f"but got {root}.")
    a, back = _wire(x)
    if not _active(g, "Broadcast"):
        out = a.copy()
    else:
        _check_metadata(g, "Broadcast", a, root)
        out = a.copy() if g.rank == root else np.empty_like(a)
        t0 = time.perf_counter()
        g.comm.Bcast(out, root=root)
        STATS["seconds"] += time.perf_counter() - t0
    return out.astype(back) if back is not None else out


def group_size(group_name: str) -> int:
    """Size of a group for shape inference (1 before init, as MindSpore's get_group_size)."""
    if not STATE.inited:
        return 1
    return group(group_name).size
