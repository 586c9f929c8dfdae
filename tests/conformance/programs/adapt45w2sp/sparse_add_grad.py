"""_sparse_grad_ops.SparseAddGrad()(val_grad, x1_indices, x2_indices, sum_indices) (adapt45w2sp, st ops/gpu
test_sparse_add_grad_op on the CPU backend): msgraph had the op (SparseAdd's gradient) but not MindSpore's module
``_sparse_grad_ops`` nor its input checks.  Each input entry gets val_grad at its index in sum_indices, 0 where
absent; float16 / uint8 values and int32 indices are TypeErrors."""
import numpy as np
from mindspore import Tensor, nn
from mindspore.ops.operations._sparse_grad_ops import SparseAddGrad
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = SparseAddGrad()

    def construct(self, g, a, b, s):
        return self.op(g, a, b, s)


def i64(v):
    return Tensor(np.array(v, np.int64))


for dt in ("float32", "float64", "int8", "int16", "int32", "int64", "complex64"):
    emit(f"both.{dt}", Net()(Tensor(np.array([2, 4, 6]).astype(dt)), i64([[0, 1], [1, 2]]), i64([[0, 1], [1, 3]]),
                             i64([[0, 1], [1, 2], [1, 3]])))
emit("missing", Net()(Tensor(np.array([1, 2], np.float32)), i64([[0, 1], [1, 2]]), i64([[0, 1], [1, 3]]),
                      i64([[0, 1], [1, 3]])))
for dt in ("float16", "uint8"):
    emit_error(f"values_dtype.{dt}", lambda: Net()(Tensor(np.array([1, 2]).astype(dt)), i64([[0, 1]]), i64([[1, 3]]),
                                                     i64([[0, 1], [1, 3]])))
emit_error("indices_int32", lambda: Net()(Tensor(np.array([1, 2], np.float32)), Tensor(np.array([[0, 1]], np.int32)),
                                          i64([[1, 3]]), i64([[0, 1], [1, 3]])))
# MindSpore's kernel walks x1 / x2 in step with sum_indices (SILENT before: msgraph looked each index up)
emit("unsorted_sum", Net()(Tensor(np.array([1, 2, 3], np.float32)), i64([[0, 1], [1, 2]]), i64([[0, 1], [1, 3]]),
                           i64([[1, 3], [1, 2], [0, 1]])))
emit("unsorted_x1", Net()(Tensor(np.array([1, 2, 3], np.float32)), i64([[1, 2], [0, 1]]), i64([[0, 1], [1, 3]]),
                          i64([[0, 1], [1, 2], [1, 3]])))
emit("duplicates", Net()(Tensor(np.array([1, 2], np.float32)), i64([[0, 1], [0, 1]]), i64([[0, 1]]),
                         i64([[0, 1], [0, 1]])))
emit("empty", Net()(Tensor(np.zeros(0, np.float32)), Tensor(np.zeros((0, 2), np.int64)),
                    Tensor(np.zeros((0, 2), np.int64)), Tensor(np.zeros((0, 2), np.int64))))
emit_error("sum_length", lambda: Net()(Tensor(np.array([1, 2, 3], np.float32)), i64([[0, 1]]), i64([[0, 1]]),
                                       i64([[0, 1], [1, 3]])))
