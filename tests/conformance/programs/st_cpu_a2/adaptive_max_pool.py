"""ops.adaptive_max_pool2d with indices, its gradient, nn.AdaptiveMaxPool2d(return_indices=True),
ops.adaptive_max_pool1d (tests/st/ops/cpu/test_adaptive_max_pool2d_op.py, test_adaptive_max_pool1d_op.py)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class F2(nn.Cell):
    def construct(self, v):
        return ops.adaptive_max_pool2d(v, (2, 3))


x = Tensor((np.arange(2 * 3 * 5 * 7) % 11).reshape(2, 3, 5, 7).astype(np.float32))
emit("values_indices", ops.adaptive_max_pool2d(x, (2, 3), True))
emit("none_keeps_dim", ops.adaptive_max_pool2d(x, (None, 3), True))
emit("grad_ties", ops.grad(F2())(x))
emit("cell_indices_3d", nn.AdaptiveMaxPool2d((3, 2), True)(Tensor(np.cos(np.arange(3 * 6 * 4)).reshape(3, 6, 4).astype(np.float32))))
emit("pool1d", ops.adaptive_max_pool1d(Tensor(np.arange(12).reshape(1, 2, 6).astype(np.float32) % 5), 3))
emit_error("pool1d_not_divisible", lambda: ops.adaptive_max_pool1d(Tensor(np.ones((1, 2, 6), np.float32)), 4))
