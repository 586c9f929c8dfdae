"""Random call with STRICT syntax."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'STRICT',
    'expect': [],
}


import random


class Net(nn.Cell):
    def construct(self, x):
        return x * random.random()
