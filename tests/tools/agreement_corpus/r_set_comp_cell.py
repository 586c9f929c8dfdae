"""Set comprehension in construct."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG204'],
}


class Net(nn.Cell):
    def construct(self, x):
        sizes = {i * 2 for i in range(3)}
        return x
