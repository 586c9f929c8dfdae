"""Construct calling a method on self."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': [],
}


class Net(nn.Cell):
    def double(self, v):
        return v * 2

    def construct(self, x):
        return self.double(x) + 1
