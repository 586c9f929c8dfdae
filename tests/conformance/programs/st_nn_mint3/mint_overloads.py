"""mint overloads MindSpore 2.10 accepts: max / min with a Python float (elementwise maximum / minimum), t on a
Tensor of more than 2 dims (PyNative swaps dims 0 and 1;
Graph mode raises ValueError), squeeze with a repeated dim."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn
from _conf import emit, emit_error

x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
z3 = Tensor(np.arange(6).reshape(1, 2, 3).astype(np.float32))
z1 = Tensor(np.arange(2).reshape(1, 2, 1).astype(np.float32))


class MaxF(nn.Cell):
    def construct(self, x):
        return mint.max(x, 2.5), mint.min(x, 2.5)


class T3(nn.Cell):
    def construct(self, x, y):
        return mint.t(x), mint.t(y)


class Sq(nn.Cell):
    def construct(self, x):
        return mint.squeeze(x, (0, 0)), mint.squeeze(x, (0, 2, -1))


emit_error("max_min_float", MaxF(), x)
emit_error("t_3d_1d", T3(), z3, Tensor(np.arange(3).astype(np.float32)))
emit_error("squeeze_repeated", Sq(), z1)
