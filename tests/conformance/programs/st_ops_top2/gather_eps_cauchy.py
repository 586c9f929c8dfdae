"""ops.gather with batch_dims (st test_func_gather; also Tensor.gather), P.Eps (st test_eps_op: the dtype's machine
epsilon), ops.Cauchy (st test_cauchy: the shape and dtype only, the values are random); eagerly and in a Cell."""
import numpy as np
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Gather(nn.Cell):
    def __init__(self, batch_dims=0):
        super().__init__()
        self.batch_dims = batch_dims

    def construct(self, params, indices, axis):
        return ops.gather(params, indices, axis, self.batch_dims)


x = Tensor(np.arange(27).reshape(3, 3, 3).astype(np.int32))
idx = Tensor(np.array([[0, 0], [1, 1], [1, 1]]).astype(np.int32))
emit("batch1_axis1", Gather(1)(x, idx, 1))
emit("batch1_axis2", Gather(1)(x, idx, 2))
x4 = Tensor(np.arange(2 * 3 * 4 * 5).reshape(2, 3, 4, 5).astype(np.float32))
i3 = Tensor(np.array([[[0, 3], [1, 1], [2, 0]], [[3, 3], [0, 1], [2, 2]]]).astype(np.int64))
emit("batch2_axis2", Gather(2)(x4, i3, 2))
emit("batch2_axis3", Gather(2)(x4, Tensor(np.array([[[4], [0], [2]], [[1], [1], [3]]]).astype(np.int32)), 3))
emit("batch1_axis3", Gather(1)(x4, Tensor(np.array([[0, 4], [2, 2]]).astype(np.int32)), 3))
emit("batch0", Gather(0)(x4, Tensor(np.array([1, 0]).astype(np.int32)), 1))
emit("tensor_method_batch1", x.gather(idx, 1, 1))
emit_error("batch_dims_mismatch", Gather(1), x, Tensor(np.array([[0], [1]]).astype(np.int32)), 1)
for dt in (np.float16, np.float32, np.float64):
    emit(f"eps_{dt.__name__}", P.Eps()(Tensor(np.array([[1.0, -2.0]], dt))))
emit_error("eps_int", P.Eps(), Tensor(np.array([1, 2], np.int32)))


class CauchyNet(nn.Cell):
    def __init__(self, size):
        super().__init__()
        self.cauchy = ops.Cauchy(size)

    def construct(self):
        return self.cauchy()


out = CauchyNet([2, 3])()
emit("cauchy_shape_dtype", (out.shape, str(out.dtype)))
