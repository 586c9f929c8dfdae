"""ops.vmap inside a Cell's construct (tests/st/ops/cpu/*_vmap tests): a Cell, a primitive's
function form and nested vmap, in_axes None / negative, out_axes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.functional import vmap
from _conf import emit


class Inner(nn.Cell):
    def construct(self, x, y):
        return x * y + 1


class VNet(nn.Cell):
    def __init__(self, net, in_axes, out_axes):
        super().__init__()
        self.net = net
        self.in_axes = in_axes
        self.out_axes = out_axes

    def construct(self, x, y):
        return vmap(self.net, self.in_axes, self.out_axes)(x, y)


class Relu(nn.Cell):
    def construct(self, x):
        return ops.relu(x)


class Nested(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = Relu()

    def construct(self, x):
        return vmap(vmap(self.net, in_axes=0), in_axes=-1)(x)


x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) - 2)
y = Tensor(np.array([1.0, -2.0, 3.0], np.float32))
emit("cell_none", VNet(Inner(), (0, None), 0)(x, y))
emit("cell_out1", VNet(Inner(), (1, 0), 1)(x, y))
emit("nested", Nested()(Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4) - 10)))
