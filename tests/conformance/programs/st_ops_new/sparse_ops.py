"""SparseMatrixNNZ, SparseSoftmax, SparseMatrixAdd and ops.csr_add on it (tests/st/ops/gpu/
test_sparse_matrix_nnz_op.py, test_sparse_softmax_op.py, test_sparse_matrix_add_op.py, tests/st/sparse/
test_csr_add.py): values, dtypes, the row-major output order of SparseSoftmax, explicit zeros of csr_add, errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, CSRTensor, nn
import mindspore.ops.operations.sparse_ops as P
from mindspore.ops.function import csr_add
from _conf import emit, emit_error


class Nnz(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.SparseMatrixNNZ()

    def construct(self, *args):
        return self.op(*args)


class Softmax(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.SparseSoftmax()

    def construct(self, indices, values, shape):
        return self.op(indices, values, shape)


class Add(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.SparseMatrixAdd()

    def construct(self, *args):
        return self.op(*args)


i32, i64 = ms.int32, ms.int64
emit("nnz_2d", Nnz()(Tensor([2, 3], i32), Tensor([0, 1], i32), Tensor([0, 1, 1], i32), Tensor([0], i32),
                     Tensor([99.0], ms.float32)))
emit("nnz_batched", Nnz()(Tensor([2, 3, 4], i64), Tensor([0, 2, 5], i64), Tensor([0, 1, 2, 0, 3, 5, 0], i64),
                          Tensor([0, 1, 0, 1, 2], i64), Tensor(np.arange(5).astype(np.float64))))
emit_error("nnz_mixed_index", lambda: Nnz()(Tensor([2, 3], i32), Tensor([0, 1], i64), Tensor([0, 1, 1], i32),
                                            Tensor([0], i32), Tensor([1.0])))
emit_error("nnz_values_len", lambda: Nnz()(Tensor([2, 3], i32), Tensor([0, 1], i32), Tensor([0, 1, 1], i32),
                                           Tensor([0], i32), Tensor([1.0, 2.0])))
emit_error("nnz_shape_len", lambda: Nnz()(Tensor([2, 3, 4, 5], i32), Tensor([0, 1], i32), Tensor([0, 1, 1], i32),
                                          Tensor([0], i32), Tensor([1.0])))

emit("softmax_3d_f64", Softmax()(Tensor([[0, 0, 0], [1, 1, 1], [0, 1, 1], [0, 0, 1]], i64),
                                 Tensor([1, 2, 3, 2], ms.float64), Tensor([0, 0, 0], i64)), rtol=1e-6, atol=1e-7)
emit("softmax_unsorted", Softmax()(Tensor([[1, 0], [0, 2], [0, 0], [1, 1]], i64), Tensor([1, 2, 3, 4], ms.float32),
                                   Tensor([2, 3], i64)), rtol=1e-5, atol=1e-6)
emit("softmax_duplicates", Softmax()(Tensor([[0, 0], [0, 0]], i64), Tensor([1, 2], ms.float32), Tensor([2, 3], i64)),
     rtol=1e-5, atol=1e-6)
emit_error("softmax_1d_shape", lambda: Softmax()(Tensor([[2], [0], [1]], i64), Tensor([1, 2, 3], ms.float32),
                                                 Tensor([3], i64)))
emit_error("softmax_f16", lambda: Softmax()(Tensor([[1, 0], [0, 2]], i64), Tensor([1, 2], ms.float16),
                                            Tensor([2, 3], i64)))
emit_error("softmax_int32", lambda: Softmax()(Tensor([[1, 0], [0, 2]], i32), Tensor([1, 2], ms.float32),
                                              Tensor([2, 3], i64)))
emit_error("softmax_count", lambda: Softmax()(Tensor([[1, 0], [0, 2]], i64), Tensor([1, 2, 3], ms.float32),
                                              Tensor([2, 3], i64)))

emit("add", Add()(Tensor([3, 4], i32), Tensor([0, 3], i32), Tensor([0, 2, 2, 3], i32), Tensor([0, 3, 1], i32),
                  Tensor([1., 2., 3.]), Tensor([3, 4], i32), Tensor([0, 3], i32), Tensor([0, 1, 2, 3], i32),
                  Tensor([0, 2, 1], i32), Tensor([5., 6., -1.5]), Tensor(2.0), Tensor(2.0)))
emit("add_cancel", Add()(Tensor([2, 6], i64), Tensor([0, 2], i64), Tensor([0, 1, 2], i64), Tensor([0, 1], i64),
                         Tensor([1., 2.], ms.float64), Tensor([2, 6], i64), Tensor([0, 2], i64), Tensor([0, 1, 2], i64),
                         Tensor([0, 1], i64), Tensor([1., 2.], ms.float64), Tensor(1.0, ms.float64),
                         Tensor(-1.0, ms.float64)))
emit_error("add_value_types", lambda: Add()(
    Tensor([3, 4], i32), Tensor([0, 3], i32), Tensor([0, 2, 2, 3], i32), Tensor([0, 3, 1], i32), Tensor([1., 2., 3.]),
    Tensor([3, 4], i32), Tensor([0, 3], i32), Tensor([0, 1, 2, 3], i32), Tensor([0, 2, 1], i32),
    Tensor([5., 6., -1.5], ms.float64), Tensor(2.0), Tensor(2.0)))
a = CSRTensor(Tensor([0, 1, 3], i32), Tensor([2, 0, 1], i32), Tensor([1., 2., 3.]), (2, 4))
b = CSRTensor(Tensor([0, 2, 2], i32), Tensor([0, 2], i32), Tensor([5., 6.]), (2, 4))
c = csr_add(a, b, Tensor(1.0), Tensor(0.5))
emit("csr_add", (c.indptr, c.indices, c.values, c.shape))
c = csr_add(a, a, Tensor(1.0), Tensor(-1.0))
emit("csr_add_zeros_kept", (c.indptr, c.indices, c.values))
