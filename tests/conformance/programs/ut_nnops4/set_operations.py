"""sparse_ops.DenseToDenseSetOperation / DenseToSparseSetOperation (tests/ut/python/ops/test_math_ops.py):
row-wise set results as sorted COO triples, and their dtype/rank/attribute errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations.sparse_ops import DenseToDenseSetOperation
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = DenseToDenseSetOperation(set_operation=op, validate_indices=True)

    def construct(self, a, b):
        return self.op(a, b)


a = Tensor(np.array([[1, 2, 4], [3, 4, 5]], np.int32))
b = Tensor(np.array([[3, 2, 5], [1, 4, 7]], np.int32))
for op in ("a-b", "b-a", "intersection", "union"):
    emit("dense_" + op, Net(op)(a, b))
a3 = Tensor(np.array([[[1, 1, 4], [3, 4, 5]]], np.int64))
b3 = Tensor(np.array([[[3, 2, 5], [1, 4, 7]]], np.int64))
emit("dense_rank3_union", Net("union")(a3, b3))
emit_error("float_input", lambda: Net("a-b")(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2, 3), np.float32))))
emit_error("rank1_input", lambda: Net("a-b")(Tensor(np.ones((3,), np.int32)), Tensor(np.ones((3,), np.int32))))
