"""The communication API and the auto-parallel context in one process, without init()."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import GlobalComm, HCCL_WORLD_COMM_GROUP, NCCL_WORLD_COMM_GROUP
from mindspore.communication import create_group, get_group_size, get_local_rank, get_rank
from mindspore.communication.management import get_group_rank_from_world_rank
from mindspore.context import ParallelMode
from mindspore.parallel._utils import _get_device_num, _get_gradients_mean, _get_parallel_mode
from _conf import emit, emit_error

emit("world_groups", (HCCL_WORLD_COMM_GROUP, NCCL_WORLD_COMM_GROUP, GlobalComm.WORLD_COMM_GROUP, GlobalComm.INITED))
emit("rank_queries_before_init", (get_rank(), get_group_size(), get_local_rank(), get_rank("other"),
                                  get_group_size("other")))
emit_error("get_rank_int_group", lambda: get_rank(3))
emit_error("create_group_before_init", lambda: create_group("g", [0, 1]))
emit_error("group_rank_before_init", lambda: get_group_rank_from_world_rank(0, HCCL_WORLD_COMM_GROUP))
emit("parallel_modes", (ParallelMode.STAND_ALONE, ParallelMode.DATA_PARALLEL, ParallelMode.HYBRID_PARALLEL,
                        ParallelMode.SEMI_AUTO_PARALLEL, ParallelMode.AUTO_PARALLEL, ParallelMode.MODE_LIST,
                        ms.ParallelMode.DATA_PARALLEL))
emit("defaults", tuple(ms.get_auto_parallel_context(k) for k in (
    "parallel_mode", "device_num", "global_rank", "gradients_mean", "gradient_fp32_sync", "loss_repeated_mean",
    "full_batch", "parameter_broadcast", "enable_parallel_optimizer", "all_reduce_fusion_config",
    "pipeline_stages", "search_mode", "dataset_strategy", "grad_accumulation_step")))
emit("utils_stand_alone", (_get_parallel_mode(), _get_device_num(), _get_gradients_mean()))
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=2)
emit("after_set", (ms.get_auto_parallel_context("parallel_mode"), ms.get_auto_parallel_context("device_num"),
                   ms.get_auto_parallel_context("gradients_mean")))
emit("utils_data_parallel", (_get_parallel_mode(), _get_device_num(), _get_gradients_mean()))
ms.reset_auto_parallel_context()
emit("after_reset", (ms.get_auto_parallel_context("parallel_mode"), ms.get_auto_parallel_context("device_num"),
                     ms.get_auto_parallel_context("gradients_mean")))
emit_error("get_unknown_key", lambda: ms.get_auto_parallel_context("foo"))
emit_error("set_unknown_key", lambda: ms.set_auto_parallel_context(foo=1))
emit_error("set_bad_mode", lambda: ms.set_auto_parallel_context(parallel_mode="DATA_PARALLEL"))
emit_error("set_mode_int", lambda: ms.set_auto_parallel_context(parallel_mode=1))
emit_error("set_device_num_0", lambda: ms.set_auto_parallel_context(device_num=0))
emit_error("set_device_num_float", lambda: ms.set_auto_parallel_context(device_num=2.0))
emit_error("set_gradients_mean_int", lambda: ms.set_auto_parallel_context(gradients_mean=1))
emit_error("set_global_rank_negative", lambda: ms.set_auto_parallel_context(global_rank=-1))
emit_error("set_bad_search_mode", lambda: ms.set_auto_parallel_context(search_mode="foo"))
ms.reset_auto_parallel_context()
emit("all_reduce_attrs", (ops.AllReduce().group, ops.AllGather().group, ops.Broadcast(1).root_rank,
                          ops.ReduceOp.SUM, ops.ReduceOp.MAX, ops.ReduceOp.MIN, ops.ReduceOp.PROD))
emit_error("all_reduce_op_int", lambda: ops.AllReduce(op=1))
emit_error("all_reduce_group_int", lambda: ops.AllReduce(group=3))
emit_error("broadcast_root_str", lambda: ops.Broadcast("a"))
w = ms.Parameter(Tensor(np.ones(3, np.float32)), name="w")
emit_error("grad_reducer_degree_0", lambda: nn.DistributedGradReducer([w], degree=0))
emit("grad_reducer_defaults", (lambda r: (type(r).__name__,))(nn.DistributedGradReducer([w], mean=True, degree=1)))
