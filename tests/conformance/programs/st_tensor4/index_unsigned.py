"""An unsigned integer index Tensor is MindSpore 2.10's IndexError ("The tensor index must be int or bool type"),
for reading and for item assignment; int32 / int64 / bool index Tensors index."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


class Get(nn.Cell):
    def construct(self, x, i):
        return x[i]


class Set(nn.Cell):
    def construct(self, x, i):
        x[i] = -1.0
        return x


def x():
    return Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))


for dt in (np.uint8, np.uint32):
    emit_error("get_" + dt.__name__, lambda: Get()(x(), Tensor(np.array([1, 0], dt))))
    emit_error("set_" + dt.__name__, lambda: Set()(x(), Tensor(np.array([1, 0], dt))))
emit("get_int32_neg", Get()(x(), Tensor(np.array([-1, 0], np.int32))))
emit("set_int64", Set()(x(), Tensor(np.array([1], np.int64))))
emit("get_bool", Get()(x(), Tensor(np.array([False, True]))))
