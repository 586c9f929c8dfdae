"""sparse_ops.DenseToCSRSparseMatrix()(dense_input, indices) (adapt45w2sp, st ops/gpu test_sparse_dense_to_csr_op on
the CPU backend; msgraph lacked the primitive): (dense_shape, batch_pointers, row_pointers, col_indices, values), the
index outputs of indices' dtype, entries in the order indices gives them; 2-D and batched 3-D; float16 / int dense
input and float indices are TypeErrors, a 1-D input or an indices width other than the rank ValueErrors."""
import numpy as np
from mindspore import Tensor, nn
from mindspore.ops.operations.sparse_ops import DenseToCSRSparseMatrix
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = DenseToCSRSparseMatrix()

    def construct(self, x, indices):
        return self.op(x, indices)


d = np.array([[0, 1, 0], [2, 0, 3]], np.float32)
for it in ("int32", "int64"):
    for dt in ("float32", "float64", "complex64", "complex128"):
        emit(f"2d.{it}.{dt}", Net()(Tensor(d.astype(dt)), Tensor(np.array([[0, 1], [1, 0], [1, 2]], it))))
    emit(f"3d.{it}", Net()(Tensor(np.stack([d, d * 2])), Tensor(np.array([[0, 0, 1], [1, 1, 0], [1, 1, 2]], it))))
emit("partial_order", Net()(Tensor(d), Tensor(np.array([[1, 2], [0, 1]], np.int32))))
emit_error("float16", lambda: Net()(Tensor(d.astype(np.float16)), Tensor(np.array([[0, 1]], np.int32))))
emit_error("int_dense", lambda: Net()(Tensor(d.astype(np.int32)), Tensor(np.array([[0, 1]], np.int32))))
emit_error("float_indices", lambda: Net()(Tensor(d), Tensor(np.array([[0, 1]], np.float32))))
emit_error("rank1", lambda: Net()(Tensor(d[0]), Tensor(np.array([[1]], np.int32))))
emit_error("width", lambda: Net()(Tensor(d), Tensor(np.array([[0, 1, 0]], np.int32))))
emit_error("out_of_bounds", lambda: Net()(Tensor(d), Tensor(np.array([[2, 0]], np.int32))))
emit("empty_indices", Net()(Tensor(d), Tensor(np.zeros((0, 2), np.int32))))
emit("repeated_and_zero_entries", Net()(Tensor(d), Tensor(np.array([[1, 2], [1, 2], [0, 0]], np.int64))))
