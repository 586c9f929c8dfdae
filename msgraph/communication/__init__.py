"""``mindspore.communication``: init/get_rank/get_group_size/create_group over MPI (optional extra).

Importing this package does not import mpi4py; :func:`init` does, and only under ``mpiexec``.
"""
from .management import (  # noqa: F401
    HCCL_WORLD_COMM_GROUP, MCCL_WORLD_COMM_GROUP, NCCL_WORLD_COMM_GROUP, GlobalComm, create_group, destroy_group,
    get_comm_name, get_group_rank_from_world_rank, get_group_size, get_local_rank, get_local_rank_size,
    get_process_group_ranks, get_rank, get_world_rank_from_group_rank, init, release,
)
from .management import __all__  # noqa: F401
