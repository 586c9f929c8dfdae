"""Del in a method called through self (call chain)."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG104'],
}


class Net(nn.Cell):
    def scale(self, v):
        w = v * 3
        del v
        return w

    def construct(self, x):
        return self.scale(x)
