"""ops.OneHot output shapes (h-ops23, session 23): axis -1 / 0 / 1 / -2, depth given as an int or a 0-d Tensor,
0-d indices, out-of-range and negative indices (all-off rows), scalar on/off values."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit_error, emit

on, off = Tensor(1.0, ms.float32), Tensor(0.0, ms.float32)


class OH(nn.Cell):
    def __init__(self, axis=-1, depth=3):
        super().__init__()
        self.op = ops.OneHot(axis)
        self.depth = depth

    def construct(self, i, on_value, off_value):
        return self.op(i, self.depth, on_value, off_value)


class OHT(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.OneHot()

    def construct(self, i, d, on_value, off_value):
        return self.op(i, d, on_value, off_value)


i1 = Tensor(np.array([0, 1, 2]), ms.int32)
i2 = Tensor(np.array([[0, 1], [2, 3]]), ms.int32)
emit("axis -1", OH()(i1, on, off))
emit("axis 0 2d", OH(0, 4)(i2, on, off))
emit("axis 1 2d", OH(1, 4)(i2, on, off))
emit("axis -1 2d", OH(-1, 4)(i2, on, off))
emit("depth tensor", OHT()(i1, Tensor(4, ms.int64), on, off))
emit("depth tensor i32", OHT()(i1, Tensor(4, ms.int32), on, off))
emit("oob and negative", OH()(Tensor(np.array([0, 5, -1]), ms.int32), on, off))
emit("0-d indices", OH()(Tensor(1, ms.int32), on, off))
emit("0-d indices axis 0", OH(0)(Tensor(2, ms.int32), on, off))
emit("int64 indices int on", OH()(Tensor(np.array([0, 2]), ms.int64), Tensor(5, ms.int32), Tensor(-1, ms.int32)))
emit_error("axis -2", lambda: OH(-2)(i1, on, off))
emit_error("axis 2 of 1d", lambda: OH(2)(i1, on, off))
emit_error("negative depth", lambda: OH(-1, -1)(i1, on, off))
emit("fn axis 0", ops.one_hot(i1, 3, on, off, 0))
