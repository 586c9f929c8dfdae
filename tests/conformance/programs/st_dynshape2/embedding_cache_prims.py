"""MindSpore's embedding-cache primitives of tests/st/dynamic_shape (test_map_uniform_cpu,
test_pad_and_shift_cpu): MapUniform and PadAndShift (deprecated since 2.8, still in 2.10)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit, emit_error


class MapNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.MapUniform()

    def construct(self, x):
        return self.op(x, 4, 2)


class PadNet(nn.Cell):
    def __init__(self, idx):
        super().__init__()
        self.op = P.PadAndShift()
        self.idx = idx

    def construct(self, x, y):
        return self.op(x, y, self.idx)


emit("map_uniform", MapNet()(Tensor(np.arange(8), ms.int32)))
emit("map_uniform_int64", MapNet()(Tensor(np.array([7, 3, 5, 0]), ms.int64)))
if ms.get_context("mode") == ms.PYNATIVE_MODE:
    emit_error("map_uniform_out_of_range", lambda: MapNet()(Tensor(np.array([9, 3, 14, 0]), ms.int64)).asnumpy())
x = Tensor(np.array([9, 13, -1, -1, -1, -1, -1, -1]), ms.int32)
emit("pad_and_shift_1", PadNet(1)(x, Tensor(np.array([0, 3, 5]), ms.int32)))
emit("pad_and_shift_0", PadNet(0)(x, Tensor(np.array([0, 3, 5]), ms.int32)))
