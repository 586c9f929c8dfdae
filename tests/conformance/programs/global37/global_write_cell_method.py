"""A Cell whose construct and helper method both assign ``global G`` (Graph mode: reads in each function's first
block are the module global, the global is never written; PyNative: Python writes it).  Measured session 37
(global37)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

G = 5


class Net(nn.Cell):
    def helper(self, y):
        global G
        G = 2
        return y * G

    def construct(self, x):
        global G
        G = 3
        z = self.helper(x)
        return z + G


x = Tensor(np.array([1.0, 2.0], np.float32))
emit_error("construct and helper", Net(), x)
emit("G after", G)
