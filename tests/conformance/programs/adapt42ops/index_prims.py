"""The index primitives model code uses most, third pass (adapt42ops): ops.GatherNd with indices whose last
dimension is 0 gathers the whole input once per index row (indices (2, 0) of a (3, 4) x: a (2, 3, 4) result; msgraph
returned x itself, (3, 4)), and its gradient sums them; ScatterNd with such indices adds every update to the whole
output.  The primitives ops.Gather / GatherNd / ScatterNd take int16 / int32 / int64 indices only: int8 and the
unsigned ones are MindSpore 2.10's kernel-select TypeError (msgraph indexed with them; its ops.gather function
already refused them).  ScatterNd's shape and Fill's shape are tuples: a list is a TypeError in both modes (msgraph
computed)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


X = Tensor(np.array([[1.5, 0.0, -2.0, 4.0], [3.0, 3.0, 0.5, -1.0], [2.0, 7.0, 0.0, 1.0]], np.float32))
K0 = Tensor(np.zeros((2, 0), np.int32))
emit_error("gather_nd_last_dim_0", lambda: Fn(ops.GatherNd(), K0)(X))
emit_error("gather_nd_fn_last_dim_0", lambda: Fn(ops.gather_nd, K0)(X))
emit_error("gather_nd_1d_empty_index", lambda: Fn(ops.GatherNd(), Tensor(np.zeros((0,), np.int32)))(X))
emit_error("gather_nd_last_dim_0_3d", lambda: Fn(ops.GatherNd(), Tensor(np.zeros((2, 1, 0), np.int64)))(X))
emit_error("gather_nd_last_dim_0_grad", lambda: ms.grad(Fn(ops.GatherNd(), K0))(X))
emit_error("gather_nd_last_dim_1", lambda: Fn(ops.GatherNd(), Tensor(np.array([[2], [0]], np.int32)))(X))
emit_error("scatter_nd_last_dim_0", lambda: Fn(ops.ScatterNd())(
    K0, Tensor(np.array([[1.0, 2.0, 3.0], [10.0, 20.0, 30.0]], np.float32)), (3,)))
emit_error("scatter_nd_last_dim_0_int", lambda: Fn(ops.ScatterNd())(
    Tensor(np.zeros((3, 0), np.int32)), Tensor(np.arange(6, dtype=np.int32).reshape(3, 2)), (2,)))
for dt in ["int8", "uint8", "uint16", "uint32", "uint64", "int16", "int32", "int64"]:
    emit_error(f"Gather_index_{dt}", lambda: Fn(ops.Gather(), Tensor(np.array([2, 0], dt)), 0)(X))
    emit_error(f"GatherNd_index_{dt}", lambda: Fn(ops.GatherNd(), Tensor(np.array([[2, 1], [0, 3]], dt)))(X))
    emit_error(f"ScatterNd_index_{dt}", lambda: Fn(ops.ScatterNd())(
        Tensor(np.array([[1], [3]], dt)), Tensor(np.array([5.0, 6.0], np.float32)), (5,)))
emit_error("gather_nd_fn_index_uint8", lambda: Fn(ops.gather_nd, Tensor(np.array([[1]], np.uint8)))(X))
emit_error("scatter_nd_fn_index_int8", lambda: Fn(ops.scatter_nd)(
    Tensor(np.array([[1]], np.int8)), Tensor(np.ones((1,), np.float32)), (3,)))
emit_error("ScatterNd_shape_list", lambda: Fn(ops.ScatterNd())(
    Tensor(np.array([[1]], np.int32)), Tensor(np.ones((1,), np.float32)), [3]))
emit_error("scatter_nd_fn_shape_list", lambda: Fn(ops.scatter_nd)(
    Tensor(np.array([[1]], np.int32)), Tensor(np.ones((1,), np.float32)), [3]))
emit_error("ScatterNd_shape_tuple", lambda: Fn(ops.ScatterNd())(
    Tensor(np.array([[1]], np.int32)), Tensor(np.ones((1,), np.float32)), (3,)))
emit_error("Fill_shape_list", lambda: Fn(ops.Fill(), ms.float32, [2, 2], 1.0)())
emit_error("fill_fn_shape_list", lambda: Fn(ops.fill, ms.int32, [2], 3)())
emit_error("Fill_shape_tuple", lambda: Fn(ops.Fill(), ms.int8, (2, 2), 300)())
