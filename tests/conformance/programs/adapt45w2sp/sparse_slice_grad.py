"""_grad_ops.SparseSliceGrad()(backprop_val_grad, indices, start, new_indices) (adapt45w2sp, st ops/gpu
test_sparse_slice_grad_op on the CPU backend; msgraph lacked the primitive): entry i of the result is
backprop_val_grad[j] where indices[i] - start == new_indices[j], else 0; any value dtype incl. bool; int32 indices
are a TypeError, a val_grad length other than new_indices' a ValueError."""
import numpy as np
from mindspore import Tensor, nn
from mindspore.ops.operations._grad_ops import SparseSliceGrad
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = SparseSliceGrad()

    def construct(self, g, indices, start, new_indices):
        return self.op(g, indices, start, new_indices)


def i64(v):
    return Tensor(np.array(v, np.int64))


idx = i64([[0, 0], [0, 2], [1, 2], [1, 3], [2, 3], [2, 4]])
for dt in ("int8", "uint8", "int16", "uint16", "int32", "int64", "float16", "float32", "float64", "bool"):
    emit(f"start0.{dt}", Net()(Tensor(np.array([4, 2, 3]).astype(dt)), idx, i64([0, 0]),
                               i64([[1, 2], [1, 3], [2, 3]])))
emit("start11", Net()(Tensor(np.array([4, 2, 3], np.float32)), idx, i64([1, 1]), i64([[0, 1], [0, 2], [1, 2]])))
emit("not_found", Net()(Tensor(np.array([4], np.float32)), i64([[0, 0], [1, 2]]), i64([0, 0]), i64([[2, 2]])))
emit_error("int32_indices", lambda: Net()(Tensor(np.array([4], np.float32)), Tensor(np.array([[0, 0], [1, 2]], np.int32)),
                                          Tensor(np.array([0, 0], np.int32)), Tensor(np.array([[1, 2]], np.int32))))
emit_error("length", lambda: Net()(Tensor(np.array([4, 5], np.float32)), i64([[0, 0], [1, 2]]), i64([0, 0]),
                                   i64([[1, 2]])))
# MindSpore's kernel walks indices and new_indices in step (SILENT before: msgraph looked each index up)
emit("unsorted_new_3d", Net()(Tensor(np.array([5, 6], np.float32)), i64([[0, 0, 0], [1, 2, 3], [1, 2, 4]]),
                              i64([1, 2, 3]), i64([[0, 0, 1], [0, 0, 0]])))
emit("unsorted_indices", Net()(Tensor(np.array([5, 6], np.float32)), i64([[1, 1], [0, 0]]), i64([0, 0]),
                               i64([[0, 0], [1, 1]])))
emit("repeated_indices", Net()(Tensor(np.array([5, 6], np.float32)), i64([[0, 0], [0, 0], [1, 1]]), i64([0, 0]),
                               i64([[0, 0], [1, 1]])))
emit("empty", Net()(Tensor(np.zeros(0, np.float32)), Tensor(np.zeros((0, 2), np.int64)), i64([0, 0]),
                    Tensor(np.zeros((0, 2), np.int64))))
emit_error("start_width", lambda: Net()(Tensor(np.array([5], np.float32)), i64([[0, 0]]), i64([0, 0, 0]), i64([[0, 0]])))
