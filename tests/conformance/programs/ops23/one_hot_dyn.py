"""ops.OneHot with dynamic shapes (h-ops23, session 23): indices declared with set_inputs (dynamic dimensions, dynamic
rank), the depth a mutable 0-d Tensor, the output's shape as the graph reports it (``out.shape`` in construct)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn, mutable
from _conf import emit_error, emit


class OH(nn.Cell):
    def __init__(self, axis=-1):
        super().__init__()
        self.op = ops.OneHot(axis)
        self.on, self.off = Tensor(1.0, ms.float32), Tensor(0.0, ms.float32)

    def construct(self, i):
        out = self.op(i, 3, self.on, self.off)
        return out, out.shape


class OHD(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.OneHot()
        self.on, self.off = Tensor(1.0, ms.float32), Tensor(0.0, ms.float32)

    def construct(self, i, d):
        out = self.op(i, d, self.on, self.off)
        return out, out.shape


i2 = Tensor(np.array([[0, 1], [2, 0]]), ms.int32)
for ax in (-1, 0, 1):
    net = OH(ax)
    net.set_inputs(Tensor(shape=[None, None], dtype=ms.int32))
    emit_error(f"dyn dims axis {ax}", net, i2)
    net = OH(ax)
    net.set_inputs(Tensor(shape=None, dtype=ms.int32))
    emit_error(f"dyn rank axis {ax}", net, i2)
emit_error("mutable depth", OHD(), i2, mutable(Tensor(4, ms.int64)))
emit_error("tensor depth", OHD(), i2, Tensor(4, ms.int64))
