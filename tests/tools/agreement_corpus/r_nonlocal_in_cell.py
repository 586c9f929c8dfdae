"""Nonlocal in a nested def of construct."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG102'],
}


class Net(nn.Cell):
    def construct(self, x):
        y = x

        def update(v):
            nonlocal y
            y = v

        update(x * 2)
        return y
