"""``global G`` assigned in Cell.construct: in GRAPH_MODE MindSpore 2.10 compiles it, reads the old value in the first
block and the assigned value after an ``if``, and never writes the module global; in PyNative construct is Python and
writes it.  msgraph refused it (MSG103).  Measured session 37 (global37)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

G = 5


class Net(nn.Cell):
    def construct(self, x):
        global G
        G = G + 1
        y = x + G
        if x[0] > 0:
            y = y * G
        return y


x = Tensor(np.array([1.0, 2.0], np.float32))
net = Net()
emit_error("construct", net, x)
emit("G after", G)
emit_error("construct, second call", net, x)
emit("G after second call", G)
