"""Numpy on a constant folds while compiling, with STRICT syntax too (as MindSpore 2.10)."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'STRICT',
    'expect': [],
}


class Net(nn.Cell):
    def construct(self, x):
        scale = np.float32(0.5)
        return x * scale
