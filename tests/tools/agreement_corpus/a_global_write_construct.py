"""Global statement in construct that assigns the global: compiles (MindSpore 2.10 reads the old value in the
first block and never writes the module global; a_global_read.py reads only)."""
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
        SCALE = 2.0
        return x * SCALE
