"""Adapted from tests/st/ops/cpu/test_pinv_op.py, test_sparse_segment_mean_op.py and
test_scatter_arithmetic_op.py (functional scatter_add)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from mindspore.ops import functional as F
from _conf import emit, emit_error

emit("pinv_square", ops.pinv(Tensor(np.array([[3., 8.], [2., 2.]], np.float32))))
emit("pinv_rank_deficient", ops.pinv(Tensor(np.array([[2., 3.], [4., 6.]], np.float64))))
emit("pinv_tall", ops.pinv(Tensor(np.array([[0., 1.], [1., 1.], [1., 0.]], np.float32))))
emit("pinv_batched", ops.pinv(Tensor(np.arange(12, dtype=np.float64).reshape(2, 2, 3) ** 1.5)))


def pinv_sum(x):
    return ops.pinv(x).sum()


emit("pinv_grad", ops.grad(pinv_sum)(Tensor(np.array([[3., 8.], [2., 2.5]], np.float64))))


class SSM(nn.Cell):
    def construct(self, x, indices, segment_ids):
        return ops.sparse_segment_mean(x, indices, segment_ids)


x = Tensor(np.arange(24, dtype=np.float32).reshape(4, 2, 3) / 4)
emit("ssm_basic", SSM()(x, Tensor(np.array([0, 2, 2, 3], np.int32)), Tensor(np.array([0, 0, 2, 2], np.int32))))
emit("ssm_int64_f64", SSM()(Tensor(np.arange(8, dtype=np.float64).reshape(4, 2)),
                            Tensor(np.array([3, 1, 0], np.int64)), Tensor(np.array([0, 1, 1], np.int64))))


class ScatterAdd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.x = Parameter(Tensor(np.zeros((3, 2), np.float32)), name="x")

    def construct(self, indices, updates):
        F.scatter_add(self.x, indices, updates)
        return self.x


emit("scatter_add_function", ScatterAdd()(Tensor(np.array([0, 2, 0], np.int32)),
                                          Tensor(np.array([[1., 2.], [3., 4.], [5., 6.]], np.float32))))
