"""tests/st/compiler/fallback/test_graph_fallback_runtime_tuple_func.py::test_sequence_ops_with_grad_3 adapted: the
gradient through ``m[i]``, a tuple/list of Tensors indexed by a Tensor in graph code. MindSpore 2.10 picks the item
with a PyExecute node and stops the gradient there (zeros); with a mutable int index it flows. msgraph's gather
let it flow for Tensor indices too (silently nonzero gradients)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mutable, nn
from mindspore.ops import GradOperation
from _conf import emit


class TupleNet(nn.Cell):
    def construct(self, x, i):
        m = (x * 2, x + 1, x)
        return m[i]


class ListNet(nn.Cell):
    def construct(self, x, i):
        m = [x * 2, x + 1, x]
        return m[i] * 3 + x


x = Tensor(np.array([1.0, -0.5], np.float32))
for net in (TupleNet, ListNet):
    for name, i in (("t0", Tensor(0)), ("t1", Tensor(np.array([1]))), ("i32", Tensor(np.int32(2))),
                    ("mutable", mutable(1))):
        emit(f"{net.__name__}_{name}_forward", net()(x, i))
        emit(f"{net.__name__}_{name}_grad", GradOperation()(net())(x, i))
