"""Adapted from tests/st/ops/cpu/test_sparse_sparse_{maximum,minimum}_op.py, test_sparse_matrix_mat_mul_op.py,
test_sparse_tensor_to_csr_sparse_matrix_op.py and test_sparse_addmm_op.py: values of SparseSparseMaximum/Minimum
(implicit zeros), SparseMatrixMatMul (CSR @ dense), SparseTensorToCSRSparseMatrix (entries kept in their order;
batched inputs in canonical order: MindSpore 2.10's batch pointers of unordered ones are not meaningful) and
SparseAddmm."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
import mindspore.ops.operations.sparse_ops as S
from _conf import emit


class Wrap(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


shape = Tensor([3, 3], ms.int64)
i1, v1 = Tensor([[0, 1], [1, 2], [2, 0]], ms.int64), Tensor([1, -2, 5], ms.float32)
i2, v2 = Tensor([[0, 1], [1, 1], [2, 0]], ms.int64), Tensor([3, -4, 2], ms.float32)
emit("maximum", Wrap(S.SparseSparseMaximum())(i1, v1, shape, i2, v2, shape))
emit("minimum", Wrap(S.SparseSparseMinimum())(i1, v1, shape, i2, v2, shape))
emit("minimum_int", Wrap(S.SparseSparseMinimum())(i1, v1.astype(ms.int32), shape, i2, v2.astype(ms.int32), shape))

x2 = Tensor([[2.0, 0.8, 1.0], [2.9, 3.2, 0.0], [7.0, 4.6, 0.2], [3.5, 4.9, 1.4], [4.0, 3.7, 6.9]], ms.float32)
emit("matmul", Wrap(S.SparseMatrixMatMul())(Tensor([4, 5], ms.int32), Tensor([0, 4], ms.int32),
                                             Tensor([0, 1, 1, 3, 4], ms.int32), Tensor([0, 3, 4, 0], ms.int32),
                                             Tensor([1.0, 5.0, -1.0, -2.0], ms.float32), x2))
emit("matmul_batched", Wrap(S.SparseMatrixMatMul())(
    Tensor([2, 2, 3], ms.int64), Tensor([0, 2, 3], ms.int64), Tensor([0, 1, 2, 0, 0, 1], ms.int64),
    Tensor([0, 2, 1], ms.int64), Tensor([1.5, -2.0, 3.0], ms.float64),
    Tensor(np.arange(12.).reshape(2, 3, 2), ms.float64)))

ind = Tensor([[0, 0, 1], [0, 1, 2], [0, 1, 3], [1, 0, 1], [1, 1, 2], [1, 1, 3]], ms.int64)
emit("to_csr_batched", Wrap(S.SparseTensorToCSRSparseMatrix())(ind, Tensor([1, 4, 3, 1, 4, 3], ms.float32),
                                                               Tensor([2, 2, 4], ms.int64)))
emit("to_csr_2d", Wrap(S.SparseTensorToCSRSparseMatrix())(Tensor([[2, 0], [0, 3], [0, 1]], ms.int32),
                                                          Tensor([7., 8, 9], ms.float64), Tensor([4, 5], ms.int32)))

emit("addmm", Wrap(S.SparseAddmm())(Tensor([[0, 1], [1, 2]], ms.int32), Tensor([1, 2], ms.float32),
                                    Tensor([3, 4], ms.int32), Tensor([[1, 1], [2, 2], [3, 3], [4, 4]], ms.float32),
                                    Tensor([[2, 2], [6, 6], [0, 0]], ms.float32), Tensor([2], ms.float32),
                                    Tensor([0.5], ms.float32)))
