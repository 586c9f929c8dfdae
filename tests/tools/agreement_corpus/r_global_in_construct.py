"""Global statement in construct that assigns the global (a read-only `global` compiles: a_global_read.py)."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG103'],
}


SCALE = 1.0


class Net(nn.Cell):
    def construct(self, x):
        global SCALE
        SCALE = 2.0
        return x * SCALE
