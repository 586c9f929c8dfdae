"""Try/finally in construct."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG101'],
}


class Net(nn.Cell):
    def construct(self, x):
        try:
            x = x + 1
        finally:
            x = x - 1
        return x
