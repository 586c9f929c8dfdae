"""Adapted from tests/st/ops/cpu/test_sparse_add_op.py: sparse_ops.SparseAdd merges two COO tensors (row-major
indices): an index of one input keeps its value, a shared index keeps a + b only when thresh <= |a + b|."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations.sparse_ops import SparseAdd
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = SparseAdd()

    def construct(self, ai, av, ash, bi, bv, bsh, thresh):
        return self.op(ai, av, ash, bi, bv, bsh, thresh)


shape = Tensor([3, 4], ms.int64)
ai = Tensor([[0, 1], [1, 2], [2, 3]], ms.int64)
bi = Tensor([[0, 0], [1, 2], [2, 3]], ms.int64)
net = Net()
emit("float_thresh0", net(ai, Tensor([1.5, -2.0, 0.25], ms.float32), shape, bi,
                          Tensor([3.0, 2.0, 0.5], ms.float32), shape, Tensor(0, ms.float32)))
emit("float_thresh1", net(ai, Tensor([0.5, -2.0, 0.25], ms.float32), shape, bi,
                          Tensor([0.25, 2.5, 0.5], ms.float32), shape, Tensor(1, ms.float32)))
emit("int32_same", net(ai, Tensor([1, 2, 3], ms.int32), shape, ai, Tensor([4, 5, 6], ms.int32), shape,
                       Tensor(0, ms.int32)))
emit("int64_disjoint", net(Tensor([[0, 1]], ms.int64), Tensor([7], ms.int64), shape,
                           Tensor([[2, 0], [2, 1]], ms.int64), Tensor([8, 9], ms.int64), shape, Tensor(5, ms.int64)))
emit("float64_cancel", net(ai, Tensor([1.0, 2.0, 3.0], ms.float64), shape, bi,
                           Tensor([1.0, -2.0, -3.0], ms.float64), shape, Tensor(0.5, ms.float64)))
