"""Dict comprehension with two for clauses."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG206'],
}


class Net(nn.Cell):
    def construct(self, x):
        d = {(i, j): i + j for i in range(2) for j in range(2)}
        return x * d[(1, 1)]
