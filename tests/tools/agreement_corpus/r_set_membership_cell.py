"""Membership test against a set literal."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG203'],
}


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mode = 1

    def construct(self, x):
        if self.mode in {1, 2}:
            x = x * 2
        return x
