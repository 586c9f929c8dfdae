"""st pynative/data_parallel variants that run in one process without mpirun / init(): collective ops and
data-parallel wrappers before init, get_rank / get_group_size, context parallel settings."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, context
from mindspore.ops import operations as P
from _h import case

class AllReduceNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.all_reduce = P.AllReduce()
    def construct(self, x):
        return self.all_reduce(x * 2 + 2)
case("allreduce_no_init", lambda: AllReduceNet()(Tensor(np.ones((3, 4), np.float32))))
case("allreduce_prim_new", lambda: P.AllReduce(op="max").op if hasattr(P.AllReduce(op="max"), "op") else "made")
case("allreduce_bad_op", lambda: P.AllReduce(op="avg"))
case("allgather_new", lambda: type(P.AllGather()).__name__)
def t():
    from mindspore.communication.management import get_rank
    return get_rank()
case("get_rank_no_init", t)
def t():
    from mindspore.communication.management import get_group_size
    return get_group_size()
case("get_group_size_no_init", t)
case("parallel_mode_default", lambda: context.get_auto_parallel_context("parallel_mode"))
def t():
    context.set_auto_parallel_context(parallel_mode="data_parallel", gradients_mean=True, device_num=1)
    r = (context.get_auto_parallel_context("parallel_mode"), context.get_auto_parallel_context("gradients_mean"),
         context.get_auto_parallel_context("device_num"))
    context.reset_auto_parallel_context()
    return r
case("dp_context", t)
def t():
    net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
    return nn.DistributedGradReducer(net.trainable_params(), mean=True, degree=1)((Tensor([[1.0, 2.0]]), Tensor([3.0])))
case("grad_reducer_no_init", t)
case("bad_parallel_mode", lambda: context.set_auto_parallel_context(parallel_mode="bogus"))
