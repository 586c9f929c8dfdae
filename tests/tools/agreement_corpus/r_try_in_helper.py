"""Try in a helper called from construct (call chain)."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG101'],
}


def safe_double(v):
    try:
        return v * 2
    except TypeError:
        return v


class Net(nn.Cell):
    def construct(self, x):
        return safe_double(x)
