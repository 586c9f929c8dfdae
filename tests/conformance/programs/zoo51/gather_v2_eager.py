"""P.GatherV2 (mindspore.ops.deprecated in 2.10, the zoo's research/cv/metric_learn Quadrupletloss uses it) gathers
only in graph code: called as it stands -- PyNative, a Cell's construct in PyNative, a GatherV2 called outside
construct in Graph mode -- MindSpore 2.10 runs its Gather kernel without the batch_dims input and raises
RuntimeError "For Operator[Gather], the inputs number should be 4 but got 3." (session 51, zoo51).  msgraph gathered
everywhere.  In a Graph-mode construct and in ms.jit both gather; P.Gather / ops.Gather gather everywhere."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.ops import operations as P
from _conf import emit, emit_error

x = Tensor(np.arange(12, dtype=np.float32).reshape(6, 2))
i = Tensor(np.array([3, 1, 3], np.int32))


class Quad(nn.Cell):
    """The zoo's pattern: a GatherV2 attribute applied in construct."""
    def __init__(self):
        super().__init__()
        self.gather = P.GatherV2()

    def construct(self, a, b):
        return self.gather(a * 2, b, 0)


class WithGather(nn.Cell):
    def __init__(self):
        super().__init__()
        self.gather = P.Gather()

    def construct(self, a, b):
        return self.gather(a, b, 1 - 1)


@ms.jit
def jit_gather_v2(a, b):
    return P.GatherV2()(a, b, 0) + 1


emit_error("called_eagerly", lambda: P.GatherV2()(x, i, 0))
emit_error("in_construct", lambda: Quad()(x, i))
emit("jit", jit_gather_v2(x, i))
emit("gather", P.Gather()(x, i, 0))
emit("gather_cell", WithGather()(x, i))
emit("ops_gather", ops.gather(x, i, 0))
