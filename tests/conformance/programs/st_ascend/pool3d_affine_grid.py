"""ops.adaptive_avg_pool3d / AdaptiveAvgPool3D / nn.AdaptiveAvgPool3d and ops.affine_grid / AffineGrid
(tests/st/ops/ascend/test_acl_ops/test_adaptiveavgpool3d.py, test_affine_grid.py): values, dtypes, integer inputs
(truncated window means), gradients and MindSpore's argument errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations.nn_ops import AdaptiveAvgPool3D
from _conf import emit, emit_error


class Pool(nn.Cell):
    def __init__(self, size):
        super().__init__()
        self.op = AdaptiveAvgPool3D(size)

    def construct(self, x):
        return self.op(x)


class Grid(nn.Cell):
    def __init__(self, size, align):
        super().__init__()
        self.size = size
        self.align = align

    def construct(self, theta):
        return ops.affine_grid(theta, self.size, self.align)


x = Tensor(np.arange(2 * 3 * 4 * 5 * 6, dtype=np.float32).reshape(2, 3, 4, 5, 6) / 7)
emit("pool_prim", Pool((3, 2, 4))(x))
emit("pool_none", Pool((2, None, 4))(x))
emit("pool_int_size_4d", Pool(3)(x[0]))
emit("pool_nn", nn.AdaptiveAvgPool3d((1, 2, 3))(x))
emit("pool_fp16", ops.adaptive_avg_pool3d(x.astype(ms.float16), (3, 3, 3)))
emit("pool_int32", ops.adaptive_avg_pool3d(Tensor(np.arange(2 * 4 * 4 * 4, dtype=np.int32).reshape(2, 4, 4, 4)), 3))
pool = Pool((3, 2, 4))


def pool_loss(t):
    return pool(t).sum()


emit("pool_grad", ms.grad(pool_loss)(x))
emit_error("pool_rank3", lambda: ops.adaptive_avg_pool3d(x[0, 0], 2))
emit_error("pool_len2", lambda: ops.adaptive_avg_pool3d(x, (1, 2)))

theta = Tensor(np.array([[[0.8, 0.5, 0.0], [-0.5, 0.8, 0.1]]], np.float32))
theta3 = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 10)
for align in (False, True):
    emit(f"grid2d_align_{align}", Grid((1, 3, 2, 3), align)(theta))
    emit(f"grid3d_align_{align}", Grid((2, 1, 2, 2, 3), align)(theta3))
emit("grid_fp16", ops.affine_grid(theta.astype(ms.float16), (1, 3, 2, 3)))
grid = Grid((1, 3, 2, 3), False)
weights = Tensor(np.arange(12, dtype=np.float32).reshape(1, 2, 3, 2))


def grid_loss(t):
    return (grid(t) * weights).sum()


emit("grid_grad", ms.grad(grid_loss)(theta))
emit_error("grid_size3", lambda: ops.affine_grid(theta, (1, 3, 2), False))
emit_error("grid_batch", lambda: ops.affine_grid(theta, (2, 3, 2, 3), False))
emit_error("grid_int", lambda: ops.affine_grid(theta.astype(ms.int32), (1, 3, 2, 3), False))
emit_error("grid_list", lambda: ops.affine_grid(theta, [1, 3, 2, 3], False))
emit_error("grid_align_int", lambda: ops.affine_grid(theta, (1, 3, 2, 3), 1))
emit_error("grid_theta_rank", lambda: ops.affine_grid(theta3, (2, 1, 2, 2), False))
