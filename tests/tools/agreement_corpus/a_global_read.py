"""A `global` only read in construct compiles (MindSpore 2.10 reads the global)."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': [],
}


SCALE = 1.0


class Net(nn.Cell):
    def construct(self, x):
        global SCALE
        return x * SCALE
