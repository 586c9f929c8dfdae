"""Tensor setitem inside construct / @jit: returned values and the input afterwards."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


class SetRow(nn.Cell):
    def construct(self, x):
        x[0] = 5.0
        return x


class SetMaskCopy(nn.Cell):
    def construct(self, x):
        y = x * 1
        y[y > 3] = 0.0
        return y


class SetSlice(nn.Cell):
    def construct(self, x, v):
        y = x + 0
        y[:, 1:3] = v
        return y


class SetInt(nn.Cell):
    def construct(self, x):
        y = x + 0
        y[1] = 2.7
        return y


x = Tensor(np.arange(8, dtype=np.float32).reshape(2, 4))
emit("mask_copy", SetMaskCopy()(x))
emit("mask_copy_input", x)
emit("slice", SetSlice()(x, Tensor(np.array([10.0, 20.0], np.float32))))
emit("int_tensor", SetInt()(Tensor(np.arange(4, dtype=np.int32))))


@ms.jit
def f(x):
    y = x * 2
    y[1:, 0] = -1.0
    return y


emit("jit_fn", f(x))


class Getter(nn.Cell):
    def construct(self, x):
        return x[1, ::-1], x[..., 0], x[:, None, 1], x[x > 4]


emit("getitem_graph", Getter()(x)[:3])
