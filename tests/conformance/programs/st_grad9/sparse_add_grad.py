"""Adapted from tests/st/ops/dynamic_shape/grad/test_sparse_add.py: the gradient of SparseAdd (each input value gets
the output value gradient at its index, 0 where a sum fell below thresh; indices, shapes, thresh: zeros); msgraph
gave zeros."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations.sparse_ops import SparseAdd
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = SparseAdd()

    def construct(self, *a):
        return self.op(*a)


ai = Tensor([[0, 1], [1, 2]], ms.int64)
sh = Tensor([3, 4], ms.int64)
g = ops.GradOperation(get_all=True)
emit("same", g(Net())(ai, Tensor([1, 2], ms.float32), sh, ai, Tensor([1, 2], ms.float32), sh, Tensor(0, ms.float32)))
bi = Tensor([[0, 0], [1, 2], [2, 3]], ms.int64)
bv = Tensor([5, -2.5, 7], ms.float32)
av = Tensor([1, 2.5], ms.float32)
th = Tensor(0.5, ms.float32)
emit("dropped", g(Net())(ai, av, sh, bi, bv, sh, th))
sens = (Tensor(np.zeros((3, 2)), ms.int64), Tensor([10, 20, 30], ms.float32), Tensor(np.zeros(2), ms.int64))
emit("sens", ops.GradOperation(get_all=True, sens_param=True)(Net())(ai, av, sh, bi, bv, sh, th, sens))
emit("f64", g(Net())(ai, Tensor([1, 2], ms.float64), sh, bi, Tensor([5, -2.5, 7], ms.float64), sh,
                     Tensor(0, ms.float64)))
