"""Adapted from tests/st/ops/cpu/test_time_distributed_op.py: nn.TimeDistributed with and without
reshape_with_axis, wrapping Cells and Primitives."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, layer, time_axis, reshape_with_axis=None):
        super().__init__()
        self.td = nn.TimeDistributed(layer, time_axis, reshape_with_axis)

    def construct(self, x):
        return self.td(x)


dense = nn.Dense(4, 3, weight_init="ones", bias_init="zeros")
x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 10)
emit("dense_reshape_axis0", Net(dense, 1, 0)(x))
emit("dense_no_reshape", Net(dense, 1)(x))
emit("dense_time0_reshape1", Net(dense, 0, 1)(x))
emit("dense_neg_time_axis", Net(dense, -2, 0)(x))
argmax = ops.Argmax(output_type=ms.int32, axis=1)
emit("argmax_reshape", Net(argmax, 1, 0)(x))
emit("argmax_no_reshape", Net(argmax, 1)(x))
x4 = Tensor(np.arange(48, dtype=np.float32).reshape(2, 3, 2, 4))
emit("flatten_reshape", Net(nn.Flatten(), 1, 0)(x4))
emit("flatten_no_reshape", Net(nn.Flatten(), 1)(x4))
emit("maxpool_time0", Net(nn.MaxPool2d(kernel_size=2, stride=1), 0, 1)(Tensor(np.arange(72, dtype=np.float32).reshape(2, 1, 3, 3, 4))))
emit_error("rank_too_small", lambda: Net(dense, 1, 0)(Tensor(np.ones((2, 4), np.float32))))
emit_error("layer_not_cell", lambda: nn.TimeDistributed(3, 1))
