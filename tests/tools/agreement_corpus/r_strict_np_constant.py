"""Numpy on a constant is still rejected with STRICT syntax."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'STRICT',
    'expect': ['MSG303'],
}


class Net(nn.Cell):
    def construct(self, x):
        scale = np.float32(0.5)
        return x * scale
