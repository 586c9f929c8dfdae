"""ops.OneHot / ops.one_hot edge cases (h-ops23, session 23): depth 0, Python-number on/off values, mixed on/off
dtypes, uint8 / int64 / float indices, a 0-d depth Tensor of a graph input, 3-D indices on every axis."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit_error, emit

on, off = Tensor(1.0, ms.float32), Tensor(0.0, ms.float32)


class OH(nn.Cell):
    def __init__(self, axis=-1):
        super().__init__()
        self.op = ops.OneHot(axis)

    def construct(self, i, d, a, b):
        return self.op(i, d, a, b)


class FnOH(nn.Cell):
    def __init__(self, axis=-1):
        super().__init__()
        self.axis = axis

    def construct(self, i, d):
        return ops.one_hot(i, d, 1, 0, self.axis)


i1 = Tensor(np.array([0, 2, 1]), ms.int32)
i3 = Tensor(np.arange(8).reshape(2, 2, 2) % 3, ms.int32)
emit_error("depth 0", lambda: OH()(i1, 0, on, off))
emit_error("python on off", lambda: OH()(i1, 3, 1.0, 0.0))
emit_error("python int on off", lambda: OH()(i1, 3, 1, 0))
emit_error("mixed on off dtypes", lambda: OH()(i1, 3, Tensor(1.0, ms.float64), off))
emit_error("float16 on off", lambda: OH()(i1, 3, Tensor(2.0, ms.float16), Tensor(-1.0, ms.float16)))
emit_error("uint8 indices", lambda: OH()(Tensor(np.array([0, 2]), ms.uint8), 3, on, off))
emit_error("int64 indices", lambda: OH()(Tensor(np.array([0, 2]), ms.int64), 3, on, off))
emit_error("float indices", lambda: OH()(Tensor(np.array([0.0, 2.0]), ms.float32), 3, on, off))
emit_error("bool on off", lambda: OH()(i1, 3, Tensor(True), Tensor(False)))
for ax in (-1, 0, 1, 2, 3):
    emit_error(f"3d axis {ax}", lambda: OH(ax)(i3, 3, on, off))
emit_error("fn ints", lambda: FnOH()(i1, 3))
emit_error("fn ints axis 0", lambda: FnOH(0)(i1, 4))
emit_error("depth tensor 1-d", lambda: OH()(i1, Tensor(np.array([3]), ms.int64), on, off))
emit_error("depth float", lambda: OH()(i1, 3.0, on, off))
emit_error("on off 1-d", lambda: OH()(i1, 3, Tensor(np.array([1.0]), ms.float32), off))


class FnOnOff(nn.Cell):
    def __init__(self, on_value, off_value):
        super().__init__()
        self.on_value, self.off_value = on_value, off_value

    def construct(self, i):
        return ops.one_hot(i, 3, self.on_value, self.off_value)


emit_error("float64 on off", lambda: OH()(i1, 3, Tensor(1.0, ms.float64), Tensor(0.0, ms.float64)))
emit_error("int8 on off", lambda: OH()(i1, 3, Tensor(1, ms.int8), Tensor(0, ms.int8)))
emit_error("fn float on int off", lambda: FnOnOff(1.0, 0)(i1))
emit_error("fn float16 tensor and int", lambda: FnOnOff(Tensor(1.0, ms.float16), 0)(i1))
emit_error("fn int32 tensor and int", lambda: FnOnOff(Tensor(1, ms.int32), 0)(i1))
emit_error("fn int64 tensor and int", lambda: FnOnOff(Tensor(1, ms.int64), 0)(i1))
emit_error("fn float32 tensor and float", lambda: FnOnOff(Tensor(2.0, ms.float32), -1.0)(i1))
emit_error("fn uint8 indices", lambda: ops.one_hot(Tensor(np.array([0, 2]), ms.uint8), 3, 1, 0))
