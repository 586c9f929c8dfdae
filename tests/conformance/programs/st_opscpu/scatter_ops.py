"""Adapted from tests/st/ops/cpu/test_scatter_arithmetic_op.py, test_scatter_nd_arithmetic_op.py,
test_tensor_scatter_arithmetic.py, test_tensor_scatter_element_op.py (duplicate indices, nd indices)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class ScatterNet(nn.Cell):
    def __init__(self, op, x):
        super().__init__()
        self.op = op
        self.x = Parameter(Tensor(x), name="x")

    def construct(self, i, u):
        out = self.op(self.x, i, u)
        return out, self.x * 1


x0 = np.arange(6, dtype=np.float32).reshape(2, 3)
idx = Tensor(np.array([[0, 1], [0, 1]], np.int32))
upd = Tensor(np.arange(12, dtype=np.float32).reshape(2, 2, 3) + 1.0)
for name, op in (("add", P.ScatterAdd()), ("sub", P.ScatterSub()), ("mul", P.ScatterMul()), ("div", P.ScatterDiv()),
                 ("max", P.ScatterMax()), ("min", P.ScatterMin()), ("update", P.ScatterUpdate())):
    emit("scatter_" + name + "_dup", ScatterNet(op, x0 + 1.0)(idx, upd), rtol=1e-5)
emit("scatter_add_int32", ScatterNet(P.ScatterAdd(), x0.astype(np.int32))(Tensor(np.array([1, 0], np.int32)),
                                                                        Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.int32))))
emit("scatter_add_4d", ScatterNet(P.ScatterAdd(), np.zeros((4, 2, 2), np.float32))(
    Tensor(np.array([[0, 2], [3, 1]], np.int32)), Tensor(np.arange(16, dtype=np.float32).reshape(2, 2, 2, 2))))

nd_idx = Tensor(np.array([[0, 1], [1, 2], [0, 1]], np.int32))
nd_upd = Tensor(np.array([1.5, -2.0, 3.0], np.float32))
for name, op in (("add", P.ScatterNdAdd()), ("sub", P.ScatterNdSub()), ("mul", P.ScatterNdMul()),
                 ("div", P.ScatterNdDiv()), ("max", P.ScatterNdMax()), ("min", P.ScatterNdMin()),
                 ("update", P.ScatterNdUpdate())):
    emit("scatter_nd_" + name, ScatterNet(op, x0 - 2.0)(nd_idx, nd_upd), rtol=1e-5)

tx = Tensor(np.array([[-0.1, 0.3, 3.6], [0.4, 0.5, -3.2]], np.float32))
ti = Tensor(np.array([[0, 0], [1, 1], [0, 0]], np.int32))
tu = Tensor(np.array([1.0, 2.2, -4.0], np.float32))
for name, op in (("add", ops.TensorScatterAdd()), ("sub", ops.TensorScatterSub()), ("mul", ops.TensorScatterMul()),
                 ("div", ops.TensorScatterDiv()), ("max", ops.TensorScatterMax()), ("min", ops.TensorScatterMin())):
    emit("tensor_scatter_" + name, op(tx, ti, tu), rtol=1e-5)
emit("tensor_scatter_update_rows", ops.tensor_scatter_update(tx, Tensor(np.array([[1]], np.int64)),
                                                              Tensor(np.array([[7.0, 8.0, 9.0]], np.float32))))
emit("tensor_scatter_add_1d_int", ops.tensor_scatter_add(Tensor(np.arange(1, 9, dtype=np.int32)),
                                                         Tensor(np.array([[4], [3], [1], [7]], np.int32)),
                                                         Tensor(np.array([9, 10, 11, 12], np.int32))))
emit("scatter_nd_fn", ops.scatter_nd(Tensor(np.array([[0], [2], [0]], np.int32)),
                                     Tensor(np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], np.float32)), (4, 2)))
te = Tensor(np.arange(9, dtype=np.float32).reshape(3, 3))
emit("tensor_scatter_elements_axis0", ops.tensor_scatter_elements(
    te, Tensor(np.array([[1, 0, 2], [0, 2, 1]], np.int32)), Tensor(np.array([[-1.0, -2.0, -3.0], [-4.0, -5.0, -6.0]],
                                                                             np.float32)), axis=0))
emit("tensor_scatter_elements_add", ops.tensor_scatter_elements(
    te, Tensor(np.array([[1, 1], [0, 2]], np.int32)), Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32)),
    axis=1, reduction="add"))
emit("scatter_elements_neg_axis", ops.scatter(te, -1, Tensor(np.array([[2], [0], [1]], np.int64)),
                                              Tensor(np.array([[10.0], [20.0], [30.0]], np.float32))))
emit_error("tensor_scatter_add_bad_index_rank", ops.tensor_scatter_add, tx, Tensor(np.array([[0, 1, 2]], np.int32)),
           Tensor(np.array([1.0], np.float32)))
