"""``mindspore.mint.distributed.distributed`` (see the package docstring): init_process_group, get_rank,
get_world_size, is_available / is_initialized, barrier, all_reduce, all_gather, broadcast..."""
from __future__ import annotations

from ...communication import management as _m
from ...ops.comm_ops import AllGather, AllReduce, Broadcast, ReduceOp
from ...ops._helpers import user_type as _user_type


class _Work:
    """The handle of an ``async_op=True`` collective (already complete)."""

    def wait(self):
        return True

    def is_completed(self):
        return True


def _done(async_op):
    return _Work() if async_op else None


def _group(group):
    return _m.GlobalComm.WORLD_COMM_GROUP if group is None else group


def is_available():
    """True: the distributed package is available."""
    return True


def is_initialized():
    """Whether ``init_process_group`` (or communication.init) ran."""
    return bool(_m.GlobalComm.INITED)


def init_process_group(backend="hccl", init_method=None, timeout=None, world_size=-1, rank=-1, store=None,
                       pg_options=None, device_id=None):
    """communication.init(backend): a one-process world, or MPI's under ``mpiexec``."""
    if not isinstance(backend, str):
        raise TypeError(f"For 'init_process_group', the argument 'backend' must be a string, but got "
                        f"{_user_type(backend)}")
    _m.init(backend)


def destroy_process_group(group=None):
    """Release the process groups (communication.release / destroy_group)."""
    if group is None or group == _m.GlobalComm.WORLD_COMM_GROUP:
        _m.release()
    else:
        _m.destroy_group(group)


def get_rank(group=None):
    """This process's rank in ``group`` (the world by default)."""
    return _m.get_rank(_group(group))


def get_world_size(group=None):
    """The number of processes in ``group``."""
    return _m.get_group_size(_group(group))


def get_backend(group=None):
    """The backend name given to init_process_group."""
    return _m.GlobalComm.BACKEND


def new_group(ranks=None, timeout=None, pg_options=None, use_local_synchronization=False, group_desc=None):
    """A named group of ``ranks`` (communication.create_group); its name is returned."""
    ranks = list(range(get_world_size())) if ranks is None else list(ranks)
    name = group_desc or "mint_group_" + "_".join(str(r) for r in ranks)
    _m.create_group(name, ranks)
    return name


def get_process_group_ranks(group=None):
    """The world ranks of ``group``."""
    return _m.get_process_group_ranks(_group(group))


def get_global_rank(group, group_rank):
    """The world rank of ``group_rank`` in ``group``."""
    return _m.get_world_rank_from_group_rank(group, group_rank)


def get_group_rank(group, global_rank):
    """The rank in ``group`` of world rank ``global_rank``."""
    return _m.get_group_rank_from_world_rank(global_rank, group)


def barrier(group=None, async_op=False, device_ids=None):
    """Wait for every process of the group (nothing to wait for in one process)."""
    return _done(async_op)


def all_reduce(tensor, op=ReduceOp.SUM, group=None, async_op=False):
    """``tensor`` becomes the reduction (op) of every process's ``tensor``."""
    tensor.copy_(AllReduce(op, _group(group))(tensor))
    return _done(async_op)


def broadcast(tensor, src, group=None, async_op=False):
    """``tensor`` becomes process ``src``'s ``tensor``."""
    tensor.copy_(Broadcast(src, _group(group))((tensor,))[0])
    return _done(async_op)


def all_gather(tensor_list, tensor, group=None, async_op=False):
    """``tensor_list[i]`` becomes process i's ``tensor``."""
    n = len(tensor_list)
    if n != get_world_size(group):
        raise TypeError(f"For 'all_gather', the length of 'tensor_list' must be the group size "
                        f"{get_world_size(group)}, but got {n}.")
    gathered = AllGather(_group(group))(tensor)
    rows = tensor.shape[0] if len(tensor.shape) else 1
    for i, t in enumerate(tensor_list):
        t.copy_(gathered[i * rows:(i + 1) * rows].reshape(tensor.shape))
    return _done(async_op)


def all_gather_into_tensor(output_tensor, input_tensor, group=None, async_op=False):
    """``output_tensor`` becomes the processes' ``input_tensor`` concatenated along dim 0."""
    output_tensor.copy_(AllGather(_group(group))(input_tensor))
    return _done(async_op)


def _one_process(fn):
    if get_world_size() != 1:
        raise NotImplementedError(f"mint.distributed.{fn} is supported by msgraph in a one-process world only.")


def reduce(tensor, dst, op=ReduceOp.SUM, group=None, async_op=False):
    """Process ``dst``'s ``tensor`` becomes the reduction of every process's ``tensor``."""
    if get_world_size(group) != 1:
        out = AllReduce(op, _group(group))(tensor)
        if get_rank(group) == dst:
            tensor.copy_(out)
    return _done(async_op)


def reduce_scatter_tensor(output, input, op=ReduceOp.SUM, group=None, async_op=False):  # noqa: A002
    """``output`` becomes this process's slice of the reduction of the processes' ``input``."""
    _one_process("reduce_scatter_tensor")
    output.copy_(input)
    return _done(async_op)


def scatter(tensor, scatter_list, src=0, group=None, async_op=False):
    """``tensor`` becomes ``scatter_list[rank]`` of process ``src``."""
    _one_process("scatter")
    tensor.copy_(scatter_list[0])
    return _done(async_op)


def gather(tensor, gather_list, dst=0, group=None, async_op=False):
    """``gather_list[i]`` of process ``dst`` becomes process i's ``tensor``."""
    _one_process("gather")
    if gather_list:
        gather_list[0].copy_(tensor)
    return _done(async_op)


def all_to_all(output_tensor_list, input_tensor_list, group=None, async_op=False):
    """``output_tensor_list[i]`` becomes process i's ``input_tensor_list[rank]``."""
    _one_process("all_to_all")
    output_tensor_list[0].copy_(input_tensor_list[0])
    return _done(async_op)


def all_to_all_single(output, input, output_split_sizes=None, input_split_sizes=None, group=None,  # noqa: A002
                      async_op=False):
    """``output`` becomes the processes' slices of ``input`` (one process: ``input``)."""
    _one_process("all_to_all_single")
    output.copy_(input)
    return _done(async_op)


def all_gather_object(object_list, obj, group=None):
    """``object_list[i]`` becomes process i's ``obj``."""
    _one_process("all_gather_object")
    object_list[0] = obj


def broadcast_object_list(object_list, src=0, group=None, device=None):
    """``object_list`` becomes process ``src``'s (one process: unchanged)."""
    _one_process("broadcast_object_list")


def gather_object(obj, object_gather_list=None, dst=0, group=None):
    """``object_gather_list[i]`` of process ``dst`` becomes process i's ``obj``."""
    _one_process("gather_object")
    if object_gather_list is not None:
        object_gather_list[0] = obj


def scatter_object_list(scatter_object_output_list, scatter_object_input_list, src=0, group=None):
    """``scatter_object_output_list[0]`` becomes ``scatter_object_input_list[rank]`` of process ``src``."""
    _one_process("scatter_object_list")
    scatter_object_output_list[0] = scatter_object_input_list[0]


__all__ = ["is_available", "is_initialized", "init_process_group", "destroy_process_group", "get_rank",
           "get_world_size", "get_backend", "new_group", "get_process_group_ranks", "get_global_rank",
           "get_group_rank", "barrier", "all_reduce", "broadcast", "all_gather", "all_gather_into_tensor", "reduce",
           "reduce_scatter_tensor", "scatter", "gather", "all_to_all", "all_to_all_single", "all_gather_object",
           "broadcast_object_list", "gather_object", "scatter_object_list"]
