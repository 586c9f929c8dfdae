"""Adapted from tests/st/ops/cpu/test_batchdot_op.py: ops.batch_dot with default, int and pair axes, 2-D inputs
((B, 1) result), its gradient and the shape errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, axes):
        super().__init__()
        self.axes = axes

    def construct(self, x, y):
        return ops.batch_dot(x, y, self.axes)


def arr(*shape):
    n = int(np.prod(shape))
    return Tensor((np.arange(n, dtype=np.float32) % 7 - 3).reshape(shape))


emit("pair_axes_5d", Net((-1, -2))(arr(3, 2, 5, 2, 3), arr(3, 1, 7, 3, 2)))
emit("int_axes", Net(2)(arr(4, 3, 7, 5), arr(4, 1, 7, 1)))
emit("neg_int_axes", Net(-1)(arr(3, 3, 5, 7), arr(3, 1, 3, 7)))
emit("default_3d", Net(None)(arr(2, 3, 4), arr(2, 4, 5)))
emit("default_2d", Net(None)(arr(2, 3), arr(2, 3)))
emit("default_2d_3d", Net(None)(arr(2, 4), arr(2, 4, 5)))
emit("default_3d_2d", Net(None)(arr(2, 3, 4), arr(2, 4)))
emit("grad", ops.GradOperation(get_all=True)(Net((2, 1)))(arr(2, 3, 4), arr(2, 4, 5)))
emit_error("batch_mismatch", Net(None), arr(2, 3, 4), arr(3, 4, 5))
emit_error("rank_1", Net(None), arr(2), arr(2, 4, 5))
emit_error("axes_zero", Net((0, 1)), arr(2, 3, 4), arr(2, 4, 5))
