"""Adapted from tests/st/ops/cpu/test_sparse_reorder_op.py / test_sparse_reshape_op.py: sparse_ops.SparseReorder
sorts COO entries in row-major order; sparse_ops.SparseReshape maps the indices to a new dense shape (one -1
inferred)."""
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations.sparse_ops import SparseReorder, SparseReshape
from _conf import emit


class Reorder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = SparseReorder()

    def construct(self, indices, values, shape):
        return self.op(indices, values, shape)


class Reshape(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = SparseReshape()

    def construct(self, indices, shape, new_shape):
        return self.op(indices, shape, new_shape)


emit("reorder_float", Reorder()(Tensor([[2, 1], [0, 1], [1, 0], [0, 0]], ms.int64),
                                Tensor([1.5, 2.5, 3.5, 4.5], ms.float32), Tensor([3, 3], ms.int64)))
emit("reorder_int_3d", Reorder()(Tensor([[1, 0, 2], [0, 2, 1], [0, 2, 0]], ms.int64), Tensor([7, 8, 9], ms.int32),
                                 Tensor([2, 3, 4], ms.int64)))
indices = Tensor([[0, 0, 0], [0, 0, 1], [0, 1, 0], [1, 0, 0], [1, 2, 3]], ms.int64)
emit("reshape_infer_dim", Reshape()(indices, Tensor([2, 3, 6], ms.int64), Tensor([9, -1], ms.int64)))
emit("reshape_flat", Reshape()(indices, Tensor([2, 3, 6], ms.int64), Tensor([-1], ms.int64)))
